import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { RouteNetwork, RouteToken } from '../../api/types';
import type { RouteEnd } from '../../state/form';
import { Logo } from '../components/Logo';
import { SearchList } from '../components/SearchList';
import {
  displayName,
  matchesNetwork,
  matchesToken,
  rankedNetworks,
  rankedTokens,
  type Side,
} from '../routes';

interface RoutePickerProps {
  side: Side;
  networks: readonly RouteNetwork[] | undefined;
  loading: boolean;
  value: RouteEnd;
  onChange(end: RouteEnd): void;
  /** Set when the list is narrowed by the other side's choice: "Ethereum · USDC". */
  narrowedBy: string | null;
  onShowAll(): void;
}

/** Pick a network, then a token, in a modal dialog with searchable virtualized lists. */
export function RoutePicker(props: RoutePickerProps) {
  const { side, networks, value, onChange } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [network, setNetwork] = useState<RouteNetwork | null>(null);
  const label = side === 'from' ? 'From' : 'To';

  const current = networks?.find((n) => n.name === value.network);
  const currentToken = current?.tokens?.find((t) => t.symbol === value.token);

  // Layout effect: the dialog is open and its search box focused before the next keystroke lands.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first button; a person opening a picker wants to type.
      dialog.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    setNetwork(null);
  }, []);

  const chooseNetwork = (chosen: RouteNetwork) => {
    const tokens = rankedTokens(chosen, side);
    if (tokens.length === 1 && tokens[0]) {
      onChange({ network: chosen.name, token: tokens[0].symbol });
      close();
    } else {
      setNetwork(chosen);
    }
  };

  const chooseToken = (token: RouteToken) => {
    if (!network) return;
    onChange({ network: network.name, token: token.symbol });
    close();
  };

  return (
    <div className="portage-route-end">
      <span className="portage-label" id={`portage-${side}-label`}>
        {label}
      </span>
      <button
        type="button"
        className="portage-route-button"
        aria-labelledby={`portage-${side}-label portage-${side}-value`}
        aria-haspopup="dialog"
        // Never disabled while a narrowed list loads: the dialog opens and says it is loading.
        onClick={() => setOpen(true)}
      >
        {current && currentToken ? (
          <span id={`portage-${side}-value`} className="portage-route-value">
            <Logo src={currentToken.logo} label={currentToken.symbol} />
            <span>
              <strong>{currentToken.symbol}</strong>
              <span className="portage-muted portage-small">on {displayName(current)}</span>
            </span>
          </span>
        ) : (
          <span id={`portage-${side}-value`} className="portage-muted">
            {props.loading && !networks ? 'Loading networks…' : 'Choose network and token'}
          </span>
        )}
        <span aria-hidden="true" className="portage-chevron">
          ▾
        </span>
      </button>

      <dialog
        ref={dialogRef}
        className="portage-dialog"
        aria-labelledby={`portage-${side}-dialog-title`}
        onClose={close}
        onCancel={close}
      >
        {open && (
          <div className="portage-dialog-body">
            <header className="portage-dialog-header">
              {network ? (
                <button type="button" className="portage-icon-button" onClick={() => setNetwork(null)}>
                  <span aria-hidden="true">←</span> Networks
                </button>
              ) : null}
              <h2 id={`portage-${side}-dialog-title`}>
                {network ? `${label}: token on ${displayName(network)}` : `${label}: network`}
              </h2>
              <button type="button" className="portage-icon-button" onClick={close} aria-label="Close">
                ✕
              </button>
            </header>
            {props.narrowedBy && !network ? (
              <p className="portage-small portage-muted">
                {side === 'to' ? 'Reachable from' : 'Can send to'} {props.narrowedBy}.{' '}
                <button type="button" className="portage-link-button" onClick={props.onShowAll}>
                  Show all
                </button>
              </p>
            ) : null}
            {network ? (
              <SearchList
                key={`tokens-${network.name}`}
                items={rankedTokens(network, side)}
                itemKey={(token) => token.symbol}
                matches={matchesToken}
                label={`Tokens on ${displayName(network)}`}
                searchLabel="Search tokens by name, symbol or contract address"
                placeholder="Search name, symbol or contract"
                emptyText="No token matches."
                selectedKey={network.name === value.network ? value.token : null}
                onSelect={chooseToken}
                renderItem={(token) => (
                  <>
                    <Logo src={token.logo} label={token.symbol} />
                    <span className="portage-option-text">
                      <strong>{token.symbol}</strong>
                      <span className="portage-muted portage-small">
                        {token.display_asset ?? token.symbol}
                      </span>
                    </span>
                  </>
                )}
              />
            ) : (
              <SearchList
                key="networks"
                items={rankedNetworks(networks ?? [], side)}
                itemKey={(n) => n.name}
                matches={matchesNetwork}
                label="Networks"
                searchLabel="Search networks"
                placeholder="Search networks"
                emptyText={networks ? 'No network matches.' : 'Loading networks…'}
                selectedKey={value.network}
                onSelect={chooseNetwork}
                renderItem={(n) => (
                  <>
                    <Logo src={n.logo} label={displayName(n)} />
                    <span className="portage-option-text">
                      <strong>{displayName(n)}</strong>
                      <span className="portage-muted portage-small">
                        {rankedTokens(n, side)
                          .slice(0, 4)
                          .map((t) => t.symbol)
                          .join(' · ')}
                      </span>
                    </span>
                  </>
                )}
              />
            )}
          </div>
        )}
      </dialog>
    </div>
  );
}
