import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { expectDepositError, sampleInput, TON_DEPOSIT, TON_SOURCE } from './testing';
import { buildTonCallData, type TonDepositCallData } from './ton';

describe('TON deposit call data', () => {
  it('is { amount, asset, comment } toward the deposit address', () => {
    const built = buildTonCallData(sampleInput('ton', { amount: 1_500_000_000n }));
    expect(built.toAddress).toBe(TON_DEPOSIT);
    expect(Address.parse(built.toAddress).equals(Address.parse(TON_DEPOSIT))).toBe(true);

    const parsed = JSON.parse(built.callData) as TonDepositCallData;
    expect(Object.keys(parsed).sort()).toEqual(['amount', 'asset', 'comment']);
    expect(parsed.amount).toBe('1500000000');
    expect(BigInt(parsed.amount)).toBe(1_500_000_000n);
    expect(parsed.asset).toBe('TON');
    expect(parsed.comment).toBe('11177265');
  });

  it('the comment makes a standard text-comment cell that reads back', () => {
    const parsed = JSON.parse(buildTonCallData(sampleInput('ton')).callData) as TonDepositCallData;
    const cell = beginCell().storeUint(0, 32).storeStringTail(parsed.comment).endCell();
    const slice = cell.beginParse();
    expect(slice.loadUint(32)).toBe(0);
    expect(slice.loadStringTail()).toBe('11177265');
  });

  it('jetton: keeps exact base units and the symbol', () => {
    const amount = 987_654_321_987_654_321_000n;
    const jettonMaster = Address.parse(TON_SOURCE).toString();
    const built = buildTonCallData(
      sampleInput('ton', { amount, token: { symbol: 'USDT', contract: jettonMaster, decimals: 6 } }),
    );
    const parsed = JSON.parse(built.callData) as TonDepositCallData;
    expect(parsed.amount).toBe('987654321987654321000');
    expect(parsed.asset).toBe('USDT');
  });

  it('accepts a raw-form address and refuses garbage and amounts beyond Coins', () => {
    const raw = Address.parse(TON_DEPOSIT).toRawString();
    expect(buildTonCallData(sampleInput('ton', { depositAddress: raw })).toAddress).toBe(raw);
    expectDepositError(
      () => buildTonCallData(sampleInput('ton', { depositAddress: 'EQ-nope' })),
      'INVALID_ADDRESS',
    );
    expectDepositError(
      () => buildTonCallData(sampleInput('ton', { amount: 2n ** 120n })),
      'AMOUNT_OUT_OF_RANGE',
    );
  });
});
