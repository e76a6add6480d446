import fc from 'fast-check';
import { validateAndParseAddress } from 'starknet';
import { describe, expect, it } from 'vitest';
import type { AddressValidator } from '../kit/address/types';
import { validateParadexAddress } from '../paradex/address';
import { HEX_ALPHABET, nearMiss, reasonOf, starknetOracleAccepts as starknetAccepts } from '../test-support';
import { STARKNET_ADDRESS_BOUND, validateStarknetAddress } from './address';

const STARKNET_ETH = '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7';
const STARKNET_STRK = '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d';
const VALID = [
  STARKNET_ETH,
  STARKNET_STRK,
  '0x49d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7', // unpadded
  `0x${STARKNET_ETH.slice(2).toUpperCase()}`,
  '0x1',
  '0x0',
  '0x0000000000000000000000000000000000000000000000000000000000000001',
  `0x${(STARKNET_ADDRESS_BOUND - 1n).toString(16)}`, // the largest address starknet.js accepts
];
const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

const FAMILIES: ReadonlyArray<[string, AddressValidator, string]> = [
  ['starknet', validateStarknetAddress, 'Starknet'],
  ['paradex', validateParadexAddress, 'Paradex'],
];

/** A random address below the bound, written with a random number of leading zeros and case. */
const starknetAddress = fc
  .record({
    value: fc.bigInt({ min: 0n, max: STARKNET_ADDRESS_BOUND - 1n }),
    pad: fc.boolean(),
    upper: fc.boolean(),
  })
  .map(({ value, pad, upper }) => {
    const digits = pad ? value.toString(16).padStart(64, '0') : value.toString(16);
    return `0x${upper ? digits.toUpperCase() : digits}`;
  })
  .filter((address) => address.length !== 42);

describe.each(FAMILIES)('%s', (_family, validate, name) => {
  it.each(VALID)('accepts %s, normalized like starknet.js', (address) => {
    expect(starknetAccepts(address)).toBe(true);
    expect(validate(address)).toEqual({ ok: true, normalized: validateAndParseAddress(address) });
  });

  it.each([
    ['', 'This address is empty.'],
    [` ${STARKNET_ETH}`, 'Remove the spaces before or after the address.'],
    [STARKNET_ETH.slice(2), 'Add 0x at the start of the address.'],
    ['12345', 'Add 0x at the start of the address.'], // starknet.js would read this as 0x12345
    [`0X${STARKNET_ETH.slice(2)}`, 'with a small x'],
    ['0x', 'This address has nothing after 0x.'],
    [
      `${STARKNET_ETH}0`,
      `An address on ${name} has at most 64 hexadecimal characters after 0x (this one has 65).`,
    ],
    [STARKNET_ETH.replace('4dc7', '4dcg'), 'This address contains "g"'],
    [`0x${STARKNET_ADDRESS_BOUND.toString(16)}`, `This number is too large to be an address on ${name}`],
    [`0x${(2n ** 251n).toString(16)}`, 'too large'],
    [`0x${'f'.repeat(64)}`, 'too large'],
    [VITALIK, `This looks like an Ethereum-style address, but the destination is on ${name}.`],
    [VITALIK.toLowerCase(), 'This looks like an Ethereum-style address'],
    [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      `This looks like a Solana address, but the destination is on ${name}.`,
    ],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'This looks like a Tron address'],
    ['EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2', 'This looks like a TON address'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'This looks like a Bitcoin address'],
    ['starknet', `An address on ${name} starts with 0x.`],
  ])('rejects %j: %s', (address, reason) => {
    const check = validate(address);
    expect(check.ok).toBe(false);
    expect(reasonOf(check)).toContain(reason);
  });

  it('starknet.js agrees that the bound is 2^251 - 256', () => {
    expect(() => validateAndParseAddress(`0x${STARKNET_ADDRESS_BOUND.toString(16)}`)).toThrow();
    expect(() => validateAndParseAddress(`0x${(STARKNET_ADDRESS_BOUND - 1n).toString(16)}`)).not.toThrow();
  });
});

describe.each(FAMILIES)('%s: generated addresses (starknet.js as the oracle)', (_family, validate, name) => {
  it('accepts every address below the bound, normalized as validateAndParseAddress does', () => {
    fc.assert(
      fc.property(starknetAddress, (address) => {
        expect(validate(address)).toEqual({ ok: true, normalized: validateAndParseAddress(address) });
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with starknet.js on one-step typos', () => {
    // Starknet addresses carry no checksum: a changed digit is another valid address. What a
    // typo can break is the form (non-hex, too long, 40 digits, whitespace) or the range.
    fc.assert(
      fc.property(
        starknetAddress.chain((address) => nearMiss(address, `${HEX_ALPHABET}xg`, { from: 2 })),
        ({ kind, address }) => {
          const check = validate(address);
          expect(check.ok, `${kind}: ${JSON.stringify(address)} → ${reasonOf(check)}`).toBe(
            starknetAccepts(address),
          );
          if (check.ok) expect(check.normalized).toBe(validateAndParseAddress(address));
          if (kind === 'whitespace') expect(check.ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rejects every value from 2^251 - 256 up to 2^256 - 1', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: STARKNET_ADDRESS_BOUND, max: 2n ** 256n - 1n }), (value) => {
        const address = `0x${value.toString(16)}`;
        expect(starknetAccepts(address)).toBe(false);
        expect(reasonOf(validate(address))).toContain('too large');
      }),
      { numRuns: 100 },
    );
  });

  it('rejects every 40-digit (Ethereum-style) address as one', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...HEX_ALPHABET), minLength: 40, maxLength: 40 }),
        (digits) => {
          expect(reasonOf(validate(`0x${digits}`))).toBe(
            `This looks like an Ethereum-style address, but the destination is on ${name}.`,
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
