/**
 * The route's rules over the service's route lists (`/sources`, `/destinations`): which networks
 * and tokens count, what the site fixed, whether a route swaps assets, and how the deposit can be
 * made. Pure: no React, no store.
 */

import type { RouteNetwork, RouteToken } from '../api/types';
import { familyOf } from '../chains/families';
import type { RouteEnd } from '../state/form';

export type Side = 'from' | 'to';

/** Pickers offer active tokens only (a token without a status is taken as active). */
export function activeTokens(network: RouteNetwork): RouteToken[] {
  return (network.tokens ?? []).filter((token) => token.status === undefined || token.status === 'active');
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

/** The networks of the allowed chain families (a partner's `families`); every network when null. */
export function allowedNetworks<T extends RouteNetwork>(
  networks: readonly T[] | undefined,
  families: readonly string[] | null,
): readonly T[] | undefined {
  if (!networks || !families) return networks;
  return networks.filter((network) => network.type !== undefined && families.includes(network.type));
}

/** A side the person has chosen both a network and a token for, or null. */
export function chosenEnd(end: RouteEnd): RouteEnd | null {
  return end.network && end.token ? end : null;
}

/** One side as the embedding site set it up (structurally the embed config's side). */
export interface SiteSide {
  network?: string | undefined;
  token?: string | undefined;
  lockNetwork: boolean;
  lockToken: boolean;
  hidden: boolean;
}

/** Whether the site fixed anything of either side: then nothing that would change it is offered. */
export function anySideLocked(from: SiteSide, to: SiteSide): boolean {
  return from.lockNetwork || from.lockToken || to.lockNetwork || to.lockToken;
}

/**
 * The side whose network the site fixed but the service does not offer, so it is said rather than
 * hidden. Each list is checked only while it is unnarrowed (the other side not chosen): a narrowed
 * list lacking the network means the route, not the network, is missing.
 */
export function fixedNetworkMissing(
  site: { from: SiteSide; to: SiteSide },
  lists: { sources: readonly RouteNetwork[] | undefined; destinations: readonly RouteNetwork[] | undefined },
  chosen: { from: boolean; to: boolean },
): Side | undefined {
  return (['from', 'to'] as const).find((side) => {
    const preset = site[side];
    const list =
      side === 'from'
        ? chosen.to
          ? undefined
          : lists.sources
        : chosen.from
          ? undefined
          : lists.destinations;
    return preset.lockNetwork && preset.network && list && !findNetwork(list, preset.network);
  });
}

/** The four names of a complete route, as every route request spells them. */
export interface RouteNames {
  source_network: string;
  source_token: string;
  destination_network: string;
  destination_token: string;
}

export function routeNames(
  from: { network: RouteNetwork; token: RouteToken },
  to: { network: RouteNetwork; token: RouteToken },
): RouteNames {
  return {
    source_network: from.network.name,
    source_token: from.token.symbol,
    destination_network: to.network.name,
    destination_token: to.token.symbol,
  };
}

/** A route between two asset groups (ETH to USDC) swaps assets: slippage and a refund address apply. */
export function swapsAssets(from: RouteToken | undefined, to: RouteToken | undefined): boolean {
  return Boolean(from && to && from.group !== to.group);
}

/** `deposit_methods` is spelled `deposit_address` by one service and `DepositAddress` by another. */
export function acceptsDepositAddress(methods: readonly string[] | undefined): boolean {
  if (!methods || methods.length === 0) return true;
  return methods.some((method) => method.replace(/_/g, '').toLowerCase() === 'depositaddress');
}

/** Whether a deposit by hand (to a deposit address) is possible from this source network. */
export function manualDepositAllowed(network: RouteNetwork | undefined): boolean {
  return (
    network !== undefined &&
    // Families whose sources the service never gives a deposit address (spec §4.2 rule 1).
    familyOf(network.type)?.depositAddress !== false &&
    acceptsDepositAddress(network.deposit_methods)
  );
}

export type DepositChoice = 'wallet' | 'manual';

/**
 * How the deposit is made: by hand where the family has no wallet, from the wallet where the
 * service allows nothing else, else as the person chose (the wallet is offered first).
 */
export function depositMethodFor(
  chosen: DepositChoice,
  { walletAvailable, manualAllowed }: { walletAvailable: boolean; manualAllowed: boolean },
): DepositChoice {
  if (!walletAvailable) return 'manual';
  if (!manualAllowed) return 'wallet';
  return chosen;
}
