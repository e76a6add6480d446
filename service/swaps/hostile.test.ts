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
import { LIST_LIE, lyingRouteLists, lyingTransfer } from './hostile';
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
