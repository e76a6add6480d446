/**
 * The sandbox's catalog: one network or more of every chain family of spec §2.2, named and shaped
 * like the real service's (compare src/api/__fixtures__/real/networks.entry.SOLANA_MAINNET.json).
 *
 * - Token contracts are the real mainnet ones where they are well known (USDC, USDT, WBTC, the
 *   Starknet ERC-20s, the TON USDT jetton, Tron USDT…). Contracts the sandbox owns or that have no
 *   well-known address (the Starknet/Paradex watchdogs, Paradex USDC, the reward campaign's NFT)
 *   are derived from a label with SHA-256, so they are valid for their family and obviously ours.
 * - Node URLs are local placeholders (the local chains of LOCAL-CHAINS.md where one exists); no
 *   real provider URL appears anywhere. Logos are inline SVGs.
 * - Prices are fixed, so quotes are reproducible.
 */
import { createHash } from 'node:crypto';
import { getAddress } from 'viem';
import { networkLogo, tokenLogo } from './logo';
import type { CatalogNetwork, CatalogToken, Family } from './types';

/** USD price per token group: every token of a group has the same price. */
export const GROUP_PRICES_USD: Readonly<Record<string, number>> = {
  ETH: 3000,
  BTC: 90000,
  SOL: 150,
  TON: 5,
  TRX: 0.25,
  STRK: 0.5,
  ATOM: 7,
  IMX: 0.6,
  USDC: 1,
  USDT: 1,
};

/**
 * Groups between which the sandbox's swap provider (SANDBOX_DEX) trades. A route between two
 * different groups exists only when both are in this set; tokens of other groups (STRK, ATOM, IMX)
 * move only to the same group on another network.
 */
export const SWAPPABLE_GROUPS: ReadonlySet<string> = new Set([
  'ETH',
  'USDC',
  'USDT',
  'BTC',
  'SOL',
  'TON',
  'TRX',
]);

/**
 * Tokens that are not active on one side, keyed `NETWORK:SYMBOL`, so pickers have something to
 * hide. Routes through them exist but are reported `inactive` and cannot be quoted.
 */
export const TOKEN_STATUS_OVERRIDES: Readonly<
  Record<string, { source?: 'inactive'; destination?: 'inactive' }>
> = {
  'OPTIMISM_MAINNET:USDT': { destination: 'inactive' },
  'IMMUTABLEX_MAINNET:IMX': { source: 'inactive' },
};

/** A 0x-prefixed 64-digit felt below 2^250 (so valid on Starknet and Paradex), from a label. */
export function sandboxFelt(label: string): string {
  const digest = createHash('sha256').update(`portage-sandbox:${label}`).digest();
  digest[0] = (digest[0] ?? 0) & 0x03;
  return `0x${digest.toString('hex')}`;
}

/** A checksummed EVM address the sandbox owns, from a label. */
export function sandboxEvmAddress(label: string): string {
  const digest = createHash('sha256').update(`portage-sandbox:${label}`).digest('hex');
  return getAddress(`0x${digest.slice(0, 40)}`);
}

const evm = (address: string) => getAddress(address.toLowerCase());

export interface TokenSpec {
  symbol: string;
  display_asset?: string;
  contract: string | null;
  decimals: number;
  precision: number;
  group?: string;
  /** For a group outside `GROUP_PRICES_USD` (a token that only lives on the local chains). */
  price_in_usd?: number;
  listing_date?: string;
  source_rank?: number;
  destination_rank?: number;
}

export function token(spec: TokenSpec): CatalogToken {
  const group = spec.group ?? spec.symbol;
  const price = spec.price_in_usd ?? GROUP_PRICES_USD[group];
  if (price === undefined) throw new Error(`no price for token group ${group}`);
  if (spec.precision > spec.decimals) {
    throw new Error(`${spec.symbol}: precision ${spec.precision} must not exceed decimals ${spec.decimals}`);
  }
  return {
    symbol: spec.symbol,
    display_asset: spec.display_asset ?? spec.symbol,
    logo: tokenLogo(spec.symbol),
    contract: spec.contract,
    decimals: spec.decimals,
    price_in_usd: price,
    precision: spec.precision,
    listing_date: spec.listing_date ?? '2024-01-15T12:00:00.000Z',
    source_rank: spec.source_rank ?? 50,
    destination_rank: spec.destination_rank ?? 50,
    group,
  };
}

