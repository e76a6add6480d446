/**
 * A swap opened here (by `?swapId=`, a link, "Find my swap") that this browser does not hold and
 * that is past waiting for its deposit (received, sending, completed, refunded, failed…). Nothing
 * can be sent for it any more, so there is nothing to gate; but it joins this browser's history
 * only once the person has seen where it pays out and said it is theirs, as a swap awaiting its
 * deposit does through the deposit step's confirmation (`confirmedSwapFor`, ./opened-swap.ts).
 * Pure: no React, no store.
 */
import type { Swap } from '../api/types';
import { numberToDecimalString } from '../lib/amount';
import type { StoredSwap } from '../state/swaps';
import type { SwapPhase } from './phase';
import { displayName } from './route';
import { storedSwap } from './stored-swap';

/** Where the swap pays out, as the person checks it: the address in full, network and token. */
export interface OpenedPayout {
  address: string;
  network: string;
  networkName: string;
  token: string;
}

/**
 * Whether a swap on screen asks to be confirmed before it joins history: not stored here, and
 * past waiting for its deposit (while it waits, the deposit step's own confirmation applies).
 */
export function asksToJoin(phase: Pick<SwapPhase, 'phase'>, stored: StoredSwap | undefined): boolean {
  return stored === undefined && phase.phase !== 'awaiting_deposit';
}

/** The payout the swap names; null when it names no address or network (nothing to confirm). */
export function openedPayout(swap: Swap): OpenedPayout | null {
  const address = swap.destination_address?.trim();
  const network = swap.destination_network;
  if (!address || !network?.name) return null;
  return {
    address,
    network: network.name,
    networkName: displayName(network),
    token: swap.destination_token?.symbol ?? '',
  };
}

/** The amount to show in history: the one asked for, else the deposit the service received. */
function amountOf(swap: Swap): string | null {
  const input = swap.transactions?.find((tx) => tx.type === 'input')?.amount;
  for (const amount of [swap.requested_amount, input]) {
    if (amount === undefined || !Number.isFinite(amount) || amount <= 0) continue;
    try {
      return numberToDecimalString(amount);
    } catch {
      // Not a number a decimal can be written for: try the next.
    }
  }
  return null;
}

/**
 * The record of a swap past its deposit that the person confirmed as theirs: no `expected`
 * (nothing can be sent for it any more), its route and payout as the swap names them. Like a
 * swap confirmed at its deposit step, no `destinationFamily`: an address found at the service is
 * never offered as a one-press payout suggestion. Null when
 * the swap names no payout, source or amount (it cannot be listed honestly).
 */
export function adoptedSwapFor(swap: Swap, now: number): StoredSwap | null {
  const payout = openedPayout(swap);
  const source = swap.source_network;
  const sourceToken = swap.source_token?.symbol;
  const amount = amountOf(swap);
  if (!payout || !source?.name || !sourceToken || amount === null) return null;
  return storedSwap({
    id: swap.id,
    route: {
      sourceNetwork: source.name,
      sourceToken,
      destinationNetwork: payout.network,
      destinationAddress: payout.address,
    },
    createdAt: swap.created_date ? Date.parse(swap.created_date) || now : now,
    sourceNetworkName: displayName(source),
    destinationNetworkName: payout.networkName,
    destinationToken: payout.token,
    amount,
    depositMethod: swap.use_deposit_address === false ? 'wallet' : 'manual',
    status: swap.status,
    updatedAt: now,
  });
}
