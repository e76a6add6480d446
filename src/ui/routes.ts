/**
 * Pure helpers for the route pickers: the order of the lists and what a search matches. The route
 * rules themselves (which tokens count, names, the family allow-list) live in `swap/route.ts`.
 */
import type { RouteNetwork, RouteToken } from '../api/types';
import { activeTokens, displayName, type Side } from '../swap/route';

/** Networks that have something to offer, ordered by the service's rank for this side. */
export function rankedNetworks(networks: readonly RouteNetwork[], side: Side): RouteNetwork[] {
  const rank = (network: RouteNetwork) =>
    (side === 'from' ? network.source_rank : network.destination_rank) ?? Number.MAX_SAFE_INTEGER;
  return networks
    .filter((network) => activeTokens(network).length > 0)
    .sort((a, b) => rank(a) - rank(b) || displayName(a).localeCompare(displayName(b)));
}

export function rankedTokens(network: RouteNetwork, side: Side): RouteToken[] {
  const rank = (token: RouteToken) =>
    (side === 'from' ? token.source_rank : token.destination_rank) ?? Number.MAX_SAFE_INTEGER;
  return activeTokens(network).sort((a, b) => rank(a) - rank(b) || a.symbol.localeCompare(b.symbol));
}

/** With a token fixed by the site: only the networks that offer it. */
export function networksOffering(
  networks: readonly RouteNetwork[] | undefined,
  symbol: string | null,
  side: Side,
): readonly RouteNetwork[] | undefined {
  if (!symbol) return networks;
  return networks?.filter((network) => rankedTokens(network, side).some((token) => token.symbol === symbol));
}

/**
 * The token a network choice settles at once: the site's fixed token, or the network's only one;
 * undefined when the person still has to pick.
 */
export function settledToken(
  network: RouteNetwork,
  side: Side,
  fixed: string | null,
): RouteToken | undefined {
  const tokens = rankedTokens(network, side);
  const found = fixed !== null ? tokens.find((token) => token.symbol === fixed) : undefined;
  return found ?? (tokens.length === 1 ? tokens[0] : undefined);
}

/**
 * What a search matches an item on, computed once per list (not once per item per keystroke):
 * `text` is matched by substring, case-insensitively; `exact` only whole (a contract address, so
 * that typing "0x00" does not list every token).
 */
export interface SearchKeys {
  text: string;
  exact?: string;
}

const joinLower = (values: readonly (string | undefined)[]) =>
  values
    .filter((value): value is string => Boolean(value))
    .join('\n')
    .toLowerCase();

export function networkSearchKeys(network: RouteNetwork): SearchKeys {
  return { text: joinLower([network.name, network.display_name, network.type]) };
}

export function tokenSearchKeys(token: RouteToken): SearchKeys {
  return {
    text: joinLower([token.symbol, token.display_asset, token.group]),
    ...(token.contract ? { exact: token.contract.toLowerCase() } : {}),
  };
}

/** What the person typed, as the search compares it: once per keystroke, not once per item. */
export function searchQuery(typed: string): string {
  return typed.trim().toLowerCase();
}

/** Whether an item with these keys matches a `searchQuery` (empty matches everything). */
export function matchesKeys(keys: SearchKeys, query: string): boolean {
  if (!query) return true;
  // A newline never occurs in a query: a match cannot straddle two fields.
  return keys.exact === query || keys.text.includes(query);
}
