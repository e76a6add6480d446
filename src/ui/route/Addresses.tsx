import type { EmbedConfig } from '../../embed/config';
import { useT } from '../../i18n';
import { displayName } from '../../swap/route';
import type { RouteForm } from '../../swap/useRouteForm';
import { Field } from '../components/Field';
import type { ErrorPlace } from '../errors';

/**
 * Where the swap pays out (a field, or only its error where the site hides the address) and, for
 * a route that may refund, where a refund goes. Each shows its check's reason or the service's.
 */
export function Addresses({
  model,
  site,
  errorAt,
  onDestinationChange,
}: {
  model: RouteForm;
  site: EmbedConfig;
  errorAt(place: ErrorPlace): string | null;
  onDestinationChange(address: string): void;
}) {
  const t = useT();
  const { form, lists, addresses } = model;
  const { fromNetwork, toNetwork } = lists;
  const destination = addresses.destination;
  const refund = addresses.refund;
  const destinationError =
    (destination.state === 'invalid' ? destination.reason : null) ?? errorAt('destination');
  return (
    <>
      {site.hideAddress ? (
        destinationError ? (
          <p className="portage-field-error" role="alert">
            {destinationError}
          </p>
        ) : null
      ) : (
        <Field
          id="portage-destination"
          label={
            toNetwork ? t('route.destinationOn', { network: displayName(toNetwork) }) : t('route.destination')
          }
          hint={site.lockAddress ? t('route.setBySite') : undefined}
          error={destinationError}
        >
          {(describedBy) => (
            <input
              id="portage-destination"
              className="portage-input portage-mono"
              autoComplete="off"
              spellCheck={false}
              placeholder={
                toNetwork
                  ? t('route.yourAddress', { network: displayName(toNetwork) })
                  : t('route.chooseDestinationFirst')
              }
              disabled={!toNetwork}
              readOnly={site.lockAddress}
              value={form.destinationAddress}
              onChange={(event) => onDestinationChange(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={destination.state === 'invalid'}
            />
          )}
        </Field>
      )}

      {model.needsRefund ? (
        <Field
          id="portage-refund"
          label={fromNetwork ? t('route.refundOn', { network: displayName(fromNetwork) }) : t('route.refund')}
          hint={t('route.refundHint')}
          error={(refund.state === 'invalid' ? refund.reason : null) ?? errorAt('refund')}
        >
          {(describedBy) => (
            <input
              id="portage-refund"
              className="portage-input portage-mono"
              autoComplete="off"
              spellCheck={false}
              placeholder={fromNetwork ? t('route.yourAddress', { network: displayName(fromNetwork) }) : ''}
              value={form.refundAddress}
              onChange={(event) => form.setRefundAddress(event.target.value)}
              aria-describedby={describedBy}
              aria-invalid={refund.state === 'invalid'}
            />
          )}
        </Field>
      ) : null}
    </>
  );
}
