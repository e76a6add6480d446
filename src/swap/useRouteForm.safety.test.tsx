// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type StoredSwap, useSwapsStore } from '../state/swaps';
import { useAddressSafety } from './useAddressSafety';
import { createBlockers, type RouteSite, useRouteForm } from './useRouteForm';
import {
  chooseEthereumToArbitrum,
  quotingService,
  READY_FACTS,
  serviceWrapper,
} from './useRouteForm.test-support';

// Unmount what each test rendered, so no timer of a hook fires after the file's DOM is gone.
afterEach(cleanup);

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ZERO = '0x0000000000000000000000000000000000000000';
const USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
const DEPOSIT = '0x5Aeda56215b167893e80B4fE645BA6d5Bab767DE';
const network = (name: string, display: string) => ({
  name,
  display_name: display,
  type: 'evm',
  chain_id: name === 'ARBITRUM_MAINNET' ? 42161 : 1,
  tokens: [
    { symbol: 'ETH', decimals: 18, group: 'ETH', price_in_usd: 3000 },
    { symbol: 'USDC', decimals: 6, group: 'USDC', price_in_usd: 1, contract: USDC },
  ],
});
const NETWORKS = [network('ETHEREUM_MAINNET', 'Ethereum'), network('ARBITRUM_MAINNET', 'Arbitrum One')];
const OPEN_SIDE = { lockNetwork: false, lockToken: false, hidden: false };
const SITE: RouteSite = { from: OPEN_SIDE, to: OPEN_SIDE, families: null };

function setup() {
  const fake = quotingService(NETWORKS);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderHook(() => useRouteForm(SITE), { wrapper: serviceWrapper(queryClient, fake.fetch) });
}

const choose = chooseEthereumToArbitrum;

/** A swap this browser made, Ethereum → Arbitrum, with `patch`'s fields. */
function storeSwap(patch: Partial<StoredSwap> & Pick<StoredSwap, 'id' | 'destinationAddress'>) {
  useSwapsStore.getState().add({
    createdAt: Date.now(),
    sourceNetwork: 'ETHEREUM_MAINNET',
    sourceToken: 'ETH',
    destinationNetwork: 'ARBITRUM_MAINNET',
    destinationToken: 'ETH',
    amount: '1',
    depositMethod: 'manual',
    ...patch,
  });
}

beforeEach(() => {
  localStorage.clear();
  useSwapsStore.setState({ swaps: [] });
});

describe('useRouteForm: addresses where money is lost', () => {
  it('the zero address blocks Create with its sentence; a wallet then passes', async () => {
    choose('ETH', ZERO);
    const { result } = setup();
    await waitFor(() => expect(result.current.blocker).toBe('route.blockLostDestination'), {
      timeout: 10_000,
    });
    expect(result.current.addresses.destination).toEqual({
      state: 'invalid',
      lost: true,
      reason:
        'This is the zero address on Arbitrum One, not a wallet: anything sent to it is lost. Enter the address of your wallet.',
    });
    expect(result.current.order).toBeNull();
    act(() => result.current.form.setDestinationAddress(WALLET));
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 10_000 });
    expect(result.current.order?.destination.address).toBe(WALLET);
  });

  it('the destination token’s own contract is named as such', async () => {
    choose('USDC', USDC.toLowerCase(), WALLET);
    const { result } = setup();
    await waitFor(() => expect(result.current.blocker).toBe('route.blockLostDestination'), {
      timeout: 10_000,
    });
    expect(result.current.addresses.destination).toMatchObject({
      reason:
        'This is the USDC token contract on Arbitrum One, not a wallet: tokens sent to it are lost. Enter the address of your wallet.',
    });
  });

  it('a refund address is held to the same lists', async () => {
    choose('USDC', WALLET, '0x000000000000000000000000000000000000dEaD');
    const { result } = setup();
    await waitFor(() => expect(result.current.blocker).toBe('route.blockLostRefund'), { timeout: 10_000 });
    expect(result.current.addresses.refund).toMatchObject({
      state: 'invalid',
      reason:
        'This is a burn address on Ethereum, not a wallet: anything sent to it is lost. Enter the address of your wallet.',
    });
  });

  it('a deposit address this browser was shown is no payout address', async () => {
    storeSwap({ id: 'swap-1', destinationAddress: WALLET, depositAddress: DEPOSIT });
    choose('ETH', DEPOSIT.toLowerCase());
    const { result } = setup();
    await waitFor(() => expect(result.current.blocker).toBe('route.blockLostDestination'), {
      timeout: 10_000,
    });
    expect(result.current.addresses.destination).toMatchObject({
      reason:
        'This is the deposit address of a swap, not a wallet: money sent to it is stuck. Enter the address of your wallet.',
    });
  });
});

