import type { APIRequestContext, Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  clearFaults,
  control,
  expectAccessible,
  fillSwap,
  KEY,
  SANDBOX,
  shot,
  swapIdFromUrl,
} from './helpers';
import { openHost, PARTNER_KEY, WIDGET_ORIGIN, widgetFrame } from './host';

/**
 * Help on a swap and in History (src/ui/help/HelpPanel.tsx): the standing notice against fake
 * support, the diagnostic text (what a person pastes to support: no key, no signature), and the
 * links the widget renders, every one of which must lead to the configured support site or a
 * network's explorer. The support link needs a build that allows https://support.example
 * (VITE_PORTAGE_SUPPORT_ORIGINS; scripts/test.mjs builds so) and a partner's frame.
 */

const SUPPORT_ORIGIN = 'https://support.example';
const NOTICE = [
  'Portage’s support never writes to you first.',
  'It never asks for your recovery phrase or private key.',
  'It never sends you a link to “validate”, “sync” or “restore” a wallet.',
  'Anyone who does is a scammer.',
];
// Names a signature, signed bytes or a deposit action would go by in JSON.
const SECRET_FIELDS =
  /"(?:signature|signed\w*|raw\w*|psbt|boc|call_?data|api_?key|deposit_actions|private_?key|seed)"/i;

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** The origins of every explorer template of the networks the service lists. */
async function explorerOrigins(request: APIRequestContext): Promise<Set<string>> {
  const response = await request.get(`${SANDBOX}/api/v2/networks`, { headers: { 'X-SVC-APIKEY': KEY } });
  expect(response.status()).toBe(200);
  const networks = (await response.json()).data as Record<string, unknown>[];
  const origins = new Set<string>();
  for (const network of networks) {
    for (const field of ['transaction_explorer_template', 'account_explorer_template']) {
      const template = network[field];
      if (typeof template === 'string' && template) origins.add(new URL(template.replace('{0}', 'x')).origin);
    }
  }
  expect(origins.size).toBeGreaterThan(0);
  return origins;
}

