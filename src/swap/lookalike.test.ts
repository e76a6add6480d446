import { createHash } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { validateBitcoinAddress } from '../chains/bitcoin/address';
import { validateEvmAddress } from '../chains/evm/address';
import { toFuelChecksum, validateFuelAddress } from '../chains/fuel/address';
import { crc16xmodem, writeTonFriendly } from '../chains/kit/address/ton-form';
import type { AddressValidator } from '../chains/kit/address/types';
import { validateSolanaAddress } from '../chains/solana/address';
import { STARKNET_ADDRESS_BOUND, validateStarknetAddress } from '../chains/starknet/address';
import { validateTonAddress } from '../chains/ton/address';
import { validateTronAddress } from '../chains/tron/address';
import { findLookalike, type KnownAddress } from './lookalike';

/** mulberry32: a small seeded generator, so every run checks the same addresses. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const bytes = (n: number) => Uint8Array.from({ length: n }, () => int(256));
  const chars = (alphabet: string, n: number) =>
    Array.from({ length: n }, () => alphabet[int(alphabet.length)]).join('');
  return { int, bytes, chars };
}
type Random = ReturnType<typeof prng>;

const HEX = '0123456789abcdef';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const tronCheck = createBase58check(sha256);
const btcCheck = createBase58check(sha256);
const sha256d = (data: Uint8Array) =>
  createHash('sha256').update(createHash('sha256').update(data).digest()).digest();

interface Family {
  family: string;
  validate: AddressValidator;
  /** A random valid address, as a person would paste it. */
  random(r: Random): string;
  /** A valid address reading like `known` at both ends, with a random middle. */
  lookalike(r: Random, known: string): string;
  /** The known address a look-alike is made of, where `random` gives forms `lookalike` cannot copy. */
  target?(r: Random): string;
}

const evm: Family = {
  family: 'evm',
  validate: validateEvmAddress,
  random: (r) => getAddress(`0x${hex(r.bytes(20))}`),
  lookalike: (r, known) => {
    const body = known.slice(2).toLowerCase();
    return getAddress(`0x${body.slice(0, 4)}${r.chars(HEX, 32)}${body.slice(-4)}`);
  },
};

const solana: Family = {
  family: 'solana',
  validate: validateSolanaAddress,
  random: (r) => base58.encode(r.bytes(32)),
  lookalike: (r, known) => {
    for (;;) {
      const candidate = `${known.slice(0, 4)}${r.chars(BASE58, known.length - 8)}${known.slice(-4)}`;
      if (validateSolanaAddress(candidate).ok) return candidate;
    }
  },
};

/**
 * Tron's last characters are its checksum: a look-alike is found by trying random low bytes
 * (which keep the first characters) until the last three read alike; the first five are kept.
 * Matching four at the end would take ~11 million tries, so the generator asks 5 + 3.
 */
const tron: Family = {
  family: 'tron',
  validate: validateTronAddress,
  random: (r) => tronCheck.encode(Uint8Array.from([0x41, ...r.bytes(20)])),
  lookalike: (r, known) => {
    for (;;) {
      const start = base58.decode(`${known.slice(0, 6)}${r.chars(BASE58, 28)}`);
      if (start.length !== 25 || start[0] !== 0x41) continue;
      const full = Uint8Array.from(start);
      // The last three characters are the number mod 58^3: read without encoding every try.
      const want = base58.decode(`1${known.slice(-3)}`).reduce((v, b) => v * 256 + b, 0);
      for (let tries = 0; tries < 2_000_000; tries += 1) {
        full.set(r.bytes(4), 17);
        full.set(sha256d(full.subarray(0, 21)).subarray(0, 4), 21);
        if (full.reduce((v, b) => (v * 256 + b) % 58 ** 3, 0) !== want) continue;
        const candidate = base58.encode(full);
        if (candidate.slice(-3) === known.slice(-3) && candidate.slice(0, 6) === known.slice(0, 6)) {
          return candidate;
        }
      }
    }
  },
};

