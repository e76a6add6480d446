#!/usr/bin/env node
// "Wallet ready": how long a person waits from pressing "Connect wallet" on the route step to the
// source family's wallet list (the shared chooser dialog, RainbowKit's modal for EVM, TonConnect's
// for TON) being on screen, per chain family.
//
// As a module: `measureWalletReady(page, { baseUrl, family, headStartMs })` on a fresh page (the
// caller made the context and page, and may have throttled them already): loads Portage, chooses
// the family's route in the route picker (the destination first, then the source network, so that
// the source is the last choice), waits `headStartMs` after the source was chosen, presses "Connect
// wallet", and times the press (its click event's timestamp) to the end of the frame that shows
// the wallet list. No wallet extension is installed: a list of wallets "Not installed", or the
// chooser saying none was found, is still the list.
//
// As a command, against a build of its own (it builds nothing):
//
//   VITE_PORTAGE_API_URL=http://127.0.0.1:8797 VITE_PORTAGE_PUBLIC_URL=http://127.0.0.1:4173 \
//     npx vite build --outDir /tmp/portage-dist --logLevel warn
//   node bench/wallet-ready.mjs --dist /tmp/portage-dist [--dist /tmp/other-build] [--runs 9]
//     [--head-start 2000] [--profile desktop|phone|both] [--families evm,ton,…] [--json out.json]
//
// It starts the sandbox (no local chains) on 8797 and serves the build on 4173 (a second build on
// 4174, …), all plus PORTAGE_PORT_OFFSET (as the browser tests do; the builds must name that
// sandbox), and prints per build, profile and family the median/min/max press-to-list time over
// the runs, with the head start and with none (pressed as soon as the button is there), and how
// long the button took to show after the planned press.
import { resolve } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chooseInRoutePicker } from '../e2e/browser.mjs';
import { portageIsUsable } from './probes.mjs';
import { freshPage, PROFILES } from './profiles.mjs';

/**
 * One route per family: the source network and token (the family's wallet is the one connected)
 * and a destination that takes it, as named in the sandbox's catalog (SANDBOX_LOCAL_CHAINS=0).
 */
export const WALLET_ROUTES = {
  evm: { from: ['Ethereum', 'ETH'], to: ['Arbitrum One', 'ETH'] },
  solana: { from: ['Solana', 'USDC'], to: ['Arbitrum One', 'USDC'] },
  ton: { from: ['TON', 'USDT'], to: ['Arbitrum One', 'USDT'] },
  bitcoin: { from: ['Bitcoin', 'BTC'], to: ['Arbitrum One', 'WBTC'] },
  starknet: { from: ['Starknet', 'ETH'], to: ['Arbitrum One', 'ETH'] },
  tron: { from: ['Tron', 'USDT'], to: ['Arbitrum One', 'USDT'] },
  fuel: { from: ['Fuel Ignition', 'ETH'], to: ['Arbitrum One', 'ETH'] },
};

/** Longest wait for any one step (page usable, button, list) before the run is called failed. */
const STEP_TIMEOUT_MS = 30_000;

/**
 * Runs in the page (serialized: no closures). Records every click's timestamp (`lastClick`: the
 * moment the source was chosen), and from the click on "Connect wallet" on, looks in every frame
 * (its requestAnimationFrame callback, where the browser lays the page out for that frame anyway,
 * so the look adds no layout of its own) for the family's wallet list; in the first frame that
 * shows it, reports through `window[binding]` once that frame has been produced (a message posted
 * from the frame's rAF is handled after it).
 */
function walletListProbe({ family, binding }) {
  /** The family's list when it is on screen, with the words that name it; else null. */
  const findList = () => {
    const shown = (element) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
    };
    const text = (element) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (family === 'evm') {
      // RainbowKit's modal: its wallet options (the browser wallet, shown even when none is there).
      const option = document.querySelector('[data-testid^="rk-wallet-option-"]');
      return shown(option) ? `${text(document.getElementById('rk_connect_title'))}: ${text(option)}` : null;
    }
    if (family === 'ton') {
      // TonConnect's modal: its wallets (from its list, or the one it ships with when offline).
      const item = document.querySelector('[data-tc-wallet-item]');
      if (!shown(item)) return null;
      const modal = item.closest('[data-tc-wallets-modal-container]') ?? item.parentElement;
      return `${text(modal?.querySelector('h1'))}: ${text(item)}`;
    }
    // The shared chooser (chooser.tsx): a modal <dialog> that is not one of the route pickers.
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      const title = dialog.querySelector('.portage-dialog-body h2');
      if (!title || /^portage-(from|to)-dialog-title$/.test(dialog.getAttribute('aria-labelledby') ?? ''))
        continue;
      const list =
        dialog.querySelector('.portage-wallet-choices') ?? dialog.querySelector('.portage-dialog-body p');
      if (shown(list)) return `${text(title)}: ${text(list)}`;
    }
    return null;
  };

  const state = { lastClick: null, pressAt: null, buttonAt: null, done: false };
  window.__walletReady = state;
  // When "Connect wallet" first shows (the family's wallet module has loaded): the wait before a
  // press was possible, apart from the time the test driver takes to press.
  const isConnectButton = (element) => element?.textContent?.trim() === 'Connect wallet';
  const buttonWatch = new MutationObserver(() => {
    if (![...document.querySelectorAll('button')].some(isConnectButton)) return;
    state.buttonAt = performance.now();
    buttonWatch.disconnect();
  });
  buttonWatch.observe(document, { childList: true, subtree: true, characterData: true });
  const everyFrame = () => {
    const label = findList();
    if (label === null) {
      requestAnimationFrame(everyFrame);
      return;
    }
    state.done = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      window[binding]({
        pressAt: state.pressAt,
        buttonAt: state.buttonAt,
        shownAt: performance.now(),
        label,
      });
    };
    channel.port2.postMessage(null);
  };
  window.addEventListener(
    'click',
    (event) => {
      const now = performance.now();
      const at = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
      state.lastClick = at;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (state.pressAt !== null || !isConnectButton(button)) return;
      state.pressAt = at;
      requestAnimationFrame(everyFrame);
    },
    true,
  );
}

