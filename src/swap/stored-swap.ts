/**
 * A swap as this browser keeps it (src/state/swaps.ts), made in one place whichever way the
 * browser came to hold it: created here from the person's choice (`storedSwapFor`), or opened by
 * id and confirmed (`confirmedSwapFor`). Either way the route and the payout written down are the
 * expected deposit's, so the record and the check every deposit goes through cannot disagree.
 * Pure: no React, no store.
 */
import type { Swap, SwapResponse } from '../api/types';
import type { ExpectedDeposit } from '../chains/kit/expected';
import { formatUnits } from '../lib/amount';
import type { DepositMethod, StoredSwap } from '../state/swaps';
import { expectedFromChoice } from './expected';
import { displayName } from './route';
import type { CreateOrder } from './useRouteForm';

/** What a stored swap takes beyond its expected deposit; the rest is read from that. */
interface StoredSwapParts {
  id: string;
  expected: ExpectedDeposit;
  /** ms */
  createdAt: number;
  sourceNetworkName: string;
  destinationNetworkName: string;
  destinationToken: string;
  destinationFamily?: string | undefined;
  /** Exact decimal text as the person typed it; else the expectation's amount written out. */
  amount?: string | undefined;
  depositMethod: DepositMethod;
  status?: string | undefined;
  referenceId?: string | undefined;
  updatedAt?: number | undefined;
}

/** The one constructor: the source network and token and the payout come from `expected`. */
function storedSwap(parts: StoredSwapParts): StoredSwap {
  const { expected } = parts;
  return {
    id: parts.id,
    expected,
    createdAt: parts.createdAt,
    sourceNetwork: expected.network.name,
    sourceNetworkName: parts.sourceNetworkName,
    sourceToken: expected.token.symbol,
    destinationNetwork: expected.destination.network,
    destinationNetworkName: parts.destinationNetworkName,
    destinationToken: parts.destinationToken,
    amount: parts.amount ?? formatUnits(BigInt(expected.amount), expected.token.decimals),
    destinationAddress: expected.destination.address,
    ...(parts.destinationFamily ? { destinationFamily: parts.destinationFamily } : {}),
    depositMethod: parts.depositMethod,
    ...(parts.referenceId ? { referenceId: parts.referenceId } : {}),
    ...(parts.status ? { status: parts.status } : {}),
    ...(parts.updatedAt !== undefined ? { updatedAt: parts.updatedAt } : {}),
  };
}

/**
 * The swap created here: with what the person chose, before the service answered, so every
 * deposit is checked against it. Throws (as `expectedFromChoice` does) for a token without
 * decimals, which the route step never lets reach Create.
 */
export function storedSwapFor(order: CreateOrder, response: SwapResponse, now: number): StoredSwap {
  const { source, destination } = order;
  const amount = String(order.quoteParams.amount);
  return storedSwap({
    id: response.swap.id,
    expected: expectedFromChoice({
      network: source.network,
      token: source.token,
      amount,
      destination: { network: destination.network.name, address: destination.address },
    }),
    createdAt: now,
    sourceNetworkName: displayName(source.network),
    destinationNetworkName: displayName(destination.network),
    destinationToken: order.route.destination_token,
    amount,
    destinationFamily: destination.network.type,
    depositMethod: order.method,
    referenceId: order.referenceId,
    status: response.swap.status,
    updatedAt: now,
  });
}

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
    depositMethod: swap.use_deposit_address === false ? 'wallet' : 'manual',
    status: swap.status,
  });
}
