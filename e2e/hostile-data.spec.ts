/**
 * Hostile data from the service (issue 10, part 4): the route lists and a swap's GET are answered
 * with names, symbols and a `fail_reason` full of markup, logos that are not `https:` or
 * `data:image/`, and explorer templates that do not give an `https:` URL. The widget must show the
 * text as text, run none of it, load none of those logos and link none of those templates.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EVM_USER, SANDBOX } from './helpers';

// ---------------------------------------------------------------------------------------------
// The hostile values. Every one is counted in the figure the last test prints.
// ---------------------------------------------------------------------------------------------

/** Markup in names, display names and symbols: each would set `window.__pwned` if it ran. */
const MARKUP = {
  img: '<img src=x onerror=window.__pwned=1>',
  script: '<script>window.__pwned=1</script>',
  svg: '"><svg onload=window.__pwned=1>',
  link: '<a href="javascript:window.__pwned=1">click me</a>',
  iframe: '<iframe src="javascript:window.__pwned=1"></iframe>',
  jsUrl: 'javascript:window.__pwned=1',
  entity: '&lt;b&gt;not bold&lt;/b&gt; &amp; <b>bold?</b>',
} as const;

/**
 * A `fail_reason` with markup. No underscores: the widget shows a reason with `_` as spaces, and
 * this one must still be able to act if it were ever parsed as HTML.
 */
const FAIL_REASON =
  '<img src=x onerror="document.documentElement.dataset.pwned=1"><b>Rejected</b> <script>document.documentElement.dataset.pwned=1</script>';

/** Logos that must never be loaded (each is its own URL, so a request for it can be spotted). */
const BAD_LOGOS = {
  http: 'http://evil.example/http-logo.png',
  javascript: 'javascript:window.__pwned=1',
  dataHtml: 'data:text/html,<script>window.__pwned=1</script>',
  relative: 'hostile-relative-logo.png',
  rootRelative: '/hostile-root-logo.png',
  protocolRelative: '//evil.example/protocol-relative.png',
  blob: 'blob:http://127.0.0.1:4173/hostile-blob',
  spacedJavascript: ' javascript:window.__pwned=1',
} as const;
/** A 1×1 PNG. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** Logos that may be loaded: the control group (the test fails if none of them shows). */
const GOOD_LOGOS = {
  https: 'https://cdn.example.invalid/good-logo.png',
  dataPng: `data:image/png;base64,${PNG_1PX}`,
} as const;

/** Explorer templates that must never be linked. */
const BAD_TEMPLATES = {
  javascript: 'javascript:alert({0})',
  http: 'http://evil.example/tx/{0}',
  hostFromValue: 'https://{0}.evil/',
  dataHtml: 'data:text/html,<script>window.__pwned=1</script>{0}',
  protocolRelative: '//evil.example/tx/{0}',
  credentials: 'https://user:secret@explorer.example.invalid/tx/{0}',
} as const;
/** The control: a template that must give a link. */
const GOOD_TEMPLATE = 'https://explorer.example.invalid/tx/{0}';

const HOSTILE_STRING_COUNT =
  Object.keys(MARKUP).length +
  1 + // FAIL_REASON
  Object.keys(BAD_LOGOS).length +
  Object.keys(BAD_TEMPLATES).length;

const HASH = (n: number) => `0x${String(n).repeat(64).slice(0, 64)}`;

function token(symbol: string, display: string, logo: string) {
  return {
    symbol,
    display_asset: display,
    logo,
    contract: null,
    decimals: 18,
    price_in_usd: 1,
    precision: 6,
    status: 'active',
  };
}

function network(name: string, displayName: string | undefined, logo: string, template: string) {
  return {
    name,
    ...(displayName === undefined ? {} : { display_name: displayName }),
    logo,
    type: 'evm',
    chain_id: '1',
    transaction_explorer_template: template,
    account_explorer_template: template,
    token: token('ETH', 'Ether', GOOD_LOGOS.https),
  };
}

