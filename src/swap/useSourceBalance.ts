/**
 * The connected wallet's balance of the source token, read through its wallet module, and what
 * "Max" fills in: all of it, less the network fee reserve where the token is the one paying fees.
 */
import { useQuery } from '@tanstack/react-query';
import type { Network, RouteToken } from '../api/types';
import type { FamilyWallet } from '../chains/kit/contract';
import { formatUnits } from '../lib/amount';
import { WALLET_BALANCE_KEY } from './useBalances';

export function useSourceBalance(
  wallet: FamilyWallet | null,
  network: Network | undefined,
  token: RouteToken | undefined,
) {
  const address = wallet?.address ?? null;
  const query = useQuery({
    queryKey: [...WALLET_BALANCE_KEY, wallet?.family, address, network?.name, token?.symbol],
    queryFn: () => (wallet && network && token ? wallet.readBalance(network, token) : null),
    enabled: Boolean(wallet && address && network && token),
    refetchInterval: 15_000,
  });
  const decimals = token?.decimals;
  const balance = query.data ?? null;
  const known = balance !== null && decimals !== undefined;
  return {
    /** Base units, or null while unknown. */
    balance: known ? balance : null,
    /** Exact decimal text of the balance, or null while unknown. */
    text: known ? formatUnits(balance, decimals) : null,
    failed: query.isError,
    /** The amount "Max" fills in, as exact text; null while the balance is unknown. */
    async max(): Promise<string | null> {
      if (!known || !wallet || !network || !token) return null;
      // The family knows which token pays its fees: only that one keeps a reserve.
      const reserve = (await wallet.feeReserve(network, token).catch(() => null)) ?? 0n;
      return formatUnits(balance > reserve ? balance - reserve : 0n, decimals);
    },
  };
}

export type SourceBalance = ReturnType<typeof useSourceBalance>;
