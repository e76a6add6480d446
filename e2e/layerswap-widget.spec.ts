// The public service's own widget (@layerswap/widget 1.1.3, its README's getting-started page,
// built from npm on first use in bench/peers/layerswap) speaks the same v2 interface as Portage:
// pointed at this test's sandbox (its API host routed there, the key header translated), it lists
// the sandbox's networks, asks /quote with the parameters Portage sends and shows the sandbox's
// receive amount exactly. Every answer it gets comes from the sandbox; the few endpoints the
// sandbox lacks would be answered empty by the peer's handler, and the test says which were hit.
import type { Locator, Page } from '@playwright/test';
import { routePeerHosts } from '../bench/peers/answer.mjs';
import { ensurePeerBuilt } from '../bench/peers/build.mjs';
import layerswap from '../bench/peers/layerswap/peer.mjs';
import { serveStatic } from '../bench/static-server.mjs';
import { numberToDecimalString } from '../src/lib/amount';
import { expect, test } from './fixtures';
import { chooseManualDeposit, KEY, pickRoute, SANDBOX, shot } from './helpers';
import { LAYERSWAP_PAGE_PORT } from './ports';

/** A route both widgets offer, on networks only the sandbox has (its two local EVM chains). */
const ROUTE = { from: 'Local Chain A', to: 'Local Chain B', token: 'ETH' } as const;
const AMOUNT = '0.1234';
/** The parameters of a quote request, sorted, for comparing two requests. */
const paramsOf = (url: string) => [...new URL(url).searchParams.entries()].sort();

/** The built peer page, served as a partner's site would serve it. */
let peerPage: { url: string; close: () => Promise<void> } | undefined;

test.beforeAll(async () => {
  // First use installs the peer's own lock (npm ci, 35–75 s here) and builds it (5–10 s); later runs
  // find both up to date. A run beside `npm test` builds into a folder of its own.
  test.setTimeout(600_000);
  const side = process.env.PORTAGE_DIST_DIR;
  const outDir = await ensurePeerBuilt('layerswap', side ? { outDir: `${side}-layerswap` } : {});
  peerPage = await serveStatic(outDir, LAYERSWAP_PAGE_PORT);
});

test.afterAll(async () => {
  await peerPage?.close();
});

/**
 * The 'Send from' or 'Receive at' section of the widget's form: the parent of its label's row,
 * which holds the amount and the token button (the widget gives the section no name of its own).
 */
function section(widget: Page, side: 'From' | 'To'): Locator {
  return widget.locator(`form label[for="${side}"]`).locator('xpath=../..');
}

/** Opens a side's token picker; resolves with the picker. */
async function openPicker(widget: Page, side: 'From' | 'To'): Promise<Locator> {
  await section(widget, side)
    .getByRole('button', { name: /Select token/ })
    .click();
  const picker = widget.locator('.openpicker');
  await expect(picker.getByPlaceholder('Search')).toBeVisible();
  return picker;
}

/** In an open picker: finds the network by its name, opens its group and picks the token in it. */
async function pickIn(widget: Page, picker: Locator, side: 'From' | 'To', network: string, token: string) {
  await picker.getByPlaceholder('Search').fill(network);
  const group = picker.locator('[data-value]').filter({ hasText: network });
  await group.getByRole('button', { name: network }).click();
  await group
    .locator('.token-item')
    .filter({ has: widget.getByRole('img', { name: `${token} logo`, exact: true }) })
    .click();
  await expect(picker).toHaveCount(0);
  await expect(section(widget, side)).toContainText(token);
  await expect(section(widget, side)).toContainText(network);
}

/**
 * The receive amount as the widget draws it and as it names it. It is drawn digit by digit by
 * number-flow in a shadow root: each digit is a column of 0–9 moved to the one in its `--current`,
 * the point and separators are plain text. number-flow also names the element with the formatted
 * value for assistive technology (read from Chromium's accessibility tree).
 */
