import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  blockStorage,
  chooseManualDeposit,
  clearFaults,
  control,
  EVM_USER,
  fillSwap,
  pickRoute,
  shot,
} from './helpers';
import {
  HOST_ORIGIN,
  hostMessages,
  openHost,
  PARTNER_KEY,
  THIRD_ORIGIN,
  THIRD_PARTY_PAGE,
  WIDGET_ORIGIN,
  widgetFrame,
} from './host';

/** Portage embedded the way a partner does it: the partner page and its helpers are in e2e/host.ts. */

interface PortageEvent {
  source: string;
  version: number;
  type: string;
  payload: Record<string, unknown>;
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { portageEvents: PortageEvent[] }).portageEvents);

test('the loader frames the widget from the widget’s own origin, with the parameters, permissions and sandbox', async ({
  page,
}) => {
  const widget = await openHost(page, { lang: 'en', theme: 'dark' });
  const iframe = page.locator('#portage iframe');
  const src = new URL((await iframe.getAttribute('src')) ?? '');
  expect(src.origin).toBe(WIDGET_ORIGIN);
  expect(Object.fromEntries(src.searchParams)).toEqual({
    lang: 'en',
    theme: 'dark',
    parentOrigin: HOST_ORIGIN,
  });
  await expect(iframe).toHaveAttribute('title', 'Portage swap');
  // Only what a shipped path needs: the copy buttons.
  await expect(iframe).toHaveAttribute('allow', 'clipboard-write');
  await expect(iframe).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-top-navigation-by-user-activation',
  );
  // The frame spans its column and has no border.
  const [frameWidth, columnWidth] = await Promise.all([
    iframe.evaluate((element) => element.getBoundingClientRect().width),
    page.locator('#portage').evaluate((element) => element.clientWidth),
  ]);
  expect(frameWidth).toBe(columnWidth);
  await expect(iframe).toHaveCSS('border-top-width', '0px');
  // The widget is really another site's document: the host cannot reach into it.
  const reachable = await iframe.evaluate((element) => {
    try {
      return Boolean((element as HTMLIFrameElement).contentDocument?.body);
    } catch {
      return false;
    }
  });
  expect(reachable).toBe(false);
  await expect(widget.getByRole('button', { name: /^To\b/ })).toBeVisible();
});

test('with browser storage blocked in every frame, a swap inside the frame still completes and says history will not last', async ({
  page,
  request,
}) => {
  await blockStorage(page);
  const widget = await openHost(page);
  // The init script ran inside the widget's frame too.
  expect(
    await widgetFrame(page).evaluate(() => {
      try {
        window.localStorage.getItem('x');
        return 'readable';
      } catch {
        return 'blocked';
      }
    }),
  ).toBe('blocked');

  await pickRoute(widget, 'From', 'Ethereum', 'ETH');
  await pickRoute(widget, 'To', 'Arbitrum One', 'ETH');
  await chooseManualDeposit(widget);
  await widget.getByLabel(/^Amount/).fill('0.5');
  await widget.getByLabel(/^Destination address/).fill(EVM_USER);
  await expect(widget.getByTestId('receive-amount')).toContainText('ETH');
  await widget.getByRole('button', { name: 'Create swap' }).click();
  await expect(widget.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  await expect(widget.getByTestId('storage-notice')).toHaveText(
    'This page cannot keep data in your browser, so your swap history will not survive a reload. Keep the swap ID to find this swap again.',
  );
  const id = new URL(widgetFrame(page).url()).searchParams.get('swapId');
  expect(id).toBeTruthy();
  await control(request, `/sandbox/swaps/${id}/deposit`, {});
  await expect(widget.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 40_000 });
  await widget.getByRole('button', { name: 'History' }).click();
  await expect(widget.getByRole('button', { name: /0\.5 ETH.*Completed/ })).toBeVisible();
  await expect(widget.getByTestId('storage-notice')).toBeVisible();
});

