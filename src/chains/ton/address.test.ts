import { Address } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE64URL_ALPHABET, bytes32, HEX_ALPHABET, nearMiss, reasonOf, typo } from '../test-support';
import { crc16xmodem, validateTonAddress } from './address';

const TON_FRIENDLY = 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2';
const TON_RAW = '0:ed1691307050047117b998b561d8de82d31fbf84910ced6eb5fc92e7485ef8a7';
const ELECTOR_RAW = `-1:${'3'.repeat(64)}`;
const VALID: ReadonlyArray<[string, string]> = [
  [TON_FRIENDLY, TON_RAW],
  [TON_RAW, TON_RAW],
  [TON_RAW.toUpperCase(), TON_RAW],
  ['UQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p9dz', TON_RAW], // non-bounceable
  ['EQDtFpEwcFAEcRe5mLVh2N6C0x+/hJEM7W61/JLnSF74p4q2', TON_RAW], // standard base64
  ['kQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74pzE8', TON_RAW], // test-only flag
  [
    'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
    Address.parse('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs').toRawString(),
  ], // USDT jetton master
  ['Ef8zMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzM0vF', ELECTOR_RAW], // elector (masterchain)
  [ELECTOR_RAW, ELECTOR_RAW],
];

function isMixedBase64(address: string): boolean {
  return /[-_]/.test(address) && /[+/]/.test(address);
}

/** @ton/core as the oracle, plus this widget's stricter rules: no mixed alphabets, workchain 0 or -1, strict raw form. */
function tonAccepts(address: string): boolean {
  if (address.includes(':') && !/^(0|-1):[0-9a-fA-F]{64}$/.test(address)) return false;
  if (isMixedBase64(address)) return false;
  try {
    const { workChain } = Address.parse(address);
    return workChain === 0 || workChain === -1;
  } catch {
    return false;
  }
}

/** Rebuilds a friendly address with its first 34 bytes changed and a correct CRC. */
function friendly(edit: (body: Uint8Array) => void): string {
  const body = Buffer.from(TON_FRIENDLY, 'base64url').subarray(0, 34);
  edit(body);
  const crc = crc16xmodem(body);
  return Buffer.concat([body, Buffer.from([crc >> 8, crc & 0xff])]).toString('base64url');
}

const tonAccount = fc
  .record({ workchain: fc.constantFrom(0, -1), hash: bytes32 })
  .map(({ workchain, hash }) => new Address(workchain, Buffer.from(hash)));
const tonFriendly = fc
  .record({ account: tonAccount, urlSafe: fc.boolean(), bounceable: fc.boolean(), testOnly: fc.boolean() })
  .map(({ account, ...args }) => account.toString(args));
const tonAddress = fc.oneof(
  tonFriendly,
  tonAccount.map((account) => account.toRawString()),
);

