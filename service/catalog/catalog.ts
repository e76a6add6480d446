/**
 * A catalog: the networks the sandbox serves and the queries over them. The built-in networks
 * (`NETWORKS`) are always there; the local networks of the chains the sandbox runs are added
 * here, in one place, when it starts them. Nothing shared is mutated: each catalog is its own.
 */
import { NETWORKS } from './data';
import { networksOfTypes, publicNetwork, publicToken } from './lookup';
import { createRouteQueries, routeBetween, type Side } from './routes';
import type { CatalogNetwork, Route } from './types';

export interface CatalogOptions {
  /**
   * Networks backed by the sandbox's local chains. They come first and route only to each
   * other: a local chain's tokens have no counterpart on a public network.
   */
  localNetworks?: readonly CatalogNetwork[];
}

export function createCatalog(options: CatalogOptions = {}) {
  const local = options.localNetworks ?? [];
  const localNames = new Set(local.map((network) => network.name));
  for (const network of local) {
    if (NETWORKS.some((builtIn) => builtIn.name === network.name)) {
      throw new Error(`local network ${network.name} clashes with a built-in network`);
    }
  }
  const networks: readonly CatalogNetwork[] = [...local, ...NETWORKS];
  const isLocal = (name: string) => localNames.has(name);

  const routes = createRouteQueries({
    networks,
    routeBetween(source: Side, destination: Side): Route | null {
      if (isLocal(source.network.name) !== isLocal(destination.network.name)) return null;
      return routeBetween(source, destination);
    },
  });

  return {
    networks,
    isLocal,
    ...routes,
    /** `/networks`: the networks of the given families with their tokens' base fields. */
    listNetworks(filter: { networkTypes?: string[] } = {}): object[] {
      return networksOfTypes(filter.networkTypes, networks).map((network) => ({
        ...publicNetwork(network),
        tokens: network.tokens.map(publicToken),
      }));
    },
  };
}

export type Catalog = ReturnType<typeof createCatalog>;

/** The built-in networks alone. */
export const DEFAULT_CATALOG: Catalog = createCatalog();
