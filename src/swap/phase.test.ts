import { describe, expect, it } from 'vitest';
import type { Swap, Transaction } from '../api/types';
import { isTerminalStatus, TERMINAL_SWAP_STATUSES } from '../lib/swap-status';
import type { StoredSwap } from '../state/swaps';
import { isConfirmed, type SwapPhaseName, swapPhase } from './phase';

function swap(status: string | undefined, transactions: Transaction[] = []): Swap {
  return { id: 'swap-1', status, transactions } as Swap;
}

const input = (confirmations: number, max = 3): Transaction => ({
  type: 'input',
  transaction_hash: '0xin',
  confirmations,
  max_confirmations: max,
});
const output = (confirmations: number, max = 1): Transaction => ({
  type: 'output',
  transaction_hash: '0xout',
  confirmations,
  max_confirmations: max,
});

/** This browser's record of a swap (the part swapPhase reads), its wallet deposit at `txHash`. */
function stored(txHash: string | undefined): Pick<StoredSwap, 'deposit'> {
  return { deposit: txHash ? { txHash, state: 'submitted', at: 2 } : { state: 'signing', at: 2 } };
}

const states = (status: string | undefined, transactions: Transaction[] = [], sent?: string) =>
  swapPhase(swap(status, transactions), stored(sent)).steps.map((step) => step.state);

describe('swapPhase: every status the service names', () => {
  it.each<[string, SwapPhaseName, boolean, string | null]>([
    ['created', 'awaiting_deposit', false, null],
    ['user_transfer_pending', 'awaiting_deposit', false, null],
    ['user_transfer_delayed', 'processing', false, null],
    ['ls_transfer_pending', 'processing', false, null],
    // The refund under way has two spellings in the wild; neither is an ending yet.
    ['refund_pending', 'refunding', false, null],
    ['pending_refund', 'refunding', false, null],
    ['completed', 'completed', true, 'completed'],
    ['refunded', 'refunded', true, 'refunded'],
    ['failed', 'failed', true, 'failed'],
    ['expired', 'expired', true, 'expired'],
    ['cancelled', 'cancelled', true, 'cancelled'],
  ])('%s → %s (terminal %s, ending %s)', (status, phase, terminal, ending) => {
    const result = swapPhase(swap(status));
    expect(result).toMatchObject({ phase, terminal, ending, status });
    expect(isTerminalStatus(status)).toBe(terminal);
  });

  it.each([
    ['some_future_status', 'some_future_status'],
    [undefined, ''],
    ['', ''],
    ['   ', ''],
  ])('%j is a status it does not know: in progress, no ending', (status, normalized) => {
    expect(swapPhase(swap(status))).toMatchObject({
      phase: 'unknown_status',
      status: normalized,
      terminal: false,
      ending: null,
    });
    expect(isTerminalStatus(status)).toBe(false);
  });

  it.each([
    [' Completed ', 'completed'],
    ['REFUNDED', 'refunded'],
    ['\tCancelled\n', 'cancelled'],
    ['Pending_Refund', 'refunding'],
    [' USER_TRANSFER_PENDING ', 'awaiting_deposit'],
  ])('reads %j trimmed and in any case, as %s', (status, phase) => {
    expect(swapPhase(swap(status)).phase).toBe(phase);
  });

  it('never throws on a non-string status at runtime', () => {
    expect(swapPhase(swap(42 as unknown as string)).phase).toBe('unknown_status');
    expect(isTerminalStatus(null as unknown as string)).toBe(false);
  });

  it('a status that only looks like a key of an object is unknown', () => {
    expect(swapPhase(swap('__proto__')).phase).toBe('unknown_status');
    expect(swapPhase(swap('constructor')).phase).toBe('unknown_status');
  });

  it('the terminal statuses are exactly the five endings', () => {
    expect([...TERMINAL_SWAP_STATUSES].sort()).toEqual(
      ['cancelled', 'completed', 'expired', 'failed', 'refunded'].sort(),
    );
  });
});