describe('ton', () => {
  it.each(VALID)('accepts %s, normalized to %s', (address, raw) => {
    expect(tonAccepts(address)).toBe(true);
    expect(Address.parse(address).toRawString()).toBe(raw);
    expect(validateTonAddress(address)).toEqual({ ok: true, normalized: raw });
  });

  it('computes the CRC-16/XMODEM check value', () => {
    expect(crc16xmodem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
    expect(crc16xmodem(new Uint8Array())).toBe(0);
  });

  it.each([
    ['', 'This address is empty.'],
    [` ${TON_FRIENDLY}`, 'Remove the spaces before or after the address.'],
    [typo(TON_FRIENDLY, -1, 'abcdef'), 'The checksum of this address is wrong: check for a typing mistake.'],
    [typo(TON_FRIENDLY, 10, 'abcdef'), 'The checksum of this address is wrong'],
    [
      `${TON_FRIENDLY.slice(0, 10)}${TON_FRIENDLY.charAt(10).toLowerCase()}${TON_FRIENDLY.slice(11)}`,
      'checksum',
    ],
    [TON_FRIENDLY.slice(0, -1), 'A TON address has 48 characters (this one has 47).'],
    [`${TON_FRIENDLY}A`, '(this one has 49)'],
    ['EQDtFpEwcFAEcRe5mLVh2N6C0x+_hJEM7W61_JLnSF74p4q2', 'This address mixes - or _ with + or /'],
    [
      'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q!',
      'This address contains "!", which never appears in a TON address.',
    ],
    [
      TON_RAW.slice(0, -1),
      'A raw TON address has 64 hexadecimal characters after the colon (this one has 63).',
    ],
    [`${TON_RAW.slice(0, -2)}zz`, 'This address contains "z": after the colon, only 0-9 and a-f can appear.'],
    [`5:${TON_RAW.slice(2)}`, 'TON addresses are on workchain 0 or -1 (this one says 5).'],
    [
      `0.0:${TON_RAW.slice(2)}`,
      'A raw TON address is a workchain number, a colon and 64 hexadecimal characters',
    ],
    [`1e0:${TON_RAW.slice(2)}`, 'A raw TON address is a workchain number'],
    [
      friendly((body) => {
        body[0] = 0x22;
      }),
      'The first characters of this address are not a known kind of TON address.',
    ],
    [
      friendly((body) => {
        body[1] = 5;
      }),
      'TON addresses are on workchain 0 or -1 (this one is on 5).',
    ],
    [
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      'This looks like an Ethereum-style address, but the destination is on TON.',
    ],
    [`0x${TON_RAW.slice(2)}`, 'This looks like a Starknet or Fuel address, but the destination is on TON.'],
    ['EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'This looks like a Solana address'],
    ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'This looks like a Tron address'],
  ])('rejects %j: %s', (address, reason) => {
    const check = validateTonAddress(address);
    expect(check.ok).toBe(false);
    expect(reasonOf(check)).toContain(reason);
  });

  it('@ton/core itself accepts the mixed alphabet and the lax raw forms that the widget refuses', () => {
    expect(() => Address.parse('EQDtFpEwcFAEcRe5mLVh2N6C0x+_hJEM7W61_JLnSF74p4q2')).not.toThrow();
    expect(Address.parse(`1e0:${TON_RAW.slice(2)}`).workChain).toBe(1);
  });
});

describe('ton: generated addresses (@ton/core as the oracle)', () => {
  it('accepts every address @ton/core prints, in every flavour, normalized to its raw form', () => {
    fc.assert(
      fc.property(tonAddress, (address) => {
        expect(validateTonAddress(address)).toEqual({
          ok: true,
          normalized: Address.parse(address).toRawString(),
        });
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with @ton/core on one-step typos; every typo of a friendly address is caught', () => {
    fc.assert(
      fc.property(
        tonFriendly.chain((address) => nearMiss(address, `${BASE64URL_ALPHABET}+/`)),
        ({ kind, address }) => {
          const check = validateTonAddress(address);
          expect(check.ok, `${kind}: ${JSON.stringify(address)} → ${reasonOf(check)}`).toBe(
            tonAccepts(address),
          );
          // CRC-16 catches every error within 16 consecutive bits, so a one-character change,
          // a case flip or a swap of neighbours never yields another valid friendly address.
          expect(check.ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('agrees with @ton/core on one-step typos of raw addresses', () => {
    fc.assert(
      fc.property(
        tonAccount
          .map((account) => account.toRawString())
          .chain((address) => nearMiss(address, `${HEX_ALPHABET}:-g`)),
        ({ kind, address }) => {
          const check = validateTonAddress(address);
          expect(check.ok, `${kind}: ${JSON.stringify(address)} → ${reasonOf(check)}`).toBe(
            tonAccepts(address),
          );
          if (check.ok) expect(check.normalized).toBe(Address.parse(address).toRawString());
        },
      ),
      { numRuns: 200 },
    );
  });
});
