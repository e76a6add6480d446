#!/usr/bin/env node
// `npm run bench`: the performance benchmark of issue 9.
//
// Builds the production widget and a bare React page (bench/bare) the same way, serves both with
// the sandbox service, and measures them in headless Chromium, N runs each (a fresh browser
// context, so an empty cache, every run; page loads 3N, alternating the two pages): bytes, time
// until the route picker is usable, JS heap after load, time per keystroke in a 5,000-token
// search, quote requests per typing burst, and status polling before and after a swap's terminal
// status. Prints a table (medians; each figure as a ratio to the bare page where it has one) and
// writes reports/bench.json (min/max/values too).
//
//   npm run bench [-- --runs N] [-- --no-build]
//
// Exits 0 when a target is missed: the benchmark reports; the byte budget is asserted by `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { bigTokenSources, CHROMIUM_ARGS, CHROMIUM_PATH, chooseInRoutePicker } from '../e2e/browser.mjs';

const ROOT = resolve(import.meta.dirname, '..');
process.chdir(ROOT);

const SANDBOX_PORT = 8897;
const WIDGET_PORT = 4273;
const BARE_PORT = 4274;
const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
const API_KEY = 'portage-sandbox-key';
const OUT_DIR = resolve('reports/bench');
const WIDGET_DIR = resolve(OUT_DIR, 'widget');
const BARE_DIR = resolve(OUT_DIR, 'bare');
const JSON_PATH = resolve('reports/bench.json');
const EVM_USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** Typed in the token search: each key narrows the 5,000 tokens (all, all, 1,111, 111, 11, 1). */
const SEARCH_TEXT = 'TK4999';
/** Six characters typed as an amount, one every 120 ms (a person typing). */
const AMOUNT_TEXT = '0.1234';
const AMOUNT_KEY_DELAY_MS = 120;
/** Polling: watched this long while the swap awaits its deposit, and this long after its end. */
const POLL_WATCH_MS = 30_000;
const AFTER_TERMINAL_MS = 20_000;
/** Load rounds (one page of each kind) run and not counted before the measured ones. */
const WARM_UP_ROUNDS = 3;
const TERMINAL = new Set(['completed', 'failed', 'expired', 'cancelled', 'refunded']);

const args = process.argv.slice(2);
const argValue = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(argValue('--runs') ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number ≥ 1');
  process.exit(2);
}
const BUILD = !args.includes('--no-build');
/**
 * Page loads are the figure that varies most on a busy machine (single loads of either page
 * range over 2×) and the cheapest to repeat: three times the runs.
 */
const LOAD_RUNS = RUNS * 3;

// ── Processes we start, stopped on every way out ──────────────────────────────────────────────
const cleanups = [];
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch {
        // Best effort: the next one still runs.
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

function run(cmd, cmdArgs, env = {}) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0)
    throw new Error(`${cmd} ${cmdArgs.join(' ')} failed (${result.status ?? result.signal})`);
}

/** Starts a long-running child in its own process group, so that stopping it stops its children. */
function startChild(name, cmd, cmdArgs, env) {
  const child = spawn(cmd, cmdArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, 5_000);
    await exited;
    clearTimeout(timer);
  });
  return { child, log: () => log, name };
}

