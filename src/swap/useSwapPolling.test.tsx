// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, envelope, jsonResponse } from '../api/test-support';
import type { Swap, SwapResponse } from '../api/types';
import { type StoredSwap, useSwapsStore } from '../state/swaps';
import { serviceWrapper } from './useRouteForm.test-support';
import { useSwapPolling } from './useSwapPolling';

const S = 1_000;
const INPUT = { type: 'input', transaction_hash: '0xin', status: 'pending', confirmations: 0 };

const STORED: StoredSwap = {
  id: 'swap-1',
  createdAt: 1,
  sourceNetwork: 'ETHEREUM_MAINNET',
  sourceToken: 'USDC',
  destinationNetwork: 'ARBITRUM_MAINNET',
  destinationToken: 'USDC',
  amount: '12.5',
  destinationAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  depositMethod: 'manual',
  status: 'user_transfer_pending',
  statusLog: [{ status: 'user_transfer_pending', at: 1 }],
};

/** The service: answers `now` (a swap, or an HTTP status to fail with) to every poll of swap-1. */
function service(first: Partial<Swap> | number) {
  const state = { now: first };
  // When each poll was asked, on the page's clock.
  const times: number[] = [];
  const fake = createFakeFetch(() => {
    times.push(Date.now());
    const now = state.now;
    if (typeof now === 'number') {
      const code = now === 404 ? 'NOT_FOUND' : 'INTERNAL';
      return jsonResponse({ data: null, error: { code, message: 'no' } }, { status: now });
    }
    const answer: SwapResponse = {
      swap: { id: 'swap-1', status: 'user_transfer_pending', transactions: [], ...now } as Swap,
      deposit_actions: [],
    };
    return jsonResponse(envelope(answer));
  });
  // One attempt a poll: the backoff under test is the schedule's, not React Query's retries.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const hook = renderHook(() => useSwapPolling('swap-1'), {
    wrapper: serviceWrapper(queryClient, fake.fetch),
  });
  return {
    hook,
    polls: () => fake.requests.length,
    /** The time between one poll and the next, in whole seconds. */
    gaps: () => times.slice(1).map((at, i) => Math.round((at - (times[i] ?? at)) / S)),
    answer(next: Partial<Swap> | number) {
      state.now = next;
    },
  };
}

/** Lets `ms` of the page's clock pass, with every timer and answer due in it. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

const storedStatus = () => useSwapsStore.getState().get('swap-1')?.status;

// The client checks each answer with a chunk it loads on first use: loaded here, before the clock
// is faked, so that an answer is read as soon as it arrives.
beforeAll(() => import('../api/validate'));

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  useSwapsStore.setState({ swaps: [{ ...STORED }] });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSwapPolling', () => {
  it('writes the status the service reports into the stored swap, and stops at its ending', async () => {
    const { hook, answer, polls } = service({ status: 'ls_transfer_pending', transactions: [INPUT] });
    await wait(100);
    expect(hook.result.current.data?.swap.status).toBe('ls_transfer_pending');
    expect(storedStatus()).toBe('ls_transfer_pending');
    expect(hook.result.current.phase?.phase).toBe('processing');

    answer({ status: 'completed', transactions: [INPUT] });
    await wait(2 * S + 100);
    expect(storedStatus()).toBe('completed');
    expect(hook.result.current.phase).toMatchObject({ phase: 'completed', terminal: true });

    // A swap that ended never changes again: nobody asks.
    const asked = polls();
    await wait(10 * 60 * S);
    expect(polls()).toBe(asked);
  });

  it('awaiting a deposit nobody has seen yet: asks every 5 s, not every 2 s', async () => {
    const { gaps } = service({ status: 'user_transfer_pending' });
    await wait(11 * S);
    expect(gaps()).toEqual([5, 5]);
    // The stored status already said so: nothing to write, the record is left as it was.
    expect(useSwapsStore.getState().get('swap-1')).toEqual(STORED);
  });

  it('once the service has the deposit, and just after a change: every 2 s', async () => {
    const { gaps } = service({ status: 'ls_transfer_pending', transactions: [INPUT] });
    await wait(7 * S);
    expect(gaps()).toEqual([2, 2, 2]);
  });

  it('slows down when nothing moves: from 2 s to 5 s once 30 s have passed without a change', async () => {
    const { gaps } = service({ status: 'ls_transfer_pending', transactions: [INPUT] });
    await wait(45 * S);
    const seen = gaps();
    expect(seen.slice(0, 14)).toEqual(Array(14).fill(2));
    expect(seen.at(-1)).toBe(5);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('a hidden tab is not polled', async () => {
    visibility = 'hidden';
    const { polls } = service({ status: 'ls_transfer_pending', transactions: [INPUT] });
    await wait(60 * S);
    expect(polls()).toBe(1);
  });

  it('failed polls wait twice as long each time, and the last data stays', async () => {
    const { hook, answer, gaps } = service({ status: 'ls_transfer_pending', transactions: [INPUT] });
    await wait(100);
    answer(503);
    await wait(2.5 * S);
    expect(hook.result.current.trouble?.status).toBe(503);
    expect(hook.result.current.retrying).toBe(true);
    expect(hook.result.current.data?.swap.status).toBe('ls_transfer_pending');
    await wait(12 * S);
    // 2 s to the failed poll, then 4 s after it, then 8 s after the second.
    expect(gaps()).toEqual([2, 4, 8]);

    // A poll that works again (and brings a change): the contact and the 2 s schedule are back.
    answer({ status: 'ls_transfer_pending', transactions: [{ ...INPUT, confirmations: 1 }] });
    await wait(16 * S);
    expect(hook.result.current.trouble).toBeNull();
    expect(gaps()).toEqual([2, 4, 8, 16]);
    await wait(10 * S);
    // No backoff left (the first wait may still be the one set before the change was read).
    const after = gaps().slice(4);
    expect(Math.max(...after)).toBeLessThanOrEqual(5);
    expect(after.slice(-2)).toEqual([2, 2]);
  });

  it('a swap the service does not have is said as such', async () => {
    const { hook } = service(404);
    await wait(100);
    expect(hook.result.current).toMatchObject({ pending: false, data: undefined, notFound: true });
  });

  it('a deposit hash this browser stored makes the phase "deposit sent" before the service sees it', async () => {
    useSwapsStore.setState({
      swaps: [{ ...STORED, deposit: { txHash: '0xsent', state: 'submitted', at: 1 } }],
    });
    const { hook } = service({ status: 'user_transfer_pending' });
    await wait(100);
    expect(hook.result.current.sentHash).toBe('0xsent');
    expect(hook.result.current.phase?.phase).toBe('deposit_sent');
  });
});
