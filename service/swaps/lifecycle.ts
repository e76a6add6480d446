/**
 * The swap lifecycle, computed from what happened (creation, deposit, scenario) and the clock.
 *
 * Nothing runs in the background: the status of a swap is a pure function of its record and
 * "now", so a GET always shows the state the timers would have reached, tests can move a fake
 * clock, and a sandbox restart loses no timer. SANDBOX_TIME_SCALE multiplies elapsed time.
 *
 *   user_transfer_pending ─(deposit confirmed)→ ls_transfer_pending → completed
 *   user_transfer_pending ─(no deposit in time)→ expired
 *   deposit outside the limits, or scenario "fail" → failed (fail_reason)
 *   scenario "refund", or a deposit after expiry → refund_pending → refunded (a refund transaction)
 *   scenario "refund_hold" → refund_pending, the refund held back until another scenario is chosen
 */
import type { Family } from '../catalog';

/**
 * `refund_hold`: the swap is refunded, but the refund is not sent while the scenario stays (a stuck
 * refund, for tests and demos of a swap that waits; choosing `refund` then lets it go).
 */
export type Scenario = 'complete' | 'refund' | 'refund_hold' | 'fail' | 'expire' | 'slow';
export const SCENARIOS: readonly Scenario[] = ['complete', 'refund', 'refund_hold', 'fail', 'expire', 'slow'];

export type SwapStatus =
  | 'user_transfer_pending'
  | 'ls_transfer_pending'
  | 'completed'
  | 'failed'
  | 'expired'
  | 'refund_pending'
  | 'refunded';

export const TERMINAL_STATUSES: ReadonlySet<SwapStatus> = new Set([
  'completed',
  'failed',
  'expired',
  'refunded',
]);

/** Sandbox-time durations, in milliseconds (divided by the time scale in real time). */
export interface Timings {
  /** How long a swap waits for its deposit before it expires. */
  depositWindowMs: number;
  /** Time between two confirmations of a transaction. */
  confirmationMs: number;
  /** Time the service takes between a confirmed deposit and sending the output or refund. */
  processingMs: number;
}

export const DEFAULT_TIMINGS: Timings = {
  depositWindowMs: 2 * 60 * 60_000,
  confirmationMs: 3_000,
  processingMs: 5_000,
};

/** The expire scenario's deposit window, and the slow scenario's factor. */
const EXPIRE_SCENARIO_WINDOW_MS = 15_000;
const SLOW_FACTOR = 10;

const MAX_CONFIRMATIONS: Record<Family, number> = {
  evm: 3,
  starknet: 2,
  solana: 2,
  cosmos: 2,
  starkex: 1,
  zksynclite: 1,
  ton: 2,
  paradex: 1,
  tron: 3,
  fuel: 2,
  bitcoin: 2,
  hyperliquid: 1,
};

export function maxConfirmations(family: Family): number {
  return MAX_CONFIRMATIONS[family];
}

export interface LifecycleInput {
  createdAt: number;
  scenario: Scenario;
  depositAt: number | null;
  /** Whether the deposited amount is outside the route's limits. */
  depositOutOfRange: 'below' | 'above' | null;
  sourceFamily: Family;
  destinationFamily: Family;
}

export interface TransactionProgress {
  /** Sandbox-time at which it was sent (ms since the epoch). */
  sentAt: number;
  confirmations: number;
  maxConfirmations: number;
}

export interface LifecycleState {
  status: SwapStatus;
  failReason: string | null;
  input: TransactionProgress | null;
  output: TransactionProgress | null;
  refund: TransactionProgress | null;
}

/**
 * When the swap's deposit window closes, in real ms since the epoch: a swap with no deposit by
 * then expires, and a deposit after it is refunded.
 */
export function depositDeadline(
  createdAt: number,
  scenario: Scenario,
  timeScale: number,
  timings: Timings = DEFAULT_TIMINGS,
): number {
  const window = scenario === 'expire' ? EXPIRE_SCENARIO_WINDOW_MS : timings.depositWindowMs;
  return createdAt + window / timeScale;
}

