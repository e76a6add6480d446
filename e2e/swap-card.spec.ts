/**
 * The swap card: the quote in one line that opens to its details, addresses filled with one press
 * (the connected wallet's, and those used before in this browser), and the card fitting a laptop
 * and a phone screen without scrolling to its button.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseManualDeposit, clearFaults, EVM_USER, fillSwap, pickRoute } from './helpers';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet, TEST_WALLET_ADDRESS } from './wallet/evm-wallet';

const [PORT_A, PORT_B] = LOCAL_CHAIN_PORTS.evm;

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** Whether the element lies wholly inside the window, with no scrolling. */
async function inView(page: Page, testIdOrRole: ReturnType<Page['getByRole']>) {
  const box = await testIdOrRole.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
}

test('the quote is one line that opens to every field, and closes again', async ({ page }) => {
  await page.goto('/');
  // Nothing of a quote before a route exists: no empty rows.
  await expect(page.getByTestId('quote-summary')).toHaveCount(0);
  await expect(page.getByText('Minimum received')).toHaveCount(0);
  await fillSwap(page);
  const summary = page.getByTestId('quote-summary');
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await expect(summary).toContainText(/^1 ETH ≈ [\d.]+ ETH · Fee \$[\d.]+ · ~\d+ min/);
  await expect(page.getByText('Minimum received')).toHaveCount(0);

  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator(`#${await summary.getAttribute('aria-controls')}`);
  for (const label of [
    'Minimum received',
    'Service fee',
    'Network fee',
    'Total fee',
    'Rate',
    'Estimated time',
    'Route',
  ])
    await expect(details.getByText(label, { exact: true })).toBeVisible();
  await expect(details.getByTestId('fee-tiers')).toContainText(/fee [\d.]+%/);
  await expect(details.getByText(/Quote refreshes in \d+ s/)).toBeVisible();

  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Minimum received')).toHaveCount(0);
});

test('limits show as the amount hint, and as its error once crossed', async ({ page }) => {
  await page.goto('/');
  await pickRoute(page, 'From', 'Ethereum', 'ETH');
  await pickRoute(page, 'To', 'Arbitrum One', 'ETH');
  await expect(page.getByTestId('route-limits')).toContainText(/^Min [\d.]+ ETH · Max [\d,.]+ ETH$/);
  const min = /^Min ([\d.]+)/.exec((await page.getByTestId('route-limits').textContent()) ?? '')?.[1] ?? '';
  // Below the minimum, said at once in the card (before the service answers), with the exact bound.
  await page.getByLabel(/^Amount/).fill('0.0000001');
  await expect(page.locator('#portage-amount-error')).toHaveText(`The minimum for this route is ${min} ETH.`);
  await expect(page.getByTestId('route-limits')).toHaveCount(0);
  await page.getByLabel(/^Amount/).fill('0.5');
  await expect(page.locator('#portage-amount-error')).toHaveCount(0);
});

test('on a 1280×800 window the button shows with the quote, without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await fillSwap(page);
  await expect(page.getByTestId('receive-amount')).toContainText('ETH');
  expect(await inView(page, page.getByRole('button', { name: 'Create swap' }))).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a 360×740 phone the amount and the button both show once a route is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await pickRoute(page, 'From', 'Ethereum', 'ETH');
  await pickRoute(page, 'To', 'Arbitrum One', 'ETH');
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await inView(page, page.getByLabel(/^Amount/))).toBe(true);
  expect(await inView(page, page.locator('.portage-card button.portage-primary'))).toBe(true);
  await chooseManualDeposit(page);
  await page.getByLabel(/^Amount/).fill('0.5');
  await page.getByLabel(/^Destination address/).fill(EVM_USER);
  await expect(page.getByTestId('receive-amount')).toContainText('ETH');
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await inView(page, page.getByRole('button', { name: 'Create swap' }))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('"Use my wallet address" fills the connected wallet on a destination of its family', async ({
  page,
}) => {
  await installEvmTestWallet(page, {
    rpcUrls: { 31337: `http://127.0.0.1:${PORT_A}`, 31338: `http://127.0.0.1:${PORT_B}` },
    initialChainId: 31338,
  });
  await page.goto('/');
  await pickRoute(page, 'From', 'Local Chain A', 'ETH');
  await pickRoute(page, 'To', 'Local Chain B', 'ETH');
  // No wallet connected yet: nothing to offer.
  await expect(page.getByRole('button', { name: 'Use my wallet address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
  await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
  const destination = page.getByLabel('Destination address on Local Chain B');
  await expect(destination).toHaveValue('');
  await page.getByRole('button', { name: 'Use my wallet address' }).click();
  // Filled, shown and checked like a typed address; the offer goes once it is used.
  await expect(destination).toHaveValue(TEST_WALLET_ADDRESS);
  await expect(destination).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByRole('button', { name: 'Use my wallet address' })).toHaveCount(0);
  await page.getByLabel(/^Amount/).fill('0.01');
  await expect(page.getByRole('button', { name: /^Send .* from wallet$|^Create swap$/ })).toBeEnabled();
});

test('an address used before on the family is offered again with one press', async ({ page }) => {
  await page.goto('/');
  await fillSwap(page);
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();

  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await pickRoute(page, 'To', 'Base', 'ETH');
  const destination = page.getByLabel(/^Destination address on Base/);
  await destination.fill('');
  const recent = page.getByRole('button', { name: `Use ${EVM_USER}` });
  await expect(recent).toBeVisible();
  await expect(recent).toHaveText(/^0x7099.*79C8$/);
  await recent.click();
  await expect(destination).toHaveValue(EVM_USER);
  // A network of another family is not offered an EVM address.
  await pickRoute(page, 'To', 'Solana', 'SOL');
  await expect(page.getByLabel(/^Destination address on Solana/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Use ${EVM_USER}` })).toHaveCount(0);
});
