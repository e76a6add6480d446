#!/usr/bin/env node
// `npm run bench`: Portage's performance, beside a bare React page and the widgets people would
// pick instead (the public service's own widget, @layerswap/widget, and the LI.FI widget).
//
// Builds every page the same way (production Vite build, bench/peers/<id> for the peers, each
// installed on first use), serves them from the same static server, and measures them in the same
// headless Chromium with the internet blocked, on two profiles: desktop, and a phone (CPU 4×
// slower, 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency, 360 px wide; Chromium's own throttling
// through CDP). Each load is a fresh browser context (an empty cache), and the pages take turns
// in every round so that a busy moment of the machine hits them alike. Figures: bytes, JS
// fetched, time until usable, first contentful paint, heap after GC, the work and latency of a
// keystroke in a token search; for Portage alone besides: press "Connect wallet" → wallet list
// per family, quote requests per typing burst, status polling. Prints tables (medians; ratios of
// Portage to each other page as the median of per-round ratios) and writes reports/bench.json.
//
//   npm run bench [-- --runs N] [-- --no-build] [-- --no-peers] [-- --only loads|keys|wallets]
//
// Exits 0 when a target is missed: the benchmark reports; the byte budget is asserted by `npm test`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { bundleBytes, FAMILIES } from '../bench/bytes.mjs';
import { bareIsUsable, keystrokeProbe, portageIsUsable, readinessProbe } from '../bench/probes.mjs';
import { cleanup, cleanups, run, startChild, waitForUrl } from '../bench/processes.mjs';
import { freshPage, PROFILES } from '../bench/profiles.mjs';
import { median, stats } from '../bench/stats.mjs';
import { keyWorkFromTrace } from '../bench/trace.mjs';
import { bigTokenSources, CHROMIUM_ARGS, CHROMIUM_PATH, chooseInRoutePicker } from '../e2e/browser.mjs';

const ROOT = resolve(import.meta.dirname, '..');
process.chdir(ROOT);

const SANDBOX_PORT = 8897;
/** Each page's static server; the peers' API hosts are answered by one HTTPS gateway. */
const PAGE_PORTS = { portage: 4273, bare: 4274, layerswap: 4275, lifi: 4276 };
const GATEWAY_PORT = 8943;
const PEER_IDS = ['layerswap', 'lifi'];
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const API_KEY = 'portage-sandbox-key';
const OUT_DIR = resolve('reports/bench');
const JSON_PATH = resolve('reports/bench.json');
const EVM_USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** Typed in Portage's token search: each key narrows the 5,000 tokens (all, all, 1,111, 111, 11, 1). */
const SEARCH_TEXT = 'TK4999';
/** The pause after each key of the search (desktop; twice that on the phone). */
const KEY_PAUSE_MS = 700;
/** Six characters typed as an amount, one every 120 ms (a person typing). */
const AMOUNT_TEXT = '0.1234';
const AMOUNT_KEY_DELAY_MS = 120;
/** Polling: watched this long while the swap awaits its deposit, and this long after its end. */
const POLL_WATCH_MS = 30_000;
const AFTER_TERMINAL_MS = 20_000;
/** Wallet ready: how long before pressing "Connect wallet" the source network was chosen. */
const WALLET_HEAD_START_MS = 2_000;
const TERMINAL = new Set(['completed', 'failed', 'expired', 'cancelled', 'refunded']);

const args = process.argv.slice(2);
const argValue = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(argValue('--runs') ?? 7);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number ≥ 1');
  process.exit(2);
}
const BUILD = !args.includes('--no-build');
const WITH_PEERS = !args.includes('--no-peers');
const ONLY = argValue('--only') ?? null;
if (ONLY !== null && !['loads', 'keys', 'wallets'].includes(ONLY)) {
  console.error('--only takes loads, keys or wallets');
  process.exit(2);
}
const doing = (part) => ONLY === null || ONLY === part;
/**
 * Page loads vary most on a busy machine (single loads range over 2×) and are the cheapest to
 * repeat: three times the runs on the desktop profile (21 by default), the runs plus two on the
 * phone (each phone load of a peer takes seconds of simulated network).
 */
const LOAD_RUNS = { desktop: RUNS * 3, phone: RUNS + 2 };
/** Load rounds (every page once) run and not counted before the measured ones, per profile. */
const WARM_UP_ROUNDS = { desktop: 3, phone: 1 };
/** Keystroke runs per page: the runs on the desktop, fewer on the phone (each key waits longer). */
const KEY_RUNS = { desktop: RUNS, phone: Math.ceil(RUNS / 2) + 1 };
/**
 * Wallet ready, presses per family: with the head start, at least 9 on the desktop (the target's
 * median); pressed at once, and on the phone, a few, for the comparison.
 */
const WALLET_RUNS = {
  desktop: { headStart: Math.max(9, RUNS), noHeadStart: 3 },
  phone: { headStart: 3, noHeadStart: 3 },
};

// ── Browser helpers ────────────────────────────────────────────────────────────────────────────

