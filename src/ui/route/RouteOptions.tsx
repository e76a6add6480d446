import { useLocale, useT } from '../../i18n';
import { amountText, formatPercent } from '../../lib/format';
import { displayName } from '../../swap/route';
import type { RouteForm } from '../../swap/useRouteForm';
import { RadioOption } from './RadioOption';

const SLIPPAGE_CHOICES = [0.001, 0.005, 0.01, 0.03];

/**
 * The route's options: refuel (some of the destination network's own token for its fees) where the
 * destination token is not that one, and slippage where the route swaps assets.
 */
export function RouteOptions({ model }: { model: RouteForm }) {
  const t = useT();
  const locale = useLocale();
  const { form, lists } = model;
  const { toNetwork, toToken } = lists;
  const refuel = model.quote.quote.data?.refuel?.amount;
  return (
    <div className="portage-options">
      {toToken && toNetwork?.token && toToken.symbol !== toNetwork.token.symbol ? (
        <label className="portage-toggle">
          <input
            type="checkbox"
            checked={form.refuel}
            onChange={(event) => form.setRefuel(event.target.checked)}
          />
          <span>
            {refuel
              ? t('route.refuelAmount', {
                  token: toNetwork.token.symbol,
                  network: displayName(toNetwork),
                  amount: amountText(refuel, toNetwork.token, 'down', locale),
                })
              : t('route.refuel', { token: toNetwork.token.symbol, network: displayName(toNetwork) })}
          </span>
        </label>
      ) : null}
      {lists.swapsAssets ? <SlippageSetting value={form.slippage} onChange={form.setSlippage} /> : null}
    </div>
  );
}

function SlippageSetting({
  value,
  onChange,
}: {
  value: number | null;
  onChange(value: number | null): void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <fieldset className="portage-slippage">
      <legend className="portage-label">{t('route.slippage')}</legend>
      <RadioOption name="portage-slippage" checked={value === null} onChoose={() => onChange(null)}>
        {t('route.slippageAuto')}
      </RadioOption>
      {SLIPPAGE_CHOICES.map((choice) => (
        <RadioOption
          key={choice}
          name="portage-slippage"
          checked={value === choice}
          onChoose={() => onChange(choice)}
        >
          {formatPercent(choice, locale)}
        </RadioOption>
      ))}
    </fieldset>
  );
}
