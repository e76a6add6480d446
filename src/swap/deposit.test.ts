import { describe, expect, it } from 'vitest';
import type { LockOutcome } from '../state/deposit-lock';
import type { StoredDeposit } from '../state/swaps';
import {
  createDepositPageMemory,
  type DepositLock,
  type DepositPageMemory,
  type DepositRecords,
  type DepositSendDeps,
  type DepositSendState,
  isSigningElsewhere,
  sendDepositOnce,
  type WalletCallbacks,
} from './deposit';

const SWAP = 'swap-1';

/** The swaps store as the protocol sees it, with the store's rules: a stored hash never changes. */
class FakeRecords implements DepositRecords {
  deposit: StoredDeposit | undefined;
  /** The swap is in the store (another tab may drop it). */
  present = true;
  /** When set, records of this state fail: false, or a throw (a storage that throws). */
  failing: { state: StoredDeposit['state']; how: 'false' | 'throw' } | null = null;
  /** Set by another tab while this one waits for the lock. */
  onRefresh: (() => void) | null = null;
  /** When set, storing the notice's acknowledgement throws (a storage that throws). */
  noticeThrows = false;

  constructor(private readonly log: string[]) {}

  async refresh() {
    this.onRefresh?.();
  }
  read(): StoredDeposit | undefined {
    return this.present ? this.deposit : undefined;
  }
  restore() {
    this.log.push('restore');
    this.present = true;
  }
  record(_id: string, deposit: StoredDeposit): boolean {
    if (this.failing?.state === deposit.state) {
      if (this.failing.how === 'throw') throw new Error('QuotaExceededError');
      return false;
    }
    if (!this.present) return false;
    if (this.deposit?.txHash && deposit.txHash && this.deposit.txHash !== deposit.txHash) return false;
    this.log.push(`record ${deposit.state}${deposit.txHash ? ` ${deposit.txHash}` : ''}`);
    this.deposit = { ...deposit, txHash: this.deposit?.txHash ?? deposit.txHash };
    if (!this.deposit.txHash) delete this.deposit.txHash;
    return true;
  }
  clearSigning() {
    this.log.push('clear');
    if (!this.deposit?.txHash) this.deposit = undefined;
  }
  recordNotice(_id: string, hash: string, at: number): boolean {
    if (this.noticeThrows) throw new Error('QuotaExceededError');
    if (!this.present || this.deposit?.txHash !== hash) return false;
    this.log.push(`notice ${hash}`);
    this.deposit = { notified: at, ...this.deposit };
    return true;
  }
}

/** A Web Lock: held by another tab (`heldElsewhere`), or by one press of this page at a time. */
class FakeLock implements DepositLock {
  heldElsewhere = false;
  private held = false;
  async run<T>(_id: string, send: () => Promise<T>): Promise<LockOutcome<T>> {
    if (this.heldElsewhere || this.held) return { ran: false };
    this.held = true;
    try {
      return { ran: true, value: await send() };
    } finally {
      this.held = false;
    }
  }
}

type WalletAnswer =
  | { hash: string; viaOnHash?: boolean; thenThrow?: Error }
  | { reject: Error }
  | { returns: string };

/** A wallet that answers each request as told, now or when `release()` is called. */
class FakeWallet {
  requests = 0;
  private releases: (() => void)[] = [];
  constructor(
    private readonly log: string[],
    private readonly answers: WalletAnswer[],
    private readonly hold = false,
  ) {}

  send = async (callbacks: WalletCallbacks): Promise<string> => {
    this.requests += 1;
    this.log.push('wallet');
    callbacks.onStage('sending');
    if (this.hold) await new Promise<void>((resolve) => this.releases.push(resolve));
    const answer = this.answers.shift() ?? { hash: `0xhash${this.requests}` };
    if ('reject' in answer) throw answer.reject;
    if ('returns' in answer) return answer.returns;
    if (answer.viaOnHash !== false) callbacks.onHash(answer.hash);
    if (answer.thenThrow) throw answer.thenThrow;
    return answer.hash;
  };

  release() {
    for (const resolve of this.releases.splice(0)) resolve();
  }
}

