import { describe, expect, it } from 'vitest';
import { bitcoinOpReturnText, buildBitcoinCallData, OP_RETURN_MAX_BYTES } from './bitcoin';
import { BITCOIN_DEPOSIT, expectDepositError, sampleInput } from './testing';

describe('Bitcoin deposit call data', () => {
  it('is the sequence number as a decimal string toward the deposit address', () => {
    const built = buildBitcoinCallData(sampleInput('bitcoin', { sequenceNumber: 11177265n }));
    expect(built).toEqual({ toAddress: BITCOIN_DEPOSIT, callData: '11177265' });
    expect(built.callData).toMatch(/^\d+$/);
  });

  it('converts to the OP_RETURN hex text the client embeds', () => {
    const callData = buildBitcoinCallData(sampleInput('bitcoin')).callData;
    const text = bitcoinOpReturnText(BigInt(callData));
    expect(text).toBe('aa8d31');
    expect(BigInt(`0x${text}`)).toBe(11177265n);
    expect([...Buffer.from(text, 'hex')]).toEqual([0xaa, 0x8d, 0x31]);
    expect(bitcoinOpReturnText(0xabcn)).toBe('0abc');
  });

  it('accepts exactly 80 bytes of OP_RETURN text and refuses 81 or more', () => {
    const largest = 2n ** 320n - 1n; // 80 hex digits
    expect(bitcoinOpReturnText(largest)).toHaveLength(OP_RETURN_MAX_BYTES);
    expect(buildBitcoinCallData(sampleInput('bitcoin', { sequenceNumber: largest })).callData).toBe(
      largest.toString(),
    );
    const error = expectDepositError(
      () => buildBitcoinCallData(sampleInput('bitcoin', { sequenceNumber: 2n ** 320n })),
      'OP_RETURN_TOO_LONG',
    );
    expect(error.message).toContain('80');
  });

  it('refuses contract tokens and more than 21M BTC', () => {
    expectDepositError(
      () =>
        buildBitcoinCallData(
          sampleInput('bitcoin', { token: { symbol: 'RUNE', contract: 'x', decimals: 0 } }),
        ),
      'UNSUPPORTED_TOKEN',
    );
    expectDepositError(
      () => buildBitcoinCallData(sampleInput('bitcoin', { amount: 21_000_000n * 100_000_000n + 1n })),
      'AMOUNT_OUT_OF_RANGE',
    );
  });
});