/** The catalog every route list is answered with. */
const NETWORKS = [
  {
    ...network('HOSTILE_IMG', MARKUP.img, BAD_LOGOS.http, BAD_TEMPLATES.javascript),
    tokens: [
      token(MARKUP.script, MARKUP.svg, BAD_LOGOS.javascript),
      token('LNK', MARKUP.link, BAD_LOGOS.dataHtml),
      token('REL', MARKUP.iframe, BAD_LOGOS.relative),
      token('ROOT', MARKUP.entity, BAD_LOGOS.rootRelative),
      token('PROTO', MARKUP.jsUrl, BAD_LOGOS.protocolRelative),
      token('BLOB', 'Blob logo', BAD_LOGOS.blob),
      token('SPACE', 'Spaced javascript logo', BAD_LOGOS.spacedJavascript),
      token('GOOD', 'Good https logo', GOOD_LOGOS.https),
      token('DATA', 'Good data logo', GOOD_LOGOS.dataPng),
    ],
  },
  {
    ...network('HOSTILE_SVG', MARKUP.svg, BAD_LOGOS.javascript, BAD_TEMPLATES.http),
    tokens: [token(MARKUP.img, MARKUP.script, BAD_LOGOS.dataHtml), token('ETH', 'Ether', GOOD_LOGOS.dataPng)],
  },
  // No display name: the `name` itself is shown.
  {
    ...network(MARKUP.link, undefined, BAD_LOGOS.protocolRelative, BAD_TEMPLATES.hostFromValue),
    tokens: [token('ETH', MARKUP.iframe, BAD_LOGOS.relative), token('USDC', 'USD Coin', BAD_LOGOS.http)],
  },
];

function envelope(data: unknown) {
  return JSON.stringify({ data, error: null });
}

/** A swap whose every transaction links through one of the templates. */
function swap(id: string, status: string, transactions: unknown[], extra: Record<string, unknown> = {}) {
  return envelope({
    swap: {
      id,
      created_date: new Date().toISOString(),
      status,
      source_network: network('HOSTILE_SVG', MARKUP.svg, BAD_LOGOS.javascript, BAD_TEMPLATES.javascript),
      source_token: token(MARKUP.img, MARKUP.script, BAD_LOGOS.dataHtml),
      destination_network: network('HOSTILE_IMG', MARKUP.img, BAD_LOGOS.http, BAD_TEMPLATES.http),
      destination_token: token(MARKUP.script, MARKUP.svg, BAD_LOGOS.http),
      requested_amount: 0.5,
      destination_address: EVM_USER,
      use_deposit_address: true,
      transactions,
      ...extra,
    },
    deposit_actions: [],
  });
}

function tx(type: string, hash: string, template: string | undefined) {
  return {
    type,
    status: 'completed',
    transaction_hash: hash,
    from: EVM_USER,
    to: EVM_USER,
    amount: 0.5,
    confirmations: 3,
    max_confirmations: 3,
    timestamp: new Date().toISOString(),
    ...(template === undefined
      ? {}
      : { network: network('TX_NET', 'Transaction network', BAD_LOGOS.http, template) }),
  };
}

const SWAPS: Record<string, string> = {
  'hostile-failed': swap('hostile-failed', 'failed', [tx('input', HASH(1), BAD_TEMPLATES.javascript)], {
    fail_reason: FAIL_REASON,
  }),
  'hostile-completed': swap('hostile-completed', 'completed', [
    tx('input', HASH(2), BAD_TEMPLATES.dataHtml),
    tx('output', HASH(3), BAD_TEMPLATES.hostFromValue),
  ]),
  'hostile-refunded': swap('hostile-refunded', 'refunded', [
    tx('input', HASH(4), BAD_TEMPLATES.protocolRelative),
    tx('refund', HASH(5), BAD_TEMPLATES.credentials),
  ]),
  'hostile-running': swap('hostile-running', 'ls_transfer_pending', [
    tx('input', HASH(6), GOOD_TEMPLATE),
    tx('output', HASH(7), BAD_TEMPLATES.http),
  ]),
};

