/**
 * The shape of Portage's own token facts (the table the build makes: src/build/token-table.ts,
 * served as `virtual:portage-token-table`). Types only: the first load imports nothing from here
 * at run time.
 */

/** One token on one network, as a maintained list or the hand-kept table gives it. */
export interface TokenFact {
  symbol: string;
  /** The contract (address, mint, jetton master, asset id); null for the network's native coin. */
  contract: string | null;
  decimals: number;
  /**
   * A route list naming this symbol on this network must give this contract: the network's one
   * USDC, USDT, ETH… (never set where bridged variants share the symbol).
   */
  canonical?: true;
  /** Where the fact comes from: an npm list and its version, or the hand-kept row's page. */
  source: string;
}

/** A Fuel network's base asset id (what its native ETH is), pinned by the build. */
export interface PinnedBaseAsset {
  assetId: string;
  source: string;
}

export interface TokenTable {
  /** EVM networks, by chain id (decimal text, as `normalizeChainId` writes it). */
  evm: Record<string, TokenFact[]>;
  /** Every other family, by the service's network name (`TRON_MAINNET`…). */
  networks: Record<string, TokenFact[]>;
  /** Fuel networks, by the service's network name. */
  fuelBaseAssets: Record<string, PinnedBaseAsset>;
}
