/** Finding networks and tokens by what requests name them with (spec §1: a symbol or a contract). */
import { ServiceError } from '../errors';
import { NETWORKS, TOKEN_STATUS_OVERRIDES } from './data';
import { type CatalogNetwork, type CatalogToken, FAMILIES, type Family, type PublicNetwork } from './types';

const EVM_ZERO = '0x0000000000000000000000000000000000000000';

/**
 * The address that stands for a family's native token in a token parameter (spec §1): the
 * all-zero 20-byte address for EVM (and the L1-addressed starkex and zkSync Lite), the all-ones
 * string for Solana, Tron's base58 form of its zero address, Fuel's zero b256. Families whose
 * main token is itself a contract (Starknet, Paradex) or that have no such convention: null.
 */
export function zeroAddress(family: Family): string | null {
  switch (family) {
    case 'evm':
    case 'starkex':
    case 'zksynclite':
      return EVM_ZERO;
    case 'solana':
      return '11111111111111111111111111111111';
    case 'tron':
      return 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';
    case 'fuel':
      return `0x${'0'.repeat(64)}`;
    default:
      return null;
  }
}

/** Families whose addresses are hex and compare case-insensitively. */
const HEX_FAMILIES: ReadonlySet<Family> = new Set([
  'evm',
  'starkex',
  'zksynclite',
  'starknet',
  'paradex',
  'fuel',
  'hyperliquid',
]);
/** Families whose addresses are felts: `0x49d…` and `0x049d…` are the same contract. */
const FELT_FAMILIES: ReadonlySet<Family> = new Set(['starknet', 'paradex']);

export function findNetwork(name: string, networks: readonly CatalogNetwork[] = NETWORKS): CatalogNetwork {
  const wanted = name.trim().toUpperCase();
  const found = networks.find((network) => network.name === wanted);
  if (!found) {
    throw new ServiceError('ROUTE_NOT_FOUND_ERROR', `Network "${name}" is not supported.`, { network: name });
  }
  return found;
}

/** The token a parameter names on a network, or undefined. */
export function matchToken(network: CatalogNetwork, tokenParam: string): CatalogToken | undefined {
  const wanted = tokenParam.trim();
  if (wanted === '') return undefined;
  const bySymbol = network.tokens.find((token) => token.symbol.toLowerCase() === wanted.toLowerCase());
  if (bySymbol) return bySymbol;
  const byContract = network.tokens.find(
    (token) => token.contract !== null && sameAddress(network.type, token.contract, wanted),
  );
  if (byContract) return byContract;
  const native = network.token;
  if (native.contract === null) {
    const zero = zeroAddress(network.type);
    if (zero !== null && sameAddress(network.type, zero, wanted)) return native;
    const baseAssetId = network.metadata.base_asset_id;
    if (baseAssetId !== undefined && sameAddress(network.type, baseAssetId, wanted)) return native;
  }
  return undefined;
}

export function findToken(network: CatalogNetwork, tokenParam: string): CatalogToken {
  const found = matchToken(network, tokenParam);
  if (!found) {
    const symbols = network.tokens.map((token) => token.symbol).join(', ');
    throw new ServiceError(
      'ROUTE_NOT_FOUND_ERROR',
      `Token "${tokenParam}" is not available on ${network.display_name} (${network.name}): name one of ${symbols} by symbol or contract address.`,
      { network: network.name, token: tokenParam },
    );
  }
  return found;
}

function sameAddress(family: Family, a: string, b: string): boolean {
  if (FELT_FAMILIES.has(family)) {
    const isFelt = (text: string) => /^0x[0-9a-f]{1,64}$/i.test(text);
    return isFelt(a) && isFelt(b) && BigInt(a) === BigInt(b);
  }
  return HEX_FAMILIES.has(family) ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** Whether a token is active on one side of routes (`TOKEN_STATUS_OVERRIDES`). */
export function sideStatus(
  network: CatalogNetwork,
  token: CatalogToken,
  side: 'source' | 'destination',
): 'active' | 'inactive' {
  return TOKEN_STATUS_OVERRIDES[`${network.name}:${token.symbol}`]?.[side] ?? 'active';
}

/** A fresh copy of a token's base fields. */
export function publicToken(token: CatalogToken): CatalogToken {
  return { ...token };
}

/** A network as quotes and swaps embed it: every field but `tokens`, as a fresh copy. */
export function publicNetwork(network: CatalogNetwork): PublicNetwork {
  const { tokens: _tokens, ...rest } = network;
  return {
    ...rest,
    nodes: [...rest.nodes],
    token: publicToken(rest.token),
    metadata: { ...rest.metadata },
    deposit_methods: [...rest.deposit_methods],
  };
}

/** The networks of the given families (all when none is given); unknown family names are an error. */
export function networksOfTypes(
  networkTypes?: string[],
  networks: readonly CatalogNetwork[] = NETWORKS,
): CatalogNetwork[] {
  if (!networkTypes || networkTypes.length === 0) return [...networks];
  const wanted = new Set<string>();
  for (const raw of networkTypes) {
    const value = raw.trim().toLowerCase();
    if (value === '') continue;
    if (!(FAMILIES as readonly string[]).includes(value)) {
      throw new ServiceError(
        'VALIDATION_ERROR',
        `network_types: "${raw}" is not a network type; use one of ${FAMILIES.join(', ')}.`,
        { network_types: networkTypes },
      );
    }
    wanted.add(value);
  }
  if (wanted.size === 0) return [...networks];
  return networks.filter((network) => wanted.has(network.type));
}
