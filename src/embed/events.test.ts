// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { apiKeys } from '../api/keys';
import type { QuoteParams, SwapResponse } from '../api/types';
import type { DeliveryRecord } from '../chains/kit/payout-record';
import { useDeliveries } from '../state/deliveries';
import { useFormStore } from '../state/form';
import { helpOpened } from '../state/help';
import { useSwapsStore } from '../state/swaps';
import { DELIVERY_WAIT_MS, startHostEvents } from './events';
import { portageMessage } from './protocol';

const HOST = 'https://partner.example';
const SCOPE = 'https://api.portage.example';
const API_KEY = 'secret-partner-key-7f3a';

interface Posted {
  message: { source: string; version: number; type: string; payload: Record<string, unknown> };
  origin: string;
}

/** A widget window inside a frame: its parent records what is posted to it. */
function framedWindow() {
  const posted: Posted[] = [];
  const target = new EventTarget();
  const parent = {
    postMessage: (message: Posted['message'], origin: string) => posted.push({ message, origin }),
  };
  const win = {
    parent,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  } as unknown as Window;
  const receive = (data: unknown, origin: string, source: unknown = parent) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { win, parent, posted, receive };
}

const route: QuoteParams = {
  source_network: 'ETHEREUM_MAINNET',
  source_token: 'ETH',
  destination_network: 'ARBITRUM_MAINNET',
  destination_token: 'ETH',
  amount: '0.5',
};

/** A check of swap-1's payout, as the status step records it (swap/useDeliveryCheck.ts). */
function check(verdict: DeliveryRecord['verdict'], kind: DeliveryRecord['kind'] = 'output'): DeliveryRecord {
  return {
    kind,
    hash: '0xbeef',
    network: 'Arbitrum One',
    explorerUrl: null,
    token: { symbol: 'ETH', decimals: 18 },
    verdict,
    checkedAt: 1,
  };
}

/** The swap the person made on `route`, as the widget stores it. */
const madeSwap = {
  createdAt: 1,
  sourceNetwork: route.source_network,
  sourceToken: route.source_token,
  destinationNetwork: route.destination_network,
  destinationToken: route.destination_token,
  amount: '0.5',
  destinationAddress: '0xabc',
  depositMethod: 'wallet' as const,
};

function swapData(status: string, transactions: SwapResponse['swap']['transactions'] = []): SwapResponse {
  return {
    swap: {
      id: 'swap-1',
      status,
      source_network: { name: 'ETHEREUM_MAINNET' },
      transactions,
    },
    deposit_actions: [],
  } as unknown as SwapResponse;
}

let stop: () => void = () => {};
let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient();
  useSwapsStore.setState({ swaps: [] });
  useDeliveries.setState({ checks: {} });
  useFormStore.setState({ from: { network: null, token: null }, to: { network: null, token: null } });
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

function start(frame: ReturnType<typeof framedWindow>, parentOrigins = [HOST], onConfigUpdate = vi.fn()) {
  stop = startHostEvents({
    parentOrigins,
    queryClient,
    onConfigUpdate,
    ready: { lang: 'es', swapId: null },
    root: null,
    win: frame.win,
  });
  return onConfigUpdate;
}

const types = (posted: Posted[]) => posted.map((p) => p.message.type);

