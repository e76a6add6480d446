import type { ReactNode } from 'react';
import type { Network, SwapResponse, Transaction } from '../../api/types';
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

const FAIL_REASONS: Record<string, string> = {
  received_less_than_valid_range: 'The deposit was smaller than the minimum for this route.',
  received_more_than_valid_range: 'The deposit was larger than the maximum for this route.',
  swap_route_unavailable: 'The route became unavailable while the swap was being processed.',
  degraded_quote: 'The price moved too far from the quote before the swap could be made.',
  quote_expired: 'The deposit arrived after the swap had expired.',
};

function failReasonText(reason: string | undefined): string {
  if (!reason) return 'The service did not say why.';
  return FAIL_REASONS[reason] ?? `Reason given by the service: ${reason.replace(/_/g, ' ')}.`;
}

/** The swap's progress: a timeline while it runs, and a screen of its own for each ending. */
export function StatusStep({ data, sentHash }: { data: SwapResponse; sentHash?: string | undefined }) {
  const { swap, quote } = data;
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
        <h2 id="portage-status-title">{done ? 'Refunded' : 'Refund in progress'}</h2>
        <p>
          {done
            ? 'The swap could not be completed, and your deposit was sent back to you.'
            : 'The swap could not be completed. Your deposit is being sent back to you.'}{' '}
          {failReasonText(swap.fail_reason)}
        </p>
        {refund ? (
          <dl className="portage-facts">
            <Fact label="Refunded">
              {amountText(refund.amount, refund.token ?? src, 'down')} {refund.token?.symbol ?? src?.symbol}{' '}
              on {refund.network ? displayName(refund.network) : srcName}
            </Fact>
            {refund.fee_amount ? (
              <Fact label="Network fee deducted">
                {amountText(refund.fee_amount, refund.token ?? src, 'up')}{' '}
                {refund.token?.symbol ?? src?.symbol}
              </Fact>
            ) : null}
            <Fact label="To">
              {refund.to ? <code className="portage-mono portage-break">{refund.to}</code> : '—'}
            </Fact>
            <Fact label="Refund transaction">
              <TxLink tx={refund} fallback={swap.source_network} />
            </Fact>
          </dl>
        ) : (
          <p className="portage-muted">
            The refund transaction will appear here once it is sent, in {src?.symbol}.
          </p>
        )}
        {input ? (
          <p className="portage-small portage-muted">
            Your deposit: <TxLink tx={input} fallback={swap.source_network} />
          </p>
        ) : null}
        <SwapIdLine id={swap.id} />
      </section>
    );
  }

  if (status === 'failed' || status === 'expired' || status === 'cancelled') {
    const title =
      status === 'failed' ? 'Swap failed' : status === 'expired' ? 'Swap expired' : 'Swap cancelled';
    return (
      <section
        className="portage-step portage-ending"
        aria-labelledby="portage-status-title"
        data-status={status}
      >
        <h2 id="portage-status-title">{title}</h2>
        {status === 'failed' ? (
          <>
            <p>{failReasonText(swap.fail_reason)}</p>
            <p>
              {input
                ? `Your deposit of ${amountText(input.amount, input.token ?? src, 'down')} ${src?.symbol ?? ''} on ${srcName} was received but not swapped. Contact support with the swap ID below to have it returned.`
                : 'No funds were received for this swap.'}
            </p>
          </>
        ) : status === 'expired' ? (
          <p>
            No deposit arrived in time, so nothing was swapped. Do not send funds for this swap any more: if
            you already did, they will be refunded to you, minus the network fee. Start a new swap to try
            again.
          </p>
        ) : (
          <p>This swap was cancelled. Nothing more will happen to it.</p>
        )}
        {input ? (
          <p className="portage-small">
            Your deposit: <TxLink tx={input} fallback={swap.source_network} />
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
      title: input ? 'Deposit received' : sentHash ? 'Deposit sent' : 'Waiting for your deposit',
      state: inputConfirmed ? 'done' : 'current',
      detail: input ? (
        <>
          {amountText(input.amount, input.token ?? src, 'down')} {src?.symbol} on {srcName} ·{' '}
          <span data-testid="confirmations">
            {input.confirmations ?? 0}/{input.max_confirmations ?? '?'} confirmations
          </span>{' '}
          · <TxLink tx={input} fallback={swap.source_network} />
        </>
      ) : sentHash ? (
        <>
          Sent from your wallet, waiting for the network ·{' '}
          <TxLink tx={{ transaction_hash: sentHash }} fallback={swap.source_network} />
        </>
      ) : (
        'The service has not seen your deposit yet.'
      ),
    },
    {
      title: `Sending ${dst?.symbol ?? ''} on ${dstName}`,
      state: completed || (output && isConfirmed(output)) ? 'done' : inputConfirmed ? 'current' : 'waiting',
      detail: output ? (
        <>
          <TxLink tx={output} fallback={swap.destination_network} /> · {output.confirmations ?? 0}/
          {output.max_confirmations ?? '?'} confirmations
        </>
      ) : inputConfirmed ? (
        'The service is sending your funds.'
      ) : null,
    },
    {
      title: completed ? 'Completed' : 'Received',
      state: completed ? 'done' : 'waiting',
      detail:
        completed && output ? (
          <>
            You received{' '}
            <strong data-testid="received-amount">
              {amountText(output.amount, output.token ?? dst, 'down')} {dst?.symbol}
            </strong>{' '}
            at <code className="portage-mono">{shortenAddress(swap.destination_address ?? '')}</code>
            {refuel ? (
              <>
                {' '}
                and {amountText(refuel.amount, refuel.token, 'down')} {refuel.token?.symbol} for gas
              </>
            ) : null}
          </>
        ) : null,
    },
  ];

  return (
    <section className="portage-step" aria-labelledby="portage-status-title" data-status={status}>
      <h2 id="portage-status-title">{completed ? 'Swap completed' : 'Swap in progress'}</h2>
      {!known.includes(status) ? (
        <p className="portage-muted">In progress ({status.replace(/_/g, ' ')}).</p>
      ) : null}
      {swap.source_exchange || swap.destination_exchange ? (
        <p className="portage-small">
          {swap.source_exchange
            ? `From exchange: ${swap.source_exchange.display_name ?? swap.source_exchange.name}. `
            : ''}
          {swap.destination_exchange
            ? `To exchange: ${swap.destination_exchange.display_name ?? swap.destination_exchange.name}.`
            : ''}
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
        {Number.isFinite(created) ? `Elapsed ${formatElapsed(Math.max(0, now - created))}` : ''}
        {expected !== null ? ` · usually takes ${formatDuration(expected)}` : ''}
      </p>
      <SwapIdLine id={swap.id} />
    </section>
  );
}

function isConfirmed(tx: Transaction): boolean {
  if (tx.max_confirmations === undefined) return tx.status === 'completed';
  return (tx.confirmations ?? 0) >= tx.max_confirmations;
}

function TxLink({ tx, fallback }: { tx: Transaction; fallback: Network | undefined }) {
  const hash = tx.transaction_hash;
  if (!hash) return <span className="portage-muted">pending</span>;
  const template = tx.network?.transaction_explorer_template ?? fallback?.transaction_explorer_template;
  const url = explorerUrl(template, hash);
  const text = shortenAddress(hash, 8);
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="portage-mono">
      {text}
      <span className="portage-visually-hidden"> (opens the explorer)</span>
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
