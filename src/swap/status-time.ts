/**
 * Honest time per status (pure): for a swap as the service reports it, this browser's record of it
 * and the time now, how long the swap has been in its status, what normally happens next, how long
 * that usually takes, whether it is taking longer than usual, when an unfunded swap expires, and
 * for a refund what comes back, in which token, on which network and to which address.
 *
 * Every time said is one the data or this browser witnessed: the service's dates where it gives
 * them (the swap's creation, a transaction's timestamp, the sandbox's `expires_date`), else when
 * this browser first saw the status (`statusLog` of the stored swap), else nothing. A usual time
 * comes only from the quote's `avg_completion_time`; where the service gives none, none is said.
 */
import type { Network, Swap, SwapResponse, Token, Transaction } from '../api/types';
import { parseDuration } from '../lib/format';
import { normalizeSwapStatus } from '../lib/swap-status';
import type { StoredSwap } from '../state/swaps';
import { type SwapPhase, swapPhase } from './phase';

/** Where the start of the current status comes from. */
export type SinceSource =
  /** The swap's `created_date` (created, user_transfer_pending). */
  | 'created'
  /** The deposit's (input transaction's) timestamp (ls_transfer_pending). */
  | 'deposit'
  /** The output transaction's timestamp (completed). */
  | 'output'
  /** The refund transaction's timestamp (refunded). */
  | 'refund'
  /** The service's `expires_date`, passed (expired). */
  | 'expiry'
  /** When this browser first saw the status: the status began at that time or before. */
  | 'seen';

/**
 * What normally happens next, one sentence each (`statusTime.next.<key>` in the dictionaries).
 * `failed_deposit` is a failed swap whose deposit arrived: it is not swapped, and help is the way.
 */
export type NextStep =
  | 'send_deposit'
  | 'deposit_on_its_way'
  | 'confirm_deposit'
  | 'delayed'
  | 'service_sends'
  | 'refund_sends'
  | 'completed'
  | 'refunded'
  | 'failed'
  | 'failed_deposit'
  | 'expired'
  | 'cancelled'
  | 'unknown';

/** When an unfunded swap stops taking a deposit: from the service, or not known. */
export type DepositExpiry = { known: true; at: number; inMs: number; passed: boolean } | { known: false };

export interface StatusTime {
  /** The status as the table reads it (trimmed, lower case); '' for none. */
  status: string;
  phase: SwapPhase;
  since: { from: SinceSource; at: number } | null;
  /** now − since (0 when the start lies in the future of this clock); null when not known. */
  inStatusMs: number | null;
  next: NextStep;
  /**
   * How long `next` usually takes, from the quote's `avg_completion_time`; null where nothing
   * honest can be said (a deposit's confirmations depend on its network; an ending has no next).
   */
  usualMs: number | null;
  /** `refund`: the service gives no time for refunds; the usual time is the route's swap time. */
  usualOf: 'swap' | 'refund' | null;
  /** Past `slowAfterMs` in this status: said calmly, with Help as the way on. */
  slow: boolean;
  slowAfterMs: number | null;
  /** The deposit's confirmations while it is being confirmed. */
  confirmations: { done: number; required: number | null } | null;
  /** Only while the swap awaits a deposit (none seen, none sent from here); else null. */
  expiry: DepositExpiry | null;
}

/** What status-time reads of this browser's record: the log and the wallet deposit's hash. */
export type StoredStatusFacts = Pick<StoredSwap, 'statusLog'> & {
  deposit?: Pick<NonNullable<StoredSwap['deposit']>, 'txHash'> | undefined;
};

const MINUTE = 60_000;
/**
 * "Longer than usual": twice the usual time, and never before five minutes, so a route whose
 * average is a few seconds does not call an ordinary block wait slow.
 */
const SLOW_FLOOR_MS = 5 * MINUTE;

export function slowAfter(usualMs: number): number {
  return Math.max(2 * usualMs, SLOW_FLOOR_MS);
}

