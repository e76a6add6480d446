import { rich, useT } from '../../i18n';
import { displayName } from '../../swap/route';
import type { RouteForm } from '../../swap/useRouteForm';

/**
 * An address the site filled in, shown in full for the person to confirm before the swap is made.
 * It is the one place a hidden address (`hideAddress`) is shown, so the address is in it whatever
 * the sentence: a text without its `{address}` (the partner checks in i18n/overrides.ts already
 * refuse one) gets the address after it.
 */
export function PresetAddress({ model }: { model: RouteForm }) {
  const t = useT();
  const { preset, destination, confirmed, confirm } = model.addresses;
  const toNetwork = model.lists.toNetwork;
  if (preset === null || destination.state !== 'valid' || !toNetwork) return null;
  const sentence = t('route.confirmPreset');
  const address = (
    <strong className="portage-mono" data-testid="preset-destination">
      {preset}
    </strong>
  );
  return (
    <label className="portage-confirm-address">
      <input type="checkbox" checked={confirmed} onChange={(event) => confirm(event.target.checked)} />
      <span>
        {rich(sentence, { address, network: displayName(toNetwork) })}
        {sentence.includes('{address}') ? null : <> {address}</>}
      </span>
    </label>
  );
}
