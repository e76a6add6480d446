import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BECH32_ALPHABET,
  convertBits,
  nearMiss,
  reasonOf,
  referenceBech32Decode,
  referenceBech32Encode,
  typo,
} from '../test-support';
import { validateCosmosAddress } from './address';

/** Cosmos Hub module accounts: bech32('cosmos', sha256(module name)[0..20]). */
const COSMOS_FEE_COLLECTOR = 'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta';
const VALID = [
  COSMOS_FEE_COLLECTOR,
  'cosmos1jv65s3grqf6v6jl3dp4t6c9t9rk99cd88lyufl', // distribution
  'cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh', // bonded_tokens_pool
  'cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kn', // gov
];

function encode(prefix: string, bytes: Uint8Array): string {
  return referenceBech32Encode(prefix, convertBits([...bytes], 8, 5, true) ?? [], 'bech32');
}

/** The BIP-173 reference decoder, with the Cosmos SDK's 1023-character limit, as the oracle. */
function referenceAccepts(address: string, prefix: string): boolean {
  const decoded = referenceBech32Decode(address, 1023);
  if (decoded === null || decoded.spec !== 'bech32' || decoded.hrp !== prefix) return false;
  const bytes = convertBits(decoded.data, 5, 8, false);
  return bytes !== null && (bytes.length === 20 || bytes.length === 32);
}

const PREFIXES = ['cosmos', 'osmo', 'celestia', 'neutron', 'noble'];
const cosmosAddress = fc
  .record({
    prefix: fc.constantFrom(...PREFIXES),
    bytes: fc.oneof(
      fc.uint8Array({ minLength: 20, maxLength: 20 }),
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
    ),
  })
  .map(({ prefix, bytes }) => ({ prefix, address: encode(prefix, bytes) }));

describe('cosmos', () => {
  it.each(VALID)('accepts %s, in small letters and in capitals', (address) => {
    expect(referenceAccepts(address, 'cosmos')).toBe(true);
    expect(validateCosmosAddress(address)).toEqual({ ok: true, normalized: address });
    expect(validateCosmosAddress(address.toUpperCase())).toEqual({ ok: true, normalized: address });
  });

  it('the corpus module accounts are sha256(name)[0..20]', () => {
    const moduleAccount = (name: string) =>
      encode('cosmos', new Uint8Array(createHash('sha256').update(name).digest()).subarray(0, 20));
    expect(moduleAccount('fee_collector')).toBe(COSMOS_FEE_COLLECTOR);
    expect(moduleAccount('gov')).toBe('cosmos10d07y265gmmuvt4z0w9aw880jnsr700j6zn9kn');
  });

  it('honours cosmosPrefix', () => {
    const osmo = encode('osmo', new Uint8Array(20).fill(1));
    expect(validateCosmosAddress(osmo, { cosmosPrefix: 'osmo' })).toEqual({ ok: true, normalized: osmo });
    expect(reasonOf(validateCosmosAddress(osmo))).toBe(
      'This address is for another network (it starts with osmo1): an address here starts with cosmos1.',
    );
    expect(reasonOf(validateCosmosAddress(COSMOS_FEE_COLLECTOR, { cosmosPrefix: 'osmo' }))).toBe(
      'This address is for another network (it starts with cosmos1): an address here starts with osmo1.',
    );
  });

  it('accepts 32-byte data (module and interchain accounts), beyond the 90-character limit of BIP-173', () => {
    const address = encode('cosmos', new Uint8Array(32).fill(7));
    expect(validateCosmosAddress(address)).toEqual({ ok: true, normalized: address });
    const long = encode('averyveryverylongprefixforacosmoschainthatisreallylong', new Uint8Array(32).fill(7));
    expect(long.length).toBeGreaterThan(90);
    expect(
      validateCosmosAddress(long, { cosmosPrefix: 'averyveryverylongprefixforacosmoschainthatisreallylong' })
        .ok,
    ).toBe(true);
  });

  it.each([
    ['', 'This address is empty.'],
    [`${COSMOS_FEE_COLLECTOR} `, 'Remove the spaces before or after the address.'],
    [
      typo(COSMOS_FEE_COLLECTOR, 12, BECH32_ALPHABET),
      'The checksum of this address is wrong: check for a typing mistake.',
    ],
    [typo(COSMOS_FEE_COLLECTOR, -1, BECH32_ALPHABET), 'The checksum of this address is wrong'],
    [COSMOS_FEE_COLLECTOR.slice(0, -1), 'The checksum of this address is wrong'],
    [
      COSMOS_FEE_COLLECTOR.replace('cosmos1', 'cosmoz1'),
      'This address is for another network (it starts with cosmoz1)',
    ],
    [COSMOS_FEE_COLLECTOR.replace('cosmos1', 'cosmos'), 'An address here starts with cosmos1.'],
    [
      COSMOS_FEE_COLLECTOR.replace('q', 'b'),
      'This address contains "b", which never appears in a Cosmos address (after cosmos1, addresses never use 1, b, i or o).',
    ],
    [
      encode('cosmos', new Uint8Array(21)),
      'This Cosmos address has the wrong length: check for a missing or extra character.',
    ],
    [encode('cosmos', new Uint8Array(0)), 'This Cosmos address is too short: check for a missing character.'],
    [
      `COSMOS${COSMOS_FEE_COLLECTOR.slice(6)}`,
      'A Cosmos address is all small letters or all capitals, not a mix',
    ],
    [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'This looks like a Bitcoin address, but the destination is on a Cosmos network.',
    ],
    [
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      'This looks like an Ethereum-style address, but the destination is on a Cosmos network.',
    ],
    ['EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'This looks like a Solana address'],
    ['EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2', 'This looks like a TON address'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'This looks like a Tron address'],
  ])('rejects %j: %s', (address, reason) => {
    const check = validateCosmosAddress(address);
    expect(check.ok).toBe(false);
    expect(reasonOf(check)).toContain(reason);
  });

  it('refuses a bech32m string', () => {
    const address = referenceBech32Encode(
      'cosmos',
      convertBits([...new Uint8Array(20).fill(3)], 8, 5, true) ?? [],
      'bech32m',
    );
    expect(reasonOf(validateCosmosAddress(address))).toContain('checksum');
  });
});

describe('cosmos: generated addresses (BIP-173 reference decoder as the oracle)', () => {
  it('accepts every generated address under its prefix, normalized to small letters', () => {
    fc.assert(
      fc.property(cosmosAddress, fc.boolean(), ({ prefix, address }, upper) => {
        const typed = upper ? address.toUpperCase() : address;
        expect(validateCosmosAddress(typed, { cosmosPrefix: prefix })).toEqual({
          ok: true,
          normalized: address,
        });
        if (prefix !== 'cosmos') expect(reasonOf(validateCosmosAddress(typed))).toContain('another network');
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with the reference decoder on one-step typos, and rejects them all', () => {
    fc.assert(
      fc.property(
        cosmosAddress.chain(({ prefix, address }) =>
          nearMiss(address, `${BECH32_ALPHABET}bio1`, { from: prefix.length + 1 }).map((miss) => ({
            prefix,
            ...miss,
          })),
        ),
        ({ prefix, kind, address }) => {
          const check = validateCosmosAddress(address, { cosmosPrefix: prefix });
          expect(check.ok, `${kind}: ${JSON.stringify(address)} → ${reasonOf(check)}`).toBe(
            referenceAccepts(address, prefix),
          );
          // bech32 detects every error in up to four characters.
          expect(check.ok).toBe(false);
        },
      ),
      { numRuns: 600 },
    );
  });
});
