#!/usr/bin/env node
// Writes bench/peers/lifi/recorded/*.json: the LI.FI API's answers the peer page needs, in the shape
// of LI.FI's public types (@lifi/types 17.86.0, installed with the widget), built from the Portage
// sandbox's own route lists and prices. peer.mjs answers the page from these files only; run this
// again when the sandbox's catalog or pricing changes, and commit the result.
//
//   node bench/peers/lifi/record.mjs                  starts the sandbox itself on 127.0.0.1:8827
//   node bench/peers/lifi/record.mjs --sandbox <url>  reads a sandbox already running there
//
// The sandbox is the one `PORT=8827 HOST=127.0.0.1 SANDBOX_LOCAL_CHAINS=0 npx tsx service/main.ts`
// starts (no local chains, so the catalog is the fixed one); every read sends
// `X-SVC-APIKEY: portage-sandbox-key`. How each file is made:
//
// - chains.json (`ChainsResponse`: `ExtendedChain[]`): every network of GET /api/v2/networks of
//   type "evm" with a numeric chain_id that GET /api/v2/sources or /api/v2/destinations lists (the
//   widget's EVM provider is the only one on the page). id = chain_id; key = LI.FI's `ChainKey` for
//   that `ChainId` (enums of @lifi/types); name = display_name; logoURI = the sandbox's logo;
//   nativeToken = the network's `token`; metamask (`AddEthereumChainParameter`): chainId in hex,
//   the explorer's origin from transaction_explorer_template, rpcUrls = the sandbox's node_url;
//   multicallAddress = metadata.evm_multicall_contract.
// - tokens.json (`TokensExtendedResponse`: `TokenExtended[]` per chain id): the union of each such
//   network's active tokens in /sources and /destinations, in the sandbox's order. address =
//   contract, or the zero address for the native token (LI.FI's convention); symbol; decimals;
//   name = display_asset; coinKey = group; priceUSD = price_in_usd; logoURI = the sandbox's logo.
// - connections.json (`ConnectionsResponse`: `BasicConnection[]`): for each source token of each
//   such network, GET /api/v2/destinations?source_network=…&source_token=… narrowed to these
//   networks; one connection per (from chain, to chain) with the source tokens that reach it and
//   the destination tokens reached.
// - tools.json (`ToolsResponse`): the two providers the sandbox's quote `path` names: SANDBOX_BRIDGE
//   as a bridge for every (from chain, to chain) pair of connections.json, SANDBOX_DEX as an
//   exchange on each chain (logos drawn inline, like the sandbox's).
// - routes-request.json (`RoutesRequest`) and routes.json (`RoutesResponse` with one `Route`): the
//   one route the page is answered with, ROUTE below, priced by GET /api/v2/quote for exactly that
//   route and amount: toAmount = receive_amount, toAmountMin = min_receive_amount, the service and
//   network fees as `FeeCost`s (included: the sandbox takes them from the amount sent),
//   executionDuration = avg_completion_time, one `LiFiStep` whose includedSteps follow `path`
//   (a `CrossStep` carrying the amount after fees, then a `SwapStep`). Base units are exact
//   (decimal strings, bigint), rounded down; USD values are amount × price_in_usd.
// - gas-suggestion.json (`GasRecommendationResponse`): `{ available: false }`, with the reason: the
//   widget asks for it when both chains are chosen, and the sandbox has no gas top-up to map.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChainId, ChainKey, ChainType } from '@lifi/types';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../..');
const OUT = join(HERE, 'recorded');
const API_KEY = 'portage-sandbox-key';
const SANDBOX_PORT = 8797 + 30;
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/** The route the page is answered with: what the check (and the benchmark) choose and type. */
export const ROUTE = {
  fromNetwork: 'ETHEREUM_MAINNET',
  fromToken: 'ETH',
  toNetwork: 'ARBITRUM_MAINNET',
  toToken: 'USDC',
  amount: '0.1234',
};

/** @typedef {import('@lifi/types').ExtendedChain} ExtendedChain */
/** @typedef {import('@lifi/types').TokenExtended} TokenExtended */
/** @typedef {import('@lifi/types').Token} Token */
/** @typedef {import('@lifi/types').Route} Route */
/** @typedef {import('@lifi/types').RoutesRequest} RoutesRequest */
/** @typedef {import('@lifi/types').RoutesResponse} RoutesResponse */
/** @typedef {import('@lifi/types').ConnectionsResponse} ConnectionsResponse */
/** @typedef {import('@lifi/types').ToolsResponse} ToolsResponse */
/** @typedef {import('@lifi/types').GasRecommendationResponse} GasRecommendationResponse */
/** @typedef {import('@lifi/types').FeeCost} FeeCost */

