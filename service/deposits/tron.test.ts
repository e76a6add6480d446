import { TronWeb } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { expectDepositError, sampleInput, TRON_DEPOSIT, TRON_USDT } from './testing';
import { buildTronCallData } from './tron';

describe('Tron deposit call data', () => {
  it('is the sequence number as a plain decimal memo toward the base58 deposit address', () => {
    const built = buildTronCallData(sampleInput('tron'));
    expect(built).toEqual({ toAddress: TRON_DEPOSIT, callData: '11177265' });
    expect(TronWeb.isAddress(built.toAddress)).toBe(true);
    const hex = TronWeb.address.toHex(built.toAddress);
    expect(hex).toBe('41f39fd6e51aad88f6f4ce6ab8827279cfffb92266');
    expect(TronWeb.address.fromHex(hex)).toBe(TRON_DEPOSIT);
  });

  it('TRC-20: same memo and deposit address, uint256 amounts allowed', () => {
    const built = buildTronCallData(
      sampleInput('tron', {
        amount: 2n ** 100n,
        token: { symbol: 'USDT', contract: TRON_USDT, decimals: 6 },
      }),
    );
    expect(built).toEqual({ toAddress: TRON_DEPOSIT, callData: '11177265' });
  });

  it('refuses hex-form or broken addresses and TRX beyond int64', () => {
    const hexForm = TronWeb.address.toHex(TRON_DEPOSIT);
    expectDepositError(
      () => buildTronCallData(sampleInput('tron', { depositAddress: hexForm })),
      'INVALID_ADDRESS',
    );
    const broken = `${TRON_DEPOSIT.slice(0, -1)}H`;
    expectDepositError(
      () => buildTronCallData(sampleInput('tron', { depositAddress: broken })),
      'INVALID_ADDRESS',
    );
    expectDepositError(
      () => buildTronCallData(sampleInput('tron', { amount: 2n ** 63n })),
      'AMOUNT_OUT_OF_RANGE',
    );
  });
});
