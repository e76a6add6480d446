import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import {
  messageBoc,
  normalizedHash,
  signWalletTransfer,
  TON_TEST_ACCOUNTS,
} from '../../../service/chains/ton/contracts';
import { externalMessageHash } from './hash';

describe('externalMessageHash', () => {
  const account = TON_TEST_ACCOUNTS.user;
  const messages = [{ address: new Address(0, Buffer.alloc(32, 0x11)).toString(), amount: 5n }];
  const sign = (deployed: boolean) =>
    signWalletTransfer({ account, seqno: 7, messages, validUntil: 1_790_000_000, deployed });

  it('is the normalized hash the sandbox names the transaction by', () => {
    const message = sign(true);
    expect(externalMessageHash(messageBoc(message))).toBe(normalizedHash(message));
    expect(externalMessageHash(messageBoc(message))).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not change when the wallet adds its state init to the same signed body', () => {
    expect(externalMessageHash(messageBoc(sign(false)))).toBe(externalMessageHash(messageBoc(sign(true))));
  });

  it('refuses what is not an external message', () => {
    expect(() => externalMessageHash('te6cckEBAQEAAgAAAEysuc0=')).toThrow();
  });
});
