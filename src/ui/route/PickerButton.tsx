import type { RouteNetwork, RouteToken } from '../../api/types';
import { useT } from '../../i18n';
import { displayName, type Side } from '../../swap/route';
import { Logo } from '../components/Logo';
import { loadSearchList } from './PickerLists';

/** The picker's button: the chosen token on its network, or what to do; a lock where the site fixed both. */
export function PickerButton(props: {
  side: Side;
  locked: boolean;
  network: RouteNetwork | undefined;
  token: RouteToken | undefined;
  loading: boolean;
  onOpen(): void;
}) {
  const { side, locked, network, token } = props;
  const t = useT();
  return (
    <button
      type="button"
      className="portage-route-button"
      aria-labelledby={`portage-${side}-label portage-${side}-value`}
      aria-haspopup={locked ? undefined : 'dialog'}
      // Never disabled while a narrowed list loads: the dialog opens and says it is loading.
      // Disabled only when the site fixed both the network and the token.
      disabled={locked}
      title={locked ? t('picker.setBySite') : undefined}
      onClick={props.onOpen}
      onPointerEnter={loadSearchList}
      onFocus={loadSearchList}
    >
      {network && token ? (
        <span id={`portage-${side}-value`} className="portage-route-value">
          <Logo src={token.logo} label={token.symbol} />
          <span>
            <strong>{token.symbol}</strong>
            <span className="portage-muted portage-small">
              {t('picker.onNetwork', { network: displayName(network) })}
            </span>
          </span>
        </span>
      ) : (
        <span id={`portage-${side}-value`} className="portage-muted">
          {props.loading ? t('picker.loadingNetworks') : t('picker.choose')}
        </span>
      )}
      <span aria-hidden="true" className="portage-chevron">
        {locked ? '🔒' : '▾'}
      </span>
    </button>
  );
}
