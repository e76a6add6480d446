import { lazy, useMemo } from 'react';
import type { RouteNetwork, RouteToken } from '../../api/types';
import { useLocale, useT } from '../../i18n';
import { formatDecimal } from '../../lib/format';
import { displayName, type Side } from '../../swap/route';
import { balanceText, heldFirst, useHeldNetworks, useTokenBalances } from '../../swap/useBalances';
import { Logo } from '../components/Logo';
import type { SearchList as SearchListComponent } from '../components/SearchList';
import { networkSearchKeys, rankedNetworks, rankedTokens, tokenSearchKeys } from '../routes';
import './picker.css';

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
  // From side, with an EVM wallet connected: the EVM networks where it holds something.
  const held = useHeldNetworks(networks, side);
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
          {held.has(n.name) ? (
            <span className="portage-picker-held">
              <span className="portage-picker-held-dot" aria-hidden="true" title={t('picker.holdsTokens')} />
              <span className="portage-visually-hidden">{t('picker.holdsTokens')}</span>
            </span>
          ) : null}
        </>
      )}
    />
  );
}

/** The tokens of one network, ranked for the side; on the From side, what the wallet holds first. */
export function TokenList(props: {
  side: Side;
  network: RouteNetwork;
  selected: string | null;
  onSelect(token: RouteToken): void;
}) {
  const { side, network } = props;
  const t = useT();
  // Undefined until read (or without a connected source wallet): the list does not wait for it.
  const balances = useTokenBalances(network, side);
  const items = useMemo(() => heldFirst(rankedTokens(network, side), balances), [network, side, balances]);
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
          <TokenBalance value={balances?.get(token.symbol)} decimals={token.decimals} />
        </>
      )}
    />
  );
}

/**
 * A token row's balance, right-aligned: cut to a few significant decimals (never rounded up), every
 * digit in its title. Nothing while it is unknown.
 */
function TokenBalance({
  value,
  decimals,
}: {
  value: bigint | null | undefined;
  decimals: number | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  if (value === null || value === undefined) return null;
  const text = balanceText(value, decimals);
  if (!text) return null;
  const exact = formatDecimal(text.exact, locale);
  return (
    <span className="portage-picker-balance" title={exact} data-testid="picker-balance">
      <span className="portage-visually-hidden">{t('picker.balance')} </span>
      {formatDecimal(text.short, locale)}
      {text.shortened ? '…' : ''}
    </span>
  );
}
