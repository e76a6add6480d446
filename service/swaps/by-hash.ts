/**
 * Finding a swap by one of its transactions' hashes (`GET /swaps/by_transaction_hash/{hash}`, a
 * compatibility endpoint beyond the spec: the public service answers it).
 *
 * Only the transactions the swap shows are searched (input, output, refuel, refund, as
 * `swapView` lists them), so a swap is found by a hash exactly when a person looking at it could
 * have read that hash there. A hash told by `deposit_speedup` that the chain has not confirmed is
 * not searched: anyone may tell any hash about any swap, and a look-up that trusted it would hand
 * a stranger's swap to whoever named a hash first.
 *
 * How two hashes are the same depends on how the network writes them:
 * - hex (EVM, Bitcoin, Tron, TON, Fuel, Cosmos…): without case, and with or without `0x`;
 * - Starknet's felts (Starknet, Paradex, StarkEx): as numbers, so leading zeros do not matter;
 * - base58 (Solana's signatures): exactly. Two signatures may differ only by the case of a
 *   letter; folding case would merge them, and hand one person's swap to another.
 */
import type { Family } from '../catalog';
import type { SwapStoreContext } from './context';
import type { SwapRecord } from './types';
import { swapView } from './view';

const HEX = /^(?:0x)?([0-9a-f]+)$/i;

/** Families whose transaction hashes are Starknet felts (one number, however many zeros). */
const FELT_FAMILIES: ReadonlySet<Family> = new Set(['starknet', 'paradex', 'starkex']);
/** Families whose transaction hashes are base58 text, where case is part of the value. */
const EXACT_FAMILIES: ReadonlySet<Family> = new Set(['solana']);

/** Whether `asked` names the transaction `stored` on a network of `family`. */
export function sameTransactionHash(family: Family, stored: string, asked: string): boolean {
  if (stored === asked) return true;
  if (EXACT_FAMILIES.has(family)) return false;
  const storedHex = HEX.exec(stored)?.[1];
  const askedHex = HEX.exec(asked)?.[1];
  if (storedHex === undefined || askedHex === undefined) return false;
  if (FELT_FAMILIES.has(family)) return BigInt(`0x${storedHex}`) === BigInt(`0x${askedHex}`);
  return storedHex.toLowerCase() === askedHex.toLowerCase();
}

interface ShownTransaction {
  transaction_hash: string;
  network: { type: Family };
}

/** The hashes a swap shows, each with the family of the network it is on. */
function shownTransactions(context: SwapStoreContext, record: SwapRecord): ShownTransaction[] {
  const { swap } = swapView(context, record, true);
  return swap.transactions as ShownTransaction[];
}

/**
 * The swap one of whose shown transactions is `hash`, or undefined. Should two swaps show the
 * same hash (a sandbox test may give two deposits one hash), the newest is the one found.
 */
export function findByTransactionHash(context: SwapStoreContext, hash: string): SwapRecord | undefined {
  const asked = hash.trim();
  if (asked === '') return undefined;
  let found: SwapRecord | undefined;
  for (const record of context.swaps.values()) {
    if (found && found.createdAt > record.createdAt) continue;
    const shown = shownTransactions(context, record);
    if (shown.some((tx) => sameTransactionHash(tx.network.type, tx.transaction_hash, asked))) found = record;
  }
  return found;
}
