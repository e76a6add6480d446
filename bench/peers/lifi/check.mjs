#!/usr/bin/env node
// A quick look at the LI.FI peer page in headless Chromium (not part of `npm test`):
//
//   node bench/peers/lifi/check.mjs
//
// Builds the page if needed (bench/peers/build.mjs), serves it on 127.0.0.1:4290, sends li.quest to
// peer.mjs's handler through Playwright routes (every other outside host is refused, as in the
// tests), and shows, failing with a sentence when one does not hold:
//   1. the time until `isUsable` holds;
//   2. the sandbox's chains and tokens (recorded/) in the "From" selector;
//   3. the recorded route: its pair chosen and its amount typed, the recorded receive amount shown;
//   4. the 5,000-token variant: the list holds 5,000 rows, and typing TK4999 narrows it to one.
// Its steps are the ones scripts/bench.mjs needs for this peer.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../e2e/browser.mjs';
import { serveStatic } from '../../static-server.mjs';
import { routePeerHosts } from '../answer.mjs';
import { ensurePeerBuilt } from '../build.mjs';
import peer from './peer.mjs';

const PORT = 4290;
const recorded = (name) => JSON.parse(readFileSync(new URL(`./recorded/${name}`, import.meta.url), 'utf8'));
const FORM = '[id^="widget-app-expanded-container"]';

/** Base units as a decimal string (what the widget shows for an amount it does not round). */
function fromBaseUnits(units, decimals) {
  const text = units.toString().padStart(decimals + 1, '0');
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return `${text.slice(0, text.length - decimals)}${fraction ? `.${fraction}` : ''}`;
}

/** Fails the check with a plain sentence. */
function expect(condition, sentence) {
  if (!condition) throw new Error(sentence);
}

/** A fresh context whose outside requests are refused, except the peer's hosts (answered). */
async function newContext(browser, handlerOptions) {
  const context = await browser.newContext();
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  const handler = await routePeerHosts(context, peer, handlerOptions);
  return { context, handler };
}

/** Opens the page and resolves with the milliseconds from navigation to `isUsable`. */
async function loadUntilUsable(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const started = Date.now();
  await page.goto(url);
  await page.waitForFunction(peer.isUsable, undefined, { timeout: 30_000, polling: 'raf' });
  const usableAt = await page.evaluate(() => performance.now());
  return { page, errors, wallMs: Date.now() - started, usableMs: Math.round(usableAt) };
}

/** In the open token selector: picks a chain by its name, then a token row by its symbol. */
async function chooseToken(page, side, chainName, symbol) {
  const form = page.locator(FORM);
  await form.locator(`button:has(p:text-is("${side}"))`).first().click();
  await form.getByRole('button', { name: chainName, exact: true }).click();
  const row = form.locator('ul.long-list li').filter({ has: page.getByText(symbol, { exact: true }) });
  await row.first().locator('[role="button"]').click();
  await form.locator(`button:has(p:text-is("${side}"))`).first().waitFor({ state: 'visible' });
}

/** Rows the virtual list holds (its height is one row per token). */
function rowsOf(page, listSelector) {
  return page
    .locator(listSelector)
    .first()
    .evaluate((ul) => {
      const row = ul.querySelector('li');
      return row ? Math.floor(ul.getBoundingClientRect().height / row.getBoundingClientRect().height) : 0;
    });
}

