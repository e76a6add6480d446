import { useEffect, useRef } from 'react';
import { useSwap } from '../../api/hooks';
import type { SwapResponse } from '../../api/types';
import { useT } from '../../i18n';
import { isTerminalStatus, swapPollInterval, swapProgressKey } from '../../lib/polling';
import { useSwapsStore } from '../../state/swaps';
import { DepositStep } from './DepositStep';
import { StatusStep } from './StatusStep';

/**
 * One swap, polled until it ends: the deposit instructions while the deposit is awaited, then
 * the status timeline. The interval adapts (fast after a change, slow when nothing moves, none
 * in a hidden tab or at a terminal status).
 */
export function SwapView({ id, onNewSwap }: { id: string; onNewSwap(): void }) {
  const t = useT();
  const lastChange = useRef({ key: '', at: Date.now(), failures: 0 });
  const setStatus = useSwapsStore((state) => state.setStatus);
  const sentHash = useSwapsStore((state) => state.get(id)?.deposit?.txHash);

  const swap = useSwap(id, {
    refetchInterval: (data: SwapResponse | undefined) =>
      swapPollInterval({
        status: data?.swap.status,
        lastChangeAt: lastChange.current.at,
        now: Date.now(),
        hidden: typeof document !== 'undefined' && document.visibilityState === 'hidden',
        failures: lastChange.current.failures,
        hasDeposit: data?.swap.transactions.some((tx) => tx.type === 'input') ?? false,
      }),
  });

  const data = swap.data;
  useEffect(() => {
    if (!data) return;
    const key = swapProgressKey(data.swap);
    if (key !== lastChange.current.key) {
      lastChange.current = { key, at: Date.now(), failures: 0 };
      if (data.swap.status) setStatus(data.swap.id, data.swap.status);
    }
  }, [data, setStatus]);
  // Consecutive failed polls slow the next ones down (the policy backs off on failures).
  lastChange.current.failures = swap.failureCount;

  if (swap.isPending) {
    return (
      <section className="portage-step" aria-busy="true" aria-label={t('swap.loading')}>
        <div className="portage-skeleton portage-skeleton-block" />
        <div className="portage-skeleton portage-skeleton-block" />
      </section>
    );
  }
  if (!data) {
    return (
      <section className="portage-step">
        <p role="alert" className="portage-field-error">
          {swap.error?.code === 'NOT_FOUND'
            ? t('swap.notFound')
            : (swap.error?.message ?? t('swap.loadFailed'))}
        </p>
        <button type="button" className="portage-secondary" onClick={onNewSwap}>
          {t('swap.newSwap')}
        </button>
      </section>
    );
  }

  // Once the wallet gave a hash, the deposit step never comes back: no second send.
  const awaitingDeposit =
    (data.swap.status === 'user_transfer_pending' || data.swap.status === 'created') &&
    !data.swap.transactions.some((tx) => tx.type === 'input') &&
    !sentHash;

  return (
    <>
      {swap.isError ? (
        <p className="portage-callout" role="status">
          {t('swap.refreshFailed', { error: swap.error.message })}
        </p>
      ) : null}
      {awaitingDeposit ? <DepositStep data={data} /> : <StatusStep data={data} sentHash={sentHash} />}
      {isTerminalStatus(data.swap.status) ? (
        <button type="button" className="portage-primary" onClick={onNewSwap}>
          {t('swap.newSwap')}
        </button>
      ) : null}
    </>
  );
}
