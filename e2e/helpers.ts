import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Browser, FrameLocator, Locator, Page, TestInfo } from '@playwright/test';
import { chooseInRoutePicker } from './browser.mjs';
import { expect } from './fixtures';
import { SANDBOX_PORT } from './ports';

const require = createRequire(import.meta.url);

export const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
export const KEY = 'portage-sandbox-key';
export const EVM_USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Choose a network, then a token, on one side of the route (in the page, or in a widget's frame). */
export async function pickRoute(
  page: Page | FrameLocator,
  side: 'From' | 'To',
  network: string,
  token: string,
) {
  await chooseInRoutePicker(page, side, network, token);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Where a wallet deposit is offered first, choose the deposit address instead. */
export async function chooseManualDeposit(page: Page | FrameLocator) {
  await page.getByLabel('Send it myself to a deposit address').check();
}

/**
 * Makes browser storage throw in every frame of the page, as in a third-party iframe or a browser
 * that blocks site data (call before the page loads).
 */
export async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}

/** A second browser with nothing stored: the same internet block as every test's own context. */
export async function freshBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await context.route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
    (request) => request.abort('blockedbyclient'),
  );
  return context;
}

export async function control(request: APIRequestContext, path: string, body: unknown = {}) {
  const response = await request.post(`${SANDBOX}${path}`, { data: body, headers: { 'X-SVC-APIKEY': KEY } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

export async function clearFaults(request: APIRequestContext) {
  await request.delete(`${SANDBOX}/sandbox/faults`, { headers: { 'X-SVC-APIKEY': KEY } });
}

/** Fills a whole ETH Ethereum → ETH Arbitrum swap and waits for its quote (in the page, or in a widget's frame). */
export async function fillSwap(page: Page | FrameLocator, amount = '0.5') {
  await pickRoute(page, 'From', 'Ethereum', 'ETH');
  await pickRoute(page, 'To', 'Arbitrum One', 'ETH');
  await chooseManualDeposit(page);
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByLabel(/^Destination address/).fill(EVM_USER);
  await expect(page.getByTestId('receive-amount')).toContainText('ETH');
  await expect(page.getByRole('button', { name: 'Create swap' })).toBeEnabled();
}

/** Opens the widget, fills the ETH swap of `fillSwap`, creates it, and returns its id once its deposit step shows. */
export async function createManualSwap(page: Page, amount = '0.5'): Promise<string> {
  await page.goto('/');
  await fillSwap(page, amount);
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  return swapIdFromUrl(page);
}

/** Opens the quote's details under its one-line summary (refuel, slippage, fees, route…). */
export async function openQuoteDetails(page: Page | FrameLocator) {
  const summary = page.getByTestId('quote-summary');
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
}

export function swapIdFromUrl(page: Page): string {
  const id = new URL(page.url()).searchParams.get('swapId');
  if (!id) throw new Error(`no swapId in ${page.url()}`);
  return id;
}

/** Every `POST /api/v2/swaps` the page sends, from now on. */
export function recordCreations(page: Page): string[] {
  const creations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/swaps')
      creations.push(request.url());
  });
  return creations;
}

/** The text a person sees in `locator` (without what is there for screen readers only). */
export function shownText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.portage-visually-hidden')) hidden.remove();
    return copy.textContent ?? '';
  });
}

/** A screenshot of the step, kept with the test's artifacts. */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Runs axe on the page and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, context: string) {
  // Evaluated, not added as an inline <script>: the widget's Content Security Policy refuses
  // inline scripts (as it should), while code the test runs through the browser's protocol is not
  // subject to it.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: { id: string; impact: string; nodes: { target: string[] }[] }) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  });
  expect(violations, `axe violations on ${context}`).toEqual([]);
}
