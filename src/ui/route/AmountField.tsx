import { useLocale, useT } from '../../i18n';
import { formatUsd } from '../../lib/format';
import { amountProblemText } from '../../swap/amount';
import type { RouteForm } from '../../swap/useRouteForm';
import { Field } from '../components/Field';
import { LimitsLine } from './LimitsLine';

/**
 * The amount, with its USD value beside the label and the route's limits under it. Its error is,
 * in order: why the last key was refused, why the amount held is invalid, the service's word.
 */
export function AmountField({
  model,
  serviceError,
  onChange,
}: {
  model: RouteForm;
  serviceError: string | null;
  onChange(raw: string): void;
}) {
  const t = useT();
  const locale = useLocale();
  const { form, lists, amount, quote } = model;
  const token = lists.fromToken;
  const refusal = amount.refusal ? amountProblemText(amount.refusal.problem, amount.refusal.token, t) : null;
  const invalid = amount.problem ? amountProblemText(amount.problem, token, t) : null;
  const error = refusal ?? invalid ?? serviceError;
  return (
    <Field
      id="portage-amount"
      label={token ? t('route.amountOf', { token: token.symbol }) : t('route.amount')}
      error={error}
      aside={
        <span className="portage-muted portage-small">
          {amount.usd !== undefined ? formatUsd(amount.usd, locale) : ''}
        </span>
      }
      hint={
        <LimitsLine tiers={quote.tiers} loading={quote.tiersLoading} token={token} limits={quote.limits} />
      }
    >
      {(describedBy) => (
        <input
          id="portage-amount"
          className="portage-input portage-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('route.amountPlaceholder')}
          value={form.amount}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={Boolean(error)}
        />
      )}
    </Field>
  );
}
