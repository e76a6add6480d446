import type { ReactNode } from 'react';
import type { QuoteResponse, Token } from '../../api/types';
import { useLocale, useT } from '../../i18n';
import { amountText, formatDuration, formatUsd, parseDuration } from '../../lib/format';

interface QuoteDetailsProps {
  data: QuoteResponse | undefined;
  loading: boolean;
  sourceToken: Token | undefined;
  destinationToken: Token | undefined;
  /** Seconds until the next refresh, or null while paused (typing) or not refreshing. */
  refreshIn: number | null;
}

/**
 * What the person gets and pays. The rows keep their place and height while a new quote loads,
 * so nothing jumps when it refreshes.
 */
export function QuoteDetails({ data, loading, sourceToken, destinationToken, refreshIn }: QuoteDetailsProps) {
  const t = useT();
  const locale = useLocale();
  const quote = data?.quote;
  const src = sourceToken?.symbol ?? '';
  const dst = destinationToken?.symbol ?? '';
  // Without a quote the rows keep their place: a shimmer while one loads, a dash otherwise.
  const value = (text: string | null) =>
    text !== null ? text : loading ? <span className="portage-skeleton" aria-hidden="true" /> : '—';
  const eta = parseDuration(quote?.avg_completion_time);
  const receiveUsd =
    quote?.receive_amount !== undefined && destinationToken?.price_in_usd !== undefined
      ? quote.receive_amount * destinationToken.price_in_usd
      : undefined;

  return (
    <section className="portage-quote" aria-label={t('quote.label')} aria-busy={loading}>
      <div className="portage-quote-main">
        <span className="portage-label">{t('quote.youReceive')}</span>
        <output className="portage-receive" aria-live="polite" data-testid="receive-amount">
          {quote
            ? `${amountText(quote.receive_amount, destinationToken, 'down', locale)} ${dst}`
            : value(null)}
        </output>
        <span className="portage-muted portage-small">
          {quote ? formatUsd(receiveUsd, locale) : '\u00a0'}
        </span>
      </div>
      <dl className="portage-quote-rows">
        <Row label={t('quote.minimumReceived')}>
          {quote
            ? `${amountText(quote.min_receive_amount, destinationToken, 'down', locale)} ${dst}`
            : value(null)}
        </Row>
        <Row label={t('quote.serviceFee')}>
          {quote ? `${amountText(quote.service_fee, sourceToken, 'up', locale)} ${src}` : value(null)}
        </Row>
        <Row label={t('quote.networkFee')}>
          {quote ? `${amountText(quote.blockchain_fee, sourceToken, 'up', locale)} ${src}` : value(null)}
        </Row>
        <Row label={t('quote.totalFee')}>
          {quote
            ? `${amountText(quote.total_fee, sourceToken, 'up', locale)} ${src} (${formatUsd(quote.total_fee_in_usd, locale)})`
            : value(null)}
        </Row>
        <Row label={t('quote.rate')}>
          {quote?.rate !== undefined
            ? `1 ${src} ≈ ${amountText(quote.rate, { precision: 6 }, 'down', locale)} ${dst}`
            : value(null)}
        </Row>
        <Row label={t('quote.estimatedTime')}>
          {quote ? (eta === null ? '—' : formatDuration(eta, locale)) : value(null)}
        </Row>
        <Row label={t('quote.route')}>
          {quote
            ? (quote.path ?? [])
                .slice()
                .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
                .map((step) => step.provider ?? '?')
                .join(' → ') || '—'
            : value(null)}
        </Row>
        {data?.reward?.amount ? (
          <Row label={t('quote.reward')}>
            {`${amountText(data.reward.amount, data.reward.token, 'down', locale)} ${data.reward.token?.symbol ?? ''} (${formatUsd(data.reward.amount_in_usd, locale)})`}
          </Row>
        ) : null}
      </dl>
      <p className="portage-small portage-muted portage-refresh" aria-live="off">
        {refreshIn === null ? '\u00a0' : t('quote.refreshesIn', { seconds: refreshIn })}
      </p>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="portage-quote-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
