/**
 * A swap's own deposit address, remembered with the swap so that a person pasting it later as a
 * payout or refund address (taking it for their own) is stopped (./destination-safety.ts, `DEPOSIT`).
 * The manual deposit shows it; a wallet deposit pays it too, except where the action's
 * `to_address` is not an address of this swap's: a depository contract every swap shares, or the
 * token contract an ERC-20 transfer is called on (its recipient is inside the call data).
 */
import { useEffect } from 'react';
import type { DepositAction } from '../api/types';
import type { ExpectedDeposit } from '../chains/kit/expected';
import { sameTokenContract } from '../chains/kit/tokens/check';
import { useSwapsStore } from '../state/swaps';

/**
 * EVM: a plain value transfer's data is at most the swap's sequence number (one word); anything
 * longer is a contract call (a depository's, pinned by the build or advertised), whose `to` is no
 * deposit address.
 */
const EVM_PLAIN_DATA = /^(?:0x)?[0-9a-fA-F]{0,64}$/;

/** The action's per-swap deposit address, or null where `to_address` is not one. Pure. */
export function swapDepositAddress(
  action: Pick<DepositAction, 'type' | 'to_address' | 'call_data'>,
  expected: Pick<ExpectedDeposit, 'network' | 'token' | 'depository'>,
): string | null {
  const to = action.to_address?.trim();
  if (!to) return null;
  if (action.type === 'manual_transfer') return to;
  const family = expected.network.family;
  const same = (other: string | null | undefined) => Boolean(other && sameTokenContract(family, to, other));
  if (same(expected.depository) || same(expected.token.contract)) return null;
  if (family === 'evm' && !EVM_PLAIN_DATA.test(action.call_data?.trim() ?? '')) return null;
  return to;
}

/** Writes `address` as the swap's deposit address in the swaps store, once it is known. */
export function useRememberDepositAddress(swapId: string, address: string | null | undefined) {
  useEffect(() => {
    const store = useSwapsStore.getState();
    if (address && store.get(swapId)?.depositAddress !== address) {
      store.update(swapId, { depositAddress: address });
    }
  }, [swapId, address]);
}
