import { describe, expect, it } from 'vitest';
import type { DepositAction } from '../../api/types';
import { checkDepositAmount } from './DepositStep';

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
