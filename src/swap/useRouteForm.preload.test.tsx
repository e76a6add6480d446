// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, envelope, jsonResponse } from '../api/test-support';

// Unmount what each test rendered, so no timer of a hook fires after the file's DOM is gone.
afterEach(cleanup);

/** Which wallet modules were fetched and evaluated (each fake's factory runs on its import). */
const loaded: string[] = [];
let idleTasks: Array<() => void> = [];

const network = (name: string, type: string, symbol: string) => ({
  name,
  display_name: name,
  type,
  tokens: [{ symbol, decimals: 6, group: symbol, price_in_usd: 1 }],
});
const NETWORKS = [
  network('ETHEREUM_MAINNET', 'evm', 'USDT'),
  network('TON_MAINNET', 'ton', 'USDT'),
  network('STARKNET_MAINNET', 'starknet', 'USDT'),
];

beforeEach(() => {
  vi.resetModules();
  loaded.length = 0;
  idleTasks = [];
  for (const family of ['evm', 'ton', 'starknet']) {
    vi.doMock(`../chains/${family}/wallet`, () => {
      loaded.push(family);
      return { default: () => null };
    });
  }
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function setup() {
  const { useFormStore } = await import('../state/form');
  const { useRouteForm } = await import('./useRouteForm');
  // From this test's fresh module graph, so that the hooks and their provider are the same ones.
  const { notFound, serviceWrapper } = await import('./useRouteForm.test-support');
  useFormStore.setState({
    from: { network: null, token: null },
    to: { network: null, token: null },
    depositMethod: 'wallet',
  });
  const fake = createFakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/v2/sources' || path === '/api/v2/destinations')
      return jsonResponse(envelope(NETWORKS));
    if (path === '/api/v2/detailed_quote') return jsonResponse(envelope([]));
    return notFound();
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const site = { from: OPEN, to: OPEN, families: null };
  const hook = renderHook(() => useRouteForm(site), { wrapper: serviceWrapper(queryClient, fake.fetch) });
  await waitFor(() => expect(hook.result.current.lists.sources?.length).toBe(3));
  const choose = (side: 'from' | 'to', name: string) =>
    act(() => useFormStore.getState().setEnd(side, { network: name, token: 'USDT' }));
  const idle = async () => {
    await act(async () => {
      const tasks = idleTasks;
      idleTasks = [];
      for (const task of tasks) task();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { hook, choose, idle };
}
const OPEN = { lockNetwork: false, lockToken: false, hidden: false };

describe('the route form preloads the source family’s wallet module', () => {
  it('fetches nothing until a source is chosen, then only the source family, once the page is idle', async () => {
    const { choose, idle } = await setup();
    await idle();
    expect(loaded).toEqual([]);

    // A destination is not where the wallet connects: its family is not fetched.
    await choose('to', 'STARKNET_MAINNET');
    await idle();
    expect(loaded).toEqual([]);

    await choose('from', 'TON_MAINNET');
    expect(loaded).toEqual([]);
    await idle();
    await waitFor(() => expect(loaded).toEqual(['ton']));

    // Another source: its family too; the first one is not fetched again.
    await choose('from', 'ETHEREUM_MAINNET');
    await choose('from', 'TON_MAINNET');
    await idle();
    await waitFor(() => expect(loaded).toEqual(['ton', 'evm']));
  });
});
