// Shared by the browser tests (playwright.config.ts, e2e/*.spec.ts) and the benchmark
// (scripts/bench.mjs, plain Node): which Chromium runs, with which flags, and the large token list.

import { findTool, TOOLS } from '../scripts/system-tools.mjs';

/**
 * The machine's Chromium (PORTAGE_CHROMIUM, Debian's, or on PATH: scripts/system-tools.mjs), never
 * a browser downloaded by a test tool. `npm test` has checked it exists before Playwright starts.
 */
export const CHROMIUM_PATH = findTool('chromium') ?? TOOLS.chromium.debianPath;

/** Headless in a container, with nothing reaching out to the internet on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A `/sources` response with one network of `count` tokens (TK0, TK1, …), whose logos all point
 * outside (blocked in tests, so the initials stand in).
 */
export function bigTokenSources(count = 5000) {
  const tokens = Array.from({ length: count }, (_, i) => ({
    symbol: `TK${i}`,
    display_asset: `Token number ${i}`,
    logo: `https://cdn.example.invalid/${i}.png`,
    contract: `0x${i.toString(16).padStart(40, '0')}`,
    decimals: 18,
    price_in_usd: 1,
    precision: 6,
    status: 'active',
  }));
  return JSON.stringify({
    data: [{ name: 'BIG_MAINNET', display_name: 'Big Chain', type: 'evm', chain_id: '999', tokens }],
    error: null,
  });
}

/**
 * In the route picker of `page` (a page or a widget's frame): opens one side (`From`/`To`),
 * chooses the network, then the token if the network has several. The caller waits for the
 * dialog to close in its own way (a test's assertion, the benchmark's wait).
 */
export async function chooseInRoutePicker(page, side, network, token) {
  await page.getByRole('button', { name: new RegExp(`^${side}\\b`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Search networks' }).fill(network);
  await dialog
    .getByRole('option', { name: new RegExp(`^${network}`) })
    .first()
    .click();
  if (await dialog.isVisible()) {
    await dialog.getByRole('combobox', { name: /Search tokens/ }).fill(token);
    await dialog
      .getByRole('option', { name: new RegExp(`^${token}\\b`) })
      .first()
      .click();
  }
  return dialog;
}