const refundScenario = (scenario: Scenario) => scenario === 'refund' || scenario === 'refund_hold';

/** Where a swap stands at `now` (real ms since the epoch), with time sped up by `timeScale`. */
export function lifecycleAt(
  input: LifecycleInput,
  now: number,
  timeScale: number,
  timings: Timings = DEFAULT_TIMINGS,
): LifecycleState {
  const slow = input.scenario === 'slow' ? SLOW_FACTOR : 1;
  const confirmationMs = timings.confirmationMs * slow;
  const processingMs = timings.processingMs * slow;
  /** Real time → sandbox time elapsed since `from`. */
  const since = (from: number) => Math.max(0, (now - from) * timeScale);
  const realAt = (from: number, sandboxMs: number) => from + sandboxMs / timeScale;

  const state: LifecycleState = {
    status: 'user_transfer_pending',
    failReason: null,
    input: null,
    output: null,
    refund: null,
  };
  const expiresAt = depositDeadline(input.createdAt, input.scenario, timeScale, timings);

  if (input.depositAt === null) {
    if (now >= expiresAt) state.status = 'expired';
    return state;
  }

  const inputMax = MAX_CONFIRMATIONS[input.sourceFamily];
  state.input = progress(input.depositAt, since(input.depositAt), confirmationMs, inputMax);
  const inputConfirmedAt = realAt(input.depositAt, inputMax * confirmationMs);
  if (now < inputConfirmedAt) return state;

  if (input.depositOutOfRange) {
    state.status = 'failed';
    state.failReason =
      input.depositOutOfRange === 'below'
        ? 'received_less_than_valid_range'
        : 'received_more_than_valid_range';
    return state;
  }
  if (input.scenario === 'fail') {
    state.status = 'failed';
    state.failReason = 'swap_route_unavailable';
    return state;
  }

  const refunding = refundScenario(input.scenario) || input.depositAt >= expiresAt;
  const sendAt = realAt(inputConfirmedAt, processingMs);
  if (refunding) {
    state.status = 'refund_pending';
    state.failReason = input.depositAt >= expiresAt ? 'quote_expired' : 'swap_route_unavailable';
    if (now < sendAt || input.scenario === 'refund_hold') return state;
    state.refund = progress(sendAt, since(sendAt), confirmationMs, inputMax);
    if (state.refund.confirmations >= inputMax) state.status = 'refunded';
    return state;
  }

  state.status = 'ls_transfer_pending';
  if (now < sendAt) return state;
  const outputMax = MAX_CONFIRMATIONS[input.destinationFamily];
  state.output = progress(sendAt, since(sendAt), confirmationMs, outputMax);
  if (state.output.confirmations >= outputMax) state.status = 'completed';
  return state;
}

function progress(sentAt: number, elapsed: number, confirmationMs: number, max: number): TransactionProgress {
  return {
    sentAt,
    confirmations: Math.min(max, Math.floor(elapsed / confirmationMs)),
    maxConfirmations: max,
  };
}

// ── Chain-backed swaps ───────────────────────────────────────────────────────────────────────

/** A transaction of a chain-backed swap: where it was mined (null until it is) and when it was seen. */
export interface ChainTransactionProgress {
  blockNumber: bigint | null;
  /** Sandbox clock when the service saw (deposit) or sent (output, refuel, refund) it. */
  at: number;
}

/** What the service has still to send for a chain-backed swap. */
export type ChainStep = 'output' | 'refuel' | 'refund';

export interface ChainLifecycleInput {
  createdAt: number;
  scenario: Scenario;
  depositOutOfRange: 'below' | 'above' | null;
  sourceFamily: Family;
  destinationFamily: Family;
  /** Whether the swap delivers a refuel next to its output. */
  refuelDue: boolean;
  deposit: ChainTransactionProgress | null;
  output: ChainTransactionProgress | null;
  refuel: ChainTransactionProgress | null;
  refund: ChainTransactionProgress | null;
  /** The latest block of each side's chain (null before the watcher's first look). */
  heights: { source: bigint | null; destination: bigint | null };
}

