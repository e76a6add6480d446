/**
 * One deposit per swap: the protocol of the wallet deposit's Send, as one function whose world
 * (the deposit lock, the swaps store, the wallet, the service, the screen) is passed in, so every
 * way it can go wrong is tested with fakes (deposit.test.ts). Pure TS: no React.
 *
 * Real money: a second deposit for one swap is the person's loss. What holds, whatever happens:
 * - one press at a time in this page, and one tab at a time across the site (the Web Lock
 *   `portage.deposit.<swap id>`, src/state/deposit-lock.ts, released by the browser when its tab
 *   closes): a press that finds either busy asks the wallet nothing;
 * - a swap with a stored deposit hash is never sent again;
 * - before the wallet opens, a "signing" marker is stored; a marker found with no hash and no
 *   lock held means a send was cut off (the tab closed while signing): nothing is sent until the
 *   person says they checked their wallet's activity and nothing left;
 * - the hash is stored the moment the wallet gives it, before anything else (the service's
 *   deposit_speedup, the screen); a wallet that answers late (the person left the swap, the
 *   screen is gone) still has its hash stored, since nothing here depends on the screen;
 * - the service's answer to deposit_speedup is stored with the hash when it comes, and never
 *   waited for: a notice lost with the tab is sent again when the swap is next opened
 *   (./deposit-notice.ts, once per page: this press's notice counts as this page's);
 * - a marker or a hash that cannot be stored stops this page from ever sending that swap again
 *   (it could not remember the send after a reload), and a hash that could not be stored is
 *   still handed to the screen, to show and copy.
 */

import type { DepositStage } from '../chains/kit/contract';
import type { LockOutcome } from '../state/deposit-lock';
import type { StoredDeposit } from '../state/swaps';
import { sendDepositNotice } from './deposit-notice';

/** The swap's deposit lock: `run` runs `send` only when no press of any tab holds the lock. */
export interface DepositLock {
  run<T>(swapId: string, send: () => Promise<T>): Promise<LockOutcome<T>>;
}

/** The swaps store, as far as the deposit goes (src/state/swaps.ts in the app). */
export interface DepositRecords {
  /** Reads again what other tabs stored. */
  refresh(): Promise<void>;
  read(swapId: string): StoredDeposit | undefined;
  /** Puts the swap back when the store lost it (another tab cleared this site's data). */
  restore(swapId: string): void;
  /** False (or a throw) when the deposit could not be stored. */
  record(swapId: string, deposit: StoredDeposit): boolean;
  /** Drops a "signing" marker; never a stored hash. */
  clearSigning(swapId: string): void;
  /** Stores that the service acknowledged the notice of the stored `hash`. */
  recordNotice(swapId: string, hash: string, at: number): boolean;
}

export interface WalletCallbacks {
  onHash(hash: string): void;
  onStage(stage: DepositStage): void;
}

/** Where the protocol is: `sending` while this page's press is with the wallet, then its outcome. */
export type DepositSendState = { kind: 'sending'; stage: DepositStage | null } | DepositOutcome;

export type DepositOutcome =
  /** The wallet gave this hash and it is stored. `error`: the wallet failed after giving it. */
  | { kind: 'sent'; hash: string; error?: unknown }
  /** A hash was stored already (by this tab, another one, an earlier visit): nothing was asked. */
  | { kind: 'already-sent'; hash: string }
  /** Another press of this page is with the wallet: this one did nothing and says nothing. */
  | { kind: 'busy' }
  /** What the wallet would sign was not built and shown yet (or was refused): nothing was asked. */
  | { kind: 'not-previewed' }
  /** Another tab or window holds the swap's deposit lock: it is sending there. */
  | { kind: 'elsewhere' }
  /**
   * A send whose outcome is unknown: a marker left by a tab that closed while signing (and the
   * person has not said they checked), or a wallet that answered without a hash.
   */
  | { kind: 'interrupted' }
  /** Could not be stored: never sent again from this page; `hash` when the wallet gave one. */
  | { kind: 'not-recorded'; hash: string | null }
  /** The wallet refused or failed before giving a hash: nothing left it, Send may be pressed again. */
  | { kind: 'failed'; error: unknown };

