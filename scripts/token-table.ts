/**
 * Portage's own token facts, made at build time (docs/architecture.md, "Token facts").
 *
 * Reads maintained public lists shipped as npm packages, keeps only what the deposit check needs
 * (the natives, the stablecoins, the wrapped natives and WBTC of every mainnet they list), adds
 * the hand-kept rows (src/chains/kit/tokens/hand-kept.ts), and serves the result as the virtual
 * module `virtual:portage-token-table`: a default export of a `TokenTable`, a few KB, which the
 * widget loads with the deposit code only (src/chains/kit/tokens/load.ts).
 *
 * - EVM: `@uniswap/default-token-list` (by chain id; testnets left out); each chain's native coin
 *   from viem's chain list (`nativeCurrency`), only where it has the usual 18 decimals.
 * - Solana: `@solana/spl-token-registry` (mainnet-beta), checked against the Uniswap list's
 *   Solana entries (chain id 501000101): the build fails where the two lists disagree.
 * - Fuel: fuels' asset list (`rawAssets`, by Fuel chain id), for the base asset ids and tokens.
 *
 * A contract listed twice on one network with different decimals fails the build; a symbol
 * listed twice on one network is never canonical.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CHAIN_IDS, rawAssets } from 'fuels';
import * as viemChains from 'viem/chains';
import type { Plugin } from 'vite';
import {
  FUEL_NETWORK_CHAIN_IDS,
  HAND_KEPT_EVM,
  HAND_KEPT_FUEL_BASE_ASSETS,
  HAND_KEPT_NETWORKS,
} from '../src/chains/kit/tokens/hand-kept.ts';
import type { TokenFact, TokenTable } from '../src/chains/kit/tokens/types.ts';

export const TOKEN_TABLE_ID = 'virtual:portage-token-table';
const RESOLVED_ID = `\0${TOKEN_TABLE_ID}`;

const require = createRequire(import.meta.url);

interface ListToken {
  chainId: number;
  address: string;
  symbol: string;
  decimals: number;
}

function readList(pkg: string, file: string): { version: string; tokens: ListToken[] } {
  const dir = dirname(require.resolve(`${pkg}/package.json`));
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const list = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { tokens: ListToken[] };
  return { version, tokens: list.tokens };
}

/** Stablecoins (USD and EUR) by symbol, bridged spellings included. */
const STABLECOINS = new Set(
  [
    'USDC',
    'USDC.e',
    'USDbC',
    'USDT',
    'USDT0',
    'USDT.e',
    'DAI',
    'DAI.e',
    'PYUSD',
    'USDS',
    'USDe',
    'FDUSD',
    'TUSD',
    'USDP',
    'GUSD',
    'LUSD',
    'BUSD',
    'USDG',
    'RLUSD',
    'USD1',
    'FRAX',
    'crvUSD',
    'EURC',
  ].map((symbol) => symbol.toUpperCase()),
);
/** Symbols whose one contract per network the issuer names: a list naming another is refused. */
const CANONICAL = new Set(['USDC', 'USDT']);
/** The chain id the Uniswap list gives Solana mainnet. */
const UNISWAP_SOLANA = 501000101;
/** spl-token-registry's chain id of mainnet-beta. */
const SOLANA_MAINNET_BETA = 101;
const WRAPPED_SOL = 'So11111111111111111111111111111111111111112';
/** Test networks the Uniswap list still carries, in case viem does not mark one. */
const TESTNETS = new Set([
  3, 4, 5, 42, 69, 420, 80001, 80002, 84531, 84532, 421613, 421614, 11155111, 11155420,
]);

type Chain = { id: number; testnet?: boolean; nativeCurrency: { symbol: string; decimals: number } };
const CHAINS = new Map<number, Chain>();
for (const chain of Object.values(viemChains) as Chain[]) {
  if (typeof chain === 'object' && chain && typeof chain.id === 'number' && !CHAINS.has(chain.id)) {
    CHAINS.set(chain.id, chain);
  }
}

function wanted(token: ListToken, nativeSymbol: string | undefined): boolean {
  const symbol = token.symbol.toUpperCase();
  return (
    STABLECOINS.has(symbol) ||
    symbol === 'WBTC' ||
    (nativeSymbol !== undefined && symbol === `W${nativeSymbol.toUpperCase()}`)
  );
}

/** The rows of `key`, made empty the first time. */
function rowsOf(table: Record<string, TokenFact[]>, key: string): TokenFact[] {
  let rows = table[key];
  if (!rows) {
    rows = [];
    table[key] = rows;
  }
  return rows;
}

/** Adds `fact` to `rows`, failing on a contract given twice with other decimals. */
function add(rows: TokenFact[], fact: TokenFact, where: string): void {
  const key = fact.contract?.toLowerCase() ?? null;
  const same = rows.find((row) => (row.contract?.toLowerCase() ?? null) === key);
  if (same) {
    if (same.decimals !== fact.decimals) {
      throw new Error(
        `token table: ${where} ${fact.symbol} (${fact.contract ?? 'native'}) has ${same.decimals} decimals in ${same.source} but ${fact.decimals} in ${fact.source}`,
      );
    }
    return;
  }
  rows.push(fact);
}

/** A list's row: canonical when its symbol is one of `CANONICAL` (kept only if unique, below). */
function listFact(token: ListToken, source: string): TokenFact {
  const fact: TokenFact = { symbol: token.symbol, contract: token.address, decimals: token.decimals, source };
  if (CANONICAL.has(token.symbol)) fact.canonical = true;
  return fact;
}