// ── Exact decimals ────────────────────────────────────────────────────────────────────────────

/** A JSON number as the decimal string it was written as (no exponent), e.g. 3.334e-5 → "0.00003334". */
export function decimalOf(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`Expected a finite number from the sandbox, got ${JSON.stringify(value)}.`);
  }
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, whole, fraction = '', exponentText] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** "0.1234" with 18 decimals → 123400000000000000n; digits beyond `decimals` are dropped (rounded down). */
export function toBaseUnits(decimal, decimals) {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(decimal);
  if (!match) throw new Error(`"${decimal}" is not a plain non-negative decimal.`);
  const [, whole, fraction = ''] = match;
  return BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
}

/** Base units back to a decimal string without trailing zeros. */
export function fromBaseUnits(units, decimals) {
  const text = units.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The product of two decimal strings, exactly. */
export function multiplyDecimals(a, b) {
  const scaleOf = (text) => (text.split('.')[1] ?? '').length;
  const scale = scaleOf(a) + scaleOf(b);
  const product = toBaseUnits(a, scaleOf(a)) * toBaseUnits(b, scaleOf(b));
  return fromBaseUnits(product, scale);
}

/** The quotient a / b to `places` decimals, rounded down. */
function divideDecimals(a, b, places) {
  const scale = Math.max((a.split('.')[1] ?? '').length, (b.split('.')[1] ?? '').length);
  const quotient = (toBaseUnits(a, scale) * 10n ** BigInt(places)) / toBaseUnits(b, scale);
  return fromBaseUnits(quotient, places);
}

// ── Reading the sandbox ───────────────────────────────────────────────────────────────────────

async function readSandbox(base, path) {
  const response = await fetch(`${base}/api/v2${path}`, { headers: { 'X-SVC-APIKEY': API_KEY } });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body || body.error) {
    throw new Error(
      `The sandbox answered GET ${path} with ${response.status}: ${JSON.stringify(body?.error)}`,
    );
  }
  return body.data;
}

/** Starts the sandbox without local chains; resolves once it answers. */
async function startSandbox(port) {
  const url = `http://127.0.0.1:${port}`;
  const answers = await fetch(`${url}/api/v2/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (answers) {
    throw new Error(
      `Something already answers on ${url}: pass --sandbox ${url} to read it, or stop it first.`,
    );
  }
  const child = spawn('npx', ['tsx', 'service/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX_LOCAL_CHAINS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited (${child.exitCode}) before answering.`);
    try {
      const response = await fetch(`${url}/api/v2/health`);
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  stop();
  throw new Error(`The sandbox did not answer on ${url} within 60 s.`);
}

// ── Mapping to LI.FI's types ──────────────────────────────────────────────────────────────────

/** LI.FI's chain key for a chain id, from the enums of @lifi/types; the sandbox's name otherwise. */
function chainKeyOf(id, sandboxName) {
  const name = Object.keys(ChainId).find((key) => ChainId[key] === id);
  return (name && ChainKey[name]) || sandboxName.toLowerCase().split('_')[0];
}

/** @returns {TokenExtended} */
function tokenOf(chainId, token) {
  return {
    chainId,
    address: token.contract || ZERO_ADDRESS,
    symbol: token.symbol,
    decimals: token.decimals,
    name: token.display_asset || token.symbol,
    coinKey: token.group || token.symbol,
    logoURI: token.logo,
    priceUSD: decimalOf(token.price_in_usd),
  };
}

/** @returns {ExtendedChain} */
function chainOf(network) {
  const id = Number(network.chain_id);
  const explorer = network.transaction_explorer_template
    ? `${new URL(network.transaction_explorer_template).origin}/`
    : undefined;
  return {
    key: chainKeyOf(id, network.name),
    chainType: ChainType.EVM,
    name: network.display_name,
    coin: network.token.group || network.token.symbol,
    id,
    mainnet: true,
    logoURI: network.logo,
    multicallAddress: network.metadata?.evm_multicall_contract,
    relayerSupported: false,
    metamask: {
      chainId: `0x${id.toString(16)}`,
      blockExplorerUrls: explorer ? [explorer] : [],
      chainName: network.display_name,
      nativeCurrency: {
        name: network.token.display_asset || network.token.symbol,
        symbol: network.token.symbol,
        decimals: network.token.decimals,
      },
      rpcUrls: [network.node_url ?? network.nodes?.[0]].filter(Boolean),
    },
    nativeToken: tokenOf(id, network.token),
  };
}

const isEvm = (network) => network.type === 'evm' && /^\d+$/.test(String(network.chain_id ?? ''));
const isActive = (token) => (token.status ?? 'active') === 'active';

/** A small round logo for a tool, drawn inline like the sandbox's (nothing to fetch). */
function toolLogo(initials, hue) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue},55%,42%)"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" ` +
    `font-size="24" font-weight="700" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const TOOLS = {
  SANDBOX_BRIDGE: {
    key: 'sandboxbridge',
    name: 'Sandbox Bridge',
    logoURI: toolLogo('SB', 265),
    type: 'cross',
  },
  SANDBOX_DEX: { key: 'sandboxdex', name: 'Sandbox DEX', logoURI: toolLogo('SD', 160), type: 'swap' },
};

