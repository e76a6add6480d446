/**
 * The iframe boundary, beyond e2e/embed.spec.ts (which covers: events to the host page in order,
 * none without parentOrigin, a config_update from a sibling frame of an allowed origin ignored,
 * the key in no posted message):
 *
 * - events reach only the origins named in parentOrigin, even when the parent is another one;
 * - a config_update is taken only from the parent window: not from a parent of another origin,
 *   nor from a page of an allowed origin that is not the parent (the opener of a popup);
 * - the API key given to the widget leaves it only for the service, in its header: in no message,
 *   and in no request (address, headers, body) to anyone else — the widget's own files, the
 *   host page, the chain's node during a wallet swap;
 * - a wallet deposit made inside the partner's frame goes through: once, with no policy violation.
 *   (The browser blocks the frame's storage, and with it the Web Locks API: the deposit lock of
 *   src/state/deposit-lock.ts must not turn that into a failed send.)
 *
 * Clickjacking (a page that is not allowed framing the widget) is in e2e/csp.spec.ts.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearFaults, control, fillSwap, pickRoute, SANDBOX } from './helpers';
import {
  HOST_ORIGIN,
  HOST_PAGE,
  hostMessages,
  openHost,
  PARTNER_KEY,
  THIRD_ORIGIN,
  WIDGET_ORIGIN,
  widgetFrame,
} from './host';
import { RECEIVER } from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet, TEST_WALLET_ADDRESS } from './wallet/evm-wallet';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** A probe in a widget window: every message that reaches it (to know an attempt did arrive). */
const PROBE = () => {
  const seen: unknown[] = [];
  (window as unknown as { seen: unknown[] }).seen = seen;
  window.addEventListener('message', (event) =>
    seen.push({ origin: event.origin, type: event.data?.type, amount: event.data?.payload?.amount }),
  );
};

test('a widget told another origin than its parent’s posts nothing its parent receives, and ignores the parent’s config_update', async ({
  page,
}) => {
  // Framed by http://localhost:4180, but told that only http://localhost:4181 may listen.
  const widget = await openHost(page, {
    from: 'ETHEREUM_MAINNET',
    fromAsset: 'ETH',
    to: 'ARBITRUM_MAINNET',
    toAsset: 'ETH',
    amount: '0.5',
    parentOrigin: THIRD_ORIGIN,
  });
  const amount = widget.getByLabel(/^Amount/);
  await expect(amount).toHaveValue('0.5');
  await expect(widget.getByTestId('receive-amount')).toContainText('ETH');

  // Everything that posts an event has happened (ready, resize, route, quote): all of it addressed
  // to 4181 only, which the browser does not deliver to a parent of another origin.
  await page.waitForTimeout(500);
  expect(await hostMessages(page)).toEqual([]);

  // The parent page's own config_update arrives in the widget's window, and is not applied. (The
  // loader would hold it: it sends updates after the widget's `ready`, which never reaches this
  // parent. The page posts it itself, as any script on it could.)
  const frame = widgetFrame(page);
  await frame.evaluate(PROBE);
  await page.evaluate((target) => {
    const iframe = document.querySelector<HTMLIFrameElement>('#portage iframe');
    iframe?.contentWindow?.postMessage(
      { source: 'portage', version: 1, type: 'config_update', payload: { amount: '0.3' } },
      target,
    );
  }, WIDGET_ORIGIN);
  await expect
    .poll(() => frame.evaluate(() => (window as unknown as { seen: unknown[] }).seen))
    .toContainEqual({ origin: HOST_ORIGIN, type: 'config_update', amount: '0.3' });
  await page.waitForTimeout(500);
  await expect(amount).toHaveValue('0.5');
  expect(await hostMessages(page)).toEqual([]);

  // Named among others, the parent's origin does hear from the widget, and is obeyed.
  const named = await openHost(page, { amount: '0.5', parentOrigin: `${THIRD_ORIGIN},${HOST_ORIGIN}` });
  await expect
    .poll(async () => (await hostMessages(page)).map((m) => (m.data as { type?: string }).type))
    .toContain('ready');
  await page.getByLabel('Amount').fill('0.3');
  await page.getByRole('button', { name: 'Update amount' }).click();
  await expect(named.getByLabel(/^Amount/)).toHaveValue('0.3');
});