export interface ChainLifecycleState extends LifecycleState {
  refuel: TransactionProgress | null;
  /** The transfer the service must send now, if any. */
  next: ChainStep | null;
}

/**
 * Where a chain-backed swap stands: the same statuses as `lifecycleAt`, but driven by blocks.
 * Confirmations are `latest - block + 1`, capped at the family's maximum; the deposit is final
 * once confirmed, and the output (or refund) is done once its own transaction is confirmed. The
 * clock only decides expiry (no deposit within the window; a deposit after it is refunded).
 * What was sent wins over the scenario: a swap whose output left is never refunded, and back.
 * The `slow` scenario has no effect here: the chains set the pace.
 */
export function chainLifecycleAt(
  input: ChainLifecycleInput,
  now: number,
  timeScale: number,
  timings: Timings = DEFAULT_TIMINGS,
): ChainLifecycleState {
  const expiresAt = depositDeadline(input.createdAt, input.scenario, timeScale, timings);
  const state: ChainLifecycleState = {
    status: 'user_transfer_pending',
    failReason: null,
    input: null,
    output: null,
    refuel: null,
    refund: null,
    next: null,
  };
  if (input.deposit === null) {
    if (now >= expiresAt) state.status = 'expired';
    return state;
  }

  const inputMax = MAX_CONFIRMATIONS[input.sourceFamily];
  state.input = chainProgress(input.deposit, input.heights.source, inputMax);
  if (state.input.confirmations < inputMax) return state;

  const nothingSent = input.output === null && input.refund === null;
  if (nothingSent && input.depositOutOfRange) {
    state.status = 'failed';
    state.failReason =
      input.depositOutOfRange === 'below'
        ? 'received_less_than_valid_range'
        : 'received_more_than_valid_range';
    return state;
  }
  if (nothingSent && input.scenario === 'fail') {
    state.status = 'failed';
    state.failReason = 'swap_route_unavailable';
    return state;
  }

  const refunding =
    input.refund !== null ||
    (input.output === null && (refundScenario(input.scenario) || input.deposit.at >= expiresAt));
  if (refunding) {
    state.status = 'refund_pending';
    state.failReason = input.deposit.at >= expiresAt ? 'quote_expired' : 'swap_route_unavailable';
    if (input.refund === null) {
      // A held refund is not sent: nothing is due until another scenario is chosen.
      state.next = input.scenario === 'refund_hold' ? null : 'refund';
      return state;
    }
    state.refund = chainProgress(input.refund, input.heights.source, inputMax);
    if (state.refund.confirmations >= inputMax) state.status = 'refunded';
    return state;
  }

  state.status = 'ls_transfer_pending';
  if (input.output === null) {
    state.next = 'output';
    return state;
  }
  const outputMax = MAX_CONFIRMATIONS[input.destinationFamily];
  state.output = chainProgress(input.output, input.heights.destination, outputMax);
  if (input.refuelDue) {
    if (input.refuel === null) {
      state.next = 'refuel';
      return state;
    }
    state.refuel = chainProgress(input.refuel, input.heights.destination, outputMax);
  }
  const refuelDone = !input.refuelDue || (state.refuel?.confirmations ?? 0) >= outputMax;
  if (state.output.confirmations >= outputMax && refuelDone) state.status = 'completed';
  return state;
}

function chainProgress(
  transaction: ChainTransactionProgress,
  latest: bigint | null,
  max: number,
): TransactionProgress {
  const { blockNumber } = transaction;
  const confirmations =
    blockNumber === null || latest === null || latest < blockNumber
      ? 0
      : Math.min(max, Number(latest - blockNumber + 1n));
  return { sentAt: transaction.at, confirmations, maxConfirmations: max };
}
