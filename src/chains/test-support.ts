/**
 * Helpers for the address validators' tests: near-miss generators and small typo functions.
 * Lives beside the validators so every family's test can use it; it is never imported by the app.
 */
import fc from 'fast-check';
import { validateAndParseAddress } from 'starknet';
import type { AddressCheck } from './kit/address/types';

export const HEX_ALPHABET = '0123456789abcdefABCDEF';
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

export type MutationKind = 'replace' | 'delete' | 'insert' | 'flipCase' | 'swap' | 'whitespace';

export interface NearMiss {
  kind: MutationKind;
  address: string;
}

const WHITESPACE = [' ', '  ', '\t', '\n', '\u00a0', '\u200b'];

function flipCase(c: string): string {
  return c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
}

/**
 * One-step mutations of `address`, the kind a person makes: a character replaced by another of
 * `alphabet`, removed, added or swapped with its neighbour, one letter's case flipped, or
 * whitespace added before, after or inside. `from` keeps the first characters (a prefix such
 * as `0x`) out of the edit positions except for whitespace. Never returns `address` itself.
 */
export function nearMiss(
  address: string,
  alphabet: string,
  opts: { from?: number; kinds?: readonly MutationKind[] } = {},
): fc.Arbitrary<NearMiss> {
  const from = opts.from ?? 0;
  const kinds = opts.kinds ?? ['replace', 'delete', 'insert', 'flipCase', 'swap', 'whitespace'];
  const span = address.length - from;
  return fc
    .record({
      kind: fc.constantFrom(...kinds),
      index: fc.nat({ max: Math.max(span - 1, 0) }),
      char: fc.constantFrom(...alphabet),
      space: fc.constantFrom(...WHITESPACE),
      place: fc.constantFrom('start', 'end', 'inside'),
    })
    .map(({ kind, index, char, space, place }): NearMiss => {
      const i = from + index;
      const at = (s: string) => address.slice(0, i) + s + address.slice(i + 1);
      switch (kind) {
        case 'replace':
          return { kind, address: at(char) };
        case 'delete':
          return { kind, address: at('') };
        case 'insert':
          return { kind, address: address.slice(0, i) + char + address.slice(i) };
        case 'swap':
          return {
            kind,
            address: address.slice(0, i) + (address[i + 1] ?? '') + (address[i] ?? '') + address.slice(i + 2),
          };
        case 'flipCase': {
          // The first letter at or after i (wrapping), so that a flip happens whenever a letter exists.
          const letters = [...address]
            .map((c, j) => (j >= from && /[a-z]/i.test(c) ? j : -1))
            .filter((j) => j >= 0);
          const j = letters.find((k) => k >= i) ?? letters[0];
          if (j === undefined) return { kind, address: at(char) };
          return { kind, address: address.slice(0, j) + flipCase(address[j] ?? '') + address.slice(j + 1) };
        }
      }
      // whitespace
      if (place === 'start') return { kind, address: space + address };
      if (place === 'end') return { kind, address: address + space };
      return { kind, address: address.slice(0, Math.max(i, 1)) + space + address.slice(Math.max(i, 1)) };
    })
    .filter((miss) => miss.address !== address);
}

/** The reason of a failed check, or a marker that makes a failing expectation readable. */
export function reasonOf(check: AddressCheck): string {
  return check.ok ? `(accepted as ${check.normalized})` : check.reason;
}

/** Replaces the character at `index` (negative: from the end) by the first other one of `alphabet`. */
export function typo(address: string, index: number, alphabet: string): string {
  const i = index < 0 ? address.length + index : index;
  const current = address[i] ?? '';
  const replacement = [...alphabet].find((c) => c.toLowerCase() !== current.toLowerCase());
  if (replacement === undefined) throw new Error('no replacement');
  return address.slice(0, i) + replacement + address.slice(i + 1);
}

/** Flips the case of the first letter after `0x` of a mixed-case hex address. */
export function checksumTypo(address: string): string {
  const i = [...address].findIndex((c, index) => index > 1 && /[a-f]/i.test(c));
  return address.slice(0, i) + flipCase(address[i] ?? '') + address.slice(i + 1);
}

/** Hex of bytes, without 0x. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 32 random bytes, for fast-check. */
export const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });

