// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, envelope, jsonResponse, type RecordedRequest } from '../api/test-support';
import type { Swap, SwapResponse, Transaction } from '../api/types';
import { type StoredDeposit, type StoredSwap, useSwapsStore } from '../state/swaps';
import { createDepositPageMemory, type DepositPageMemory } from './deposit';
import { useDepositNotice } from './useDepositNotice';
import { serviceWrapper } from './useRouteForm.test-support';
import { useSwapPolling } from './useSwapPolling';

const HASH = '0x1111111111111111111111111111111111111111111111111111111111111111';
const INPUT = { type: 'input', transaction_hash: HASH, status: 'pending', confirmations: 0 } as Transaction;
const SENT: StoredDeposit = { txHash: HASH, state: 'submitted', at: 1 };

const STORED: StoredSwap = {
  id: 'swap-1',
  createdAt: 1,
  sourceNetwork: 'LOCAL_L1',
  sourceToken: 'ETH',
  destinationNetwork: 'LOCAL_L2',
  destinationToken: 'ETH',
  amount: '0.1',
  destinationAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  depositMethod: 'wallet',
  status: 'user_transfer_pending',
};

const swap = (status: string, transactions: Transaction[] = []) =>
  ({ id: 'swap-1', status, transactions }) as Swap;

const storedDeposit = () => useSwapsStore.getState().get('swap-1')?.deposit;

/**
 * The service, as a fake fetch: `speedup` says how it answers deposit_speedup (`ok`, an HTTP
 * status to fail with, or `hold` to never answer); `swapNow` is what GET /swaps/swap-1 answers.
 */
