import { Keypair, PublicKey } from '@solana/web3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASE58_ALPHABET, bytes32, nearMiss, reasonOf, typo } from '../test-support';
import { validateSolanaAddress } from './address';

const SOLANA_SYSTEM = '11111111111111111111111111111111';
const SOLANA_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const VALID = [
  SOLANA_SYSTEM,
  SOLANA_USDC,
  'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', // USDT
  'So11111111111111111111111111111111111111112', // wrapped SOL mint
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', // SPL token program
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', // associated token program
];

/** @solana/web3.js as the oracle: a PublicKey that prints back as the same string. */
function web3Accepts(address: string): boolean {
  try {
    return new PublicKey(address).toBase58() === address;
  } catch {
    return false;
  }
}

/** Keys of generated keypairs (on the curve) and arbitrary 32 bytes (program-derived addresses are off it). */
const solanaAddress = fc.oneof(
  bytes32.map((seed) => Keypair.fromSeed(seed).publicKey.toBase58()),
  bytes32.map((bytes) => new PublicKey(bytes).toBase58()),
);

describe('solana', () => {
  it.each(VALID)('accepts %s, unchanged', (address) => {
    expect(web3Accepts(address)).toBe(true);
    expect(validateSolanaAddress(address)).toEqual({ ok: true, normalized: address });
  });

  it.each([
    ['', 'This address is empty.'],
    [`${SOLANA_USDC} `, 'Remove the spaces before or after the address.'],
    [`${SOLANA_USDC.slice(0, 10)} ${SOLANA_USDC.slice(10)}`, 'Remove the spaces inside the address.'],
    [
      SOLANA_USDC.replace('W', 'l'),
      'This address contains "l", which never appears in a Solana address (Solana addresses never use 0, O, I or l).',
    ],
    [SOLANA_USDC.replace('E', 'O'), 'contains "O"'],
    [SOLANA_USDC.replace('E', '+'), 'contains "+", which never appears in a Solana address.'],
    ['1111111111111111111111111111111', 'A Solana address has 32 to 44 characters (this one has 31).'],
    [`${SOLANA_USDC}1`, 'this one has 45'],
    ['111111111111111111111111111111111', 'This is not a valid Solana address'],
    [
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      'This looks like an Ethereum-style address, but the destination is on Solana.',
    ],
    [
      '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7',
      'This looks like a Starknet or Fuel address',
    ],
    [
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'This looks like a Tron address, but the destination is on Solana.',
    ],
    ['EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2', 'This looks like a TON address'],
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'This looks like a Bitcoin address'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'This looks like a Bitcoin address'],
    ['cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta', 'This looks like a Cosmos address'],
  ])('rejects %j: %s', (address, reason) => {
    const check = validateSolanaAddress(address);
    expect(check.ok).toBe(false);
    expect(reasonOf(check)).toContain(reason);
  });

  it('cannot catch a typo that still decodes to 32 bytes (Solana addresses have no checksum)', () => {
    expect(validateSolanaAddress(SOLANA_USDC.slice(0, -1)).ok).toBe(true);
    expect(validateSolanaAddress(typo(SOLANA_USDC, -1, BASE58_ALPHABET)).ok).toBe(true);
  });
});

describe('solana: generated addresses (@solana/web3.js as the oracle)', () => {
  it('accepts every generated public key, unchanged', () => {
    fc.assert(
      fc.property(solanaAddress, (address) => {
        expect(validateSolanaAddress(address)).toEqual({
          ok: true,
          normalized: new PublicKey(address).toBase58(),
        });
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with web3.js on one-step typos, and rejects every character outside base58 and every whitespace', () => {
    fc.assert(
      fc.property(
        solanaAddress.chain((address) => nearMiss(address, `${BASE58_ALPHABET}0OIl+/`)),
        ({ kind, address }) => {
          const check = validateSolanaAddress(address);
          expect(check.ok, `${kind}: ${JSON.stringify(address)} → ${reasonOf(check)}`).toBe(
            web3Accepts(address),
          );
          if (kind === 'whitespace' || /[0OIl+/]/.test(address)) expect(check.ok).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rejects 32 to 44 random base58 characters exactly when web3.js does', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...BASE58_ALPHABET), minLength: 30, maxLength: 46 }),
        (s) => {
          expect(validateSolanaAddress(s).ok).toBe(web3Accepts(s));
        },
      ),
      { numRuns: 200 },
    );
  });
});