/** Both spellings of the refund in progress are one status. */
function statusKey(status: string): string {
  const normalized = normalizeSwapStatus(status);
  return normalized === 'pending_refund' ? 'refund_pending' : normalized;
}

/** When this browser first saw the swap in `status`: the start of the log's last run of it. */
export function firstSeenIn(log: StoredSwap['statusLog'], status: string): number | null {
  if (!log || log.length === 0) return null;
  const key = statusKey(status);
  let at: number | null = null;
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i];
    if (!entry || statusKey(entry.status) !== key) break;
    at = entry.at;
  }
  return at;
}

function timeOf(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || text === '') return null;
  const ms = Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

/** What normally happens next in `phase` (the sentence's key). */
export function nextStepOf(phase: SwapPhase): NextStep {
  const { input } = phase.transactions;
  switch (phase.phase) {
    case 'awaiting_deposit':
      return 'send_deposit';
    case 'deposit_sent':
      return 'deposit_on_its_way';
    case 'processing':
      if (phase.status === 'user_transfer_delayed') return 'delayed';
      return phase.inputConfirmed ? 'service_sends' : 'confirm_deposit';
    case 'refunding':
      return 'refund_sends';
    case 'failed':
      return input ? 'failed_deposit' : 'failed';
    case 'unknown_status':
      return 'unknown';
    default:
      return phase.phase;
  }
}

/** The start of the status as the service's data dates it, where it does. */
function dataSince(swap: Pick<Swap, 'created_date' | 'expires_date'>, phase: SwapPhase, now: number) {
  const { input, output, refund } = phase.transactions;
  const dated = (from: SinceSource, at: number | null) => (at === null ? null : { from, at });
  switch (statusKey(phase.status)) {
    case 'created':
    case 'user_transfer_pending':
      return dated('created', timeOf(swap.created_date));
    case 'ls_transfer_pending':
      return dated('deposit', timeOf(input?.timestamp));
    case 'completed':
      return dated('output', timeOf(output?.timestamp));
    case 'refunded':
      return dated('refund', timeOf(refund?.timestamp));
    case 'expired': {
      const at = timeOf(swap.expires_date);
      return at !== null && at <= now ? dated('expiry', at) : null;
    }
    default:
      return null;
  }
}

/** The usual time of what comes next: the route's swap time, for the steps it measures. */
function usualOf(next: NextStep, quote: SwapResponse['quote']): Pick<StatusTime, 'usualMs' | 'usualOf'> {
  const swapTime = parseDuration(quote?.avg_completion_time);
  if (swapTime === null) return { usualMs: null, usualOf: null };
  if (next === 'service_sends') return { usualMs: swapTime, usualOf: 'swap' };
  if (next === 'refund_sends') return { usualMs: swapTime, usualOf: 'refund' };
  return { usualMs: null, usualOf: null };
}

function expiryOf(swap: Pick<Swap, 'expires_date'>, phase: SwapPhase, now: number): DepositExpiry | null {
  if (phase.phase !== 'awaiting_deposit') return null;
  const at = timeOf(swap.expires_date);
  if (at === null) return { known: false };
  return { known: true, at, inMs: Math.max(0, at - now), passed: at <= now };
}

/**
 * The time facts of `data` at `now`. `stored` is this browser's record of the swap (its status log
 * and wallet deposit hash), absent for a swap not kept here.
 */
