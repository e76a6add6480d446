/**
 * The local EVM networks: two anvil nodes the sandbox starts and watches (service/chains/evm).
 * They exist only when the local chains run, so they are not in `NETWORKS`: the sandbox builds a
 * catalog with them (`createCatalog({ localNetworks })`) once it knows their ports and the
 * address of the test token it deployed.
 *
 * Explorer links use the reserved `.invalid` domain (RFC 2606): there is no explorer for a local
 * node, and such a link can never resolve to someone else's site.
 */
import { getAddress } from 'viem';
import { network, token } from './data';
import type { CatalogNetwork, CatalogToken } from './types';

/** The local chains, in the order their ports are given. */
export const LOCAL_EVM_CHAINS = [
  { name: 'LOCAL_L1', displayName: 'Local Chain A', chainId: 31337 },
  { name: 'LOCAL_L2', displayName: 'Local Chain B', chainId: 31338 },
] as const;

export type LocalEvmChainName = (typeof LOCAL_EVM_CHAINS)[number]['name'];

/** The ERC-20 the sandbox deploys on every local chain. */
export const TEST_TOKEN = {
  name: 'Portage Test Token',
  symbol: 'PTT',
  decimals: 18,
  priceInUsd: 1,
} as const;

/**
 * The test token as a local network lists it: the same symbol, name, group and price on every
 * local chain (so it routes between them without a swap provider); its contract (address, mint,
 * jetton master, asset id) and decimals are the chain's own.
 */
export function testToken(input: { contract: string; decimals: number; rank?: number }): CatalogToken {
  const rank = input.rank ?? 1;
  return token({
    symbol: TEST_TOKEN.symbol,
    display_asset: TEST_TOKEN.name,
    contract: input.contract,
    decimals: input.decimals,
    precision: 6,
    group: TEST_TOKEN.symbol,
    price_in_usd: TEST_TOKEN.priceInUsd,
    source_rank: rank,
    destination_rank: rank,
  });
}

export const LOCAL_EXPLORER = {
  transaction: 'https://local.invalid/tx/{0}',
  account: 'https://local.invalid/address/{0}',
} as const;

export interface LocalEvmNetworkInput {
  name: string;
  displayName: string;
  chainId: number;
  /** The node's JSON-RPC URL, e.g. http://127.0.0.1:8545. */
  nodeUrl: string;
  /** The test token's contract on this chain. */
  tokenContract: string;
  /**
   * The depository contract on this chain (contracts/PortageDepository.sol), advertised as
   * `metadata.depository_contract`: a sandbox extension, used by swaps with `use_depository`.
   */
  depositoryContract?: string | undefined;
}

/** A local network: native ETH and the test token, ranked before every other network. */
export function localEvmNetwork(input: LocalEvmNetworkInput): CatalogNetwork {
  return network({
    name: input.name,
    display_name: input.displayName,
    type: 'evm',
    chain_id: String(input.chainId),
    node_url: input.nodeUrl,
    transaction_explorer_template: LOCAL_EXPLORER.transaction,
    account_explorer_template: LOCAL_EXPLORER.account,
    source_rank: 0,
    destination_rank: 0,
    listing_date: '2026-01-01T00:00:00.000Z',
    ...(input.depositoryContract === undefined
      ? {}
      : { metadata: { depository_contract: getAddress(input.depositoryContract) } }),
    native: 'ETH',
    tokens: [
      token({
        symbol: 'ETH',
        contract: null,
        decimals: 18,
        precision: 8,
        source_rank: 0,
        destination_rank: 0,
      }),
      testToken({ contract: getAddress(input.tokenContract), decimals: TEST_TOKEN.decimals }),
    ],
  });
}
