/**
 * The connected source wallet's balances where the route is chosen: the From picker's token list
 * shows them and puts what the person holds first; its network list marks the EVM networks that
 * hold something.
 *
 * Nothing here loads a wallet module: the wallet is used only when it is already loaded
 * (`useLoadedWallet`). A family with a node balance reader in the registry (EVM: one JSON-RPC batch
 * per network, no SDK) reads through it; the other families read through their loaded wallet module,
 * token by token, for the network being looked at only. Reads never fail and never block a list:
 * an unknown balance is null, and the lists render before any balance arrives.
 */
import { type QueryClient, queryOptions, skipToken, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RouteNetwork, RouteToken } from '../api/types';
import { FAMILIES, familyOf } from '../chains/families';
import type { Balances, FamilyWallet, NodeBalanceReader } from '../chains/kit/contract';
import { nodeUrlOf } from '../chains/kit/node';
import { formatUnits } from '../lib/amount';
import { useLoadedWallet } from '../wallets/host';
import { activeTokens, type Side } from './route';

export type { Balances } from '../chains/kit/contract';

/** Every balance query starts with this key: invalidating it reads them all again. */
export const BALANCES_KEY = ['portage', 'balances'] as const;
/** The route step's own balance of the source token (src/swap/useSourceBalance.ts). */
export const WALLET_BALANCE_KEY = ['portage', 'wallet-balance'] as const;
export const BALANCES_STALE_MS = 15_000;
/** Tokens asked in one node batch (nodes refuse very large batches): the source side's first ones. */
export const EVM_BALANCE_TOKENS = 100;
/** Tokens read one by one through a wallet module: the source side's first ones. */
export const WALLET_BALANCE_TOKENS = 20;
/** How long a wallet module has for one token's balance before it counts as unknown. */
export const WALLET_READ_TIMEOUT_MS = 8_000;

/**
 * A network's balances for an address. The tokens read are part of it: a route list narrowed by
 * the other side lists fewer of a network's tokens than the full one, and its read must not
 * stand in for theirs.
 */
export function balancesKey(
  family: string,
  address: string,
  network: string,
  tokens: readonly { symbol: string }[],
) {
  return [...BALANCES_KEY, family, address, network, tokens.map((token) => token.symbol).join(',')] as const;
}

/** After a deposit: every balance shown (the pickers', the route step's) is read again. */
export function refreshBalances(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: BALANCES_KEY });
  void client.invalidateQueries({ queryKey: WALLET_BALANCE_KEY });
}

/** The tokens whose balances are read on a network: its active ones in the source side's order. */
export function balanceTokens(network: RouteNetwork, cap: number): RouteToken[] {
  const rank = (token: RouteToken) => token.source_rank ?? Number.MAX_SAFE_INTEGER;
  return activeTokens(network)
    .sort((a, b) => rank(a) - rank(b) || a.symbol.localeCompare(b.symbol))
    .slice(0, cap);
}

/** A balance read as a query; `read` null: nothing to read (the query never runs). */
function balancesQuery(
  queryKey: readonly unknown[],
  read: ((signal: AbortSignal) => Promise<Balances>) | null,
) {
  return queryOptions({
    queryKey,
    queryFn: read ? ({ signal }) => read(signal) : skipToken,
    staleTime: BALANCES_STALE_MS,
    // Reads resolve (null where unknown) and never fail: nothing to retry.
    retry: false,
  });
}

/** The balances of a network's first tokens straight from its node, through the family's reader. */
function nodeBalancesQuery(read: NodeBalanceReader, address: string, network: RouteNetwork) {
  const url = nodeUrlOf(network);
  const tokens = balanceTokens(network, EVM_BALANCE_TOKENS);
  return balancesQuery(
    balancesKey(network.type ?? '', address, network.name, tokens),
    url ? (signal) => read({ url, owner: address, tokens, signal }) : null,
  );
}

/** A wallet module's answer for one token: a balance, or null (refused, nonsense or too slow). */
async function readOne(
  wallet: Pick<FamilyWallet, 'readBalance'>,
  network: RouteNetwork,
  token: RouteToken,
  timeoutMs: number,
): Promise<bigint | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const value = await Promise.race([wallet.readBalance(network, token), late]);
    return typeof value === 'bigint' && value >= 0n ? value : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The balances of a network's first tokens through a loaded wallet module; never throws. */
