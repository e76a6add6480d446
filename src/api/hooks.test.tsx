// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../queryClient';
import { ApiConfigProvider } from './context';
import {
  useCreateSwap,
  useDepositSpeedup,
  useDestinations,
  useDetailedQuote,
  useHealth,
  useNetworks,
  useQuote,
  useSources,
  useSwap,
} from './hooks';
import { apiKeys } from './keys';
import { createFakeFetch, envelope, jsonResponse } from './test-support';

// Unmount what each test rendered, so no timer of a hook fires after the file's DOM is gone.
afterEach(cleanup);

const BASE = 'http://svc.test';
const route = { source_network: 'A', source_token: 'X', destination_network: 'B', destination_token: 'Y' };
const swapResponse = { swap: { id: 's1', status: 'user_transfer_pending' }, deposit_actions: [] };

function setup() {
  const fake = createFakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/v2/health') return new Response('ok');
    if (path === '/api/v2/networks') return jsonResponse(envelope([{ name: 'N1' }]));
    if (path === '/api/v2/sources') return jsonResponse(envelope([{ name: 'S1' }]));
    if (path === '/api/v2/destinations') return jsonResponse(envelope([{ name: 'D1' }]));
    if (path === '/api/v2/quote') return jsonResponse(envelope({ quote: { receive_amount: 9 } }));
    if (path === '/api/v2/detailed_quote') return jsonResponse(envelope([{ min_amount: 1 }]));
    if (path === '/api/v2/swaps' && request.method === 'POST') return jsonResponse(envelope(swapResponse));
    if (path.endsWith('/deposit_speedup')) return jsonResponse(envelope(null));
    if (path.startsWith('/api/v2/swaps/')) return jsonResponse(envelope(swapResponse));
    return jsonResponse({ data: null, error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiConfigProvider config={{ baseUrl: BASE, apiKey: 'k', fetch: fake.fetch }}>
        {children}
      </ApiConfigProvider>
    </QueryClientProvider>
  );
  return { wrapper, queryClient, requests: fake.requests };
}

describe('React Query hooks', () => {
  it('one hook per read endpoint resolves to the parsed data', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        health: useHealth(),
        networks: useNetworks({ network_types: ['evm'] }),
        sources: useSources(),
        destinations: useDestinations({ source_network: 'S1' }),
        quote: useQuote({ ...route, amount: '1' }),
        detailed: useDetailedQuote(route),
        swap: useSwap('s1'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true));
    expect(result.current.networks.data?.[0]?.name).toBe('N1');
    expect(result.current.sources.data?.[0]?.name).toBe('S1');
    expect(result.current.destinations.data?.[0]?.name).toBe('D1');
    expect(result.current.quote.data?.quote.receive_amount).toBe(9);
    expect(result.current.detailed.data?.[0]?.min_amount).toBe(1);
    expect(result.current.swap.data?.swap.id).toBe('s1');
  });

  it('queries wait for their inputs: no quote without params, no swap without an id', async () => {
    const { wrapper, requests } = setup();
    const { result } = renderHook(
      () => ({ quote: useQuote(undefined), detailed: useDetailedQuote(undefined), swap: useSwap(undefined) }),
      { wrapper },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.quote.fetchStatus).toBe('idle');
    expect(result.current.swap.fetchStatus).toBe('idle');
    expect(requests).toHaveLength(0);
  });

  it('two components asking for the same data share one request (keys from one factory)', async () => {
    const { wrapper, requests } = setup();
    const { result } = renderHook(() => [useSources(), useSources()], { wrapper });
    await waitFor(() => expect(result.current.every((q) => q.isSuccess)).toBe(true));
    expect(requests.filter((r) => r.url.pathname === '/api/v2/sources')).toHaveLength(1);
  });

  it('createSwap puts the new swap in the cache; deposit speedup posts the hash', async () => {
    const { wrapper, queryClient, requests } = setup();
    const { result } = renderHook(() => ({ create: useCreateSwap(), speedup: useDepositSpeedup() }), {
      wrapper,
    });
    await act(async () => {
      await result.current.create.mutateAsync({ ...route, destination_address: 'd', amount: '1' });
    });
    expect(queryClient.getQueryData(apiKeys.swap(BASE, 's1'))).toMatchObject({ swap: { id: 's1' } });
    await act(async () => {
      await result.current.speedup.mutateAsync({ id: 's1', transactionId: '0xhash' });
    });
    const speedup = requests.find((r) => r.url.pathname === '/api/v2/swaps/s1/deposit_speedup');
    expect(JSON.parse(speedup?.body ?? '')).toEqual({ transaction_id: '0xhash' });
  });

  it('hooks outside the provider fail loudly', () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    expect(() => renderHook(() => useNetworks(), { wrapper })).toThrow(/ApiConfigProvider/);
  });
});

describe('useCreateSwap: one request per call, never retried', () => {
  const body = { ...route, destination_address: 'd', amount: '1' };
  const failures = [
    ['no answer within the creation’s time limit (45 s)', 'TIMEOUT', () => new Promise<Response>(() => {})],
    ['a dropped connection', 'NETWORK_ERROR', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'a 503',
      'INTERNAL_ERROR',
      () => jsonResponse({ data: null, error: { code: 'INTERNAL_ERROR', message: 'down' } }, { status: 503 }),
    ],
  ] as const;
  const clients = [
    ['the app’s query client', createQueryClient],
    // Even where a client's defaults retry mutations, the hook says no for itself.
    [
      'a client that retries mutations',
      () => new QueryClient({ defaultOptions: { mutations: { retry: 3 } } }),
    ],
  ] as const;

  for (const [what, code, answer] of failures) {
    for (const [clientName, makeClient] of clients) {
      it(`${what}, with ${clientName}: one POST, the error to the caller`, async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        try {
          const fake = createFakeFetch(answer);
          const queryClient = makeClient();
          const wrapper = ({ children }: { children: ReactNode }) => (
            <QueryClientProvider client={queryClient}>
              <ApiConfigProvider config={{ baseUrl: BASE, apiKey: 'k', fetch: fake.fetch, timeoutMs: 20 }}>
                {children}
              </ApiConfigProvider>
            </QueryClientProvider>
          );
          const { result } = renderHook(() => useCreateSwap(), { wrapper });
          const pending = result.current.mutateAsync(body).catch((error: unknown) => error);
          await vi.advanceTimersByTimeAsync(45_000);
          expect(await pending).toMatchObject({ code });
          // Long past any retry delay (React Query waits 1 s, 2 s, 4 s between retries).
          await vi.advanceTimersByTimeAsync(30_000);
          expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
          await waitFor(() => expect(result.current.isError).toBe(true));
          expect(result.current.failureCount).toBe(1);
        } finally {
          vi.useRealTimers();
        }
      });
    }
  }
});