async function waitForUrl(url, proc, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${proc.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${proc.log()}`);
}

// ── Statistics ─────────────────────────────────────────────────────────────────────────────────
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
function stats(values) {
  if (values.length === 0) return null;
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), values };
}

// ── In-page probes (run inside the browser) ───────────────────────────────────────────────────

/**
 * Installed before the page's own scripts: reports through `window.__benchReport` when the page is usable
 * (widget: the From button is enabled and the networks have loaded, so a click lists them; bare
 * page: its button rendered), at the end of the next frame, in ms since navigation start.
 */
function readinessProbe(kind) {
  const isReady =
    kind === 'widget'
      ? () => {
          const value = document.getElementById('portage-from-value');
          const button = value?.closest('button');
          const text = value?.textContent?.trim() ?? '';
          // "Loading networks…" until /sources answered; the choice prompt after.
          return Boolean(button && !button.disabled && text && !text.startsWith('Loading'));
        }
      : () => {
          const button = document.querySelector('main button');
          return Boolean(button && !button.disabled);
        };
  let seen = false;
  const observer = new MutationObserver(() => {
    if (seen || !isReady()) return;
    seen = true;
    observer.disconnect();
    const condition = performance.now();
    requestAnimationFrame(() => {
      // A message posted from the frame's rAF is handled once that frame has been produced.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__benchReport({ condition, painted: performance.now() });
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/**
 * Installed once the search box is focused: for every key, from the keydown event's timestamp,
 * `handled` when its input event has been handled (React renders discrete input before the
 * event's later listeners), and each frame that followed a change of the list (its rAF to the end
 * of the frame): the key's latency ends with the last of them. Results in `window.__benchKeys`.
 */
function keystrokeProbe(listSelector) {
  const list = document.querySelector(listSelector);
  if (!list) throw new Error(`no ${listSelector}`);
  const keys = [];
  window.__benchKeys = keys;
  let current = null;
  const measureNextFrame = () => {
    const key = current;
    if (!key || key.pending) return;
    key.pending = true;
    requestAnimationFrame(() => {
      const start = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        key.frames.push([start, performance.now()]);
        key.pending = false;
      };
      channel.port2.postMessage(null);
    });
  };
  window.addEventListener(
    'keydown',
    (event) => {
      const now = performance.now();
      const start = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
      current = { key: event.key, start, handled: null, frames: [], pending: false };
      keys.push(current);
    },
    true,
  );
  window.addEventListener('input', () => {
    if (!current) return;
    current.handled = performance.now();
    measureNextFrame();
  });
  new MutationObserver(measureNextFrame).observe(list, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
}

// ── Browser helpers ────────────────────────────────────────────────────────────────────────────

/**
 * Nothing outside this machine is reached: every request that is not to the loopback goes to a
 * proxy that is not there and fails (Chromium never sends loopback requests to a proxy). Not
 * Playwright's request interception, as the browser tests do: that pauses every request, the
 * page's own included, for a round trip to this process, a cost a person's browser does not have
 * and that grows with the number of requests a page makes (measured: ~15 ms more CPU per widget
 * load than per bare page).
 */
const NO_INTERNET_PROXY = { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost,[::1]' };

/**
 * A fresh context (so an empty cache and no storage, as on a first visit; English) and page, with
 * a CDP session for the heap figures.
 */
async function freshPage(browser) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** Fails the benchmark if a page could reach beyond this machine. */
async function assertNoInternet(browser) {
  const { context, page } = await freshPage(browser);
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

async function gotoReady(page, url, kind) {
  // The probe reports through a binding: waiting with page.waitForFunction would have Playwright
  // evaluate its own helper script in the page as soon as the load event fires, which lands in
  // the middle of a page that goes on loading after it (the widget's React chunk is an import()).
  let report;
  const ready = new Promise((resolve) => {
    report = resolve;
  });
  await page.exposeBinding('__benchReport', (_source, value) => report(value));
  await page.addInitScript(readinessProbe, kind);
  await page.goto(url);
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${url} was not usable within 30 s`)), 30_000);
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

/** One load: time until usable, JS fetched, heap after GC; the widget's network list is then checked. */
async function measureLoad(browser, kind) {
  const { context, page, cdp } = await freshPage(browser);
  try {
    let scriptBytes = 0;
    let sourcesStatus = null;
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() === 'script')
        scriptBytes += Number(response.headers()['content-length'] ?? 0);
      if (request.url().includes('/api/v2/sources')) sourcesStatus = response.status();
    });
    const url = kind === 'widget' ? `http://127.0.0.1:${WIDGET_PORT}/` : `http://127.0.0.1:${BARE_PORT}/`;
    const ready = await gotoReady(page, url, kind);
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
    if (kind === 'widget') {
      // Usable means it: the networks answered, and a click on From lists them.
      if (sourcesStatus !== 200) throw new Error(`/api/v2/sources answered ${sourcesStatus}`);
      await page.getByRole('button', { name: /^From\b/ }).click();
      await page
        .getByRole('dialog')
        .getByRole('option', { name: /^Ethereum/ })
        .first()
        .waitFor();
    }
    return { usableMs: ready.painted, heapBytes: heap, scriptBytes, ...timing };
  } finally {
    await context.close();
  }
}

