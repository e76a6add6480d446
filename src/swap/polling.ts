/**
 * The adaptive polling policy of a swap's status (DESIGN §1 lifecycle, §2 "status step").
 *
 * Pure functions: the caller (a React Query `refetchInterval`) supplies the clock, the visibility of
 * the tab and the count of consecutive failures. Which statuses end a swap or await its deposit is
 * the status table's say (src/lib/swap-status.ts), the same one `swapPhase` (./phase.ts) reads.
 */
import type { Swap } from '../api/types';
import { isTerminalStatus, statusStage } from '../lib/swap-status';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/** The shortest and longest interval ever returned. */
export const MIN_POLL_INTERVAL_MS = 1 * SECOND;
export const MAX_POLL_INTERVAL_MS = 60 * SECOND;

export interface SwapPollInput {
  /** The last status seen; `undefined` before the first response. */
  status: string | undefined;
  /** When the swap last changed in a way a person sees (see `swapProgressKey`), in ms. */
  lastChangeAt: number;
  /** The current time, in ms. */
  now: number;
  /** The tab is hidden: stop (the caller refetches when it becomes visible again). */
  hidden: boolean;
  /** Consecutive failed requests: the interval backs off exponentially, up to 60 s. */
  failures?: number;
  /**
   * Whether a deposit is known (an `input` transaction in the swap, or a wallet deposit this browser
   * sent). `false` while the swap awaits the user's deposit selects the calmer 5 s / 10 s schedule;
   * `undefined` (not known) keeps the normal schedule.
   */
  hasDeposit?: boolean;
}

/** The interval for a swap that changed `elapsed` ms ago, before any back-off. */
function baseInterval(elapsed: number, awaitingDeposit: boolean): number {
  if (awaitingDeposit) return elapsed < 5 * MINUTE ? 5 * SECOND : 10 * SECOND;
  if (elapsed < 30 * SECOND) return 2 * SECOND;
  if (elapsed < 5 * MINUTE) return 5 * SECOND;
  if (elapsed < 30 * MINUTE) return 15 * SECOND;
  return 30 * SECOND;
}

/**
 * How long to wait before the next poll of a swap, or `false` to stop.
 *
 * - `false` at a terminal status and while the tab is hidden;
 * - 2 s for the first 30 s after a change, then 5 s up to 5 min, 15 s up to 30 min, 30 s after;
 * - awaiting the user's deposit with none known (`hasDeposit: false`): 5 s up to 5 min, then 10 s;
 * - unknown statuses and `undefined` are in progress;
 * - `failures` consecutive errors multiply the interval by 2^failures, capped at 60 s.
 *
 * A clock that goes backwards or non-finite inputs read as "just changed": the result is always
 * `false` or a whole number of ms within [1 s, 60 s].
 */
export function swapPollInterval(input: SwapPollInput): number | false {
  if (isTerminalStatus(input.status)) return false;
  if (input.hidden) return false;

  const rawElapsed = input.now - input.lastChangeAt;
  const elapsed = Number.isFinite(rawElapsed) && rawElapsed > 0 ? rawElapsed : 0;
  const awaitingDeposit = input.hasDeposit === false && statusStage(input.status) === 'awaiting_deposit';
  const base = baseInterval(elapsed, awaitingDeposit);

  const rawFailures = input.failures ?? 0;
  // NaN and negatives count as none; the exponent is clamped (2^6 × 1 s already exceeds the cap).
  const failures = rawFailures > 0 ? Math.min(Math.floor(rawFailures), 16) : 0;
  const backedOff = base * 2 ** failures;
  return Math.min(MAX_POLL_INTERVAL_MS, Math.max(MIN_POLL_INTERVAL_MS, backedOff));
}

/**
 * A string that changes whenever something a person sees of the swap changes: its status, its fail
 * reason, and each transaction's type, hash, status and confirmations. Transactions are keyed in a
 * stable order, so the service reordering the same transactions is not "a change".
 */
export function swapProgressKey(swap: Swap): string {
  const transactions = (swap.transactions ?? [])
    .map((tx) =>
      JSON.stringify([
        tx.type ?? '',
        tx.transaction_hash ?? '',
        tx.status ?? '',
        tx.confirmations ?? null,
        tx.max_confirmations ?? null,
      ]),
    )
    .sort();
  return JSON.stringify([swap.status ?? '', swap.fail_reason ?? '', transactions]);
}

/** The parts of a query's state `consecutiveFailedPolls` reads (React Query's `QueryState`). */
export interface PollState {
  status: 'pending' | 'error' | 'success';
  dataUpdatedAt: number;
  errorUpdateCount: number;
}

/**
 * How many polls in a row have failed (each poll with its own retries counts once), for the
 * `failures` of `swapPollInterval`: 0 while the last poll succeeded. `memo` is the caller's: it
 * remembers the error count at the last success, and is updated here.
 */
export function consecutiveFailedPolls(
  state: PollState | undefined,
  memo: { dataAt: number; errors: number },
): number {
  if (!state) return 0;
  if (state.dataUpdatedAt !== memo.dataAt) {
    memo.dataAt = state.dataUpdatedAt;
    memo.errors = state.errorUpdateCount;
  }
  return state.status === 'error' ? Math.max(0, state.errorUpdateCount - memo.errors) : 0;
}
