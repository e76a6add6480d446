/**
 * Proof of delivery: what a family's chain says of a payout (the swap's output, or its refund)
 * that the service names by its transaction hash. A family that can read its chain exports a
 * `PayoutReader` from `<family>/payout.ts` (loaded by the registry's `payout` loader, outside the
 * first load); the app holds what it reads to what the person chose (`judgePayout`, one rule for
 * every family), so a reader only reports facts and never decides.
 *
 * The node is the network's own (the kit's node rule, ./node.ts). It is the service's word like
 * the transaction hash, so a verdict of "delivered" is as strong as the node; a verdict of "not
 * confirmed" is never weaker than the service's "completed".
 */
import type { Network } from '../../api/types';

/** What the reader is asked about. */
export interface PayoutRequest {
  /** The transaction the service names (`transactions[].transaction_hash`). */
  hash: string;
  /** The network the payout is on (the destination for an output, the source for a refund). */
  network: Pick<Network, 'name' | 'type' | 'chain_id' | 'node_url' | 'nodes'>;
  /** The node to ask: `nodeUrlOf(network)`, already checked to be http(s). */
  nodeUrl: string;
  /** Where the payout must go, as the person gave it (the family's normalized form). */
  recipient: string;
  /** The token it must be in: contract null for the native coin. */
  token: { symbol: string; contract: string | null; decimals: number };
  fetch: typeof fetch;
  signal?: AbortSignal | undefined;
}

/** One value moved by the transaction: to whom, which token (null: the native coin), how much. */
export interface ObservedPayment {
  /** The receiving account, in a form the family's `sameTokenContract` compares (kit/tokens/check.ts). */
  to: string;
  token: string | null;
  /** Base units. */
  amount: bigint;
}

/** What the chain says of the transaction. */
export type ObservedPayout =
  /** The node does not know the transaction (not in a block, not pending). */
  | { found: false }
  | {
      found: true;
      /** `pending`: known but not yet in a block (or below the family's finality); `failed`: reverted. */
      state: 'confirmed' | 'pending' | 'failed';
      /** Every value the transaction moved to someone (for a failed one: none). */
      payments: ObservedPayment[];
    };

/** A family's chain reader. Throws `PayoutNodeError` when the node cannot be read. */
export interface PayoutReader {
  read(request: PayoutRequest): Promise<ObservedPayout>;
}

/** The node did not answer, or answered something unreadable: the payout is not checked. */
export class PayoutNodeError extends Error {
  override name = 'PayoutNodeError';
}