test('the frame’s height follows the widget’s content, never below minHeight', async ({ page }) => {
  // Several steps, each waiting for the frame to settle: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const widget = await openHost(page);
  const iframe = page.locator('#portage iframe');
  const frameHeight = async () =>
    Math.round(await iframe.evaluate((element) => element.getBoundingClientRect().height));
  /** The widget's content height, and whether its document scrolls inside the frame. */
  const content = () =>
    widgetFrame(page).evaluate(() => ({
      height: Math.ceil(document.getElementById('root')?.getBoundingClientRect().height ?? 0),
      scrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
    }));
  /** The frame settles at the widget's height (host.html mounts with minHeight 320). */
  const settled = async () => {
    await expect.poll(async () => (await frameHeight()) - Math.max(320, (await content()).height)).toBe(0);
    expect((await content()).scrolls).toBe(false);
    return frameHeight();
  };

  // The swap card is shorter than the loader's initial 600 px: the frame shrinks to fit it.
  await expect.poll(async () => (await content()).height).toBeGreaterThan(320);
  const route = await settled();
  expect(route).toBeLessThan(600);
  const resized = (await events(page)).filter((event) => event.type === 'resize');
  expect(resized.at(-1)?.payload.height).toBe(route);

  // The (empty) history is short: the frame shrinks, down to minHeight and no further.
  await widget.getByRole('button', { name: 'History' }).click();
  await expect.poll(frameHeight).toBeLessThan(route);
  expect((await content()).height).toBeLessThan(320);
  expect(await settled()).toBe(320);

  // Back to the route step, filled in with its quote: as tall as the form again, or taller.
  await widget.getByRole('button', { name: 'Swap', exact: true }).click();
  await fillSwap(widget);
  expect(await settled()).toBeGreaterThanOrEqual(route);

  // The deposit step is another height again; the frame follows.
  await widget.getByRole('button', { name: 'Create swap' }).click();
  await expect(widget.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  const deposit = await settled();
  expect(deposit).not.toBe(route);
});

test('a whole swap inside the frame tells the host page each step, in order, with its facts and never the API key', async ({
  page,
  request,
}, testInfo) => {
  // The key the widget sends to the service, as seen on the wire (the frame's requests included).
  const sentKeys = new Set<string>();
  page.on('request', (sent) => {
    const key = sent.headers()['x-svc-apikey'];
    if (key) sentKeys.add(key);
  });
  const widget = await openHost(page, { apiKey: PARTNER_KEY, externalId: 'order-4711', lang: 'en' });
  await fillSwap(widget);
  await shot(page, testInfo, 'embedded-route');
  await widget.getByRole('button', { name: 'Create swap' }).click();
  await expect(widget.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  await shot(page, testInfo, 'embedded-deposit');
  await expect
    .poll(async () => (await events(page)).some((event) => event.type === 'swap_created'))
    .toBe(true);
  const created = (await events(page)).find((event) => event.type === 'swap_created');
  const swapId = String(created?.payload.swapId);
  expect(swapId).toMatch(/^[A-Za-z0-9_-]+$/);
  const txHash = `0x${'cd'.repeat(32)}`;
  await control(request, `/sandbox/swaps/${swapId}/deposit`, { transaction_id: txHash });
  await expect(widget.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 40_000 });
  await expect
    .poll(async () => (await events(page)).some((event) => event.type === 'swap_completed'))
    .toBe(true);
  await shot(page, testInfo, 'embedded-completed');

  const all = await events(page);
  for (const event of all) {
    expect(event.source).toBe('portage');
    expect(event.version).toBe(1);
    // Never the empty root before the first render: the frame must not collapse.
    if (event.type === 'resize') expect(event.payload.height).toBeGreaterThan(0);
  }
  const types = all.map((event) => event.type);
  const first = (type: string) => types.indexOf(type);
  const last = (type: string) => types.lastIndexOf(type);
  // In order: ready → route_changed … quote_updated … swap_created → deposit_submitted →
  // swap_status_changed … → swap_completed.
  expect(types[0]).toBe('ready');
  expect(first('route_changed')).toBeGreaterThan(0);
  expect(first('quote_updated')).toBeGreaterThan(first('route_changed'));
  expect(first('swap_created')).toBeGreaterThan(first('quote_updated'));
  expect(first('deposit_submitted')).toBeGreaterThan(first('swap_created'));
  expect(first('swap_status_changed')).toBeGreaterThan(first('swap_created'));
  expect(last('swap_status_changed')).toBeGreaterThan(first('deposit_submitted'));
  expect(first('swap_completed')).toBeGreaterThan(last('swap_status_changed'));
  for (const once of ['ready', 'swap_created', 'deposit_submitted', 'swap_completed'])
    expect(
      types.filter((type) => type === once),
      once,
    ).toHaveLength(1);
  expect(types).not.toContain('swap_failed');
  expect(types).not.toContain('error');

  const ethToArb = {
    sourceNetwork: 'ETHEREUM_MAINNET',
    sourceToken: 'ETH',
    destinationNetwork: 'ARBITRUM_MAINNET',
    destinationToken: 'ETH',
  };
  const before = (index: number, type: string) =>
    all
      .slice(0, index)
      .filter((event) => event.type === type)
      .at(-1);
  expect(before(first('swap_created'), 'route_changed')?.payload).toEqual({
    from: { network: 'ETHEREUM_MAINNET', token: 'ETH' },
    to: { network: 'ARBITRUM_MAINNET', token: 'ETH' },
  });
  const quote = before(first('swap_created'), 'quote_updated')?.payload;
  expect(quote).toMatchObject({ route: ethToArb, amount: '0.5' });
  expect(quote?.receiveAmount).toMatch(/^0\.49\d*$/);
  expect(quote?.minReceiveAmount).toMatch(/^0\.4\d*$/);
  expect(Number(quote?.minReceiveAmount)).toBeLessThanOrEqual(Number(quote?.receiveAmount));
  expect(quote?.fee).toMatch(/^\d+(\.\d+)?$/);
  expect(created?.payload).toEqual({
    swapId,
    route: ethToArb,
    amount: '0.5',
    destinationAddress: EVM_USER,
    referenceId: 'order-4711',
    depositMethod: 'manual',
    status: 'user_transfer_pending',
  });
  expect(all[first('deposit_submitted')]?.payload).toEqual({ swapId, network: 'ETHEREUM_MAINNET', txHash });
  // The statuses follow one another: each change names the one before.
  const changes = all.filter((event) => event.type === 'swap_status_changed').map((event) => event.payload);
  for (const change of changes) expect(change.swapId).toBe(swapId);
  expect(changes[0]?.previousStatus).toBe('user_transfer_pending');
  for (let i = 1; i < changes.length; i++) expect(changes[i]?.previousStatus).toBe(changes[i - 1]?.status);
  expect(changes.at(-1)?.status).toBe('completed');
  expect(changes.map((change) => change.status)).not.toContain('failed');
  const completed = all[first('swap_completed')]?.payload;
  expect(completed?.swapId).toBe(swapId);
  expect(completed?.txHash).toMatch(/^0x[0-9a-f]{64}$/);
  expect(completed?.receivedAmount).toMatch(/^0\.49\d*$/);
  // What the person sees (rounded down for display) is what the host hears.
  const shown = (await widget.getByTestId('received-amount').textContent()) ?? '';
  expect(shown.replace(/\s*ETH$/, '')).toBe(
    String(completed?.receivedAmount).slice(0, shown.replace(/\s*ETH$/, '').length),
  );
  // One swap throughout.
  for (const event of all)
    if ('swapId' in event.payload && event.type !== 'ready') expect(event.payload.swapId).toBe(swapId);

  // The API key, given as a URL parameter, is in no message that reached the page.
  const everything = JSON.stringify(await hostMessages(page));
  expect(everything).toContain(swapId);
  expect([...sentKeys]).toEqual([PARTNER_KEY]);
  expect(everything).not.toContain(PARTNER_KEY);
  expect(everything.toLowerCase()).not.toContain('apikey');
});

for (const allowed of [[HOST_ORIGIN], [HOST_ORIGIN, THIRD_ORIGIN]]) {
  test(`a config_update from another frame is ignored, the host page’s is applied (parentOrigin: ${allowed.join(', ')})`, async ({
    page,
  }) => {
    const widget = await openHost(page, {
      from: 'ETHEREUM_MAINNET',
      fromAsset: 'ETH',
      to: 'ARBITRUM_MAINNET',
      toAsset: 'ETH',
      amount: '0.5',
      parentOrigin: allowed.join(','),
      thirdParty: THIRD_PARTY_PAGE,
    });
    const amount = widget.getByLabel(/^Amount/);
    await expect(amount).toHaveValue('0.5');
    await expect.poll(async () => (await events(page)).some((event) => event.type === 'ready')).toBe(true);

    // Another origin's frame on the same page posts to the widget's window (0.777). Even when its
    // origin is allowed, it is not the widget's parent window.
    // A probe in the widget's window records what reaches it, to know the attempt did arrive.
    const frame = widgetFrame(page);
    await frame.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { seen: unknown[] }).seen = seen;
      window.addEventListener('message', (event) =>
        seen.push({ origin: event.origin, type: event.data?.type, amount: event.data?.payload?.amount }),
      );
    });
    const third = page.frameLocator('#third-party-frame');
    await third.getByRole('button', { name: 'Send config_update to the other frames' }).click();
    await expect(third.getByRole('status')).toHaveText('Sent 1 time(s) to 1 frame(s).');
    await expect
      .poll(() => frame.evaluate(() => (window as unknown as { seen: unknown[] }).seen))
      .toContainEqual({ origin: THIRD_ORIGIN, type: 'config_update', amount: '0.777' });
    await page.waitForTimeout(500);
    await expect(amount).toHaveValue('0.5');

    // The host page itself, through the loader: applied, and the quote follows.
    await page.getByLabel('Amount').fill('0.3');
    await page.getByRole('button', { name: 'Update amount' }).click();
    await expect(amount).toHaveValue('0.3');
    await expect
      .poll(async () =>
        (await events(page))
          .filter((event) => event.type === 'quote_updated')
          .map((event) => event.payload.amount),
      )
      .toContain('0.3');
    const amounts = (await events(page))
      .filter((event) => event.type === 'quote_updated')
      .map((e) => e.payload.amount);
    expect(amounts).not.toContain('0.777');
    await expect(amount).not.toHaveValue('0.777');
  });
}

