// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DepositAction } from '../api/types';
import {
  expectedFor,
  type SandboxActionSpec,
  sandboxDepositAction,
} from '../chains/sandbox-actions.test-support';
import { useSwapsStore } from '../state/swaps';
import { swapDepositAddress, useRememberDepositAddress } from './deposit-address';

// Unmount what each test rendered, so no timer of a hook fires after the file's DOM is gone.
afterEach(cleanup);

const DEPOSIT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DEPOSITORY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOURCE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ETH = { symbol: 'ETH', contract: null, decimals: 18 };
const USDC_TOKEN = { symbol: 'USDC', contract: USDC, decimals: 6 };

/** An EVM deposit action exactly as the sandbox builds it, with the person's expectation. */
function evm(token: 'ETH' | 'USDC', depository: boolean) {
  const spec: SandboxActionSpec = {
    family: 'evm',
    amount: token === 'ETH' ? 10n ** 18n : 25_500_000n,
    token: token === 'ETH' ? ETH : USDC_TOKEN,
    depositAddress: DEPOSIT,
    sourceAddress: SOURCE,
    sequenceNumber: 11177265n,
    network: {
      name: 'ETHEREUM_MAINNET',
      chainId: '1',
      ...(depository ? { depositoryContract: DEPOSITORY } : {}),
    },
    networkView: { chain_id: '1' },
  };
  return {
    action: sandboxDepositAction(spec),
    expected: expectedFor({ ...spec, chainId: '1', depository: depository ? DEPOSITORY : null }),
  };
}

describe('swapDepositAddress', () => {
  it('EVM native transfer: to_address is the swap’s deposit address', () => {
    const { action, expected } = evm('ETH', false);
    expect(swapDepositAddress(action, expected)).toBe(DEPOSIT);
  });

  it('EVM ERC-20 transfer: to_address is the token contract, not a deposit address', () => {
    const { action, expected } = evm('USDC', false);
    expect(action.to_address).toBe(USDC);
    expect(swapDepositAddress(action, expected)).toBeNull();
  });

  it('EVM depository: the shared contract is not recorded, for the native coin or a token', () => {
    for (const token of ['ETH', 'USDC'] as const) {
      const { action, expected } = evm(token, true);
      expect(action.to_address).toBe(DEPOSITORY);
      expect(swapDepositAddress(action, expected)).toBeNull();
      // A depository the route lists did not advertise (one the build pins): still a contract call.
      expect(swapDepositAddress(action, { ...expected, depository: null })).toBeNull();
    }
  });

  it('other families: to_address is the deposit address; a manual transfer always is', () => {
    const tron = {
      network: { name: 'TRON_MAINNET', family: 'tron', chainId: null },
      token: { symbol: 'USDT', contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 6 },
      depository: null,
    };
    const action = {
      type: 'transfer',
      to_address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      call_data: '11177265',
    };
    expect(swapDepositAddress(action as DepositAction, tron)).toBe('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    const manual = { type: 'manual_transfer', to_address: DEPOSIT } as DepositAction;
    expect(swapDepositAddress(manual, evm('USDC', false).expected)).toBe(DEPOSIT);
    expect(swapDepositAddress({ type: 'transfer', to_address: ' ' } as DepositAction, tron)).toBeNull();
  });
});

describe('useRememberDepositAddress', () => {
  beforeEach(() => {
    localStorage.clear();
    useSwapsStore.setState({ swaps: [] });
    useSwapsStore.getState().add({
      id: 'swap-1',
      createdAt: Date.now(),
      sourceNetwork: 'ETHEREUM_MAINNET',
      sourceToken: 'ETH',
      destinationNetwork: 'ARBITRUM_MAINNET',
      destinationToken: 'ETH',
      amount: '1',
      destinationAddress: SOURCE,
      depositMethod: 'wallet',
    });
  });

  it('writes a wallet deposit’s address with the swap, and nothing for a shared contract', () => {
    const shared = evm('USDC', true);
    renderHook(() => useRememberDepositAddress('swap-1', swapDepositAddress(shared.action, shared.expected)));
    expect(useSwapsStore.getState().get('swap-1')?.depositAddress).toBeUndefined();
    const own = evm('ETH', false);
    renderHook(() => useRememberDepositAddress('swap-1', swapDepositAddress(own.action, own.expected)));
    expect(useSwapsStore.getState().get('swap-1')?.depositAddress).toBe(DEPOSIT);
  });
});