async function main() {
  let t0 = Date.now();
  const dist = await ensurePeerBuilt('lifi');
  console.log(`page built (or up to date) in ${Date.now() - t0} ms: ${dist}`);
  const server = await serveStatic(dist, PORT);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const options = { sandboxUrl: 'http://127.0.0.1:8827', apiKey: 'portage-sandbox-key' };
  try {
    // 1–3: the recorded lists and route.
    const { context, handler } = await newContext(browser, options);
    const { page, errors, usableMs, wallMs } = await loadUntilUsable(context, server.url);
    console.log(
      `✔ usable ${usableMs} ms after navigation (${wallMs} ms wall clock, first load, empty cache)`,
    );

    const chains = recorded('chains.json').chains;
    const tokens = recorded('tokens.json').tokens;
    const form = page.locator(FORM);
    await form.locator('button:has(p:text-is("From"))').first().click();
    for (const chain of chains) {
      await form.getByRole('button', { name: chain.name, exact: true }).waitFor({ state: 'visible' });
    }
    const listed = (await page.locator(`${FORM} ul.long-list`).first().textContent()) ?? '';
    const symbols = [...new Set(Object.values(tokens).flatMap((list) => list.map((t) => t.symbol)))];
    const missing = symbols.filter((symbol) => !listed.includes(symbol));
    expect(missing.length === 0, `The "From" list does not show ${missing.join(', ')}.`);
    const rows = await rowsOf(page, `${FORM} ul.long-list`);
    const served = Object.values(tokens).flat().length;
    expect(rows === served, `The "From" list holds ${rows} rows; ${served} tokens were answered.`);
    console.log(
      `✔ "From" shows the sandbox's chains (${chains.map((c) => c.name).join(', ')}) and ${rows} tokens`,
    );
    // Back to the form by the widget's own back arrow (its pages are not browser history).
    await page.locator('[id^="widget-header"] button.MuiIconButton-edgeStart').first().click();
    await form.locator('input[name="fromAmount"]').waitFor({ state: 'visible' });

    const request = recorded('routes-request.json');
    const route = recorded('routes.json').routes[0];
    const chainName = (id) => chains.find((c) => c.id === id).name;
    await chooseToken(page, 'From', chainName(route.fromChainId), route.fromToken.symbol);
    await chooseToken(page, 'To', chainName(route.toChainId), route.toToken.symbol);
    const amount = fromBaseUnits(BigInt(request.fromAmount), route.fromToken.decimals);
    const receive = fromBaseUnits(BigInt(route.toAmount), route.toToken.decimals);
    t0 = Date.now();
    await form.locator('input[name="fromAmount"]').pressSequentially(amount, { delay: 120 });
    const typed = Date.now();
    // The widget draws the amount as an SVG (text fitted to the box) named by its value.
    await form
      .getByRole('img', { name: receive, exact: true })
      .waitFor({ state: 'visible', timeout: 15_000 });
    console.log(
      `✔ ${amount} ${route.fromToken.symbol} (${chainName(route.fromChainId)}) → ` +
        `${receive} ${route.toToken.symbol} (${chainName(route.toChainId)}) shown ` +
        `${Date.now() - typed} ms after the last key (typing took ${typed - t0} ms)`,
    );
    expect(errors.length === 0, `The page threw: ${errors.join(' | ')}`);
    console.log(`  not recorded (offSpec): ${[...handler.offSpec].join('; ') || 'none'}`);
    await context.close();

    // 4: the 5,000-token variant.
    const big = await newContext(browser, { ...options, bigTokenList: true });
    const loaded = await loadUntilUsable(big.context, server.url);
    console.log(`✔ 5,000-token variant usable ${loaded.usableMs} ms after navigation`);
    const { listSelector, searchText, listSize } = await peer.openTokenSearch(loaded.page);
    expect(listSize === 5000, `The big list holds ${listSize} rows, not 5,000.`);
    expect(searchText === 'TK4999', `openTokenSearch asks to type "${searchText}", not TK4999.`);
    const counts = [];
    for (const key of searchText) {
      const before = Date.now();
      await loaded.page.keyboard.type(key);
      const expected = { T: 5000, TK: 5000, TK4: 1111, TK49: 111, TK499: 11, TK4999: 1 }[
        searchText.slice(0, counts.length + 1)
      ];
      await loaded.page.waitForFunction(
        ({ selector, want }) => {
          const ul = document.querySelector(selector);
          const row = ul?.querySelector('li');
          return (
            !!row &&
            Math.floor(ul.getBoundingClientRect().height / row.getBoundingClientRect().height) === want
          );
        },
        { selector: listSelector, want: expected },
        { timeout: 15_000 },
      );
      counts.push(`${key}→${expected} (${Date.now() - before} ms)`);
    }
    const last = (await loaded.page.locator(listSelector).first().textContent()) ?? '';
    expect(last.includes('TK4999'), 'After typing TK4999 the one row left is not TK4999.');
    console.log(`✔ typing ${searchText} narrows 5,000 → 1: ${counts.join(', ')}`);
    console.log(`  not recorded (offSpec): ${[...big.handler.offSpec].join('; ') || 'none'}`);
    await big.context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(`✘ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
