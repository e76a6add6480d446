import { encodeFunctionData, erc20Abi } from 'viem';
import { describe, expect, it } from 'vitest';
import { expectedFor, type SandboxActionSpec, sandboxDepositAction } from '../sandbox-actions.test-support';
import { buildEvmDeposit, EvmDepositError, type EvmTransactionRequest } from './deposit';
import { describeEvmDeposit } from './preview';

const DEPOSIT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DEPOSITORY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOURCE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const SEQUENCE = 5089n;

function spec(kind: 'native' | 'erc20' | 'depository-erc20' | 'depository-native'): SandboxActionSpec {
  const native = kind === 'native' || kind === 'depository-native';
  return {
    family: 'evm',
    amount: native ? 373_000_000_000_000n : 25_500_000n,
    token: native
      ? { symbol: 'ETH', contract: null, decimals: 18 }
      : { symbol: 'USDC', contract: USDC, decimals: 6 },
    depositAddress: DEPOSIT,
    sourceAddress: SOURCE,
    sequenceNumber: SEQUENCE,
    network: {
      name: 'ETHEREUM_MAINNET',
      chainId: '1',
      ...(kind.startsWith('depository') ? { depositoryContract: DEPOSITORY } : {}),
    },
  };
}

/** Builds the sandbox's action for `kind` and describes what was built. */
function preview(kind: Parameters<typeof spec>[0], allowance?: bigint) {
  const s = spec(kind);
  const expected = expectedFor({ ...s, chainId: '1', depository: DEPOSITORY });
  const requests = buildEvmDeposit(sandboxDepositAction(s), {
    expected,
    sequenceNumber: SEQUENCE,
    allowance,
  });
  return describeEvmDeposit(requests, expected, 'Ethereum');
}

describe('describeEvmDeposit', () => {
  it('native direct: the value, to the deposit address, no approve', () => {
    expect(preview('native')).toEqual({
      amount: 373_000_000_000_000n,
      decimals: 18,
      symbol: 'ETH',
      network: 'Ethereum',
      to: DEPOSIT,
      approve: null,
    });
  });

  it('ERC-20 direct: the transfer’s amount and recipient, not the token contract it is sent to', () => {
    expect(preview('erc20')).toEqual({
      amount: 25_500_000n,
      decimals: 6,
      symbol: 'USDC',
      network: 'Ethereum',
      to: DEPOSIT,
      approve: null,
    });
  });

  it('depository ERC-20: the depository, through a contract, with the approve’s amount', () => {
    expect(preview('depository-erc20')).toEqual({
      amount: 25_500_000n,
      decimals: 6,
      symbol: 'USDC',
      network: 'Ethereum',
      to: DEPOSITORY,
      viaContract: true,
      approve: 25_500_000n,
    });
    // An allowance of exactly the amount leaves no approve to show.
    expect(preview('depository-erc20', 25_500_000n).approve).toBeNull();
  });

  it('depository ERC-20 with another allowance standing: it is reset to 0, then the amount approved', () => {
    for (const allowance of [1n, 25_500_001n, 2n ** 256n - 1n]) {
      const shown = preview('depository-erc20', allowance);
      expect(shown.approve).toBe(25_500_000n);
      expect(shown.resetsAllowance).toBe(true);
    }
    expect(preview('depository-erc20', 0n)).not.toHaveProperty('resetsAllowance');
  });

  it('refuses a reset that is not approve(depository, 0) right before the approve', () => {
    const s = spec('depository-erc20');
    const expected = expectedFor({ ...s, chainId: '1', depository: DEPOSITORY });
    const built = buildEvmDeposit(sandboxDepositAction(s), {
      expected,
      sequenceNumber: SEQUENCE,
      allowance: 7n,
    });
    const [reset, approve, deposit] = built as [
      EvmTransactionRequest,
      EvmTransactionRequest,
      EvmTransactionRequest,
    ];
    const approveOf = (spender: string, amount: bigint) =>
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender as `0x${string}`, amount],
      });
    const wrong: EvmTransactionRequest[][] = [
      [{ ...reset, data: approveOf(DEPOSITORY, 1n) }, approve, deposit],
      [{ ...reset, data: approveOf(SOURCE, 0n) }, approve, deposit],
      [{ ...reset, to: DEPOSIT }, approve, deposit],
      [approve, reset, deposit],
      [reset, deposit],
      [reset, reset, approve, deposit],
    ];
    for (const requests of wrong) {
      expect(() => describeEvmDeposit(requests, expected, 'Ethereum')).toThrow(EvmDepositError);
    }
    expect(describeEvmDeposit(built, expected, 'Ethereum').resetsAllowance).toBe(true);
  });

  it('depository native: the value, to the depository, through a contract', () => {
    expect(preview('depository-native')).toEqual({
      amount: 373_000_000_000_000n,
      decimals: 18,
      symbol: 'ETH',
      network: 'Ethereum',
      to: DEPOSITORY,
      viaContract: true,
      approve: null,
    });
  });

  it('refuses, with a sentence, requests it cannot read back', () => {
    const s = spec('erc20');
    const expected = expectedFor({ ...s, chainId: '1' });
    const deposit: EvmTransactionRequest = {
      kind: 'deposit',
      chainId: 1,
      to: USDC,
      data: '0x12345678',
      value: 0n,
    };
    const approve: EvmTransactionRequest = {
      kind: 'approve',
      chainId: 1,
      to: USDC,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [DEPOSIT, 1n] }),
      value: 0n,
    };
    for (const requests of [[], [deposit], [deposit, deposit], [approve, { ...deposit, value: 1n }]]) {
      expect(() => describeEvmDeposit(requests, expected, 'Ethereum')).toThrow(EvmDepositError);
    }
  });
});