test('with no parentOrigin, the widget posts no message at all', async ({ page }) => {
  // The loader fills in this page's origin unless parentOrigin is given: here it is given, empty.
  const widget = await openHost(page, { parentOrigin: '' });
  const src = new URL((await page.locator('#portage iframe').getAttribute('src')) ?? '');
  expect(src.searchParams.get('parentOrigin')).toBe('');
  // Everything that would post an event: load, route, quote, a change of height.
  await fillSwap(widget);
  await widget.getByRole('button', { name: 'History' }).click();
  await page.waitForTimeout(1_000);
  expect(await hostMessages(page)).toEqual([]);
  expect(await events(page)).toEqual([]);
  await expect(page.locator('#message-count')).toHaveText('0');

  // The same page with the default parentOrigin does hear from the widget.
  await openHost(page);
  await expect.poll(async () => (await hostMessages(page)).length).toBeGreaterThan(0);
  expect((await events(page))[0]?.type).toBe('ready');
});

test('a locked From side cannot be changed inside the frame', async ({ page }) => {
  // Network and token locked: the picker does not open, and the flip that would change it is off.
  const widget = await openHost(page, {
    from: 'ETHEREUM_MAINNET',
    fromAsset: 'ETH',
    lockFrom: 'true',
    lockFromAsset: 'true',
  });
  const from = widget.getByRole('button', { name: /^From\b/ });
  await expect(from).toHaveAccessibleName(/^From ETH on Ethereum/);
  await expect(from).toBeDisabled();
  await expect(from).toHaveAttribute('title', 'Set by this site');
  await from.click({ force: true });
  await expect(widget.getByRole('dialog')).toHaveCount(0);
  await pickRoute(widget, 'To', 'Arbitrum One', 'ETH');
  await expect(widget.getByRole('button', { name: 'Swap source and destination' })).toBeDisabled();
  await expect(from).toHaveAccessibleName(/^From ETH on Ethereum/);
  // The person still swaps, from the fixed side.
  await widget.getByLabel(/^Amount/).fill('0.5');
  await widget.getByLabel(/^Destination address/).fill(EVM_USER);
  await expect(widget.getByTestId('receive-amount')).toContainText('ETH');
  const quote = (await events(page)).filter((event) => event.type === 'quote_updated').at(-1);
  expect(quote?.payload.route).toMatchObject({ sourceNetwork: 'ETHEREUM_MAINNET', sourceToken: 'ETH' });

  // Only the network locked: the picker opens straight at that network's tokens, with no way back
  // to the list of networks.
  const networkOnly = await openHost(page, { from: 'ETHEREUM_MAINNET', fromAsset: 'ETH', lockFrom: 'true' });
  await networkOnly.getByRole('button', { name: /^From\b/ }).click();
  const dialog = networkOnly.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'From: token on Ethereum' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Search networks' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Networks/ })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: /Search tokens/ }).fill('USDC');
  await dialog
    .getByRole('option', { name: /^USDC\b/ })
    .first()
    .click();
  await expect(networkOnly.getByRole('button', { name: /^From\b/ })).toHaveAccessibleName(
    /^From USDC on Ethereum/,
  );
});

