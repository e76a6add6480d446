/**
 * The shapes the swap store's modules share: the request a swap is created from, the record the
 * store keeps for it, and the deposit action it shows. Kept apart from store.ts so that a module
 * the store uses (hostile.ts builds deposit actions) can name them without importing the store.
 */
import type { CatalogToken, Route } from '../catalog';
import type { QuoteResult } from '../pricing';
import type { ChainEvents } from './chain-backed';
import type { Scenario } from './lifecycle';

/** The sandbox's lies about a swap's output (./hostile.ts). */
export type PayoutLie = 'payout_address' | 'payout_short' | 'payout_missing';

export interface CreateSwapRequest {
  source_network: string;
  source_token: string;
  destination_network: string;
  destination_token: string;
  destination_address: string;
  /** Exact decimal text, human units. */
  amount: string;
  source_address?: string | null | undefined;
  refund_address?: string | null | undefined;
  reference_id?: string | null | undefined;
  refuel?: boolean | null | undefined;
  use_deposit_address?: boolean | null | undefined;
  use_depository?: boolean | null | undefined;
  use_new_deposit_address?: boolean | null | undefined;
  slippage?: number | null | undefined;
}

export interface SwapRecord {
  id: string;
  sequenceNumber: bigint;
  createdAt: number;
  route: Route;
  request: CreateSwapRequest;
  quote: QuoteResult;
  depositActions: DepositActionView[];
  /** Where the user's funds go (the transfer's recipient or the manual deposit address). */
  depositAddress: string;
  scenario: Scenario;
  deposit: { at: number; amount: string; transactionId: string; from: string } | null;
  speedups: string[];
  /** Set when a local chain backs the source network: what happened there. */
  chain: ChainEvents | null;
  /** The sandbox's payout lie when the swap was created (hostile.ts); null: an honest payout. */
  payoutLie: PayoutLie | null;
  /**
   * How the refund in progress is spelled: the spec's `refund_pending` unless the scenario control
   * asked for the public service's `pending_refund` (DESIGN §1).
   */
  refundSpelling?: RefundSpelling;
}

export type RefundSpelling = 'refund_pending' | 'pending_refund';

export interface DepositActionView {
  type: 'transfer' | 'manual_transfer';
  to_address: string;
  amount: number;
  amount_in_base_units: string;
  order: number;
  network: object;
  token: CatalogToken;
  fee_token: CatalogToken;
  call_data: string | null;
  gas_limit: string | null;
  encoded_args: string[];
}
