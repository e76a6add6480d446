/**
 * Routes: (source network, source token) → (destination network, destination token), always
 * across two different networks.
 *
 * - Same token group (USDC → USDC, ETH → ETH, WBTC → BTC…): a bridge, path SANDBOX_BRIDGE.
 * - Different groups, both in `SWAPPABLE_GROUPS` (ETH, USDC, USDT, BTC, SOL, TON, TRX): the bridge
 *   and then the swap provider SANDBOX_DEX; such a route "involves a swap provider", so a swap on it
 *   needs a refund address (spec §4.2, §7.4).
 * - Anything else (e.g. STRK → USDC): no route.
 *
 * A route through a token that is inactive on its side (`TOKEN_STATUS_OVERRIDES`) exists but is
 * `inactive`: it is listed only with `include_unavailable` and cannot be quoted.
 */
import { ServiceError } from '../errors';
import { SWAPPABLE_GROUPS } from './data';
import {
  findNetwork,
  findToken,
  matchToken,
  networksOfTypes,
  publicNetwork,
  publicToken,
  sideStatus,
} from './lookup';
import { refuelFor } from './refuel';
import type { CatalogNetwork, CatalogToken, PathStep, Route, RouteToken } from './types';

export const BRIDGE_PROVIDER = 'SANDBOX_BRIDGE';
export const SWAP_PROVIDER = 'SANDBOX_DEX';

export interface Side {
  network: CatalogNetwork;
  token: CatalogToken;
}

/** What route queries run over: the networks listed and the rule that says which pairs connect. */
export interface RouteScope {
  networks: readonly CatalogNetwork[];
  routeBetween(source: Side, destination: Side): Route | null;
}

/** The route between two sides, or null when the catalog has none (whatever the token statuses). */
export function routeBetween(source: Side, destination: Side): Route | null {
  if (source.network.name === destination.network.name) return null;
  const sameGroup = source.token.group === destination.token.group;
  const swappable = SWAPPABLE_GROUPS.has(source.token.group) && SWAPPABLE_GROUPS.has(destination.token.group);
  if (!sameGroup && !swappable) return null;
  const path: PathStep[] = sameGroup
    ? [{ provider: BRIDGE_PROVIDER, order: 0 }]
    : [
        { provider: BRIDGE_PROVIDER, order: 0 },
        { provider: SWAP_PROVIDER, order: 1 },
      ];
  return { source, destination, path, requiresRefundAddress: !sameGroup };
}

/** `active` when both tokens are active on their side of the route. */
export function routeStatus(route: Route): 'active' | 'inactive' {
  return sideStatus(route.source.network, route.source.token, 'source') === 'active' &&
    sideStatus(route.destination.network, route.destination.token, 'destination') === 'active'
    ? 'active'
    : 'inactive';
}

export interface RouteListFilter {
  networkTypes?: string[];
  includeUnavailable?: boolean;
  includeUnmatched?: boolean;
  includeSwaps?: boolean;
}

export interface SourcesFilter extends RouteListFilter {
  destinationNetwork?: string;
  destinationToken?: string;
}

export interface DestinationsFilter extends RouteListFilter {
  sourceNetwork?: string;
  sourceToken?: string;
}

