// The LI.FI widget (@lifi/widget 4.5.0 with its EVM provider, its README's basic setup) as a peer
// page of the benchmark. Its API (https://li.quest/v1) is another interface than the Portage
// sandbox's, so the page is answered from recorded responses (recorded/*.json, made from the
// sandbox's route lists and prices by record.mjs: see its header for how each file is made).
//
// At run time the handler reads only those files: `options.sandboxUrl` is not used (the
// recordings are rebuilt by `node bench/peers/lifi/record.mjs`, never on the fly), so the page
// sees the same answers on every run and the sandbox's timing does not enter its figures.
import { readFileSync } from 'node:fs';

/** @typedef {import('../peer.d.ts').PeerRequest} PeerRequest */
/** @typedef {import('../peer.d.ts').PeerAnswer} PeerAnswer */
/** @typedef {import('@lifi/types').ExtendedChain} ExtendedChain */
/** @typedef {import('@lifi/types').TokenExtended} TokenExtended */

const recorded = (name) => JSON.parse(readFileSync(new URL(`./recorded/${name}`, import.meta.url), 'utf8'));

/** The 5,000-token chain of the keystroke figure: named like e2e/browser.mjs `bigTokenSources()`. */
const BIG_CHAIN_ID = 999;
const BIG_TOKEN_COUNT = 5000;

/**
 * The chains and tokens answered in the 5,000-token variant: one chain ("Big Chain", built on the
 * recorded Ethereum entry) holding TK0 … TK4999 ("Token number 0" …), like the sandbox list the
 * benchmark gives Portage for the same figure. Logos point outside, blocked, as in that list.
 * @param {ExtendedChain} template
 */
function bigList(template) {
  const nativeToken = { ...template.nativeToken, chainId: BIG_CHAIN_ID };
  /** @type {ExtendedChain} */
  const chain = {
    ...template,
    key: 'big',
    name: 'Big Chain',
    id: BIG_CHAIN_ID,
    nativeToken,
    metamask: { ...template.metamask, chainId: `0x${BIG_CHAIN_ID.toString(16)}`, chainName: 'Big Chain' },
  };
  /** @type {TokenExtended[]} */
  const tokens = Array.from({ length: BIG_TOKEN_COUNT }, (_, i) => ({
    chainId: BIG_CHAIN_ID,
    address: `0x${i.toString(16).padStart(40, '0')}`,
    symbol: `TK${i}`,
    decimals: 18,
    name: `Token number ${i}`,
    logoURI: `https://cdn.example.invalid/${i}.png`,
    priceUSD: '1',
  }));
  return { chains: [chain], tokens: { [BIG_CHAIN_ID]: tokens } };
}

const json = (status, body) => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** LI.FI's error body: a message and an `ErrorCode` of @lifi/types (1003 NotFoundError). */
const notFound = (message) => json(404, { message, code: 1003 });

