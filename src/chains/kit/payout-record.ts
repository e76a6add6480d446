/**
 * What a check of a payout leaves behind (proof of delivery): kept with the swap in this browser's
 * history (state/swaps.ts) and said to the host page. Types and a reader of stored values only,
 * no judging (./payout-judge.ts), so the swaps store can read them back in the first load.
 */
import type { PayoutDifference, PayoutVerdict } from './payout-judge';

export type { NotCheckedReason, PayoutDifference, PayoutVerdict } from './payout-judge';

/** The payout as the person chose it, written down when the swap is created here. */
export interface PayoutPromise {
  /** The destination token as the route lists gave it before the swap existed. */
  token: { symbol: string; contract: string | null; decimals: number };
  /** The quote's `min_receive_amount` in the token's base units (rounded down); null if it gave none. */
  minimum: string | null;
  /** Where a refund goes: the refund address given, else the wallet that deposits; null when neither. */
  refundTo: string | null;
}

/** One check of a payout, and its verdict. */
export interface DeliveryRecord {
  /** Which payout: the swap's output, or its refund. */
  kind: 'output' | 'refund';
  /** The transaction the service named; null when it named none. */
  hash: string | null;
  /** The network's name as people read it ("checked on {network}"). */
  network: string;
  /** Its explorer page (https only), or null. */
  explorerUrl: string | null;
  /** The token the amounts of the verdict are in. */
  token: { symbol: string; decimals: number };
  verdict: PayoutVerdict;
  /** ms */
  checkedAt: number;
}

const DIFFERENCE_CODES = new Set(['not_found', 'failed', 'pending', 'recipient', 'token', 'amount']);
const REASONS = new Set<string>(['no_reader', 'no_node', 'node_error', 'no_transaction', 'no_recipient']);
const DIGITS = /^\d+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isDecimals = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255;

function isDifference(value: unknown): value is PayoutDifference {
  if (!isRecord(value) || !isText(value.code) || !DIFFERENCE_CODES.has(value.code)) return false;
  switch (value.code) {
    case 'recipient':
      return isText(value.expected) && Array.isArray(value.paid) && value.paid.every(isText);
    case 'token':
      return (
        (value.expected === null || isText(value.expected)) &&
        Array.isArray(value.paid) &&
        value.paid.every((p) => p === null || isText(p))
      );
    case 'amount':
      return (
        isText(value.minimum) && DIGITS.test(value.minimum) && isText(value.paid) && DIGITS.test(value.paid)
      );
    default:
      return true;
  }
}

function isVerdict(value: unknown): value is PayoutVerdict {
  if (!isRecord(value)) return false;
  switch (value.verdict) {
    case 'delivered':
      return (
        isText(value.paid) &&
        DIGITS.test(value.paid) &&
        (value.minimum === null || (isText(value.minimum) && DIGITS.test(value.minimum)))
      );
    case 'not_confirmed':
      return (
        Array.isArray(value.differences) &&
        value.differences.length > 0 &&
        value.differences.every(isDifference)
      );
    case 'not_checked':
      return isText(value.reason) && REASONS.has(value.reason);
    default:
      return false;
  }
}

/** A stored check read back, or undefined when it is not one (dropped, never a crash). */
export function sanitizeDeliveryRecord(value: unknown): DeliveryRecord | undefined {
  if (!isRecord(value) || (value.kind !== 'output' && value.kind !== 'refund')) return undefined;
  if (!(value.hash === null || isText(value.hash)) || !isText(value.network)) return undefined;
  if (!(value.explorerUrl === null || (isText(value.explorerUrl) && value.explorerUrl.startsWith('https:'))))
    return undefined;
  const token = value.token;
  if (!isRecord(token) || !isText(token.symbol) || !isDecimals(token.decimals)) return undefined;
  if (!isVerdict(value.verdict) || typeof value.checkedAt !== 'number') return undefined;
  return value as unknown as DeliveryRecord;
}

/** A stored payout promise read back, or undefined. */
export function sanitizePayoutPromise(value: unknown): PayoutPromise | undefined {
  if (!isRecord(value) || !isRecord(value.token)) return undefined;
  const { symbol, contract, decimals } = value.token;
  if (!isText(symbol) || !(contract === null || isText(contract)) || !isDecimals(decimals)) return undefined;
  if (!(value.minimum === null || (isText(value.minimum) && DIGITS.test(value.minimum)))) return undefined;
  if (!(value.refundTo === null || isText(value.refundTo))) return undefined;
  return value as unknown as PayoutPromise;
}
