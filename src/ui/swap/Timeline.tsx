/**
 * A swap in progress, or completed: the deposit, the service sending, the person receiving, each
 * done, current or waiting as `swapPhase` (src/swap/phase.ts) says.
 */
import type { ReactNode } from 'react';
import type { SwapResponse } from '../../api/types';
import { rich, type Translate, useLocale, useT } from '../../i18n';
import { amountText, formatDuration, formatElapsed, parseDuration, shortenAddress } from '../../lib/format';
import { useNow } from '../../lib/useNow';
import type { SwapPhase, TimelineStep } from '../../swap/phase';
import { displayName } from '../../swap/route';
import { SwapIdLine } from './DepositStep';
import { Confirmations, TxLink } from './StatusParts';

interface TimelineProps {
  data: SwapResponse;
  phase: SwapPhase;
}

export function Timeline({ data, phase }: TimelineProps) {
  const { swap } = data;
  const t = useT();
  const completed = phase.phase === 'completed';
  return (
    <section
      className="portage-step"
      aria-labelledby="portage-status-title"
      data-status={phase.status || 'unknown'}
    >
      <h2 id="portage-status-title">
        {completed ? t('status.titleCompleted') : t('status.titleInProgress')}
      </h2>
      {phase.phase === 'unknown_status' ? (
        <p className="portage-muted">
          {t('status.unknownStatus', { status: (phase.status || 'unknown').replace(/_/g, ' ') })}
        </p>
      ) : null}
      <ExchangesLine swap={swap} t={t} />
      <ol className="portage-timeline">
        {phase.steps.map((step) => (
          <li
            key={step.id}
            className={`is-${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="portage-dot" aria-hidden="true" />
            <StepText step={step} data={data} phase={phase} />
          </li>
        ))}
      </ol>
      <ElapsedLine data={data} />
      <SwapIdLine id={swap.id} />
    </section>
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

/** How long the swap has been running, and how long such a swap usually takes. */
function ElapsedLine({ data }: { data: SwapResponse }) {
  const t = useT();
  const locale = useLocale();
  const now = useNow(1000);
  const created = data.swap.created_date ? Date.parse(data.swap.created_date) : Number.NaN;
  const expected = parseDuration(data.quote?.avg_completion_time);
  return (
    <p className="portage-small portage-muted">
      {[
        Number.isFinite(created)
          ? t('status.elapsed', { time: formatElapsed(Math.max(0, now - created)) })
          : null,
        expected !== null ? t('status.usuallyTakes', { duration: formatDuration(expected, locale) }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}

function StepText({ step, data, phase }: { step: TimelineStep } & TimelineProps) {
  const t = useT();
  const { swap } = data;
  const dst = swap.destination_token;
  const dstName = swap.destination_network ? displayName(swap.destination_network) : '';
  let title: string;
  let detail: ReactNode;
  if (step.id === 'deposit') {
    title =
      step.deposit === 'received'
        ? t('status.depositReceived')
        : step.deposit === 'sent'
          ? t('status.depositSent')
          : t('status.waitingDeposit');
    detail = <DepositDetail data={data} phase={phase} />;
  } else if (step.id === 'send') {
    title = t('status.sending', { token: dst?.symbol ?? '', network: dstName });
    detail = <SendDetail data={data} phase={phase} />;
  } else {
    title = phase.phase === 'completed' ? t('status.completed') : t('status.received');
    detail = <ReceiveDetail data={data} phase={phase} />;
  }
  return (
    <div>
      <strong>{title}</strong>
      {detail}
    </div>
  );
}

function Detail({ children }: { children: ReactNode }) {
  return <div className="portage-small">{children}</div>;
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
      <Detail>
        {t('status.amountOn', {
          amount: amountText(input.amount, input.token ?? src, 'down', locale),
          token: src?.symbol ?? '',
          network: srcName,
        })}{' '}
        ·{' '}
        <span data-testid="confirmations">
          <Confirmations tx={input} />
        </span>{' '}
        · <TxLink tx={input} fallback={swap.source_network} />
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
      <Detail>
        <TxLink tx={output} fallback={swap.destination_network} /> · <Confirmations tx={output} />
      </Detail>
    );
  }
  return phase.inputConfirmed ? <Detail>{t('status.serviceSending')}</Detail> : null;
}

/** What arrived, and where (with the destination gas, when a refuel came with it). */
function ReceiveDetail({ data: { swap }, phase }: TimelineProps) {
  const t = useT();
  const locale = useLocale();
  const { output, refuel } = phase.transactions;
  if (phase.phase !== 'completed' || !output) return null;
  const dst = swap.destination_token;
  const text = refuel
    ? t('status.youReceivedWithGas', {
        gasAmount: amountText(refuel.amount, refuel.token, 'down', locale),
        gasToken: refuel.token?.symbol ?? '',
      })
    : t('status.youReceived');
  return (
    <Detail>
      {rich(text, {
        amount: (
          <strong data-testid="received-amount">
            {amountText(output.amount, output.token ?? dst, 'down', locale)} {dst?.symbol}
          </strong>
        ),
        address: <code className="portage-mono">{shortenAddress(swap.destination_address ?? '')}</code>,
      })}
    </Detail>
  );
}