/** Values of a comma-separated (or repeated) query parameter. */
function listParam(url, name) {
  return url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The search LI.FI's /tokens applies: symbol or name containing the text, or the exact address. */
function matchesSearch(token, search) {
  const text = search.toLowerCase();
  return (
    token.symbol.toLowerCase().includes(text) ||
    token.name.toLowerCase().includes(text) ||
    token.address.toLowerCase() === text
  );
}

/** @type {import('../peer.d.ts').Peer} */
export default {
  id: 'lifi',
  label: '@lifi/widget 4.5.0',
  hosts: ['li.quest'],
  usableDefinition:
    'The chain list (GET li.quest/v1/chains) and token list (GET /v1/tokens) have been answered ' +
    "(the page's resource timing holds both, without an error status), so the token selectors " +
    'show the sandbox\'s chains and tokens; and the form is interactable: its "From" token button ' +
    'is enabled and its amount field ("Send", input[name=fromAmount]) is a visible, enabled, ' +
    'editable input, with no loading skeleton in the form. (The widget draws the same form before ' +
    'its lists arrive, so the form alone does not say the data is there.)',
  isUsable: () => {
    const answered = (path) =>
      performance.getEntriesByType('resource').some((entry) => {
        const url = new URL(entry.name);
        const status = /** @type {PerformanceResourceTiming} */ (entry).responseStatus ?? 0;
        return url.hostname === 'li.quest' && url.pathname === path && entry.responseEnd > 0 && status < 400;
      });
    if (!answered('/v1/chains') || !answered('/v1/tokens')) return false;
    const form = document.querySelector('[id^="widget-app-expanded-container"]');
    if (!form || form.querySelector('.MuiSkeleton-root')) return false;
    const from = [...form.querySelectorAll('button')].find(
      (button) => button.querySelector('p')?.textContent?.trim() === 'From',
    );
    if (!from || from.disabled || from.getAttribute('aria-disabled') === 'true') return false;
    const amount = form.querySelector('input[name="fromAmount"]');
    if (!(amount instanceof HTMLInputElement) || amount.disabled || amount.readOnly) return false;
    const box = amount.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  },
  createHandler(options) {
    const chainsFile = recorded('chains.json');
    const lists = options?.bigTokenList
      ? bigList(chainsFile.chains[0])
      : { chains: chainsFile.chains, tokens: recorded('tokens.json').tokens };
    const tools = recorded('tools.json');
    const connections = recorded('connections.json');
    const routeRequest = recorded('routes-request.json');
    const routes = recorded('routes.json');
    const gasSuggestion = recorded('gas-suggestion.json');
    /** @type {Set<string>} */
    const offSpec = new Set();

    /** @param {PeerRequest} request @returns {Promise<PeerAnswer>} */
    async function handle({ method, url, body }) {
      const path = url.pathname.replace(/\/+$/, '');
      if (method === 'GET' && path === '/v1/chains') {
        const types = listParam(url, 'chainTypes');
        const chains = types.length ? lists.chains.filter((c) => types.includes(c.chainType)) : lists.chains;
        return json(200, { chains });
      }
      if (method === 'GET' && path === '/v1/tokens') {
        const types = listParam(url, 'chainTypes');
        const chainsAsked = listParam(url, 'chains');
        const search = url.searchParams.get('search')?.trim();
        const tokens = {};
        for (const chain of lists.chains) {
          if (types.length && !types.includes(chain.chainType)) continue;
          if (
            chainsAsked.length &&
            !chainsAsked.includes(String(chain.id)) &&
            !chainsAsked.includes(chain.key)
          ) {
            continue;
          }
          const list = lists.tokens[chain.id] ?? [];
          const found = search ? list.filter((token) => matchesSearch(token, search)) : list;
          if (found.length) tokens[chain.id] = found;
        }
        return json(200, { tokens });
      }
      if (method === 'GET' && path === '/v1/token') {
        const chain = url.searchParams.get('chain') ?? '';
        const wanted = (url.searchParams.get('token') ?? '').toLowerCase();
        const onChain = lists.chains.find((c) => String(c.id) === chain || c.key === chain);
        const token = (onChain ? (lists.tokens[onChain.id] ?? []) : []).find(
          (t) => t.address.toLowerCase() === wanted || t.symbol.toLowerCase() === wanted,
        );
        if (token) return json(200, token);
        offSpec.add('GET /v1/token (a token not in the recorded list: 404)');
        return notFound(`No token ${wanted} on chain ${chain}.`);
      }
      if (method === 'GET' && path === '/v1/tools') return json(200, tools);
      if (method === 'GET' && path === '/v1/connections') {
        const fromChain = url.searchParams.get('fromChain');
        const toChain = url.searchParams.get('toChain');
        const fromToken = url.searchParams.get('fromToken')?.toLowerCase();
        const toToken = url.searchParams.get('toToken')?.toLowerCase();
        const found = connections.connections
          .filter(
            (c) =>
              (!fromChain || String(c.fromChainId) === fromChain) &&
              (!toChain || String(c.toChainId) === toChain),
          )
          .map((c) => ({
            ...c,
            fromTokens: fromToken
              ? c.fromTokens.filter((t) => t.address.toLowerCase() === fromToken)
              : c.fromTokens,
            toTokens: toToken ? c.toTokens.filter((t) => t.address.toLowerCase() === toToken) : c.toTokens,
          }))
          .filter((c) => c.fromTokens.length && c.toTokens.length);
        return json(200, { connections: found });
      }
      if (method === 'GET' && /^\/v1\/gas\/suggestion\/\d+$/.test(path)) return json(200, gasSuggestion);
      if (method === 'POST' && path === '/v1/advanced/routes') {
        let asked;
        try {
          asked = JSON.parse(body ?? '');
        } catch {
          return json(400, { message: 'The routes request is not JSON.', code: 1011 }); // ValidationError
        }
        const same = (a, b) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
        const isRecorded = [
          'fromChainId',
          'fromTokenAddress',
          'toChainId',
          'toTokenAddress',
          'fromAmount',
        ].every((field) => same(asked?.[field], routeRequest[field]));
        if (isRecorded) return json(200, routes);
        // Another pair or amount: no recording prices it, so no route (what LI.FI answers when none
        // is found), rather than a route that would not add up.
        offSpec.add('POST /v1/advanced/routes (a route or amount not recorded: no routes)');
        return json(200, { routes: [], unavailableRoutes: { filteredOut: [], failed: [] } });
      }
      offSpec.add(`${method} ${path} (not recorded: 404)`);
      return notFound(`${method} ${path} is not recorded for the benchmark.`);
    }

    return { handle, offSpec };
  },
  async openTokenSearch(page) {
    const form = page.locator('[id^="widget-app-expanded-container"]');
    await form.locator('button:has(p:text-is("From"))').first().click();
    const search = form.locator('input[name="tokenSearchFilter"]');
    await search.waitFor({ state: 'visible' });
    const listSelector = '[id^="widget-app-expanded-container"] ul.long-list';
    const list = page.locator(listSelector).first();
    await list.locator('li').first().waitFor({ state: 'visible' });
    await search.focus();
    // The list is virtual (only the rows in view exist): its height is one row per token.
    const { rows, first } = await list.evaluate((ul) => {
      const row = ul.querySelector('li');
      const rowHeight = row?.getBoundingClientRect().height || 1;
      return {
        rows: Math.floor(ul.getBoundingClientRect().height / rowHeight),
        first: row?.textContent ?? '',
      };
    });
    // The 5,000-token variant starts with TK0; the recorded list is searched for one symbol.
    return { listSelector, searchText: /TK0(?!\d)/.test(first) ? 'TK4999' : 'USDC', listSize: rows };
  },
};
