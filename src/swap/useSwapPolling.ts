/**
 * One swap, polled until it ends, and this browser's record of it kept in step: the schedule is
 * ./polling.ts's (fast after a change, slower when nothing moves, none in a hidden tab or at a
 * terminal status, backoff on failed polls), and the status the service reports is written back
 * to the swaps store whenever something a person sees of the swap changes, and a lost deposit
 * notice is sent again (./useDepositNotice.ts). The swap view
 * (src/ui/swap/SwapView.tsx) only lays out what this returns.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiError } from '../api/client';
import { useApiClient } from '../api/context';
import { useSwap } from '../api/hooks';
import { apiKeys } from '../api/keys';
import type { SwapResponse } from '../api/types';
import { isRetryable } from '../queryClient';
import { useSwapsStore } from '../state/swaps';
import { type SwapPhase, swapPhase } from './phase';
import { consecutiveFailedPolls, swapPollInterval, swapProgressKey } from './polling';
import { useDepositNotice } from './useDepositNotice';

export interface SwapPolling {
  /** The swap as the service last reported it; undefined until it first answered. */
  data: SwapResponse | undefined;
  /** No answer yet: the first poll (with its retries) is still under way. */
  pending: boolean;
  /**
   * What went wrong since the last poll that worked (retries included), else null. With data, the
   * last data stays what is shown: the swap is neither lost nor made again, only unrefreshed.
   */
  trouble: ApiError | null;
  /** The service answered that it has no such swap. */
  notFound: boolean;
  /** `trouble` is the kind of failure that asking again may get over. */
  retrying: boolean;
  /** The deposit hash this browser's wallet gave, when there is one. */
  sentHash: string | undefined;
  /**
   * The phase shown, null without data. A hash the wallet gave makes it "deposit sent" before the
   * service sees the deposit, so the deposit step never comes back: no second send.
   */
  phase: SwapPhase | null;
}

export function useSwapPolling(id: string): SwapPolling {
  // When the swap last changed in a way a person sees: the schedule slows down from then on.
  const lastChange = useRef({ key: '', at: Date.now() });
  // The error count when a poll last succeeded: failed polls since then slow the next ones down.
  const sinceSuccess = useRef({ dataAt: -1, errors: 0 });
  const queryClient = useQueryClient();
  const scope = useApiClient().baseUrl;
  const setStatus = useSwapsStore((state) => state.setStatus);
  const sentHash = useSwapsStore((state) => state.get(id)?.deposit?.txHash);

  const swap = useSwap(id, {
    refetchInterval: (data: SwapResponse | undefined) =>
      swapPollInterval({
        status: data?.swap.status,
        lastChangeAt: lastChange.current.at,
        now: Date.now(),
        hidden: typeof document !== 'undefined' && document.visibilityState === 'hidden',
        failures: consecutiveFailedPolls(
          queryClient.getQueryState(apiKeys.swap(scope, id)),
          sinceSuccess.current,
        ),
        // Only a deposit the service has seen: the calmer schedule holds until then.
        hasDeposit: data ? swapPhase(data.swap).transactions.input !== undefined : false,
      }),
  });

  const data = swap.data;
  // A deposit notice lost with an earlier page is sent again, once (./useDepositNotice.ts).
  useDepositNotice(id, data?.swap);
  useEffect(() => {
    if (!data) return;
    const key = swapProgressKey(data.swap);
    if (key !== lastChange.current.key) {
      lastChange.current = { key, at: Date.now() };
      if (data.swap.status) setStatus(data.swap.id, data.swap.status);
    }
  }, [data, setStatus]);

  // Set from the first failed attempt (retries included) until a poll succeeds again.
  const trouble = swap.failureReason;
  return {
    data,
    pending: swap.isPending,
    trouble,
    notFound: swap.error?.code === 'NOT_FOUND',
    retrying: trouble !== null && isRetryable(trouble),
    sentHash,
    phase: data ? swapPhase(data.swap, { deposit: { txHash: sentHash } }) : null,
  };
}