describe('useAddressSafety', () => {
  it('a valid address is still being checked until the lists have run for it', async () => {
    const end = { network: { ...NETWORKS[1], name: 'ARBITRUM_MAINNET' }, token: undefined };
    const from = { network: undefined, token: undefined };
    const { result } = renderHook(() =>
      useAddressSafety({ state: 'valid', normalized: WALLET }, end as never, from),
    );
    expect(result.current).toEqual({ state: 'checking' });
    await waitFor(() => expect(result.current).toEqual({ state: 'valid', normalized: WALLET }));
  });
});

/** Facts under which nothing blocks Create. */
const ok = READY_FACTS;

describe('createBlockers: lost addresses', () => {
  it('says which address is no wallet', () => {
    expect(createBlockers({ ...ok, destinationValid: false, destinationLost: true })).toEqual([
      'route.blockLostDestination',
    ]);
    expect(createBlockers({ ...ok, refundValid: false, refundLost: true })).toEqual([
      'route.blockLostRefund',
    ]);
    expect(createBlockers({ ...ok, destinationValid: false })).toEqual(['route.blockDestination']);
  });
});

describe('useRouteForm: an address that looks like one used before', () => {
  // Reads like WALLET (7099…79C8) at both ends, with another middle.
  const POISONED = '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79c8';
  const UNRELATED = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
  const paidTo = (address: string) =>
    storeSwap({ id: `swap-${address}`, destinationAddress: address, destinationFamily: 'evm' });

  it('holds Create until the person says it is new; changing the address undoes the tick', async () => {
    paidTo(WALLET);
    choose('ETH', POISONED);
    const { result } = setup();
    await waitFor(() => expect(result.current.blocker).toBe('route.blockLookalike'), { timeout: 10_000 });
    expect(result.current.addresses.destination).toMatchObject({
      state: 'valid',
      lookalike: { typed: POISONED, known: WALLET, source: 'payout', typedMiddle: [6, 38] },
    });
    expect(result.current.order).toBeNull();
    act(() => result.current.addresses.destinationNew.accept(true));
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 10_000 });
    expect(result.current.order?.destination.address.toLowerCase()).toBe(POISONED);
    // Another look-alike: the tick was for the address before.
    act(() => result.current.form.setDestinationAddress('0x7099bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb79c8'));
    await waitFor(() => expect(result.current.blocker).toBe('route.blockLookalike'), { timeout: 10_000 });
    expect(result.current.addresses.destinationNew.accepted).toBe(false);
  });

  it('an unrelated address, and the known address itself, get no warning', async () => {
    paidTo(WALLET);
    choose('ETH', UNRELATED);
    const { result } = setup();
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 10_000 });
    expect(result.current.addresses.destination).not.toHaveProperty('lookalike');
    act(() => result.current.form.setDestinationAddress(WALLET.toLowerCase()));
    await waitFor(() => expect(result.current.order?.destination.address).toBe(WALLET), { timeout: 10_000 });
    expect(result.current.addresses.destination).not.toHaveProperty('lookalike');
  });

  it('a refund address that looks like a past refund address is held too', async () => {
    storeSwap({
      id: 'swap-refund',
      destinationToken: 'USDC',
      destinationAddress: UNRELATED,
      destinationFamily: 'evm',
      refundAddress: WALLET,
      refundFamily: 'evm',
    });
    choose('USDC', UNRELATED, POISONED);
    const { result } = setup();
    await waitFor(() => expect(result.current.blocker).toBe('route.blockLookalikeRefund'), {
      timeout: 10_000,
    });
    expect(result.current.addresses.refund).toMatchObject({ lookalike: { known: WALLET, source: 'refund' } });
  });
});

describe('createBlockers: look-alikes', () => {
  it('names the address to check, before the preset confirmation', () => {
    expect(createBlockers({ ...ok, destinationLookalike: true, addressConfirmed: false })).toEqual([
      'route.blockLookalike',
    ]);
    expect(createBlockers({ ...ok, refundLookalike: true })).toEqual(['route.blockLookalikeRefund']);
    expect(createBlockers({ ...ok, needsRefund: false, refundLookalike: true })).toEqual([]);
  });
});
