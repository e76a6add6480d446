// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeFetch, envelope, jsonResponse } from '../api/test-support';
import { useFormStore } from '../state/form';
import {
  type BlockerFacts,
  createBlockers,
  quoteParamsFor,
  type RouteSite,
  useRouteForm,
} from './useRouteForm';
import { notFound, serviceWrapper } from './useRouteForm.test-support';

// Unmount what each test rendered, so no timer of a hook fires after the file's DOM is gone.
afterEach(cleanup);

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const network = (name: string, type = 'evm') => ({
  name,
  display_name: name,
  type,
  tokens: [
    { symbol: 'ETH', decimals: 18, group: 'ETH', price_in_usd: 3000 },
    { symbol: 'USDC', decimals: 6, group: 'USDC', price_in_usd: 1 },
  ],
});
const NETWORKS = [
  network('ETHEREUM_MAINNET'),
  network('ARBITRUM_MAINNET'),
  network('STARKNET_MAINNET', 'starknet'),
];
const OPEN_SIDE = { lockNetwork: false, lockToken: false, hidden: false };
const SITE: RouteSite = { from: OPEN_SIDE, to: OPEN_SIDE, families: null };

function setup(site: RouteSite = SITE) {
  const fake = createFakeFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/v2/sources' || path === '/api/v2/destinations')
      return jsonResponse(envelope(NETWORKS));
    if (path === '/api/v2/detailed_quote')
      return jsonResponse(
        envelope([
          { min_amount: 0.01, max_amount: 10 },
          { min_amount: 0.001, max_amount: 5 },
        ]),
      );
    if (path === '/api/v2/quote')
      return jsonResponse(envelope({ quote: { receive_amount: 0.49, min_receive_amount: 0.48 } }));
    return notFound();
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = serviceWrapper(queryClient, fake.fetch);
  const hook = renderHook(() => useRouteForm(site), { wrapper });
  const quotes = () =>
    fake.requests.filter((r) => r.url.pathname === '/api/v2/quote').map((r) => r.url.searchParams);
  return { ...hook, quotes };
}

function choose(
  from: [string, string],
  to: [string, string],
  more: Partial<ReturnType<typeof useFormStore.getState>> = {},
) {
  useFormStore.setState({
    from: { network: from[0], token: from[1] },
    to: { network: to[0], token: to[1] },
    amount: '',
    destinationAddress: '',
    refundAddress: '',
    slippage: null,
    refuel: false,
    depositMethod: 'manual',
    ...more,
  });
}

beforeEach(() => {
  choose(['ETHEREUM_MAINNET', 'ETH'], ['ARBITRUM_MAINNET', 'ETH']);
});

describe('useRouteForm', () => {
  it('a typing burst is quoted once, and Create is offered once everything checks', async () => {
    const { result, quotes } = setup();
    await waitFor(() => expect(result.current.lists.route).toBeDefined());
    expect(result.current.blocker).toBe('route.blockAmount');
    for (const typed of ['0', '0.', '0.5']) act(() => void result.current.amount.change(typed));
    await waitFor(() => expect(result.current.blocker).toBe('route.blockDestination'), { timeout: 10_000 });
    act(() => result.current.form.setDestinationAddress(ADDRESS));
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 10_000 });
    expect(quotes().map((params) => params.get('amount'))).toEqual(['0.5']);
    expect(result.current.quote.limits).toEqual({ min: '0.001', max: '10' });
    expect(result.current.amount.usd).toBe(1500);
    // No wallet host here: the deposit is by hand, so no wallet address is sent.
    expect(result.current.order).toMatchObject({
      quoteParams: { amount: '0.5', use_deposit_address: true },
      shownMinReceive: 0.48,
      destination: { address: ADDRESS },
      method: 'manual',
      sourceAddress: null,
      refundAddress: null,
      slippage: undefined,
    });
  });

  it('a key that can never make an amount is refused and said; the amount held stays', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.lists.route).toBeDefined());
    act(() => void result.current.amount.change('1'));
    let taken = true;
    act(() => {
      taken = result.current.amount.change('-1');
    });
    expect(taken).toBe(false);
    expect(result.current.amount.refusal).toMatchObject({ problem: 'NEGATIVE' });
    expect(result.current.form.amount).toBe('1');
    act(() => void result.current.amount.change('2'));
    expect(result.current.amount.refusal).toBeNull();
  });

  it('an amount too large for the token is held, blocks Create and is never quoted', async () => {
    const { result, quotes } = setup();
    await waitFor(() => expect(result.current.lists.route).toBeDefined());
    act(() => void result.current.amount.change(`1${'0'.repeat(80)}`));
    expect(result.current.amount.problem).toBe('TOO_LARGE');
    expect(result.current.blocker).toBe('route.blockAmountInvalid');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(quotes()).toHaveLength(0);
  });

  it('a route that swaps assets asks for a refund address and quotes the chosen slippage', async () => {
    choose(['ETHEREUM_MAINNET', 'ETH'], ['ARBITRUM_MAINNET', 'USDC'], {
      amount: '1',
      destinationAddress: ADDRESS,
      slippage: 0.01,
    });
    const { result, quotes } = setup();
    await waitFor(() => expect(result.current.blocker).toBe('route.blockRefund'), { timeout: 10_000 });
    expect(result.current.needsRefund).toBe(true);
    await waitFor(() => expect(quotes().at(-1)?.get('slippage')).toBe('0.01'), { timeout: 10_000 });
    act(() => result.current.form.setRefundAddress(ADDRESS));
    await waitFor(() => expect(result.current.order?.refundAddress).toBe(ADDRESS), { timeout: 10_000 });
    expect(result.current.order?.slippage).toBe(0.01);
  });

  it('a wallet-only source without a wallet is said to need one', async () => {
    choose(['STARKNET_MAINNET', 'ETH'], ['ARBITRUM_MAINNET', 'ETH'], {
      amount: '1',
      destinationAddress: ADDRESS,
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.blocker).toBe('route.blockWalletOnly'), { timeout: 10_000 });
    expect(result.current.deposit).toMatchObject({
      manualAllowed: false,
      walletAvailable: false,
      method: 'manual',
    });
  });

  it('an address the site filled in must be confirmed', async () => {
    choose(['ETHEREUM_MAINNET', 'ETH'], ['ARBITRUM_MAINNET', 'ETH'], {
      amount: '1',
      destinationAddress: ADDRESS,
    });
    const { result } = setup({ ...SITE, destinationAddress: ADDRESS });
    await waitFor(() => expect(result.current.blocker).toBe('route.blockConfirmAddress'), {
      timeout: 10_000,
    });
    expect(result.current.addresses.preset).toBe(ADDRESS);
    act(() => result.current.addresses.confirm(true));
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 10_000 });
  });

  it('a network the site fixed that the service does not offer is named; a lock forbids the flip', async () => {
    const site = { ...SITE, to: { ...OPEN_SIDE, network: 'NOWHERE', lockNetwork: true } };
    useFormStore.setState({ to: { network: null, token: null }, from: { network: null, token: null } });
    const { result } = setup(site);
    await waitFor(() => expect(result.current.lists.fixedMissing).toBe('to'));
    expect(result.current.lists.anyLock).toBe(true);
    expect(result.current.lists.canFlip).toBe(false);
  });

  it('the route can be flipped when the destination can send back to the source', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.lists.canFlip).toBe(true));
  });
});

