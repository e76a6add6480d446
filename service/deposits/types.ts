/** Wallet families the sandbox can build a deposit action for. */
export type DepositFamily = 'evm' | 'solana' | 'starknet' | 'ton' | 'bitcoin' | 'tron' | 'fuel';

export interface DepositInput {
  family: DepositFamily;
  /** The swap's sequence number: the memo that matches a deposit to its swap. */
  sequenceNumber: bigint;
  /** The service's deposit address on the source network. */
  depositAddress: string;
  /** The user's address on the source network. */
  sourceAddress: string;
  /** In the token's base units. */
  amount: bigint;
  /** `contract: null` means the network's native token. */
  token: { symbol: string; contract: string | null; decimals: number };
  network: {
    name: string;
    chainId?: string | null;
    watchdogContract?: string | null;
    baseAssetId?: string | null;
    /**
     * EVM only: deposit through this depository contract (service/deposits/depository.ts) rather
     * than a plain transfer. Set only where one is deployed (the sandbox's local chains).
     */
    depositoryContract?: string | null;
  };
}

export interface BuiltDepositAction {
  toAddress: string;
  callData: string;
  gasLimit?: string;
  /** The call's arguments, each ABI-encoded (a depository call's `encoded_args`). */
  encodedArgs?: string[];
}
