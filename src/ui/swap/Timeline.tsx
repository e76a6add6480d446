/**
 * A swap in progress, or completed: the deposit, the service sending, the person receiving, each
 * done, current or waiting as `swapPhase` (src/swap/phase.ts) says, as a slim list of dots on a
 * line. A swap in progress is headed by what goes in and what should come out; a completed one
 * by what arrived.
 */
import type { ReactNode } from 'react';
import type { SwapResponse } from '../../api/types';
import { rich, type Translate, useLocale, useT } from '../../i18n';
import { amountText, MISSING } from '../../lib/format';
import type { SwapPhase, TimelineStep } from '../../swap/phase';
import { displayName } from '../../swap/route';
import type { DeliveryCheck } from '../../swap/useDeliveryCheck';
import { DeliveryLine } from './Delivery';
import { SwapIdLine } from './DepositStep';
import { TokenLogo } from './SendSummary';
import { Confirmations, ShortAddress, StatusMark, TxLink, TxTime } from './StatusParts';
import { StatusTimeBlock } from './StatusTime';

interface TimelineProps {
  data: SwapResponse;
  phase: SwapPhase;
}

export function Timeline({
  data,
  phase,
  delivery = null,
}: TimelineProps & { delivery?: DeliveryCheck | null }) {
  const { swap } = data;
  const t = useT();
  const completed = phase.phase === 'completed';
  return (
    <section
      className="portage-swap-screen"
      aria-labelledby="portage-status-title"
      data-status={phase.status || 'unknown'}
    >
      {completed ? (
        <CompletedHero data={data} phase={phase} delivery={delivery} />
      ) : (
        <>
          <h2 id="portage-status-title">{t('status.titleInProgress')}</h2>
          {phase.phase === 'unknown_status' ? (
            <p className="portage-muted portage-small">
              {t('status.unknownStatus', { status: (phase.status || 'unknown').replace(/_/g, ' ') })}
            </p>
          ) : null}
          <RoutePair data={data} phase={phase} />
        </>
      )}
      <ExchangesLine swap={swap} t={t} />
      <ol className="portage-swap-steps" aria-label={t('status.progress')}>
        {phase.steps.map((step) => (
          <li
            key={step.id}
            className={`is-${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="portage-swap-dot" aria-hidden="true" />
            <StepText step={step} data={data} phase={phase} />
          </li>
        ))}
      </ol>
      <StatusTimeBlock data={data} phase={phase} />
      <SwapIdLine id={swap.id} />
    </section>
  );
}

/** The completed swap's head: its mark and title, and what arrived, large. */
function CompletedHero({
  data: { swap },
  phase,
  delivery,
}: TimelineProps & { delivery: DeliveryCheck | null }) {
  const t = useT();
  const locale = useLocale();
  const { output, refuel } = phase.transactions;
  const dst = swap.destination_token;
  const symbol = dst?.symbol ?? '';
  const network = swap.destination_network;
  const networkName = network ? displayName(network) : '';
  // The chain did not bear the service out: no check mark, and what it says it sent, not what
  // arrived.
  const unconfirmed = delivery?.status === 'done' && delivery.record.verdict.verdict === 'not_confirmed';
  return (
    <div className="portage-swap-hero">
      <StatusMark kind={unconfirmed ? 'unconfirmed' : 'done'} />
      <h2 id="portage-status-title">
        {unconfirmed ? t('delivery.titleNotConfirmed') : t('status.titleCompleted')}
      </h2>
      {output ? (
        <div className="portage-swap-received">
          <span className="portage-swap-eyebrow">
            {unconfirmed ? t('delivery.serviceSaysSent') : t('status.youReceivedLabel')}
          </span>
          <span className="portage-swap-received-main">
            <TokenLogo token={dst} symbol={symbol} network={network} networkName={networkName} size={32} />
            <strong className="portage-swap-received-amount" data-testid="received-amount">
              {`${amountText(output.amount, output.token ?? dst, 'down', locale)} ${symbol}`}
            </strong>
          </span>
          <span className="portage-small portage-muted">
            {rich(t('status.onNetworkTo'), {
              network: networkName,
              address: <ShortAddress address={swap.destination_address ?? ''} />,
            })}
          </span>
          {refuel ? (
            <span className="portage-small">
              {t('status.forGas', {
                amount: amountText(refuel.amount, refuel.token, 'down', locale),
                token: refuel.token?.symbol ?? '',
              })}
            </span>
          ) : null}
        </div>
      ) : null}
      <DeliveryLine check={delivery} />
    </div>
  );
}

/**
 * What goes in and what should come out, one above the other: read as one sentence by a screen
 * reader (the picture of it is hidden from it).
 */
function RoutePair({ data: { swap, quote }, phase }: TimelineProps) {
  const t = useT();
  const locale = useLocale();
  const { input, output } = phase.transactions;
  const src = swap.source_token;
  const dst = swap.destination_token;
  const side = (
    token: typeof src,
    network: typeof swap.source_network,
    amount: string,
    estimate: boolean,
  ) => {
    const name = network ? displayName(network) : '';
    const symbol = token?.symbol ?? '';
    // No amount known (no quote): the token alone, never "≈ — ETH".
    const known = amount !== MISSING;
    return {
      said: t('status.amountOn', { amount: known ? amount : '', token: symbol, network: name }).trim(),
      shown: (
        <span className="portage-swap-pair-side">
          <TokenLogo token={token} symbol={symbol} network={network} networkName={name} size={28} />
          <span className="portage-swap-pair-text">
            <strong>{known ? `${estimate ? '≈ ' : ''}${amount} ${symbol}` : symbol}</strong>
            <span className="portage-small portage-muted">{name}</span>
          </span>
        </span>
      ),
    };
  };
  const from = side(
    src,
    swap.source_network,
    amountText(input ? input.amount : swap.requested_amount, input?.token ?? src, 'down', locale),
    false,
  );
  const to = side(
    dst,
    swap.destination_network,
    amountText(output ? output.amount : quote?.receive_amount, output?.token ?? dst, 'down', locale),
    !output,
  );
  return (
    <div
      className="portage-swap-pair"
      role="img"
      aria-label={t('status.pairSummary', { from: from.said, to: to.said })}
    >
      {from.shown}
      <svg className="portage-swap-pair-arrow" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M12 5v14M6 13l6 6 6-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {to.shown}
    </div>
  );
}

/** "From exchange: …" / "To exchange: …", for a swap that starts or ends at an exchange. */
function ExchangesLine({ swap, t }: { swap: SwapResponse['swap']; t: Translate }) {
  const from = swap.source_exchange;
  const to = swap.destination_exchange;
  if (!from && !to) return null;
  return (
    <p className="portage-small">
      {[
        from ? t('status.fromExchange', { name: from.display_name ?? from.name ?? '' }) : null,
        to ? t('status.toExchange', { name: to.display_name ?? to.name ?? '' }) : null,
      ]
        .filter(Boolean)
        .join(' ')}
    </p>
  );
}

function StepText({ step, data, phase }: { step: TimelineStep } & TimelineProps) {
  const t = useT();
  const { swap } = data;
  const dst = swap.destination_token;
  const dstName = swap.destination_network ? displayName(swap.destination_network) : '';
  let title: string;
  let detail: ReactNode = null;
  let time: ReactNode = null;
  if (step.id === 'deposit') {
    title =
      step.deposit === 'received'
        ? t('status.depositReceived')
        : step.deposit === 'sent'
          ? t('status.depositSent')
          : t('status.waitingDeposit');
    detail = <DepositDetail data={data} phase={phase} />;
    time = <TxTime tx={phase.transactions.input} />;
  } else if (step.id === 'send') {
    title = t(step.state === 'done' ? 'status.sent' : 'status.sending', {
      token: dst?.symbol ?? '',
      network: dstName,
    });
    detail = <SendDetail data={data} phase={phase} />;
    time = <TxTime tx={phase.transactions.output} />;
  } else {
    title = phase.phase === 'completed' ? t('status.completed') : t('status.received');
  }
  return (
    <div className="portage-swap-step">
      <div className="portage-swap-step-head">
        <strong>{title}</strong>
        {time}
      </div>
      {detail}
    </div>
  );
}

/** A step's detail: what it says, and its transaction's link at the end of the line (or below it). */
function Detail({ link = null, children }: { link?: ReactNode; children: ReactNode }) {
  return (
    <div className="portage-swap-step-detail">
      <span>{children}</span>
      {link ? <span className="portage-swap-step-link">{link}</span> : null}
    </div>
  );
}

/** The deposit as the service sees it, or the hash the wallet gave, or "not seen yet". */
function DepositDetail({ data: { swap }, phase }: TimelineProps) {
  const t = useT();
  const locale = useLocale();
  const { input } = phase.transactions;
  const src = swap.source_token;
  const srcName = swap.source_network ? displayName(swap.source_network) : '';
  if (input) {
    return (
      <Detail link={<TxLink tx={input} fallback={swap.source_network} />}>
        {t('status.amountOn', {
          amount: amountText(input.amount, input.token ?? src, 'down', locale),
          token: src?.symbol ?? '',
          network: srcName,
        })}
        {' · '}
        <span data-testid="confirmations">
          <Confirmations tx={input} />
        </span>
      </Detail>
    );
  }
  if (phase.sentHash) {
    return (
      <Detail>
        {rich(t('status.sentFromWallet'), {
          link: <TxLink tx={{ transaction_hash: phase.sentHash }} fallback={swap.source_network} />,
        })}
      </Detail>
    );
  }
  return <Detail>{t('status.notSeen')}</Detail>;
}

/** The service's transaction to the destination, or that it is sending once the deposit is in. */
function SendDetail({ data: { swap }, phase }: TimelineProps) {
  const t = useT();
  const { output } = phase.transactions;
  if (output) {
    return (
      <Detail link={<TxLink tx={output} fallback={swap.destination_network} />}>
        <Confirmations tx={output} />
      </Detail>
    );
  }
  return phase.inputConfirmed ? <Detail>{t('status.serviceSending')}</Detail> : null;
}
