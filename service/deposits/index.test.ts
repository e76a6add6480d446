import { describe, expect, it } from 'vitest';
import {
  bitcoinOpReturnText,
  buildCallData,
  DepositBuildError,
  type DepositBuildErrorCode,
  type DepositInput,
} from './index';
import { expectDepositError, sampleInput } from './testing';
import type { DepositFamily } from './types';

const families: DepositFamily[] = ['evm', 'solana', 'starknet', 'ton', 'bitcoin', 'tron', 'fuel'];

describe('buildCallData dispatch', () => {
  it.each(families)('%s: builds a deposit action from a valid input', (family) => {
    const built = buildCallData(sampleInput(family));
    expect(built.toAddress.length).toBeGreaterThan(0);
    expect(built.callData.length).toBeGreaterThan(0);
  });

  it('routes by family', () => {
    expect(buildCallData(sampleInput('evm')).callData).toBe('0x13e1');
    expect(buildCallData(sampleInput('bitcoin')).callData).toBe('11177265');
    expect(Object.keys(JSON.parse(buildCallData(sampleInput('fuel')).callData))).toEqual([
      'script',
      'quantities',
    ]);
    expect(bitcoinOpReturnText(11177265n)).toBe('aa8d31');
  });

  it.each(families)('%s: refuses a zero, negative or non-bigint amount', (family) => {
    expectDepositError(() => buildCallData(sampleInput(family, { amount: 0n })), 'INVALID_AMOUNT');
    expectDepositError(() => buildCallData(sampleInput(family, { amount: -1n })), 'INVALID_AMOUNT');
    const float = 1.5 as unknown as bigint;
    expectDepositError(() => buildCallData(sampleInput(family, { amount: float })), 'INVALID_AMOUNT');
  });
});

describe('refusals: one per DepositBuildError code', () => {
  const cases: [DepositBuildErrorCode, DepositInput][] = [
    ['UNSUPPORTED_FAMILY', sampleInput('evm', { family: 'cosmos' as unknown as DepositFamily })],
    ['UNSUPPORTED_TOKEN', sampleInput('bitcoin', { token: { symbol: 'X', contract: 'x', decimals: 0 } })],
    ['INVALID_AMOUNT', sampleInput('tron', { amount: 0n })],
    ['AMOUNT_OUT_OF_RANGE', sampleInput('solana', { amount: 2n ** 64n })],
    ['INVALID_SEQUENCE_NUMBER', sampleInput('ton', { sequenceNumber: -1n })],
    ['INVALID_SEQUENCE_NUMBER', sampleInput('ton', { sequenceNumber: 7 as unknown as bigint })],
    ['SEQUENCE_NUMBER_OUT_OF_RANGE', sampleInput('fuel', { sequenceNumber: 2n ** 64n })],
    ['OP_RETURN_TOO_LONG', sampleInput('bitcoin', { sequenceNumber: 2n ** 320n })],
    [
      'MISSING_CONTRACT',
      sampleInput('starknet', { token: { symbol: 'STRK', contract: null, decimals: 18 } }),
    ],
    ['MISSING_WATCHDOG_CONTRACT', sampleInput('starknet', { network: { name: 'SN', watchdogContract: '' } })],
    ['MISSING_BASE_ASSET_ID', sampleInput('fuel', { network: { name: 'FUEL' } })],
    ['INVALID_ADDRESS', sampleInput('evm', { depositAddress: '' })],
    ['INVALID_ADDRESS', sampleInput('solana', { sourceAddress: '   ' })],
    ['INVALID_DECIMALS', sampleInput('solana', { token: { symbol: 'SOL', contract: null, decimals: 1.5 } })],
    ['INVALID_DECIMALS', sampleInput('evm', { token: { symbol: 'ETH', contract: null, decimals: 256 } })],
  ];

  it.each(cases)('%s', (code, input) => {
    expectDepositError(() => buildCallData(input), code);
  });

  it('covers every code', () => {
    const codes = new Set(cases.map(([code]) => code));
    const all: Record<DepositBuildErrorCode, true> = {
      UNSUPPORTED_FAMILY: true,
      UNSUPPORTED_TOKEN: true,
      INVALID_AMOUNT: true,
      AMOUNT_OUT_OF_RANGE: true,
      INVALID_SEQUENCE_NUMBER: true,
      SEQUENCE_NUMBER_OUT_OF_RANGE: true,
      OP_RETURN_TOO_LONG: true,
      MISSING_CONTRACT: true,
      MISSING_WATCHDOG_CONTRACT: true,
      MISSING_BASE_ASSET_ID: true,
      INVALID_ADDRESS: true,
      INVALID_DECIMALS: true,
    };
    expect([...codes].sort()).toEqual(Object.keys(all).sort());
  });

  it('DepositBuildError carries its code and an optional cause', () => {
    const cause = new Error('root');
    const error = new DepositBuildError('INVALID_ADDRESS', 'bad', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('INVALID_ADDRESS');
    expect(error.cause).toBe(cause);
  });
});
