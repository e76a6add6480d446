import type { DetailedQuoteEntry, RouteToken } from '../../api/types';
import { useLocale, useT } from '../../i18n';
import { amountText, formatPercent } from '../../lib/format';
import type { RouteLimits } from '../../swap/amount';

/** The route's limits and its fee tiers, under the amount (a blank line keeps the place). */
export function LimitsLine(props: {
  tiers: readonly DetailedQuoteEntry[];
  loading: boolean;
  token: RouteToken | undefined;
  limits: RouteLimits;
}) {
  const { tiers, token, limits } = props;
  const t = useT();
  const locale = useLocale();
  if (!token) return <span>&nbsp;</span>;
  if (tiers.length === 0)
    return <span className="portage-muted">{props.loading ? t('route.loadingLimits') : '\u00a0'}</span>;
  const symbol = token.symbol;
  return (
    <div className="portage-limits" data-testid="route-limits">
      <span>
        {t('route.limits', {
          min: limits.min ? amountText(Number(limits.min), token, 'up', locale) : '—',
          max: limits.max ? amountText(Number(limits.max), token, 'down', locale) : '—',
          token: symbol,
        })}
      </span>
      <ul className="portage-tiers">
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