describe('events to the host page', () => {
  it('a whole swap, in order, each to the named origin only, with the payloads a host needs', () => {
    const frame = framedWindow();
    start(frame, [HOST, 'https://www.partner.example']);

    useFormStore.getState().setEnd('from', { network: 'ETHEREUM_MAINNET', token: 'ETH' });
    useFormStore.getState().setEnd('to', { network: 'ARBITRUM_MAINNET', token: 'ETH' });
    queryClient.setQueryData(apiKeys.quote(SCOPE, route), {
      quote: { receive_amount: 0.4985, min_receive_amount: 0.497, total_fee: 0.0015 },
    });
    useSwapsStore.getState().add({
      ...madeSwap,
      id: 'swap-1',
      referenceId: 'order-42',
      status: 'user_transfer_pending',
    });
    useSwapsStore.getState().recordDeposit('swap-1', { state: 'signing', at: 2 });
    useSwapsStore.getState().recordDeposit('swap-1', { state: 'submitted', txHash: '0xdead', at: 3 });
    const key = apiKeys.swap(SCOPE, 'swap-1');
    queryClient.setQueryData(key, swapData('user_transfer_pending'));
    queryClient.setQueryData(
      key,
      swapData('ls_transfer_pending', [{ type: 'input', transaction_hash: '0xdead', amount: 0.5 }]),
    );
    queryClient.setQueryData(
      key,
      swapData('completed', [
        { type: 'input', transaction_hash: '0xdead', amount: 0.5 },
        { type: 'output', transaction_hash: '0xbeef', amount: 0.4985 },
      ]),
    );
    // The ending waits for the check of the payout, then carries its verdict.
    expect(frame.posted.map((p) => p.message.type)).not.toContain('swap_completed');
    useDeliveries.getState().record('swap-1', check({ verdict: 'delivered', paid: '1', minimum: '1' }));

    const mine = frame.posted.filter((p) => p.origin === HOST).map((p) => p.message);
    expect(mine.map((m) => m.type)).toEqual([
      'ready',
      'route_changed',
      'route_changed',
      'quote_updated',
      'swap_created',
      'deposit_submitted',
      'swap_status_changed',
      'swap_status_changed',
      'swap_completed',
    ]);
    // Each message went to both named origins, and to no other.
    expect(new Set(frame.posted.map((p) => p.origin))).toEqual(
      new Set([HOST, 'https://www.partner.example']),
    );
    expect(frame.posted).toHaveLength(mine.length * 2);
    expect(mine.every((m) => m.source === 'portage' && m.version === 1)).toBe(true);
    const payload = (type: string) => mine.find((m) => m.type === type)?.payload;
    expect(payload('ready')).toEqual({ lang: 'es', swapId: null });
    expect(mine[2]?.payload).toEqual({
      from: { network: 'ETHEREUM_MAINNET', token: 'ETH' },
      to: { network: 'ARBITRUM_MAINNET', token: 'ETH' },
    });
    expect(payload('quote_updated')).toEqual({
      route: {
        sourceNetwork: 'ETHEREUM_MAINNET',
        sourceToken: 'ETH',
        destinationNetwork: 'ARBITRUM_MAINNET',
        destinationToken: 'ETH',
      },
      amount: '0.5',
      receiveAmount: '0.4985',
      minReceiveAmount: '0.497',
      fee: '0.0015',
    });
    expect(payload('swap_created')).toEqual({
      swapId: 'swap-1',
      route: {
        sourceNetwork: 'ETHEREUM_MAINNET',
        sourceToken: 'ETH',
        destinationNetwork: 'ARBITRUM_MAINNET',
        destinationToken: 'ETH',
      },
      amount: '0.5',
      destinationAddress: '0xabc',
      referenceId: 'order-42',
      depositMethod: 'wallet',
      status: 'user_transfer_pending',
    });
    // Once, when the wallet gave its hash (not at "signing", not again when the service sees it).
    expect(payload('deposit_submitted')).toEqual({
      swapId: 'swap-1',
      network: 'ETHEREUM_MAINNET',
      txHash: '0xdead',
    });
    expect(payload('swap_status_changed')).toEqual({
      swapId: 'swap-1',
      status: 'ls_transfer_pending',
      previousStatus: 'user_transfer_pending',
    });
    expect(mine[7]?.payload).toEqual({
      swapId: 'swap-1',
      status: 'completed',
      previousStatus: 'ls_transfer_pending',
    });
    expect(payload('swap_completed')).toEqual({
      swapId: 'swap-1',
      txHash: '0xbeef',
      receivedAmount: '0.4985',
      delivery: { verdict: 'delivered', checkedOn: 'Arbitrum One' },
    });
  });

  it('a manual deposit is reported when the service first sees it', () => {
    const frame = framedWindow();
    start(frame);
    const key = apiKeys.swap(SCOPE, 'swap-1');
    queryClient.setQueryData(key, swapData('user_transfer_pending'));
    queryClient.setQueryData(
      key,
      swapData('ls_transfer_pending', [{ type: 'input', transaction_hash: '0xin' }]),
    );
    queryClient.setQueryData(
      key,
      swapData('ls_transfer_pending', [{ type: 'input', transaction_hash: '0xin' }]),
    );
    // The first status seen is the starting point, not a change; the deposit is reported once.
    expect(types(frame.posted)).toEqual(['ready', 'deposit_submitted', 'swap_status_changed']);
    expect(frame.posted[1]?.message.payload).toEqual({
      swapId: 'swap-1',
      network: 'ETHEREUM_MAINNET',
      txHash: '0xin',
    });
    expect(frame.posted[2]?.message.payload).toEqual({
      swapId: 'swap-1',
      status: 'ls_transfer_pending',
      previousStatus: 'user_transfer_pending',
    });
  });

  it.each([
    ['failed', 'swap_failed', { swapId: 'swap-1', status: 'failed' }],
    ['expired', 'swap_failed', { swapId: 'swap-1', status: 'expired' }],
    ['cancelled', 'swap_failed', { swapId: 'swap-1', status: 'cancelled' }],
    [
      'refunded',
      'swap_refunded',
      { swapId: 'swap-1', txHash: '0xrefund', delivery: { verdict: 'not_checked', reason: 'no_node' } },
    ],
    [' Cancelled ', 'swap_failed', { swapId: 'swap-1', status: 'cancelled' }],
  ])('%j ends with %s', (status, type, expected) => {
    const frame = framedWindow();
    start(frame);
    // A refund's check already made when the status arrives is carried at once.
    useDeliveries.getState().record('swap-1', check({ verdict: 'not_checked', reason: 'no_node' }, 'refund'));
    queryClient.setQueryData(apiKeys.swap(SCOPE, 'swap-1'), swapData('ls_transfer_pending'));
    queryClient.setQueryData(
      apiKeys.swap(SCOPE, 'swap-1'),
      swapData(status, [{ type: 'refund', transaction_hash: '0xrefund' }]),
    );
    expect(frame.posted.at(-1)?.message).toEqual(portageMessage(type, expected));
  });

  it('a payout not confirmed on chain: the differences, with their figures', () => {
    const frame = framedWindow();
    start(frame);
    const key = apiKeys.swap(SCOPE, 'swap-1');
    queryClient.setQueryData(key, swapData('ls_transfer_pending'));
    queryClient.setQueryData(key, swapData('completed', [{ type: 'output', transaction_hash: '0xbeef' }]));
    const differences = [
      { code: 'recipient' as const, expected: '0xabc', paid: ['0xdef'] },
      { code: 'amount' as const, minimum: '100', paid: '50' },
    ];
    useDeliveries.getState().record('swap-1', check({ verdict: 'not_confirmed', differences }));
    // Recorded again (a later check): the ending is not posted twice.
    useDeliveries.getState().record('swap-1', check({ verdict: 'delivered', paid: '1', minimum: null }));
    const endings = frame.posted.filter((p) => p.message.type === 'swap_completed');
    expect(endings).toHaveLength(1);
    expect(endings[0]?.message.payload.delivery).toEqual({
      verdict: 'not_confirmed',
      differences,
      checkedOn: 'Arbitrum One',
    });
  });

  it('no check within the wait: the ending is posted with not_checked, reason timeout', () => {
    vi.useFakeTimers();
    try {
      const frame = framedWindow();
      start(frame);
      const key = apiKeys.swap(SCOPE, 'swap-1');
      queryClient.setQueryData(key, swapData('ls_transfer_pending'));
      queryClient.setQueryData(key, swapData('completed', [{ type: 'output', transaction_hash: '0xbeef' }]));
      vi.advanceTimersByTime(DELIVERY_WAIT_MS - 1);
      expect(types(frame.posted)).not.toContain('swap_completed');
      vi.advanceTimersByTime(1);
      expect(frame.posted.at(-1)?.message).toEqual(
        portageMessage('swap_completed', {
          swapId: 'swap-1',
          txHash: '0xbeef',
          receivedAmount: null,
          delivery: { verdict: 'not_checked', reason: 'timeout' },
        }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refund under way, in either spelling, is a status change and no ending yet', () => {
    const frame = framedWindow();
    start(frame);
    const key = apiKeys.swap(SCOPE, 'swap-1');
    queryClient.setQueryData(key, swapData('ls_transfer_pending'));
    queryClient.setQueryData(key, swapData('refund_pending'));
    queryClient.setQueryData(key, swapData('pending_refund'));
    queryClient.setQueryData(key, swapData('some_future_status'));
    expect(types(frame.posted)).toEqual([
      'ready',
      'swap_status_changed',
      'swap_status_changed',
      'swap_status_changed',
    ]);
  });

  it('each ending event is posted once, when the status changes to it', () => {
    const frame = framedWindow();
    start(frame);
    const key = apiKeys.swap(SCOPE, 'swap-1');
    queryClient.setQueryData(key, swapData('user_transfer_pending'));
    queryClient.setQueryData(key, swapData('cancelled'));
    queryClient.setQueryData(key, swapData('cancelled', []));
    expect(types(frame.posted)).toEqual(['ready', 'swap_status_changed', 'swap_failed']);
  });

  it('a query the widget did not make (a wallet library sharing the cache) posts nothing', () => {
    const frame = framedWindow();
    start(frame);
    queryClient.setQueryData(['wagmi', SCOPE, 'quote', route], { quote: { receive_amount: 1 } });
    queryClient.setQueryData(['wagmi', SCOPE, 'swap', 'swap-1'], swapData('completed'));
    expect(types(frame.posted)).toEqual(['ready']);
  });

  it('a service error the person sees is reported as code and message, once per error', async () => {
    const frame = framedWindow();
    start(frame);
    const error = new ApiError({ code: 'ROUTE_NOT_FOUND_ERROR', message: 'No route.', status: 400 });
    for (let i = 0; i < 2; i++) {
      await queryClient
        .fetchQuery({
          queryKey: apiKeys.quote(SCOPE, route),
          queryFn: () => Promise.reject(error),
          retry: false,
        })
        .catch(() => {});
    }
    expect(frame.posted.filter((p) => p.message.type === 'error').map((p) => p.message.payload)).toEqual([
      { code: 'ROUTE_NOT_FOUND_ERROR', message: 'No route.' },
    ]);
  });

  it('no payload ever carries the API key', async () => {
    const frame = framedWindow();
    start(frame);
    queryClient.setQueryData(apiKeys.quote(SCOPE, { ...route, api_key: API_KEY } as QuoteParams), {
      quote: { receive_amount: 1 },
    });
    useFormStore.getState().setEnd('from', { network: 'ETHEREUM_MAINNET', token: 'ETH' });
    expect(frame.posted.length).toBeGreaterThan(1);
    expect(JSON.stringify(frame.posted)).not.toContain(API_KEY);
  });

  it('nothing is posted without a named origin, nor when the widget is not in a frame', () => {
    const frame = framedWindow();
    start(frame, []);
    useFormStore.getState().setEnd('from', { network: 'ETHEREUM_MAINNET', token: 'ETH' });
    expect(frame.posted).toEqual([]);

    const top = framedWindow();
    const self = top.win as unknown as { parent: unknown };
    self.parent = self;
    (self as { postMessage?: unknown }).postMessage = top.parent.postMessage;
    start(top, [HOST]);
    useFormStore.getState().setEnd('to', { network: 'ARBITRUM_MAINNET', token: 'ETH' });
    expect(top.posted).toEqual([]);
  });

  it('the swaps read from storage after the start are not announced; one made after them is', async () => {
    const made = madeSwap;
    localStorage.setItem(
      'portage.swaps',
      JSON.stringify({
        state: {
          swaps: [{ ...made, id: 'before', deposit: { txHash: '0xold', state: 'submitted', at: 1 } }],
        },
        version: 2,
      }),
    );
    // A fresh page: the store has not read storage yet when the events start (as in main.tsx).
    vi.resetModules();
    const fresh = await import('./events');
    const swaps = await import('../state/swaps');
    const frame = framedWindow();
    stop = fresh.startHostEvents({
      parentOrigins: [HOST],
      queryClient,
      onConfigUpdate: vi.fn(),
      ready: { lang: null, swapId: null },
      root: null,
      win: frame.win,
    });
    swaps.loadStoredSwaps();
    expect(swaps.useSwapsStore.getState().get('before')).toBeDefined();
    expect(types(frame.posted)).toEqual(['ready']);
    swaps.useSwapsStore.getState().add({ ...made, id: 'after', createdAt: 2 });
    expect(types(frame.posted)).toEqual(['ready', 'swap_created']);
    expect(frame.posted[1]?.message.payload.swapId).toBe('after');
    localStorage.clear();
  });

  it('help_opened: the Help panel opened on a swap (its id) or in History (null), to the named origin', () => {
    const frame = framedWindow();
    start(frame);
    helpOpened('swap-1');
    helpOpened(null);
    const help = frame.posted.filter((p) => p.message.type === 'help_opened');
    expect(help).toEqual([
      { message: portageMessage('help_opened', { swapId: 'swap-1' }), origin: HOST },
      { message: portageMessage('help_opened', { swapId: null }), origin: HOST },
    ]);
  });

  it('nothing is posted after the events stop', () => {
    const frame = framedWindow();
    start(frame);
    stop();
    useFormStore.getState().setEnd('from', { network: 'ETHEREUM_MAINNET', token: 'ETH' });
    helpOpened('swap-1');
    expect(types(frame.posted)).toEqual(['ready']);
  });
});

describe('config_update from the host page', () => {
  const update = portageMessage('config_update', { amount: '2' });

  it('is applied from the parent at an allowed origin', () => {
    const frame = framedWindow();
    const onUpdate = start(frame);
    frame.receive(update, HOST);
    expect(onUpdate).toHaveBeenCalledWith({ amount: '2' });
  });

  it('is ignored from another origin, from another window, or when malformed', () => {
    const frame = framedWindow();
    const onUpdate = start(frame);
    frame.receive(update, 'https://evil.example');
    frame.receive(update, HOST, { postMessage() {} });
    frame.receive({ ...update, source: 'other' }, HOST);
    frame.receive({ ...update, version: 2 }, HOST);
    frame.receive({ ...update, type: 'swap_created' }, HOST);
    frame.receive({ ...update, payload: ['amount'] }, HOST);
    frame.receive('config_update', HOST);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('is ignored when no origin is named', () => {
    const frame = framedWindow();
    const onUpdate = start(frame, []);
    frame.receive(update, HOST);
    expect(onUpdate).not.toHaveBeenCalled();
  });
});

describe('the page that frames the widget (location.ancestorOrigins)', () => {
  const WIDGET = 'https://widget.portage.example';

  /** A framed window whose browser reports its ancestors (Chromium, Safari). */
  function framedBy(ancestors: string[] | undefined) {
    const frame = framedWindow();
    Object.assign(frame.win, { location: { origin: WIDGET, ancestorOrigins: ancestors } });
    return frame;
  }
  function startWith(
    frame: ReturnType<typeof framedWindow>,
    allowedFramers: string[],
    parentOrigins = [HOST],
  ) {
    const onConfigUpdate = vi.fn();
    stop = startHostEvents({
      parentOrigins,
      queryClient,
      onConfigUpdate,
      ready: { lang: null, swapId: null },
      root: null,
      win: frame.win,
      allowedFramers,
    });
    return onConfigUpdate;
  }

  it('talks to an allowed framer named in parentOrigin', () => {
    const frame = framedBy([HOST]);
    const onUpdate = startWith(frame, ["'self'", HOST]);
    frame.receive(portageMessage('config_update', { amount: '2' }), HOST);
    expect(types(frame.posted)).toEqual(['ready']);
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'a framer the build does not allow, even named in parentOrigin',
      ['https://evil.example'],
      ["'self'", HOST],
      ['https://evil.example'],
    ],
    [
      'an allowed framer that parentOrigin does not name',
      [HOST],
      ["'self'", HOST],
      ['https://other.example'],
    ],
    ['a build that allows no framing', [HOST], ["'none'"], [HOST]],
  ])('%s: no event, no config_update, one warning', (_name, ancestors, framers, parents) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const frame = framedBy(ancestors);
    const onUpdate = startWith(frame, framers, parents);
    useFormStore.getState().setEnd('from', { network: 'ETHEREUM_MAINNET', token: 'ETH' });
    const parent = ancestors[0] ?? '';
    frame.receive(portageMessage('config_update', { amount: '2' }), parent);
    expect(frame.posted).toEqual([]);
    expect(onUpdate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(parent);
  });

  it('where the browser has no ancestorOrigins (Firefox), the target-origin rule alone applies', () => {
    const frame = framedBy(undefined);
    startWith(frame, ["'self'"]);
    expect(types(frame.posted)).toEqual(['ready']);
  });
});