export interface NetworkSpec {
  name: string;
  display_name: string;
  type: Family;
  chain_id: string | null;
  /** Placeholders under .invalid: never resolvable, so nothing is reached by accident (the local
   *  chains, when enabled, are the only networks with nodes that answer). */
  node_url: string;
  transaction_explorer_template: string;
  account_explorer_template: string;
  source_rank: number;
  destination_rank: number;
  listing_date: string;
  metadata?: Record<string, string>;
  /** Symbol of the native (fee-paying) token among `tokens`. */
  native: string;
  tokens: CatalogToken[];
}

/**
 * Spec §4.2 rule 1: these source families cannot use a deposit address. The catalog's
 * `deposit_methods` and the refusal of a deposit-address swap (swaps/create.ts) both read it.
 */
export const WALLET_ONLY_FAMILIES: ReadonlySet<Family> = new Set(['starknet', 'paradex', 'ton']);
/** Families with no wallet deposit in Portage: their users deposit to an address. */
const DEPOSIT_ADDRESS_ONLY_FAMILIES: ReadonlySet<Family> = new Set([
  'cosmos',
  'starkex',
  'zksynclite',
  'hyperliquid',
]);

export function network(spec: NetworkSpec): CatalogNetwork {
  const native = spec.tokens.find((candidate) => candidate.symbol === spec.native);
  if (!native) throw new Error(`${spec.name}: native token ${spec.native} is not among its tokens`);
  return {
    name: spec.name,
    display_name: spec.display_name,
    logo: networkLogo(spec.display_name),
    chain_id: spec.chain_id,
    node_url: spec.node_url,
    nodes: [spec.node_url],
    type: spec.type,
    transaction_explorer_template: spec.transaction_explorer_template,
    account_explorer_template: spec.account_explorer_template,
    source_rank: spec.source_rank,
    destination_rank: spec.destination_rank,
    token: native,
    metadata: { listing_date: spec.listing_date, ...spec.metadata },
    deposit_methods: WALLET_ONLY_FAMILIES.has(spec.type)
      ? ['wallet']
      : DEPOSIT_ADDRESS_ONLY_FAMILIES.has(spec.type)
        ? ['deposit_address']
        : ['wallet', 'deposit_address'],
    tokens: spec.tokens,
  };
}

const MULTICALL3 = evm('0xcA11bde05977b3631167028862bE2a173976CA11');
const FUEL_BASE_ASSET_ID = '0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07';

const ethOnEvm = (rank: number) =>
  token({
    symbol: 'ETH',
    contract: null,
    decimals: 18,
    precision: 8,
    listing_date: '2021-09-21T00:25:30.000Z',
    source_rank: rank,
    destination_rank: rank,
  });
const usdc = (contract: string | null, rank = 10, decimals = 6) =>
  token({
    symbol: 'USDC',
    contract,
    decimals,
    precision: 6,
    listing_date: '2023-02-21T13:05:40.000Z',
    source_rank: rank,
    destination_rank: rank,
  });
const usdt = (contract: string, rank = 20) =>
  token({
    symbol: 'USDT',
    contract,
    decimals: 6,
    precision: 6,
    listing_date: '2024-05-13T10:52:26.000Z',
    source_rank: rank,
    destination_rank: rank,
  });

