/**
 * Proof of delivery on the ending screens: what the payout's network says of the transaction the
 * service named (src/swap/useDeliveryCheck.ts), in one announced line: checking, delivered (with
 * the explorer link), not confirmed (with each difference and its figures) or not checked (why).
 */
import type { DeliveryRecord, PayoutDifference } from '../../chains/kit/payout-record';
import { type Translate, useLocale, useT } from '../../i18n';
import { formatUnits } from '../../lib/amount';
import { formatDecimal, shortenAddress } from '../../lib/format';
import type { DeliveryCheck } from '../../swap/useDeliveryCheck';

function units(value: string, decimals: number, locale: string): string {
  return formatDecimal(formatUnits(BigInt(value), decimals), locale);
}

/** One difference in words, with the figures (amounts exact, in the payout's token). */
export function differenceText(
  difference: PayoutDifference,
  record: Pick<DeliveryRecord, 'hash' | 'network' | 'token'>,
  t: Translate,
  locale: string,
): string {
  const token = record.token.symbol;
  switch (difference.code) {
    case 'not_found':
      return t('delivery.notFound', { network: record.network, hash: record.hash ?? '' });
    case 'failed':
      return t('delivery.failed');
    case 'pending':
      return t('delivery.pending');
    case 'recipient':
      return difference.paid.length === 0
        ? t('delivery.noRecipient', { expected: difference.expected })
        : t('delivery.otherRecipient', { paid: difference.paid.join(', '), expected: difference.expected });
    case 'token':
      return t('delivery.otherToken', {
        paid: difference.paid.map((p) => p ?? t('delivery.nativeCoin')).join(', '),
        token,
      });
    case 'amount':
      return t('delivery.lessThanMinimum', {
        paid: units(difference.paid, record.token.decimals, locale),
        minimum: units(difference.minimum, record.token.decimals, locale),
        token,
      });
  }
}

const REASON_KEY = {
  no_reader: 'delivery.reasonNoReader',
  no_node: 'delivery.reasonNoNode',
  node_error: 'delivery.reasonNodeError',
  no_transaction: 'delivery.reasonNoTransaction',
  no_recipient: 'delivery.reasonNoRecipient',
} as const;

/** The whole sentence of a check's verdict (also the history's title for it). */
export function verdictText(record: DeliveryRecord, t: Translate, locale: string): string {
  const { verdict } = record;
  switch (verdict.verdict) {
    case 'delivered':
      return t('delivery.delivered', { network: record.network });
    case 'not_confirmed':
      return t('delivery.notConfirmed', {
        differences: verdict.differences.map((d) => differenceText(d, record, t, locale)).join('; '),
      });
    case 'not_checked':
      return t('delivery.notChecked', { reason: t(REASON_KEY[verdict.reason], { network: record.network }) });
  }
}

function ExplorerLink({ record }: { record: DeliveryRecord }) {
  const t = useT();
  if (!record.hash || !record.explorerUrl) return null;
  return (
    <>
      {' '}
      <a
        href={record.explorerUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="portage-mono portage-swap-tx"
      >
        {shortenAddress(record.hash, 8)}
        <span className="portage-visually-hidden">{t('status.opensExplorer')}</span>
      </a>
    </>
  );
}

/** The check's line, in a live region that exists from "checking" on, so the verdict is announced. */
export function DeliveryLine({ check }: { check: DeliveryCheck | null }) {
  const t = useT();
  const locale = useLocale();
  if (!check) return null;
  const verdict = check.status === 'done' ? check.record.verdict.verdict : 'checking';
  return (
    <div
      className={`portage-delivery is-${verdict}`}
      role="status"
      data-testid="delivery"
      data-verdict={verdict}
    >
      {check.status === 'checking' ? (
        <p className="portage-delivery-verdict portage-small portage-muted">
          {t('delivery.checking', { network: check.network })}
        </p>
      ) : (
        <>
          <p className="portage-delivery-verdict">
            {verdictText(check.record, t, locale)}
            {check.record.verdict.verdict === 'not_checked' ? null : <ExplorerLink record={check.record} />}
          </p>
          {check.record.verdict.verdict === 'delivered' && check.record.verdict.minimum === null ? (
            <p className="portage-delivery-note portage-small portage-muted">
              {t('delivery.minimumUnknown')}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
