// @vitest-environment happy-dom
/**
 * "Swaps of your wallets" in History, over a fake service: asked only with a connected wallet,
 * listed without this browser's own swaps, newest first, paged with "Show more", opened like a
 * stored swap; a failure said with a retry; a 404 (the service has no such endpoint) hides it all.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiConfigProvider } from '../../api/context';
import { createFakeFetch, envelope, type FakeHandler, jsonResponse } from '../../api/test-support';
import { createQueryClient } from '../../queryClient';
import { type StoredSwap, useSwapsStore } from '../../state/swaps';
import { HistoryList } from './HistoryList';
import { WalletSwaps } from './WalletSwaps';

const wallets = vi.hoisted(() => ({ current: {} as Record<string, string> }));
vi.mock('../../wallets/host', () => ({ useLoadedWalletAddresses: () => wallets.current }));

const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const eth = { symbol: 'ETH', decimals: 18, precision: 6 };
const chainA = { name: 'LOCAL_L1', display_name: 'Local Chain A' };
const chainB = { name: 'LOCAL_L2', display_name: 'Local Chain B' };

/** A swap as the service lists it; `minutesAgo` orders them. */
function entry(id: string, status: string, minutesAgo: number, amount = 1.5) {
  return {
    swap: {
      id,
      status,
      created_date: new Date(Date.parse('2026-11-27T09:00:00Z') - minutesAgo * 60_000).toISOString(),
      source_network: chainA,
      destination_network: chainB,
      source_token: eth,
      destination_token: eth,
      requested_amount: amount,
      transactions: [],
    },
    quote: { receive_amount: amount - 0.01 },
    refuel: null,
    reward: null,
  };
}

function stored(id: string): StoredSwap {
  return {
    id,
    createdAt: Date.parse('2026-11-27T08:00:00Z'),
    sourceNetwork: 'LOCAL_L1',
    sourceToken: 'ETH',
    destinationNetwork: 'LOCAL_L2',
    destinationToken: 'ETH',
    amount: '0.2',
    destinationAddress: EVM,
    depositMethod: 'wallet',
    status: 'user_transfer_pending',
  };
}

const notFound = () =>
  jsonResponse(
    { data: null, error: { code: 'NOT_FOUND', message: 'No endpoint at GET /api/v2/swaps.' } },
    { status: 404 },
  );

function renderWith(handler: FakeHandler, ui: 'section' | 'history' = 'section') {
  const fake = createFakeFetch(handler);
  const onOpen = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiConfigProvider config={{ baseUrl: 'http://svc.test', apiKey: 'k', fetch: fake.fetch }}>
        {ui === 'history' ? <HistoryList onOpen={onOpen} /> : <WalletSwaps onOpen={onOpen} />}
      </ApiConfigProvider>
    </QueryClientProvider>,
  );
  const listRequests = () => fake.requests.filter((request) => request.url.pathname === '/api/v2/swaps');
  return { onOpen, listRequests };
}

const section = () => screen.getByRole('region', { name: 'Swaps of your wallets' });
const items = () => within(section()).queryAllByTestId('wallet-swap');

beforeEach(() => {
  wallets.current = { evm: EVM };
  useSwapsStore.setState({ swaps: [] });
});
afterEach(cleanup);