/** What this page remembers without the store (a page memory, lost on reload like the page). */
export interface DepositPageMemory {
  /** Swaps whose Send is running in this page, from the press to the wallet's answer. */
  readonly sending: Set<string>;
  /** Swaps whose deposit could not be stored, with the hash when the wallet gave one. */
  readonly unrecorded: Map<string, string | null>;
  /** The deposit notices (deposit_speedup) this page sent or is sending: once a page (./deposit-notice.ts). */
  readonly notices: Set<string>;
  /** When this page loaded, in ms: a notice is sent again only for a hash stored before. */
  readonly loadedAt: number;
}

/** The time the page started loading (its navigation), else now. */
function pageLoadTime(): number {
  const origin = typeof performance === 'undefined' ? Number.NaN : performance.timeOrigin;
  return Number.isFinite(origin) ? origin : Date.now();
}

export function createDepositPageMemory(loadedAt: number = pageLoadTime()): DepositPageMemory {
  return { sending: new Set(), unrecorded: new Map(), notices: new Set(), loadedAt };
}

/** This page's memory: shared by every screen of the page, so a screen mounted again knows it. */
export const depositPage: DepositPageMemory = createDepositPageMemory();

export interface DepositSendDeps {
  swapId: string;
  lock: DepositLock;
  records: DepositRecords;
  /** Asks the wallet to send the deposit; resolves to its hash. */
  send(callbacks: WalletCallbacks): Promise<string>;
  /**
   * Tells the service the deposit's hash (deposit_speedup); resolves when the service answered
   * without an error (then recorded), rejects otherwise. Its failure is only a slower swap.
   */
  speedup(hash: string): unknown;
  /** The screen; it may be gone by the time the wallet answers. */
  onState(state: DepositSendState): void;
  /** The person said they checked their wallet after an interrupted send, and nothing left it. */
  interruptedChecked: boolean;
  /**
   * What the wallet will sign was built from these instructions and shown: the screen's Send is
   * disabled before, and the protocol holds to it too (a refused preview never reaches the wallet).
   */
  previewed: boolean;
  now?: () => number;
  page?: DepositPageMemory;
}

/** A stored send of this swap that this page is not making: another tab's, or a cut-off one. */
export function isSigningElsewhere(deposit: StoredDeposit | undefined, sendingHere: boolean): boolean {
  return deposit?.state === 'signing' && !deposit.txHash && !sendingHere;
}

/**
 * One press of Send. Resolves to what happened; the same is told to `onState`, except `busy` and
 * `not-previewed` (a press that did nothing leaves the screen as it is). Never rejects.
 */
export async function sendDepositOnce(deps: DepositSendDeps): Promise<DepositOutcome> {
  const page = deps.page ?? depositPage;
  const { swapId } = deps;
  if (page.unrecorded.has(swapId)) {
    return tell(deps, { kind: 'not-recorded', hash: page.unrecorded.get(swapId) ?? null });
  }
  // The running press owns the screen: a second one changes nothing there.
  if (page.sending.has(swapId)) return { kind: 'busy' };
  if (!deps.previewed) return { kind: 'not-previewed' };
  let stored: string | undefined;
  try {
    stored = deps.records.read(swapId)?.txHash;
  } catch (error) {
    // A store that cannot be read cannot say whether a deposit left already: nothing is sent.
    return tell(deps, { kind: 'failed', error });
  }
  if (stored) return tell(deps, { kind: 'already-sent', hash: stored });
  page.sending.add(swapId);
  const run = new DepositRun(deps, page);
  try {
    tell(deps, { kind: 'sending', stage: null });
    const locked = await deps.lock.run(swapId, () => run.underLock());
    return tell(deps, locked.ran ? locked.value : { kind: 'elsewhere' });
  } catch (error) {
    return tell(deps, run.failed(error));
  } finally {
    page.sending.delete(swapId);
  }
}

/** Tells the screen; a screen that fails (or is gone) must not change what was sent or stored. */
function tell<S extends DepositSendState>(deps: DepositSendDeps, state: S): S {
  try {
    deps.onState(state);
  } catch {
    // The screen's problem: the outcome stands, and is returned to the caller all the same.
  }
  return state;
}