function world(options: { answers?: WalletAnswer[]; hold?: boolean; page?: DepositPageMemory } = {}) {
  const log: string[] = [];
  const records = new FakeRecords(log);
  const lock = new FakeLock();
  const wallet = new FakeWallet(log, options.answers ?? [], options.hold ?? false);
  const states: DepositSendState[] = [];
  const page = options.page ?? createDepositPageMemory();
  let speedup: (hash: string) => unknown = () => undefined;
  let onState: (state: DepositSendState) => void = (state) => {
    states.push(state);
    if (state.kind !== 'sending') log.push(`state ${state.kind}`);
  };
  const deps = (patch: Partial<DepositSendDeps> = {}): DepositSendDeps => ({
    swapId: SWAP,
    lock,
    records,
    send: wallet.send,
    speedup: (hash) => {
      log.push(`speedup ${hash}`);
      return speedup(hash);
    },
    onState: (state) => onState(state),
    interruptedChecked: false,
    previewed: true,
    now: () => 1000,
    page,
    ...patch,
  });
  return {
    log,
    records,
    lock,
    wallet,
    states,
    page,
    deps,
    press: (patch: Partial<DepositSendDeps> = {}) => sendDepositOnce(deps(patch)),
    setSpeedup: (next: (hash: string) => unknown) => {
      speedup = next;
    },
    /** The screen goes away (the person left the swap): its callback fails from now on. */
    unmount: () => {
      onState = () => {
        throw new Error('the screen is gone');
      };
    },
  };
}

