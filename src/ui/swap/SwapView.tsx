import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApiClient } from '../../api/context';
import { useSwap } from '../../api/hooks';
import { apiKeys } from '../../api/keys';
import type { SwapResponse } from '../../api/types';
import { useT } from '../../i18n';
import { isRetryable } from '../../queryClient';
import { loadStoredSwaps, useSwapsStore } from '../../state/swaps';
import { swapPhase } from '../../swap/phase';
import { consecutiveFailedPolls, swapPollInterval, swapProgressKey } from '../../swap/polling';
import { serviceProblem } from '../errors';
import { StepBoundary } from '../StepBoundary';
import { DepositStep } from './DepositStep';
import { StatusStep } from './StatusStep';

// The swap's stored record (its expected deposit, a deposit hash) is read before it is shown.
loadStoredSwaps();

/**
 * One swap, polled until it ends: the deposit instructions while the deposit is awaited, then
 * the status timeline. The interval adapts (fast after a change, slow when nothing moves, none
 * in a hidden tab or at a terminal status).
 */
export function SwapView({ id, onNewSwap }: { id: string; onNewSwap(): void }) {
  const t = useT();
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
  const problem = trouble ? (serviceProblem(trouble, t) ?? trouble.message) : null;

  if (swap.isPending) {
    return (
      <section
        className="portage-step portage-card portage-swap"
        aria-busy="true"
        aria-label={t('swap.loading')}
      >
        <div className="portage-skeleton portage-skeleton-block" />
        <div className="portage-skeleton portage-skeleton-block" />
        {problem ? (
          <p className="portage-callout" role="status">
            {t('swap.loadRetrying', { problem })}
          </p>
        ) : null}
      </section>
    );
  }
  if (!data) {
    return (
      <section className="portage-step portage-card portage-swap">
        <p role="alert" className="portage-field-error">
          {swap.error?.code === 'NOT_FOUND'
            ? t('swap.notFound')
            : problem && isRetryable(trouble)
              ? t('swap.loadRetrying', { problem })
              : (problem ?? t('swap.loadFailed'))}
        </p>
        <button type="button" className="portage-secondary" onClick={onNewSwap}>
          {t('swap.newSwap')}
        </button>
      </section>
    );
  }

  // Once the wallet gave a hash, the phase is "deposit sent" and the deposit step never comes
  // back: no second send.
  const phase = swapPhase(data.swap, { deposit: { txHash: sentHash } });

  // One card for the whole swap: the deposit, then the progress, then its ending; the notice of a
  // lost contact and the way to a new swap sit inside it.
  return (
    <div className="portage-step portage-card portage-swap" data-phase={phase.phase}>
      {problem ? (
        // The last data stays on screen: the swap is neither lost nor made again, only unrefreshed.
        <p className="portage-callout portage-swap-contact" role="status" data-testid="swap-contact">
          {t('swap.lostContact', { problem })}
        </p>
      ) : null}
      {phase.phase === 'awaiting_deposit' ? (
        <StepBoundary key="deposit" step="deposit">
          <DepositStep data={data} />
        </StepBoundary>
      ) : (
        <StepBoundary key="status" step="status">
          <StatusStep data={data} sentHash={sentHash} />
        </StepBoundary>
      )}
      {phase.terminal ? (
        <button type="button" className="portage-primary portage-swap-action" onClick={onNewSwap}>
          {t('swap.newSwap')}
        </button>
      ) : null}
    </div>
  );
}
