import type { ReactNode } from 'react';
import type { Network, SwapResponse, Transaction } from '../../api/types';
import { rich, type Translate, useLocale, useT } from '../../i18n';
import {
  amountText,
  explorerUrl,
  formatDuration,
  formatElapsed,
  parseDuration,
  shortenAddress,
} from '../../lib/format';
import { useNow } from '../../lib/useNow';
import { displayName } from '../routes';
import { SwapIdLine } from './DepositStep';

type StepState = 'done' | 'current' | 'waiting';

const FAIL_REASONS = [
  'received_less_than_valid_range',
  'received_more_than_valid_range',
  'swap_route_unavailable',
  'degraded_quote',
  'quote_expired',
] as const;

function failReasonText(reason: string | undefined, t: Translate): string {
  if (!reason) return t('status.noReason');
  const known = FAIL_REASONS.find((r) => r === reason);
  return known
    ? t(`status.failReason.${known}`)
    : t('status.reasonGiven', { reason: reason.replace(/_/g, ' ') });
}

/** The swap's progress: a timeline while it runs, and a screen of its own for each ending. */
export function StatusStep({ data, sentHash }: { data: SwapResponse; sentHash?: string | undefined }) {
  const { swap, quote } = data;
  const t = useT();
  const locale = useLocale();
  const now = useNow(1000);
  const status = swap.status ?? 'unknown';
  const input = swap.transactions.find((tx) => tx.type === 'input');
  const output = swap.transactions.find((tx) => tx.type === 'output');
  const refund = swap.transactions.find((tx) => tx.type === 'refund');
  const refuel = swap.transactions.find((tx) => tx.type === 'refuel');
  const created = swap.created_date ? Date.parse(swap.created_date) : Number.NaN;
  const expected = parseDuration(quote?.avg_completion_time);
  const src = swap.source_token;
  const dst = swap.destination_token;
  const srcName = swap.source_network ? displayName(swap.source_network) : '';
  const dstName = swap.destination_network ? displayName(swap.destination_network) : '';
  const inputConfirmed = input ? isConfirmed(input) : false;

  if (status === 'refund_pending' || status === 'pending_refund' || status === 'refunded') {
    const done = status === 'refunded';
    return (
      <section
        className="portage-step portage-ending"
        aria-labelledby="portage-status-title"
        data-status={status}
      >
        <h2 id="portage-status-title">{done ? t('status.refunded') : t('status.refundInProgress')}</h2>
        <p>
          {done ? t('status.refundedText') : t('status.refundingText')} {failReasonText(swap.fail_reason, t)}
        </p>
        {refund ? (
          <dl className="portage-facts">
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
          <p className="portage-muted">{t('status.refundLater', { token: src?.symbol ?? '' })}</p>
        )}
        {input ? (
          <p className="portage-small portage-muted">
            {rich(t('status.yourDeposit'), { link: <TxLink tx={input} fallback={swap.source_network} /> })}
          </p>
        ) : null}
        <SwapIdLine id={swap.id} />
      </section>
    );
  }

  if (status === 'failed' || status === 'expired' || status === 'cancelled') {
    const title =
      status === 'failed'
        ? t('status.failed')
        : status === 'expired'
          ? t('status.expired')
          : t('status.cancelled');
    return (
      <section
        className="portage-step portage-ending"
        aria-labelledby="portage-status-title"
        data-status={status}
      >
        <h2 id="portage-status-title">{title}</h2>
        {status === 'failed' ? (
          <>
            <p>{failReasonText(swap.fail_reason, t)}</p>
            <p>
              {input
                ? t('status.notSwapped', {
                    amount: amountText(input.amount, input.token ?? src, 'down', locale),
                    token: src?.symbol ?? '',
                    network: srcName,
                  })
                : t('status.noFunds')}
            </p>
          </>
        ) : status === 'expired' ? (
          <p>{t('status.expiredText')}</p>
        ) : (
          <p>{t('status.cancelledText')}</p>
        )}
        {input ? (
          <p className="portage-small">
            {rich(t('status.yourDeposit'), { link: <TxLink tx={input} fallback={swap.source_network} /> })}
          </p>
        ) : null}
        <SwapIdLine id={swap.id} />
      </section>
    );
  }

  const completed = status === 'completed';
  const known = [
    'created',
    'user_transfer_pending',
    'user_transfer_delayed',
    'ls_transfer_pending',
    'completed',
  ];
  const steps: { title: string; state: StepState; detail: ReactNode }[] = [
    {
      title: input
        ? t('status.depositReceived')
        : sentHash
          ? t('status.depositSent')
          : t('status.waitingDeposit'),
      state: inputConfirmed ? 'done' : 'current',
      detail: input ? (
        <>
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
        </>
      ) : sentHash ? (
        rich(t('status.sentFromWallet'), {
          link: <TxLink tx={{ transaction_hash: sentHash }} fallback={swap.source_network} />,
        })
      ) : (
        t('status.notSeen')
      ),
    },
    {
      title: t('status.sending', { token: dst?.symbol ?? '', network: dstName }),
      state: completed || (output && isConfirmed(output)) ? 'done' : inputConfirmed ? 'current' : 'waiting',
      detail: output ? (
        <>
          <TxLink tx={output} fallback={swap.destination_network} /> · <Confirmations tx={output} />
        </>
      ) : inputConfirmed ? (
        t('status.serviceSending')
      ) : null,
    },
    {
      title: completed ? t('status.completed') : t('status.received'),
      state: completed ? 'done' : 'waiting',
      detail:
        completed && output
          ? rich(
              refuel
                ? t('status.youReceivedWithGas', {
                    gasAmount: amountText(refuel.amount, refuel.token, 'down', locale),
                    gasToken: refuel.token?.symbol ?? '',
                  })
                : t('status.youReceived'),
              {
                amount: (
                  <strong data-testid="received-amount">
                    {amountText(output.amount, output.token ?? dst, 'down', locale)} {dst?.symbol}
                  </strong>
                ),
                address: (
                  <code className="portage-mono">{shortenAddress(swap.destination_address ?? '')}</code>
                ),
              },
            )
          : null,
    },
  ];

  return (
    <section className="portage-step" aria-labelledby="portage-status-title" data-status={status}>
      <h2 id="portage-status-title">
        {completed ? t('status.titleCompleted') : t('status.titleInProgress')}
      </h2>
      {!known.includes(status) ? (
        <p className="portage-muted">{t('status.unknownStatus', { status: status.replace(/_/g, ' ') })}</p>
      ) : null}
      {swap.source_exchange || swap.destination_exchange ? (
        <p className="portage-small">
          {[
            swap.source_exchange
              ? t('status.fromExchange', {
                  name: swap.source_exchange.display_name ?? swap.source_exchange.name ?? '',
                })
              : null,
            swap.destination_exchange
              ? t('status.toExchange', {
                  name: swap.destination_exchange.display_name ?? swap.destination_exchange.name ?? '',
                })
              : null,
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      ) : null}
      <ol className="portage-timeline">
        {steps.map((step) => (
          <li
            key={step.title}
            className={`is-${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className="portage-dot" aria-hidden="true" />
            <div>
              <strong>{step.title}</strong>
              {step.detail ? <div className="portage-small">{step.detail}</div> : null}
            </div>
          </li>
        ))}
      </ol>
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
      <SwapIdLine id={swap.id} />
    </section>
  );
}

/** "2/3 confirmations", from the transaction's counts ("?" when the service gives no target). */
function Confirmations({ tx }: { tx: Transaction }) {
  const t = useT();
  return (
    <>
      {t('status.confirmations', {
        done: String(tx.confirmations ?? 0),
        required: String(tx.max_confirmations ?? '?'),
      })}
    </>
  );
}

function isConfirmed(tx: Transaction): boolean {
  if (tx.max_confirmations === undefined) return tx.status === 'completed';
  return (tx.confirmations ?? 0) >= tx.max_confirmations;
}

function TxLink({ tx, fallback }: { tx: Transaction; fallback: Network | undefined }) {
  const t = useT();
  const hash = tx.transaction_hash;
  if (!hash) return <span className="portage-muted">{t('status.pending')}</span>;
  const template = tx.network?.transaction_explorer_template ?? fallback?.transaction_explorer_template;
  const url = explorerUrl(template, hash);
  const text = shortenAddress(hash, 8);
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="portage-mono">
      {text}
      <span className="portage-visually-hidden">{t('status.opensExplorer')}</span>
    </a>
  ) : (
    <code className="portage-mono">{text}</code>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="portage-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