/** Trace event names → what the time was spent on; nested events without a kind inherit their parent's. */
const WORK_KINDS = {
  EventDispatch: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  RunMicrotasks: 'script',
  'v8.run': 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MC_BACKGROUND_EVACUATE_COPY': 'gc',
};

/** CPU time of the thread's events within [from, to), by kind (self time: children are subtracted). */
function workByKind(events, from, to) {
  const inside = events.filter((e) => e.ts >= from && e.ts < to).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const kinds = {};
  const stack = [];
  const time = (e) => e.tdur ?? e.dur;
  for (const e of inside) {
    while (stack.length && stack.at(-1).event.ts + stack.at(-1).event.dur <= e.ts) {
      const done = stack.pop();
      kinds[done.kind] = (kinds[done.kind] ?? 0) + Math.max(0, time(done.event) - done.children);
    }
    const parent = stack.at(-1);
    if (parent) parent.children += time(e);
    stack.push({ event: e, kind: WORK_KINDS[e.name] ?? parent?.kind ?? 'other', children: 0 });
  }
  for (const done of stack)
    kinds[done.kind] = (kinds[done.kind] ?? 0) + Math.max(0, time(done.event) - done.children);
  return Object.fromEntries(Object.entries(kinds).map(([kind, us]) => [kind, us / 1000]));
}

/**
 * Main-thread time each key cost, from a Chromium trace of the typing: for every keydown, the
 * renderer main thread's tasks (events, React, style, layout, paint, GC) from the task that
 * dispatched it until the next key (or 250 ms), summed. Idle time waiting for a frame is not work.
 */
function keyWorkFromTrace(buffer) {
  const parsed = JSON.parse(buffer.toString('utf8'));
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const keydowns = events
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown')
    .sort((a, b) => a.ts - b.ts);
  if (keydowns.length === 0) return [];
  const { pid, tid } = keydowns[0];
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const tasks = thread.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const taskStart = (ts) => tasks.find((t) => t.ts <= ts && ts <= t.ts + t.dur)?.ts ?? ts;
  return keydowns.map((keydown, i) => {
    const from = taskStart(keydown.ts);
    const next = keydowns[i + 1] ? taskStart(keydowns[i + 1].ts) : Number.POSITIVE_INFINITY;
    const to = Math.min(next, from + 250_000);
    let wall = 0;
    let cpu = 0;
    for (const t of tasks) {
      if (t.ts >= to) break;
      if (t.ts + t.dur <= from) continue;
      const share = (Math.min(t.ts + t.dur, to) - Math.max(t.ts, from)) / (t.dur || 1);
      wall += share * t.dur;
      // Thread time: what the task cost the CPU, without the time the busy machine took the core away.
      cpu += share * (t.tdur ?? t.dur);
    }
    return { wallMs: wall / 1000, cpuMs: cpu / 1000, byKind: workByKind(thread, from, to) };
  });
}

