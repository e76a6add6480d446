import { describe, expect, it } from 'vitest';
import { amountUsd, isPositiveAmount, limitProblem, readAmountInput, routeLimits } from './amount';

const USDC = { symbol: 'USDC', decimals: 6 };

describe('readAmountInput: what a key does to the amount field', () => {
  it('reads a decimal comma as a point and drops spaces', () => {
    expect(readAmountInput('2,5', USDC)).toEqual({ text: '2.5' });
    expect(readAmountInput(' 1 000 ', USDC)).toEqual({ text: '1000' });
    expect(readAmountInput('', USDC)).toEqual({ text: '' });
  });

  it('refuses what can never become an amount of the token, naming the problem and the token', () => {
    expect(readAmountInput('-1', USDC)).toEqual({ refused: { problem: 'NEGATIVE', token: USDC } });
    expect(readAmountInput('1e', USDC)).toEqual({ refused: { problem: 'EXPONENT', token: USDC } });
    expect(readAmountInput('1.1234567', USDC)).toEqual({
      refused: { problem: 'TOO_MANY_DECIMALS', token: USDC },
    });
    expect(readAmountInput('abc', USDC)).toEqual({ refused: { problem: 'NOT_A_NUMBER', token: USDC } });
  });

  it('lets an amount too large for the token in (it stays visible and blocks the swap)', () => {
    const huge = `1${'0'.repeat(80)}`;
    expect(readAmountInput(huge, USDC)).toEqual({ text: huge });
  });
});

describe('isPositiveAmount: worth a quote', () => {
  it('needs digits with one that is not zero', () => {
    for (const text of ['1', '0.5', '.5', '5.', '0.000001']) expect(isPositiveAmount(text), text).toBe(true);
    for (const text of ['', '.', '0', '0.000', '-1', '1e3', 'abc', '1.2.3'])
      expect(isPositiveAmount(text), text).toBe(false);
  });
});

describe('amountUsd: the hint beside the field', () => {
  it('is the amount times the price, only for a valid positive amount of a priced token', () => {
    expect(amountUsd('2.5', { price_in_usd: 1 }, false)).toBe(2.5);
    expect(amountUsd('2.5', { price_in_usd: 1 }, true)).toBeUndefined();
    expect(amountUsd('0', { price_in_usd: 1 }, false)).toBeUndefined();
    expect(amountUsd('2.5', {}, false)).toBeUndefined();
    expect(amountUsd('2.5', undefined, false)).toBeUndefined();
  });
});

describe('routeLimits: over the fee tiers', () => {
  it('takes the lowest minimum and the highest maximum, as exact decimal text', () => {
    expect(
      routeLimits([
        { min_amount: 0.1, max_amount: 10 },
        { min_amount: 0.00000001, max_amount: 1e21 },
        { min_amount: 10, max_amount: 100 },
      ]),
    ).toEqual({ min: '0.00000001', max: '1000000000000000000000' });
  });

  it('leaves a limit out when no tier gives one', () => {
    expect(routeLimits([])).toEqual({ min: undefined, max: undefined });
    expect(routeLimits([{ min_amount: 2 }])).toEqual({ min: '2', max: undefined });
  });
});

describe('limitProblem: the route limits, at the amount', () => {
  const limits = { min: '0.00037', max: '12' };
  it('names the bound crossed, compared exactly', () => {
    expect(limitProblem('0.000369999', limits)).toEqual({ bound: 'min', limit: '0.00037' });
    expect(limitProblem('12.000000000000000001', limits)).toEqual({ bound: 'max', limit: '12' });
  });
  it('says nothing for an amount within the limits, on a bound, empty or zero', () => {
    expect(limitProblem('0.00037', limits)).toBeNull();
    expect(limitProblem('12', limits)).toBeNull();
    expect(limitProblem('1.5', limits)).toBeNull();
    expect(limitProblem('', limits)).toBeNull();
    expect(limitProblem('0', limits)).toBeNull();
  });
  it('checks only the bounds the route has', () => {
    expect(limitProblem('1000000', { min: '1' })).toBeNull();
    expect(limitProblem('0.5', { max: '1' })).toBeNull();
  });
});