function service(options: { speedup?: 'ok' | 'hold' | number; swapNow?: () => Swap } = {}) {
  const fake = createFakeFetch((request) => {
    if (request.url.pathname.endsWith('/deposit_speedup')) {
      const answer = options.speedup ?? 'ok';
      if (answer === 'hold') return new Promise<Response>(() => undefined);
      if (answer === 'ok') return jsonResponse(envelope(null));
      return jsonResponse({ data: null, error: { code: 'INTERNAL', message: 'no' } }, { status: answer });
    }
    const data: SwapResponse = {
      swap: options.swapNow?.() ?? swap('user_transfer_pending'),
      deposit_actions: [],
    };
    return jsonResponse(envelope(data));
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = serviceWrapper(queryClient, fake.fetch);
  return {
    wrapper,
    /** The deposit_speedup requests that left, with the hash each named. */
    speedups: () =>
      fake.requests
        .filter((request: RecordedRequest) => request.url.pathname.endsWith('/deposit_speedup'))
        .map((request) => ({
          method: request.method,
          path: request.url.pathname,
          body: JSON.parse(request.body ?? 'null'),
        })),
    /** The polls of the swap. */
    polls: () =>
      fake.requests.filter(
        (request) => request.method === 'GET' && request.url.pathname === '/api/v2/swaps/swap-1',
      ).length,
    /** Every request that was not a poll or a notice (a POST /swaps, for one): none is expected. */
    others: () =>
      fake.requests.filter(
        (request) =>
          !request.url.pathname.endsWith('/deposit_speedup') &&
          !(request.method === 'GET' && request.url.pathname === '/api/v2/swaps/swap-1'),
      ),
    /** The swap opened with `data` as the service's last answer, in the page whose memory is `page`. */
    open(data: Swap | undefined, page: DepositPageMemory) {
      return renderHook(
        ({ current }: { current: Swap | undefined }) => useDepositNotice('swap-1', current, page),
        {
          wrapper,
          initialProps: { current: data },
        },
      );
    },
  };
}

/** Lets the pending answers and effects run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeAll(() => import('../api/validate'));

beforeEach(() => {
  localStorage.clear();
  useSwapsStore.setState({ swaps: [{ ...STORED, deposit: { ...SENT } }] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDepositNotice: a lost deposit notice sent again', () => {
  it('sends the stored hash once, and stores the acknowledgement', async () => {
    const svc = service();
    svc.open(swap('user_transfer_pending'), createDepositPageMemory());
    await settle();
    expect(svc.speedups()).toEqual([
      { method: 'POST', path: '/api/v2/swaps/swap-1/deposit_speedup', body: { transaction_id: HASH } },
    ]);
    await vi.waitFor(() => expect(storedDeposit()?.notified).toEqual(expect.any(Number)));
    // Nothing but the notice changed in the stored deposit; nothing else was asked of the service.
    const { notified: _n, ...rest } = storedDeposit() ?? {};
    expect(rest).toEqual(SENT);
    expect(svc.others()).toEqual([]);
  });

  it('once a page: new answers, remounts and a second screen on the swap send nothing more', async () => {
    const svc = service({ speedup: 'hold' });
    const page = createDepositPageMemory();
    const first = svc.open(swap('user_transfer_pending'), page);
    await settle();
    first.rerender({ current: swap('user_transfer_pending') });
    first.rerender({ current: swap('created') });
    await settle();
    first.unmount();
    svc.open(swap('user_transfer_pending'), page);
    svc.open(swap('user_transfer_pending'), page);
    await settle();
    expect(svc.speedups()).toHaveLength(1);
    expect(storedDeposit()).toEqual(SENT);
  });

  it('a failed notice is not retried in this page, nor recorded; the next page load sends it once more', async () => {
    const svc = service({ speedup: 503 });
    const page = createDepositPageMemory();
    const view = svc.open(swap('user_transfer_pending'), page);
    await settle();
    view.rerender({ current: swap('user_transfer_pending') });
    view.unmount();
    svc.open(swap('user_transfer_pending'), page);
    await settle();
    expect(svc.speedups()).toHaveLength(1);
    expect(storedDeposit()).toEqual(SENT);

    // A reload: a new page memory, the same store.
    svc.open(swap('user_transfer_pending'), createDepositPageMemory());
    await settle();
    expect(svc.speedups()).toHaveLength(2);
  });

  it('the Send of this page told the service already: the swap screen does not tell it again', async () => {
    const svc = service();
    const page = createDepositPageMemory();
    page.notices.add(`swap-1 ${HASH}`);
    svc.open(swap('user_transfer_pending'), page);
    await settle();
    expect(svc.speedups()).toEqual([]);
  });

  it('an acknowledged notice stored by an earlier page is not sent again', async () => {
    useSwapsStore.setState({ swaps: [{ ...STORED, deposit: { ...SENT, notified: 5 } }] });
    const svc = service();
    svc.open(swap('user_transfer_pending'), createDepositPageMemory());
    await settle();
    expect(svc.speedups()).toEqual([]);
  });

  it('a deposit the service already sees needs no notice: nothing sent, nothing recorded', async () => {
    const svc = service();
    const page = createDepositPageMemory();
    svc.open(swap('ls_transfer_pending', [INPUT]), page);
    svc.open(swap('user_transfer_pending', [INPUT]), page);
    await settle();
    expect(svc.speedups()).toEqual([]);
    expect(storedDeposit()).toEqual(SENT);
    expect(page.notices.size).toBe(0);
  });

  it.each(['completed', 'refunded', 'failed', 'expired', 'cancelled'])(
    'nothing at the ending %s',
    async (status) => {
      const svc = service();
      svc.open(swap(status), createDepositPageMemory());
      await settle();
      expect(svc.speedups()).toEqual([]);
      expect(storedDeposit()).toEqual(SENT);
    },
  );

  it('nothing before the service answered, nor for a send without a hash', async () => {
    const svc = service();
    svc.open(undefined, createDepositPageMemory());
    await settle();
    useSwapsStore.setState({ swaps: [{ ...STORED, deposit: { state: 'signing', at: 1 } }] });
    svc.open(swap('user_transfer_pending'), createDepositPageMemory());
    await settle();
    expect(svc.speedups()).toEqual([]);
  });

  it('a hash another tab stores while this page is open is left to that tab’s own notice', async () => {
    const svc = service();
    const page = createDepositPageMemory(1_000);
    useSwapsStore.setState({ swaps: [{ ...STORED, deposit: { ...SENT, at: 2_000 } }] });
    svc.open(swap('user_transfer_pending'), page);
    await settle();
    expect(svc.speedups()).toEqual([]);
    // The next page load (that tab closed before the service answered) sends it.
    svc.open(swap('user_transfer_pending'), createDepositPageMemory(3_000));
    await settle();
    expect(svc.speedups()).toHaveLength(1);
  });

  it('two tabs opened on the swap may each send it once (the service looks at the same hash twice)', async () => {
    const svc = service({ speedup: 'hold' });
    svc.open(swap('user_transfer_pending'), createDepositPageMemory());
    svc.open(swap('user_transfer_pending'), createDepositPageMemory());
    await settle();
    expect(svc.speedups().map((request) => request.body.transaction_id)).toEqual([HASH, HASH]);
  });
});

describe('useDepositNotice through the poller', () => {
  it('polled many times while the service has not seen the deposit: one notice; none once it does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let now = swap('user_transfer_pending');
    const svc = service({ speedup: 503, swapNow: () => now });
    const hook = renderHook(() => useSwapPolling('swap-1'), { wrapper: svc.wrapper });
    await act(() => vi.advanceTimersByTimeAsync(21_000));
    const polls = svc.polls();
    expect(polls).toBeGreaterThanOrEqual(4);
    expect(svc.speedups()).toHaveLength(1);
    // The stored hash keeps the deposit step away while the service still waits for the deposit.
    expect(hook.result.current.phase?.phase).toBe('deposit_sent');

    now = swap('ls_transfer_pending', [INPUT]);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(svc.polls()).toBeGreaterThan(polls);
    expect(svc.speedups()).toHaveLength(1);
    // Nothing but polls and the one notice: no swap created, nothing else posted.
    expect(svc.others()).toEqual([]);
  });
});
