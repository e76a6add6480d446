/**
 * The deposit notice: the service told, through `deposit_speedup`, the hash of the deposit this
 * browser's wallet sent, so that it matches the deposit to the swap sooner. The one-deposit Send
 * (./deposit.ts) sends it the moment the hash is stored; when that notice was lost (the tab closed
 * before the service answered, the request failed), `useDepositNotice` (./useDepositNotice.ts)
 * sends it again when the swap is next opened or polled. Pure TS: no React, no store.
 *
 * What holds:
 * - one notice per swap per page load, whoever sends it (the Send or the swap's screen, mounted
 *   any number of times): a failure is not retried in a loop, only by a later page load;
 * - the service's answer is stored with the hash (`StoredDeposit.notified`), so a later page load
 *   sends nothing for an acknowledged notice;
 * - only the stored hash is ever named, and nothing here creates a swap or asks a wallet: a notice
 *   sent again is never a second deposit nor a second `POST /swaps`;
 * - only for a hash stored before this page loaded: a hash another tab stores while this page is
 *   open comes with that tab's own notice, still waiting for its answer; the page loaded after the
 *   tab closed (the reopening) is the one that sends it again;
 * - two tabs opened on the same swap after the notice was lost may both send it: a notice names a
 *   transaction the service looks up, so a second one for the same hash only asks it to look at
 *   the same transaction again (the sandbox keeps one entry per hash), which is harmless; a lock
 *   across tabs for it would only add a way for the notice to be lost.
 */
import type { Swap } from '../api/types';
import type { StoredDeposit } from '../state/swaps';
import { swapPhase } from './phase';

export interface DepositNoticeDeps {
  swapId: string;
  /** The stored deposit hash, the only one ever named. */
  hash: string;
  /** This page's memory of the notices it sent or is sending (by swap and hash). */
  sent: Set<string>;
  /** Sends `deposit_speedup`; resolves when the service answered it without an error. */
  speedup(hash: string): unknown;
  /** Stores the acknowledgement with the swap's hash (`recordNotice` of the swaps store). */
  record(swapId: string, hash: string, at: number): unknown;
  now?: () => number;
}

/**
 * Sends the notice, unless this page sent it already; records the service's acknowledgement when
 * it answers. Returns at once (nothing waits on the service); the promise it returns settles when
 * the answer was handled, with whether it was acknowledged and stored (false when not sent).
 * Never throws, never rejects.
 */
export function sendDepositNotice(deps: DepositNoticeDeps): Promise<boolean> {
  const { swapId, hash, sent } = deps;
  const key = noticeKey(swapId, hash);
  if (sent.has(key)) return Promise.resolve(false);
  // Before the request: whatever its outcome, this page does not send it again.
  sent.add(key);
  let answer: Promise<unknown>;
  try {
    answer = Promise.resolve(deps.speedup(hash));
  } catch {
    return Promise.resolve(false);
  }
  return answer.then(
    () => {
      try {
        return deps.record(swapId, hash, (deps.now ?? Date.now)()) !== false;
      } catch {
        // Not stored: a later page load sends the notice once more, which the service tolerates.
        return false;
      }
    },
    // The service only looks sooner for a deposit it is told of: a failed notice is no lost money.
    () => false,
  );
}

/** How a page's memory names a notice: a swap has one hash, so this is once per swap. */
function noticeKey(swapId: string, hash: string): string {
  return `${swapId} ${hash}`;
}

/**
 * The notice is due again: this browser stored the deposit's hash before this page loaded (at
 * `loadedAt`, ms), the service has not acknowledged its notice, has not seen the deposit (no input
 * transaction), and the swap has not ended. A swap whose deposit the service already sees needs
 * no notice, and none is recorded.
 */
export function depositNoticeDue(
  swap: Pick<Swap, 'status' | 'transactions'> | undefined,
  deposit: StoredDeposit | undefined,
  loadedAt: number,
): deposit is StoredDeposit & { txHash: string } {
  if (!swap || !deposit?.txHash || deposit.notified !== undefined) return false;
  if (!(deposit.at < loadedAt)) return false;
  const phase = swapPhase(swap);
  return !phase.terminal && phase.transactions.input === undefined;
}
