import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RouteNetwork, RouteToken } from '../../api/types';
import { useT } from '../../i18n';
import type { RouteEnd } from '../../state/form';
import { Logo } from '../components/Logo';
import type { SearchList as SearchListComponent } from '../components/SearchList';
import {
  displayName,
  networkSearchKeys,
  rankedNetworks,
  rankedTokens,
  type Side,
  tokenSearchKeys,
} from '../routes';

/**
 * The searchable list and its virtualizer are not needed to paint the route step: they load when
 * the page is idle (Widget), when a person points at or focuses a picker, or at the latest when
 * one opens.
 */
export const loadSearchList = () => import('../components/SearchList');
const SearchList = lazy(() =>
  loadSearchList().then((m) => ({ default: m.SearchList })),
) as unknown as typeof SearchListComponent;

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
  const locked = lockNetwork && lockToken;
  // A fixed token: only networks that offer it (a fixed network is never listed: its tokens open).
  const fixedToken = lockToken ? value.token : null;
  const networks = useMemo(
    () =>
      fixedToken
        ? props.networks?.filter((n) => rankedTokens(n, side).some((t) => t.symbol === fixedToken))
        : props.networks,
    [props.networks, fixedToken, side],
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [network, setNetwork] = useState<RouteNetwork | null>(null);
  const label = side === 'from' ? t('picker.from') : t('picker.to');

  const current = networks?.find((n) => n.name === value.network);
  const currentToken = current?.tokens?.find((t) => t.symbol === value.token);

  // Stable between renders (the route step re-renders every second for the quote's countdown):
  // the lists' search keys are computed once per list, not once per render.
  const tokenItems = useMemo(() => (network ? rankedTokens(network, side) : []), [network, side]);
  const networkItems = useMemo(() => rankedNetworks(networks ?? [], side), [networks, side]);

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

  const openPicker = () => {
    // A fixed network opens straight at its tokens.
    if (lockNetwork && current) setNetwork(current);
    setOpen(true);
  };

  const chooseNetwork = (chosen: RouteNetwork) => {
    const tokens = rankedTokens(chosen, side);
    const fixed = lockToken ? tokens.find((t) => t.symbol === value.token) : undefined;
    const only = fixed ?? (tokens.length === 1 ? tokens[0] : undefined);
    if (only) {
      onChange({ network: chosen.name, token: only.symbol });
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
        aria-haspopup={locked ? undefined : 'dialog'}
        // Never disabled while a narrowed list loads: the dialog opens and says it is loading.
        // Disabled only when the site fixed both the network and the token.
        disabled={locked}
        title={locked ? t('picker.setBySite') : undefined}
        onClick={openPicker}
        onPointerEnter={loadSearchList}
        onFocus={loadSearchList}
      >
        {current && currentToken ? (
          <span id={`portage-${side}-value`} className="portage-route-value">
            <Logo src={currentToken.logo} label={currentToken.symbol} />
            <span>
              <strong>{currentToken.symbol}</strong>
              <span className="portage-muted portage-small">
                {t('picker.onNetwork', { network: displayName(current) })}
              </span>
            </span>
          </span>
        ) : (
          <span id={`portage-${side}-value`} className="portage-muted">
            {props.loading && !networks ? t('picker.loadingNetworks') : t('picker.choose')}
          </span>
        )}
        <span aria-hidden="true" className="portage-chevron">
          {locked ? '🔒' : '▾'}
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
              {network && !lockNetwork ? (
                <button type="button" className="portage-icon-button" onClick={() => setNetwork(null)}>
                  <span aria-hidden="true">←</span> {t('picker.backToNetworks')}
                </button>
              ) : null}
              <h2 id={`portage-${side}-dialog-title`}>
                {network
                  ? t('picker.tokenTitle', { side: label, network: displayName(network) })
                  : t('picker.networkTitle', { side: label })}
              </h2>
              <button
                type="button"
                className="portage-icon-button"
                onClick={close}
                aria-label={t('common.close')}
              >
                ✕
              </button>
            </header>
            {props.narrowedBy && !network ? (
              <p className="portage-small portage-muted">
                {side === 'to'
                  ? t('picker.reachableFrom', { route: props.narrowedBy })
                  : t('picker.canSendTo', { route: props.narrowedBy })}{' '}
                {props.onShowAll ? (
                  <button type="button" className="portage-link-button" onClick={props.onShowAll}>
                    {t('picker.showAll')}
                  </button>
                ) : null}
              </p>
            ) : null}
            <Suspense fallback={<div className="portage-list-scroll" aria-busy="true" />}>
              {network ? (
                <SearchList
                  key={`tokens-${network.name}`}
                  items={tokenItems}
                  itemKey={(token) => token.symbol}
                  searchKeys={tokenSearchKeys}
                  label={t('picker.tokensOn', { network: displayName(network) })}
                  searchLabel={t('picker.searchTokens')}
                  placeholder={t('picker.searchTokensPlaceholder')}
                  emptyText={t('picker.noTokenMatches')}
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
                  items={networkItems}
                  itemKey={(n) => n.name}
                  searchKeys={networkSearchKeys}
                  label={t('picker.networks')}
                  searchLabel={t('picker.searchNetworks')}
                  placeholder={t('picker.searchNetworks')}
                  emptyText={networks ? t('picker.noNetworkMatches') : t('picker.loadingNetworks')}
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
            </Suspense>
          </div>
        )}
      </dialog>
    </div>
  );
}
