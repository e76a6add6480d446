import fc from 'fast-check';
import { Address, isB256 } from 'fuels';
import { describe, expect, it } from 'vitest';
import { bytes32, checksumTypo, HEX_ALPHABET, nearMiss, reasonOf, toHex } from '../test-support';
import { toFuelChecksum, validateFuelAddress } from './address';

const FUEL_ETH_ASSET = '0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07';
const FUEL_CHECKSUMMED = new Address(FUEL_ETH_ASSET).toChecksum();
const VALID = [
  FUEL_ETH_ASSET,
  `0x${FUEL_ETH_ASSET.slice(2).toUpperCase()}`,
  FUEL_CHECKSUMMED,
  `0x${'0'.repeat(64)}`,
];

/** fuels as the oracle: a b256 in one case, or mixed case that passes fuels' checksum. */
function fuelsAccepts(address: string): boolean {
  if (!address.startsWith('0x') || !isB256(address)) return false;
  const body = address.slice(2);
  return (
    body === body.toLowerCase() ||
    body === body.toUpperCase() ||
    Address.isChecksumValid(address as `0x${string}`)
  );
}

const b256 = bytes32.map((bytes) => `0x${toHex(bytes)}`);
const fuelChecksummed = b256.map((address) => new Address(address).toChecksum());

describe('fuel', () => {
  it.each(VALID)('accepts %s, normalized to the fuels checksum form', (address) => {
    expect(fuelsAccepts(address)).toBe(true);
    expect(validateFuelAddress(address)).toEqual({ ok: true, normalized: new Address(address).toString() });
  });

  it('the corpus checksummed form has mixed case (so the checksum is exercised)', () => {
    expect(FUEL_CHECKSUMMED).not.toBe(FUEL_ETH_ASSET);
    expect(toFuelChecksum(FUEL_ETH_ASSET)).toBe(FUEL_CHECKSUMMED);
  });

  it.each([
    ['', 'This address is empty.'],
    [` ${FUEL_ETH_ASSET}`, 'Remove the spaces before or after the address.'],
    [
      checksumTypo(FUEL_CHECKSUMMED),
      'The capital letters of this address do not match its checksum: check for a typing mistake.',
    ],
    [
      FUEL_ETH_ASSET.slice(0, -1),
      'A Fuel address starts with 0x and has 64 hexadecimal characters after it (this one has 63).',
    ],
    [FUEL_ETH_ASSET.slice(2), 'Add 0x at the start of the address.'],
    [`0X${FUEL_ETH_ASSET.slice(2)}`, 'with a small x'],
    [FUEL_ETH_ASSET.replace('ad07', 'ad0g'), 'This address contains "g"'],
    [
      'fuel1lruwwcqhu8xxmcx2rdjmqqdjzjhauwlgpwn34ejk0zrslnfr4l4sy4cxgw',
      'Fuel addresses that start with fuel1 are no longer used',
    ],
    [
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      'This looks like an Ethereum-style address, but the destination is on Fuel.',
    ],
    [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'This looks like a Solana address, but the destination is on Fuel.',
    ],
    ['EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2', 'This looks like a TON address'],
    ['fuel', 'A Fuel address starts with 0x.'],
  ])('rejects %j: %s', (address, reason) => {
    const check = validateFuelAddress(address);
    expect(check.ok).toBe(false);
    expect(reasonOf(check)).toContain(reason);
  });
});

describe('fuel: generated addresses (fuels as the oracle)', () => {
  it('accepts random b256 values in lower, upper and checksummed case, normalized as fuels prints them', () => {
    fc.assert(
      fc.property(b256, fc.constantFrom('lower', 'upper', 'checksum'), (address, form) => {
        const expected = new Address(address).toString();
        const typed =
          form === 'lower' ? address : form === 'upper' ? `0x${address.slice(2).toUpperCase()}` : expected;
        expect(validateFuelAddress(typed)).toEqual({ ok: true, normalized: expected });
        expect(toFuelChecksum(typed)).toBe(new Address(address).toChecksum());
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with fuels on one-step typos of a checksummed address, and rejects nearly all of them', () => {
    let rejected = 0;
    let total = 0;
    fc.assert(
      fc.property(
        fuelChecksummed.chain((address) => nearMiss(address, HEX_ALPHABET, { from: 2 })),
        ({ kind, address }) => {
          const check = validateFuelAddress(address);
          total++;
          if (!check.ok) rejected++;
          expect(check.ok, `${kind}: ${JSON.stringify(address)} → ${reasonOf(check)}`).toBe(
            fuelsAccepts(address),
          );
          if (check.ok) expect(check.normalized).toBe(new Address(address).toString());
        },
      ),
      { numRuns: 500 },
    );
    expect(rejected / total).toBeGreaterThan(0.97);
  });

  it('rejects a case flip of any one letter of a checksummed address', () => {
    fc.assert(
      fc.property(
        fuelChecksummed.chain((address) => nearMiss(address, HEX_ALPHABET, { from: 2, kinds: ['flipCase'] })),
        ({ address }) => {
          // 64 digits hold about 24 letters, half of each case: one flip leaves mixed case.
          fc.pre(/[a-f].*[a-f]/.test(address) && /[A-F].*[A-F]/.test(address));
          expect(reasonOf(validateFuelAddress(address))).toContain('do not match its checksum');
        },
      ),
      { numRuns: 200 },
    );
  });
});
