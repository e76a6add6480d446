/** Small pieces the deposit step, the status timeline and the ending screens share. */
import type { ReactNode } from 'react';
import type { Network, Transaction } from '../../api/types';
import { useLocale, useT } from '../../i18n';
import { explorerUrl, formatTimeOfDay, shortenAddress } from '../../lib/format';

/** "2/3 confirmations", from the transaction's counts ("?" when the service gives no target). */
export function Confirmations({ tx }: { tx: Transaction }) {
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

/** A transaction's hash, linked to its explorer only through an https template (explorerUrl). */
export function TxLink({ tx, fallback }: { tx: Transaction; fallback: Network | undefined }) {
  const t = useT();
  const hash = tx.transaction_hash;
  if (!hash) return <span className="portage-muted">{t('status.pending')}</span>;
  const template = tx.network?.transaction_explorer_template ?? fallback?.transaction_explorer_template;
  const url = explorerUrl(template, hash);
  const text = shortenAddress(hash, 8);
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="portage-mono portage-swap-tx">
      {text}
      <span className="portage-visually-hidden">{t('status.opensExplorer')}</span>
      <svg className="portage-swap-external" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
        <path d="M4.5 2H2v8h8V7.5M7 2h3v3M10 2 5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      </svg>
    </a>
  ) : (
    <code className="portage-mono">{text}</code>
  );
}

/** An address shortened for reading ("0xf39F…2266"); the whole of it on hover and to copy. */
export function ShortAddress({ address }: { address: string }) {
  return (
    <code className="portage-mono" title={address}>
      {shortenAddress(address)}
    </code>
  );
}

/** When a transaction happened, as the locale writes a time of day ("2:05 PM", "14:05"); nothing if unknown. */
export function TxTime({ tx }: { tx: Transaction | undefined }) {
  const locale = useLocale();
  const ms = tx?.timestamp ? Date.parse(tx.timestamp) : Number.NaN;
  if (!Number.isFinite(ms)) return null;
  return (
    <time className="portage-swap-time" dateTime={new Date(ms).toISOString()}>
      {formatTimeOfDay(ms, locale)}
    </time>
  );
}

export type MarkKind = 'done' | 'refund' | 'failed' | 'expired' | 'cancelled' | 'unconfirmed';

const MARKS: Record<MarkKind, ReactNode> = {
  done: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  refund: (
    <>
      <path d="M4 9h10.5a5 5 0 0 1 0 10H9" />
      <path d="M8 5 4 9l4 4" />
    </>
  ),
  failed: <path d="M7 7l10 10M17 7 7 17" />,
  expired: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  cancelled: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M6.5 17.5l11-11" />
    </>
  ),
  // A warning sign: the service says done, the chain does not bear it out.
  unconfirmed: (
    <>
      <path d="M12 4 21 19.5H3z" />
      <path d="M12 10v4.5M12 17v.01" />
    </>
  ),
};

/** The mark above an ending's title (a check, a return arrow, a cross…); the title says it in words. */
export function StatusMark({ kind }: { kind: MarkKind }) {
  return (
    <span className={`portage-swap-mark is-${kind}`} aria-hidden="true">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {MARKS[kind]}
      </svg>
    </span>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="portage-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