// ---------------------------------------------------------------------------------------------
// The page, and what must hold on it.
// ---------------------------------------------------------------------------------------------

/** Answers the route lists and the hostile swaps; records every URL the page asks for. */
async function serveHostileData(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  for (const path of ['sources', 'destinations', 'networks']) {
    await page.route(`${SANDBOX}/api/v2/${path}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: envelope(NETWORKS) }),
    );
  }
  // The one https logo is answered here (every other outside request is blocked by the fixture).
  await page.route(GOOD_LOGOS.https, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from(PNG_1PX, 'base64') }),
  );
  await page.route(`${SANDBOX}/api/v2/swaps/hostile-*`, (route) => {
    const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    const body = SWAPS[id];
    return body
      ? route.fulfill({ status: 200, contentType: 'application/json', body })
      : route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: '{"data":null,"error":{"code":"NOT_FOUND","message":"No swap"}}',
        });
  });
  return requested;
}

/** The widget's own images (its header mark), not from the service. */
const OWN_IMAGES = ['/portage.svg'];

/** Nothing ran, no element carries an event-handler attribute, no image or link is unsafe. */
async function expectNothingGotThrough(page: Page, requested: readonly string[]) {
  const found = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned,
      datasetPwned: document.documentElement.dataset.pwned,
      handlers: all.flatMap((el) =>
        [...el.attributes]
          .filter((a) => a.name.toLowerCase().startsWith('on'))
          .map((a) => `${el.tagName} ${a.name}`),
      ),
      // Elements the markup would create (the page's own module scripts are not among them).
      injected: all
        .filter(
          (el) =>
            (el.tagName === 'SCRIPT' && (el.textContent ?? '').includes('pwned')) ||
            el.tagName === 'IFRAME' ||
            (el.tagName === 'IMG' && el.getAttribute('src') === 'x') ||
            // (an <svg onload> is caught by `handlers` above)
            (el.tagName === 'B' && ['Rejected', 'bold?'].includes(el.textContent ?? '')) ||
            (el.tagName === 'A' && (el.textContent ?? '') === 'click me'),
        )
        .map((el) => el.outerHTML),
      images: [...document.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? ''),
      links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    };
  });
  expect(found.pwned, 'window.__pwned').toBeUndefined();
  expect(found.datasetPwned, 'document.documentElement.dataset.pwned').toBeUndefined();
  expect(found.handlers).toEqual([]);
  expect(found.injected).toEqual([]);
  for (const src of found.images.filter((src) => !OWN_IMAGES.includes(src))) {
    expect(src, `an <img> with src ${src}`).toMatch(/^(https:|data:image\/)/);
  }
  for (const href of found.links) expect(href, `a link to ${href}`).toMatch(/^https:\/\//);
  for (const href of found.links) expect(new URL(href).hostname, href).not.toMatch(/evil/);
  const leaked = requested.filter(
    (url) =>
      url.includes('evil.example') ||
      url.includes('hostile-relative-logo') ||
      url.includes('hostile-root-logo') ||
      url.includes('hostile-blob') ||
      /^(javascript|data:text)/i.test(url),
  );
  expect(leaked, 'requests for unsafe logos').toEqual([]);
  return found;
}

/** The network option whose name (not one of its token symbols) is `name`. */
function optionNamed(page: Page, name: string) {
  return page
    .getByRole('dialog')
    .getByRole('option')
    .filter({ has: page.getByText(name, { exact: true }) });
}

// The widget's root element holds the app; markup from the service must never become elements in it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // If any markup ever runs, it says so here too (a dialog from `alert({0})` templates included).
    window.alert = () => {
      (window as unknown as { __pwned?: unknown }).__pwned = 'alert';
    };
  });
});

test('route lists: names, symbols and display names with markup show as text; unsafe logos are not loaded', async ({
  page,
}) => {
  const requested = await serveHostileData(page);
  await page.goto('/');
  await page.getByRole('button', { name: /^From/ }).click();
  const dialog = page.getByRole('dialog');
  const networks = dialog.getByRole('listbox');
  // Each network's name, as text, in the list (the third has no display name: its `name` shows).
  for (const name of [MARKUP.img, MARKUP.svg, MARKUP.link]) {
    await expect(networks.getByText(name, { exact: true })).toBeVisible();
  }
  await expectNothingGotThrough(page, requested);

  await optionNamed(page, MARKUP.img).click();
  const tokens = dialog.getByRole('listbox', { name: `Tokens on ${MARKUP.img}` });
  for (const text of [MARKUP.script, MARKUP.svg, MARKUP.link, MARKUP.iframe, MARKUP.entity, MARKUP.jsUrl]) {
    await expect(tokens.getByText(text, { exact: true }).first()).toBeVisible();
  }
  // The control group: the https and data:image logos are real <img> elements.
  await expect(tokens.locator(`img[src="${GOOD_LOGOS.https}"]`)).toHaveCount(1);
  await expect(tokens.locator(`img[src="${GOOD_LOGOS.dataPng}"]`)).toHaveCount(1);
  const found = await expectNothingGotThrough(page, requested);
  // Initials stand in for every unsafe logo: 7 tokens here have one.
  await expect(tokens.locator('.portage-logo-fallback')).toHaveCount(7);
  expect(found.images.length).toBeGreaterThanOrEqual(2);

  // Chosen: the route button shows the symbol and the network as text.
  await tokens.getByRole('option').filter({ hasText: MARKUP.script }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^From/ })).toContainText(MARKUP.script);

  // The other side lists the same hostile catalog: pick the network shown by its `name`.
  await page.getByRole('button', { name: /^To/ }).click();
  await optionNamed(page, MARKUP.link).click();
  await expect(page.getByRole('dialog').getByText(MARKUP.iframe, { exact: true })).toBeVisible();
  await expectNothingGotThrough(page, requested);
});

test('a failed swap: the fail_reason with markup shows as text; no unsafe explorer link', async ({
  page,
}) => {
  const requested = await serveHostileData(page);
  await page.goto('/?swapId=hostile-failed');
  await expect(page.getByRole('heading', { name: 'Swap failed' })).toBeVisible();
  // The reason, literally (the widget shows `_` as spaces; this one has none).
  await expect(page.getByText(FAIL_REASON)).toBeVisible();
  // The source token and network names in "… was received but not swapped" stay text.
  await expect(page.getByText(MARKUP.img).first()).toBeVisible();
  // The deposit's hash shows, unlinked: its template was javascript:.
  await expect(page.locator('code', { hasText: HASH(1).slice(0, 8) })).toBeVisible();
  const found = await expectNothingGotThrough(page, requested);
  expect(found.links).toEqual([]);
});

test('completed, refunded and running swaps: only an https explorer template becomes a link', async ({
  page,
}) => {
  const requested = await serveHostileData(page);
  for (const [id, heading] of [
    ['hostile-completed', 'Swap completed'],
    ['hostile-refunded', 'Refunded'],
  ] as const) {
    await page.goto(`/?swapId=${id}`);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    const found = await expectNothingGotThrough(page, requested);
    expect(found.links, id).toEqual([]);
  }
  // The control: the same page links a hash whose template is https, and only that one.
  await page.goto('/?swapId=hostile-running');
  await expect(page.getByRole('heading', { name: /Swap in progress/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(HASH(6).slice(0, 8)) })).toHaveAttribute(
    'href',
    `https://explorer.example.invalid/tx/${HASH(6)}`,
  );
  const found = await expectNothingGotThrough(page, requested);
  expect(found.links).toEqual([`https://explorer.example.invalid/tx/${HASH(6)}`]);
  console.info(
    `hostile data: ${HOSTILE_STRING_COUNT} hostile strings tried (${Object.keys(MARKUP).length + 1} with markup incl. fail_reason, ${Object.keys(BAD_LOGOS).length} logo URLs, ${Object.keys(BAD_TEMPLATES).length} explorer templates); none ran, loaded or was linked`,
  );
});
