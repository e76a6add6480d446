import fc from 'fast-check';
import { getAddress, isAddress } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { validateHyperliquidAddress } from '../hyperliquid/address';
import type { AddressValidator } from '../kit/address/types';
import {
  BASE58_ALPHABET,
  checksumTypo,
  HEX_ALPHABET,
  nearMiss,
  reasonOf,
  toHex,
  typo,
} from '../test-support';
import { validateZksyncliteAddress } from '../zksynclite/address';
import { toChecksumAddress, validateEvmAddress } from './address';

const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const ANVIL = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
];
/** EIP-55's own test vectors: all caps, all lower, and normal (mixed case). */
const EIP55_VECTORS = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const VALID = [
  VITALIK,
  ...ANVIL,
  ...EIP55_VECTORS,
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', // USDC
  '0x0000000000000000000000000000000000000000',
  VITALIK.toLowerCase(),
  `0x${VITALIK.slice(2).toUpperCase()}`,
];

const FAMILIES: ReadonlyArray<[string, AddressValidator]> = [
  ['evm', validateEvmAddress],
  ['zksynclite', validateZksyncliteAddress],
  ['hyperliquid', validateHyperliquidAddress],
];

/** viem as the oracle: any case without a checksum, or mixed case that passes EIP-55. */
function viemAccepts(address: string): boolean {
  if (!isAddress(address, { strict: false })) return false;
  const body = address.slice(2);
  return body === body.toUpperCase() || isAddress(address, { strict: true });
}

/** 32 bytes that are a valid secp256k1 private key (nonzero, below the group order). */
const privateKey = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => `0x${toHex(bytes)}` as const)
  .filter((key) => {
    const k = BigInt(key);
    return k > 0n && k < 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
  });
const evmAddress = privateKey.map((key) => privateKeyToAddress(key));

describe.each(FAMILIES)('%s', (_family, validate) => {
  it.each(VALID)('accepts %s, normalized to its EIP-55 form', (address) => {
    expect(viemAccepts(address)).toBe(true);
    expect(validate(address)).toEqual({ ok: true, normalized: getAddress(address) });
  });

  it.each([
    ['', 'This address is empty.'],
    ['   ', 'This address is only spaces.'],
    [` ${VITALIK}`, 'Remove the spaces before or after the address.'],
    [`${VITALIK}\n`, 'Remove the spaces before or after the address.'],
    [`${VITALIK.slice(0, 20)} ${VITALIK.slice(20)}`, 'Remove the spaces inside the address.'],
    [`${VITALIK.slice(0, 20)}\u200b${VITALIK.slice(20)}`, 'invisible character'],
    [checksumTypo(VITALIK), 'The capital letters of this address do not match its checksum'],
    [typo(VITALIK, -1, 'abcdef'), 'do not match its checksum'],
    [
      VITALIK.slice(0, -1),
      'An Ethereum-style address starts with 0x and has 40 hexadecimal characters after it (this one has 39).',
    ],
    [`${VITALIK}0`, '(this one has 41)'],
    [VITALIK.slice(2), 'Add 0x at the start of the address.'],
    [`0X${VITALIK.slice(2)}`, 'with a small x'],
    [`${VITALIK.slice(0, -1)}g`, 'This address contains "g": after 0x, only 0-9 and a-f can appear.'],
    [`${VITALIK.slice(0, -1)}а`, 'contains "а" (U+0430)'],
    ['0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7', '(this one has 64)'],
    [
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'This looks like a Solana address, but the destination is on',
    ],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'This looks like a Tron address'],
    ['EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2', 'This looks like a TON address'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'This looks like a Bitcoin address'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'This looks like a Bitcoin address'],
    ['cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta', 'This looks like a Cosmos address'],
    ['hello', 'An Ethereum-style address starts with 0x.'],
  ])('rejects %j: %s', (address, reason) => {
    const check = validate(address);
    expect(check.ok).toBe(false);
    expect(reasonOf(check)).toContain(reason);
  });
});

describe('reasons name the destination family', () => {
  it.each([
    [validateEvmAddress, 'an Ethereum-style network'],
    [validateZksyncliteAddress, 'zkSync Lite'],
    [validateHyperliquidAddress, 'Hyperliquid'],
  ] as const)('%#: %s', (validate, name) => {
    expect(reasonOf(validate('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'))).toBe(
      `This looks like a Solana address, but the destination is on ${name}.`,
    );
  });
});

describe.each(FAMILIES)('%s: generated addresses (viem as the oracle)', (_family, validate) => {
  it('accepts every address viem derives from a random key, in checksummed, lower and upper case', () => {
    fc.assert(
      fc.property(evmAddress, fc.constantFrom('as-is', 'lower', 'upper'), (address, form) => {
        const typed =
          form === 'lower'
            ? address.toLowerCase()
            : form === 'upper'
              ? `0x${address.slice(2).toUpperCase()}`
              : address;
        expect(validate(typed)).toEqual({ ok: true, normalized: getAddress(address) });
        expect(toChecksumAddress(typed)).toBe(address);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with viem on one-step typos of a checksummed address, and rejects nearly all of them', () => {
    let rejected = 0;
    let total = 0;
    fc.assert(
      fc.property(
        evmAddress.chain((address) => nearMiss(address, HEX_ALPHABET, { from: 2 })),
        ({ kind, address }) => {
          const check = validate(address);
          total++;
          if (!check.ok) rejected++;
          // A typo can land on another valid address only by chance (a mixed-case body that
          // happens to match its own checksum, or a flip that leaves one case): viem must agree.
          expect(check.ok, `${kind}: ${address} → ${reasonOf(check)}`).toBe(viemAccepts(address));
          if (check.ok) expect(check.normalized).toBe(getAddress(address));
        },
      ),
      { numRuns: 600 },
    );
    expect(rejected / total).toBeGreaterThan(0.97);
  });

  it('rejects a case flip of any one letter of a checksummed address', () => {
    fc.assert(
      fc.property(
        evmAddress
          .filter(
            (address) =>
              (address.match(/[a-f]/g) ?? []).length >= 2 && (address.match(/[A-F]/g) ?? []).length >= 2,
          )
          .chain((address) => nearMiss(address, HEX_ALPHABET, { from: 2, kinds: ['flipCase'] })),
        ({ address }) => {
          const check = validate(address);
          // Flipping one letter of a body with 2+ letters of each case leaves mixed case.
          expect(reasonOf(check)).toContain('do not match its checksum');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rejects base58 strings of Solana and Tron length', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), minLength: 32, maxLength: 44 }),
        (s) => {
          expect(validate(s).ok).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });
});
