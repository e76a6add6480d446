// @vitest-environment happy-dom
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { apiKeys } from '../api/keys';
import { createFakeFetch, envelope, type FakeHandler, jsonResponse } from '../api/test-support';
import type { RouteNetwork, RouteToken } from '../api/types';
import { createQueryClient } from '../queryClient';
import { useFormStore } from '../state/form';
import { useSwapsStore } from '../state/swaps';
import { storedSwapFor } from './stored-swap';
import {
  answerLost,
  CREATE_SLOW_MS,
  createSwapBody,
  receiveFellBelow,
  useCreateSwapFlow,
} from './useCreateSwapFlow';
import type { CreateOrder } from './useRouteForm';
import { notFound, serviceWrapper, TEST_SERVICE } from './useRouteForm.test-support';

// Unmount what each test rendered, so no timer of a hook fires after the file's DOM is gone.
afterEach(cleanup);

const BASE = TEST_SERVICE;
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ETH: RouteToken = { symbol: 'ETH', decimals: 18, group: 'ETH' };
const ETHEREUM: RouteNetwork = {
  name: 'ETHEREUM_MAINNET',
  display_name: 'Ethereum',
  type: 'evm',
  chain_id: '1',
};
const ARBITRUM: RouteNetwork = { name: 'ARBITRUM_MAINNET', display_name: 'Arbitrum One', type: 'evm' };
const ROUTE = {
  source_network: 'ETHEREUM_MAINNET',
  source_token: 'ETH',
  destination_network: 'ARBITRUM_MAINNET',
  destination_token: 'ETH',
};
const ORDER: CreateOrder = {
  route: ROUTE,
  quoteParams: { ...ROUTE, amount: '0.5', refuel: false, use_deposit_address: true },
  shownMinReceive: 0.48,
  source: { network: ETHEREUM, token: ETH },
  destination: { network: ARBITRUM, token: ETH, address: ADDRESS },
  refundAddress: null,
  sourceAddress: null,
  method: 'manual',
  refuel: false,
  slippage: undefined,
  referenceId: undefined,
  limits: { min: '0.01', max: '10' },
};
const QUOTE = { quote: { receive_amount: 0.49, min_receive_amount: 0.48 } };
const CREATED = {
  swap: { id: 'swap-1', status: 'user_transfer_pending', transactions: [] },
  deposit_actions: [],
};

function setup(
  createSwap: FakeHandler,
  quote: unknown = QUOTE,
  queryClient: QueryClient = createQueryClient(),
) {
  const fake = createFakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/v2/quote') return jsonResponse(envelope(quote));
    if (path === '/api/v2/swaps' && request.method === 'POST') return createSwap(request);
    return notFound();
  });
  const wrapper = serviceWrapper(queryClient, fake.fetch);
  const onCreated = vi.fn();
  const hook = renderHook(() => useCreateSwapFlow(onCreated), { wrapper });
  const posts = () => fake.requests.filter((r) => r.method === 'POST');
  const quotes = () => fake.requests.filter((r) => r.url.pathname === '/api/v2/quote');
  return { ...hook, onCreated, posts, quotes, queryClient };
}

