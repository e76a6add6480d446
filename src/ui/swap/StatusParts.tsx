/** Small pieces the status timeline and the ending screens share. */
import type { ReactNode } from 'react';
import type { Network, Transaction } from '../../api/types';
import { useT } from '../../i18n';
import { explorerUrl, shortenAddress } from '../../lib/format';

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
    <a href={url} target="_blank" rel="noopener noreferrer" className="portage-mono">
      {text}
      <span className="portage-visually-hidden">{t('status.opensExplorer')}</span>
    </a>
  ) : (
    <code className="portage-mono">{text}</code>
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