/**
 * Nothing outside this machine is reached: every request that is not to the loopback (or to a
 * peer's API host, which Chromium resolves to the local gateway) goes to a proxy that is not
 * there and fails. Not Playwright's request interception, as the browser tests do: that pauses
 * every request, the page's own included, for a round trip to this process, a cost a person's
 * browser does not have and that grows with the number of requests a page makes.
 */
const noInternetProxy = (peerHosts) => ({
  server: 'http://127.0.0.1:9',
  bypass: ['127.0.0.1', 'localhost', '[::1]', ...peerHosts].join(','),
});

/** Fails the benchmark if a page could reach beyond this machine. */
async function assertNoInternet(browser) {
  const { context, page } = await freshPage(browser, PROFILES.desktop);
  try {
    const failed = await page.goto('http://example.com/').then(
      () => null,
      (error) => String(error.message),
    );
    if (!failed?.includes('ERR_PROXY_CONNECTION_FAILED'))
      throw new Error(`an outside address was not refused by the dead proxy: ${failed ?? 'it loaded'}`);
  } finally {
    await context.close();
  }
}

/** Loads `url` and resolves with the probe's report once `isUsable` holds (ms since navigation). */
async function gotoReady(page, url, isUsable, timeoutMs = 60_000) {
  // The probe reports through a binding: waiting with page.waitForFunction would have Playwright
  // evaluate its own helper script in the page as soon as the load event fires, which lands in
  // the middle of a page that goes on loading after it (the widget's React chunk is an import()).
  let report;
  const ready = new Promise((resolve) => {
    report = resolve;
  });
  await page.exposeBinding('__benchReport', (_source, value) => report(value));
  await page.addInitScript(`(${readinessProbe})(${isUsable})`);
  await page.goto(url);
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${url} was not usable within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
}

/** Pick a network, then a token, on one side of the route, and wait for the picker to close. */
async function pickRoute(page, side, network, token) {
  const dialog = await chooseInRoutePicker(page, side, network, token);
  await dialog.waitFor({ state: 'detached' });
}

/** Route ETH Ethereum → ETH Arbitrum One, by hand, with a destination address (no amount yet). */
async function fillRoute(page) {
  await pickRoute(page, 'From', 'Ethereum', 'ETH');
  await pickRoute(page, 'To', 'Arbitrum One', 'ETH');
  await page.getByLabel(/^Destination address/).fill(EVM_USER);
  await page.getByLabel('Send it myself to a deposit address').check();
}

// ── Measurements ───────────────────────────────────────────────────────────────────────────────

/**
 * One load of `target` under `profile`: time until usable, first contentful paint, JS fetched,
 * heap after GC, and the outside hosts the page tried (refused). Portage's network list is then
 * checked: usable means a click on From lists the networks.
 */
async function measureLoad(browser, target, profile) {
  const { context, page, cdp } = await freshPage(browser, profile);
  try {
    let scriptBytes = 0;
    let sourcesStatus = null;
    const refused = new Set();
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() === 'script')
        scriptBytes += Number(response.headers()['content-length'] ?? 0);
      if (request.url().includes('/api/v2/sources')) sourcesStatus = response.status();
    });
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText.includes('PROXY')) refused.add(new URL(request.url()).host);
    });
    const ready = await gotoReady(page, target.url, target.isUsable);
    await page.waitForLoadState('networkidle');
    const heap = await heapAfterGc(cdp);
    // Where the time went: first paint, and when the networks were asked for and answered.
    const timing = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
      const sources = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/api/v2/sources'));
      return { fcp, sourcesStart: sources?.startTime ?? null, sourcesEnd: sources?.responseEnd ?? null };
    });
    if (target.id === 'portage') {
      if (sourcesStatus !== 200) throw new Error(`/api/v2/sources answered ${sourcesStatus}`);
      await page.getByRole('button', { name: /^From\b/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('option', { name: /^Ethereum/ })
        .first()
        .waitFor();
    }
    return { usableMs: ready.painted, heapBytes: heap, scriptBytes, refused: [...refused], ...timing };
  } finally {
    await context.close();
  }
}

/**
 * Opens `target`'s token search on a list of 5,000 tokens where the page takes one (Portage: its
 * /sources answered with one network of 5,000; a peer: its handler's big list), focused, the list
 * marked for the probe. Returns what to type and the list's size.
 */