test('a page of an allowed origin that is not the widget’s parent (it opened the widget in a window) can neither reconfigure it nor hear from it', async ({
  page,
}) => {
  // A page of the allowed origin (any page of examples/ will do).
  await page.goto(`${HOST_ORIGIN}/third-party.html`);
  await page.evaluate(() => {
    const received: unknown[] = [];
    (window as unknown as { received: unknown[] }).received = received;
    window.addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }));
  });
  const widgetUrl = `${WIDGET_ORIGIN}/?from=ETHEREUM_MAINNET&fromAsset=ETH&to=ARBITRUM_MAINNET&toAsset=ETH&amount=0.5&parentOrigin=${encodeURIComponent(HOST_ORIGIN)}`;
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => {
      (window as unknown as { widget: Window | null }).widget = window.open(url, 'portage');
    }, widgetUrl),
  ]);
  const amount = popup.getByLabel(/^Amount/);
  await expect(amount).toHaveValue('0.5');
  await expect(popup.getByTestId('receive-amount')).toContainText('ETH');
  await popup.evaluate(PROBE);

  // The opener posts exactly what a host would; it arrives, from an allowed origin, and is ignored.
  await page.evaluate((target) => {
    const widget = (window as unknown as { widget: Window }).widget;
    widget.postMessage(
      { source: 'portage', version: 1, type: 'config_update', payload: { amount: '0.3' } },
      target,
    );
  }, WIDGET_ORIGIN);
  await expect
    .poll(() => popup.evaluate(() => (window as unknown as { seen: unknown[] }).seen))
    .toContainEqual({ origin: HOST_ORIGIN, type: 'config_update', amount: '0.3' });
  await popup.waitForTimeout(500);
  await expect(amount).toHaveValue('0.5');
  // Not framed: the widget posts no event to anyone, its opener included.
  expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
});

interface SentRequest {
  url: string;
  method: string;
  navigation: boolean;
  headers: Record<string, string>;
  body: string;
}

/** Records every request of every frame of the page, with every header the browser sent (Referer included). */
function recordRequests(page: Page): () => Promise<SentRequest[]> {
  const pending: Promise<SentRequest>[] = [];
  page.on('request', (request) => {
    pending.push(
      request.allHeaders().then((headers) => ({
        url: request.url(),
        method: request.method(),
        navigation: request.isNavigationRequest(),
        headers,
        body: request.postData() ?? '',
      })),
    );
  });
  return () => Promise.all(pending);
}

const originOf = (url: string) => new URL(url).origin;
const carriesKey = (request: SentRequest) =>
  [request.url, request.body, ...Object.values(request.headers)].some((text) => text.includes(PARTNER_KEY));

/**
 * The key reached the service in X-SVC-APIKEY and nowhere else there; no request to another
 * origin carries it, except the page loads that put it in the address (the test's and the host
 * page's own doing). Returns the other origins that were contacted.
 */
function expectKeyOnlyToService(requests: SentRequest[]): Set<string> {
  const toService = requests.filter((request) => originOf(request.url) === SANDBOX);
  expect(toService.some((request) => request.headers['x-svc-apikey'] === PARTNER_KEY)).toBe(true);
  for (const request of toService) {
    expect(request.url, 'a service address').not.toContain(PARTNER_KEY);
    expect(request.headers.referer ?? '', 'a referrer to the service').not.toContain(PARTNER_KEY);
    expect(request.body, 'a body to the service').not.toContain(PARTNER_KEY);
  }
  // The pages the test opened with the key in their address (the host page, the widget's frame).
  const given = requests.filter(
    (request) =>
      request.navigation &&
      (originOf(request.url) === WIDGET_ORIGIN || request.url.startsWith(HOST_PAGE)) &&
      carriesKey(request),
  );
  expect(given.length).toBeGreaterThan(0);
  const others = requests.filter((request) => originOf(request.url) !== SANDBOX && !given.includes(request));
  expect(others.filter(carriesKey).map((request) => `${request.method} ${request.url}`)).toEqual([]);
  return new Set(others.map((request) => originOf(request.url)));
}

