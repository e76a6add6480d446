/**
 * The expected deposit held to Portage's own token facts (./types.ts; the table is made at build
 * time from maintained lists and the hand-kept rows, scripts/token-table.ts).
 *
 * The expected deposit is what the route lists said before the swap existed: the service's word.
 * For a token the table knows, the lists' contract and decimals must be the table's, and a
 * canonical symbol (the network's one USDC, USDT, native coin…) must name the table's contract;
 * a Fuel network's base asset id is the build's, never the lists'. Pure: the caller passes the
 * table (loaded with the deposit code: ./load.ts).
 */

import { tonAccount } from '../address/ton-form';
import { type ExpectedDeposit, isNativeToken } from '../expected';
import { DepositRefusal } from '../refusal';
import type { TokenFact, TokenTable } from './types';

export type TokenFactsCode =
  /** The table's decimals for this contract (or native coin) are not the lists'. */
  | 'TOKEN_DECIMALS'
  /** The lists name a canonical symbol with another contract than the table's. */
  | 'TOKEN_CONTRACT'
  /** The table's token of this symbol is the native coin; the lists name a contract. */
  | 'TOKEN_NOT_NATIVE'
  /** The table's token of this symbol is a contract; the lists name the native coin. */
  | 'TOKEN_NATIVE'
  /** The lists give a Fuel network another base asset id than the build pins. */
  | 'BASE_ASSET'
  /** The build pins no base asset id for this Fuel network. */
  | 'NO_BASE_ASSET';

export interface TokenFactsParams {
  token: string;
  network: string;
  /** The table's value (decimals, contract or base asset id), as text. */
  table: string;
  /** The route lists' value, as text. */
  list: string;
}

/** The route lists disagree with Portage's own token facts. */
export class TokenFactsError extends DepositRefusal<TokenFactsCode> {
  override readonly name = 'TokenFactsError';
  readonly params: TokenFactsParams;

  constructor(code: TokenFactsCode, params: TokenFactsParams) {
    super(code, englishSentence(code, params));
    this.params = params;
  }
}

const END = 'Portage shows no way to pay this swap: do not send anything for it; start a new swap.';

function englishSentence(code: TokenFactsCode, p: TokenFactsParams): string {
  switch (code) {
    case 'TOKEN_DECIMALS':
      return `Portage’s own token facts say ${p.token} on ${p.network} has ${p.table} decimals, but the route lists say ${p.list}, so the amount would be wrong. ${END}`;
    case 'TOKEN_CONTRACT':
      return `Portage’s own token facts say ${p.token} on ${p.network} is the contract ${p.table}, but the route lists name ${p.list}. ${END}`;
    case 'TOKEN_NOT_NATIVE':
      return `Portage’s own token facts say ${p.token} on ${p.network} is the network’s native coin, but the route lists name the contract ${p.list}. ${END}`;
    case 'TOKEN_NATIVE':
      return `Portage’s own token facts say ${p.token} on ${p.network} is the contract ${p.table}, but the route lists name the network’s native coin. ${END}`;
    case 'BASE_ASSET':
      return `Portage pins ${p.table} as the base asset of ${p.network}, but the route lists give ${p.list}. ${END}`;
    case 'NO_BASE_ASSET':
      return `Portage pins no base asset for ${p.network}, so it cannot check what a deposit there pays in. ${END}`;
  }
}

/**
 * Two spellings of one contract on one network: hex as numbers (EVM in any case, Starknet felts
 * with or without leading zeros, Fuel asset ids), TON addresses by account, anything else
 * (Solana mints, Tron addresses) exactly.
 */
export function sameTokenContract(family: string, a: string, b: string): boolean {
  const x = a.trim();
  const y = b.trim();
  if (/^0x[0-9a-f]+$/i.test(x) && /^0x[0-9a-f]+$/i.test(y)) return BigInt(x) === BigInt(y);
  if (family === 'ton') {
    const ax = tonAccount(x);
    return ax !== null && ax === tonAccount(y);
  }
  return x === y;
}

/** The table's rows for a network (the expected deposit's): by chain id on EVM, else by name. */
export function tableRowsFor(
  table: TokenTable,
  expected: Pick<ExpectedDeposit, 'network'>,
): readonly TokenFact[] {
  const { family, chainId, name } = expected.network;
  if (family === 'evm') return chainId ? (table.evm[chainId] ?? []) : [];
  return table.networks[name] ?? [];
}

export type TokenFactsResult =
  | { ok: true; expected: ExpectedDeposit }
  | { ok: false; refusal: TokenFactsError };

/**
 * Holds the expected deposit to the table. `networkName` names the network in the sentences (the
 * name the person saw). Returns the expectation to deposit by (on Fuel, with the build's base
 * asset id), or the refusal.
 */
export function checkTokenFacts(
  expected: ExpectedDeposit,
  table: TokenTable,
  networkName: string = expected.network.name,
): TokenFactsResult {
  const refuse = (code: TokenFactsCode, table = '', list = ''): TokenFactsResult => ({
    ok: false,
    refusal: new TokenFactsError(code, { token: expected.token.symbol, network: networkName, table, list }),
  });
  const { family } = expected.network;
  const token = expected.token;
  const rows = tableRowsFor(table, expected);
  const native = isNativeToken(token.contract);
  const contract = native ? null : String(token.contract);
  const symbol = token.symbol.trim().toUpperCase();

  const isThisToken = (row: TokenFact) =>
    row.contract === null || contract === null
      ? row.contract === contract
      : sameTokenContract(family, row.contract, contract);
  const known = rows.find(isThisToken);
  if (known && known.decimals !== token.decimals) {
    return refuse('TOKEN_DECIMALS', String(known.decimals), String(token.decimals));
  }
  // The network's one token of this symbol is another token than the lists name.
  const canonical = rows.find(
    (row) => row.canonical && row.symbol.trim().toUpperCase() === symbol && !isThisToken(row),
  );
  if (canonical?.contract === null) return refuse('TOKEN_NOT_NATIVE', '', contract ?? '');
  if (canonical && contract === null) return refuse('TOKEN_NATIVE', canonical.contract);
  if (canonical) return refuse('TOKEN_CONTRACT', canonical.contract ?? '', contract ?? '');

  if (family !== 'fuel') return { ok: true, expected };
  const pinned = table.fuelBaseAssets[expected.network.name];
  if (!pinned) return refuse('NO_BASE_ASSET');
  const listed = expected.baseAssetId?.trim();
  if (listed && !sameTokenContract(family, listed, pinned.assetId)) {
    return refuse('BASE_ASSET', pinned.assetId, listed);
  }
  return { ok: true, expected: { ...expected, baseAssetId: pinned.assetId } };
}