let bindingCount = 0;

/** Rejects after `ms` with `message`, unless `promise` settles first. */
async function within(promise, ms, message) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One press, on a fresh page: returns `ms` (the click on "Connect wallet" → the end of the frame
 * showing the wallet list), `listLabel` (what that list said), and `waitMs` (how long after the
 * planned press, `headStartMs` after the source was chosen, the button showed: it shows once the
 * family's wallet module has loaded; 0 when it was there in time).
 *
 * @param {import('@playwright/test').Page} page
 * @param {{ baseUrl: string, family: string, headStartMs: number }} options
 * @returns {Promise<{ ms: number, listLabel: string, waitMs: number }>}
 */
export async function measureWalletReady(page, { baseUrl, family, headStartMs }) {
  const route = WALLET_ROUTES[family];
  if (!route) {
    throw new Error(
      `measureWalletReady: no route for the family "${family}"; known: ${Object.keys(WALLET_ROUTES).join(', ')}.`,
    );
  }
  if (!Number.isFinite(headStartMs) || headStartMs < 0) {
    throw new Error(`measureWalletReady: headStartMs must be a number of ms ≥ 0, not ${headStartMs}.`);
  }
  const binding = `__walletReadyReport${++bindingCount}`;
  let report;
  const reported = new Promise((resolve) => {
    report = resolve;
  });
  await page.exposeBinding(binding, (_source, value) => report(value));

  await page.goto(baseUrl);
  await page.waitForFunction(portageIsUsable, null, { timeout: STEP_TIMEOUT_MS });
  await page.evaluate(walletListProbe, { family, binding });

  // The destination first, so that the source network is the last thing chosen.
  const [toNetwork, toToken] = route.to;
  await (await chooseInRoutePicker(page, 'To', toNetwork, toToken)).waitFor({ state: 'detached' });
  const [fromNetwork, fromToken] = route.from;
  await (await chooseInRoutePicker(page, 'From', fromNetwork, fromToken)).waitFor({ state: 'detached' });
  const chosenAt = await page.evaluate(() => window.__walletReady.lastClick);
  const dueAt = chosenAt + headStartMs;
  const now = await page.evaluate(() => performance.now());
  if (dueAt > now) await page.waitForTimeout(dueAt - now);

  const button = page.getByRole('button', { name: 'Connect wallet', exact: true });
  await button.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  // A plain press where the button is: the test driver's own checks around a locator click run
  // script in the page, some of it after the click, inside the time being measured.
  const box = await button.boundingBox();
  if (!box) throw new Error(`"Connect wallet" has no box to press (${family}).`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const { pressAt, buttonAt, shownAt, label } = await within(
    reported,
    STEP_TIMEOUT_MS,
    `the ${family} wallet list did not show within ${STEP_TIMEOUT_MS / 1000} s of pressing "Connect wallet"`,
  );
  return { ms: shownAt - pressAt, listLabel: label, waitMs: Math.max(0, (buttonAt ?? pressAt) - dueAt) };
}

// ── The command ────────────────────────────────────────────────────────────────────────────────

function parseArgs(argv) {
  const value = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const runs = Number(value('--runs') ?? 9);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1.');
  const headStart = Number(value('--head-start') ?? 2000);
  if (!Number.isFinite(headStart) || headStart < 0) throw new Error('--head-start takes a number of ms ≥ 0.');
  const profile = value('--profile') ?? 'both';
  if (!['desktop', 'phone', 'both'].includes(profile))
    throw new Error('--profile takes desktop, phone or both.');
  const families = (value('--families') ?? Object.keys(WALLET_ROUTES).join(',')).split(',');
  const unknown = families.filter((family) => !WALLET_ROUTES[family]);
  if (unknown.length) throw new Error(`--families: no route for ${unknown.join(', ')}.`);
  const offset = Number(process.env.PORTAGE_PORT_OFFSET?.trim() || 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 65535 - 8797)
    throw new Error(`PORTAGE_PORT_OFFSET must be a whole number from 0 to ${65535 - 8797}.`);
  // Several builds (a before and an after) are measured in turn within each round, so that the
  // machine's busy spells fall on all of them alike.
  const dists = argv.flatMap((arg, i) => (arg === '--dist' && argv[i + 1] ? [resolve(argv[i + 1])] : []));
  return {
    runs,
    headStarts: headStart === 0 ? [0] : [headStart, 0],
    profiles: profile === 'both' ? ['desktop', 'phone'] : [profile],
    families,
    dists: dists.length ? dists : [resolve('dist')],
    json: value('--json'),
    sandboxPort: 8797 + offset,
    pagePort: 4173 + offset,
  };
}

async function main() {
  const { existsSync, readFileSync, writeFileSync } = await import('node:fs');
  const { chromium } = await import('@playwright/test');
  const { cleanup, cleanups, startChild, waitForUrl } = await import('./processes.mjs');
  const { serveStatic } = await import('./static-server.mjs');
  const { stats } = await import('./stats.mjs');
  const options = parseArgs(process.argv.slice(2));
  const { dists, sandboxPort, pagePort } = options;
  process.chdir(resolve(import.meta.dirname, '..'));

  const sandbox = `http://127.0.0.1:${sandboxPort}`;
  for (const dist of dists) {
    if (!existsSync(resolve(dist, 'index.html'))) throw new Error(`${dist} holds no build (no index.html).`);
    // The build's Content Security Policy names the service it was built for.
    if (!readFileSync(resolve(dist, 'index.html'), 'utf8').includes(sandbox)) {
      throw new Error(
        `${dist} was not built for the sandbox at ${sandbox}: build it with VITE_PORTAGE_API_URL=${sandbox}.`,
      );
    }
  }
  try {
    const service = startChild('sandbox', 'npx', ['tsx', 'service/main.ts'], {
      PORT: String(sandboxPort),
      HOST: '127.0.0.1',
      SANDBOX_LOCAL_CHAINS: '0',
    });
    // The first build where the build said it would be served; the others on the next ports.
    const servers = [];
    for (const [i, dist] of dists.entries()) {
      const server = await serveStatic(dist, pagePort + i);
      cleanups.push(() => server.close());
      servers.push(server);
    }
    await waitForUrl(`${sandbox}/api/v2/health`, service);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      // Nothing outside this machine: every request not to the loopback goes to a proxy that is not
      // there (scripts/bench.mjs says why not Playwright's request interception).
      proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1,localhost,[::1]' },
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    cleanups.push(() => browser.close());

    const results = [];
    for (const profileId of options.profiles) {
      const profile = PROFILES[profileId];
      for (const headStartMs of options.headStarts) {
        const runsOf = dists.map(() => Object.fromEntries(options.families.map((family) => [family, []])));
        // Families (and builds) interleaved within each round, so that a slow spell is shared.
        for (let run = 0; run < options.runs; run++) {
          for (const family of options.families) {
            for (const [i, server] of servers.entries()) {
              const { context, page } = await freshPage(browser, profile);
              try {
                runsOf[i][family].push(
                  await measureWalletReady(page, { baseUrl: server.url, family, headStartMs }),
                );
              } finally {
                await context.close();
              }
            }
          }
          process.stdout.write('.');
        }
        process.stdout.write('\n');
        for (const [i, dist] of dists.entries()) {
          for (const family of options.families) {
            const runs = runsOf[i][family];
            results.push({
              dist,
              profile: profileId,
              headStartMs,
              family,
              press: stats(runs.map((r) => r.ms)),
              wait: stats(runs.map((r) => r.waitMs)),
              listLabel: runs[0]?.listLabel ?? '',
            });
          }
        }
      }
    }
    const ms = (value) => value.toFixed(0).padStart(5);
    for (const dist of dists) {
      console.log(`\nPress "Connect wallet" → wallet list shown, ${options.runs} runs each (${dist})`);
      console.log(
        'profile  head start  family     press→list median (min–max)   waited for the button, median (max)',
      );
      for (const r of results.filter((each) => each.dist === dist)) {
        console.log(
          `${r.profile.padEnd(8)} ${`${r.headStartMs} ms`.padStart(10)}  ${r.family.padEnd(9)} ${ms(r.press.median)} ms (${ms(r.press.min)}–${ms(r.press.max)})` +
            `        ${ms(r.wait.median)} ms (${ms(r.wait.max)})`,
        );
      }
    }
    console.log('\nLists shown:');
    for (const r of results.filter(
      (each) => each.dist === dists.at(-1) && each.headStartMs === options.headStarts[0],
    ))
      if (r.profile === options.profiles[0])
        console.log(`  ${r.family.padEnd(9)} ${r.listLabel.slice(0, 110)}`);
    if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await cleanup();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error) => {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  });
}