/** Types SEARCH_TEXT one key at a time, each given time to settle; per-key work and latency in ms. */
async function measureKeystrokes(browser, kind, sourcesBody) {
  const { context, page } = await freshPage(browser);
  try {
    if (kind === 'widget') {
      await page.route('**/api/v2/sources**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: sourcesBody }),
      );
      await gotoReady(page, `http://127.0.0.1:${WIDGET_PORT}/`, kind);
      await page.getByRole('button', { name: /^From\b/ }).click();
      await page.getByRole('option', { name: /^Big Chain/ }).click();
      const list = page.getByRole('listbox', { name: 'Tokens on Big Chain' });
      await list.getByRole('option').first().waitFor();
      const size = await list.getByRole('option').first().getAttribute('aria-setsize');
      if (size !== '5000') throw new Error(`the token list holds ${size} tokens, not 5000`);
      await page.getByRole('combobox', { name: /Search tokens/ }).focus();
      await list.evaluate((el) => el.setAttribute('data-bench-list', ''));
    } else {
      await gotoReady(page, `http://127.0.0.1:${BARE_PORT}/`, kind);
      await page.getByRole('searchbox', { name: 'Search' }).focus();
      await page.locator('main').evaluate((el) => el.setAttribute('data-bench-list', ''));
    }
    await page.waitForTimeout(300);
    await page.evaluate(keystrokeProbe, '[data-bench-list]');
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    for (const key of SEARCH_TEXT) {
      await page.keyboard.type(key);
      await page.waitForTimeout(250);
    }
    const trace = await browser.stopTracing();
    // Kept for a look in DevTools' Performance panel (the last run of each page).
    writeFileSync(resolve(OUT_DIR, `keystrokes-${kind}.trace.json`), trace);
    if (kind === 'widget') {
      // The search did its job: one token left.
      const list = page.getByRole('listbox', { name: 'Tokens on Big Chain' });
      await list.getByRole('option', { name: /^TK4999\b/ }).waitFor();
      const count = await list.getByRole('option').count();
      if (count !== 1) throw new Error(`the search for ${SEARCH_TEXT} left ${count} tokens, not 1`);
    }
    const work = keyWorkFromTrace(trace);
    const keys = await page.evaluate(() => window.__benchKeys);
    if (work.length !== keys.length)
      throw new Error(`trace has ${work.length} keydowns for ${keys.length} keys`);
    return keys.map((key, i) => {
      const frames = key.frames.filter(([start]) => start >= key.start);
      const end = frames.length ? Math.max(...frames.map(([, e]) => e)) : (key.handled ?? key.start);
      return {
        key: key.key,
        // Main-thread time the key cost (trace): its events, render, style, layout, paint; CPU
        // time (the figure) and wall time (longer when other processes hold the CPU).
        workMs: work[i].cpuMs,
        workWallMs: work[i].wallMs,
        workByKindMs: work[i].byKind,
        // What a person waits: key down to the end of the frame showing the result (waits for vsync).
        latencyMs: end - key.start,
      };
    });
  } finally {
    await context.close();
  }
}

