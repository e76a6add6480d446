import type { EmbedConfig } from '../../embed/config';
import { useLocale, useT } from '../../i18n';
import { amountText, formatDecimal, formatUsd } from '../../lib/format';
import { amountProblemText, limitProblem } from '../../swap/amount';
import { displayName } from '../../swap/route';
import type { RouteForm } from '../../swap/useRouteForm';
import { useSourceBalance } from '../../swap/useSourceBalance';
import { SidePicker } from './RouteSides';

/** The amount's type size: long amounts get smaller, so they stay whole beside the token. */
export function amountSize(text: string): 'l' | 'm' | 's' {
  return text.length <= 6 ? 'l' : text.length <= 9 ? 'm' : 's';
}

/**
 * "You send": the amount beside the source token's button, its USD value, the connected wallet's
 * balance with Max, and — when they matter — the route's limits: as a hint while no amount is
 * typed, as the amount's error once it falls outside them. The error is, in order: why the last
 * key was refused, why the amount held is invalid, the limit crossed, the service's word.
 */
export function SendPanel({
  model,
  site,
  serviceError,
  onChange,
}: {
  model: RouteForm;
  site: EmbedConfig;
  serviceError: string | null;
  onChange(raw: string): void;
}) {
  const t = useT();
  const locale = useLocale();
  const { form, lists, amount, quote, deposit } = model;
  const token = lists.fromToken;
  const wallet =
    deposit.method === 'wallet' && deposit.wallet.status === 'ready' ? deposit.wallet.wallet : null;
  const balance = useSourceBalance(wallet?.address ? wallet : null, lists.fromNetwork, token);
  const limit = limitProblem(form.amount, quote.limits);
  const limitText =
    limit && token
      ? limit.bound === 'min'
        ? t('errors.minimum', {
            min: amountText(Number(limit.limit), token, 'up', locale),
            token: token.symbol,
          })
        : t('errors.maximum', {
            max: amountText(Number(limit.limit), token, 'down', locale),
            token: token.symbol,
          })
      : null;
  const refusal = amount.refusal ? amountProblemText(amount.refusal.problem, amount.refusal.token, t) : null;
  const invalid = amount.problem ? amountProblemText(amount.problem, token, t) : null;
  const error = refusal ?? invalid ?? limitText ?? serviceError;
  const limitsHint =
    token && form.amount === '' && (quote.limits.min || quote.limits.max)
      ? t('route.limits', {
          min: quote.limits.min ? amountText(Number(quote.limits.min), token, 'up', locale) : '—',
          max: quote.limits.max ? amountText(Number(quote.limits.max), token, 'down', locale) : '—',
          token: token.symbol,
        })
      : null;
  const onMax = async () => {
    const max = await balance.max();
    if (max !== null) onChange(max);
  };
  return (
    <div className="portage-panel" data-invalid={error ? 'true' : undefined}>
      <div className="portage-panel-head">
        <span className="portage-panel-title">{t('route.youSend')}</span>
        {wallet?.address && token ? (
          <span className="portage-balance" data-testid="wallet-balance">
            {balance.text !== null
              ? t('wallet.balance', {
                  // Every digit, ungrouped (it is what Max fills in), with the locale's decimal sign.
                  amount: formatDecimal(balance.text, locale, { group: false }),
                  token: token.symbol,
                })
              : balance.failed
                ? t('wallet.balanceUnavailable')
                : t('wallet.readingBalance')}
            <button
              type="button"
              className="portage-chip-button"
              onClick={() => void onMax()}
              disabled={balance.balance === null}
            >
              {t('wallet.max')}
            </button>
          </span>
        ) : null}
      </div>
      <div className="portage-panel-body">
        <label className="portage-visually-hidden" htmlFor="portage-amount">
          {token ? t('route.amountOf', { token: token.symbol }) : t('route.amount')}
        </label>
        <input
          id="portage-amount"
          className="portage-panel-amount"
          data-size={amountSize(form.amount)}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('route.amountPlaceholder')}
          value={form.amount}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={error ? 'portage-amount-error' : limitsHint ? 'portage-amount-hint' : undefined}
          aria-invalid={Boolean(error)}
        />
        {site.from.hidden ? (
          <StaticToken model={model} side="from" />
        ) : (
          <SidePicker side="from" model={model} site={site} />
        )}
      </div>
      <div className="portage-panel-foot">
        <span className="portage-muted" data-testid="amount-usd">
          {amount.usd !== undefined ? formatUsd(amount.usd, locale) : '\u00a0'}
        </span>
        {error ? null : limitsHint ? (
          <span id="portage-amount-hint" className="portage-muted" data-testid="route-limits">
            {limitsHint}
          </span>
        ) : quote.tiersLoading && token ? (
          <span className="portage-muted">{t('route.loadingLimits')}</span>
        ) : null}
      </div>
      {error ? (
        <p id="portage-amount-error" className="portage-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A side the site hides: what it is set to, as text (there is nothing to choose). */
export function StaticToken({ model, side }: { model: RouteForm; side: 'from' | 'to' }) {
  const t = useT();
  const token = side === 'from' ? model.lists.fromToken : model.lists.toToken;
  const network = side === 'from' ? model.lists.fromNetwork : model.lists.toNetwork;
  if (!token || !network) return null;
  return (
    <span className="portage-static-token">
      <strong>{token.symbol}</strong>
      <span className="portage-muted portage-small">
        {t('picker.onNetwork', { network: displayName(network) })}
      </span>
    </span>
  );
}
