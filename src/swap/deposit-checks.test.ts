import { describe, expect, it } from 'vitest';
import type { DepositAction } from '../api/types';
import { checkDepositAmount, sequenceNumberOf } from './deposit-checks';

const action = (overrides: Partial<DepositAction>): DepositAction => ({
  type: 'manual_transfer',
  to_address: '0x1bfeECF2425F4D05501c01f6A982AFCc131D8954',
  token: { symbol: 'ETH', decimals: 18 },
  ...overrides,
});

describe('checkDepositAmount: what the person is told to send', () => {
  it('shows the exact base units in the token’s decimals', () => {
    expect(checkDepositAmount(action({ amount: 0.000373, amount_in_base_units: '373000000000000' }))).toEqual(
      {
        ok: true,
        exact: '0.000373',
      },
    );
    // 18 decimals: the JSON number cannot hold every digit, the base units can; they still agree.
    expect(
      checkDepositAmount(
        action({ amount: Number('0.123456789012345678'), amount_in_base_units: '123456789012345678' }),
      ),
    ).toEqual({ ok: true, exact: '0.123456789012345678' });
  });

  it('refuses when amount and base units disagree, or when either is missing', () => {
    expect(checkDepositAmount(action({ amount: 0.5, amount_in_base_units: '50000000000000000' })).ok).toBe(
      false,
    );
    expect(checkDepositAmount(action({ amount: 0.5 })).ok).toBe(false);
    expect(checkDepositAmount(action({ amount_in_base_units: '5', token: { symbol: 'X' } })).ok).toBe(false);
  });

  it('trusts the base units when the service gives no human amount', () => {
    expect(
      checkDepositAmount(action({ amount_in_base_units: '1500000', token: { symbol: 'USDC', decimals: 6 } })),
    ).toEqual({
      ok: true,
      exact: '1.5',
    });
  });
});

describe('sequenceNumberOf', () => {
  it('reads the swap number exactly, as text or as a safe integer', () => {
    expect(sequenceNumberOf('11177265')).toBe(11177265n);
    expect(sequenceNumberOf(' 42 ')).toBe(42n);
    expect(sequenceNumberOf(100000)).toBe(100000n);
    expect(sequenceNumberOf('123456789012345678901234567890')).toBe(123456789012345678901234567890n);
  });

  it('gives nothing for a number it cannot read exactly, so no check is made on a guess', () => {
    expect(sequenceNumberOf(undefined)).toBeUndefined();
    expect(sequenceNumberOf(null)).toBeUndefined();
    expect(sequenceNumberOf('')).toBeUndefined();
    expect(sequenceNumberOf('12a')).toBeUndefined();
    expect(sequenceNumberOf(-1)).toBeUndefined();
    expect(sequenceNumberOf(1.5)).toBeUndefined();
    expect(sequenceNumberOf(2 ** 60)).toBeUndefined();
  });
});
