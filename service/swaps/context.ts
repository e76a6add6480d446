/**
 * What the swap store's modules share: the store's settings and its mutable state (the records,
 * the index of chain-backed swaps by deposit address, the next sequence number). createSwapStore
 * makes one `SwapStoreContext` and hands it to each module's functions, so the state has one
 * owner and no module keeps any of its own.
 */
import type { Catalog, Family } from '../catalog';
import { ServiceError } from '../errors';
import type { ChainBackend, ChainEvents } from './chain-backed';
import type { Timings } from './lifecycle';
import type { SwapRecord } from './types';

export interface SwapStoreContext {
  readonly now: () => number;
  readonly timeScale: number;
  readonly timings: Timings;
  readonly catalog: Catalog;
  readonly chains: ChainBackend | undefined;
  readonly swaps: Map<string, SwapRecord>;
  /** Chain-backed swaps by `NETWORK:depositaddress` (lower case), for the watchers. */
  readonly byDepositAddress: Map<string, string>;
  /** Chain-backed swaps with a deposit that may still owe a transfer. */
  readonly activeChainSwaps: Set<string>;
  nextSequence: bigint;
}

/** A chain-backed swap's record: its `chain` events are there. */
export type ChainSwapRecord = SwapRecord & { chain: ChainEvents };

/** Families whose deposits go to one service wallet per network, matched by the memo. */
export const SHARED_WALLET: ReadonlySet<Family> = new Set(['starknet', 'paradex', 'ton']);

export function recordOf(context: SwapStoreContext, id: string): SwapRecord {
  const record = context.swaps.get(id);
  if (!record) throw new ServiceError('NOT_FOUND', `No swap with id "${id}".`, { swap_id: id });
  return record;
}

export function chainRecordOf(context: SwapStoreContext, id: string): ChainSwapRecord {
  const record = recordOf(context, id);
  if (!record.chain) {
    throw new ServiceError('VALIDATION_ERROR', 'This swap is not on a local chain.', { swap_id: id }, 409);
  }
  return record as ChainSwapRecord;
}

/** Keeps a new swap; a chain-backed one is also indexed by its deposit address for the watchers. */
export function remember(context: SwapStoreContext, record: SwapRecord): void {
  context.swaps.set(record.id, record);
  if (record.chain) context.byDepositAddress.set(depositKeyOf(record), record.id);
}

export function forget(context: SwapStoreContext, record: SwapRecord): void {
  context.swaps.delete(record.id);
  context.activeChainSwaps.delete(record.id);
  if (record.chain) context.byDepositAddress.delete(depositKeyOf(record));
}

/** The memo that identifies a swap's deposit to a shared service wallet; null where addresses do. */
export function memoOf(record: SwapRecord): string | null {
  return SHARED_WALLET.has(record.route.source.network.type) ? record.sequenceNumber.toString() : null;
}

export function depositKey(network: string, address: string, memo: string | null = null): string {
  return memo === null
    ? `${network}:${address.toLowerCase()}`
    : `${network}:${address.toLowerCase()}:${memo}`;
}

function depositKeyOf(record: SwapRecord): string {
  return depositKey(record.route.source.network.name, record.depositAddress, memoOf(record));
}
