/**
 * The sandbox's fee model: every number a quote is made of. Amounts are decimal text, turned
 * into decimal.js values by the pricing code; nothing here is float arithmetic.
 */
import { sandboxEvmAddress } from '../catalog';

/**
 * Service fee tiers by the requested amount's USD value. A tier's upper bound is converted into
 * source token units (rounded down to the token's precision); the last tier runs to the maximum.
 */
export const FEE_TIERS: readonly { upToUsd: string | null; percentage: string }[] = [
  { upToUsd: '1000', percentage: '0.1' },
  { upToUsd: null, percentage: '0.06' },
];

/** The swap provider's fee on routes through SANDBOX_DEX, charged inside the service fee. */
export const SWAP_PROVIDER_PERCENTAGE = '0.2';

/** The fixed blockchain fee (the cost of the delivery transaction) per destination network, in USD. */
export const BLOCKCHAIN_FEE_USD: Readonly<Record<string, string>> = {
  ETHEREUM_MAINNET: '2',
  ARBITRUM_MAINNET: '0.1',
  OPTIMISM_MAINNET: '0.08',
  BASE_MAINNET: '0.05',
  STARKNET_MAINNET: '0.15',
  SOLANA_MAINNET: '0.05',
  COSMOS_HUB_MAINNET: '0.05',
  IMMUTABLEX_MAINNET: '0.2',
  ZKSYNC_LITE_MAINNET: '0.3',
  TON_MAINNET: '0.1',
  PARADEX_MAINNET: '0.1',
  TRON_MAINNET: '1.5',
  FUEL_MAINNET: '0.05',
  BITCOIN_MAINNET: '3',
  HYPERLIQUID_MAINNET: '1',
};
/** For a network missing from `BLOCKCHAIN_FEE_USD`. */
export const DEFAULT_BLOCKCHAIN_FEE_USD = '0.5';

/** The minimum amount is the one whose value after fees (and refuel) is this many USD. */
export const MIN_RECEIVE_USD = '1';
/** The maximum amount per swap, in USD. */
export const MAX_AMOUNT_USD = '250000';

/** Slippage (a fraction) when the request gives none. */
export const DEFAULT_SLIPPAGE = { bridge: 0.0025, swap: 0.005 } as const;
export const MAX_SLIPPAGE = 0.5;

/** Seconds a network adds to a transfer (confirmations on the way in, delivery on the way out). */
export const NETWORK_SECONDS: Readonly<Record<string, number>> = {
  ETHEREUM_MAINNET: 90,
  ARBITRUM_MAINNET: 10,
  OPTIMISM_MAINNET: 10,
  BASE_MAINNET: 10,
  STARKNET_MAINNET: 40,
  SOLANA_MAINNET: 5,
  COSMOS_HUB_MAINNET: 15,
  IMMUTABLEX_MAINNET: 30,
  ZKSYNC_LITE_MAINNET: 30,
  TON_MAINNET: 15,
  PARADEX_MAINNET: 30,
  TRON_MAINNET: 60,
  FUEL_MAINNET: 10,
  BITCOIN_MAINNET: 1800,
  HYPERLIQUID_MAINNET: 10,
};
export const DEFAULT_NETWORK_SECONDS = 30;
/** What the swap provider step adds on swap routes. */
export const SWAP_STEP_SECONDS = 30;

/**
 * Reward campaigns by destination network: a share of the requested amount's USD value, paid in
 * the destination network's native token.
 */
export const REWARD_CAMPAIGNS: Readonly<
  Record<string, { percentageOfAmount: string; campaign_type: string; nft_contract_address: string }>
> = {
  BASE_MAINNET: {
    percentageOfAmount: '0.05',
    campaign_type: 'for_swap',
    nft_contract_address: sandboxEvmAddress('BASE_MAINNET:reward-nft'),
  },
};