async function shownReceiveAmount(widget: Page): Promise<{ drawn: string; named: string | undefined }> {
  const flow = section(widget, 'To').locator('number-flow-react').first();
  const drawn = await flow.evaluate((el) =>
    [...(el.shadowRoot?.querySelectorAll('[part~="digit"], [part~="symbol"]') ?? [])]
      .map((part) =>
        part.matches('[part~="digit"]')
          ? (part as HTMLElement).style.getPropertyValue('--current')
          : part.textContent,
      )
      .join(''),
  );
  const cdp = await widget.context().newCDPSession(widget);
  try {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('form label[for="To"]').parentElement.parentElement.querySelector('number-flow-react')`,
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    return { drawn, named: nodes[0]?.name?.value as string | undefined };
  } finally {
    await cdp.detach();
  }
}

test('the Layerswap widget lists the sandbox, asks /quote as Portage does and shows its receive amount', async ({
  context,
  request,
}, testInfo) => {
  if (!peerPage) throw new Error('the peer page is not served');
  const handler = await routePeerHosts(context, layerswap, { sandboxUrl: SANDBOX, apiKey: KEY });
  const widget = await context.newPage();
  const asked: string[] = [];
  const blocked = new Set<string>();
  widget.on('request', (r) => {
    const url = new URL(r.url());
    if (url.hostname === 'api.layerswap.io') asked.push(`${r.method()} ${url.pathname}`);
  });
  widget.on('requestfailed', (r) => {
    if (r.failure()?.errorText === 'net::ERR_BLOCKED_BY_CLIENT') blocked.add(new URL(r.url()).hostname);
  });

  await widget.goto(peerPage.url);
  await widget.waitForFunction(layerswap.isUsable);

  // Its source picker lists the sandbox's own networks (names no public service has).
  const from = await openPicker(widget, 'From');
  await from.getByPlaceholder('Search').fill('Local Chain');
  for (const name of [ROUTE.from, ROUTE.to]) {
    await expect(from.getByText(name, { exact: true }).first()).toBeVisible();
  }
  await pickIn(widget, from, 'From', ROUTE.from, ROUTE.token);
  await pickIn(widget, await openPicker(widget, 'To'), 'To', ROUTE.to, ROUTE.token);
  const widgetQuote = widget.waitForResponse(
    (r) => r.url().includes('/api/v2/quote?') && new URL(r.url()).searchParams.get('amount') === AMOUNT,
  );
  await widget.locator('form input#amount').pressSequentially(AMOUNT);
  const answered = await widgetQuote;
  expect(answered.status()).toBe(200);

  // The sandbox's own answer to the same question, asked by the test.
  const query = new URL(answered.url()).search;
  const direct = await request.get(`${SANDBOX}/api/v2/quote${query}`, { headers: { 'X-SVC-APIKEY': KEY } });
  expect(direct.status()).toBe(200);
  const receive = numberToDecimalString((await direct.json()).data.quote.receive_amount);
  expect(Number(receive)).toBeGreaterThan(0);
  await expect.poll(() => shownReceiveAmount(widget)).toEqual({ drawn: receive, named: receive });
  await shot(widget, testInfo, 'layerswap-widget-quote');

  // Portage, given the same route and amount, asks the very same question.
  const portage = await context.newPage();
  const portageQuotes: string[] = [];
  portage.on('request', (r) => {
    if (r.url().includes('/api/v2/quote?')) portageQuotes.push(r.url());
  });
  await portage.goto('/');
  await pickRoute(portage, 'From', ROUTE.from, ROUTE.token);
  await pickRoute(portage, 'To', ROUTE.to, ROUTE.token);
  await chooseManualDeposit(portage);
  await portage.getByLabel(/^Amount/).fill(AMOUNT);
  await expect(portage.getByTestId('receive-amount')).toContainText(ROUTE.token);
  const portageQuote = portageQuotes.at(-1);
  if (!portageQuote) throw new Error('Portage asked for no quote');
  expect(paramsOf(answered.url())).toEqual(paramsOf(portageQuote));
  expect(Object.fromEntries(paramsOf(answered.url()))).toEqual({
    source_network: 'LOCAL_L1',
    source_token: 'ETH',
    destination_network: 'LOCAL_L2',
    destination_token: 'ETH',
    amount: AMOUNT,
    refuel: 'false',
    use_deposit_address: 'true',
  });

  // Every answer came from the sandbox: no endpoint it lacks was asked on the way.
  expect([...handler.offSpec]).toEqual([]);
  expect(new Set(asked)).toEqual(
    new Set([
      'GET /api/v2/networks',
      'GET /api/v2/source_exchanges',
      'GET /api/v2/sources',
      'GET /api/v2/destinations',
      'GET /api/v2/limits',
      'GET /api/v2/quote',
    ]),
  );
  // What else the page reached for stayed blocked: at most the widget's support chat (Intercom,
  // loaded 2.5 s after the form), nothing that would have answered in the sandbox's place.
  expect([...blocked].filter((host) => host !== 'widget.intercom.io')).toEqual([]);
});