/** The route queries of a scope: finding one route, and the `/sources` and `/destinations` lists. */
export function createRouteQueries(scope: RouteScope) {
  const { networks } = scope;

  /** The route a quote or swap request names; throws ROUTE_NOT_FOUND_ERROR when there is none or it is inactive. */
  function findRoute(
    sourceNetwork: string,
    sourceToken: string,
    destinationNetwork: string,
    destinationToken: string,
  ): Route {
    const sourceNet = findNetwork(sourceNetwork, networks);
    const source = { network: sourceNet, token: findToken(sourceNet, sourceToken) };
    const destinationNet = findNetwork(destinationNetwork, networks);
    const destination = { network: destinationNet, token: findToken(destinationNet, destinationToken) };
    const describe = `${source.token.symbol} on ${source.network.name} to ${destination.token.symbol} on ${destination.network.name}`;
    const metadata = {
      source_network: source.network.name,
      source_token: source.token.symbol,
      destination_network: destination.network.name,
      destination_token: destination.token.symbol,
    };
    const route = scope.routeBetween(source, destination);
    if (!route) {
      throw new ServiceError('ROUTE_NOT_FOUND_ERROR', `There is no route from ${describe}.`, metadata);
    }
    if (routeStatus(route) !== 'active') {
      throw new ServiceError(
        'ROUTE_NOT_FOUND_ERROR',
        `The route from ${describe} is not available at the moment.`,
        metadata,
      );
    }
    return route;
  }

  /**
   * `/sources`: networks (of `networkTypes`) whose tokens can start a route, to the given
   * destination when one is named. A token's `status` is `active` when one of its routes is active,
   * `inactive` when all are not (listed only with `includeUnavailable`), `not_found` when it has no
   * route at all (listed only with `includeUnmatched`). `includeSwaps: false` ignores routes through
   * a swap provider. `refuel` is the named destination token's refuel, when one token is named.
   */
  function listSources(filter: SourcesFilter = {}): object[] {
    const counterparts = counterpartSides(filter.destinationNetwork, filter.destinationToken);
    const single = counterparts.length === 1 && filter.destinationToken ? counterparts[0] : undefined;
    return listSide(filter, counterparts, 'source', () =>
      single ? refuelFor(single.network, single.token) : null,
    );
  }

  /**
   * `/destinations`: networks (of `networkTypes`) whose tokens can end a route, from the given
   * source when one is named; statuses and flags as in `listSources`. `refuel` is the token's own
   * refuel on its network (it does not depend on the source).
   */
  function listDestinations(filter: DestinationsFilter = {}): object[] {
    const counterparts = counterpartSides(filter.sourceNetwork, filter.sourceToken);
    return listSide(filter, counterparts, 'destination', (side) => refuelFor(side.network, side.token));
  }

  /**
   * `/source_exchanges` (beyond the spec; the public service's own widget asks it): the exchanges
   * a route to the named destination can start from. No sandbox route starts at an exchange (every
   * swap starts on a network), so the list is always empty; the filters are still checked the way
   * `/sources` checks them, in the same order, so a bad one gets the same error there and here.
   */
  function listSourceExchanges(filter: SourcesFilter = {}): object[] {
    counterpartSides(filter.destinationNetwork, filter.destinationToken);
    networksOfTypes(filter.networkTypes, networks);
    return [];
  }

  /** The other ends a list is matched against: all tokens, one network's, or one token. */
  function counterpartSides(networkName?: string, tokenParam?: string): Side[] {
    const network = networkName?.trim() ? findNetwork(networkName, networks) : undefined;
    const token = tokenParam?.trim() ? tokenParam : undefined;
    if (network) {
      return token
        ? [{ network, token: findToken(network, token) }]
        : network.tokens.map((candidate) => ({ network, token: candidate }));
    }
    const sides: Side[] = [];
    for (const candidateNetwork of networks) {
      if (token) {
        const match = matchToken(candidateNetwork, token);
        if (match) sides.push({ network: candidateNetwork, token: match });
      } else {
        for (const candidate of candidateNetwork.tokens)
          sides.push({ network: candidateNetwork, token: candidate });
      }
    }
    return sides;
  }

  function listSide(
    filter: RouteListFilter,
    counterparts: Side[],
    side: 'source' | 'destination',
    refuelOf: (side: Side) => RouteToken['refuel'],
  ): object[] {
    const includeSwaps = filter.includeSwaps ?? true;
    const result: object[] = [];
    for (const network of networksOfTypes(filter.networkTypes, networks)) {
      const tokens: RouteToken[] = [];
      for (const token of network.tokens) {
        const here = { network, token };
        const routes = counterparts
          .map((other) =>
            side === 'source' ? scope.routeBetween(here, other) : scope.routeBetween(other, here),
          )
          .filter(
            (route): route is Route => route !== null && (includeSwaps || !route.requiresRefundAddress),
          );
        if (routes.length === 0) {
          if (filter.includeUnmatched)
            tokens.push({ ...publicToken(token), status: 'not_found', refuel: null });
          continue;
        }
        const status = routes.some((route) => routeStatus(route) === 'active') ? 'active' : 'inactive';
        if (status !== 'active' && !filter.includeUnavailable) continue;
        tokens.push({ ...publicToken(token), status, refuel: refuelOf(here) });
      }
      if (tokens.length > 0) result.push({ ...publicNetwork(network), tokens });
    }
    return result;
  }

  return { findRoute, listSources, listSourceExchanges, listDestinations };
}

export type RouteQueries = ReturnType<typeof createRouteQueries>;
