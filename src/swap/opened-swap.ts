/**
 * A swap opened by id that this browser did not hold, as it is kept once the person confirmed where
 * it pays out: made by the one constructor of ./stored-swap.ts. Used by the deposit step only, so
 * it is a file of its own and loads with that step, not in the first load.
 */
import type { Swap } from '../api/types';
import type { ExpectedDeposit } from '../chains/kit/expected';
import { formatUnits } from '../lib/amount';
import type { StoredSwap } from '../state/swaps';
import { displayName } from './route';
import { storedSwap } from './stored-swap';

/** The networks of a swap opened by id, named as the service's swap names them, else by the expectation. */
export function openedSwapNames(
  swap: Swap,
  expected: ExpectedDeposit,
): { source: string; destination: string } {
  return {
    source: swap.source_network ? displayName(swap.source_network) : expected.network.name,
    destination: swap.destination_network
      ? displayName(swap.destination_network)
      : expected.destination.network,
  };
}

/**
 * A swap opened by id that this browser did not hold, once the person confirmed where it pays out:
 * `expected` is the one derived from the swap and the route lists (`expectedFromSwap`).
 */
export function confirmedSwapFor(swap: Swap, expected: ExpectedDeposit, now: number): StoredSwap {
  const names = openedSwapNames(swap, expected);
  return storedSwap({
    id: swap.id,
    expected,
    createdAt: swap.created_date ? Date.parse(swap.created_date) || now : now,
    sourceNetworkName: names.source,
    destinationNetworkName: names.destination,
    destinationToken: swap.destination_token?.symbol ?? '',
    amount: formatUnits(BigInt(expected.amount), expected.token.decimals),
    depositMethod: swap.use_deposit_address === false ? 'wallet' : 'manual',
    status: swap.status,
  });
}
