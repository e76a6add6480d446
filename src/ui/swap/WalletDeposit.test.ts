import { describe, expect, it } from 'vitest';
import { sequenceNumberOf } from './WalletDeposit';

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
