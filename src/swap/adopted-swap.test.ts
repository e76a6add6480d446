import { beforeEach, describe, expect, it } from 'vitest';
import type { Swap } from '../api/types';
import { sanitizeStoredSwap, useSwapsStore } from '../state/swaps';
import { adoptedSwapFor, asksToJoin, openedPayout } from './adopted-swap';
import { COMPLETED_SWAP, RECEIVER } from './adopted-swap.test-support';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const SWAP = COMPLETED_SWAP;

describe('asksToJoin', () => {
  it('asks for a swap not stored here and past waiting for its deposit', () => {
    for (const phase of ['processing', 'completed', 'refunded', 'failed', 'expired', 'refunding'] as const) {
      expect(asksToJoin({ phase }, undefined), phase).toBe(true);
    }
    // Awaiting its deposit: the deposit step's own confirmation applies.
    expect(asksToJoin({ phase: 'awaiting_deposit' }, undefined)).toBe(false);
    const stored = adoptedSwapFor(SWAP, NOW) ?? undefined;
    expect(asksToJoin({ phase: 'completed' }, stored)).toBe(false);
  });
});

describe('openedPayout', () => {
  it('is the address in full, the network by name and display name, and the token', () => {
    expect(openedPayout(SWAP)).toEqual({
      address: RECEIVER,
      network: 'LOCAL_L2',
      networkName: 'Local Chain B',
      token: 'PTT',
    });
    expect(openedPayout({ ...SWAP, destination_address: '  ' } as Swap)).toBeNull();
    expect(openedPayout({ ...SWAP, destination_network: undefined } as Swap)).toBeNull();
  });
});

describe('adoptedSwapFor', () => {
  beforeEach(() => {
    useSwapsStore.setState({ swaps: [] });
  });

  it('stores the swap with its status and payout and no expected deposit: nothing can be sent for it', () => {
    const record = adoptedSwapFor(SWAP, NOW);
    expect(record).toEqual({
      id: 'swap-1',
      createdAt: Date.parse('2026-11-27T09:00:00Z'),
      sourceNetwork: 'LOCAL_L1',
      sourceNetworkName: 'Local Chain A',
      sourceToken: 'ETH',
      destinationNetwork: 'LOCAL_L2',
      destinationNetworkName: 'Local Chain B',
      destinationToken: 'PTT',
      destinationAddress: RECEIVER,
      amount: '0.1',
      depositMethod: 'manual',
      status: 'completed',
      updatedAt: NOW,
    });
    expect(record).not.toHaveProperty('expected');
    // An address found at the service is never offered as a one-press payout suggestion.
    expect(record).not.toHaveProperty('destinationFamily');
  });

  it('is a record the swaps store keeps as it is, through storage and back', () => {
    const record = adoptedSwapFor(SWAP, NOW);
    if (!record) throw new Error('no record');
    expect(sanitizeStoredSwap(JSON.parse(JSON.stringify(record)))).toEqual(record);
    useSwapsStore.getState().add(record);
    // The store adds the first entry of the status log: the status the swap was found at.
    expect(useSwapsStore.getState().get('swap-1')).toEqual({
      ...record,
      statusLog: [{ status: 'completed', at: expect.any(Number) }],
    });
  });

  it('takes the deposit received when no amount was asked, and refuses a swap it cannot list honestly', () => {
    expect(adoptedSwapFor({ ...SWAP, requested_amount: undefined } as Swap, NOW)?.amount).toBe('0.1');
    expect(
      adoptedSwapFor({ ...SWAP, requested_amount: undefined, transactions: [] } as Swap, NOW),
    ).toBeNull();
    expect(adoptedSwapFor({ ...SWAP, destination_address: undefined } as Swap, NOW)).toBeNull();
    expect(adoptedSwapFor({ ...SWAP, source_token: undefined } as Swap, NOW)).toBeNull();
    // A wallet swap stays a wallet swap; no creation date: now.
    const wallet = adoptedSwapFor(
      { ...SWAP, use_deposit_address: false, created_date: undefined } as Swap,
      NOW,
    );
    expect(wallet).toMatchObject({ depositMethod: 'wallet', createdAt: NOW });
  });
});
