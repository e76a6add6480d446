/**
 * The screens of a swap that will not complete: the refund (under way or done), and a swap that
 * failed, expired or was cancelled. Which one is `swapPhase`'s say (src/swap/phase.ts).
 */
import type { ReactNode } from 'react';
import type { SwapResponse } from '../../api/types';
import { rich, useLocale, useT } from '../../i18n';
import { amountText } from '../../lib/format';
import { useSwapsStore } from '../../state/swaps';
import { failReasonText } from '../../swap/fail-reason';
import type { SwapPhase } from '../../swap/phase';
import { displayName } from '../../swap/route';
import { type RefundFacts, refundFacts } from '../../swap/status-time';
import type { DeliveryCheck } from '../../swap/useDeliveryCheck';
import { DeliveryLine } from './Delivery';
import { SwapIdLine } from './DepositStep';
import { Fact, type MarkKind, StatusMark, TxLink } from './StatusParts';
import { StatusTimeBlock } from './StatusTime';

interface EndingProps {
  data: SwapResponse;
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
 * What every ending screen has: its mark and title, its explanation, since when and what comes
 * next, the person's deposit if there was one, the swap's ID.
 */
function EndingSection({ data, phase, title, mark, mutedDeposit = false, children }: SectionProps) {
  const t = useT();
  const { swap } = data;
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
      <StatusTimeBlock data={data} phase={phase} />
      {input ? (
        <p className={mutedDeposit ? 'portage-small portage-muted' : 'portage-small'}>
          {rich(t('status.yourDeposit'), { link: <TxLink tx={input} fallback={swap.source_network} /> })}
        </p>
      ) : null}
      <SwapIdLine id={swap.id} />
    </section>
  );
}

/**
 * The refund (spec §1, point 6): what comes back, in which token, on which network, to which
 * address, and that the refund's gas is taken from it; then its transaction.
 */
export function RefundEnding({
  data,
  phase,
  delivery = null,
}: EndingProps & { delivery?: DeliveryCheck | null }) {
  const t = useT();
  const { swap } = data;
  const done = phase.phase === 'refunded';
  const stored = useSwapsStore((state) => state.get(swap.id));
  const facts = refundFacts(swap, phase, stored);
  return (
    <EndingSection
      data={data}
      phase={phase}
      title={done ? t('status.refunded') : t('status.refundInProgress')}
      mark="refund"
      mutedDeposit
    >
      <p className="portage-swap-explain">
        {done ? t('status.refundedText') : t('status.refundingText')} {failReasonText(swap.fail_reason, t)}
      </p>
      <RefundFactsList facts={facts} swap={swap} />
      <p className="portage-small portage-swap-refund-gas" data-testid="refund-gas">
        {t('statusTime.refund.gas')}
      </p>
      {facts.transaction ? null : (
        <p className="portage-small portage-muted">
          {t('status.refundLater', { token: facts.token?.symbol ?? '' })}
        </p>
      )}
      {done ? <DeliveryLine check={delivery} /> : null}
    </EndingSection>
  );
}

/** The refund's amount, network fee, recipient and transaction, as far as they are known. */
function RefundFactsList({ facts, swap }: { facts: RefundFacts; swap: SwapResponse['swap'] }) {
  const t = useT();
  const locale = useLocale();
  const symbol = facts.token?.symbol ?? '';
  const network = facts.network ? displayName(facts.network) : '';
  const { amount, address } = facts;
  const amountParams = amount && {
    amount: amountText(amount.value, amount.token, 'down', locale),
    token: symbol,
    network,
  };
  return (
    <dl className="portage-facts portage-swap-rows">
      <Fact label={facts.done ? t('status.refunded') : t('statusTime.refund.toBeRefunded')}>
        <span data-testid="refund-amount">
          {amountParams === null
            ? t('statusTime.refund.amountUnknown', { token: symbol, network })
            : amount?.kind === 'refund'
              ? t('status.amountOn', amountParams)
              : t('statusTime.refund.amountAbout', amountParams)}
        </span>
      </Fact>
      <Fact label={t('status.feeDeducted')}>
        {facts.fee !== null
          ? `${amountText(facts.fee, facts.token, 'up', locale)} ${symbol}`
          : t('statusTime.refund.feeUnknown')}
      </Fact>
      <Fact label={t('status.to')}>
        {address ? (
          <span className="portage-swap-refund-to">
            <code className="portage-mono portage-break" data-testid="refund-address">
              {address.value}
            </code>
            {address.from === 'refund' ? null : (
              <span className="portage-small portage-muted">
                {t(`statusTime.refund.from.${address.from}`)}
              </span>
            )}
          </span>
        ) : (
          <span data-testid="refund-address">{t('statusTime.refund.toUnknown')}</span>
        )}
      </Fact>
      {facts.transaction ? (
        <Fact label={t('status.refundTransaction')}>
          <TxLink tx={facts.transaction} fallback={swap.source_network} />
        </Fact>
      ) : null}
    </dl>
  );
}

/** A swap that failed, expired or was cancelled: why, and whether the deposit was kept. */
export function StoppedEnding({ data, phase }: EndingProps) {
  const t = useT();
  const locale = useLocale();
  const { swap } = data;
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
    <EndingSection data={data} phase={phase} title={title} mark={mark}>
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
