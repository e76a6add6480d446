/**
 * The sandbox's catalog: networks, tokens, exchanges and routes (spec §2.1–2.3, §4.5–4.7, DESIGN §1
 * for the filters). Everything returned is a fresh copy: callers may change it freely.
 */
import { EXCHANGES } from './data';
import { networksOfTypes, publicNetwork, publicToken } from './lookup';

export {
  GROUP_PRICES_USD,
  NETWORKS,
  SWAPPABLE_GROUPS,
  sandboxEvmAddress,
  sandboxFelt,
  TOKEN_STATUS_OVERRIDES,
} from './data';
export { findNetwork, findToken, publicNetwork, publicToken, zeroAddress } from './lookup';
export { REFUEL_USD, refuelFor } from './refuel';
export {
  BRIDGE_PROVIDER,
  type DestinationsFilter,
  findRoute,
  listDestinations,
  listSources,
  routeBetween,
  routeStatus,
  type SourcesFilter,
  SWAP_PROVIDER,
} from './routes';
export type {
  CatalogNetwork,
  CatalogToken,
  Family,
  PathStep,
  PublicNetwork,
  Refuel,
  Route,
  RouteToken,
  TokenStatus,
} from './types';
export { FAMILIES } from './types';

/** `/networks`: the networks of the given families with their tokens' base fields. */
export function listNetworks(filter: { networkTypes?: string[] } = {}): object[] {
  return networksOfTypes(filter.networkTypes).map((network) => ({
    ...publicNetwork(network),
    tokens: network.tokens.map(publicToken),
  }));
}

/** The exchanges a swap may start from or end at (spec §2.3). */
export const exchanges: object[] = EXCHANGES;