async function openSearch(page, target, sourcesBody) {
  if (target.id === 'portage') {
    await page.route('**/api/v2/sources**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: sourcesBody }),
    );
    await gotoReady(page, target.url, target.isUsable);
    await page.getByRole('button', { name: /^From\b/ }).click();
    await page.getByRole('option', { name: /^Big Chain/ }).click();
    const list = page.getByRole('listbox', { name: 'Tokens on Big Chain' });
    await list.getByRole('option').first().waitFor();
    const size = await list.getByRole('option').first().getAttribute('aria-setsize');
    if (size !== '5000') throw new Error(`the token list holds ${size} tokens, not 5000`);
    await page.getByRole('combobox', { name: /Search tokens/ }).focus();
    await list.evaluate((el) => el.setAttribute('data-bench-list', ''));
    return { searchText: SEARCH_TEXT, listSize: 5000 };
  }
  if (target.id === 'bare') {
    await gotoReady(page, target.url, target.isUsable);
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    await page.locator('main').evaluate((el) => el.setAttribute('data-bench-list', ''));
    return { searchText: SEARCH_TEXT, listSize: 0 };
  }
  await gotoReady(page, target.url, target.isUsable);
  const search = await target.peer.openTokenSearch(page);
  await page
    .locator(search.listSelector)
    .first()
    .evaluate((el) => el.setAttribute('data-bench-list', ''));
  return { searchText: search.searchText, listSize: search.listSize };
}

/** Types the search one key at a time, each given time to settle; per-key work and latency in ms. */
async function measureKeystrokes(browser, target, profile, sourcesBody) {
  const { context, page } = await freshPage(browser, profile);
  try {
    const { searchText, listSize } = await openSearch(page, target, sourcesBody);
    await page.waitForTimeout(300);
    await page.evaluate(keystrokeProbe, '[data-bench-list]');
    await page
      .context()
      .browser()
      .startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
    // Long enough for a page that filters after a debounce (LI.FI's search takes ~0.5 s) to show
    // the result before the next key; a slower CPU gets twice that.
    const pause = KEY_PAUSE_MS * (profile.cpuRate ? 2 : 1);
    for (const key of searchText) {
      await page.keyboard.type(key);
      await page.waitForTimeout(pause);
    }
    const trace = await page.context().browser().stopTracing();
    // Kept for a look in DevTools' Performance panel (the last run of each page and profile).
    writeFileSync(resolve(OUT_DIR, `keystrokes-${target.id}-${profile.id}.trace.json`), trace);
    if (target.id === 'portage') {
      // The search did its job: one token left.
      const list = page.getByRole('listbox', { name: 'Tokens on Big Chain' });
      await list.getByRole('option', { name: /^TK4999\b/ }).waitFor();
      const count = await list.getByRole('option').count();
      if (count !== 1) throw new Error(`the search for ${SEARCH_TEXT} left ${count} tokens, not 1`);
    }
    const keys = await page.evaluate(() => window.__benchKeys);
    const ends = keys.map((key) => key.shownAt ?? key.inputFrame ?? key.handled ?? key.start);
    // A key's work: until its result's frame, and 50 ms more for the paint and collection after it.
    const work = keyWorkFromTrace(
      trace,
      keys.map((key, i) => ends[i] - key.start + 50),
    );
    if (work.length !== keys.length)
      throw new Error(`${target.id}: trace has ${work.length} keydowns for ${keys.length} keys`);
    return {
      listSize,
      keys: keys.map((key, i) => {
        const end = ends[i];
        return {
          key: key.key,
          // Main-thread time the key cost (trace): its events, render, style, layout, paint; CPU
          // time (the figure) and wall time (longer when other processes hold the CPU).
          workMs: work[i].cpuMs,
          workWallMs: work[i].wallMs,
          workByKindMs: work[i].byKind,
          // What a person waits: key down to the end of the frame showing the result (waits for
          // vsync and for a page's own debounce).
          latencyMs: end - key.start,
          listChanged: Boolean(key.shownAt),
        };
      }),
    };
  } finally {
    await context.close();
  }
}

/** Quote requests made while a person types a six-character amount (one burst). */
async function measureQuotes(browser, portage) {
  const { context, page } = await freshPage(browser, PROFILES.desktop);
  try {
    const quotes = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/quote?'))
        quotes.push(new URL(request.url()).searchParams.get('amount'));
    });
    await gotoReady(page, portage.url, portage.isUsable);
    await fillRoute(page);
    await page.waitForTimeout(700);
    const before = quotes.length;
    await page.getByLabel(/^Amount/).pressSequentially(AMOUNT_TEXT, { delay: AMOUNT_KEY_DELAY_MS });
    await page.getByTestId('receive-amount').filter({ hasText: 'ETH' }).waitFor({ timeout: 15_000 });
    // Anything late (a second request for the same burst) would come within the debounce again.
    await page.waitForTimeout(1_500);
    const burst = quotes.slice(before);
    return { requests: burst.length, amounts: burst };
  } finally {
    await context.close();
  }
}

