// @vitest-environment happy-dom
/**
 * `useSwapsOfAddresses`: pages asked one after another from page 1, the last one the first that is
 * not full, nothing asked without addresses, and a 404 (the service has no such endpoint) taken as
 * "not offered": not retried by the widget's own retry policy, recognised by `isNotOffered`.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../queryClient';
import { isNotOffered } from './client';
import { ApiConfigProvider } from './context';
import { useSwapsOfAddresses } from './swaps-of-addresses';
import { createFakeFetch, envelope, type FakeHandler, jsonResponse } from './test-support';

afterEach(cleanup);

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const entries = (page: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ swap: { id: `p${page}-${i}`, status: 'completed' } }));

function setup(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  // The widget's own client: its retry policy is part of what is tested.
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiConfigProvider config={{ baseUrl: 'http://svc.test', apiKey: 'k', fetch: fake.fetch }}>
        {children}
      </ApiConfigProvider>
    </QueryClientProvider>
  );
  const swapRequests = () => fake.requests.filter((request) => request.url.pathname === '/api/v2/swaps');
  return { wrapper, swapRequests };
}

describe('useSwapsOfAddresses', () => {
  it('asks page 1, then page 2 on demand, and offers no page after one that is not full', async () => {
    const { wrapper, swapRequests } = setup((request) => {
      const page = Number(request.url.searchParams.get('page'));
      return jsonResponse(envelope(entries(page, page === 1 ? 20 : 3)));
    });
    const { result } = renderHook(() => useSwapsOfAddresses({ addresses: [EVM] }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages.map((page) => page.length)).toEqual([20]);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages[1]?.[0]?.swap.id).toBe('p2-0');
    expect(result.current.hasNextPage).toBe(false);
    expect(swapRequests().map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(swapRequests()[0]?.url.searchParams.getAll('address')).toEqual([EVM]);
  });

  it('asks nothing without addresses', async () => {
    const { wrapper, swapRequests } = setup(() => jsonResponse(envelope([])));
    const { result } = renderHook(() => useSwapsOfAddresses(undefined), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(swapRequests()).toHaveLength(0);
  });

  it('a 404 is "not offered": asked once, never retried, and recognised as such', async () => {
    const { wrapper, swapRequests } = setup(() =>
      jsonResponse({ data: null, error: { code: 'NOT_FOUND', message: 'No endpoint.' } }, { status: 404 }),
    );
    const { result } = renderHook(() => useSwapsOfAddresses({ addresses: [EVM] }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isNotOffered(result.current.error)).toBe(true);
    // An error retried would still be pending here (the first retry waits 1 s).
    expect(result.current.failureCount).toBe(1);
    expect(swapRequests()).toHaveLength(1);
  });

  it('a server error is a failure, not "not offered"', async () => {
    const { wrapper } = setup(() =>
      jsonResponse({ data: null, error: { code: 'VALIDATION_ERROR', message: 'no' } }, { status: 400 }),
    );
    const { result } = renderHook(() => useSwapsOfAddresses({ addresses: [EVM] }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isNotOffered(result.current.error)).toBe(false);
  });
});