test('the API key given to the frame goes to the service only, in its header: no other request and no message carries it, during a whole swap', async ({
  page,
  request,
}) => {
  const requests = recordRequests(page);
  const widget = await openHost(page, { apiKey: PARTNER_KEY, lang: 'en' });
  await fillSwap(widget);
  await widget.getByRole('button', { name: 'Create swap' }).click();
  await expect(widget.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  const swapIdOf = () => new URL(widgetFrame(page).url()).searchParams.get('swapId');
  await expect.poll(swapIdOf).toBeTruthy();
  const swapId = swapIdOf();
  await control(request, `/sandbox/swaps/${swapId}/deposit`, { transaction_id: `0x${'cd'.repeat(32)}` });
  await expect(widget.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 40_000 });

  // The loader and the widget's own files were fetched too: none carried the key.
  const origins = expectKeyOnlyToService(await requests());
  expect(origins).toContain(WIDGET_ORIGIN);
  // Nor any message that reached the host page.
  const messages = JSON.stringify(await hostMessages(page));
  expect(messages).toContain('swap_completed');
  expect(messages).not.toContain(PARTNER_KEY);
});

/** Records every CSP violation in every frame of the page, the widget's included (call before it loads). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI}`),
    );
  });
}

/** The transactions an account has sent on a local chain (its nonce), asked of the node directly. */
async function sentTransactions(request: APIRequestContext, node: string, address: string): Promise<bigint> {
  const response = await request.post(node, {
    data: { jsonrpc: '2.0', id: 1, method: 'eth_getTransactionCount', params: [address, 'latest'] },
  });
  return BigInt(((await response.json()) as { result: string }).result);
}

test('inside the partner’s frame, a person connects the EVM wallet and deposits: one transaction, the swap completes, no policy violation, and the key reaches the service only', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const chainA = { id: 31337, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[0]}` };
  const chainB = { id: 31338, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[1]}` };
  const requests = recordRequests(page);
  await recordViolations(page);
  // The wallet starts on chain B: the deposit on chain A makes the framed widget switch (add) it.
  const wallet = await installEvmTestWallet(page, {
    rpcUrls: { [chainA.id]: chainA.url, [chainB.id]: chainB.url },
    initialChainId: chainB.id,
  });
  const nonceBefore = await sentTransactions(request, chainA.url, TEST_WALLET_ADDRESS);

  // The partner gives the widget its key in the loader's parameters, as a real partner page would.
  const widget = await openHost(page, { apiKey: PARTNER_KEY, lang: 'en' });
  await pickRoute(widget, 'From', 'Local Chain A', 'ETH');
  await pickRoute(widget, 'To', 'Local Chain B', 'ETH');
  await widget.getByRole('button', { name: 'Connect wallet' }).click();
  await widget.getByRole('button', { name: /Portage Test Wallet/ }).click();
  await expect(widget.getByTestId('wallet-balance')).toContainText(/Balance [\d.]+ ETH/);
  await widget.getByLabel(/^Amount/).fill('0.2');
  await widget.getByLabel(/^Destination address/).fill(RECEIVER);
  await expect(widget.getByTestId('receive-amount')).toContainText('ETH');
  await widget.getByRole('button', { name: 'Create swap' }).click();
  // A cross-site frame whose storage the browser blocks (this test's browser does, as incognito
  // windows and third-party-cookie blocking do): the widget says so, and the deposit still goes.
  await expect(widget.getByText(/This page cannot keep data in your browser/)).toBeVisible();
  await widget.getByRole('button', { name: 'Send 0.2 ETH from wallet' }).click();
  // Fails at once, with the wallet error's words, if the send is refused.
  const completed = widget.getByRole('heading', { name: 'Swap completed' });
  const refused = widget.getByText(/could not send the transaction/);
  await expect(completed.or(refused)).toBeVisible({ timeout: 60_000 });
  await expect(refused).toHaveCount(0);
  await expect(completed).toBeVisible();

  // Exactly one transaction, sent from the widget's frame, reached the node and was mined.
  expect(await wallet.sentFrom()).toEqual([WIDGET_ORIGIN]);
  expect(await sentTransactions(request, chainA.url, TEST_WALLET_ADDRESS)).toBe(nonceBefore + 1n);
  // The policy refused nothing, in the widget's frame or on the partner's page.
  expect(
    await widgetFrame(page).evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  // The partner's page heard the swap complete, and no message carried the key.
  const messages = JSON.stringify(await hostMessages(page));
  expect(messages).toContain('swap_completed');
  expect(messages).not.toContain(PARTNER_KEY);

  const all = await requests();
  // The widget itself never sent a transaction to the node (only the wallet does, once).
  expect(all.filter((sent) => /eth_send(Raw)?Transaction/.test(sent.body))).toEqual([]);
  const origins = expectKeyOnlyToService(all);
  // The framed widget read the chain it deposited on, from its node, without the key.
  expect(origins).toContain(chainA.url);
});
