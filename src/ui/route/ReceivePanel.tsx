import type { EmbedConfig } from '../../embed/config';
import { useLocale, useT } from '../../i18n';
import { amountText, formatUsd } from '../../lib/format';
import type { RouteForm } from '../../swap/useRouteForm';
import { SidePicker } from './RouteSides';
import { amountSize, StaticToken } from './SendPanel';

/**
 * "You receive": the quote's receive amount beside the destination token's button, and its USD
 * value. The amount keeps its place and height while a quote loads (a shimmer), so nothing moves
 * when it arrives or refreshes.
 */
export function ReceivePanel({ model, site }: { model: RouteForm; site: EmbedConfig }) {
  const t = useT();
  const locale = useLocale();
  const { lists, quote } = model;
  const token = lists.toToken;
  const data = quote.params ? quote.quote.data?.quote : undefined;
  const loading = Boolean(quote.params) && (quote.quote.isFetching || quote.typing);
  const usd =
    data?.receive_amount !== undefined && token?.price_in_usd !== undefined
      ? data.receive_amount * token.price_in_usd
      : undefined;
  const shown = data ? amountText(data.receive_amount, token, 'down', locale) : '';
  return (
    <div className="portage-panel portage-panel-receive">
      <div className="portage-panel-head">
        <span className="portage-panel-title">{t('quote.youReceive')}</span>
      </div>
      <div className="portage-panel-body">
        <output
          className="portage-panel-amount portage-receive"
          data-size={amountSize(shown)}
          aria-live="polite"
          data-testid="receive-amount"
        >
          {data ? (
            <>
              {shown}
              {/* Read out with the amount; on screen the token stands beside it. */}
              <span className="portage-visually-hidden"> {token?.symbol ?? ''}</span>
            </>
          ) : loading && !data ? (
            <span className="portage-skeleton" aria-hidden="true" />
          ) : (
            <span className="portage-placeholder" aria-hidden="true">
              0
            </span>
          )}
        </output>
        {site.to.hidden ? (
          <StaticToken model={model} side="to" />
        ) : (
          <SidePicker side="to" model={model} site={site} />
        )}
      </div>
      <div className="portage-panel-foot">
        <span className="portage-muted">{data ? formatUsd(usd, locale) : '\u00a0'}</span>
      </div>
    </div>
  );
}