/** One press's send, under the lock. */
class DepositRun {
  /** This press stored the "signing" marker (so it may clear it when nothing left the wallet). */
  private marked = false;
  /** The hash the wallet gave, and whether it is stored. */
  private hash: string | null = null;
  private recorded = false;

  constructor(
    private readonly deps: DepositSendDeps,
    private readonly page: DepositPageMemory,
  ) {}

  async underLock(): Promise<DepositOutcome> {
    const { deps } = this;
    // Another tab may have sent it a moment ago: read what is stored again, under the lock.
    await deps.records.refresh();
    const current = deps.records.read(deps.swapId);
    if (current?.txHash) return { kind: 'already-sent', hash: current.txHash };
    // The lock was free, so the tab that stored this marker is gone: its send may have left.
    if (current?.state === 'signing' && !deps.interruptedChecked) return { kind: 'interrupted' };
    // The marker is stored before the wallet opens, always: a send this page could not remember
    // is not started.
    if (!this.record({ state: 'signing', at: this.now() })) {
      this.page.unrecorded.set(deps.swapId, null);
      return { kind: 'not-recorded', hash: null };
    }
    this.marked = true;
    let returned: string;
    try {
      returned = await deps.send({
        onHash: (hash) => this.keepHash(hash),
        // After the hash the screen says what happened to it, not the wallet's later stages.
        onStage: (stage) => {
          if (this.hash === null) tell(deps, { kind: 'sending', stage });
        },
      });
    } catch (error) {
      return this.failed(error);
    }
    // A wallet that answered with its hash without calling onHash: kept the same way.
    if (this.hash === null && typeof returned === 'string' && returned !== '') this.keepHash(returned);
    // No hash at all: whether anything left is unknown, so the marker stays and says so.
    return this.afterHash() ?? { kind: 'interrupted' };
  }

  /** The press failed (the wallet threw, or the lock or store did). */
  failed(error: unknown): DepositOutcome {
    const known = this.afterHash(error);
    if (known) return known;
    // Nothing left the wallet unless it gave a hash: only then may the person try again. Cleared
    // before the lock is released, so no other tab takes it for an interrupted send.
    if (this.marked) {
      try {
        this.deps.records.clearSigning(this.deps.swapId);
      } catch {
        // The marker stays: the next press warns instead of sending, which is the safe side.
      }
    }
    return { kind: 'failed', error };
  }

  private afterHash(error?: unknown): DepositOutcome | null {
    if (this.hash === null) return null;
    if (!this.recorded) return { kind: 'not-recorded', hash: this.hash };
    return error === undefined ? { kind: 'sent', hash: this.hash } : { kind: 'sent', hash: this.hash, error };
  }

  private keepHash(hash: string): void {
    // One transaction per press: a wallet that calls back again changes nothing.
    if (this.hash !== null || hash === '') return;
    const { deps } = this;
    this.hash = hash;
    this.recorded = this.record({ txHash: hash, state: 'submitted', at: this.now() });
    if (!this.recorded) this.page.unrecorded.set(deps.swapId, hash);
    // Only now, the hash stored (or known lost), anything else: the service, then the screen.
    // Not awaited: its answer is recorded whenever it comes, and never throws here.
    void sendDepositNotice({
      swapId: deps.swapId,
      hash,
      sent: this.page.notices,
      speedup: deps.speedup,
      // A hash that could not be stored has no notice to store either.
      record: (swapId, noticed, at) => this.recorded && deps.records.recordNotice(swapId, noticed, at),
      now: () => this.now(),
    });
    const outcome = this.afterHash();
    if (outcome) tell(deps, outcome);
  }

  /** Stores `deposit`; a swap the store lost is put back and stored once more. */
  private record(deposit: StoredDeposit): boolean {
    const { records, swapId } = this.deps;
    try {
      if (records.record(swapId, deposit)) return true;
    } catch {
      // Tried again below, after putting the swap back.
    }
    try {
      records.restore(swapId);
      return records.record(swapId, deposit);
    } catch {
      return false;
    }
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}
