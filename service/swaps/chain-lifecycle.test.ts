/** The status of chain-backed swaps, from chain events and block heights (no chain needed). */
import { describe, expect, it } from 'vitest';
import { type ChainLifecycleInput, chainLifecycleAt } from './lifecycle';

const T0 = Date.parse('2026-11-21T12:00:00Z');

function input(overrides: Partial<ChainLifecycleInput> = {}): ChainLifecycleInput {
  return {
    createdAt: T0,
    scenario: 'complete',
    depositOutOfRange: null,
    sourceFamily: 'evm',
    destinationFamily: 'evm',
    refuelDue: false,
    deposit: null,
    output: null,
    refuel: null,
    refund: null,
    heights: { source: 10n, destination: 20n },
    ...overrides,
  };
}

const at = (blockNumber: bigint | null, time = T0 + 1_000) => ({ blockNumber, at: time });

describe('chainLifecycleAt', () => {
  it('waits for the deposit, and expires by the clock only without one', () => {
    expect(chainLifecycleAt(input(), T0 + 60_000, 1)).toMatchObject({
      status: 'user_transfer_pending',
      next: null,
    });
    expect(chainLifecycleAt(input(), T0 + 2 * 60 * 60_000, 1).status).toBe('expired');
    expect(chainLifecycleAt(input({ scenario: 'expire' }), T0 + 15_000, 1).status).toBe('expired');
  });

  it('counts the deposit’s confirmations from blocks, capped at 3, then asks for the output', () => {
    const confirming = chainLifecycleAt(input({ deposit: at(9n) }), T0 + 5_000, 1);
    expect(confirming).toMatchObject({ status: 'user_transfer_pending', next: null });
    expect(confirming.input).toMatchObject({ confirmations: 2, maxConfirmations: 3 });
    const confirmed = chainLifecycleAt(input({ deposit: at(2n) }), T0 + 5_000, 1);
    expect(confirmed).toMatchObject({ status: 'ls_transfer_pending', next: 'output' });
    expect(confirmed.input?.confirmations).toBe(3);
    // Before the watcher's first look, nothing is confirmed.
    const unseen = chainLifecycleAt(
      input({ deposit: at(2n), heights: { source: null, destination: null } }),
      T0,
      1,
    );
    expect(unseen.input?.confirmations).toBe(0);
  });

  it('completes once the output has its confirmations on the destination chain', () => {
    const sent = chainLifecycleAt(input({ deposit: at(2n), output: at(null) }), T0, 1);
    expect(sent).toMatchObject({ status: 'ls_transfer_pending', next: null });
    expect(sent.output?.confirmations).toBe(0);
    const mined = chainLifecycleAt(input({ deposit: at(2n), output: at(19n) }), T0, 1);
    expect(mined.output?.confirmations).toBe(2);
    expect(mined.status).toBe('ls_transfer_pending');
    expect(chainLifecycleAt(input({ deposit: at(2n), output: at(18n) }), T0, 1).status).toBe('completed');
  });

  it('sends a due refuel after the output and completes when both are confirmed', () => {
    const base = { deposit: at(2n), output: at(15n), refuelDue: true };
    expect(chainLifecycleAt(input(base), T0, 1)).toMatchObject({
      status: 'ls_transfer_pending',
      next: 'refuel',
    });
    expect(chainLifecycleAt(input({ ...base, refuel: at(19n) }), T0, 1).status).toBe('ls_transfer_pending');
    expect(chainLifecycleAt(input({ ...base, refuel: at(17n) }), T0, 1).status).toBe('completed');
  });

  it('fails a deposit outside the limits once confirmed, and never sends anything', () => {
    const state = chainLifecycleAt(input({ deposit: at(2n), depositOutOfRange: 'below' }), T0, 1);
    expect(state).toMatchObject({
      status: 'failed',
      failReason: 'received_less_than_valid_range',
      next: null,
    });
    const above = chainLifecycleAt(input({ deposit: at(2n), depositOutOfRange: 'above' }), T0, 1);
    expect(above.failReason).toBe('received_more_than_valid_range');
    expect(chainLifecycleAt(input({ deposit: at(2n), scenario: 'fail' }), T0, 1)).toMatchObject({
      status: 'failed',
      failReason: 'swap_route_unavailable',
    });
  });

  it('holds the refund back under refund_hold: refund_pending, nothing due', () => {
    expect(
      chainLifecycleAt(input({ deposit: at(2n), scenario: 'refund_hold' }), T0 + 5_000, 1),
    ).toMatchObject({
      status: 'refund_pending',
      next: null,
      refund: null,
    });
  });

  it('refunds on the refund scenario or a deposit after expiry, on the source chain', () => {
    const due = chainLifecycleAt(input({ deposit: at(2n), scenario: 'refund' }), T0, 1);
    expect(due).toMatchObject({
      status: 'refund_pending',
      failReason: 'swap_route_unavailable',
      next: 'refund',
    });
    const late = chainLifecycleAt(input({ deposit: at(2n, T0 + 3 * 60 * 60_000) }), T0 + 3 * 60 * 60_000, 1);
    expect(late).toMatchObject({ status: 'refund_pending', failReason: 'quote_expired', next: 'refund' });
    const confirming = chainLifecycleAt(
      input({ deposit: at(2n), scenario: 'refund', refund: at(9n) }),
      T0,
      1,
    );
    expect(confirming.status).toBe('refund_pending');
    expect(confirming.refund?.confirmations).toBe(2);
    expect(
      chainLifecycleAt(input({ deposit: at(2n), scenario: 'refund', refund: at(8n) }), T0, 1).status,
    ).toBe('refunded');
  });

  it('follows what was sent, whatever the scenario says afterwards', () => {
    const outputSent = chainLifecycleAt(
      input({ deposit: at(2n), output: at(18n), scenario: 'refund' }),
      T0,
      1,
    );
    expect(outputSent.status).toBe('completed');
    const refundSent = chainLifecycleAt(
      input({ deposit: at(2n), refund: at(8n), scenario: 'complete' }),
      T0,
      1,
    );
    expect(refundSent.status).toBe('refunded');
  });
});