describe('createBlockers', () => {
  const ok: BlockerFacts = {
    routeComplete: true,
    amountInvalid: false,
    amountReady: true,
    destinationValid: true,
    addressConfirmed: true,
    needsRefund: false,
    refundValid: false,
    manualAllowed: true,
    walletAvailable: true,
    method: 'manual',
    walletConnected: false,
  };

  it('nothing blocks a complete form', () => {
    expect(createBlockers(ok)).toEqual([]);
  });

  it('names one reason per part, the route and amount first', () => {
    expect(createBlockers({ ...ok, routeComplete: false, destinationValid: false })).toEqual([
      'route.blockRoute',
      'route.blockDestination',
    ]);
    expect(createBlockers({ ...ok, amountInvalid: true, amountReady: false })).toEqual([
      'route.blockAmountInvalid',
    ]);
    expect(createBlockers({ ...ok, amountReady: false })).toEqual(['route.blockAmount']);
    expect(createBlockers({ ...ok, addressConfirmed: false })).toEqual(['route.blockConfirmAddress']);
    expect(createBlockers({ ...ok, needsRefund: true })).toEqual(['route.blockRefund']);
    expect(createBlockers({ ...ok, manualAllowed: false, walletAvailable: false })).toEqual([
      'route.blockWalletOnly',
    ]);
    expect(createBlockers({ ...ok, method: 'wallet' })).toEqual(['route.blockConnect']);
    expect(createBlockers({ ...ok, method: 'wallet', walletConnected: true })).toEqual([]);
  });

  it('says nothing of the wallet before the route is complete', () => {
    expect(
      createBlockers({
        ...ok,
        routeComplete: false,
        manualAllowed: false,
        walletAvailable: false,
        method: 'wallet',
      }),
    ).toEqual(['route.blockRoute']);
  });
});

describe('quoteParamsFor', () => {
  const route = { source_network: 'A', source_token: 'X', destination_network: 'B', destination_token: 'Y' };
  const inputs = {
    route,
    amount: '1',
    token: undefined,
    refuel: true,
    slippage: 0.005,
    swapsAssets: false,
    useDepositAddress: false,
    walletAddress: '0xwallet',
  };

  it('sends the wallet address for a wallet deposit only, and slippage only for a swap of assets', () => {
    expect(quoteParamsFor(route, '1', inputs)).toEqual({
      ...route,
      amount: '1',
      refuel: true,
      use_deposit_address: false,
      source_address: '0xwallet',
    });
    expect(quoteParamsFor(route, '1', { ...inputs, useDepositAddress: true, swapsAssets: true })).toEqual({
      ...route,
      amount: '1',
      refuel: true,
      use_deposit_address: true,
      slippage: 0.005,
    });
    expect(quoteParamsFor(route, '1', { ...inputs, swapsAssets: true, slippage: null })).not.toHaveProperty(
      'slippage',
    );
  });
});
