/**
 * The screenshot walk (`npm run screenshots`, playwright.screenshots.config.ts): every step of the
 * widget against the sandbox, written to docs/screenshots/<step>-<width>-<theme>.png at 1280×800
 * and 360×740, light and dark. Viewport pictures (what a person sees), not full pages.
 *
 * The sandbox runs in real time (×1): a swap given the `slow` scenario stays at its first
 * confirmation for 30 s, long enough to photograph "in progress" in every size and theme.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { clearFaults, control, EVM_USER, fillSwap, pickRoute, swapIdFromUrl } from '../e2e/helpers';
import { HOST_PAGE, WIDGET_ORIGIN } from '../e2e/host';
import { RECEIVER } from '../e2e/local-chains';
import { LOCAL_CHAIN_PORTS } from '../e2e/ports';
import { installEvmTestWallet } from '../e2e/wallet/evm-wallet';

const OUT_DIR = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

interface SnapOptions {
  sizes?: readonly { width: number; height: number }[];
  themes?: readonly Theme[];
  /** Runs before each picture, once the size and theme are applied: wait for what it must show. */
  ready?: () => Promise<unknown>;
  /** Keep the focus where it is (a dialog's search box); otherwise it is taken off any field. */
  keepFocus?: boolean;
  /** The document whose theme must have followed the browser's (a widget framed by a page). */
  widget?: Page | FrameLocator;
}

/** Writes `<step>-<width>-<theme>.png` for every size and theme. */
async function snap(page: Page, step: string, options: SnapOptions = {}) {
  mkdirSync(OUT_DIR, { recursive: true });
  const widget = options.widget ?? page;
  for (const size of options.sizes ?? SIZES) {
    await page.setViewportSize(size);
    for (const theme of options.themes ?? THEMES) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      // The widget's `system` theme follows the browser's scheme (src/embed/theme.ts).
      await expect(widget.locator('html')).toHaveAttribute('data-theme', theme);
      await options.ready?.();
      if (!options.keepFocus)
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // No hover left on whatever was clicked last.
      await page.mouse.move(0, 0);
      await settle(page);
      await page.screenshot({
        path: join(OUT_DIR, `${step}-${size.width}-${theme}.png`),
        fullPage: false,
        animations: 'disabled',
        caret: 'hide',
      });
    }
  }
}

/** Fonts loaded, and two frames drawn since the last change. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Waits for the network to rest a moment, for data that loads without a sign to wait on. */
async function quiet(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
}

const quoteShown = (page: Page | FrameLocator) => () =>
  expect(page.getByTestId('receive-amount')).toContainText('ETH');

/** A manual-deposit ETH Ethereum → ETH Arbitrum One swap, created; its id. */
async function createManualSwap(page: Page): Promise<string> {
  await page.goto('/');
  await fillSwap(page);
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  return swapIdFromUrl(page);
}

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// The two swaps that wait longest for the sandbox's clock first: the config runs tests side by side.
test('a manual deposit, then the swap completed', async ({ page, request }) => {
  const id = await createManualSwap(page);
  await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByRole('img', { name: /QR code of the deposit address/ })).toBeVisible();
  await snap(page, 'deposit-manual');

  await control(request, `/sandbox/swaps/${id}/deposit`);
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('received-amount')).toContainText('ETH');
  await snap(page, 'completed');
});

test('a refunded swap', async ({ page, request }) => {
  const id = await createManualSwap(page);
  await control(request, `/sandbox/swaps/${id}/scenario`, { scenario: 'refund' });
  await control(request, `/sandbox/swaps/${id}/deposit`);
  await expect(page.getByRole('heading', { name: 'Refunded' })).toBeVisible({ timeout: 60_000 });
  await snap(page, 'refunded');
});

test('the route step: empty, with a quote, with the quote details', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^From\b/ })).toBeVisible();
  await quiet(page);
  await snap(page, 'empty');

  await fillSwap(page);
  await snap(page, 'quote', { ready: quoteShown(page) });

  const summary = page.getByTestId('quote-summary');
  if ((await summary.count()) === 0) {
    console.warn('screenshots: no [data-testid="quote-summary"] on the route step; "details" skipped.');
    return;
  }
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await snap(page, 'details', {
    ready: async () => {
      await quoteShown(page)();
      // The details open below the summary: scroll as little as shows them, as a person would.
      await summary.evaluate((element) =>
        (element.parentElement ?? element).scrollIntoView({ block: 'nearest' }),
      );
    },
  });
});

