import { useEmbedStore } from '../../embed/store';
import { useT } from '../../i18n';
import { useCreateSwapFlow } from '../../swap/useCreateSwapFlow';
import { useRouteForm } from '../../swap/useRouteForm';
import { useFirstFrameShown } from '../firstFrame';
import { Addresses } from './Addresses';
import { CreateButton } from './CreateButton';
import { DepositMethod } from './DepositMethod';
import { PresetAddress } from './PresetAddress';
import { QuoteSummary } from './QuoteSummary';
import { ReceivePanel } from './ReceivePanel';
import { FlipButton, RouteProblem } from './RouteSides';
import { routeErrorAt } from './routeErrors';
import { SendPanel } from './SendPanel';

/**
 * The route step, laid out as a swap card: "You send" (amount, source token, balance), the flip,
 * "You receive" (the quote's amount, destination token), how the deposit is made, the addresses,
 * the quote in one line that opens to its details, and the one button. The rules are
 * `useRouteForm` and `useCreateSwapFlow` (src/swap/); this lays their parts out. On the page's
 * first frame only the two sides are shown (see ../firstFrame.ts); the rest follows right after.
 */
export function RouteStep({ onCreated }: { onCreated(id: string): void }) {
  const t = useT();
  const site = useEmbedStore((state) => state.config);
  const model = useRouteForm(site);
  const flow = useCreateSwapFlow(onCreated);
  const errorAt = routeErrorAt(model, flow, t);
  const lowerHalf = useFirstFrameShown();

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
      className="portage-step portage-card"
      aria-label={t('route.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void flow.create(model.order);
      }}
    >
      <div className="portage-sides">
        <SendPanel model={model} site={site} serviceError={errorAt('amount')} onChange={onAmountChange} />
        <FlipButton model={model} site={site} />
        <ReceivePanel model={model} site={site} />
      </div>
      {lowerHalf ? (
        <>
          <RouteProblem model={model} site={site} routeError={errorAt('route')} />
          <DepositMethod model={model} />
          <Addresses model={model} site={site} errorAt={errorAt} onDestinationChange={onDestinationChange} />
          <QuoteSummary model={model} />
          <PresetAddress model={model} />
          <CreateButton model={model} flow={flow} generalError={errorAt('general')} />
        </>
      ) : null}
    </form>
  );
}