describe('swapPhase: the deposit', () => {
  it('a hash from this browser’s wallet is "deposit sent" before the service sees it', () => {
    const result = swapPhase(swap('user_transfer_pending'), stored('0xdead'));
    expect(result).toMatchObject({
      phase: 'deposit_sent',
      sentHash: '0xdead',
      terminal: false,
      ending: null,
    });
    expect(result.steps[0]).toEqual({ id: 'deposit', state: 'current', deposit: 'sent' });
  });

  it('a wallet deposit still being signed (no hash yet) leaves the swap awaiting its deposit', () => {
    expect(swapPhase(swap('created'), stored(undefined))).toMatchObject({
      phase: 'awaiting_deposit',
      sentHash: undefined,
    });
  });

  it('once the service sees the deposit, the swap is processing, hash or not', () => {
    for (const sent of [undefined, '0xin']) {
      const result = swapPhase(swap('user_transfer_pending', [input(0)]), stored(sent));
      expect(result.phase).toBe('processing');
      expect(result.steps[0]).toMatchObject({ deposit: 'received' });
    }
  });

  it('a stored hash does not hide an ending or a refund', () => {
    expect(swapPhase(swap('expired'), stored('0xdead')).phase).toBe('expired');
    expect(swapPhase(swap('refund_pending'), stored('0xdead')).phase).toBe('refunding');
  });

  it('a status it does not know stays unknown_status, while the timeline says what it knows', () => {
    const result = swapPhase(swap('quantum_entangled'), stored('0xdead'));
    expect(result.phase).toBe('unknown_status');
    expect(result.steps[0]).toMatchObject({ deposit: 'sent' });
  });
});

describe('swapPhase: the timeline', () => {
  it('walks deposit → send → receive as the transactions confirm', () => {
    expect(states('user_transfer_pending')).toEqual(['current', 'waiting', 'waiting']);
    expect(states('ls_transfer_pending', [input(1)])).toEqual(['current', 'waiting', 'waiting']);
    expect(states('ls_transfer_pending', [input(3)])).toEqual(['done', 'current', 'waiting']);
    expect(states('ls_transfer_pending', [input(3), output(0)])).toEqual(['done', 'current', 'waiting']);
    expect(states('ls_transfer_pending', [input(3), output(1)])).toEqual(['done', 'done', 'waiting']);
    expect(states('completed', [input(3), output(1)])).toEqual(['done', 'done', 'done']);
  });

  it('a completed swap has its send and receive steps done even with no output seen', () => {
    expect(states('completed', [input(3)])).toEqual(['done', 'done', 'done']);
  });

  it('keeps the first transaction of each type', () => {
    const refund: Transaction = { type: 'refund', transaction_hash: '0xback' };
    const refuel: Transaction = { type: 'refuel', transaction_hash: '0xgas' };
    const result = swapPhase(
      swap('refunded', [input(3), refund, { ...refund, transaction_hash: '0x2' }, refuel]),
    );
    expect(result.transactions.refund?.transaction_hash).toBe('0xback');
    expect(result.transactions.refuel).toBe(refuel);
    expect(result.transactions.output).toBeUndefined();
    expect(result.inputConfirmed).toBe(true);
  });

  it('copes with a swap without transactions', () => {
    expect(swapPhase({ status: 'created' } as Swap).phase).toBe('awaiting_deposit');
  });
});

describe('isConfirmed', () => {
  it('counts confirmations against the target, or reads the status when there is no target', () => {
    expect(isConfirmed(input(2))).toBe(false);
    expect(isConfirmed(input(3))).toBe(true);
    expect(isConfirmed({ type: 'input', status: 'completed' })).toBe(true);
    expect(isConfirmed({ type: 'input', status: 'pending', confirmations: 9 })).toBe(false);
    expect(isConfirmed({ type: 'input', max_confirmations: 2 })).toBe(false);
  });
});
