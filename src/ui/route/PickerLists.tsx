import { lazy, useMemo } from 'react';
import type { RouteNetwork, RouteToken } from '../../api/types';
import { useT } from '../../i18n';
import { displayName, type Side } from '../../swap/route';
import { Logo } from '../components/Logo';
import type { SearchList as SearchListComponent } from '../components/SearchList';
import { networkSearchKeys, rankedNetworks, rankedTokens, tokenSearchKeys } from '../routes';

/**
 * The searchable list and its virtualizer are not needed to paint the route step: they load when
 * the page is idle (Widget), when a person points at or focuses a picker, or at the latest when
 * one opens.
 */
export const loadSearchList = () => import('../components/SearchList');
const SearchList = lazy(() =>
  loadSearchList().then((m) => ({ default: m.SearchList })),
) as unknown as typeof SearchListComponent;

/** The networks of one side, ranked for it, each with its first few tokens. */
export function NetworkList(props: {
  side: Side;
  networks: readonly RouteNetwork[] | undefined;
  selected: string | null;
  onSelect(network: RouteNetwork): void;
}) {
  const { side, networks } = props;
  const t = useT();
  // Stable between renders (the route step re-renders every second for the quote's countdown):
  // the list's search keys are computed once per list, not once per render.
  const items = useMemo(() => rankedNetworks(networks ?? [], side), [networks, side]);
  return (
    <SearchList
      items={items}
      itemKey={(n) => n.name}
      searchKeys={networkSearchKeys}
      label={t('picker.networks')}
      searchLabel={t('picker.searchNetworks')}
      placeholder={t('picker.searchNetworks')}
      emptyText={networks ? t('picker.noNetworkMatches') : t('picker.loadingNetworks')}
      selectedKey={props.selected}
      onSelect={props.onSelect}
      renderItem={(n) => (
        <>
          <Logo src={n.logo} label={displayName(n)} />
          <span className="portage-option-text">
            <strong>{displayName(n)}</strong>
            <span className="portage-muted portage-small">
              {rankedTokens(n, side)
                .slice(0, 4)
                .map((token) => token.symbol)
                .join(' · ')}
            </span>
          </span>
        </>
      )}
    />
  );
}

/** The tokens of one network, ranked for the side. */
export function TokenList(props: {
  side: Side;
  network: RouteNetwork;
  selected: string | null;
  onSelect(token: RouteToken): void;
}) {
  const { side, network } = props;
  const t = useT();
  const items = useMemo(() => rankedTokens(network, side), [network, side]);
  return (
    <SearchList
      // Another network's tokens are another list: its search and position start afresh.
      key={`tokens-${network.name}`}
      items={items}
      itemKey={(token) => token.symbol}
      searchKeys={tokenSearchKeys}
      label={t('picker.tokensOn', { network: displayName(network) })}
      searchLabel={t('picker.searchTokens')}
      placeholder={t('picker.searchTokensPlaceholder')}
      emptyText={t('picker.noTokenMatches')}
      selectedKey={props.selected}
      onSelect={props.onSelect}
      renderItem={(token) => (
        <>
          <Logo src={token.logo} label={token.symbol} />
          <span className="portage-option-text">
            <strong>{token.symbol}</strong>
            <span className="portage-muted portage-small">{token.display_asset ?? token.symbol}</span>
          </span>
        </>
      )}
    />
  );
}