export function statusTime(
  data: Pick<SwapResponse, 'swap' | 'quote'>,
  stored: StoredStatusFacts | undefined,
  now: number,
): StatusTime {
  const { swap } = data;
  const phase = swapPhase(swap, stored);
  const seen = firstSeenIn(stored?.statusLog, phase.status);
  const since = dataSince(swap, phase, now) ?? (seen === null ? null : { from: 'seen' as const, at: seen });
  const inStatusMs = since === null ? null : Math.max(0, now - since.at);
  const next = nextStepOf(phase);
  const usual = usualOf(next, data.quote);
  const slowAfterMs = usual.usualMs === null ? null : slowAfter(usual.usualMs);
  const { input } = phase.transactions;
  return {
    status: phase.status,
    phase,
    since,
    inStatusMs,
    next,
    ...usual,
    slow: slowAfterMs !== null && inStatusMs !== null && inStatusMs > slowAfterMs,
    slowAfterMs,
    confirmations:
      next === 'confirm_deposit' && input
        ? { done: input.confirmations ?? 0, required: input.max_confirmations ?? null }
        : null,
    expiry: expiryOf(swap, phase, now),
  };
}

// ── The refund ──────────────────────────────────────────────────────────────────────────────

/** Where a refund goes, and who said so. */
export type RefundAddressSource =
  /** The refund transaction's `to`: where the service says it sent it. */
  | 'refund'
  /** The refund address the person gave here. */
  | 'refund_address'
  /** The wallet the deposit was made from, recorded here at create. */
  | 'wallet'
  /** The deposit's sender as the service reports it. */
  | 'sender';

/** What `refundRecipient` reads of this browser's record. */
export type StoredRefundFacts = Pick<StoredSwap, 'refundAddress'> & {
  payout?: Pick<NonNullable<StoredSwap['payout']>, 'refundTo'> | undefined;
};

/**
 * Where a refund must go, before the service names it: the refund address given here, else the
 * depositing wallet recorded at create (`payout.refundTo`), else the deposit's sender.
 */
export function refundRecipient(
  stored: StoredRefundFacts | undefined,
  input: Transaction | undefined,
): { address: string; from: Exclude<RefundAddressSource, 'refund'> } | null {
  if (stored?.refundAddress) return { address: stored.refundAddress, from: 'refund_address' };
  if (stored?.payout?.refundTo) return { address: stored.payout.refundTo, from: 'wallet' };
  if (input?.from) return { address: input.from, from: 'sender' };
  return null;
}

export interface RefundFacts {
  /** The refund's transaction is confirmed (`refunded`), or it is still to come or confirming. */
  done: boolean;
  /**
   * `refund`: the refund transaction's amount (what the service sends). `deposit_less_fee`: no
   * refund transaction yet, so the deposit's amount, of which the refund's network fee is still
   * to be taken: "about", "less gas". Null when neither is known.
   */
  amount: { kind: 'refund' | 'deposit_less_fee'; value: number; token: Token | undefined } | null;
  /** The network fee the service says it took from the refund, when it says. */
  fee: number | null;
  /** The source token (as the refund transaction names it, else the swap's). */
  token: Token | undefined;
  /** The source network (as the refund transaction names it, else the swap's). */
  network: Network | undefined;
  address: { value: string; from: RefundAddressSource } | null;
  transaction: Transaction | undefined;
}

/** What the person gets back from a refund in progress or done (spec §1, point 6). */
export function refundFacts(
  swap: Pick<Swap, 'source_token' | 'source_network'>,
  phase: SwapPhase,
  stored: StoredRefundFacts | undefined,
): RefundFacts {
  const { refund, input } = phase.transactions;
  const token = refund?.token ?? swap.source_token;
  const amount =
    refund?.amount !== undefined
      ? { kind: 'refund' as const, value: refund.amount, token }
      : input?.amount !== undefined
        ? { kind: 'deposit_less_fee' as const, value: input.amount, token: input.token ?? swap.source_token }
        : null;
  const expected = refundRecipient(stored, input);
  return {
    done: phase.phase === 'refunded',
    amount,
    fee: refund?.fee_amount ?? null,
    token,
    network: refund?.network ?? swap.source_network,
    address: refund?.to
      ? { value: refund.to, from: 'refund' }
      : expected
        ? { value: expected.address, from: expected.from }
        : null,
    transaction: refund,
  };
}
