/**
 * Proof of delivery, judged: what the person was promised (`PayoutClaim`) held to what the chain
 * says (`ObservedPayout`, a family reader's facts, ./payout.ts). One rule for every family, pure,
 * so a reader never decides and the verdict can be tested without a chain.
 *
 * The verdict is JSON-safe (amounts as base-unit strings): it is kept with the swap in this
 * browser's history and posted to the host page as it is.
 */
import type { PayoutDifference } from '../../../packages/embed/src/protocol';
import { isNativeToken } from './expected';
import type { ObservedPayment, ObservedPayout } from './payout';
import { sameTokenContract } from './tokens/check';

/** What the payout must be. */
export interface PayoutClaim {
  /** The chain family of the network the payout is on (for `sameTokenContract`). */
  family: string;
  /** Where it must go. */
  recipient: string;
  /** The token it must be in: contract null (or blank, or zero) for the native coin. */
  token: { symbol: string; contract: string | null; decimals: number };
  /** The least it may be, in base units; null when not known here (a swap opened by id). */
  minimum: bigint | null;
}

/**
 * How the transaction differs from the claim; amounts in base units of the claim's token. The
 * same type the host page gets in `swap_completed` / `swap_refunded` (the embed package's
 * protocol is its one definition, so what is judged and what is posted cannot drift apart).
 */
export type { PayoutDifference };

export type NotCheckedReason =
  /** Portage has no reader for the network's family. */
  | 'no_reader'
  /** The network names no http(s) node. */
  | 'no_node'
  /** The node did not answer, or answered nonsense. */
  | 'node_error'
  /** The service named no transaction for the payout. */
  | 'no_transaction'
  /** Where a refund must go is not known here (a deposit by hand with no refund address). */
  | 'no_recipient';

export type PayoutVerdict =
  | {
      verdict: 'delivered';
      /** What the recipient got in the token, base units. */
      paid: string;
      /** The minimum it was held to; null when not known (the amount was then not checked). */
      minimum: string | null;
    }
  | { verdict: 'not_confirmed'; differences: PayoutDifference[] }
  | { verdict: 'not_checked'; reason: NotCheckedReason };

/** At most this many other recipients are named. */
const MAX_NAMED = 3;

function sameToken(family: string, a: string | null, b: string | null): boolean {
  const nativeA = isNativeToken(a);
  const nativeB = isNativeToken(b);
  if (nativeA || nativeB) return nativeA && nativeB;
  return sameTokenContract(family, a as string, b as string);
}

function distinct<T>(values: readonly T[], same: (a: T, b: T) => boolean): T[] {
  const out: T[] = [];
  for (const value of values) if (!out.some((seen) => same(seen, value))) out.push(value);
  return out;
}

/**
 * The verdict on one payout. Delivered when the transaction is confirmed and paid the recipient,
 * in the token, at least the minimum (several transfers to the recipient in the token count
 * together, as they arrive together). Otherwise the differences, most basic first: unknown,
 * failed, pending; then whom it paid, in what, how much.
 */
export function judgePayout(claim: PayoutClaim, observed: ObservedPayout): PayoutVerdict {
  if (!observed.found) return { verdict: 'not_confirmed', differences: [{ code: 'not_found' }] };
  if (observed.state === 'failed') return { verdict: 'not_confirmed', differences: [{ code: 'failed' }] };
  const differences: PayoutDifference[] = [];
  if (observed.state === 'pending') differences.push({ code: 'pending' });
  const toRecipient = observed.payments.filter((p) => sameTokenContract(claim.family, p.to, claim.recipient));
  const inToken = toRecipient.filter((p) => sameToken(claim.family, p.token, claim.token.contract));
  const paid = inToken.reduce((sum, p) => sum + p.amount, 0n);
  if (toRecipient.length === 0) {
    const others = distinct(
      observed.payments.map((p: ObservedPayment) => p.to),
      (a, b) => sameTokenContract(claim.family, a, b),
    );
    differences.push({ code: 'recipient', expected: claim.recipient, paid: others.slice(0, MAX_NAMED) });
  } else if (inToken.length === 0) {
    const tokens = distinct(
      toRecipient.map((p) => (isNativeToken(p.token) ? null : p.token)),
      (a, b) => sameToken(claim.family, a, b),
    );
    differences.push({
      code: 'token',
      expected: isNativeToken(claim.token.contract) ? null : claim.token.contract,
      paid: tokens.slice(0, MAX_NAMED),
    });
  } else if (claim.minimum !== null && paid < claim.minimum) {
    differences.push({ code: 'amount', minimum: claim.minimum.toString(), paid: paid.toString() });
  }
  if (differences.length > 0) return { verdict: 'not_confirmed', differences };
  return { verdict: 'delivered', paid: paid.toString(), minimum: claim.minimum?.toString() ?? null };
}

/** Whether a check ended for good: a pending transaction and an unreachable node may change. */
export function isFinalVerdict(verdict: PayoutVerdict): boolean {
  if (verdict.verdict === 'not_checked') return verdict.reason !== 'node_error';
  if (verdict.verdict === 'not_confirmed')
    return !verdict.differences.some((d) => d.code === 'pending' || d.code === 'not_found');
  return true;
}

/**
 * The least a refund may be: what was deposited less the network fee the service says it kept,
 * that fee counted at most `REFUND_FEE_CAP_BPS` of the deposit (a service that says it kept more
 * is held to the cap), and the cap itself when it names no fee.
 */
export const REFUND_FEE_CAP_BPS = 500n;

export function refundMinimum(deposited: bigint, reportedFee: bigint | null): bigint {
  const cap = (deposited * REFUND_FEE_CAP_BPS) / 10_000n;
  const fee = reportedFee === null || reportedFee < 0n || reportedFee > cap ? cap : reportedFee;
  return deposited - fee;
}
