import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddressOptions, BitcoinNetwork } from '../kit/address/types';
import {
  BASE58_ALPHABET,
  BECH32_ALPHABET,
  nearMiss,
  reasonOf,
  referenceBase58Decode,
  referenceBase58Encode,
  referenceSegwitDecode,
  referenceSegwitEncode,
  typo,
} from '../test-support';
import { validateBitcoinAddress } from './address';

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());

function base58checkEncode(payload: Uint8Array): string {
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return referenceBase58Encode(Uint8Array.from([...payload, ...checksum]));
}

const HRP: Record<BitcoinNetwork, string> = { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' };
const VERSIONS: Record<BitcoinNetwork, readonly number[]> = {
  mainnet: [0x00, 0x05],
  testnet: [0x6f, 0xc4],
  regtest: [0x6f, 0xc4],
};

/**
 * The oracle: the BIP-173/350 reference decoder and a BigInt base58check, with the widget's
 * policy on top (only witness v0 with 20 or 32 bytes and v1 with 32 bytes; P2PKH and P2SH).
 */
function referenceAccepts(address: string, network: BitcoinNetwork): boolean {
  const segwit = referenceSegwitDecode(HRP[network], address);
  if (segwit !== null) {
    return segwit.version === 0 || (segwit.version === 1 && segwit.program.length === 32);
  }
  const bytes = referenceBase58Decode(address);
  if (bytes === null || bytes.length !== 25) return false;
  const payload = bytes.subarray(0, 21);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  if (!checksum.every((b, i) => b === bytes[21 + i])) return false;
  return VERSIONS[network].includes(payload[0] ?? -1);
}

const MAINNET_VALID = [
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', // genesis coinbase
  '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH example (Bitcoin wiki)
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  // BIP-173 / BIP-350 valid vectors with witness v0, and v1 with 32 bytes.
  'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
  'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
  'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
];
const TESTNET_VALID = [
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
  'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
  'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
  'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
  '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
];

/** Valid under BIP-350 but not a kind Portage sends to: v1 of another length, v2..v16. */
const VALID_BUT_UNSUPPORTED = [
  'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
  'BC1SW50QGDZ25J',
  'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
];

/** BIP-350's invalid vectors, with the widget's reason for each. */
const BIP350_INVALID: ReadonlyArray<[string, string]> = [
  [
    'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
    'A Bitcoin address starts with bc1, 1 or 3.',
  ],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'The checksum of this address is wrong'],
  ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'The checksum of this address is wrong'],
  ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'The checksum of this address is wrong'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'The checksum of this address is wrong'],
  ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'The checksum of this address is wrong'],
  ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'This address contains "o"'],
  ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'This is not a valid Bitcoin address'],
  ['bc1pw5dgrnzv', 'This bc1p address has the wrong length'],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
    'This bc1p address has the wrong length',
  ],
  ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'This bc1q address has the wrong length'],
  [
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
    'all small letters or all capitals, not a mix',
  ],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'This is not a valid Bitcoin address'],
  ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'This is not a valid Bitcoin address'],
  ['bc1gmk9yu', 'This Bitcoin address is too short.'],
];

const networks: readonly BitcoinNetwork[] = ['mainnet', 'testnet', 'regtest'];

/** Random valid addresses of every supported kind on `network`, with the normalized form expected. */
function bitcoinAddress(network: BitcoinNetwork): fc.Arbitrary<string> {
  const hrp = HRP[network];
  const [p2pkh = 0, p2sh = 0] = VERSIONS[network];
  return fc.oneof(
    fc.uint8Array({ minLength: 20, maxLength: 20 }).map((program) => referenceSegwitEncode(hrp, 0, program)),
    fc.uint8Array({ minLength: 32, maxLength: 32 }).map((program) => referenceSegwitEncode(hrp, 0, program)),
    fc.uint8Array({ minLength: 32, maxLength: 32 }).map((program) => referenceSegwitEncode(hrp, 1, program)),
    fc
      .tuple(fc.constantFrom(p2pkh, p2sh), fc.uint8Array({ minLength: 20, maxLength: 20 }))
      .map(([version, hash]) => base58checkEncode(Uint8Array.from([version, ...hash]))),
  );
}

