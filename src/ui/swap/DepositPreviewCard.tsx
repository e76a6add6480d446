import { rich, useT } from '../../i18n';
import { formatUnits } from '../../lib/amount';
import type { DepositPreview } from '../../wallets/contract';

/**
 * One line, read from the transaction Portage built: what leaves the wallet, on which network,
 * to which address; an approve first, the network fee Portage set, and what it could not verify.
 */
export function DepositPreviewCard({ preview }: { preview: DepositPreview }) {
  const t = useT();
  const amount = `${formatUnits(preview.amount, preview.decimals)} ${preview.symbol}`;
  const to = (
    <code className="portage-mono portage-break" data-testid="preview-to">
      {preview.to}
    </code>
  );
  return (
    <section className="portage-preview" aria-labelledby="portage-preview-label">
      <span className="portage-preview-label" id="portage-preview-label">
        {t('wallet.previewLabel')}
      </span>
      <p data-testid="deposit-preview">
        {rich(t(preview.viaContract ? 'wallet.previewVia' : 'wallet.preview'), {
          amount: <strong data-testid="preview-amount">{amount}</strong>,
          network: <strong>{preview.network}</strong>,
          to,
        })}
        {preview.approve != null
          ? ` ${t('wallet.previewApprove', { amount: `${formatUnits(preview.approve, preview.decimals)} ${preview.symbol}` })}`
          : ''}
        {preview.fee
          ? ` ${t('wallet.previewFee', { fee: `${formatUnits(preview.fee.amount, preview.fee.decimals)} ${preview.fee.symbol}` })}`
          : ''}
      </p>
      {preview.caveat ? (
        <p className="portage-warning" role="note" data-testid="preview-caveat">
          {preview.caveat}
        </p>
      ) : null}
    </section>
  );
}
