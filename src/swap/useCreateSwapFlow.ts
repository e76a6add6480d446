/**
 * Pressing Create: the quote is asked again (the price may have moved since the one on screen),
 * then exactly one `POST /swaps` is sent for the press. While it is out the flow says when the
 * service is slow; afterwards it says whether the answer was lost (a swap may exist without this
 * page hearing of it) or what the service refused. A created swap is recorded with what the person
 * chose (the expected deposit) before the caller moves on to it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/client';
import { useApiClient } from '../api/context';
import { useCreateSwap } from '../api/hooks';
import { quoteQuery } from '../api/queries';
import type { CreateSwapBody, QuoteResponse, RouteToken } from '../api/types';
import { useFormStore } from '../state/form';
import { useSwapsStore } from '../state/swaps';
import { storedSwapFor } from './stored-swap';
import type { CreateOrder } from './useRouteForm';

/** After this long without an answer, the create button says the service is slow. */
export const CREATE_SLOW_MS = 8_000;

/**
 * Whether a failed creation may still have made a swap at the service: the request went out and no
 * answer came back (the time limit passed, or the connection dropped or a gateway gave up).
 */
export function answerLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'TIMEOUT' || error.code === 'NETWORK_ERROR') return true;
  return (
    (error.code === 'HTTP_ERROR' || error.code === 'NON_JSON_RESPONSE') && [502, 504].includes(error.status)
  );
}

/** What the fresh quote now promises, when it is less than the least the shown quote promised. */
export function receiveFellBelow(shownMin: number | undefined, fresh: QuoteResponse): number | null {
  const receive = fresh.quote.receive_amount;
  return shownMin !== undefined && receive !== undefined && receive < shownMin ? receive : null;
}

/** The body of `POST /swaps` for an order. */
export function createSwapBody(order: CreateOrder): CreateSwapBody {
  const useDepositAddress = order.method === 'manual';
  return {
    ...order.route,
    amount: order.quoteParams.amount,
    destination_address: order.destination.address,
    refund_address: order.refundAddress,
    source_address: order.sourceAddress,
    refuel: order.refuel,
    use_deposit_address: useDepositAddress,
    // Where the network has a depository, a wallet deposit goes through it (approve, then deposit).
    ...(!useDepositAddress && order.source.network.metadata?.depository_contract
      ? { use_depository: true }
      : {}),
    ...(order.slippage !== undefined ? { slippage: order.slippage } : {}),
    ...(order.referenceId ? { reference_id: order.referenceId } : {}),
  };
}

/** True once `waiting` has lasted `ms`; false again as soon as it stops. */
function useSlowAfter(waiting: boolean, ms: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), ms);
    return () => clearTimeout(timer);
  }, [waiting, ms]);
  return slow;
}

/** A creation the service refused (or that failed before it was sent), with the order it was for. */
export interface CreateFailure {
  error: unknown;
  order: CreateOrder;
}

/** The fresh quote promises less than the one on screen: said, and nothing is created. */
export interface QuoteChange {
  receive: number;
  token: RouteToken;
}

export function useCreateSwapFlow(onCreated: (id: string) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const addSwap = useSwapsStore((state) => state.add);
  const resetForm = useFormStore((state) => state.resetAfterSwap);
  const createSwap = useCreateSwap();
  // A second press while the first is under way does nothing: one press, one swap.
  const creating = useRef(false);
  const [failure, setFailure] = useState<CreateFailure | null>(null);
  const [quoteChange, setQuoteChange] = useState<QuoteChange | null>(null);
  // The creation was sent but no answer came back (timeout, dropped connection).
  const [lost, setLost] = useState(false);
  // Only while the request is really out (not paused offline, where the banner says why).
  const slow = useSlowAfter(createSwap.isPending && !createSwap.isPaused, CREATE_SLOW_MS);

  const create = async (order: CreateOrder | null) => {
    if (!order || creating.current) return;
    creating.current = true;
    setFailure(null);
    setLost(false);
    setQuoteChange(null);
    // Set once the creation is sent: from then on, no answer may mean a swap made without one.
    let sent = false;
    try {
      // The price may have moved since the quote on screen: ask again before committing.
      const fresh = await queryClient.fetchQuery(quoteQuery(client, order.quoteParams));
      const receive = receiveFellBelow(order.shownMinReceive, fresh);
      if (receive !== null) {
        setQuoteChange({ receive, token: order.destination.token });
        return;
      }
      sent = true;
      // One request per press, never retried (useCreateSwap): a retry could make a second swap.
      const response = await createSwap.mutateAsync(createSwapBody(order));
      addSwap(storedSwapFor(order, response, Date.now(), fresh.quote));
      resetForm();
      onCreated(response.swap.id);
    } catch (error) {
      // The form keeps every field either way: pressing Create again makes one new swap.
      if (sent && answerLost(error)) setLost(true);
      else setFailure({ error, order });
    } finally {
      creating.current = false;
    }
  };

  return {
    create,
    pending: createSwap.isPending,
    slow,
    lost,
    failure,
    quoteChange,
    /** An edit of the amount or the destination makes a refusal stale. */
    clearFailure: () => setFailure(null),
  };
}

export type CreateSwapFlow = ReturnType<typeof useCreateSwapFlow>;
