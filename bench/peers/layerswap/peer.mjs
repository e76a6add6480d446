// The public service's own widget (@layerswap/widget 1.1.3, its README's getting-started page)
// pointed at the sandbox: the page keeps calling https://api.layerswap.io/api/v2/…, and the browser
// (Playwright routes in the tests, the benchmark's gateway) hands those requests to this handler,
// which sends them to the sandbox at the same path and query with the sandbox's key header.
import { bigTokenSources } from '../../../e2e/browser.mjs';

/**
 * The sandbox's endpoints (the v2 spec's, and the two compatibility ones the widget asks for on
 * its way to a quote: /source_exchanges and /limits). A request to one of them goes to the sandbox.
 */
const SANDBOX_PATHS = [
  /^\/api\/v2\/(health|networks|sources|source_exchanges|destinations|quote|detailed_quote|limits|exchanges)$/,
  /^\/api\/v2\/swaps$/,
  /^\/api\/v2\/swaps\/[^/]+(\/deposit_speedup)?$/,
];

/**
 * Endpoints the widget's code calls that the sandbox does not have, with the empty answer each
 * needs (its code reads these shapes). Running the page against the sandbox with every request
 * logged, none of them is called on the way to a quote (e2e/layerswap-widget.spec.ts asserts it);
 * they come with an exchange chosen, a connected wallet (history, campaigns) or a swap underway.
 * Any other path the sandbox lacks gets `{ data: [] }`. Checked before SANDBOX_PATHS, since
 * /swaps/internal looks like a swap id.
 * @type {Record<string, () => unknown>}
 */
const OFF_SPEC = {
  '/api/v2/swaps/internal': () => [],
  '/api/v2/exchange_withdrawal_networks': () => [],
  '/api/v2/transaction_status': () => null,
};

/** @type {import('../peer.d.ts').Peer} */
export default {
  id: 'layerswap',
  label: '@layerswap/widget 1.1.3',
  hosts: ['api.layerswap.io'],
  usableDefinition:
    "the swap form is on screen: its amount field (input#amount) is enabled and the 'Send from' section's " +
    "'Select token' button is enabled. " +
    'The widget draws a skeleton until /networks, /source_exchanges, /sources and /destinations have all answered, ' +
    'and its pickers list the networks from those answers, so a click then lists the networks.',
  isUsable: () => {
    const amount = document.querySelector('form input#amount');
    // The 'Send from' section: its label's row, and the row's parent holding the amount and picker.
    const section = document.querySelector('form label[for="From"]')?.parentElement?.parentElement;
    const buttons = section ? [...section.querySelectorAll('button')] : [];
    const picker = buttons.some((button) => !button.disabled && button.textContent?.includes('Select token'));
    return amount instanceof HTMLInputElement && !amount.disabled && picker;
  },
  createHandler(options) {
    const sandbox = options.sandboxUrl.replace(/\/+$/, '');
    /** @type {Set<string>} */
    const offSpec = new Set();
    return {
      offSpec,
      async handle({ method, url, headers, body }) {
        const path = url.pathname;
        if (OFF_SPEC[path] || !SANDBOX_PATHS.some((known) => known.test(path))) {
          offSpec.add(path);
          return json(200, { data: OFF_SPEC[path] ? OFF_SPEC[path]() : [], error: null });
        }
        if (options.bigTokenList && method === 'GET' && path === '/api/v2/sources') {
          return json(200, bigSources());
        }
        // The same request, to the sandbox: the widget's own key header is replaced by the
        // sandbox's, and only the headers that say what the body is go along.
        /** @type {Record<string, string>} */
        const forwarded = { 'x-svc-apikey': options.apiKey };
        for (const name of ['content-type', 'accept']) {
          if (headers[name]) forwarded[name] = headers[name];
        }
        const response = await fetch(`${sandbox}${path}${url.search}`, {
          method,
          headers: forwarded,
          body: method === 'GET' || method === 'HEAD' ? undefined : body,
        });
        return {
          status: response.status,
          headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
          body: await response.text(),
        };
      },
    };
  },
  async openTokenSearch(page) {
    // The source side's picker, with its search box focused. The picker lists the big network as
    // one row (its tokens behind it) and searches all its tokens as a person types: the first key
    // lists the 5,000 matches in its virtualized list. The row is left closed: opening it renders
    // all 5,000 token rows at once (not virtualized), which held the main thread ~30 s here.
    await page.getByRole('button', { name: 'Select token' }).first().click();
    const picker = page.locator('.openpicker');
    await picker.locator('[data-value="BIG_MAINNET"]').waitFor();
    await picker.getByPlaceholder('Search').focus();
    return {
      listSelector: '.openpicker > div:last-child',
      searchText: 'TK4999',
      listSize: JSON.parse(bigTokenSources()).data[0].tokens.length,
    };
  },
};

/**
 * The keystroke figure's list: `bigTokenSources()` (one network of 5,000 tokens, as Portage gets
 * it) plus what this widget requires of a source network to list it at all: `deposit_methods`
 * (without it the widget's form throws while grouping the networks by type).
 */
function bigSources() {
  const big = JSON.parse(bigTokenSources());
  for (const network of big.data) network.deposit_methods = ['deposit_address'];
  return big;
}

/** A JSON answer. */
function json(status, value) {
  return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) };
}