export const NETWORKS: readonly CatalogNetwork[] = [
  network({
    name: 'ETHEREUM_MAINNET',
    display_name: 'Ethereum',
    type: 'evm',
    chain_id: '1',
    node_url: 'https://ethereum.node.invalid',
    transaction_explorer_template: 'https://etherscan.io/tx/{0}',
    account_explorer_template: 'https://etherscan.io/address/{0}',
    source_rank: 1,
    destination_rank: 1,
    listing_date: '2021-09-20T20:00:00.000Z',
    metadata: { evm_multicall_contract: MULTICALL3 },
    native: 'ETH',
    tokens: [
      ethOnEvm(1),
      usdc(evm('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), 2),
      usdt(evm('0xdAC17F958D2ee523a2206206994597C13D831ec7'), 3),
      token({
        symbol: 'WBTC',
        display_asset: 'Wrapped BTC',
        contract: evm('0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'),
        decimals: 8,
        precision: 8,
        group: 'BTC',
      }),
      token({
        symbol: 'STRK',
        display_asset: 'Starknet Token',
        contract: evm('0xCa14007Eff0dB1f8135f4C25B34De49AB0d42766'),
        decimals: 18,
        precision: 6,
      }),
      token({
        symbol: 'IMX',
        display_asset: 'Immutable',
        contract: evm('0xF57e7e7C23978C3cAEC3C3548E3D615c346e79fF'),
        decimals: 18,
        precision: 6,
      }),
    ],
  }),
  network({
    name: 'ARBITRUM_MAINNET',
    display_name: 'Arbitrum One',
    type: 'evm',
    chain_id: '42161',
    node_url: 'https://arbitrum.node.invalid',
    transaction_explorer_template: 'https://arbiscan.io/tx/{0}',
    account_explorer_template: 'https://arbiscan.io/address/{0}',
    source_rank: 2,
    destination_rank: 2,
    listing_date: '2021-09-20T20:00:00.000Z',
    metadata: { evm_multicall_contract: MULTICALL3 },
    native: 'ETH',
    tokens: [
      ethOnEvm(2),
      usdc(evm('0xaf88d065e77c8cc2239327c5edb3a432268e5831'), 1),
      usdt(evm('0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9')),
      token({
        symbol: 'WBTC',
        display_asset: 'Wrapped BTC',
        contract: evm('0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f'),
        decimals: 8,
        precision: 8,
        group: 'BTC',
      }),
    ],
  }),
  network({
    name: 'OPTIMISM_MAINNET',
    display_name: 'Optimism',
    type: 'evm',
    chain_id: '10',
    node_url: 'https://optimism.node.invalid',
    transaction_explorer_template: 'https://optimistic.etherscan.io/tx/{0}',
    account_explorer_template: 'https://optimistic.etherscan.io/address/{0}',
    source_rank: 4,
    destination_rank: 4,
    listing_date: '2021-12-16T20:00:00.000Z',
    metadata: { evm_multicall_contract: MULTICALL3 },
    native: 'ETH',
    tokens: [
      ethOnEvm(4),
      usdc(evm('0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85'), 4),
      usdt(evm('0x94b008aA00579c1307B0EF2c499aD98a8ce58e58')),
    ],
  }),
  network({
    name: 'BASE_MAINNET',
    display_name: 'Base',
    type: 'evm',
    chain_id: '8453',
    node_url: 'https://base.node.invalid',
    transaction_explorer_template: 'https://basescan.org/tx/{0}',
    account_explorer_template: 'https://basescan.org/address/{0}',
    source_rank: 3,
    destination_rank: 3,
    listing_date: '2023-08-09T20:00:00.000Z',
    metadata: { evm_multicall_contract: MULTICALL3 },
    native: 'ETH',
    tokens: [
      ethOnEvm(3),
      usdc(evm('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'), 3),
      token({
        symbol: 'cbBTC',
        display_asset: 'Coinbase Wrapped BTC',
        contract: evm('0xcbB7C0000aB88B473b1f5aFd9ef808440eed33Bf'),
        decimals: 8,
        precision: 8,
        group: 'BTC',
      }),
    ],
  }),
  network({
    name: 'STARKNET_MAINNET',
    display_name: 'Starknet',
    type: 'starknet',
    chain_id: '0x534e5f4d41494e',
    node_url: 'https://starknet.node.invalid',
    transaction_explorer_template: 'https://voyager.online/tx/{0}',
    account_explorer_template: 'https://voyager.online/contract/{0}',
    source_rank: 5,
    destination_rank: 5,
    listing_date: '2022-11-29T20:00:00.000Z',
    metadata: { watchdog_contract: sandboxFelt('STARKNET_MAINNET:watchdog') },
    // Every Starknet token, ETH and STRK included, is an ERC-20 contract.
    native: 'ETH',
    tokens: [
      token({
        symbol: 'ETH',
        contract: '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7',
        decimals: 18,
        precision: 8,
        source_rank: 5,
        destination_rank: 5,
      }),
      token({
        symbol: 'STRK',
        display_asset: 'Starknet Token',
        contract: '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d',
        decimals: 18,
        precision: 6,
      }),
      usdc('0x053c91253bc9682c04929ca02ed00b3e423f6710d2ee7e0d5ebb06f3ecf368a8', 6),
      usdt('0x068f5c6a61780768455de69077e07e89787839bf8166decfbf92b645209c0fb8'),
    ],
  }),
  network({
    name: 'SOLANA_MAINNET',
    display_name: 'Solana',
    type: 'solana',
    // The real service reports an empty chain id for Solana.
    chain_id: '',
    node_url: 'https://solana.node.invalid',
    transaction_explorer_template: 'https://solscan.io/tx/{0}',
    account_explorer_template: 'https://solscan.io/account/{0}',
    source_rank: 7,
    destination_rank: 6,
    listing_date: '2023-02-20T20:00:00.000Z',
    native: 'SOL',
    tokens: [
      usdc('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 7),
      usdt('Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', 26),
      token({
        symbol: 'SOL',
        contract: null,
        decimals: 9,
        precision: 8,
        listing_date: '2023-09-14T16:44:58.000Z',
        source_rank: 8,
        destination_rank: 8,
      }),
    ],
  }),
  network({
    name: 'COSMOS_HUB_MAINNET',
    display_name: 'Cosmos Hub',
    type: 'cosmos',
    chain_id: 'cosmoshub-4',
    node_url: 'https://cosmos-hub.node.invalid',
    transaction_explorer_template: 'https://www.mintscan.io/cosmos/tx/{0}',
    account_explorer_template: 'https://www.mintscan.io/cosmos/address/{0}',
    source_rank: 12,
    destination_rank: 12,
    listing_date: '2023-05-10T20:00:00.000Z',
    native: 'ATOM',
    tokens: [
      token({ symbol: 'ATOM', display_asset: 'Cosmos Hub Atom', contract: null, decimals: 6, precision: 6 }),
      // Noble USDC as it arrives on the Hub over IBC: a denom, not an account address.
      usdc('ibc/F663521BF1836B00F5F177680F74BFB9A8B5654A694D0D2BC249E03CF2509013', 30),
    ],
  }),
  network({
    name: 'IMMUTABLEX_MAINNET',
    display_name: 'Immutable X',
    type: 'starkex',
    // StarkEx has no chain id of its own; its assets are Ethereum L1 ERC-20 addresses.
    chain_id: null,
    node_url: 'https://immutablex.node.invalid',
    transaction_explorer_template: 'https://immutascan.io/tx/{0}',
    account_explorer_template: 'https://immutascan.io/address/{0}',
    source_rank: 14,
    destination_rank: 14,
    listing_date: '2022-04-01T20:00:00.000Z',
    native: 'ETH',
    tokens: [
      token({ symbol: 'ETH', contract: null, decimals: 18, precision: 8 }),
      token({
        symbol: 'IMX',
        display_asset: 'Immutable',
        contract: evm('0xF57e7e7C23978C3cAEC3C3548E3D615c346e79fF'),
        decimals: 18,
        precision: 6,
      }),
      usdc(evm('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), 40),
    ],
  }),
  network({
    name: 'ZKSYNC_LITE_MAINNET',
    display_name: 'zkSync Lite',
    type: 'zksynclite',
    // zkSync Lite reports the chain id of the L1 it settles on.
    chain_id: '1',
    node_url: 'https://zksync-lite.node.invalid',
    transaction_explorer_template: 'https://zkscan.io/explorer/transactions/{0}',
    account_explorer_template: 'https://zkscan.io/explorer/accounts/{0}',
    source_rank: 15,
    destination_rank: 15,
    listing_date: '2021-10-01T20:00:00.000Z',
    native: 'ETH',
    tokens: [
      token({ symbol: 'ETH', contract: null, decimals: 18, precision: 8 }),
      usdc(evm('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'), 41),
      usdt(evm('0xdAC17F958D2ee523a2206206994597C13D831ec7'), 41),
    ],
  }),
  network({
    name: 'TON_MAINNET',
    display_name: 'TON',
    type: 'ton',
    // The real service reports a null chain id for TON.
    chain_id: null,
    node_url: 'https://ton.node.invalid',
    transaction_explorer_template: 'https://tonviewer.com/transaction/{0}',
    account_explorer_template: 'https://tonviewer.com/{0}',
    source_rank: 9,
    destination_rank: 9,
    listing_date: '2024-03-01T20:00:00.000Z',
    native: 'TON',
    tokens: [
      token({ symbol: 'TON', display_asset: 'Toncoin', contract: null, decimals: 9, precision: 6 }),
      // The USDT jetton master.
      usdt('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs', 9),
    ],
  }),
  network({
    name: 'PARADEX_MAINNET',
    display_name: 'Paradex',
    type: 'paradex',
    chain_id: 'PRIVATE_SN_PARACLEAR_MAINNET',
    node_url: 'https://paradex.node.invalid',
    transaction_explorer_template: 'https://voyager.paradex.trade/tx/{0}',
    account_explorer_template: 'https://voyager.paradex.trade/contract/{0}',
    source_rank: 16,
    destination_rank: 16,
    listing_date: '2024-06-01T20:00:00.000Z',
    metadata: { watchdog_contract: sandboxFelt('PARADEX_MAINNET:watchdog') },
    native: 'USDC',
    tokens: [usdc(sandboxFelt('PARADEX_MAINNET:USDC'), 16)],
  }),
  network({
    name: 'TRON_MAINNET',
    display_name: 'Tron',
    type: 'tron',
    chain_id: '728126428',
    node_url: 'https://tron.node.invalid',
    transaction_explorer_template: 'https://tronscan.org/#/transaction/{0}',
    account_explorer_template: 'https://tronscan.org/#/address/{0}',
    source_rank: 8,
    destination_rank: 8,
    listing_date: '2023-10-01T20:00:00.000Z',
    native: 'TRX',
    tokens: [
      token({ symbol: 'TRX', display_asset: 'Tronix', contract: null, decimals: 6, precision: 6 }),
      usdt('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 2),
    ],
  }),
  network({
    name: 'FUEL_MAINNET',
    display_name: 'Fuel Ignition',
    type: 'fuel',
    chain_id: '9889',
    node_url: 'https://fuel.node.invalid',
    transaction_explorer_template: 'https://app.fuel.network/tx/{0}',
    account_explorer_template: 'https://app.fuel.network/account/{0}',
    source_rank: 17,
    destination_rank: 17,
    listing_date: '2024-10-16T20:00:00.000Z',
    // The native ETH's asset id is the chain's base asset id (token `contract` stays null).
    metadata: { base_asset_id: FUEL_BASE_ASSET_ID },
    native: 'ETH',
    tokens: [
      // Fuel ETH has 9 decimals, not 18.
      token({ symbol: 'ETH', contract: null, decimals: 9, precision: 8 }),
      usdc('0x286c479da40dc953bddc3bb4c453b608bba2e0ac483b077bd475174115395e6b', 17),
    ],
  }),
  network({
    name: 'BITCOIN_MAINNET',
    display_name: 'Bitcoin',
    type: 'bitcoin',
    chain_id: null,
    node_url: 'https://bitcoin.node.invalid',
    transaction_explorer_template: 'https://mempool.space/tx/{0}',
    account_explorer_template: 'https://mempool.space/address/{0}',
    source_rank: 6,
    destination_rank: 7,
    listing_date: '2024-02-01T20:00:00.000Z',
    native: 'BTC',
    tokens: [token({ symbol: 'BTC', display_asset: 'Bitcoin', contract: null, decimals: 8, precision: 8 })],
  }),
  network({
    name: 'HYPERLIQUID_MAINNET',
    display_name: 'Hyperliquid',
    type: 'hyperliquid',
    chain_id: null,
    node_url: 'https://hyperliquid.node.invalid',
    transaction_explorer_template: 'https://app.hyperliquid.xyz/explorer/tx/{0}',
    account_explorer_template: 'https://app.hyperliquid.xyz/explorer/address/{0}',
    source_rank: 10,
    destination_rank: 10,
    listing_date: '2025-01-20T20:00:00.000Z',
    // USDC is Hyperliquid's collateral and what its fees are paid in: the network's main token.
    native: 'USDC',
    tokens: [usdc(null, 10)],
  }),
];

export const EXCHANGES = [
  {
    name: 'SANDBOX_EXCHANGE',
    display_name: 'Sandbox Exchange',
    logo: networkLogo('Sandbox Exchange'),
    metadata: {
      oauth: {
        authorize_url: 'https://exchange.example/oauth/authorize',
        connect_url: 'https://exchange.example/connect',
      },
      listing_date: '2024-01-01T00:00:00.000Z',
    },
  },
];
