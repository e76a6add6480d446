import { describe, expect, it } from 'vitest';
import type { Swap, Transaction } from '../api/types';
import type { StoredDeposit } from '../state/swaps';
import { depositNoticeDue, sendDepositNotice } from './deposit-notice';

const HASH = '0xabc';
const INPUT = { type: 'input', transaction_hash: HASH, status: 'pending', confirmations: 0 } as Transaction;
const SENT: StoredDeposit = { txHash: HASH, state: 'submitted', at: 1 };
/** When the page loaded: after the hash was stored. */
const LOADED = 100;

const swap = (status: string, transactions: Transaction[] = []) => ({ status, transactions }) as Swap;

/** Lets the pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('depositNoticeDue', () => {
  it('a stored hash never acknowledged, a deposit the service has not seen, a swap not ended', () => {
    for (const status of [
      'created',
      'user_transfer_pending',
      'ls_transfer_pending',
      'refund_pending',
      'new_one',
    ]) {
      expect(depositNoticeDue(swap(status), SENT, LOADED)).toBe(true);
    }
  });

  it('not before the service answered, nor without a hash, nor once acknowledged', () => {
    expect(depositNoticeDue(undefined, SENT, LOADED)).toBe(false);
    expect(depositNoticeDue(swap('user_transfer_pending'), undefined, LOADED)).toBe(false);
    expect(depositNoticeDue(swap('user_transfer_pending'), { state: 'signing', at: 1 }, LOADED)).toBe(false);
    expect(depositNoticeDue(swap('user_transfer_pending'), { ...SENT, notified: 2 }, LOADED)).toBe(false);
  });

  it('not for a hash stored while this page is open: the tab that stored it sends its own', () => {
    expect(depositNoticeDue(swap('user_transfer_pending'), { ...SENT, at: LOADED }, LOADED)).toBe(false);
    expect(depositNoticeDue(swap('user_transfer_pending'), { ...SENT, at: LOADED + 1 }, LOADED)).toBe(false);
    expect(depositNoticeDue(swap('user_transfer_pending'), { ...SENT, at: Number.NaN }, LOADED)).toBe(false);
  });

  it('not once the service sees the deposit, nor at any ending', () => {
    expect(depositNoticeDue(swap('user_transfer_pending', [INPUT]), SENT, LOADED)).toBe(false);
    for (const status of ['completed', 'refunded', 'failed', 'expired', 'cancelled', ' Expired ']) {
      expect(depositNoticeDue(swap(status), SENT, LOADED)).toBe(false);
    }
  });
});

describe('sendDepositNotice', () => {
  function notice(speedup: () => unknown, record: () => unknown = () => true) {
    const sent = new Set<string>();
    const calls: string[] = [];
    const send = () =>
      sendDepositNotice({
        swapId: 'swap-1',
        hash: HASH,
        sent,
        speedup: (hash) => {
          calls.push(`speedup ${hash}`);
          return speedup();
        },
        record: (id, hash, at) => {
          calls.push(`record ${id} ${hash} ${at}`);
          return record();
        },
        now: () => 7,
      });
    return { send, calls, sent };
  }

  it('sends the hash once a page and records the acknowledgement', async () => {
    const n = notice(() => Promise.resolve(null));
    expect(await n.send()).toBe(true);
    expect(await n.send()).toBe(false);
    expect(n.calls).toEqual(['speedup 0xabc', 'record swap-1 0xabc 7']);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('503'))],
    [
      'throws',
      () => {
        throw new Error('offline');
      },
    ],
  ])('a request that %s records nothing and is not sent again by this page', async (_name, speedup) => {
    const n = notice(speedup);
    expect(await n.send()).toBe(false);
    expect(await n.send()).toBe(false);
    expect(n.calls).toEqual(['speedup 0xabc']);
  });

  it('a request still waiting for its answer is not sent again', async () => {
    const n = notice(() => new Promise(() => undefined));
    void n.send();
    await settle();
    expect(await n.send()).toBe(false);
    expect(n.calls).toEqual(['speedup 0xabc']);
  });

  it('an acknowledgement that cannot be stored never throws', async () => {
    const n = notice(
      () => Promise.resolve(null),
      () => {
        throw new Error('QuotaExceededError');
      },
    );
    expect(await n.send()).toBe(false);
    expect(n.calls).toHaveLength(2);
  });
});
