import { useEmbedStore } from '../../embed/store';
import { useT } from '../../i18n';
import { useCreateSwapFlow } from '../../swap/useCreateSwapFlow';
import { useRouteForm } from '../../swap/useRouteForm';
import { Addresses } from './Addresses';
import { AmountField } from './AmountField';
import { CreateButton } from './CreateButton';
import { DepositMethod } from './DepositMethod';
import { PresetAddress } from './PresetAddress';
import { QuoteDetails } from './QuoteDetails';
import { RouteOptions } from './RouteOptions';
import { RouteSides } from './RouteSides';
import { routeErrorAt } from './routeErrors';

/**
 * The route step: where from and to, how the deposit is made, the amount, the addresses, the
 * options, the quote and Create. The rules are `useRouteForm` and `useCreateSwapFlow` (src/swap/);
 * this lays their parts out in the order the page reads.
 */
export function RouteStep({ onCreated }: { onCreated(id: string): void }) {
  const t = useT();
  const site = useEmbedStore((state) => state.config);
  const model = useRouteForm(site);
  const flow = useCreateSwapFlow(onCreated);
  const errorAt = routeErrorAt(model, flow, t);
  const { lists, quote } = model;

  // An edit of the amount or the destination makes the service's last refusal stale.
  const onAmountChange = (raw: string) => {
    if (model.amount.change(raw)) flow.clearFailure();
  };
  const onDestinationChange = (address: string) => {
    flow.clearFailure();
    model.form.setDestinationAddress(address);
  };

  return (
    <form
      className="portage-step"
      aria-label={t('route.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void flow.create(model.order);
      }}
    >
      <RouteSides model={model} site={site} routeError={errorAt('route')} />
      <DepositMethod model={model} onMax={onAmountChange} />
      <AmountField model={model} serviceError={errorAt('amount')} onChange={onAmountChange} />
      <Addresses model={model} site={site} errorAt={errorAt} onDestinationChange={onDestinationChange} />
      <RouteOptions model={model} />
      <QuoteDetails
        data={quote.params ? quote.quote.data : undefined}
        loading={Boolean(quote.params) && (quote.quote.isFetching || quote.typing)}
        sourceToken={lists.fromToken}
        destinationToken={lists.toToken}
        refreshIn={quote.refreshIn}
      />
      <PresetAddress model={model} />
      <CreateButton model={model} flow={flow} generalError={errorAt('general')} />
    </form>
  );
}