/**
 * TON's last two bytes are a CRC-16: the look-alike keeps the first three and the last account
 * bytes and tries two middle bytes until the CRC is the known one's (at most 65,536 tries).
 */
const ton: Family = {
  family: 'ton',
  validate: validateTonAddress,
  random: (r) =>
    writeTonFriendly(`0:${hex(r.bytes(32))}`, { tag: r.int(2) ? 0x11 : 0x51, urlSafe: true }) ?? '',
  lookalike: (r, known) => {
    const bytes = Uint8Array.from(atob(known.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const crc = ((bytes[34] ?? 0) << 8) | (bytes[35] ?? 0);
    for (;;) {
      bytes.set(r.bytes(26), 5);
      for (let n = 0; n < 65536; n += 1) {
        bytes[31] = n >> 8;
        bytes[32] = n & 0xff;
        if (crc16xmodem(bytes.subarray(0, 34)) === crc) {
          return btoa(String.fromCharCode(...bytes))
            .replace(/\+/g, '-')
            .replace(/\//g, '_');
        }
      }
    }
  },
};

/** bech32's checksum is linear over GF(2): the 20 bits of four chosen middle characters are solved for. */
function bech32Lookalike(r: Random, known: string): string {
  const codec = known.startsWith('bc1q') ? bech32 : bech32m;
  const { prefix, words } = codec.decode(known as `${string}1${string}`);
  const target = known.slice(-4);
  const unknown = [12, 13, 14, 15];
  const checksumBits = (w: number[]) => {
    const tail = codec.encode(prefix, w).slice(-4);
    return Array.from(tail, (c) => 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.indexOf(c)).flatMap((v) =>
      [4, 3, 2, 1, 0].map((b) => (v >> b) & 1),
    );
  };
  const targetBits = Array.from(target, (c) => 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.indexOf(c)).flatMap((v) =>
    [4, 3, 2, 1, 0].map((b) => (v >> b) & 1),
  );
  for (;;) {
    const base = [
      ...words.slice(0, 5),
      ...Array.from({ length: words.length - 9 }, () => r.int(32)),
      ...words.slice(-4),
    ];
    for (const i of unknown) base[i] = 0;
    const zero = checksumBits(base);
    // Each unknown bit's effect on the last four checksum characters.
    const columns = unknown.flatMap((i) =>
      [4, 3, 2, 1, 0].map((b) => {
        const w = [...base];
        w[i] = 1 << b;
        return checksumBits(w).map((bit, k) => bit ^ (zero[k] ?? 0));
      }),
    );
    const solution = solveGf2(
      columns,
      targetBits.map((bit, k) => bit ^ (zero[k] ?? 0)),
    );
    if (!solution) continue;
    unknown.forEach((i, n) => {
      base[i] = solution.slice(n * 5, n * 5 + 5).reduce((v, bit) => (v << 1) | bit, 0);
    });
    return codec.encode(prefix, base);
  }
}

/** Solves M·x = y over GF(2), M given by its columns; null when singular. */
function solveGf2(columns: number[][], y: number[]): number[] | null {
  const n = columns.length;
  const rows = y.map((value, k) => [...columns.map((c) => c[k] ?? 0), value]);
  for (let col = 0; col < n; col += 1) {
    const pivot = rows.findIndex((row, k) => k >= col && row[col] === 1);
    if (pivot < 0) return null;
    [rows[col], rows[pivot]] = [rows[pivot] ?? [], rows[col] ?? []];
    for (let k = 0; k < rows.length; k += 1) {
      if (k !== col && rows[k]?.[col] === 1)
        rows[k] = (rows[k] ?? []).map((v, j) => v ^ (rows[col]?.[j] ?? 0));
    }
  }
  return rows.slice(0, n).map((row) => row[n] ?? 0);
}

const bitcoin: Family = {
  family: 'bitcoin',
  validate: validateBitcoinAddress,
  random: (r) => {
    const kind = r.int(3);
    if (kind === 0) return bech32.encode('bc', [0, ...bech32.toWords(r.bytes(20))]);
    if (kind === 1) return bech32m.encode('bc', [1, ...bech32m.toWords(r.bytes(32))]);
    return btcCheck.encode(Uint8Array.from([0x00, ...r.bytes(20)]));
  },
  lookalike: (r, known) => bech32Lookalike(r, known),
  target: (r) =>
    r.int(2)
      ? bech32.encode('bc', [0, ...bech32.toWords(r.bytes(20))])
      : bech32m.encode('bc', [1, ...bech32m.toWords(r.bytes(32))]),
};

const starknet: Family = {
  family: 'starknet',
  validate: validateStarknetAddress,
  random: (r) =>
    `0x${(BigInt(`0x${hex(r.bytes(32))}`) % STARKNET_ADDRESS_BOUND).toString(16).padStart(64, '0')}`,
  lookalike: (r, known) => {
    for (;;) {
      const candidate = `0x${known.slice(2, 6)}${r.chars(HEX, 56)}${known.slice(-4)}`;
      if (validateStarknetAddress(candidate).ok) return candidate;
    }
  },
};

const fuel: Family = {
  family: 'fuel',
  validate: validateFuelAddress,
  random: (r) => toFuelChecksum(`0x${hex(r.bytes(32))}`),
  lookalike: (r, known) => toFuelChecksum(`0x${known.slice(2, 6)}${r.chars(HEX, 56)}${known.slice(-4)}`),
};

const FAMILIES = [evm, solana, tron, ton, bitcoin, starknet, fuel];
const RANDOM_PER_FAMILY = 10_000;
const KNOWN_PER_FAMILY = 10;

describe('look-alike addresses: property test', () => {
  for (const spec of FAMILIES) {
    const options = spec.family === 'bitcoin' ? { bitcoinNetwork: 'mainnet' as const } : undefined;
    const valid = (address: string) =>
      expect(spec.validate(address, options), address).toMatchObject({ ok: true });

    it(`${spec.family}: 0 false alarms in ${RANDOM_PER_FAMILY} random addresses against ${KNOWN_PER_FAMILY} known`, () => {
      const r = prng(0x5eed + spec.family.length * 7919);
      const known: KnownAddress[] = Array.from({ length: KNOWN_PER_FAMILY }, (_, i) => ({
        address: spec.random(r),
        family: spec.family,
        source: i % 3 === 0 ? 'wallet' : 'payout',
      }));
      let alarms = 0;
      for (let i = 0; i < RANDOM_PER_FAMILY; i += 1) {
        const address = spec.random(r);
        valid(address);
        if (findLookalike(spec.family, address, known)) alarms += 1;
      }
      console.info(
        `lookalike ${spec.family}: ${alarms} false alarms / ${RANDOM_PER_FAMILY} random addresses x ${KNOWN_PER_FAMILY} known (rate ${alarms / RANDOM_PER_FAMILY})`,
      );
      expect(alarms).toBe(0);
    });

    it(`${spec.family}: every generated look-alike is caught, with the differing middle`, () => {
      const r = prng(0xbad + spec.family.length);
      // Tron's take ~195,000 checksum tries each (about 2 s): a few are enough there.
      const count = spec.family === 'tron' ? 5 : 200;
      let caught = 0;
      for (let i = 0; i < count; i += 1) {
        const target = (spec.target ?? spec.random)(r);
        const others = Array.from({ length: KNOWN_PER_FAMILY - 1 }, () => spec.random(r));
        const known: KnownAddress[] = [...others, target].map((address) => ({
          address,
          family: spec.family,
          source: 'payout',
        }));
        const poisoned = spec.lookalike(r, target);
        valid(poisoned);
        const found = findLookalike(spec.family, poisoned, known);
        if (found?.known === target) caught += 1;
        expect(found, `${poisoned} looks like ${target}`).toMatchObject({ known: target, typed: poisoned });
        const [start, end] = found?.typedMiddle ?? [0, 0];
        // The marked middle is where the two differ, and the ends outside it read alike.
        expect(poisoned.slice(end).toLowerCase()).toBe(
          target.slice(target.length - (poisoned.length - end)).toLowerCase(),
        );
        expect(poisoned.slice(0, start).toLowerCase()).toBe(target.slice(0, start).toLowerCase());
        expect(end).toBeGreaterThan(start);
        // The same account is never a look-alike of itself.
        expect(findLookalike(spec.family, target, known.slice(-1))).toBeNull();
      }
      console.info(`lookalike ${spec.family}: ${caught} / ${count} generated look-alikes caught`);
      expect(caught).toBe(count);
    }, 60_000);
  }
});

describe('findLookalike', () => {
  const EVM_KNOWN = '0x52908400098527886E0F7030069857D2E4169EE7';
  const payout = (address: string, family = 'evm'): KnownAddress => ({ address, family, source: 'payout' });

  it('catches a 4 + 4 match after 0x whatever the case, and marks the middle of both', () => {
    const typed = '0x5290aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa9ee7';
    const found = findLookalike('evm', typed, [payout(EVM_KNOWN)]);
    expect(found).toMatchObject({
      known: EVM_KNOWN,
      lead: 4,
      trail: 4,
      typedMiddle: [6, 38],
      knownMiddle: [6, 38],
    });
  });

  it('is silent for the same account written in another case, and for a 3 + 3 match', () => {
    expect(findLookalike('evm', EVM_KNOWN.toLowerCase(), [payout(EVM_KNOWN)])).toBeNull();
    expect(
      findLookalike('evm', '0x529aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaee7', [payout(EVM_KNOWN)]),
    ).toBeNull();
  });

  it('compares the forms one account may take across families: an EVM wallet for Hyperliquid, not for Tron', () => {
    const wallet: KnownAddress = { address: EVM_KNOWN, family: 'evm', source: 'wallet' };
    const typed = '0x5290bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb9ee7';
    expect(findLookalike('hyperliquid', typed, [wallet])?.source).toBe('wallet');
    expect(findLookalike('tron', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', [payout(EVM_KNOWN)])).toBeNull();
  });

  it('reads Tron after its T, at the character level (4 + 4)', () => {
    const known = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
    const typed = 'TJRabXXXXXXXXXXXXXXXXXXXXXXXXXRTv8';
    expect(findLookalike('tron', typed, [payout(known, 'tron')])).toMatchObject({ lead: 4, trail: 4 });
  });

  it('shows a TON account in the form typed, and knows EQ and UQ of one account are the same', () => {
    const account = `0:${'ab'.repeat(32)}`;
    const bounceable = writeTonFriendly(account, { tag: 0x11, urlSafe: true }) ?? '';
    const plain = writeTonFriendly(account, { tag: 0x51, urlSafe: true }) ?? '';
    expect(findLookalike('ton', plain, [payout(bounceable, 'ton')])).toBeNull();
    const r = prng(7);
    const poisoned = ton.lookalike(r, plain);
    const found = findLookalike('ton', poisoned, [payout(account, 'ton')]);
    expect(found?.known).toBe(plain);
    expect(found?.typedMiddle[0]).toBeGreaterThanOrEqual(2 + 3);
  });

  it('prefers the known address sharing the most characters', () => {
    const near = '0x5290840009852788bbbbaaaaaaaaaaaaaa169ee7';
    const typed = '0x5290840009852788bbbbbbbbbbbbbbbbbb169ee7';
    expect(findLookalike('evm', typed, [payout(EVM_KNOWN), payout(near)])?.known).toBe(near);
  });
});