beforeEach(() => {
  useFormStore.setState({ amount: '0.5', destinationAddress: ADDRESS });
  useSwapsStore.setState({ swaps: [] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCreateSwapFlow', () => {
  it('one press, pressed twice: one re-quote, one POST, the swap recorded with what was chosen', async () => {
    const { result, onCreated, posts, quotes, queryClient } = setup(() => jsonResponse(envelope(CREATED)));
    await act(async () => {
      await Promise.all([result.current.create(ORDER), result.current.create(ORDER)]);
    });
    expect(quotes()).toHaveLength(1);
    expect(posts()).toHaveLength(1);
    // The amount goes out as the exact digits typed (a JSON number written from the text).
    expect(posts()[0]?.body).toMatch(/"amount":0\.5[,}]/);
    expect(JSON.parse(posts()[0]?.body ?? '')).toMatchObject({ ...ROUTE, destination_address: ADDRESS });
    // The re-quote is the hook's own query: the quote on screen is the fresh one.
    expect(queryClient.getQueryData(apiKeys.quote(BASE, ORDER.quoteParams))).toMatchObject(QUOTE);
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(onCreated).toHaveBeenCalledWith('swap-1');
    const stored = useSwapsStore.getState().swaps[0];
    expect(stored).toMatchObject({
      id: 'swap-1',
      amount: '0.5',
      depositMethod: 'manual',
      sourceNetworkName: 'Ethereum',
      destinationNetworkName: 'Arbitrum One',
      expected: { origin: 'created', amount: '500000000000000000', destination: { address: ADDRESS } },
    });
    // Only the amount is cleared for the next swap.
    expect(useFormStore.getState()).toMatchObject({ amount: '', destinationAddress: ADDRESS });
  });

  it('says the service is slow after 8 s, then that the answer was lost at the time limit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result, posts, onCreated } = setup(() => new Promise<Response>(() => {}));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.create(ORDER);
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(CREATE_SLOW_MS - 100));
    expect(result.current.slow).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(result.current.slow).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(45_000);
      await done;
    });
    expect(result.current).toMatchObject({ pending: false, slow: false, lost: true, failure: null });
    expect(posts()).toHaveLength(1);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('an answer lost to a dropped connection: said, nothing recorded, the form kept; the next press sends one more', async () => {
    let drop = true;
    const { result, posts, onCreated } = setup(() => {
      if (drop) throw new TypeError('Failed to fetch');
      return jsonResponse(envelope(CREATED));
    });
    await act(() => result.current.create(ORDER));
    expect(result.current.lost).toBe(true);
    expect(result.current.failure).toBeNull();
    expect(useSwapsStore.getState().swaps).toHaveLength(0);
    expect(useFormStore.getState().amount).toBe('0.5');
    expect(posts()).toHaveLength(1);

    drop = false;
    await act(() => result.current.create(ORDER));
    expect(result.current.lost).toBe(false);
    expect(posts()).toHaveLength(2);
    expect(onCreated).toHaveBeenCalledWith('swap-1');
  });

  it('a refusal keeps every field and the order it was for, until an edit clears it', async () => {
    const { result, posts } = setup(() =>
      jsonResponse(
        { data: null, error: { code: 'ROUTE_NOT_FOUND_ERROR', message: 'No route' } },
        { status: 404 },
      ),
    );
    await act(() => result.current.create(ORDER));
    expect(result.current.lost).toBe(false);
    expect(result.current.failure?.order).toBe(ORDER);
    expect(result.current.failure?.error).toMatchObject({ code: 'ROUTE_NOT_FOUND_ERROR' });
    expect(useFormStore.getState()).toMatchObject({ amount: '0.5', destinationAddress: ADDRESS });
    expect(posts()).toHaveLength(1);
    act(() => result.current.clearFailure());
    expect(result.current.failure).toBeNull();
  });

  it('a fresh quote below what the shown one promised: said, and nothing is created', async () => {
    const { result, posts } = setup(() => jsonResponse(envelope(CREATED)), {
      quote: { receive_amount: 0.4, min_receive_amount: 0.39 },
    });
    await act(() => result.current.create(ORDER));
    expect(result.current.quoteChange).toEqual({ receive: 0.4, token: ETH });
    expect(posts()).toHaveLength(0);
  });

  it('a re-quote that fails is a refusal, never a lost answer (nothing was sent)', async () => {
    const { result, posts } = setup(() => jsonResponse(envelope(CREATED)), null);
    await act(() => result.current.create(ORDER));
    expect(result.current.lost).toBe(false);
    expect(result.current.failure?.error).toBeInstanceOf(ApiError);
    expect(posts()).toHaveLength(0);
  });

  it('does nothing without an order', async () => {
    const { result, quotes } = setup(() => jsonResponse(envelope(CREATED)));
    await act(() => result.current.create(null));
    expect(quotes()).toHaveLength(0);
  });
});

describe('the create flow’s rules', () => {
  const error = (code: string, status: number) => new ApiError({ code, status, message: code });

  it('an answer is lost to a timeout, a dropped connection or a gateway that gave up', () => {
    expect(answerLost(error('TIMEOUT', 0))).toBe(true);
    expect(answerLost(error('NETWORK_ERROR', 0))).toBe(true);
    expect(answerLost(error('HTTP_ERROR', 502))).toBe(true);
    expect(answerLost(error('NON_JSON_RESPONSE', 504))).toBe(true);
    expect(answerLost(error('HTTP_ERROR', 500))).toBe(false);
    expect(answerLost(error('ROUTE_NOT_FOUND_ERROR', 404))).toBe(false);
    expect(answerLost(new Error('x'))).toBe(false);
  });

  it('a fresh quote counts as lower only below the shown minimum', () => {
    const fresh = (receive_amount: number | undefined) => ({ quote: { receive_amount } });
    expect(receiveFellBelow(0.48, fresh(0.47))).toBe(0.47);
    expect(receiveFellBelow(0.48, fresh(0.48))).toBeNull();
    expect(receiveFellBelow(undefined, fresh(0.1))).toBeNull();
    expect(receiveFellBelow(0.48, fresh(undefined))).toBeNull();
  });

  it('the body: a wallet deposit through the depository, slippage and the reference only when set', () => {
    expect(createSwapBody(ORDER)).toEqual({
      ...ROUTE,
      amount: '0.5',
      destination_address: ADDRESS,
      refund_address: null,
      source_address: null,
      refuel: false,
      use_deposit_address: true,
    });
    const wallet: CreateOrder = {
      ...ORDER,
      method: 'wallet',
      sourceAddress: '0xabc',
      source: { network: { ...ETHEREUM, metadata: { depository_contract: '0xdep' } }, token: ETH },
      slippage: 0.01,
      referenceId: 'ref-1',
      refundAddress: '0xrefund',
    };
    expect(createSwapBody(wallet)).toMatchObject({
      source_address: '0xabc',
      use_deposit_address: false,
      use_depository: true,
      slippage: 0.01,
      reference_id: 'ref-1',
      refund_address: '0xrefund',
    });
    expect(createSwapBody({ ...ORDER, source: wallet.source })).not.toHaveProperty('use_depository');
  });

  it('the record keeps the reference and the service’s status, stamped once', () => {
    const stored = storedSwapFor({ ...ORDER, referenceId: 'ref-1' }, CREATED, 1234);
    expect(stored).toMatchObject({
      referenceId: 'ref-1',
      status: 'user_transfer_pending',
      createdAt: 1234,
      updatedAt: 1234,
    });
    expect(storedSwapFor(ORDER, CREATED, 1)).not.toHaveProperty('referenceId');
  });
});
