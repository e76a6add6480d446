import type { ReactNode } from 'react';
import type { DepositPreview } from '../../chains/kit/contract';
import { useT } from '../../i18n';
import { formatUnits } from '../../lib/amount';

/**
 * What the wallet will be asked to sign, read from the transaction Portage built, row by row:
 * what leaves the wallet, on which network, to which address (or deposit contract) with the swap
 * number the deposit carries (its memo, as the service matches it, where the family has one); an
 * approve first, the network fee Portage set, and what it could not verify. It is what the person
 * compares with the wallet's own screen, and what the Send button below it sends.
 */
export function DepositPreviewCard({ preview }: { preview: DepositPreview }) {
  const t = useT();
  const units = (amount: bigint) => `${formatUnits(amount, preview.decimals)} ${preview.symbol}`;
  return (
    <section className="portage-swap-preview" aria-labelledby="portage-preview-label">
      <span className="portage-swap-eyebrow" id="portage-preview-label">
        {t('wallet.previewLabel')}
      </span>
      <dl className="portage-swap-rows" data-testid="deposit-preview">
        <Row label={t('deposit.amountLabel')}>
          <strong data-testid="preview-amount">{units(preview.amount)}</strong>
        </Row>
        <Row label={t('deposit.networkLabel')}>{preview.network}</Row>
        <Row label={preview.viaContract ? t('deposit.contractLabel') : t('deposit.toLabel')} stacked>
          <code className="portage-mono portage-break" data-testid="preview-to">
            {preview.to}
          </code>
        </Row>
        {preview.memo ? (
          <Row label={t('deposit.memoLabel')}>
            <span className="portage-mono" data-testid="preview-memo">
              {preview.memo}
            </span>
          </Row>
        ) : null}
        {preview.approve != null ? (
          <Row label={t('deposit.approveLabel')}>
            <span data-testid="preview-approve">
              {/* Another allowance is first set to 0, then to the amount: "0 USDT → 12.5 USDT". */}
              {preview.resetsAllowance ? `${units(0n)} → ${units(preview.approve)}` : units(preview.approve)}
            </span>
          </Row>
        ) : null}
        {preview.fee ? (
          <Row label={t('quote.networkFee')}>
            <span data-testid="preview-fee">
              {`${formatUnits(preview.fee.amount, preview.fee.decimals)} ${preview.fee.symbol}`}
            </span>
          </Row>
        ) : null}
      </dl>
      {preview.caveat ? (
        <p className="portage-warning" role="note" data-testid="preview-caveat">
          {preview.caveat}
        </p>
      ) : null}
    </section>
  );
}

function Row({
  label,
  stacked = false,
  children,
}: {
  label: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={stacked ? 'is-stacked' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