/** Every link in the document (`a[href]`, as the browser resolves it). */
function linksIn(target: Page | Frame): Promise<string[]> {
  return target.evaluate(() =>
    [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
  );
}

/** Every link leads to one of `allowed`; returns the links, for the caller to say which it expects. */
async function expectLinksOnlyTo(target: Page | Frame, allowed: Set<string>, where: string) {
  const links = await linksIn(target);
  const strays = links.filter((href) => !allowed.has(new URL(href).origin));
  expect(strays, `links on ${where} that lead elsewhere`).toEqual([]);
  return links;
}

/** Opens Help, checks the notice and where focus went; returns the panel. */
async function openHelp(target: Page | ReturnType<Page['frameLocator']>) {
  const button = target.getByRole('button', { name: 'Help', exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = target.getByRole('region', { name: 'Help' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Help' })).toBeFocused();
  for (const sentence of NOTICE) await expect(panel.getByTestId('help-notice')).toContainText(sentence);
  return { button, panel };
}

/** The diagnostic text as the person would paste it: from the clipboard (permission granted). */
async function copyFromClipboard(page: Page, panel: ReturnType<Page['getByRole']>) {
  await panel.getByRole('button', { name: 'Copy diagnostic info' }).click();
  await expect(panel.getByRole('status')).toHaveText('Copied');
  return page.evaluate(() => navigator.clipboard.readText());
}

function expectNoSecrets(text: string, keys: string[]) {
  for (const key of keys) expect(text).not.toContain(key);
  expect(text).not.toMatch(SECRET_FIELDS);
}

async function createSwap(page: Page | ReturnType<Page['frameLocator']>) {
  await fillSwap(page);
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
}

test('on a swap and in History: the notice, a diagnostic text without key or signature, and only explorer links', async ({
  page,
  context,
  request,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: WIDGET_ORIGIN });
  const explorers = await explorerOrigins(request);
  await page.goto('/');
  await createSwap(page);
  const id = swapIdFromUrl(page);

  // While the deposit is awaited: Help is there, and closes with Escape back to its button.
  let { button, panel } = await openHelp(page);
  await expect(panel.getByTestId('help-swap-id')).toHaveText(id);
  await expect(panel.getByTestId('help-contact-site')).toHaveText(
    'For help, contact the site where you found this widget.',
  );
  await expect(panel.getByRole('link')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();

  // A deposit the service sees, then the swap to its end: hashes, and explorer links on screen.
  const deposit = `0x${'ab'.repeat(32)}`;
  await control(request, `/sandbox/swaps/${id}/deposit`, { transaction_id: deposit });
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 40_000 });
  ({ button, panel } = await openHelp(page));
  await shot(page, testInfo, 'help-on-a-completed-swap');
  await expectAccessible(page, 'the Help panel on a swap');
  const text = await copyFromClipboard(page, panel);
  expectNoSecrets(text, [KEY]);
  const bundle = JSON.parse(text);
  expect(bundle.swapId).toBe(id);
  expect(bundle.service.status).toBe('completed');
  expect(bundle.service.transactions.map((tx: { hash?: string }) => tx.hash)).toContain(deposit);
  expect(bundle.widget.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(bundle.widget.build).toMatch(/^[0-9a-f]{4,40}$|^\d{4}-\d{2}-\d{2}$/);
  expect(bundle.environment.framed).toBe(false);
  const links = await expectLinksOnlyTo(page, explorers, 'the completed swap with Help open');
  // The walk saw the explorer links a completed swap shows (so it can fail).
  expect(links.some((href) => href.includes(deposit))).toBe(true);

  // History: the same notice; the text lists this browser's swaps; no link but explorers'.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'Your swaps' })).toBeVisible();
  ({ panel } = await openHelp(page));
  await expect(panel.getByTestId('help-swap-id')).toHaveCount(0);
  const historyText = await copyFromClipboard(page, panel);
  expectNoSecrets(historyText, [KEY]);
  const history = JSON.parse(historyText);
  expect(history.swapId).toBeNull();
  expect(history.swaps.map((swap: { id: string }) => swap.id)).toContain(id);
  await expectLinksOnlyTo(page, explorers, 'History with Help open');
  await expectAccessible(page, 'the Help panel in History');
});

test('a swap that cannot be found still offers Help', async ({ page }) => {
  await page.goto('/?swapId=no-such-swap-35');
  await expect(page.getByText('This swap was not found.', { exact: false })).toBeVisible();
  const { panel } = await openHelp(page);
  await expect(panel.getByTestId('help-swap-id')).toHaveText('no-such-swap-35');
});

test('in a partner’s frame: its allowed support link, the host hears help_opened, the text copies by hand', async ({
  page,
  request,
}) => {
  // This frame has no clipboard to write to: the text is shown selected for the person to copy.
  await page.addInitScript(() => {
    if (window.parent !== window)
      Object.defineProperty(navigator, 'clipboard', { configurable: true, get: () => undefined });
  });
  const explorers = await explorerOrigins(request);
  const widget = await openHost(page, {
    apiKey: PARTNER_KEY,
    supportUrl: `${SUPPORT_ORIGIN}/help?from=portage`,
  });
  await createSwap(widget);
  const frame = widgetFrame(page);
  const id = new URL(frame.url()).searchParams.get('swapId');
  expect(id).toBeTruthy();

  const { panel } = await openHelp(widget);
  const link = panel.getByRole('link', { name: 'Contact support.example’s support' });
  await expect(link).toHaveAttribute('href', `${SUPPORT_ORIGIN}/help?from=portage`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect
    .poll(async () =>
      (
        await page.evaluate(
          () => (window as unknown as { portageEvents: { type: string; payload: unknown }[] }).portageEvents,
        )
      )
        .filter((event) => event.type === 'help_opened')
        .map((event) => event.payload),
    )
    .toEqual([{ swapId: id }]);

  await panel.getByRole('button', { name: 'Copy diagnostic info' }).click();
  await expect(panel.getByRole('status')).toContainText('Your browser did not let the widget copy.');
  const box = panel.getByRole('textbox', { name: 'Diagnostic info' });
  const text = await box.inputValue();
  expectNoSecrets(text, [KEY, PARTNER_KEY]);
  const bundle = JSON.parse(text);
  expect(bundle.swapId).toBe(id);
  expect(bundle.environment.framed).toBe(true);
  // The text is selected, ready to copy.
  expect(
    await box.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd)),
  ).toBe(text);

  const links = await expectLinksOnlyTo(
    frame,
    new Set([...explorers, SUPPORT_ORIGIN]),
    'the framed swap with Help open',
  );
  expect(links).toContain(`${SUPPORT_ORIGIN}/help?from=portage`);

  // History in the frame: the host hears null.
  await widget.getByRole('button', { name: 'History' }).click();
  await openHelp(widget);
  await expect
    .poll(async () =>
      (
        await page.evaluate(
          () => (window as unknown as { portageEvents: { type: string; payload: unknown }[] }).portageEvents,
        )
      )
        .filter((event) => event.type === 'help_opened')
        .map((event) => event.payload),
    )
    .toEqual([{ swapId: id }, { swapId: null }]);
  await expectLinksOnlyTo(widgetFrame(page), new Set([...explorers, SUPPORT_ORIGIN]), 'History in the frame');
});

test('a support link to a site the build does not allow is never shown', async ({ page }) => {
  const widget = await openHost(page, { supportUrl: 'https://support.scam.example/validate-wallet' });
  await widget.getByRole('button', { name: 'History' }).click();
  const { panel } = await openHelp(widget);
  await expect(panel.getByTestId('help-contact-site')).toBeVisible();
  await expect(panel.getByRole('link')).toHaveCount(0);
  expect(await linksIn(widgetFrame(page))).toEqual([]);
});
