import type { EmbedConfig } from '../../embed/config';
import { useT } from '../../i18n';
import { shortenAddress } from '../../lib/format';
import { useRecentAddresses } from '../../swap/recent-addresses';
import { displayName } from '../../swap/route';
import type { RouteForm } from '../../swap/useRouteForm';
import { useLoadedWallet } from '../../wallets/host';
import { Field } from '../components/Field';
import type { ErrorPlace } from '../errors';
import { ContractCodeNote } from './ContractCodeNote';
import { LookalikeWarning } from './LookalikeWarning';

const DESTINATION_WARNING = 'portage-destination-lookalike';
const REFUND_WARNING = 'portage-refund-lookalike';

/** The field's description, with the look-alike warning's when one is shown. */
function withWarning(describedBy: string | undefined, shown: unknown, id: string): string | undefined {
  return shown ? [describedBy, id].filter(Boolean).join(' ') : describedBy;
}

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
  const destinationLookalike = destination.state === 'valid' ? destination.lookalike : undefined;
  const refundLookalike = refund.state === 'valid' ? refund.lookalike : undefined;
  // Shown under the field, or alone where the site hides it: the person still sees both addresses.
  const destinationWarning = destinationLookalike ? (
    <LookalikeWarning
      id={DESTINATION_WARNING}
      lookalike={destinationLookalike}
      accepted={addresses.destinationNew.accepted}
      onAccept={addresses.destinationNew.accept}
    />
  ) : null;
  return (
    <>
      {site.hideAddress ? (
        <>
          {destinationError ? (
            <p className="portage-field-error" role="alert">
              {destinationError}
            </p>
          ) : null}
          {destinationWarning}
          <ContractCodeNote id="portage-destination" code={addresses.destinationCode} />
        </>
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
            <>
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
                aria-describedby={withWarning(describedBy, destinationLookalike, DESTINATION_WARNING)}
                aria-invalid={destination.state === 'invalid'}
              />
              {destinationWarning}
              {site.lockAddress || !toNetwork ? null : (
                <AddressSuggestions
                  family={toNetwork.type}
                  current={form.destinationAddress}
                  onUse={onDestinationChange}
                />
              )}
              <ContractCodeNote id="portage-destination" code={addresses.destinationCode} />
            </>
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
            <>
              <input
                id="portage-refund"
                className="portage-input portage-mono"
                autoComplete="off"
                spellCheck={false}
                placeholder={fromNetwork ? t('route.yourAddress', { network: displayName(fromNetwork) }) : ''}
                value={form.refundAddress}
                onChange={(event) => form.setRefundAddress(event.target.value)}
                aria-describedby={withWarning(describedBy, refundLookalike, REFUND_WARNING)}
                aria-invalid={refund.state === 'invalid'}
              />
              <ContractCodeNote id="portage-refund" code={addresses.refundCode} />
              {refundLookalike ? (
                <LookalikeWarning
                  id={REFUND_WARNING}
                  lookalike={refundLookalike}
                  accepted={addresses.refundNew.accepted}
                  onAccept={addresses.refundNew.accept}
                />
              ) : null}
            </>
          )}
        </Field>
      ) : null}
    </>
  );
}

/**
 * Addresses a person may want with one press: the connected wallet's, where a wallet of the
 * destination's family is already connected (its module is never loaded for this), and the
 * addresses this browser sent to before on that family. Each fills the field, where it is still
 * shown and checked like a typed one.
 */
function AddressSuggestions({
  family,
  current,
  onUse,
}: {
  family: string | undefined;
  current: string;
  onUse(address: string): void;
}) {
  const t = useT();
  const wallet = useLoadedWallet(family);
  const own =
    wallet?.address && wallet.address.toLowerCase() !== current.trim().toLowerCase() ? wallet.address : null;
  const recent = useRecentAddresses(family, current).filter(
    (address) => address.toLowerCase() !== own?.toLowerCase(),
  );
  if (!own && recent.length === 0) return null;
  return (
    <div className="portage-suggestions">
      {own ? (
        <button type="button" className="portage-chip-button" onClick={() => onUse(own)}>
          {t('route.useMyWallet')}
        </button>
      ) : null}
      {recent.length > 0 ? (
        <span className="portage-muted portage-small" id="portage-recent-label">
          {t('route.recentAddresses')}
        </span>
      ) : null}
      {recent.map((address) => (
        <button
          key={address}
          type="button"
          className="portage-chip-button portage-mono"
          title={address}
          aria-label={t('route.useRecent', { address })}
          onClick={() => onUse(address)}
        >
          {shortenAddress(address)}
        </button>
      ))}
    </div>
  );
}
