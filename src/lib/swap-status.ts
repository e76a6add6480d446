/**
 * The service's swap statuses (spec, DESIGN §1), sorted into the stages the widget tells apart.
 *
 * This is the one table of statuses: the swap's phase (src/swap/phase.ts), the polling schedule
 * (src/swap/polling.ts) and the swaps store (which stored swaps are still in progress) all read it.
 * It sits in lib, not in src/swap, because the store sits below the swap rules and needs it too.
 *
 * Statuses are open strings: they are read trimmed and lower-cased, and one this table does not
 * name is a swap still in progress (a newer service may add steps; it never adds endings unsaid).
 */

/** How a swap ended: the ending screen the person sees and the event the host page gets. */
export type SwapEnding = 'completed' | 'refunded' | 'failed' | 'expired' | 'cancelled';

/**
 * What a status alone says. `unknown` is a status this table does not name, or none at all.
 * The refund in progress has two spellings in the wild (`refund_pending`, `pending_refund`).
 */
export type StatusStage = 'awaiting_deposit' | 'processing' | 'refunding' | 'unknown' | SwapEnding;

const STAGE_OF_STATUS: Readonly<Record<string, Exclude<StatusStage, 'unknown'>>> = {
  created: 'awaiting_deposit',
  user_transfer_pending: 'awaiting_deposit',
  user_transfer_delayed: 'processing',
  ls_transfer_pending: 'processing',
  refund_pending: 'refunding',
  pending_refund: 'refunding',
  completed: 'completed',
  refunded: 'refunded',
  failed: 'failed',
  expired: 'expired',
  cancelled: 'cancelled',
};

const ENDINGS: ReadonlySet<StatusStage> = new Set<SwapEnding>([
  'completed',
  'refunded',
  'failed',
  'expired',
  'cancelled',
]);

/** A status as the table spells it: trimmed, lower case; '' for none (or a non-string at runtime). */
export function normalizeSwapStatus(status: string | undefined): string {
  return typeof status === 'string' ? status.trim().toLowerCase() : '';
}

export function statusStage(status: string | undefined): StatusStage {
  const normalized = normalizeSwapStatus(status);
  return Object.hasOwn(STAGE_OF_STATUS, normalized) ? (STAGE_OF_STATUS[normalized] ?? 'unknown') : 'unknown';
}

/** The ending a status means, or null while the swap is in progress (a refund under way included). */
export function statusEnding(status: string | undefined): SwapEnding | null {
  const stage = statusStage(status);
  return ENDINGS.has(stage) ? (stage as SwapEnding) : null;
}

/** Statuses after which the swap never changes again: polling stops. */
export const TERMINAL_SWAP_STATUSES: ReadonlySet<string> = new Set(
  Object.keys(STAGE_OF_STATUS).filter((status) => statusEnding(status) !== null),
);

/** True for a final status; `undefined` and unknown statuses are in progress (DESIGN §1). */
export function isTerminalStatus(status: string | undefined): boolean {
  return statusEnding(status) !== null;
}
