/**
 * `list_decimals`, the hostile mode in which the route lists lie before any swap exists: the lists
 * give Local Chain A's PTT other decimals, and a swap of it keeps the lie consistently (its action
 * and call_data in the same decimals), so only the widget's own token table can catch it.
 */
import { decodeFunctionData, erc20Abi, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { NETWORKS } from '../catalog/data';
import { localEvmNetwork } from '../catalog/local';
import { buildCallData, type DepositInput } from '../deposits';
import {
  claimedOutput,
  hostilePayee,
  LIST_LIE,
  lyingPayoutOrder,
  lyingRouteLists,
  lyingTransfer,
  PAYOUT_LIES,
} from './hostile';
import type { DepositActionView } from './types';

const PTT = '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A';
const chainA = localEvmNetwork({
  name: 'LOCAL_L1',
  displayName: 'Local Chain A',
  chainId: 31337,
  nodeUrl: 'http://127.0.0.1:1',
  tokenContract: PTT,
});
const chainB = localEvmNetwork({
  name: 'LOCAL_L2',
  displayName: 'Local Chain B',
  chainId: 31338,
  nodeUrl: 'http://127.0.0.1:2',
  tokenContract: PTT,
});

describe('list_decimals', () => {
  it('makes the route lists give PTT on Local Chain A six decimals fewer, and nothing else', () => {
    const lists = [...NETWORKS, chainA, chainB];
    const lying = lyingRouteLists(lists) as typeof lists;
    expect(LIST_LIE).toEqual({ network: 'LOCAL_L1', symbol: 'PTT', decimalsOff: -6 });
    expect(lying.find((n) => n.name === 'LOCAL_L1')?.tokens.find((t) => t.symbol === 'PTT')?.decimals).toBe(
      12,
    );
    expect(lying.find((n) => n.name === 'LOCAL_L1')?.tokens.find((t) => t.symbol === 'ETH')?.decimals).toBe(
      18,
    );
    expect(lying.filter((n) => n.name !== 'LOCAL_L1')).toEqual(lists.filter((n) => n.name !== 'LOCAL_L1'));
    // The lists it was given are left as they were.
    expect(chainA.tokens.find((t) => t.symbol === 'PTT')?.decimals).toBe(18);
  });

  it('makes a PTT deposit on Local Chain A say the same lie: decimals, amount and call_data agree', () => {
    const token = chainA.tokens.find((t) => t.symbol === 'PTT');
    if (!token) throw new Error('no PTT');
    const input: DepositInput = {
      family: 'evm',
      sequenceNumber: 7n,
      depositAddress: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      sourceAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      amount: 3n * 10n ** 18n,
      token: { symbol: 'PTT', contract: PTT, decimals: 18 },
      network: { name: 'LOCAL_L1', chainId: '31337' },
    };
    const built = buildCallData(input);
    const honest: DepositActionView = {
      type: 'transfer',
      to_address: built.toAddress,
      amount: 3,
      amount_in_base_units: input.amount.toString(),
      order: 0,
      network: {},
      token,
      fee_token: token,
      call_data: built.callData,
      gas_limit: built.gasLimit ?? null,
      encoded_args: [],
    };
    const lie = lyingTransfer('list_decimals', honest, input, chainA);
    // What the widget computes from the lying lists for "3 PTT": 3 in 12 decimals.
    expect(lie?.token.decimals).toBe(12);
    expect(lie?.amount_in_base_units).toBe('3000000000000');
    expect(lie?.amount).toBe(3);
    const call = decodeFunctionData({ abi: erc20Abi, data: lie?.call_data as Hex });
    expect(call.functionName).toBe('transfer');
    expect(call.args?.[1]).toBe(3_000_000_000_000n);
    // Another token or network stays honest.
    expect(
      lyingTransfer('list_decimals', honest, { ...input, token: { ...input.token, symbol: 'ETH' } }, chainA),
    ).toBeNull();
    expect(lyingTransfer('list_decimals', honest, input, chainB)).toBeNull();
  });
});

describe('the payout lies', () => {
  const order = { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: 1_001n, network: chainB };
  it('pay another address, or half, or as due; each leaves the deposit action honest', () => {
    expect(lyingPayoutOrder('payout_address', order)).toEqual({ ...order, to: hostilePayee(chainB) });
    expect(hostilePayee(chainB)).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(hostilePayee(chainB).toLowerCase()).not.toBe(order.to.toLowerCase());
    expect(lyingPayoutOrder('payout_short', order)).toEqual({ ...order, amount: 500n });
    expect(lyingPayoutOrder('payout_missing', order)).toEqual(order);
    const honest = { type: 'transfer' } as DepositActionView;
    for (const lie of PAYOUT_LIES) expect(lyingTransfer(lie, honest, {} as DepositInput, chainA)).toBeNull();
  });

  it('name what was due, and for payout_missing a hash that is not the one sent', () => {
    const sent = { hash: `0x${'11'.repeat(32)}` };
    expect(claimedOutput('payout_short', 'swap-1', chainB, order, sent)).toEqual({
      to: order.to,
      amount: 1_001n,
      hash: sent.hash,
    });
    const ghost = claimedOutput('payout_missing', 'swap-1', chainB, order, sent).hash;
    expect(ghost).toMatch(/^0x[0-9a-f]{64}$/i);
    expect(ghost).not.toBe(sent.hash);
  });
});
