import { rich, useT } from '../../i18n';
import { displayName } from '../../swap/route';
import type { RouteForm } from '../../swap/useRouteForm';

/** An address the site filled in, shown for the person to confirm before the swap is made. */
export function PresetAddress({ model }: { model: RouteForm }) {
  const t = useT();
  const { preset, destination, confirmed, confirm } = model.addresses;
  const toNetwork = model.lists.toNetwork;
  if (preset === null || destination.state !== 'valid' || !toNetwork) return null;
  return (
    <label className="portage-confirm-address">
      <input type="checkbox" checked={confirmed} onChange={(event) => confirm(event.target.checked)} />
      <span>
        {rich(t('route.confirmPreset', { network: displayName(toNetwork) }), {
          address: (
            <strong className="portage-mono" data-testid="preset-destination">
              {preset}
            </strong>
          ),
        })}
      </span>
    </label>
  );
}