describe('Swaps of your wallets', () => {
  it('asks nothing and shows nothing without a connected wallet', async () => {
    wallets.current = {};
    const { listRequests } = renderWith(
      () => jsonResponse(envelope([entry('a', 'completed', 1)])),
      'history',
    );
    expect(screen.getByRole('heading', { name: 'Your swaps' })).toBeTruthy();
    expect(screen.queryByText('Swaps of your wallets')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(listRequests()).toHaveLength(0);
  });

  it('asks for every connected wallet’s address, says it is looking, then lists the swaps newest first with their status', async () => {
    wallets.current = { solana: SOLANA, evm: EVM };
    let answer: (response: Response) => void = () => undefined;
    const { listRequests } = renderWith(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    expect(within(section()).getByRole('status').textContent).toBe('Looking up the swaps of your wallets…');
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    expect(listRequests()[0]?.url.searchParams.getAll('address')).toEqual([EVM, SOLANA].sort());
    expect(listRequests()[0]?.url.searchParams.get('page')).toBe('1');
    act(() =>
      answer(
        jsonResponse(
          envelope([
            entry('older', 'completed', 30, 2),
            entry('newer', 'user_transfer_pending', 5),
            entry('x', 'new_status', 60),
          ]),
        ),
      ),
    );
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^1\.5 ETH Local Chain A → ETH on Local Chain B\s*Waiting for deposit/),
      expect.stringMatching(/^2 ETH Local Chain A → ETH on Local Chain B\s*Completed/),
      expect.stringMatching(/In progress/),
    ]);
    expect(within(section()).getByRole('status').textContent).toBe('3 swaps of your wallets listed.');
  });

  it('leaves out the swaps this browser already lists, so none shows twice', async () => {
    useSwapsStore.setState({ swaps: [stored('mine')] });
    renderWith(
      () =>
        jsonResponse(
          envelope([entry('mine', 'user_transfer_pending', 1), entry('elsewhere', 'completed', 10)]),
        ),
      'history',
    );
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]?.textContent).toContain('Completed');
    // The stored one is in this browser's list once, and only there.
    const all = screen.getAllByRole('button').filter((button) => button.className === 'portage-history-item');
    expect(all).toHaveLength(2);
  });

  it('says so when the service knows no other swap', async () => {
    useSwapsStore.setState({ swaps: [stored('mine')] });
    renderWith(() => jsonResponse(envelope([entry('mine', 'completed', 1)])));
    await waitFor(() =>
      expect(within(section()).getByRole('status').textContent).toBe(
        'The service knows no other swaps of your wallets.',
      ),
    );
    expect(items()).toHaveLength(0);
  });

  it('opening one calls onOpen with its id, as the stored list does', async () => {
    const { onOpen } = renderWith(() => jsonResponse(envelope([entry('found-1', 'completed', 1)])));
    await waitFor(() => expect(items()).toHaveLength(1));
    fireEvent.click(items()[0] as HTMLElement);
    expect(onOpen).toHaveBeenCalledWith('found-1');
  });

  it('pages: "Show more" asks the next page and moves focus to its first swap; a short page is the last', async () => {
    const full = Array.from({ length: 20 }, (_, i) => entry(`p1-${i}`, 'completed', i));
    const { listRequests } = renderWith((request) =>
      jsonResponse(
        envelope(request.url.searchParams.get('page') === '1' ? full : [entry('p2-0', 'refunded', 100)]),
      ),
    );
    await waitFor(() => expect(items()).toHaveLength(20));
    const more = within(section()).getByRole('button', { name: 'Show more' });
    more.focus();
    fireEvent.click(more);
    await waitFor(() => expect(items()).toHaveLength(21));
    expect(listRequests().map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(within(section()).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(document.activeElement).toBe(items()[20]);
    expect(items()[20]?.textContent).toContain('Refunded');
  });

  it('a failure is said with the service’s problem and a retry that asks again', async () => {
    let fail = true;
    const { listRequests } = renderWith(() =>
      fail
        ? jsonResponse(
            { data: null, error: { code: 'VALIDATION_ERROR', message: 'address is required' } },
            { status: 400 },
          )
        : jsonResponse(envelope([entry('a', 'completed', 1)])),
    );
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toBe('The swaps of your wallets could not be loaded. address is required');
    fail = false;
    fireEvent.click(within(section()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(section()).queryByRole('alert')).toBeNull();
    expect(listRequests()).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Swaps of your wallets' }));
  });

  it('an unreachable service is said as such', async () => {
    renderWith(() =>
      jsonResponse(
        { data: null, error: { code: 'INVALID_CREDENTIALS', message: 'bad key' } },
        { status: 401 },
      ),
    );
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toBe(
      'The swaps of your wallets could not be loaded. This widget is not set up correctly: the service refused its API key.',
    );
  });

  it('a service that answers 404 shows no section and no error, and is asked once', async () => {
    const { listRequests } = renderWith(notFound, 'history');
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Swaps of your wallets')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    // This browser's own list is all there is, as before.
    expect(screen.getByRole('heading', { name: 'Your swaps' })).toBeTruthy();
    expect(listRequests()).toHaveLength(1);
  });

  it('a bare 404 page hides it too', async () => {
    renderWith(() => new Response('Not Found', { status: 404 }));
    await waitFor(() => expect(screen.queryByText('Swaps of your wallets')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