test('a hidden To side is not shown in the frame, and the swap goes there', async ({ page }) => {
  const widget = await openHost(page, { to: 'ARBITRUM_MAINNET', toAsset: 'ETH', hideTo: 'true' });
  await expect(widget.getByRole('button', { name: /^To\b/ })).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Swap source and destination' })).toHaveCount(0);
  await expect(widget.getByText('To', { exact: true })).toHaveCount(0);
  await pickRoute(widget, 'From', 'Ethereum', 'ETH');
  await expect(widget.getByLabel('Destination address on Arbitrum One')).toBeVisible();
  await widget.getByLabel(/^Amount/).fill('0.5');
  await widget.getByLabel(/^Destination address/).fill(EVM_USER);
  await expect(widget.getByTestId('receive-amount')).toContainText('ETH');
  const quote = (await events(page)).filter((event) => event.type === 'quote_updated').at(-1);
  expect(quote?.payload.route).toEqual({
    sourceNetwork: 'ETHEREUM_MAINNET',
    sourceToken: 'ETH',
    destinationNetwork: 'ARBITRUM_MAINNET',
    destinationToken: 'ETH',
  });
});

test('the loader pinned with the README’s integrity hash runs; a different hash is refused by the browser', async ({
  page,
}) => {
  // The README's <script integrity> snippet must name the loader this build serves (the build
  // prints the hash: scripts/build-embed.mjs); a partner pinning it runs exactly the file reviewed.
  const readme = readFileSync('README.md', 'utf8');
  const pinned = readme.match(/<script src="[^"]*\/embed\.js"\s+integrity="(sha384-[A-Za-z0-9+/=]+)"/)?.[1];
  expect(pinned, 'README shows <script src=".../embed.js" integrity="sha384-…">').toBeTruthy();
  const widget = await openHost(page, { integrity: String(pinned), lang: 'en' });
  await expect(widget.getByRole('button', { name: /^From\b/ })).toBeVisible();
  await expect(page.locator('#loader-status')).toHaveText('Widget mounted.');

  const other = `sha384-${'A'.repeat(64)}`;
  await page.goto(`${HOST_ORIGIN}/host.html?integrity=${encodeURIComponent(other)}`);
  await expect(page.locator('#loader-status')).toContainText('Could not load');
  await expect(page.locator('#portage iframe')).toHaveCount(0);
});