function toolOf(provider) {
  const tool = TOOLS[provider];
  if (!tool) throw new Error(`The sandbox's quote goes through ${provider}, which record.mjs does not map.`);
  return tool;
}

/** "00:02:10.0000000" → 130 (seconds). */
function secondsOf(duration) {
  const match = /^(\d+):(\d\d):(\d\d)(?:\.\d+)?$/.exec(duration ?? '');
  if (!match) throw new Error(`avg_completion_time "${duration}" is not hh:mm:ss.`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/**
 * The one route: `quote` is the sandbox's /quote answer for ROUTE; fees are in the source token.
 * @returns {{ request: RoutesRequest, response: RoutesResponse }}
 */
function routeOf(quote, fromToken, toToken, bridgedToken) {
  const amount = ROUTE.amount;
  const fromAmount = toBaseUnits(amount, fromToken.decimals);
  const toAmount = toBaseUnits(decimalOf(quote.receive_amount), toToken.decimals);
  const toAmountMin = toBaseUnits(decimalOf(quote.min_receive_amount), toToken.decimals);
  const totalFee = toBaseUnits(decimalOf(quote.total_fee ?? 0), fromToken.decimals);
  const bridgedAmount = fromAmount - totalFee;
  const usd = (units, token) => multiplyDecimals(fromBaseUnits(units, token.decimals), token.priceUSD);
  /** @returns {FeeCost} */
  const fee = (name, description, value) => {
    const units = toBaseUnits(decimalOf(value), fromToken.decimals);
    return {
      name,
      description,
      percentage: divideDecimals(decimalOf(value), amount, 8),
      token: fromToken,
      amount: units.toString(),
      amountUSD: usd(units, fromToken),
      included: true,
    };
  };
  const feeCosts = [
    fee('Service fee', "The sandbox's service fee, taken from the amount sent.", quote.service_fee ?? 0),
    fee(
      'Network fee',
      "The sandbox's blockchain fee, taken from the amount sent.",
      quote.blockchain_fee ?? 0,
    ),
  ];
  const executionDuration = secondsOf(quote.avg_completion_time);
  const path = [...(quote.path ?? [])].sort((a, b) => a.order - b.order);
  if (path.length === 0) throw new Error("The sandbox's quote has no path.");
  const fromChainId = fromToken.chainId;
  const toChainId = toToken.chainId;
  const approvalAddress = ZERO_ADDRESS;
  // Each included step: the cross step moves the amount after fees to the destination chain in
  // the source asset (bridgedToken); a swap step there turns it into the destination token.
  const includedSteps = path.map(({ provider }, index) => {
    const tool = toolOf(provider);
    const isCross = tool.type === 'cross';
    const stepFrom = index === 0 ? fromToken : bridgedToken;
    const stepTo = isCross && path.length > 1 ? bridgedToken : toToken;
    const stepFromAmount = index === 0 ? fromAmount : bridgedAmount;
    const stepToAmount =
      stepTo === toToken
        ? toAmount
        : toBaseUnits(fromBaseUnits(bridgedAmount, stepFrom.decimals), stepTo.decimals);
    const stepToAmountMin = stepTo === toToken ? toAmountMin : stepToAmount;
    return {
      id: `portage-sandbox-step-${index + 1}`,
      type: tool.type,
      tool: tool.key,
      toolDetails: { key: tool.key, name: tool.name, logoURI: tool.logoURI },
      action: {
        fromChainId: index === 0 ? fromChainId : toChainId,
        fromAmount: stepFromAmount.toString(),
        fromToken: stepFrom,
        toChainId,
        toToken: stepTo,
        slippage: quote.slippage,
      },
      estimate: {
        tool: tool.key,
        fromAmount: stepFromAmount.toString(),
        fromAmountUSD: usd(stepFromAmount, stepFrom),
        toAmount: stepToAmount.toString(),
        toAmountMin: stepToAmountMin.toString(),
        toAmountUSD: usd(stepToAmount, stepTo),
        approvalAddress,
        feeCosts: index === 0 ? feeCosts : [],
        gasCosts: [],
        executionDuration: index === 0 ? executionDuration : 0,
      },
    };
  });
  const firstTool = toolOf(path[0].provider);
  const fromAmountUSD = usd(fromAmount, fromToken);
  const toAmountUSD = usd(toAmount, toToken);
  /** @type {Route} */
  const route = {
    id: 'portage-sandbox-route-1',
    insurance: { state: 'NOT_INSURABLE', feeAmountUsd: '0' },
    fromChainId,
    fromAmountUSD,
    fromAmount: fromAmount.toString(),
    fromToken,
    toChainId,
    toAmountUSD,
    toAmount: toAmount.toString(),
    toAmountMin: toAmountMin.toString(),
    toToken,
    gasCostUSD: '0',
    containsSwitchChain: false,
    steps: [
      {
        id: 'portage-sandbox-step',
        type: 'lifi',
        tool: firstTool.key,
        toolDetails: { key: firstTool.key, name: firstTool.name, logoURI: firstTool.logoURI },
        action: {
          fromChainId,
          fromAmount: fromAmount.toString(),
          fromToken,
          toChainId,
          toToken,
          slippage: quote.slippage,
        },
        estimate: {
          tool: firstTool.key,
          fromAmount: fromAmount.toString(),
          fromAmountUSD,
          toAmount: toAmount.toString(),
          toAmountMin: toAmountMin.toString(),
          toAmountUSD,
          approvalAddress,
          feeCosts,
          gasCosts: [],
          executionDuration,
        },
        includedSteps,
      },
    ],
    tags: ['RECOMMENDED', 'CHEAPEST', 'FASTEST'],
  };
  return {
    request: {
      fromChainId,
      fromAmount: fromAmount.toString(),
      fromTokenAddress: fromToken.address,
      toChainId,
      toTokenAddress: toToken.address,
    },
    response: { routes: [route], unavailableRoutes: { filteredOut: [], failed: [] } },
  };
}

// ── Recording ─────────────────────────────────────────────────────────────────────────────────

/** Reads the sandbox at `base` and returns every file's content, by file name. */
export async function buildRecordings(base) {
  const [networks, sources, destinations] = await Promise.all([
    readSandbox(base, '/networks'),
    readSandbox(base, '/sources'),
    readSandbox(base, '/destinations'),
  ]);
  const listed = new Set([...sources, ...destinations].map((network) => network.name));
  const evmNetworks = networks.filter((network) => isEvm(network) && listed.has(network.name));
  if (evmNetworks.length === 0) throw new Error('The sandbox lists no EVM network to map.');
  const chainIdOf = new Map(evmNetworks.map((network) => [network.name, Number(network.chain_id)]));

  /** @type {Record<string, TokenExtended[]>} */
  const tokens = {};
  for (const network of evmNetworks) {
    const chainId = chainIdOf.get(network.name);
    const seen = new Set();
    tokens[chainId] = [];
    for (const list of [sources, destinations]) {
      for (const token of list.find((n) => n.name === network.name)?.tokens ?? []) {
        if (!isActive(token) || seen.has(token.symbol)) continue;
        seen.add(token.symbol);
        tokens[chainId].push(tokenOf(chainId, token));
      }
    }
  }
  const tokenBySymbol = (chainId, symbol) => {
    const token = tokens[chainId]?.find((t) => t.symbol === symbol);
    if (!token) throw new Error(`The sandbox lists no ${symbol} on chain ${chainId}.`);
    return token;
  };

  // Connections: per source token, where the sandbox says it can go (EVM networks only).
  const pairs = new Map();
  for (const network of sources.filter((n) => chainIdOf.has(n.name))) {
    const fromChainId = chainIdOf.get(network.name);
    for (const token of (network.tokens ?? []).filter(isActive)) {
      const query = new URLSearchParams({ source_network: network.name, source_token: token.symbol });
      const reachable = await readSandbox(base, `/destinations?${query}`);
      for (const destination of reachable.filter((n) => chainIdOf.has(n.name))) {
        const toChainId = chainIdOf.get(destination.name);
        const key = `${fromChainId}→${toChainId}`;
        const pair = pairs.get(key) ?? { fromChainId, toChainId, from: new Map(), to: new Map() };
        const from = tokenBySymbol(fromChainId, token.symbol);
        pair.from.set(from.address, { chainId: fromChainId, address: from.address });
        for (const reached of (destination.tokens ?? []).filter(isActive)) {
          const to = tokenBySymbol(toChainId, reached.symbol);
          pair.to.set(to.address, { chainId: toChainId, address: to.address });
        }
        pairs.set(key, pair);
      }
    }
  }
  /** @type {ConnectionsResponse} */
  const connections = {
    connections: [...pairs.values()].map((pair) => ({
      fromChainId: pair.fromChainId,
      toChainId: pair.toChainId,
      fromTokens: [...pair.from.values()],
      toTokens: [...pair.to.values()],
    })),
  };

  // The one route, priced by the sandbox.
  const query = new URLSearchParams({
    source_network: ROUTE.fromNetwork,
    source_token: ROUTE.fromToken,
    destination_network: ROUTE.toNetwork,
    destination_token: ROUTE.toToken,
    amount: ROUTE.amount,
  });
  const { quote } = await readSandbox(base, `/quote?${query}`);
  const fromChainId = chainIdOf.get(ROUTE.fromNetwork);
  const toChainId = chainIdOf.get(ROUTE.toNetwork);
  if (fromChainId === undefined || toChainId === undefined) {
    throw new Error(`ROUTE names a network the sandbox does not list as EVM: ${JSON.stringify(ROUTE)}.`);
  }
  const routes = routeOf(
    quote,
    tokenBySymbol(fromChainId, ROUTE.fromToken),
    tokenBySymbol(toChainId, ROUTE.toToken),
    tokenBySymbol(toChainId, ROUTE.fromToken),
  );

  const chainIds = [...chainIdOf.values()];
  /** @type {ToolsResponse} */
  const tools = {
    bridges: [
      {
        key: TOOLS.SANDBOX_BRIDGE.key,
        name: TOOLS.SANDBOX_BRIDGE.name,
        logoURI: TOOLS.SANDBOX_BRIDGE.logoURI,
        supportedChains: connections.connections.map(({ fromChainId, toChainId }) => ({
          fromChainId,
          toChainId,
        })),
      },
    ],
    exchanges: [
      {
        key: TOOLS.SANDBOX_DEX.key,
        name: TOOLS.SANDBOX_DEX.name,
        logoURI: TOOLS.SANDBOX_DEX.logoURI,
        supportedChains: chainIds,
      },
    ],
  };
  /** @type {GasRecommendationResponse} */
  const gasSuggestion = {
    available: false,
    message: 'The Portage sandbox has no gas top-up to offer through this interface.',
  };

  return {
    'chains.json': { chains: evmNetworks.map(chainOf) },
    'tokens.json': { tokens },
    'connections.json': connections,
    'tools.json': tools,
    'routes-request.json': routes.request,
    'routes.json': routes.response,
    'gas-suggestion.json': gasSuggestion,
  };
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--sandbox');
  let sandbox = at >= 0 ? { url: args[at + 1]?.replace(/\/$/, ''), stop: () => {} } : null;
  if (at >= 0 && !sandbox?.url)
    throw new Error('--sandbox takes the sandbox origin, e.g. http://127.0.0.1:8827');
  sandbox ??= await startSandbox(SANDBOX_PORT);
  try {
    const files = await buildRecordings(sandbox.url);
    mkdirSync(OUT, { recursive: true });
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(join(OUT, name), `${JSON.stringify(content, null, 2)}\n`);
      console.log(`wrote bench/peers/lifi/recorded/${name}`);
    }
    // In the repository's JSON style (biome), so that recording again changes only what changed.
    const format = spawnSync('npx', ['biome', 'format', '--write', OUT], { cwd: ROOT, stdio: 'inherit' });
    if (format.status !== 0) throw new Error('biome could not format the recorded files.');
  } finally {
    sandbox.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
