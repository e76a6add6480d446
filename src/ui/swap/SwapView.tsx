import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import { loadStoredSwaps } from '../../state/swaps';
import { useSwapPolling } from '../../swap/useSwapPolling';
import { serviceProblem } from '../errors';
import { HelpDisclosure } from '../help/HelpPanel';
import { StepBoundary } from '../StepBoundary';
import { AdoptSwap } from './AdoptSwap';
import { DepositStep } from './DepositStep';
import { StatusStep } from './StatusStep';
import { StatusAnnouncer } from './StatusTime';

// The swap's stored record (its expected deposit, a deposit hash) is read before it is shown.
loadStoredSwaps();

/**
 * One swap, polled until it ends (`useSwapPolling`): the deposit instructions while the deposit
 * is awaited, then the status timeline.
 */
function SwapScreen({ id, onNewSwap }: { id: string; onNewSwap(): void }) {
  const t = useT();
  const { data, pending, trouble, notFound, retrying, sentHash, phase } = useSwapPolling(id);
  const problem = trouble ? (serviceProblem(trouble, t) ?? trouble.message) : null;
  // Opened from another screen (History, Find my swap), the button pressed is gone: focus comes to
  // the swap rather than falling to the page, unless something inside it took it already.
  const card = useRef<HTMLDivElement>(null);
  const shown = Boolean(data && phase);
  useEffect(() => {
    const active = document.activeElement;
    if (shown && (active === null || active === document.body)) card.current?.focus();
  }, [shown]);

  if (pending) {
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
  if (!data || !phase) {
    return (
      <section className="portage-step portage-card portage-swap">
        <p role="alert" className="portage-field-error">
          {notFound
            ? t('swap.notFound')
            : problem && retrying
              ? t('swap.loadRetrying', { problem })
              : (problem ?? t('swap.loadFailed'))}
        </p>
        <button type="button" className="portage-secondary" onClick={onNewSwap}>
          {t('swap.newSwap')}
        </button>
      </section>
    );
  }

  // One card for the whole swap: the deposit, then the progress, then its ending; the notice of a
  // lost contact and the way to a new swap sit inside it.
  return (
    <div ref={card} tabIndex={-1} className="portage-step portage-card portage-swap" data-phase={phase.phase}>
      {problem ? (
        // The last data stays on screen: the swap is neither lost nor made again, only unrefreshed.
        <p className="portage-callout portage-swap-contact" role="status" data-testid="swap-contact">
          {t('swap.lostContact', { problem })}
        </p>
      ) : null}
      <AdoptSwap swap={data.swap} phase={phase} />
      {phase.phase === 'awaiting_deposit' ? (
        <StepBoundary key="deposit" step="deposit">
          <DepositStep data={data} />
        </StepBoundary>
      ) : (
        <StepBoundary key="status" step="status">
          <StatusStep data={data} sentHash={sentHash} />
        </StepBoundary>
      )}
      <StatusAnnouncer data={data} phase={phase} />
      {phase.terminal ? (
        <button type="button" className="portage-primary portage-swap-action" onClick={onNewSwap}>
          {t('swap.newSwap')}
        </button>
      ) : null}
    </div>
  );
}

/** The swap's screen and, under it in every phase (loading and not found too), Help. */
export function SwapView(props: { id: string; onNewSwap(): void }) {
  return (
    <>
      <SwapScreen {...props} />
      <HelpDisclosure swapId={props.id} />
    </>
  );
}