/** Canonical stays only on a symbol listed once on the network. */
function markCanonical(rows: TokenFact[]): TokenFact[] {
  return rows.map((row) => {
    const { canonical, ...rest } = row;
    const unique =
      rows.filter((other) => other.symbol.toUpperCase() === row.symbol.toUpperCase()).length === 1;
    return canonical && unique ? { ...rest, canonical } : rest;
  });
}

function withoutChecked(rows: readonly (TokenFact & { checked?: string })[]): TokenFact[] {
  return rows.map(({ checked: _checked, ...fact }) => fact);
}

export function buildTokenTable(): TokenTable {
  const uniswap = readList('@uniswap/default-token-list', 'build/uniswap-default.tokenlist.json');
  const uniswapSource = `@uniswap/default-token-list@${uniswap.version}`;
  const spl = readList('@solana/spl-token-registry', 'dist/main/tokens/solana.tokenlist.json');
  const splSource = `@solana/spl-token-registry@${spl.version}`;

  const evm: Record<string, TokenFact[]> = {};
  for (const token of uniswap.tokens) {
    if (token.chainId === UNISWAP_SOLANA) continue;
    const chain = CHAINS.get(token.chainId);
    // A chain viem does not know or marks as a test network is left out.
    if (!chain || chain.testnet || TESTNETS.has(token.chainId)) continue;
    if (!wanted(token, chain.nativeCurrency.symbol)) continue;
    const rows = rowsOf(evm, String(token.chainId));
    add(rows, listFact(token, uniswapSource), `chain ${token.chainId}`);
  }
  for (const [chainId, rows] of Object.entries(evm)) {
    const native = CHAINS.get(Number(chainId))?.nativeCurrency;
    if (native?.decimals === 18) {
      add(
        rows,
        { symbol: native.symbol, contract: null, decimals: 18, source: 'viem/chains nativeCurrency' },
        `chain ${chainId}`,
      );
    }
  }
  for (const [chainId, rows] of Object.entries(HAND_KEPT_EVM)) {
    const target = rowsOf(evm, chainId);
    for (const fact of withoutChecked(rows)) add(target, fact, `chain ${chainId}`);
  }

  const networks: Record<string, TokenFact[]> = {};
  // Solana: the registry's USDC, USDT and wrapped SOL that the Uniswap list also gives; the same
  // contract with other decimals in the two lists fails the build (`add`).
  const solana = rowsOf(networks, 'SOLANA_MAINNET');
  const onUniswap = new Map(
    uniswap.tokens.filter((token) => token.chainId === UNISWAP_SOLANA).map((token) => [token.address, token]),
  );
  for (const token of spl.tokens) {
    if (token.chainId !== SOLANA_MAINNET_BETA) continue;
    if (!CANONICAL.has(token.symbol) && token.address !== WRAPPED_SOL) continue;
    const second = onUniswap.get(token.address);
    if (!second) continue;
    add(solana, listFact(token, splSource), 'SOLANA_MAINNET');
    add(solana, listFact(second, uniswapSource), 'SOLANA_MAINNET');
  }
  for (const [name, rows] of Object.entries(HAND_KEPT_NETWORKS)) {
    const target = rowsOf(networks, name);
    for (const fact of withoutChecked(rows)) add(target, fact, name);
  }

  const fuelBaseAssets: TokenTable['fuelBaseAssets'] = { ...HAND_KEPT_FUEL_BASE_ASSETS };
  const fuelSource = `fuels rawAssets (@fuel-ts/account)`;
  for (const [name, chainId] of Object.entries(FUEL_NETWORK_CHAIN_IDS)) {
    const rows = rowsOf(networks, name);
    for (const asset of rawAssets) {
      for (const network of asset.networks) {
        if (network.type !== 'fuel' || network.chainId !== chainId) continue;
        const symbol = asset.symbol.toUpperCase();
        if (symbol === 'ETH') {
          fuelBaseAssets[name] = { assetId: network.assetId.toLowerCase(), source: fuelSource };
          add(rows, { symbol: 'ETH', contract: null, decimals: network.decimals, source: fuelSource }, name);
        } else if (STABLECOINS.has(symbol) || symbol === 'WETH') {
          const fact = {
            chainId,
            address: network.assetId.toLowerCase(),
            symbol: asset.symbol,
            decimals: network.decimals,
          };
          add(rows, listFact(fact, fuelSource), name);
        }
      }
    }
    if (!fuelBaseAssets[name])
      throw new Error(`token table: fuels gives no base asset for ${name} (chain ${chainId})`);
  }
  if (CHAIN_IDS.fuel.mainnet !== FUEL_NETWORK_CHAIN_IDS.FUEL_MAINNET) {
    throw new Error('token table: fuels no longer gives FUEL_MAINNET the chain id the hand-kept table does');
  }

  const canonical = (table: Record<string, TokenFact[]>) =>
    Object.fromEntries(Object.entries(table).map(([key, rows]) => [key, markCanonical(rows)]));
  return { evm: canonical(evm), networks: canonical(networks), fuelBaseAssets };
}

/** The Vite plugin serving `virtual:portage-token-table` (the build, the dev server and vitest). */
export function tokenTable(): Plugin {
  let code: string | undefined;
  return {
    name: 'portage-token-table',
    resolveId(id) {
      return id === TOKEN_TABLE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      code ??= `export default ${JSON.stringify(buildTokenTable())};\n`;
      return code;
    },
  };
}
