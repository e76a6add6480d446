/** Pure helpers over the service's route lists (`/sources`, `/destinations`). */
import type { RouteNetwork, RouteToken } from '../api/types';

export type Side = 'from' | 'to';

/** Pickers offer active tokens only (a token without a status is taken as active). */
export function activeTokens(network: RouteNetwork): RouteToken[] {
  return (network.tokens ?? []).filter((token) => token.status === undefined || token.status === 'active');
}

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

export function displayName(network: { name: string; display_name?: string | undefined }): string {
  return network.display_name || network.name;
}

export function findNetwork(networks: readonly RouteNetwork[] | undefined, name: string | null) {
  return name ? networks?.find((network) => network.name === name) : undefined;
}

export function findToken(network: RouteNetwork | undefined, symbol: string | null) {
  return symbol ? activeTokens(network ?? { name: '' }).find((token) => token.symbol === symbol) : undefined;
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

/** The networks of the allowed chain families (a partner's `families`); every network when null. */
export function allowedNetworks<T extends RouteNetwork>(
  networks: readonly T[] | undefined,
  families: readonly string[] | null,
): readonly T[] | undefined {
  if (!networks || !families) return networks;
  return networks.filter((network) => network.type !== undefined && families.includes(network.type));
}
