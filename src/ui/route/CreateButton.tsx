import { useLocale, useT } from '../../i18n';
import { amountText } from '../../lib/format';
import type { CreateSwapFlow } from '../../swap/useCreateSwapFlow';
import type { RouteForm } from '../../swap/useRouteForm';

/**
 * What the last press came to (a price that moved, an answer that was lost, the service's
 * refusal), then the button, which says what it is doing or what still blocks it.
 */
export function CreateButton({
  model,
  flow,
  generalError,
}: {
  model: RouteForm;
  flow: CreateSwapFlow;
  generalError: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const change = flow.quoteChange;
  const { deposit, lists } = model;
  const wallet = deposit.wallet.status === 'ready' ? deposit.wallet.wallet : null;
  const connect =
    lists.route && deposit.method === 'wallet' && wallet && !wallet.address ? wallet.connect : null;
  return (
    <>
      {change ? (
        <p className="portage-callout" role="status">
          {t('route.quoteChanged', {
            amount: amountText(change.receive, change.token, 'down', locale),
            token: change.token.symbol,
          })}
        </p>
      ) : null}
      {flow.lost ? (
        <p className="portage-field-error" role="alert" data-testid="create-lost">
          {t('route.createLost', { button: t('route.create') })}
        </p>
      ) : null}
      {generalError ? (
        <p className="portage-field-error" role="alert">
          {generalError}
        </p>
      ) : null}

      {connect ? (
        // A wallet deposit with no wallet connected: the one thing to do next, as in every swap card.
        <button type="button" className="portage-primary" onClick={connect}>
          {t('wallet.connect')}
        </button>
      ) : (
        <button type="submit" className="portage-primary" disabled={!model.ready || flow.pending}>
          {flow.pending
            ? flow.slow
              ? t('route.creatingSlow')
              : t('route.creating')
            : model.ready
              ? t('route.create')
              : model.blocker
                ? t(model.blocker)
                : t('route.gettingQuote')}
        </button>
      )}
    </>
  );
}
