import { type ReactNode, useId, useState } from 'react';
import type { DetailedQuoteEntry, QuoteResponse, RouteToken, Token } from '../../api/types';
import { useLocale, useT } from '../../i18n';
import { amountText, formatDuration, formatPercent, formatUsd, parseDuration } from '../../lib/format';
import type { RouteForm } from '../../swap/useRouteForm';
import { RouteOptions } from './RouteOptions';

/**
 * The quote in one line — the rate, the total fee, the time — that opens to every field the
 * quote has: minimum received, each fee, the route, the reward, the fee tiers, the refuel and
 * slippage settings and the refresh countdown. Shown once a route is chosen; the line keeps its
 * height through loading and refreshing, so nothing below it moves.
 */
export function QuoteSummary({ model }: { model: RouteForm }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { lists, quote } = model;
  if (!lists.route) return null;
  const data = quote.params ? quote.quote.data : undefined;
  const loading = Boolean(quote.params) && (quote.quote.isFetching || quote.typing);
  return (
    <section className="portage-quote" aria-label={t('quote.label')} aria-busy={loading}>
      <button
        type="button"
        className="portage-quote-line"
        aria-expanded={open}
        aria-controls={detailsId}
        data-testid="quote-summary"
        onClick={() => setOpen((was) => !was)}
      >
        <span className="portage-quote-line-text">
          <SummaryText data={data} loading={loading} model={model} />
        </span>
        <span className="portage-visually-hidden">
          {open ? t('quote.hideDetails') : t('quote.showDetails')}
        </span>
        <span className="portage-chevron" aria-hidden="true" data-open={open ? 'true' : undefined}>
          ▾
        </span>
      </button>
      {open ? (
        <div id={detailsId} className="portage-quote-details">
          {data ? (
            <QuoteRows data={data} sourceToken={lists.fromToken} destinationToken={lists.toToken} />
          ) : null}
          <FeeTiers tiers={quote.tiers} token={lists.fromToken} />
          <RouteOptions model={model} />
          <p className="portage-small portage-muted portage-refresh" aria-live="off">
            {quote.refreshIn === null ? '\u00a0' : t('quote.refreshesIn', { seconds: quote.refreshIn })}
          </p>
        </div>
      ) : (
        // Closed, its panel is still named by the button's aria-controls.
        <div id={detailsId} hidden />
      )}
    </section>
  );
}

/** The one line: rate · total fee · time, or what is missing for a quote. */
function SummaryText({
  data,
  loading,
  model,
}: {
  data: QuoteResponse | undefined;
  loading: boolean;
  model: RouteForm;
}) {
  const t = useT();
  const locale = useLocale();
  const quote = data?.quote;
  if (!quote) {
    if (loading) return <span className="portage-skeleton portage-skeleton-line" aria-hidden="true" />;
    return <span className="portage-muted">{model.quote.params ? '\u00a0' : t('quote.enterAmount')}</span>;
  }
  const src = model.lists.fromToken;
  const dst = model.lists.toToken;
  const eta = parseDuration(quote.avg_completion_time);
  const fee =
    quote.total_fee_in_usd !== undefined
      ? formatUsd(quote.total_fee_in_usd, locale)
      : `${amountText(quote.total_fee, src, 'up', locale)} ${src?.symbol ?? ''}`;
  const parts = [
    quote.rate !== undefined
      ? `1 ${src?.symbol ?? ''} ≈ ${amountText(quote.rate, { precision: 6 }, 'down', locale)} ${dst?.symbol ?? ''}`
      : null,
    t('quote.fee', { amount: fee }),
    eta === null ? null : formatDuration(eta, locale),
  ].filter((part): part is string => part !== null);
  return <span>{parts.join(' · ')}</span>;
}

/** Every field of the quote, as label–value rows. */
function QuoteRows({
  data,
  sourceToken,
  destinationToken,
}: {
  data: QuoteResponse;
  sourceToken: Token | undefined;
  destinationToken: Token | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const { quote } = data;
  const src = sourceToken?.symbol ?? '';
  const dst = destinationToken?.symbol ?? '';
  const eta = parseDuration(quote.avg_completion_time);
  const route =
    (quote.path ?? [])
      .slice()
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((step) => step.provider ?? '?')
      .join(' → ') || '—';
  return (
    <dl className="portage-quote-rows">
      <Row label={t('quote.minimumReceived')}>
        {`${amountText(quote.min_receive_amount, destinationToken, 'down', locale)} ${dst}`}
      </Row>
      <Row
        label={t('quote.serviceFee')}
      >{`${amountText(quote.service_fee, sourceToken, 'up', locale)} ${src}`}</Row>
      <Row label={t('quote.networkFee')}>
        {`${amountText(quote.blockchain_fee, sourceToken, 'up', locale)} ${src}`}
      </Row>
      <Row label={t('quote.totalFee')}>
        {`${amountText(quote.total_fee, sourceToken, 'up', locale)} ${src} (${formatUsd(quote.total_fee_in_usd, locale)})`}
      </Row>
      <Row label={t('quote.rate')}>
        {quote.rate !== undefined
          ? `1 ${src} ≈ ${amountText(quote.rate, { precision: 6 }, 'down', locale)} ${dst}`
          : '—'}
      </Row>
      <Row label={t('quote.estimatedTime')}>{eta === null ? '—' : formatDuration(eta, locale)}</Row>
      <Row label={t('quote.route')}>{route}</Row>
      {data.reward?.amount ? (
        <Row label={t('quote.reward')}>
          {`${amountText(data.reward.amount, data.reward.token, 'down', locale)} ${data.reward.token?.symbol ?? ''} (${formatUsd(data.reward.amount_in_usd, locale)})`}
        </Row>
      ) : null}
    </dl>
  );
}

/** The route's fee tiers: for each amount range, its percentage and fixed fee. */
function FeeTiers({ tiers, token }: { tiers: readonly DetailedQuoteEntry[]; token: RouteToken | undefined }) {
  const t = useT();
  const locale = useLocale();
  if (!token || tiers.length === 0) return null;
  const symbol = token.symbol;
  return (
    <div className="portage-tiers" data-testid="fee-tiers">
      <span className="portage-label">{t('quote.feeTiers')}</span>
      <ul>
        {tiers.map((tier) => (
          <li key={`${tier.min_amount}-${tier.max_amount}`}>
            {t('route.tier', {
              min: amountText(tier.min_amount, token, 'up', locale),
              max: amountText(tier.max_amount, token, 'down', locale),
              token: symbol,
              // The service gives the percentage (0.1 means 0.1 %).
              percent: formatPercent((tier.total_percentage_fee ?? 0) / 100, locale),
              fixed: amountText(tier.total_fixed_fee_in_source, token, 'up', locale),
            })}
          </li>
        ))}
      </ul>
    </div>
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
