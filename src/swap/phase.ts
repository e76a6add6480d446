/**
 * Which phase a swap is in, decided once for every reader: the deposit and status screens
 * (src/ui/swap/), the events to the host page (src/embed/events.ts) and the polling schedule
 * (./polling.ts, through the same status table). Pure: no React, no store.
 *
 * The statuses themselves are sorted in src/lib/swap-status.ts (the swaps store needs them too);
 * this module adds what the swap's transactions and this browser's record of it say.
 */
import type { Swap, Transaction } from '../api/types';
import { normalizeSwapStatus, type SwapEnding, statusEnding, statusStage } from '../lib/swap-status';
import type { StoredSwap } from '../state/swaps';

export type { SwapEnding } from '../lib/swap-status';

/**
 * - `awaiting_deposit`: the service waits for the deposit; none was sent from this browser, none seen.
 * - `deposit_sent`: this browser's wallet sent the deposit; the service has not seen it yet.
 * - `processing`: the service has the deposit (or says it is past waiting for it) and is at work.
 * - `unknown_status`: a status this widget does not know, or none: in progress, said neutrally.
 * - `refunding`: the swap will not complete; the deposit is on its way back.
 * - the five endings, after which the swap never changes again.
 */
export type SwapPhaseName =
  | 'awaiting_deposit'
  | 'deposit_sent'
  | 'processing'
  | 'unknown_status'
  | 'refunding'
  | SwapEnding;

export type StepState = 'done' | 'current' | 'waiting';

/** The status timeline, in order: the deposit, the service sending, the person receiving. */
export type TimelineStep =
  | {
      id: 'deposit';
      state: StepState;
      /** Seen by the service, sent from this browser's wallet, or neither yet. */
      deposit: 'received' | 'sent' | 'awaited';
    }
  | { id: 'send'; state: StepState }
  | { id: 'receive'; state: StepState };

export interface SwapTransactions {
  input?: Transaction | undefined;
  output?: Transaction | undefined;
  refund?: Transaction | undefined;
  refuel?: Transaction | undefined;
}

export interface SwapPhase {
  phase: SwapPhaseName;
  /** The status as the table reads it (trimmed, lower case); '' when the service gave none. */
  status: string;
  /** The swap never changes again: polling stops, the person may start a new swap. */
  terminal: boolean;
  /** Which ending screen and host event; null while the swap is in progress. */
  ending: SwapEnding | null;
  steps: readonly [TimelineStep, TimelineStep, TimelineStep];
  /** The first transaction of each type. */
  transactions: SwapTransactions;
  /** The deposit's confirmations reached the service's target. */
  inputConfirmed: boolean;
  /** The wallet deposit's hash this browser stored, if any. */
  sentHash: string | undefined;
}

/** What `swapPhase` reads of this browser's record of the swap; a `StoredSwap` fits. */
export type StoredSwapFacts = { deposit?: Pick<NonNullable<StoredSwap['deposit']>, 'txHash'> | undefined };

/** A transaction is confirmed at its target count, or, with no target given, when it says completed. */
export function isConfirmed(tx: Transaction): boolean {
  if (tx.max_confirmations === undefined) return tx.status === 'completed';
  return (tx.confirmations ?? 0) >= tx.max_confirmations;
}

function transactionsOf(swap: Pick<Swap, 'transactions'>): SwapTransactions {
  const first = (type: string) => swap.transactions?.find((tx) => tx.type === type);
  return { input: first('input'), output: first('output'), refund: first('refund'), refuel: first('refuel') };
}

function phaseName(stage: ReturnType<typeof statusStage>, hasInput: boolean, sent: boolean): SwapPhaseName {
  if (stage === 'unknown') return 'unknown_status';
  if (stage !== 'awaiting_deposit' && stage !== 'processing') return stage;
  if (hasInput) return 'processing';
  // A hash from the wallet means the deposit is on its way before the service sees it: the
  // deposit step never comes back, so nothing is sent twice.
  if (sent) return 'deposit_sent';
  return stage;
}

function timeline(
  phase: SwapPhaseName,
  { input, output }: SwapTransactions,
  inputConfirmed: boolean,
  sent: boolean,
): SwapPhase['steps'] {
  const completed = phase === 'completed';
  return [
    {
      id: 'deposit',
      state: inputConfirmed ? 'done' : 'current',
      deposit: input ? 'received' : sent ? 'sent' : 'awaited',
    },
    {
      id: 'send',
      state: completed || (output && isConfirmed(output)) ? 'done' : inputConfirmed ? 'current' : 'waiting',
    },
    { id: 'receive', state: completed ? 'done' : 'waiting' },
  ];
}

/**
 * The phase of `swap` as the service last reported it, with `stored`, this browser's record of
 * it (a wallet deposit's hash counts as "sent" before the service sees the deposit).
 */
export function swapPhase(
  swap: Pick<Swap, 'status' | 'transactions'>,
  stored?: StoredSwapFacts | undefined,
): SwapPhase {
  const transactions = transactionsOf(swap);
  const sentHash = stored?.deposit?.txHash || undefined;
  const inputConfirmed = transactions.input ? isConfirmed(transactions.input) : false;
  const phase = phaseName(statusStage(swap.status), Boolean(transactions.input), sentHash !== undefined);
  const ending = statusEnding(swap.status);
  return {
    phase,
    status: normalizeSwapStatus(swap.status),
    terminal: ending !== null,
    ending,
    steps: timeline(phase, transactions, inputConfirmed, sentHash !== undefined),
    transactions,
    inputConfirmed,
    sentHash,
  };
}
