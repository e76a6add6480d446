import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Swap } from '../api/types';
import { isTerminalStatus } from '../lib/swap-status';
import {
  consecutiveFailedPolls,
  MAX_POLL_INTERVAL_MS,
  MIN_POLL_INTERVAL_MS,
  type SwapPollInput,
  swapPollInterval,
  swapProgressKey,
} from './polling';

const S = 1_000;
const MIN = 60 * S;
const T0 = 1_700_000_000_000;

function poll(elapsed: number, overrides: Partial<SwapPollInput> = {}): number | false {
  return swapPollInterval({
    status: 'ls_transfer_pending',
    lastChangeAt: T0,
    now: T0 + elapsed,
    hidden: false,
    ...overrides,
  });
}

function swap(overrides: Partial<Swap> = {}): Swap {
  return { id: 'swap-1', status: 'user_transfer_pending', transactions: [], ...overrides } as Swap;
}

describe('swapPollInterval', () => {
  it.each(['completed', 'failed', 'expired', 'cancelled', 'refunded'])('stops at %s', (status) => {
    expect(poll(0, { status })).toBe(false);
    expect(poll(0, { status, failures: 3 })).toBe(false);
    expect(poll(0, { status, hidden: true })).toBe(false);
  });

  it('stops while the tab is hidden', () => {
    expect(poll(0, { hidden: true })).toBe(false);
    expect(poll(2 * 60 * MIN, { hidden: true, failures: 2 })).toBe(false);
  });

  it('polls every 2 s for the first 30 s after a change', () => {
    expect(poll(0)).toBe(2 * S);
    expect(poll(29_999)).toBe(2 * S);
  });

  it('slows down to 5 s up to 5 min', () => {
    expect(poll(30 * S)).toBe(5 * S);
    expect(poll(5 * MIN - 1)).toBe(5 * S);
  });

  it('slows down to 15 s up to 30 min', () => {
    expect(poll(5 * MIN)).toBe(15 * S);
    expect(poll(30 * MIN - 1)).toBe(15 * S);
  });

  it('polls every 30 s after 30 min without a change', () => {
    expect(poll(30 * MIN)).toBe(30 * S);
    expect(poll(24 * 60 * MIN)).toBe(30 * S);
  });

  it('treats an unknown or missing status as in progress', () => {
    expect(poll(0, { status: 'quantum_entangled' })).toBe(2 * S);
    expect(poll(0, { status: undefined })).toBe(2 * S);
    expect(poll(10 * MIN, { status: 'pending_refund' })).toBe(15 * S);
  });

  it('uses the calmer 5 s / 10 s schedule while awaiting a deposit that is not there yet', () => {
    expect(poll(0, { status: 'user_transfer_pending', hasDeposit: false })).toBe(5 * S);
    expect(poll(5 * MIN - 1, { status: 'user_transfer_pending', hasDeposit: false })).toBe(5 * S);
    expect(poll(5 * MIN, { status: 'user_transfer_pending', hasDeposit: false })).toBe(10 * S);
    expect(poll(60 * MIN, { status: 'created', hasDeposit: false })).toBe(10 * S);
  });

  it('keeps the normal schedule once a deposit is known or when it is not said', () => {
    expect(poll(0, { status: 'user_transfer_pending', hasDeposit: true })).toBe(2 * S);
    expect(poll(0, { status: 'user_transfer_pending' })).toBe(2 * S);
    expect(poll(60 * MIN, { status: 'user_transfer_pending', hasDeposit: true })).toBe(30 * S);
    // hasDeposit: false only matters while the service awaits the deposit.
    expect(poll(0, { status: 'ls_transfer_pending', hasDeposit: false })).toBe(2 * S);
  });

  it('backs off exponentially on consecutive failures, capped at 60 s', () => {
    expect(poll(0, { failures: 0 })).toBe(2 * S);
    expect(poll(0, { failures: 1 })).toBe(4 * S);
    expect(poll(0, { failures: 2 })).toBe(8 * S);
    expect(poll(0, { failures: 4 })).toBe(32 * S);
    expect(poll(0, { failures: 5 })).toBe(60 * S);
    expect(poll(0, { failures: 1_000 })).toBe(60 * S);
    expect(poll(60 * MIN, { failures: 1 })).toBe(60 * S);
    expect(poll(60 * MIN, { failures: Number.POSITIVE_INFINITY })).toBe(60 * S);
  });

  it('ignores nonsense failure counts', () => {
    expect(poll(0, { failures: -3 })).toBe(2 * S);
    expect(poll(0, { failures: Number.NaN })).toBe(2 * S);
    expect(poll(0, { failures: 1.7 })).toBe(4 * S);
  });

  it('reads a clock that went backwards or non-finite times as "just changed"', () => {
    expect(poll(-10 * MIN)).toBe(2 * S);
    expect(swapPollInterval({ status: 'created', lastChangeAt: Number.NaN, now: T0, hidden: false })).toBe(
      2 * S,
    );
    expect(
      swapPollInterval({ status: 'created', lastChangeAt: T0, now: Number.POSITIVE_INFINITY, hidden: false }),
    ).toBe(2 * S);
  });

  it('property: always false or a whole number of ms within [1 s, 60 s]', () => {
    const status = fc.oneof(
      fc.constantFrom(
        undefined,
        'created',
        'user_transfer_pending',
        'user_transfer_delayed',
        'ls_transfer_pending',
        'completed',
        'failed',
        'expired',
        'cancelled',
        'refund_pending',
        'pending_refund',
        'refunded',
      ),
      fc.string(),
    );
    const time = fc.oneof(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.double());
    fc.assert(
      fc.property(
        status,
        time,
        time,
        fc.boolean(),
        fc.option(fc.oneof(fc.integer({ min: -5, max: 100 }), fc.double()), { nil: undefined }),
        fc.option(fc.boolean(), { nil: undefined }),
        (s, lastChangeAt, now, hidden, failures, hasDeposit) => {
          const result = swapPollInterval({ status: s, lastChangeAt, now, hidden, failures, hasDeposit });
          if (result === false) {
            expect(hidden || isTerminalStatus(s)).toBe(true);
          } else {
            expect(Number.isInteger(result)).toBe(true);
            expect(result).toBeGreaterThanOrEqual(MIN_POLL_INTERVAL_MS);
            expect(result).toBeLessThanOrEqual(MAX_POLL_INTERVAL_MS);
            expect(hidden || isTerminalStatus(s)).toBe(false);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('property: never polls faster as the swap stays unchanged longer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 60 * MIN }),
        fc.integer({ min: 0, max: 10 * 60 * MIN }),
        fc.integer({ min: 0, max: 8 }),
        fc.option(fc.boolean(), { nil: undefined }),
        (a, b, failures, hasDeposit) => {
          const [early, late] = a <= b ? [a, b] : [b, a];
          const status = 'user_transfer_pending';
          const first = poll(early, { status, failures, hasDeposit }) as number;
          const second = poll(late, { status, failures, hasDeposit }) as number;
          expect(second).toBeGreaterThanOrEqual(first);
        },
      ),
    );
  });
});

describe('swapProgressKey', () => {
  const input = {
    type: 'input',
    transaction_hash: '0xabc',
    status: 'completed',
    confirmations: 1,
    max_confirmations: 3,
  };

  it('is stable for the same visible state', () => {
    expect(swapProgressKey(swap({ transactions: [input] }))).toBe(
      swapProgressKey(swap({ transactions: [{ ...input }] })),
    );
  });

  it('changes with the status', () => {
    expect(swapProgressKey(swap({ status: 'ls_transfer_pending' }))).not.toBe(
      swapProgressKey(swap({ status: 'user_transfer_pending' })),
    );
  });

  it('changes when a transaction appears', () => {
    expect(swapProgressKey(swap({ transactions: [input] }))).not.toBe(swapProgressKey(swap()));
  });

  it.each([
    ['type', { type: 'refund' }],
    ['hash', { transaction_hash: '0xdef' }],
    ['confirmations', { confirmations: 2 }],
    ['max confirmations', { max_confirmations: 12 }],
    ['status', { status: 'pending' }],
  ])('changes with a transaction’s %s', (_name, patch) => {
    expect(swapProgressKey(swap({ transactions: [{ ...input, ...patch }] }))).not.toBe(
      swapProgressKey(swap({ transactions: [input] })),
    );
  });

  it('changes with the fail reason', () => {
    expect(swapProgressKey(swap({ status: 'failed', fail_reason: 'degraded_quote' }))).not.toBe(
      swapProgressKey(swap({ status: 'failed' })),
    );
  });

  it('ignores what a person does not see, and the order of the transactions', () => {
    const output = { type: 'output', transaction_hash: '0x123', confirmations: 0, max_confirmations: 1 };
    expect(
      swapProgressKey(swap({ transactions: [input, output], requested_amount: 1, created_date: 'x' })),
    ).toBe(swapProgressKey(swap({ transactions: [output, input], requested_amount: 2 })));
  });

  it('is unambiguous: field separators inside values cannot collide', () => {
    const a = swap({ transactions: [{ type: 'a|b', transaction_hash: 'c' }] });
    const b = swap({ transactions: [{ type: 'a', transaction_hash: 'b|c' }] });
    expect(swapProgressKey(a)).not.toBe(swapProgressKey(b));
  });

  it('copes with missing fields', () => {
    const bare = { id: 'x', transactions: [{}] } as unknown as Swap;
    expect(typeof swapProgressKey(bare)).toBe('string');
    expect(typeof swapProgressKey({ id: 'x' } as unknown as Swap)).toBe('string');
  });
});

describe('consecutiveFailedPolls', () => {
  it('counts failed polls since the last success, each poll (with its retries) once', () => {
    const memo = { dataAt: -1, errors: 0 };
    expect(consecutiveFailedPolls(undefined, memo)).toBe(0);
    expect(consecutiveFailedPolls({ status: 'success', dataUpdatedAt: 100, errorUpdateCount: 0 }, memo)).toBe(
      0,
    );
    expect(consecutiveFailedPolls({ status: 'error', dataUpdatedAt: 100, errorUpdateCount: 1 }, memo)).toBe(
      1,
    );
    expect(consecutiveFailedPolls({ status: 'error', dataUpdatedAt: 100, errorUpdateCount: 2 }, memo)).toBe(
      2,
    );
    // A success starts over, though the query's error count never goes down.
    expect(consecutiveFailedPolls({ status: 'success', dataUpdatedAt: 200, errorUpdateCount: 2 }, memo)).toBe(
      0,
    );
    expect(consecutiveFailedPolls({ status: 'error', dataUpdatedAt: 200, errorUpdateCount: 3 }, memo)).toBe(
      1,
    );
  });

  it('feeds the backoff: one failed poll doubles the interval', () => {
    const base = {
      status: 'user_transfer_pending',
      lastChangeAt: 0,
      now: 1_000,
      hidden: false,
      hasDeposit: false,
    };
    expect(swapPollInterval({ ...base, failures: 0 })).toBe(5_000);
    expect(swapPollInterval({ ...base, failures: 1 })).toBe(10_000);
  });
});
