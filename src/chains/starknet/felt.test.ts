import { constants, hash, shortString, validateAndParseAddress } from 'starknet';
import { describe, expect, it } from 'vitest';
import { encodeShortString, normalizeStarknetAddress, STARKNET_PRIME, selectorFromName } from './felt';

describe('Starknet felts without starknet.js, checked against starknet.js', () => {
  it('has the field prime', () => {
    expect(STARKNET_PRIME).toBe(constants.PRIME);
  });

  it('computes entrypoint selectors', () => {
    for (const name of ['transfer', 'watch', 'balanceOf', '__execute__', 'approve']) {
      expect(BigInt(selectorFromName(name))).toBe(BigInt(hash.getSelectorFromName(name)));
    }
  });

  it('encodes chain ids as short strings', () => {
    for (const text of ['SN_MAIN', 'SN_SEPOLIA', 'SN_PORTAGE_LOCAL']) {
      expect(encodeShortString(text)).toBe(shortString.encodeShortString(text));
    }
    expect(() => encodeShortString('x'.repeat(32))).toThrow(RangeError);
  });

  it('normalizes addresses as validateAndParseAddress does, and refuses what it would misread', () => {
    for (const address of [
      '0x1',
      '0xABC123',
      '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7',
      `0x${'7'.repeat(62)}`,
    ]) {
      expect(normalizeStarknetAddress(address)).toBe(validateAndParseAddress(address));
    }
    // Beyond the address bound: starknet.js throws, Portage says no.
    const tooBig = `0x${(2n ** 251n - 1n).toString(16)}`;
    expect(() => validateAndParseAddress(tooBig)).toThrow();
    expect(normalizeStarknetAddress(tooBig)).toBeNull();
    // starknet.js reads '12345' as 0x12345; Portage refuses it.
    expect(normalizeStarknetAddress('12345')).toBeNull();
    expect(normalizeStarknetAddress(`0x${'1'.repeat(65)}`)).toBeNull();
  });
});