test('a wallet connected on Local Chain A: its token list, then the wallet deposit', async ({ page }) => {
  const [chainA, chainB] = LOCAL_CHAIN_PORTS.evm;
  await installEvmTestWallet(page, {
    rpcUrls: { 31337: `http://127.0.0.1:${chainA}`, 31338: `http://127.0.0.1:${chainB}` },
    initialChainId: 31337,
  });
  await page.goto('/');
  await pickRoute(page, 'From', 'Local Chain A', 'ETH');
  await pickRoute(page, 'To', 'Local Chain B', 'ETH');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
  await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
  await expect(page.getByTestId('wallet-balance')).toContainText(/Balance [\d.,]+ ETH/);

  await page.getByRole('button', { name: /^From\b/ }).click();
  const dialog = page.getByRole('dialog');
  // With Local Chain B chosen, the list offers only what reaches it (ETH alone on Local Chain A,
  // which the picker would pick at once): "Show all" lists every token of the network.
  const showAll = dialog.getByRole('button', { name: 'Show all' });
  if (await showAll.isVisible()) await showAll.click();
  await dialog.getByRole('combobox', { name: 'Search networks' }).fill('Local Chain A');
  await dialog
    .getByRole('option', { name: /^Local Chain A/ })
    .first()
    .click();
  await expect(dialog.getByRole('combobox', { name: /Search tokens/ })).toBeVisible();
  // The balances, where the list shows them (the test account holds ETH; no PTT on Local Chain A).
  await dialog
    .getByTestId('picker-balance')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => console.warn('screenshots: no balance in the token list of Local Chain A.'));
  await quiet(page);
  await snap(page, 'picker-balances', { keepFocus: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Again to Local Chain B, if "Show all" let it go.
  if (!(await page.getByRole('button', { name: /^To ETH on Local Chain B/ }).isVisible()))
    await pickRoute(page, 'To', 'Local Chain B', 'ETH');
  await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
  await page.getByLabel(/^Amount/).fill('0.5');
  await page.getByLabel(/^Destination address/).fill(RECEIVER);
  await expect(page.getByTestId('receive-amount')).toContainText('ETH');
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Send 0\.5 ETH/ })).toBeVisible();
  await snap(page, 'deposit-wallet');
});

test('a swap in progress', async ({ page, request }) => {
  const id = await createManualSwap(page);
  // Slow (×10 at real time): the deposit stays at 0 of 3 confirmations for 30 s.
  await control(request, `/sandbox/swaps/${id}/scenario`, { scenario: 'slow' });
  await control(request, `/sandbox/swaps/${id}/deposit`, { transaction_id: `0x${'ab'.repeat(32)}` });
  await expect(page.getByRole('heading', { name: 'Swap in progress' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Deposit received')).toBeVisible();
  const confirmations = page.getByTestId('confirmations').first();
  const shown = await confirmations.textContent();
  await snap(page, 'in-progress', {
    ready: () => expect(page.getByRole('heading', { name: 'Swap in progress' })).toBeVisible(),
  });
  // Every picture shows the same moment of the swap.
  await expect(confirmations).toHaveText(shown ?? '');
});

test('the widget embedded in the example partner page', async ({ page }) => {
  const url = new URL(HOST_PAGE);
  const params = {
    widget: `${WIDGET_ORIGIN}/`,
    from: 'ETHEREUM_MAINNET',
    fromAsset: 'ETH',
    to: 'ARBITRUM_MAINNET',
    toAsset: 'ETH',
    amount: '0.5',
    destAddress: EVM_USER,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  await page.goto(url.href);
  const widget = page.frameLocator('#portage iframe');
  await expect(widget.getByRole('button', { name: /^From\b/ })).toBeVisible();
  await expect(page.locator('#loader-status')).toHaveText('Widget mounted.');
  await snap(page, 'embedded', { themes: ['light'], widget, ready: quoteShown(widget) });
});