// ---------------------------------------------------------------------------------------------
// Reference encoders and decoders, written from the BIPs independently of @scure/base, to
// serve as oracles for the Bitcoin and Cosmos tests.
// ---------------------------------------------------------------------------------------------

const BECH32_GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function bech32Polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= BECH32_GENERATOR[i] ?? 0;
  }
  return chk;
}

function hrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0));
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)];
}

/** BIP-173 `convertbits`; `null` on an invalid value or invalid padding. */
export function convertBits(
  data: readonly number[],
  from: number,
  to: number,
  pad: boolean,
): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxv = (1 << to) - 1;
  const maxAcc = (1 << (from + to - 1)) - 1;
  for (const value of data) {
    if (value < 0 || value >> from !== 0) return null;
    acc = ((acc << from) | value) & maxAcc;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxv);
    }
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & maxv);
  } else if (bits >= from || ((acc << (to - bits)) & maxv) !== 0) {
    return null;
  }
  return out;
}

export type Bech32Spec = 'bech32' | 'bech32m';

/** BIP-173/350 reference decoding; `null` when the string is not valid bech32 or bech32m. */
export function referenceBech32Decode(
  text: string,
  limit = 90,
): { hrp: string; data: number[]; spec: Bech32Spec } | null {
  if ([...text].some((c) => c.charCodeAt(0) < 33 || c.charCodeAt(0) > 126)) return null;
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return null;
  const lower = text.toLowerCase();
  const pos = lower.lastIndexOf('1');
  if (pos < 1 || pos + 7 > lower.length || lower.length > limit) return null;
  const data: number[] = [];
  for (const c of lower.slice(pos + 1)) {
    const d = BECH32_ALPHABET.indexOf(c);
    if (d < 0) return null;
    data.push(d);
  }
  const hrp = lower.slice(0, pos);
  const check = bech32Polymod([...hrpExpand(hrp), ...data]);
  const spec = check === BECH32_CONST ? 'bech32' : check === BECH32M_CONST ? 'bech32m' : null;
  return spec === null ? null : { hrp, data: data.slice(0, -6), spec };
}

export function referenceBech32Encode(hrp: string, data: readonly number[], spec: Bech32Spec): string {
  const values = [...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0];
  const mod = bech32Polymod(values) ^ (spec === 'bech32' ? BECH32_CONST : BECH32M_CONST);
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => (mod >> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((d) => BECH32_ALPHABET[d]).join('')}`;
}

/** BIP-350 reference segwit decoding (any witness version and program BIP-141 allows). */
export function referenceSegwitDecode(
  hrp: string,
  address: string,
): { version: number; program: number[] } | null {
  const decoded = referenceBech32Decode(address);
  if (decoded === null || decoded.hrp !== hrp) return null;
  const [version, ...rest] = decoded.data;
  if (version === undefined || version > 16) return null;
  const program = convertBits(rest, 5, 8, false);
  if (program === null || program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  if ((version === 0) !== (decoded.spec === 'bech32')) return null;
  return { version, program };
}

export function referenceSegwitEncode(hrp: string, version: number, program: Uint8Array): string {
  const data = [version, ...(convertBits([...program], 8, 5, true) ?? [])];
  return referenceBech32Encode(hrp, data, version === 0 ? 'bech32' : 'bech32m');
}

/** Base58 (Bitcoin alphabet) with BigInt: slow and obviously right. */
export function referenceBase58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const c of text) {
    const digit = BASE58_ALPHABET.indexOf(c);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  const zeros = /^1*/.exec(text)?.[0].length ?? 0;
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes]);
}

export function referenceBase58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  let out = '';
  while (value > 0n) {
    out = (BASE58_ALPHABET[Number(value % 58n)] ?? '') + out;
    value /= 58n;
  }
  const zeros = bytes.findIndex((b) => b !== 0);
  return '1'.repeat(zeros < 0 ? bytes.length : zeros) + out;
}

/**
 * Whether a Starknet address is valid, with starknet.js as the oracle plus the widget's two rules
 * it does not have: `0x` required, exactly 40 digits refused (that is an EVM address).
 */
export function starknetOracleAccepts(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{1,64}$/.test(address) || address.length === 42) return false;
  try {
    validateAndParseAddress(address);
    return true;
  } catch {
    return false;
  }
}
