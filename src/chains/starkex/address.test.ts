import fc from 'fast-check';
import { addAddressPadding, ec } from 'starknet';
import { getAddress, isAddress } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { HEX_ALPHABET, nearMiss, reasonOf, toHex } from '../test-support';
import { validateStarkexAddress } from './address';

/** The Stark curve generator's x coordinate: the Stark key of private key 1. */
const STARK_KEY_G = '0x1ef15c18599971b7beced415a40f0c7deacfd9b0d1819e03d723d8bc943cfca';
const STARK_KEY_PADDED = `0x0${STARK_KEY_G.slice(2)}`;
const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const STARK_ORDER = ec.starkCurve.CURVE.n;

/** The rules as starknet.js and viem see them: a Stark key below 2^251 (41..64 digits), or an EVM address. */
function oracleAccepts(address: string): boolean {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) {
    const body = address.slice(2);
    return body === body.toLowerCase() || body === body.toUpperCase() || isAddress(address, { strict: true });
  }
  return /^0x[0-9a-fA-F]{41,64}$/.test(address) && BigInt(address) < 2n ** 251n;
}

const starkKey = fc
  .bigInt({ min: 1n, max: STARK_ORDER - 1n })
  .map((privateKey) => ec.starkCurve.getStarkKey(`0x${privateKey.toString(16)}`))
  .filter((key) => key.length > 42);
const evmAddress = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((bytes) => bytes.some((b) => b !== 0) && bytes[0] !== 0xff)
  .map((bytes) => privateKeyToAddress(`0x${toHex(bytes)}`));

describe('starkex', () => {
  it.each([
    STARK_KEY_G,
    STARK_KEY_PADDED,
    `0x${STARK_KEY_G.slice(2).toUpperCase()}`,
    ec.starkCurve.getStarkKey('0x2dccce1da22003777062ee0870e9881b460a8b7eca276870f57c601f182136c'),
  ])('accepts the Stark key %s, normalized to 0x + 64 lowercase hex digits', (key) => {
    expect(validateStarkexAddress(key)).toEqual({
      ok: true,
      normalized: addAddressPadding(key).toLowerCase(),
    });
  });

  it.each([VITALIK, VITALIK.toLowerCase(), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])(
    'accepts the Ethereum address %s, normalized to its EIP-55 form',
    (address) => {
      expect(validateStarkexAddress(address)).toEqual({ ok: true, normalized: getAddress(address) });
    },
  );

  it.each([
    ['', 'This address is empty.'],
    [`${STARK_KEY_G} `, 'Remove the spaces before or after the address.'],
    [`0x${'1'.repeat(39)}`, 'A StarkEx address is a Stark key (0x and 41 to 64 hexadecimal characters)'],
    [`${STARK_KEY_PADDED}0`, 'this one has 65'],
    [`0x${(2n ** 251n).toString(16)}`, 'This number is too large to be a Stark key'],
    [`0x${'f'.repeat(64)}`, 'too large'],
    [STARK_KEY_G.slice(2), 'Add 0x at the start of the address.'],
    [`0X${STARK_KEY_G.slice(2)}`, 'with a small x'],
    [`${STARK_KEY_G.slice(0, -1)}z`, 'This address contains "z"'],
    ['0x', 'This address has nothing after 0x.'],
    [`${VITALIK.slice(0, -1)}4`, 'The capital letters of this address do not match its checksum'],
    [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'This looks like a Solana address, but the destination is on StarkEx.',
    ],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'This looks like a Tron address'],
    ['stark', 'A StarkEx address starts with 0x: it is a Stark key or an Ethereum address.'],
  ])('rejects %j: %s', (address, reason) => {
    const check = validateStarkexAddress(address);
    expect(check.ok).toBe(false);
    expect(reasonOf(check)).toContain(reason);
  });
});

describe('starkex: generated addresses (starknet.js and viem as the oracles)', () => {
  it('accepts every Stark key starknet.js derives, normalized to 64 lowercase digits', () => {
    fc.assert(
      fc.property(starkKey, (key) => {
        expect(validateStarkexAddress(key)).toEqual({
          ok: true,
          normalized: addAddressPadding(key).toLowerCase(),
        });
      }),
      { numRuns: 200 },
    );
  });

  it('accepts every Ethereum address viem derives, normalized by getAddress', () => {
    fc.assert(
      fc.property(evmAddress, (address) => {
        expect(validateStarkexAddress(address)).toEqual({ ok: true, normalized: getAddress(address) });
        expect(validateStarkexAddress(address.toLowerCase())).toEqual({ ok: true, normalized: address });
      }),
      { numRuns: 200 },
    );
  });

  it('agrees with the oracles on one-step typos of Stark keys and Ethereum addresses', () => {
    fc.assert(
      fc.property(
        fc.oneof(starkKey, evmAddress).chain((address) => nearMiss(address, `${HEX_ALPHABET}x`, { from: 2 })),
        ({ kind, address }) => {
          const check = validateStarkexAddress(address);
          expect(check.ok, `${kind}: ${JSON.stringify(address)} → ${reasonOf(check)}`).toBe(
            oracleAccepts(address),
          );
          if (kind === 'whitespace') expect(check.ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rejects Stark-key-length values at or above 2^251', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 2n ** 251n, max: 2n ** 256n - 1n }), (value) => {
        expect(reasonOf(validateStarkexAddress(`0x${value.toString(16)}`))).toContain('too large');
      }),
      { numRuns: 100 },
    );
  });
});
