/**
 * The sandbox's catalog: networks, tokens, exchanges and routes (spec §2.1–2.3, §4.5–4.7, DESIGN §1
 * for the filters). Everything returned is a fresh copy: callers may change it freely.
 */
import { DEFAULT_CATALOG } from './catalog';
import { EXCHANGES } from './data';

export { type Catalog, type CatalogOptions, createCatalog, DEFAULT_CATALOG } from './catalog';
export {
  GROUP_PRICES_USD,
  NETWORKS,
  SWAPPABLE_GROUPS,
  sandboxEvmAddress,
  sandboxFelt,
  TOKEN_STATUS_OVERRIDES,
  WALLET_ONLY_FAMILIES,
} from './data';
export {
  LOCAL_EVM_CHAINS,
  LOCAL_EXPLORER,
  type LocalEvmChainName,
  type LocalEvmNetworkInput,
  localEvmNetwork,
  TEST_TOKEN,
  testToken,
} from './local';
export { findNetwork, findToken, publicNetwork, publicToken, zeroAddress } from './lookup';
export { REFUEL_USD, refuelFor } from './refuel';
export {
  BRIDGE_PROVIDER,
  type DestinationsFilter,
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

/** The queries over the built-in networks alone (a sandbox with local chains has its own catalog). */
export const { findRoute, listSources, listDestinations, listNetworks } = DEFAULT_CATALOG;

/** The exchanges a swap may start from or end at (spec §2.3). */
export const exchanges: object[] = EXCHANGES;