describe('bitcoin', () => {
  it.each(MAINNET_VALID)('accepts %s on mainnet (the default)', (address) => {
    expect(referenceAccepts(address, 'mainnet')).toBe(true);
    const normalized = /^bc1/i.test(address) ? address.toLowerCase() : address;
    expect(validateBitcoinAddress(address)).toEqual({ ok: true, normalized });
    expect(validateBitcoinAddress(address, { bitcoinNetwork: 'mainnet' })).toEqual({ ok: true, normalized });
  });

  it.each(TESTNET_VALID)('accepts %s on testnet, and names the network on mainnet', (address) => {
    expect(referenceAccepts(address, 'testnet')).toBe(true);
    expect(validateBitcoinAddress(address, { bitcoinNetwork: 'testnet' })).toEqual({
      ok: true,
      normalized: address,
    });
    const reason = reasonOf(validateBitcoinAddress(address));
    expect(
      reason ===
        'This Bitcoin address is for another network (testnet), but the destination is on mainnet.' ||
        reason ===
          'This Bitcoin address is for another network (testnet or regtest), but the destination is on mainnet.',
      reason,
    ).toBe(true);
  });

  it('accepts bcrt1 and testnet-style base58 addresses on regtest, and names the network elsewhere', () => {
    const regtest = referenceSegwitEncode('bcrt', 0, new Uint8Array(20).fill(7));
    const opts: AddressOptions = { bitcoinNetwork: 'regtest' };
    expect(validateBitcoinAddress(regtest, opts)).toEqual({ ok: true, normalized: regtest });
    expect(validateBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', opts).ok).toBe(true);
    expect(reasonOf(validateBitcoinAddress(regtest))).toBe(
      'This Bitcoin address is for another network (regtest), but the destination is on mainnet.',
    );
    expect(reasonOf(validateBitcoinAddress(TESTNET_VALID[0] ?? '', opts))).toBe(
      'This Bitcoin address is for another network (testnet), but the destination is on regtest.',
    );
    expect(reasonOf(validateBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', opts))).toBe(
      'This Bitcoin address is for another network (mainnet), but the destination is on regtest.',
    );
    expect(reasonOf(validateBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', opts))).toBe(
      'This Bitcoin address is for another network (mainnet), but the destination is on regtest.',
    );
  });

  it('refuses an unknown bitcoinNetwork option', () => {
    const opts = { bitcoinNetwork: 'signet' } as unknown as AddressOptions;
    expect(reasonOf(validateBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', opts))).toBe(
      'Portage cannot check addresses on this Bitcoin network yet.',
    );
  });

  it.each(VALID_BUT_UNSUPPORTED)('refuses %s: valid, but not a kind Portage sends to', (address) => {
    expect(referenceSegwitDecode('bc', address)).not.toBeNull();
    const reason = reasonOf(validateBitcoinAddress(address));
    expect(
      reason.startsWith('Portage cannot send to this kind of Bitcoin address yet') ||
        reason.includes('wrong length'),
      reason,
    ).toBe(true);
  });

  it.each(BIP350_INVALID)('refuses the BIP-350 invalid vector %s: %s', (address, reason) => {
    for (const network of networks) expect(referenceAccepts(address, network)).toBe(false);
    const check = validateBitcoinAddress(address, {
      bitcoinNetwork: address.toLowerCase().startsWith('tb') ? 'testnet' : 'mainnet',
    });
    expect(check.ok).toBe(false);
    expect(reasonOf(check).replace('tb1', 'bc1')).toContain(reason);
  });

  it.each([
    ['', 'This address is empty.'],
    [' 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'Remove the spaces before or after the address.'],
    [
      'Bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'A Bitcoin address that starts with bc1 is all small letters or all capitals, not a mix',
    ],
    [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
      'The checksum of this address is wrong: check for a typing mistake.',
    ],
    [
      typo('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 10, BECH32_ALPHABET),
      'The checksum of this address is wrong',
    ],
    [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb',
      'This address contains "b", which never appears in this kind of Bitcoin address',
    ],
    [
      typo('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', -1, BASE58_ALPHABET),
      'The checksum of this address is wrong',
    ],
    [typo('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 6, BASE58_ALPHABET), 'The checksum of this address is wrong'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN', 'The checksum of this address is wrong'],
    [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNaA1',
      'This Bitcoin address has 36 characters, but one that starts with 1 has 26 to 35.',
    ],
    [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0',
      'This address contains "0", which never appears in a Bitcoin address that starts with 1',
    ],
    [
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
      'This Bitcoin address is for another network (testnet or regtest), but the destination is on mainnet.',
    ],
    [
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      'This looks like an Ethereum-style address, but the destination is on Bitcoin.',
    ],
    [
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'This looks like a Tron address, but the destination is on Bitcoin.',
    ],
    ['EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'This looks like a Solana address'],
    ['11111111111111111111111111111111', 'This looks like a Solana address'],
    ['cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta', 'This looks like a Cosmos address'],
    ['EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2', 'This looks like a TON address'],
    ['ltc1qg82tzuatxrgylacnmkw9fsr2gmt2tq9ptsrs6u', 'A Bitcoin address starts with bc1, 1 or 3.'],
  ])('rejects %j on mainnet: %s', (address, reason) => {
    const check = validateBitcoinAddress(address);
    expect(check.ok).toBe(false);
    expect(reasonOf(check)).toContain(reason);
  });
});

describe('bitcoin: generated addresses (BIP reference implementations as the oracle)', () => {
  it('accepts every generated address on its own network, normalized, and refuses it on the others', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...networks)
          .chain((network) => bitcoinAddress(network).map((address) => ({ network, address }))),
        fc.boolean(),
        ({ network, address }, upper) => {
          const isSegwit = address.startsWith(`${HRP[network]}1`);
          const typed = isSegwit && upper ? address.toUpperCase() : address;
          expect(validateBitcoinAddress(typed, { bitcoinNetwork: network })).toEqual({
            ok: true,
            normalized: address,
          });
          for (const other of networks) {
            const sameBase58 = !isSegwit && VERSIONS[other].includes(VERSIONS[network][0] ?? -1);
            if (other !== network && !sameBase58) {
              expect(reasonOf(validateBitcoinAddress(typed, { bitcoinNetwork: other }))).toContain(
                'another network',
              );
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('agrees with the reference decoders on one-step typos, and rejects them all', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...networks).chain((network) =>
          bitcoinAddress(network).chain((address) =>
            nearMiss(
              address,
              address.startsWith(HRP[network]) ? `${BECH32_ALPHABET}bio1` : `${BASE58_ALPHABET}0OIl`,
              {
                from: address.startsWith(HRP[network]) ? HRP[network].length + 1 : 1,
              },
            ).map((miss) => ({ network, ...miss })),
          ),
        ),
        ({ network, kind, address }) => {
          const check = validateBitcoinAddress(address, { bitcoinNetwork: network });
          expect(check.ok, `${network} ${kind}: ${JSON.stringify(address)} → ${reasonOf(check)}`).toBe(
            referenceAccepts(address, network),
          );
          // bech32 detects any error in up to 4 characters; base58check's 4-byte checksum misses 1 in 2^32.
          if (kind !== 'flipCase' || !address.startsWith(HRP[network])) expect(check.ok).toBe(false);
        },
      ),
      { numRuns: 600 },
    );
  });
});
