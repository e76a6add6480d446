import { useMemo } from 'react';
import type { RouteNetwork, RouteToken } from '../../api/types';
import { useT } from '../../i18n';
import type { RouteEnd } from '../../state/form';
import type { Side } from '../../swap/route';
import { networksOffering, settledToken } from '../routes';
import { PickerButton } from './PickerButton';
import { PickerDialog } from './PickerDialog';
import { loadSearchList, NetworkList, TokenList } from './PickerLists';
import { usePickerDialog } from './usePickerDialog';

// The widget loads the search list early, when the page is idle.
export { loadSearchList };

interface RoutePickerProps {
  side: Side;
  networks: readonly RouteNetwork[] | undefined;
  loading: boolean;
  value: RouteEnd;
  onChange(end: RouteEnd): void;
  /** Set when the list is narrowed by the other side's choice: "Ethereum · USDC". */
  narrowedBy: string | null;
  /** Clears the other side; null when that side is fixed by the site. */
  onShowAll: (() => void) | null;
  /** What the embedding site fixed: the network, the token, or both (then nothing opens). */
  lock?: { network: boolean; token: boolean };
}

/** Pick a network, then a token, in a modal dialog with searchable virtualized lists. */
export function RoutePicker(props: RoutePickerProps) {
  const { side, value, onChange } = props;
  const t = useT();
  const lockNetwork = props.lock?.network ?? false;
  const lockToken = props.lock?.token ?? false;
  // A fixed token: only networks that offer it (a fixed network is never listed: its tokens open).
  const fixedToken = lockToken ? value.token : null;
  const networks = useMemo(
    () => networksOffering(props.networks, fixedToken, side),
    [props.networks, fixedToken, side],
  );
  const dialog = usePickerDialog();
  const label = side === 'from' ? t('picker.from') : t('picker.to');
  const current = networks?.find((n) => n.name === value.network);

  const chooseNetwork = (chosen: RouteNetwork) => {
    const only = settledToken(chosen, side, fixedToken);
    if (only) {
      onChange({ network: chosen.name, token: only.symbol });
      dialog.close();
    } else {
      dialog.showNetwork(chosen);
    }
  };

  const chooseToken = (token: RouteToken) => {
    if (!dialog.network) return;
    onChange({ network: dialog.network.name, token: token.symbol });
    dialog.close();
  };

  return (
    <div className="portage-route-end">
      <span className="portage-label" id={`portage-${side}-label`}>
        {label}
      </span>
      <PickerButton
        side={side}
        locked={lockNetwork && lockToken}
        network={current}
        token={current?.tokens?.find((token) => token.symbol === value.token)}
        loading={props.loading && !networks}
        // A fixed network opens straight at its tokens.
        onOpen={() => dialog.openAt(lockNetwork ? current : undefined)}
      />
      <PickerDialog
        side={side}
        label={label}
        dialogRef={dialog.dialogRef}
        open={dialog.open}
        network={dialog.network}
        lockNetwork={lockNetwork}
        narrowedBy={props.narrowedBy}
        onShowAll={props.onShowAll}
        onBack={() => dialog.showNetwork(null)}
        onClose={dialog.close}
      >
        {dialog.network ? (
          <TokenList
            side={side}
            network={dialog.network}
            selected={dialog.network.name === value.network ? value.token : null}
            onSelect={chooseToken}
          />
        ) : (
          <NetworkList side={side} networks={networks} selected={value.network} onSelect={chooseNetwork} />
        )}
      </PickerDialog>
    </div>
  );
}