/** Lets the pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sendDepositOnce: one deposit per swap', () => {
  it('stores a "signing" marker before the wallet opens, then the hash before anything else', async () => {
    const w = world({ answers: [{ hash: '0xabc' }] });
    const outcome = await w.press();
    expect(outcome).toEqual({ kind: 'sent', hash: '0xabc' });
    expect(w.log.slice(0, 5)).toEqual([
      'record signing',
      'wallet',
      'record submitted 0xabc',
      'speedup 0xabc',
      'state sent',
    ]);
    // The fake service answered the notice at once: acknowledged, and recorded with the hash.
    expect(w.records.deposit).toEqual({ txHash: '0xabc', state: 'submitted', at: 1000, notified: 1000 });
    expect(w.states[0]).toEqual({ kind: 'sending', stage: null });
    expect(w.states[1]).toEqual({ kind: 'sending', stage: 'sending' });
  });

  it('a double press asks the wallet once; a press after the hash asks nothing', async () => {
    const w = world({ hold: true, answers: [{ hash: '0xabc' }] });
    const first = w.press();
    const second = w.press();
    expect(await second).toEqual({ kind: 'busy' });
    await settle();
    w.wallet.release();
    expect(await first).toEqual({ kind: 'sent', hash: '0xabc' });
    expect(await w.press()).toEqual({ kind: 'already-sent', hash: '0xabc' });
    expect(w.wallet.requests).toBe(1);
  });

  it('a second tab holding the lock: no wallet request, nothing stored, "sending elsewhere"', async () => {
    const w = world();
    w.lock.heldElsewhere = true;
    expect(await w.press()).toEqual({ kind: 'elsewhere' });
    expect(w.wallet.requests).toBe(0);
    expect(w.records.deposit).toBeUndefined();
    expect(w.states.at(-1)).toEqual({ kind: 'elsewhere' });
  });

  it('a hash another tab stored while this one pressed is read again under the lock: nothing sent', async () => {
    const w = world();
    w.records.onRefresh = () => {
      w.records.deposit = { txHash: '0xother', state: 'submitted', at: 1 };
    };
    expect(await w.press()).toEqual({ kind: 'already-sent', hash: '0xother' });
    expect(w.wallet.requests).toBe(0);
  });

  it('a tab closed while signing: the next page warns and sends only once the person checked', async () => {
    const closed = world({ hold: true });
    void closed.press();
    await settle();
    expect(closed.wallet.requests).toBe(1);
    expect(closed.records.deposit).toEqual({ state: 'signing', at: 1000 });

    // The reload: the browser released the lock, the page's memory is gone, the store kept the marker.
    const next = world();
    next.records.deposit = closed.records.deposit;
    expect(isSigningElsewhere(next.records.deposit, false)).toBe(true);
    expect(await next.press()).toEqual({ kind: 'interrupted' });
    expect(next.wallet.requests).toBe(0);
    expect(next.records.deposit).toEqual({ state: 'signing', at: 1000 });

    expect(await next.press({ interruptedChecked: true })).toEqual({ kind: 'sent', hash: '0xhash1' });
    expect(next.wallet.requests).toBe(1);
  });

  it('a wallet that answers after the screen is gone still has its hash stored', async () => {
    const w = world({ hold: true, answers: [{ hash: '0xlate' }] });
    const pending = w.press();
    await settle();
    w.unmount();
    // Long after: the person moved on to their history, the screen that pressed is unmounted.
    await new Promise((resolve) => setTimeout(resolve, 20));
    w.wallet.release();
    expect(await pending).toEqual({ kind: 'sent', hash: '0xlate' });
    expect(w.records.deposit?.txHash).toBe('0xlate');
    expect(w.log).toContain('speedup 0xlate');
    expect(await w.press()).toEqual({ kind: 'already-sent', hash: '0xlate' });
    expect(w.wallet.requests).toBe(1);
  });

  it.each(['false', 'throw'] as const)(
    'a hash that could not be stored (%s) is still told with the hash, and never sent again here',
    async (how) => {
      const w = world({ answers: [{ hash: '0xlost' }] });
      w.records.failing = { state: 'submitted', how };
      expect(await w.press()).toEqual({ kind: 'not-recorded', hash: '0xlost' });
      expect(w.states).toContainEqual({ kind: 'not-recorded', hash: '0xlost' });
      expect(w.page.unrecorded.get(SWAP)).toBe('0xlost');
      // The service is still told: the deposit left.
      expect(w.log).toContain('speedup 0xlost');
      // The marker stays: after a reload the next page warns rather than offering a plain Send.
      expect(w.records.deposit).toEqual({ state: 'signing', at: 1000 });
      // A screen mounted again in this page, and any press, find it: no second request.
      expect(await w.press({ interruptedChecked: true })).toEqual({ kind: 'not-recorded', hash: '0xlost' });
      expect(w.wallet.requests).toBe(1);
    },
  );

  it('a marker that could not be stored: the wallet is never asked, and this page never sends it', async () => {
    const w = world();
    w.records.failing = { state: 'signing', how: 'false' };
    expect(await w.press()).toEqual({ kind: 'not-recorded', hash: null });
    w.records.failing = null;
    expect(await w.press()).toEqual({ kind: 'not-recorded', hash: null });
    expect(w.wallet.requests).toBe(0);
  });

  it('a swap another tab dropped from the store is put back before its record', async () => {
    const w = world({ answers: [{ hash: '0xabc' }] });
    w.records.present = false;
    w.records.onRefresh = () => {
      w.records.present = false;
    };
    expect(await w.press()).toEqual({ kind: 'sent', hash: '0xabc' });
    expect(w.log.slice(0, 2)).toEqual(['restore', 'record signing']);
    expect(w.records.deposit?.txHash).toBe('0xabc');
  });

  it('a press before the preview was built and shown (or after it was refused) asks the wallet nothing', async () => {
    const w = world();
    expect(await w.press({ previewed: false })).toEqual({ kind: 'not-previewed' });
    expect(w.wallet.requests).toBe(0);
    expect(w.records.deposit).toBeUndefined();
    expect(w.states).toEqual([]);
  });

  it('a wallet rejection clears the marker, and the retry sends once', async () => {
    const declined = new Error('User rejected the request.');
    const w = world({ answers: [{ reject: declined }, { hash: '0xretry' }] });
    expect(await w.press()).toEqual({ kind: 'failed', error: declined });
    expect(w.records.deposit).toBeUndefined();
    expect(w.states.at(-1)).toEqual({ kind: 'failed', error: declined });
    expect(await w.press()).toEqual({ kind: 'sent', hash: '0xretry' });
    expect(await w.press()).toEqual({ kind: 'already-sent', hash: '0xretry' });
    expect(w.wallet.requests).toBe(2);
  });

  it('a wallet that fails after giving the hash: the hash stays, no retry', async () => {
    const reverted = new Error('reverted');
    const w = world({ answers: [{ hash: '0xabc', thenThrow: reverted }] });
    expect(await w.press()).toEqual({ kind: 'sent', hash: '0xabc', error: reverted });
    expect(w.log).not.toContain('clear');
    expect(await w.press()).toEqual({ kind: 'already-sent', hash: '0xabc' });
    expect(w.wallet.requests).toBe(1);
  });

  it('a wallet that returns its hash without calling onHash has it stored all the same', async () => {
    const w = world({ answers: [{ hash: '0xquiet', viaOnHash: false }] });
    expect(await w.press()).toEqual({ kind: 'sent', hash: '0xquiet' });
    expect(w.records.deposit?.txHash).toBe('0xquiet');
  });

  it('a wallet that answers with no hash at all leaves the marker: the outcome is unknown', async () => {
    const w = world({ answers: [{ returns: '' }] });
    expect(await w.press()).toEqual({ kind: 'interrupted' });
    expect(w.records.deposit).toEqual({ state: 'signing', at: 1000 });
    expect(await w.press()).toEqual({ kind: 'interrupted' });
    expect(w.wallet.requests).toBe(1);
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('offline');
      },
    ],
    ['rejects', () => Promise.reject(new Error('503'))],
  ])('deposit_speedup that %s does not lose the hash', async (_name, failing) => {
    const w = world({ answers: [{ hash: '0xabc' }] });
    w.setSpeedup(failing);
    expect(await w.press()).toEqual({ kind: 'sent', hash: '0xabc' });
    await settle();
    expect(w.records.deposit).toEqual({ txHash: '0xabc', state: 'submitted', at: 1000 });
    expect(w.log.indexOf('record submitted 0xabc')).toBeLessThan(w.log.indexOf('speedup 0xabc'));
    // Not acknowledged: nothing recorded, so the swap's next opening sends it again.
    expect(w.log.some((line) => line.startsWith('notice'))).toBe(false);
    // This page sent it, though: its swap screen does not send it again.
    expect(w.page.notices.size).toBe(1);
  });
});

describe('sendDepositOnce: the service acknowledges the notice', () => {
  it('an acknowledged deposit_speedup is recorded with the hash, after everything else', async () => {
    const w = world({ answers: [{ hash: '0xabc' }] });
    let answer: () => void = () => undefined;
    w.setSpeedup(() => new Promise<void>((resolve) => (answer = resolve)));
    const outcome = await w.press();
    // The press ended (and told the screen) before the service answered.
    expect(outcome).toEqual({ kind: 'sent', hash: '0xabc' });
    expect(w.records.deposit).toEqual({ txHash: '0xabc', state: 'submitted', at: 1000 });
    answer();
    await settle();
    expect(w.records.deposit).toEqual({ txHash: '0xabc', state: 'submitted', at: 1000, notified: 1000 });
    expect(w.log).toEqual([
      'record signing',
      'wallet',
      'record submitted 0xabc',
      'speedup 0xabc',
      // Once from the hash, once as the press's outcome (as without a notice).
      'state sent',
      'state sent',
      'notice 0xabc',
    ]);
    // Nothing else changed: one wallet request, the same outcome, and no second press.
    expect(w.wallet.requests).toBe(1);
    expect(w.states.filter((state) => state.kind !== 'sending')).toEqual([
      { kind: 'sent', hash: '0xabc' },
      { kind: 'sent', hash: '0xabc' },
    ]);
    expect(await w.press()).toEqual({ kind: 'already-sent', hash: '0xabc' });
    expect(w.log.filter((line) => line.startsWith('speedup'))).toHaveLength(1);
  });

  it.each([
    ['a service that never answers', () => new Promise(() => undefined), false],
    ['an acknowledgement that cannot be stored', () => Promise.resolve(null), true],
  ])('%s delays nothing, records nothing and changes nothing else', async (_name, speedup, throws) => {
    const w = world({ answers: [{ hash: '0xabc' }] });
    w.setSpeedup(speedup);
    w.records.noticeThrows = throws;
    expect(await w.press()).toEqual({ kind: 'sent', hash: '0xabc' });
    await settle();
    expect(w.records.deposit).toEqual({ txHash: '0xabc', state: 'submitted', at: 1000 });
  });

  it('a hash that could not be stored is told to the service, and no acknowledgement is stored', async () => {
    const w = world({ answers: [{ hash: '0xlost' }] });
    w.setSpeedup(() => Promise.resolve(null));
    w.records.failing = { state: 'submitted', how: 'false' };
    expect(await w.press()).toEqual({ kind: 'not-recorded', hash: '0xlost' });
    await settle();
    expect(w.log).toContain('speedup 0xlost');
    expect(w.records.deposit).toEqual({ state: 'signing', at: 1000 });
    expect(w.log.some((line) => line.startsWith('notice'))).toBe(false);
  });
});

describe('isSigningElsewhere', () => {
  it('is a stored marker with no hash that this page is not sending', () => {
    expect(isSigningElsewhere({ state: 'signing', at: 1 }, false)).toBe(true);
    expect(isSigningElsewhere({ state: 'signing', at: 1 }, true)).toBe(false);
    expect(isSigningElsewhere({ state: 'submitted', txHash: '0x1', at: 1 }, false)).toBe(false);
    expect(isSigningElsewhere(undefined, false)).toBe(false);
  });
});