export async function readWalletBalances(
  wallet: Pick<FamilyWallet, 'readBalance'>,
  network: RouteNetwork,
  options: { cap?: number; timeoutMs?: number } = {},
): Promise<Balances> {
  const tokens = balanceTokens(network, options.cap ?? WALLET_BALANCE_TOKENS);
  const timeoutMs = options.timeoutMs ?? WALLET_READ_TIMEOUT_MS;
  const values = await Promise.all(tokens.map((token) => readOne(wallet, network, token, timeoutMs)));
  return new Map(tokens.map((token, index) => [token.symbol, values[index] ?? null]));
}

function walletBalancesQuery(wallet: FamilyWallet, address: string, network: RouteNetwork) {
  const tokens = balanceTokens(network, WALLET_BALANCE_TOKENS);
  return balancesQuery(balancesKey(wallet.family, address, network.name, tokens), () =>
    readWalletBalances(wallet, network),
  );
}

const NO_BALANCES = balancesQuery([...BALANCES_KEY, null], null);

/**
 * The source wallet's balances of the tokens of `network`, or undefined while there is none to
 * show (the To side, no loaded wallet of the network's family, no connected address, not read yet).
 */
export function useTokenBalances(network: RouteNetwork | null | undefined, side: Side): Balances | undefined {
  const family = side === 'from' ? network?.type : undefined;
  const wallet = useLoadedWallet(family);
  const address = wallet?.address ?? null;
  let options = NO_BALANCES;
  if (network && wallet && address) {
    const read = familyOf(family)?.nodeBalances;
    options = read
      ? nodeBalancesQuery(read, address, network)
      : walletBalancesQuery(wallet, address, network);
  }
  return useQuery(options).data;
}

/** Whether any balance is above zero. */
export function holdsAny(balances: Balances | undefined): boolean {
  if (!balances) return false;
  for (const value of balances.values()) if (value !== null && value > 0n) return true;
  return false;
}

/** One character per query, in order: "1" where the network holds something. A string: stable. */
const heldFlags = (results: readonly { data?: Balances | undefined }[]) =>
  results.map((result) => (holdsAny(result.data) ? '1' : '0')).join('');

/**
 * The EVM networks of the From side's list where the connected EVM wallet holds something: one
 * batch per network (the same read as its token list's), only while an EVM wallet is connected.
 */
export function useHeldNetworks(
  networks: readonly RouteNetwork[] | undefined,
  side: Side,
): ReadonlySet<string> {
  const wallet = useLoadedWallet(side === 'from' ? 'evm' : undefined);
  const address = wallet?.address ?? null;
  const evm = useMemo(
    () =>
      address
        ? (networks ?? []).filter(
            (network) =>
              network.type === 'evm' && nodeUrlOf(network) !== undefined && activeTokens(network).length > 0,
          )
        : [],
    [networks, address],
  );
  const flags = useQueries({
    queries: address
      ? evm.map((network) => nodeBalancesQuery(FAMILIES.evm.nodeBalances, address, network))
      : [],
    combine: heldFlags,
  });
  return useMemo(
    () => new Set(evm.filter((_, index) => flags[index] === '1').map((network) => network.name)),
    [evm, flags],
  );
}

/** Held tokens first, each group in its given order (a stable partition). */
export function heldFirst<T extends { symbol: string }>(
  tokens: readonly T[],
  balances: Balances | undefined,
): readonly T[] {
  if (!holdsAny(balances)) return tokens;
  const held: T[] = [];
  const rest: T[] = [];
  for (const token of tokens) {
    const value = balances?.get(token.symbol) ?? null;
    (value !== null && value > 0n ? held : rest).push(token);
  }
  return [...held, ...rest];
}

/** Significant fraction digits a balance shows in a list; the rest is cut, never rounded up. */
export const BALANCE_SIGNIFICANT_DECIMALS = 6;

export interface BalanceText {
  /** Every digit ("9999.999832154"). */
  exact: string;
  /** What a list shows: at most 6 fraction digits after the first non-zero one, cut ("9999.999832"). */
  short: string;
  /** `short` has fewer digits than `exact`. */
  shortened: boolean;
}

/** A balance as exact decimal text and as a list shows it; null when it cannot be written. */
export function balanceText(value: bigint, decimals: number | undefined): BalanceText | null {
  if (decimals === undefined || value < 0n) return null;
  let exact: string;
  try {
    exact = formatUnits(value, decimals);
  } catch {
    return null;
  }
  const [int = '0', fraction = ''] = exact.split('.');
  const leadingZeros = int === '0' ? fraction.length - fraction.replace(/^0+/, '').length : 0;
  const kept = fraction.slice(0, leadingZeros + BALANCE_SIGNIFICANT_DECIMALS).replace(/0+$/, '');
  const short = kept ? `${int}.${kept}` : int;
  return { exact, short, shortened: short !== exact };
}