/** One swap, followed: status polls while awaiting the deposit, in progress, and after the end. */
async function measurePolling(browser, portage) {
  const { context, page } = await freshPage(browser, PROFILES.desktop);
  try {
    const polls = [];
    let terminalAt = null;
    const swapPath = /\/api\/v2\/swaps\/([^/?#]+)(?:\?|$)/;
    page.on('request', (request) => {
      const match = request.url().match(swapPath);
      if (match && request.method() === 'GET') polls.push({ id: match[1], at: Date.now() });
    });
    page.on('response', async (response) => {
      if (!swapPath.test(response.url()) || response.request().method() !== 'GET') return;
      const at = Date.now();
      try {
        const data = (await response.json())?.data;
        const status = data?.swap?.status ?? data?.status;
        if (typeof status === 'string' && TERMINAL.has(status.toLowerCase()) && terminalAt === null) {
          terminalAt = at;
        }
      } catch {
        // Not JSON: not a status.
      }
    });
    await gotoReady(page, portage.url, portage.isUsable);
    await fillRoute(page);
    await page.getByLabel(/^Amount/).fill('0.5');
    await page.getByTestId('receive-amount').filter({ hasText: 'ETH' }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Create swap' }).click();
    await page.getByRole('heading', { name: 'Send your deposit' }).waitFor({ timeout: 15_000 });
    const id = new URL(page.url()).searchParams.get('swapId');
    if (!id) throw new Error(`no swapId in ${page.url()}`);
    const visibility = await page.evaluate(() => document.visibilityState);
    const count = (from, to) => polls.filter((p) => p.id === id && p.at > from && p.at <= to).length;

    const watchStart = Date.now();
    await page.waitForTimeout(POLL_WATCH_MS);
    const awaiting = count(watchStart, Date.now());

    const depositAt = Date.now();
    const deposit = await fetch(`${SANDBOX}/sandbox/swaps/${encodeURIComponent(id)}/deposit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-SVC-APIKEY': API_KEY },
      body: JSON.stringify({ transaction_id: `0x${'ab'.repeat(32)}` }),
    });
    if (!deposit.ok) throw new Error(`deposit control answered ${deposit.status}: ${await deposit.text()}`);
    await page.getByRole('heading', { name: 'Swap completed' }).waitFor({ timeout: 90_000 });
    // The response listener reads the body asynchronously: give it a moment to note the status.
    for (let i = 0; i < 40 && terminalAt === null; i++) await page.waitForTimeout(50);
    if (terminalAt === null) throw new Error('the completed status was shown without a terminal response');
    const inProgress = count(depositAt, terminalAt);
    const inProgressMs = terminalAt - depositAt;
    await page.waitForTimeout(AFTER_TERMINAL_MS);
    return {
      visibility,
      awaitingPerMin: (awaiting / POLL_WATCH_MS) * 60_000,
      inProgressPerMin: inProgressMs > 0 ? (inProgress / inProgressMs) * 60_000 : 0,
      inProgressSeconds: inProgressMs / 1000,
      afterTerminal: count(terminalAt, terminalAt + AFTER_TERMINAL_MS + 1_000),
    };
  } finally {
    await context.close();
  }
}

// ── Report ─────────────────────────────────────────────────────────────────────────────────────
const kb = (bytes) => bytes / 1024;
const fmt = (value, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);

/**
 * Portage's figure over another page's: paired runs (same round, taken back to back) give the
 * median of per-round ratios, which cancels a machine that is slower at one moment than another;
 * single figures (bytes) a plain ratio.
 */
function ratioOf(portage, other) {
  if (!portage || !other) return null;
  const paired = portage.values.length > 1 && portage.values.length === other.values.length;
  if (paired) return median(portage.values.map((value, i) => value / other.values[i]));
  return other.median > 0 ? portage.median / other.median : null;
}

const asStats = (value) => (typeof value === 'number' ? stats([value]) : (value ?? null));

/** One figure across pages: `byPage` maps page id → a number or stats; ratios are Portage's. */
function figure(id, label, unit, byPage, { target = null, met = null, digits = 1 } = {}) {
  const values = Object.fromEntries(Object.entries(byPage).map(([page, value]) => [page, asStats(value)]));
  const ratios = Object.fromEntries(
    Object.keys(values)
      .filter((page) => page !== 'portage')
      .map((page) => [page, ratioOf(values.portage, values[page])]),
  );
  return { id, label, unit, values, ratios, target, met, digits };
}

/** Prints `figures` with a column per page and Portage's ratio to each other page beside it. */
function printTable(title, figures, targets) {
  const pageIds = targets.map((t) => t.id);
  const header = ['figure'];
  for (const t of targets) {
    header.push(t.short);
    if (t.id !== 'portage') header.push(`P/${t.short}`);
  }
  header.push('target', 'met?');
  const rows = figures.map((f) => {
    const row = [`${f.label}${f.unit ? ` (${f.unit})` : ''}`];
    for (const page of pageIds) {
      row.push(fmt(f.values[page]?.median, f.digits ?? 1));
      if (page !== 'portage') row.push(f.ratios[page] == null ? '—' : `${f.ratios[page].toFixed(2)}×`);
    }
    row.push(f.target ?? '—', f.met == null ? '—' : f.met ? 'yes' : 'NO');
    return row;
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** Portage's own figures: wallet chunks, press-to-wallet-list per family and profile, quotes, polling. */
function portageFigures(portageBytes, results, quotes, polling) {
  const one = (id, label, unit, value, { target = null, met = null, digits = 1 } = {}) => ({
    id,
    label,
    unit,
    value: asStats(value),
    target,
    met,
    digits,
  });
  const figures = [
    one('sdkInInitial', 'family SDKs in the first load', 'count', portageBytes.sdkInInitial?.length ?? null, {
      target: 'none',
      met: portageBytes.sdkInInitial ? portageBytes.sdkInInitial.length === 0 : null,
      digits: 0,
    }),
    ...FAMILIES.filter((family) => portageBytes.families[family]).map((family) =>
      one(`family.${family}`, `${family} wallet chunk, gzip`, 'KB', kb(portageBytes.families[family].gzip)),
    ),
  ];
  for (const [profileId, result] of Object.entries(results)) {
    if (!result.wallets) continue;
    for (const family of FAMILIES) {
      const runs = result.wallets[family];
      const ready = stats(runs.headStart);
      figures.push(
        one(
          `walletReady.${profileId}.${family}`,
          `${profileId}: ${family} Connect wallet → list, network chosen ${WALLET_HEAD_START_MS / 1000} s before`,
          'ms',
          ready,
          profileId === 'desktop'
            ? { target: '≤ 150 ms', met: ready.median <= 150, digits: 0 }
            : { digits: 0 },
        ),
        one(
          `walletReadyCold.${profileId}.${family}`,
          `${profileId}: ${family} Connect wallet → list, pressed at once`,
          'ms',
          stats(runs.noHeadStart),
          { digits: 0 },
        ),
      );
    }
  }
  if (quotes) {
    const quoteStats = stats(quotes.map((q) => q.requests));
    figures.push(
      one('quotesPerBurst', `quote requests typing "${AMOUNT_TEXT}"`, 'count', quoteStats, {
        target: '1',
        met: quoteStats.max === 1 && quoteStats.min === 1,
        digits: 0,
      }),
    );
  }
  if (polling) {
    const afterTerminal = stats(polling.map((p) => p.afterTerminal));
    figures.push(
      one(
        'pollsAwaitingDeposit',
        'status requests awaiting deposit',
        '/min',
        stats(polling.map((p) => p.awaitingPerMin)),
      ),
      one(
        'pollsInProgress',
        'status requests in progress',
        '/min',
        stats(polling.map((p) => p.inProgressPerMin)),
      ),
      one(
        'pollsAfterTerminal',
        `status requests ${AFTER_TERMINAL_MS / 1000} s after completed`,
        'count',
        afterTerminal,
        { target: '0', met: afterTerminal.max === 0, digits: 0 },
      ),
    );
  }
  return figures;
}

function printPortageOnly(figures) {
  const header = ['Portage alone', 'median', 'min', 'max', 'target', 'met?'];
  const rows = figures.map((f) => [
    `${f.label}${f.unit ? ` (${f.unit})` : ''}`,
    fmt(f.value?.median, f.digits),
    fmt(f.value?.min, f.digits),
    fmt(f.value?.max, f.digits),
    f.target ?? '—',
    f.met == null ? '—' : f.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

// ── Main ───────────────────────────────────────────────────────────────────────────────────────

/** Builds (or reuses) each peer page; a peer that cannot be installed or built is reported, not fatal. */
async function preparePeers() {
  const { ensurePeerBuilt } = await import('../bench/peers/build.mjs');
  const prepared = [];
  const failed = {};
  for (const id of PEER_IDS) {
    try {
      const dist = await ensurePeerBuilt(id, { outDir: resolve(OUT_DIR, id) });
      const peer = (await import(`../bench/peers/${id}/peer.mjs`)).default;
      prepared.push({ peer, dist });
    } catch (error) {
      failed[id] = error instanceof Error ? error.message : String(error);
      console.error(`▶ ${id}: left out of this run: ${failed[id]}`);
    }
  }
  return { prepared, failed };
}

/** Every page of a round, the first one rotating so that no page always comes right after another. */
function roundOrder(targets, round) {
  return targets.map((_, i) => targets[(i + round) % targets.length]);
}

async function measureLoads(browser, targets, profile) {
  for (let i = 0; i < WARM_UP_ROUNDS[profile.id]; i++)
    for (const target of roundOrder(targets, i)) await measureLoad(browser, target, profile);
  const loads = Object.fromEntries(targets.map((t) => [t.id, []]));
  for (let i = 0; i < LOAD_RUNS[profile.id]; i++)
    for (const target of roundOrder(targets, i))
      loads[target.id].push(await measureLoad(browser, target, profile));
  return loads;
}

async function measureAllKeystrokes(browser, targets, profile, gateway) {
  const sourcesBody = bigTokenSources();
  const keystrokes = Object.fromEntries(targets.map((t) => [t.id, []]));
  gateway.mode = 'big';
  try {
    for (let i = 0; i < KEY_RUNS[profile.id]; i++)
      for (const target of roundOrder(targets, i))
        keystrokes[target.id].push(await measureKeystrokes(browser, target, profile, sourcesBody));
  } finally {
    gateway.mode = 'normal';
  }
  return keystrokes;
}

/** Press "Connect wallet" → the family's wallet list, per family, with and without a head start. */
async function measureWallets(browser, portage, profile) {
  const { measureWalletReady } = await import('../bench/wallet-ready.mjs');
  const result = {};
  for (const family of FAMILIES) {
    result[family] = { headStart: [], noHeadStart: [] };
    for (const [key, headStartMs] of [
      ['headStart', WALLET_HEAD_START_MS],
      ['noHeadStart', 0],
    ]) {
      for (let i = 0; i < WALLET_RUNS[profile.id][key]; i++) {
        const { context, page } = await freshPage(browser, profile);
        try {
          const { ms } = await measureWalletReady(page, { baseUrl: portage.url, family, headStartMs });
          result[family][key].push(ms);
        } finally {
          await context.close();
        }
      }
    }
  }
  return result;
}

/** The side-by-side figures of one profile. */
function profileFigures(profile, loads, keystrokes, bytesOf) {
  const byPage = (pick) =>
    Object.fromEntries(Object.entries(loads).map(([page, runs]) => [page, stats(runs.map(pick))]));
  const keyFigure = (pick) =>
    Object.fromEntries(
      Object.entries(keystrokes).map(([page, runs]) => [
        page,
        stats(runs.map((r) => median(r.keys.map(pick)))),
      ]),
    );
  const figures = [];
  if (profile.id === 'desktop') {
    figures.push(
      figure(
        'initialJsRaw',
        'first-load JS, raw',
        'KB',
        bytesOf((b) => kb(b.initial.raw)),
      ),
      figure(
        'initialJsGzip',
        'first-load JS, gzip',
        'KB',
        bytesOf((b) => kb(b.initial.gzip)),
        {
          target: '≤ 130 KB; ≤ ⅓ of each peer',
        },
      ),
    );
  }
  if (loads) {
    figures.push(
      figure(
        'jsFetchedAtLoad',
        'JS fetched at load, gzip',
        'KB',
        byPage((r) => kb(r.scriptBytes)),
      ),
      figure(
        'usable',
        'usable (route picker / form)',
        'ms',
        byPage((r) => r.usableMs),
        {
          digits: 0,
          target: profile.id === 'desktop' ? '≤ 1.5× bare' : '≤ ½ of each peer',
        },
      ),
      figure(
        'firstContentfulPaint',
        'first contentful paint',
        'ms',
        byPage((r) => r.fcp),
        { digits: 0 },
      ),
      figure(
        'heapAfterLoad',
        'JS heap after load (after GC)',
        'MB',
        byPage((r) => r.heapBytes / 2 ** 20),
      ),
    );
  }
  if (keystrokes) {
    figures.push(
      figure(
        'keystrokeWork',
        'keystroke in token search: main-thread CPU',
        'ms',
        keyFigure((k) => k.workMs),
        {
          target: profile.id === 'desktop' ? 'Portage < 16 ms' : null,
        },
      ),
      figure(
        'keystrokeWorkWall',
        'keystroke in token search: main-thread wall',
        'ms',
        keyFigure((k) => k.workWallMs),
      ),
      figure(
        'keystrokeLatency',
        'keystroke in token search: to result on screen',
        'ms',
        keyFigure((k) => k.latencyMs),
      ),
    );
  }
  for (const f of figures) {
    const peerRatios = PEER_IDS.map((id) => f.ratios[id]).filter((r) => r != null);
    if (f.id === 'initialJsGzip')
      f.met = f.values.portage.median <= 130 && peerRatios.every((r) => r <= 1 / 3);
    if (f.id === 'usable' && profile.id === 'desktop') f.met = f.ratios.bare != null && f.ratios.bare <= 1.5;
    if (f.id === 'usable' && profile.id === 'phone')
      // Without the peers (--no-peers) there is nothing to judge: '—', not a miss.
      f.met = peerRatios.length > 0 ? peerRatios.every((r) => r <= 0.5) : null;
    if (f.id === 'keystrokeWork' && profile.id === 'desktop') f.met = f.values.portage.median < 16;
  }
  return figures;
}

async function main() {
  const started = Date.now();
  if (!existsSync('node_modules/.package-lock.json')) run('npm', ['install', '--no-audit', '--no-fund']);
  if (!existsSync(CHROMIUM_PATH)) run('node', ['scripts/ensure-tools.mjs']);
  const { chromium } = await import('@playwright/test');
  const { serveStatic } = await import('../bench/static-server.mjs');
  const { startPeerGateway } = await import('../bench/peers/gateway.mjs');

  mkdirSync(OUT_DIR, { recursive: true });
  const portageDir = resolve(OUT_DIR, 'widget');
  const bareDir = resolve(OUT_DIR, 'bare');
  if (
    BUILD ||
    !existsSync(resolve(portageDir, 'index.html')) ||
    !existsSync(resolve(bareDir, 'index.html'))
  ) {
    console.log('▶ building the widget (production) and the bare React page');
    run('npx', ['vite', 'build', '--outDir', portageDir, '--emptyOutDir', '--logLevel', 'warn'], {
      VITE_PORTAGE_API_URL: SANDBOX,
      VITE_PORTAGE_PUBLIC_URL: `http://127.0.0.1:${PAGE_PORTS.portage}`,
    });
    run('npx', ['vite', 'build', '-c', 'bench/vite.bare.config.ts', '--outDir', bareDir, '--emptyOutDir']);
  }
  if (WITH_PEERS) console.log('▶ the peers (bench/peers: installed and built on first use)');
  const { prepared, failed: peersLeftOut } = WITH_PEERS ? await preparePeers() : { prepared: [], failed: {} };

  const targets = [
    { id: 'portage', short: 'Portage', label: 'Portage', dist: portageDir, isUsable: portageIsUsable },
    { id: 'bare', short: 'bare', label: 'bare React 19 page', dist: bareDir, isUsable: bareIsUsable },
    ...prepared.map(({ peer, dist }) => ({
      id: peer.id,
      short: peer.id === 'layerswap' ? 'Layerswap' : peer.id === 'lifi' ? 'LI.FI' : peer.id,
      label: peer.label,
      dist,
      isUsable: peer.isUsable,
      peer,
    })),
  ];
  for (const target of targets) target.url = `http://127.0.0.1:${PAGE_PORTS[target.id]}/`;
  const bytes = Object.fromEntries(targets.map((t) => [t.id, bundleBytes(t.dist)]));
  const bytesOf = (pick) => Object.fromEntries(Object.entries(bytes).map(([id, b]) => [id, pick(b)]));

  console.log('▶ starting the sandbox, the static servers and the peers’ API gateway');
  const sandbox = startChild('sandbox', 'npx', ['tsx', 'service/main.ts'], {
    PORT: String(SANDBOX_PORT),
    HOST: '127.0.0.1',
    SANDBOX_TIME_SCALE: '20',
    SANDBOX_LOCAL_CHAINS: '0',
  });
  for (const target of targets) {
    const server = await serveStatic(target.dist, PAGE_PORTS[target.id]);
    cleanups.push(() => server.close());
  }
  const handlerSets = {
    normal: new Map(
      prepared.map(({ peer }) => [peer.id, peer.createHandler({ sandboxUrl: SANDBOX, apiKey: API_KEY })]),
    ),
    big: new Map(
      prepared.map(({ peer }) => [
        peer.id,
        peer.createHandler({ sandboxUrl: SANDBOX, apiKey: API_KEY, bigTokenList: true }),
      ]),
    ),
  };
  const gateway = { mode: 'normal' };
  const peers = prepared.map(({ peer }) => peer);
  const served = peers.length
    ? await startPeerGateway(peers, (peer) => handlerSets[gateway.mode].get(peer.id), GATEWAY_PORT)
    : { hosts: [], chromiumArgs: [], close: async () => {} };
  cleanups.push(() => served.close());
  await waitForUrl(`${SANDBOX}/api/v2/health`, sandbox);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...served.chromiumArgs],
    proxy: noInternetProxy(served.hosts),
    // Our own handlers stop everything, the browser included (Playwright's would exit before the sandbox is stopped).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  cleanups.push(() => browser.close());
  const browserVersion = browser.version();
  await assertNoInternet(browser);

  const results = {};
  for (const profile of Object.values(PROFILES)) {
    const result = {};
    if (doing('loads')) {
      console.log(`▶ ${profile.id}: page loads, ${LOAD_RUNS[profile.id]} rounds of ${targets.length} pages`);
      result.loads = await measureLoads(browser, targets, profile);
    }
    if (doing('keys')) {
      console.log(`▶ ${profile.id}: keystrokes in a token search, ${KEY_RUNS[profile.id]} runs per page`);
      result.keystrokes = await measureAllKeystrokes(browser, targets, profile, gateway);
    }
    if (doing('wallets')) {
      console.log(
        `▶ ${profile.id}: "Connect wallet" → wallet list, ${WALLET_RUNS[profile.id].headStart} + ${WALLET_RUNS[profile.id].noHeadStart} presses per family`,
      );
      result.wallets = await measureWallets(browser, targets[0], profile);
    }
    results[profile.id] = result;
  }

  let quotes = null;
  let polling = null;
  if (ONLY === null) {
    console.log(
      `▶ quote requests while typing "${AMOUNT_TEXT}" (${AMOUNT_KEY_DELAY_MS} ms a key): ${RUNS} runs`,
    );
    quotes = [];
    for (let i = 0; i < RUNS; i++) quotes.push(await measureQuotes(browser, targets[0]));
    console.log(
      `▶ polling: ${RUNS} swaps side by side, ${POLL_WATCH_MS / 1000} s awaiting deposit, then to completed and ${AFTER_TERMINAL_MS / 1000} s after`,
    );
    polling = await Promise.all(Array.from({ length: RUNS }, () => measurePolling(browser, targets[0])));
  }

  // ── Figures ──
  const sideBySide = Object.fromEntries(
    Object.values(PROFILES).map((profile) => [
      profile.id,
      profileFigures(profile, results[profile.id].loads, results[profile.id].keystrokes, bytesOf),
    ]),
  );
  const portageOnly = portageFigures(bytes.portage, results, quotes, polling);

  console.log(
    `\nPortage benchmark: Chromium ${browserVersion}, ${cpus().length} CPUs. Medians; P/x = Portage's figure over x's (below 1: Portage lighter or sooner), the median of per-round ratios.`,
  );
  for (const target of targets) console.log(`  ${target.short.padEnd(10)} ${target.label}`);
  for (const id of Object.keys(peersLeftOut)) console.log(`  ${id.padEnd(10)} left out: ${peersLeftOut[id]}`);
  for (const profile of Object.values(PROFILES))
    printTable(`Side by side: ${profile.label}`, sideBySide[profile.id], targets);
  printPortageOnly(portageOnly);

  const offSpec = Object.fromEntries(
    prepared.map(({ peer }) => [
      peer.id,
      [
        ...new Set([...handlerSets.normal.get(peer.id).offSpec, ...handlerSets.big.get(peer.id).offSpec]),
      ].sort(),
    ]),
  );
  const refusedHosts = Object.fromEntries(
    targets.map((t) => [
      t.id,
      [
        ...new Set(Object.values(results).flatMap((r) => (r.loads?.[t.id] ?? []).flatMap((l) => l.refused))),
      ].sort(),
    ]),
  );
  if (peers.length) {
    console.log('\nPeer endpoints outside the spec, answered with an empty list:');
    for (const [id, paths] of Object.entries(offSpec)) console.log(`  ${id}: ${paths.join(', ') || 'none'}`);
    console.log('Outside hosts each page tried at load (refused: no internet):');
    for (const [id, hosts] of Object.entries(refusedHosts))
      console.log(`  ${id}: ${hosts.join(', ') || 'none'}`);
  }

  const report = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    runs: RUNS,
    loadRuns: LOAD_RUNS,
    keyRuns: KEY_RUNS,
    walletRuns: WALLET_RUNS,
    environment: {
      chromium: browserVersion,
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
    },
    pages: Object.fromEntries(
      targets.map((t) => [
        t.id,
        {
          label: t.label,
          usable:
            t.id === 'portage'
              ? 'the From button enabled with the networks loaded (/sources answered), end of the next frame'
              : t.id === 'bare'
                ? 'its button rendered, end of the next frame'
                : t.peer.usableDefinition,
        },
      ]),
    ),
    peersLeftOut,
    profiles: PROFILES,
    method: {
      loads: `a fresh browser context per load; every round loads each page once, the first page rotating; ${WARM_UP_ROUNDS.desktop} (desktop) / ${WARM_UP_ROUNDS.phone} (phone) uncounted rounds first; usable = navigation start → end of the frame after the page's usable condition first holds (checked on every DOM change and every 50 ms)`,
      bytes:
        'the Vite manifest from the HTML entry through static imports (what index.html loads before any action), gzip level 9',
      peers: `built from npm in bench/peers/<id> with the same Vite; their API hosts resolved by Chromium (--host-resolver-rules) to a local HTTPS gateway answering with each peer's handler (the public service's widget: the sandbox itself, X-LS-APIKEY answered with the sandbox key; LI.FI: recorded responses built from the sandbox's route lists); every other outside host refused`,
      heap: 'CDP Performance.getMetrics JSHeapUsedSize after HeapProfiler.collectGarbage, once the network is idle',
      keystroke: `the search text typed into each page's token search (Portage "${SEARCH_TEXT}" on a 5,000-token network; peers: see keystrokeLists), ${KEY_PAUSE_MS} ms between keys (×2 on the phone); work = the renderer main thread's tasks from the keydown's task until 50 ms after the frame showing its result, or the next key (Chromium trace, RunTask events): CPU time (thread time, which Chromium's CPU slowdown stretches too) and wall time (besides, the time other processes held the core); latency = keydown timestamp → end of the first frame after the list's text changed (or, when it did not, after the input was handled)`,
      walletReady: `the source network chosen in the route picker, ${WALLET_HEAD_START_MS} ms (or 0 ms) later "Connect wallet" pressed: its click's timestamp → end of the frame showing the family's wallet list (bench/wallet-ready.mjs)`,
      quotes: `"${AMOUNT_TEXT}" typed into the amount, ${AMOUNT_KEY_DELAY_MS} ms a key, ETH Ethereum → ETH Arbitrum One by hand`,
      polling: `GET /api/v2/swaps/<id> counted ${POLL_WATCH_MS / 1000} s while awaiting deposit, from the sandbox deposit to the first terminal response, and ${AFTER_TERMINAL_MS / 1000} s after it`,
    },
    sideBySide,
    portageOnly,
    keystrokeLists: Object.fromEntries(
      Object.entries(results.desktop.keystrokes ?? {}).map(([id, runs]) => [id, runs[0]?.listSize ?? null]),
    ),
    offSpec,
    refusedHosts,
    bytes,
    raw: { ...results, quotes, polling },
  };
  writeFileSync(JSON_PATH, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${JSON_PATH} (${report.durationSeconds} s).`);
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
