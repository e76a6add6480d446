/**
 * Swaps on networks the sandbox runs a real chain for: the contract between the swap store and
 * the chain side (service/chains/evm/local.ts). The chain side tells the store what it saw
 * (deposits, block heights) and sends what the store says is due; the store keeps the events and
 * computes the status from them (`chainLifecycleAt`).
 */
import type { CatalogNetwork, CatalogToken } from '../catalog';
import type { ChainStep } from './lifecycle';

/** The chains behind some networks, as the store sees them. */
export interface ChainBackend {
  /** Whether swaps from this network are driven by a chain the sandbox runs. */
  handles(networkName: string): boolean;
  /** The latest block seen on the network's chain, or null before the first look. */
  height(networkName: string): bigint | null;
  /**
   * A deposit address on the network for `seed` (unique per swap, or per network for families
   * that deposit to one service wallet), in the chain's own address format; undefined lets the
   * store make one.
   */
  depositAddress?(networkName: string, seed: string): string | undefined;
}

/** A transaction of a chain-backed swap, as it happened on the chain. */
export interface ChainTransfer {
  hash: string;
  from: string;
  to: string;
  /** Base units of the transferred token. */
  amount: bigint;
  /** Null until it is mined. */
  blockNumber: bigint | null;
  /** Sandbox clock when the service saw or sent it. */
  at: number;
}

/** Everything that happened on the chains for one swap. */
export interface ChainEvents {
  deposit: ChainTransfer | null;
  output: ChainTransfer | null;
  refuel: ChainTransfer | null;
  refund: ChainTransfer | null;
}

/** Who a deposit address belongs to: what the watcher needs to recognise a swap's deposit. */
export interface DepositTarget {
  swapId: string;
  network: string;
  depositAddress: string;
  sequenceNumber: bigint;
  /**
   * Set for families whose deposits all go to one service wallet (TON, Starknet): the memo
   * (the decimal sequence number) that tells the swaps apart.
   */
  memo: string | null;
  /** The token expected: null for the native token, else its contract. */
  tokenContract: string | null;
}

/** A deposit found on a chain. */
export interface ObservedDeposit {
  hash: string;
  from: string;
  to: string;
  amount: bigint;
  blockNumber: bigint;
}

/** A transfer the service owes now: send it once, then `recordTransfer`. */
export interface TransferOrder {
  swapId: string;
  step: ChainStep;
  network: CatalogNetwork;
  token: CatalogToken;
  to: string;
  /** Base units, exact. */
  amount: bigint;
}