/** Quote requests made while a person types a six-character amount (one burst). */
async function measureQuotes(browser) {
  const { context, page } = await freshPage(browser);
  try {
    const quotes = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/quote?'))
        quotes.push(new URL(request.url()).searchParams.get('amount'));
    });
    await gotoReady(page, `http://127.0.0.1:${WIDGET_PORT}/`, 'widget');
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
async function measurePolling(browser) {
  const { context, page } = await freshPage(browser);
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
    await gotoReady(page, `http://127.0.0.1:${WIDGET_PORT}/`, 'widget');
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

function printTable(figures) {
  const header = ['figure', 'Portage', 'bare React', 'ratio', 'target', 'met?'];
  const rows = figures.map((f) => [
    `${f.label}${f.unit ? ` (${f.unit})` : ''}`,
    fmt(f.portage?.median, f.digits ?? 1),
    fmt(f.bare?.median, f.digits ?? 1),
    f.ratio === null ? '—' : `${f.ratio.toFixed(2)}×`,
    f.target ?? '—',
    f.met === null ? '—' : f.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 || i === 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function figure(id, label, unit, portage, bare, { target = null, met = null, digits = 1 } = {}) {
  const p = typeof portage === 'number' ? stats([portage]) : portage;
  const b = typeof bare === 'number' ? stats([bare]) : bare;
  // Runs of the two pages are taken back to back: the median of the per-run ratios cancels a
  // machine that is slower at one moment than another. Single figures (bytes): a plain ratio.
  const paired = p && b && p.values.length > 1 && p.values.length === b.values.length;
  const ratio = paired
    ? median(p.values.map((value, i) => value / b.values[i]))
    : p && b && b.median > 0
      ? p.median / b.median
      : null;
  return { id, label, unit, portage: p, bare: b, ratio, target, met, digits };
}

// ── Main ───────────────────────────────────────────────────────────────────────────────────────
async function main() {
  const started = Date.now();
  if (!existsSync('node_modules/.package-lock.json')) run('npm', ['install', '--no-audit', '--no-fund']);
  if (!existsSync(CHROMIUM_PATH)) run('node', ['scripts/ensure-tools.mjs']);
  const { chromium } = await import('@playwright/test');
  const { bundleBytes, FAMILIES } = await import('../bench/bytes.mjs');
  const { serveStatic } = await import('../bench/static-server.mjs');

  mkdirSync(OUT_DIR, { recursive: true });
  if (
    BUILD ||
    !existsSync(resolve(WIDGET_DIR, 'index.html')) ||
    !existsSync(resolve(BARE_DIR, 'index.html'))
  ) {
    console.log('▶ building the widget (production) and the bare React page');
    run('npx', ['vite', 'build', '--outDir', WIDGET_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
      VITE_PORTAGE_API_URL: SANDBOX,
      VITE_PORTAGE_PUBLIC_URL: `http://127.0.0.1:${WIDGET_PORT}`,
    });
    run('npx', ['vite', 'build', '-c', 'bench/vite.bare.config.ts', '--outDir', BARE_DIR, '--emptyOutDir']);
  }
  const widgetBytes = bundleBytes(WIDGET_DIR);
  const bareBytes = bundleBytes(BARE_DIR);

  console.log('▶ starting the sandbox and the static servers');
  const sandbox = startChild('sandbox', 'npx', ['tsx', 'service/main.ts'], {
    PORT: String(SANDBOX_PORT),
    HOST: '127.0.0.1',
    SANDBOX_TIME_SCALE: '20',
    SANDBOX_LOCAL_CHAINS: '0',
  });
  const widgetServer = await serveStatic(WIDGET_DIR, WIDGET_PORT);
  cleanups.push(() => widgetServer.close());
  const bareServer = await serveStatic(BARE_DIR, BARE_PORT);
  cleanups.push(() => bareServer.close());
  await waitForUrl(`${SANDBOX}/api/v2/health`, sandbox);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    proxy: NO_INTERNET_PROXY,
    // Our own handlers stop everything, the browser included (Playwright's would exit before the sandbox is stopped).
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  cleanups.push(() => browser.close());
  const browserVersion = browser.version();
  await assertNoInternet(browser);

  // Warm-up (not counted): the first pages of a fresh browser pay for its start, and the sandbox,
  // just started, answers its first requests from cold code (a service in use is warm). Measured
  // before this: the first runs of a benchmark were 1.5× slower than its last ones, for both pages.
  for (let i = 0; i < WARM_UP_ROUNDS; i++) {
    await measureLoad(browser, 'bare');
    await measureLoad(browser, 'widget');
  }

  // Loads, alternating the two pages so that a busy moment of the machine hits both alike.
  console.log(`▶ page loads: ${LOAD_RUNS} runs each`);
  const loads = { widget: [], bare: [] };
  for (let i = 0; i < LOAD_RUNS; i++) {
    loads.bare.push(await measureLoad(browser, 'bare'));
    loads.widget.push(await measureLoad(browser, 'widget'));
  }

  console.log(`▶ keystrokes in a 5,000-token search: ${RUNS} runs × ${SEARCH_TEXT.length} keys`);
  const sourcesBody = bigTokenSources();
  const keystrokes = { widget: [], bare: [] };
  for (let i = 0; i < RUNS; i++) {
    keystrokes.bare.push(await measureKeystrokes(browser, 'bare', sourcesBody));
    keystrokes.widget.push(await measureKeystrokes(browser, 'widget', sourcesBody));
  }

  console.log(
    `▶ quote requests while typing "${AMOUNT_TEXT}" (${AMOUNT_KEY_DELAY_MS} ms a key): ${RUNS} runs`,
  );
  const quotes = [];
  for (let i = 0; i < RUNS; i++) quotes.push(await measureQuotes(browser));

  console.log(
    `▶ polling: ${RUNS} swaps side by side, ${POLL_WATCH_MS / 1000} s awaiting deposit, then to completed and ${AFTER_TERMINAL_MS / 1000} s after`,
  );
  const polling = await Promise.all(Array.from({ length: RUNS }, () => measurePolling(browser)));

  // ── Figures ──
  const perRun = (runs, pick) => stats(runs.map(pick));
  const keyFigure = (runs, pick) => stats(runs.map((keys) => median(keys.map(pick))));
  const keyWork = keyFigure(keystrokes.widget, (k) => k.workMs);
  const quoteStats = perRun(quotes, (q) => q.requests);
  const afterTerminal = perRun(polling, (p) => p.afterTerminal);

  const figures = [
    figure('initialJsRaw', 'initial JS, raw', 'KB', kb(widgetBytes.initial.raw), kb(bareBytes.initial.raw)),
    figure(
      'initialJsGzip',
      'initial JS, gzip',
      'KB',
      kb(widgetBytes.initial.gzip),
      kb(bareBytes.initial.gzip),
      {
        target: '≤ 130 KB',
        met: widgetBytes.initial.gzip <= 130 * 1024,
      },
    ),
    {
      ...figure(
        'sdkInInitial',
        'family SDKs in initial load',
        'count',
        widgetBytes.sdkInInitial?.length ?? null,
        0,
        {
          target: 'none',
          met: widgetBytes.sdkInInitial ? widgetBytes.sdkInInitial.length === 0 : null,
          digits: 0,
        },
      ),
      ratio: null,
      names: widgetBytes.sdkInInitial,
    },
    ...FAMILIES.filter((family) => widgetBytes.families[family]).map((family) =>
      figure(
        `family.${family}`,
        `${family} wallet chunk, gzip`,
        'KB',
        kb(widgetBytes.families[family].gzip),
        null,
        {
          target: 'reported',
        },
      ),
    ),
    figure(
      'jsFetchedAtLoad',
      'JS fetched by the browser at load, raw',
      'KB',
      perRun(loads.widget, (r) => kb(r.scriptBytes)),
      perRun(loads.bare, (r) => kb(r.scriptBytes)),
    ),
    figure(
      'routePickerUsable',
      'route picker usable (bare: button rendered)',
      'ms',
      perRun(loads.widget, (r) => r.usableMs),
      perRun(loads.bare, (r) => r.usableMs),
      { target: '≤ 2× bare', digits: 0 },
    ),
    figure(
      'firstContentfulPaint',
      'first contentful paint',
      'ms',
      perRun(loads.widget, (r) => r.fcp),
      perRun(loads.bare, (r) => r.fcp),
      { digits: 0 },
    ),
    figure(
      'sourcesAnswered',
      'networks (/sources) answered',
      'ms',
      perRun(loads.widget, (r) => r.sourcesEnd),
      null,
      { digits: 0 },
    ),
    figure(
      'heapAfterLoad',
      'JS heap after load (after GC)',
      'MB',
      perRun(loads.widget, (r) => r.heapBytes / 2 ** 20),
      perRun(loads.bare, (r) => r.heapBytes / 2 ** 20),
    ),
    figure(
      'keystrokeWork',
      'keystroke, 5,000-token search: main-thread CPU time',
      'ms',
      keyWork,
      keyFigure(keystrokes.bare, (k) => k.workMs),
      { target: '< 16 ms', met: keyWork.median < 16 },
    ),
    figure(
      'keystrokeWorkWall',
      'keystroke, 5,000-token search: main-thread wall time',
      'ms',
      keyFigure(keystrokes.widget, (k) => k.workWallMs),
      keyFigure(keystrokes.bare, (k) => k.workWallMs),
    ),
    figure(
      'keystrokeLatency',
      'keystroke, 5,000-token search: to next frame',
      'ms',
      keyFigure(keystrokes.widget, (k) => k.latencyMs),
      keyFigure(keystrokes.bare, (k) => k.latencyMs),
    ),
    figure(
      'keystrokeWorkMax',
      'keystroke, 5,000-token search: slowest key, CPU time',
      'ms',
      stats(keystrokes.widget.map((keys) => Math.max(...keys.map((k) => k.workMs)))),
      stats(keystrokes.bare.map((keys) => Math.max(...keys.map((k) => k.workMs)))),
    ),
    figure('quotesPerBurst', `quote requests typing "${AMOUNT_TEXT}"`, 'count', quoteStats, null, {
      target: '1',
      met: quoteStats.max === 1 && quoteStats.min === 1,
      digits: 0,
    }),
    figure(
      'pollsAwaitingDeposit',
      'status requests awaiting deposit',
      '/min',
      perRun(polling, (p) => p.awaitingPerMin),
      null,
      { target: 'reported' },
    ),
    figure(
      'pollsInProgress',
      'status requests in progress',
      '/min',
      perRun(polling, (p) => p.inProgressPerMin),
      null,
      { target: 'reported' },
    ),
    figure(
      'pollsAfterTerminal',
      `status requests ${AFTER_TERMINAL_MS / 1000} s after completed`,
      'count',
      afterTerminal,
      null,
      {
        target: '0',
        met: afterTerminal.max === 0,
        digits: 0,
      },
    ),
  ];

  const usable = figures.find((f) => f.id === 'routePickerUsable');
  usable.met = usable.ratio !== null && usable.ratio <= 2;

  console.log(
    `\nPortage benchmark — ${RUNS} runs (page loads ${LOAD_RUNS}), medians (Chromium ${browserVersion}, ${cpus().length} CPUs; ratio = Portage / bare React, median of per-run ratios)\n`,
  );
  printTable(figures);
  // Where a widget keystroke's CPU time goes: the median, per kind, over every key of every run.
  const allKeys = keystrokes.widget.flat();
  const kindNames = [...new Set(allKeys.flatMap((k) => Object.keys(k.workByKindMs)))];
  const breakdown = Object.fromEntries(
    kindNames
      .map((kind) => [kind, median(allKeys.map((k) => k.workByKindMs[kind] ?? 0))])
      .sort((a, b) => b[1] - a[1]),
  );
  console.log(
    `\nA widget keystroke's main thread, median per key (ms): ${Object.entries(breakdown)
      .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
      .join(', ')}`,
  );
  const hidden = polling.filter((p) => p.visibility !== 'visible').length;
  if (hidden) console.log(`\nNote: ${hidden} polling page(s) were not visible; a hidden tab does not poll.`);

  const report = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    runs: RUNS,
    loadRuns: LOAD_RUNS,
    environment: {
      chromium: browserVersion,
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
    },
    method: {
      usable: `navigation start → end of the frame after the From button is enabled with networks loaded (bare: its button rendered); ${WARM_UP_ROUNDS} uncounted rounds first`,
      heap: 'CDP Performance.getMetrics JSHeapUsedSize after HeapProfiler.collectGarbage, once the network is idle',
      keystroke: `"${SEARCH_TEXT}" typed into the token search of a 5,000-token network, 250 ms between keys (bare: into a controlled text field); work = the renderer main thread's tasks from the keydown's task to the next key (Chromium trace, RunTask events): CPU time (thread time, the figure compared with 16 ms) and wall time; latency = keydown timestamp → end of the last frame after the list changed (includes waiting for the 60 Hz frame)`,
      quotes: `"${AMOUNT_TEXT}" typed into the amount, ${AMOUNT_KEY_DELAY_MS} ms a key, ETH Ethereum → ETH Arbitrum One by hand`,
      polling: `GET /api/v2/swaps/<id> counted ${POLL_WATCH_MS / 1000} s while awaiting deposit, from the sandbox deposit to the first terminal response, and ${AFTER_TERMINAL_MS / 1000} s after it`,
    },
    figures: figures.map(({ digits, ...f }) => f),
    bytes: { widget: widgetBytes, bare: bareBytes },
    raw: { loads, keystrokes, quotes, polling },
    keystrokeBreakdownMs: breakdown,
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
