import fc from 'fast-check';
import { TronWeb } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { BASE58_ALPHABET, nearMiss, reasonOf, toHex, typo } from '../test-support';
import { validateTronAddress } from './address';

const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const VALID = [
  TRON_USDT,
  'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8', // USDC
  'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', // the all-zero (burn) address
  'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
];

/** TronWeb as the oracle, for the base58 form only (it also accepts the 41… hex form). */
function tronWebAccepts(address: string): boolean {
  return address.startsWith('T') && TronWeb.isAddress(address);
}

const tronAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => TronWeb.address.fromHex(`41${toHex(bytes)}`));

describe('tron', () => {
  it.each(VALID)('accepts %s, unchanged', (address) => {
    expect(tronWebAccepts(address)).toBe(true);
    expect(validateTronAddress(address)).toEqual({ ok: true, normalized: address });
  });

  it.each([
    ['', 'This address is empty.'],
    [`${TRON_USDT}\t`, 'Remove the spaces before or after the address.'],
    [
      typo(TRON_USDT, -1, BASE58_ALPHABET),
      'The checksum of this address is wrong: check for a typing mistake.',
    ],
    [typo(TRON_USDT, 5, BASE58_ALPHABET), 'The checksum of this address is wrong'],
    [TRON_USDT.slice(0, -1), 'A Tron address has 34 characters (this one has 33).'],
    [`${TRON_USDT}1`, '(this one has 35)'],
    [
      '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
      'This is a Tron address in hexadecimal form: use its form that starts with T instead.',
    ],
    ['0x41a614f803b6fd780986a42c78ec9c7f77e6ded13c', 'hexadecimal form'],
    [`t${TRON_USDT.slice(1)}`, 'A Tron address starts with T.'],
    [
      TRON_USDT.replace('HqjeK', 'HqjeI'),
      'This address contains "I", which never appears in a Tron address (Tron addresses never use 0, O, I or l).',
    ],
    [
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      'This looks like an Ethereum-style address, but the destination is on Tron.',
    ],
    [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'This looks like a Solana address, but the destination is on Tron.',
    ],
    ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'This looks like a Solana address'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'This looks like a Bitcoin address'],
    ['EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2', 'This looks like a TON address'],
  ])('rejects %j: %s', (address, reason) => {
    const check = validateTronAddress(address);
    expect(check.ok).toBe(false);
    expect(reasonOf(check)).toContain(reason);
  });

  it('the hex form is this address (TronWeb would accept it)', () => {
    expect(TronWeb.isAddress('41a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(true);
    expect(TronWeb.address.fromHex('41a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe(TRON_USDT);
  });
});

describe('tron: generated addresses (TronWeb as the oracle)', () => {
  it('accepts every address TronWeb makes from 20 random bytes, unchanged', () => {
    fc.assert(
      fc.property(tronAddress, (address) => {
        expect(validateTronAddress(address)).toEqual({ ok: true, normalized: address });
        expect(TronWeb.address.fromHex(TronWeb.address.toHex(address))).toBe(address);
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with TronWeb on one-step typos and rejects them all', () => {
    fc.assert(
      fc.property(
        tronAddress.chain((address) => nearMiss(address, `${BASE58_ALPHABET}0OIl`, { from: 1 })),
        ({ kind, address }) => {
          const check = validateTronAddress(address);
          expect(check.ok, `${kind}: ${JSON.stringify(address)} → ${reasonOf(check)}`).toBe(
            tronWebAccepts(address),
          );
          // A 4-byte checksum: a typo passes by chance once in 2^32.
          expect(check.ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses the hex form of every generated address', () => {
    fc.assert(
      fc.property(tronAddress, fc.boolean(), (address, prefixed) => {
        const hex = TronWeb.address.toHex(address);
        expect(reasonOf(validateTronAddress(prefixed ? `0x${hex}` : hex))).toContain('hexadecimal form');
      }),
      { numRuns: 100 },
    );
  });
});
