/**
 * The screens of a swap that will not complete: the refund (under way or done), and a swap that
 * failed, expired or was cancelled. Which one is `swapPhase`'s say (src/swap/phase.ts).
 */
import type { ReactNode } from 'react';
import type { SwapResponse } from '../../api/types';
import { rich, useLocale, useT } from '../../i18n';
import { amountText } from '../../lib/format';
import { failReasonText } from '../../swap/fail-reason';
import type { SwapPhase } from '../../swap/phase';
import { displayName } from '../../swap/route';
import type { DeliveryCheck } from '../../swap/useDeliveryCheck';
import { DeliveryLine } from './Delivery';
import { SwapIdLine } from './DepositStep';
import { Fact, type MarkKind, StatusMark, TxLink } from './StatusParts';

interface EndingProps {
  swap: SwapResponse['swap'];
  phase: SwapPhase;
}

interface SectionProps extends EndingProps {
  title: string;
  mark: MarkKind;
  /** The refund screen says the deposit in a quieter voice: the refund comes first there. */
  mutedDeposit?: boolean;
  children: ReactNode;
}

/**
 * What every ending screen has: its mark and title, its explanation, the person's deposit if
 * there was one, the swap's ID.
 */
function EndingSection({ swap, phase, title, mark, mutedDeposit = false, children }: SectionProps) {
  const t = useT();
  const { input } = phase.transactions;
  return (
    <section
      className="portage-swap-screen portage-swap-ending"
      aria-labelledby="portage-status-title"
      data-status={phase.status}
    >
      <div className="portage-swap-hero">
        <StatusMark kind={mark} />
        <h2 id="portage-status-title">{title}</h2>
      </div>
      {children}
      {input ? (
        <p className={mutedDeposit ? 'portage-small portage-muted' : 'portage-small'}>
          {rich(t('status.yourDeposit'), { link: <TxLink tx={input} fallback={swap.source_network} /> })}
        </p>
      ) : null}
      <SwapIdLine id={swap.id} />
    </section>
  );
}

/** The refund: what comes back, the fee the service kept, where to, and its transaction. */
export function RefundEnding({
  swap,
  phase,
  delivery = null,
}: EndingProps & { delivery?: DeliveryCheck | null }) {
  const t = useT();
  const locale = useLocale();
  const done = phase.phase === 'refunded';
  const { refund } = phase.transactions;
  const src = swap.source_token;
  const srcName = swap.source_network ? displayName(swap.source_network) : '';
  return (
    <EndingSection
      swap={swap}
      phase={phase}
      title={done ? t('status.refunded') : t('status.refundInProgress')}
      mark="refund"
      mutedDeposit
    >
      <p className="portage-swap-explain">
        {done ? t('status.refundedText') : t('status.refundingText')} {failReasonText(swap.fail_reason, t)}
      </p>
      {refund ? (
        <dl className="portage-facts portage-swap-rows">
          <Fact label={t('status.refunded')}>
            {t('status.amountOn', {
              amount: amountText(refund.amount, refund.token ?? src, 'down', locale),
              token: refund.token?.symbol ?? src?.symbol ?? '',
              network: refund.network ? displayName(refund.network) : srcName,
            })}
          </Fact>
          {refund.fee_amount ? (
            <Fact label={t('status.feeDeducted')}>
              {amountText(refund.fee_amount, refund.token ?? src, 'up', locale)}{' '}
              {refund.token?.symbol ?? src?.symbol}
            </Fact>
          ) : null}
          <Fact label={t('status.to')}>
            {refund.to ? <code className="portage-mono portage-break">{refund.to}</code> : '—'}
          </Fact>
          <Fact label={t('status.refundTransaction')}>
            <TxLink tx={refund} fallback={swap.source_network} />
          </Fact>
        </dl>
      ) : (
        <p className="portage-muted portage-swap-explain">
          {t('status.refundLater', { token: src?.symbol ?? '' })}
        </p>
      )}
      {done ? <DeliveryLine check={delivery} /> : null}
    </EndingSection>
  );
}

/** A swap that failed, expired or was cancelled: why, and whether the deposit was kept. */
export function StoppedEnding({ swap, phase }: EndingProps) {
  const t = useT();
  const locale = useLocale();
  const { input } = phase.transactions;
  const src = swap.source_token;
  const srcName = swap.source_network ? displayName(swap.source_network) : '';
  const title =
    phase.phase === 'failed'
      ? t('status.failed')
      : phase.phase === 'expired'
        ? t('status.expired')
        : t('status.cancelled');
  const mark: MarkKind =
    phase.phase === 'failed' ? 'failed' : phase.phase === 'expired' ? 'expired' : 'cancelled';
  return (
    <EndingSection swap={swap} phase={phase} title={title} mark={mark}>
      {phase.phase === 'failed' ? (
        <>
          <p className="portage-swap-explain">{failReasonText(swap.fail_reason, t)}</p>
          <p className="portage-swap-explain">
            {input
              ? t('status.notSwapped', {
                  amount: amountText(input.amount, input.token ?? src, 'down', locale),
                  token: src?.symbol ?? '',
                  network: srcName,
                })
              : t('status.noFunds')}
          </p>
        </>
      ) : phase.phase === 'expired' ? (
        <p className="portage-swap-explain">{t('status.expiredText')}</p>
      ) : (
        <p className="portage-swap-explain">{t('status.cancelledText')}</p>
      )}
    </EndingSection>
  );
}
