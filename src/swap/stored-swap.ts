/**
 * A swap as this browser keeps it (src/state/swaps.ts), made in one place whichever way the
 * browser came to hold it: created here from the person's choice (`storedSwapFor`), or opened by
 * id and confirmed (`confirmedSwapFor` in ./opened-swap.ts, apart so that it loads with the
 * deposit step, not in the first load), or opened past its deposit and confirmed
 * (`adoptedSwapFor` in ./adopted-swap.ts). Where there is an expected deposit, the route and the
 * payout written down are its own, so the record and the check every deposit goes through cannot
 * disagree; a swap past its deposit has none (nothing can be sent for it any more) and is
 * written from the swap's own route. Pure: no React, no store.
 */
import type { Quote, SwapResponse } from '../api/types';
import type { ExpectedDeposit } from '../chains/kit/expected';
import type { PayoutPromise } from '../chains/kit/payout-record';
import { toBaseUnitsRounded } from '../lib/amount';
import type { DepositMethod, StoredSwap } from '../state/swaps';
import { expectedFromChoice } from './expected';
import { displayName } from './route';
import type { CreateOrder } from './useRouteForm';

/** The route and payout of a swap kept without an expected deposit (one past its deposit). */
export interface StoredRoute {
  sourceNetwork: string;
  sourceToken: string;
  destinationNetwork: string;
  destinationAddress: string;
}

/** What a stored swap takes beyond its route: from its expected deposit, or given as it is. */
export type StoredSwapParts = StoredSwapCommon &
  ({ expected: ExpectedDeposit; route?: undefined } | { expected?: undefined; route: StoredRoute });

interface StoredSwapCommon {
  id: string;
  /** ms */
  createdAt: number;
  sourceNetworkName: string;
  destinationNetworkName: string;
  destinationToken: string;
  destinationFamily?: string | undefined;
  /** The refund address given, with the source network's family. */
  refund?: { address: string; family: string } | undefined;
  /** Exact decimal text: as the person typed it, or the expectation's amount written out. */
  amount: string;
  depositMethod: DepositMethod;
  status?: string | undefined;
  referenceId?: string | undefined;
  updatedAt?: number | undefined;
  payout?: PayoutPromise | undefined;
}

/**
 * The one constructor: the source network and token and the payout come from `expected` when
 * there is one, else from `route`.
 */
export function storedSwap(parts: StoredSwapParts): StoredSwap {
  const { expected, route, destinationFamily, refund, referenceId, status, updatedAt, payout, ...rest } =
    parts;
  return {
    ...rest,
    ...(expected ? { expected } : {}),
    ...(expected
      ? {
          sourceNetwork: expected.network.name,
          sourceToken: expected.token.symbol,
          destinationNetwork: expected.destination.network,
          destinationAddress: expected.destination.address,
        }
      : route),
    ...(destinationFamily ? { destinationFamily } : {}),
    ...(refund ? { refundAddress: refund.address, refundFamily: refund.family } : {}),
    ...(referenceId ? { referenceId } : {}),
    ...(status ? { status } : {}),
    ...(updatedAt !== undefined ? { updatedAt } : {}),
    ...(payout ? { payout } : {}),
  };
}

/**
 * What the payout must be, from the order and the quote asked again just before creating (the
 * quote at create time): its minimum in the destination token's base units, rounded down (a
 * float's stray digit never raises the bar), and where a refund goes.
 */
export function payoutPromiseFor(
  order: CreateOrder,
  quote: Pick<Quote, 'min_receive_amount'> | undefined,
): PayoutPromise {
  const { token } = order.destination;
  const decimals = token.decimals ?? 0;
  const minimum = quote ? toBaseUnitsRounded(quote.min_receive_amount, decimals, 'down') : null;
  return {
    token: { symbol: token.symbol ?? '', contract: token.contract ?? null, decimals },
    minimum: minimum === null ? null : minimum.toString(),
    refundTo: order.refundAddress || order.sourceAddress || null,
  };
}

/**
 * The swap created here: with what the person chose, before the service answered, so every
 * deposit is checked against it. Throws (as `expectedFromChoice` does) for a token without
 * decimals, which the route step never lets reach Create.
 */
export function storedSwapFor(
  order: CreateOrder,
  response: SwapResponse,
  now: number,
  quote?: Pick<Quote, 'min_receive_amount'>,
): StoredSwap {
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
    refund:
      order.refundAddress && source.network.type
        ? { address: order.refundAddress, family: source.network.type }
        : undefined,
    depositMethod: order.method,
    referenceId: order.referenceId,
    status: response.swap.status,
    updatedAt: now,
    ...(order.destination.token.decimals === undefined ? {} : { payout: payoutPromiseFor(order, quote) }),
  });
}
