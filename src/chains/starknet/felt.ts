/**
 * The little Starknet arithmetic the widget needs at run time, written against the definitions
 * so that the wallet chunk does not carry starknet.js (about 100 KB gzip) for four functions.
 * Each is checked against starknet.js in felt.test.ts.
 */
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import { hex64 } from '../kit/address/common';
import { STARKNET_ADDRESS_BOUND } from '../kit/address/starknet-form';

/** The field prime: every felt is below it (starknet.js `constants.PRIME`). */
export const STARKNET_PRIME = 2n ** 251n + 17n * 2n ** 192n + 1n;

/** An entrypoint's selector: the Keccak-256 of its name, kept to 250 bits (`hash.getSelectorFromName`). */
export function selectorFromName(name: string): string {
  const digest = BigInt(`0x${bytesToHex(keccak_256(utf8ToBytes(name)))}`);
  return `0x${(digest & (2n ** 250n - 1n)).toString(16)}`;
}

/** A short ASCII string (at most 31 characters) as a hex felt (`shortString.encodeShortString`). */
export function encodeShortString(text: string): string {
  if (!/^[\x20-\x7e]{1,31}$/.test(text)) throw new RangeError(`not a Starknet short string: ${text}`);
  return `0x${bytesToHex(utf8ToBytes(text))}`;
}

/**
 * 0x + 64 lowercase hex digits (`validateAndParseAddress`), or null when the text is not 0x and
 * 1 to 64 hex digits below the address bound. Only 0x-hex is read: starknet.js would read
 * unprefixed digits as hex, silently another address than decimal digits meant.
 */
export function normalizeStarknetAddress(value: string): string | null {
  const text = value.trim();
  if (!/^0x[0-9a-fA-F]{1,64}$/.test(text)) return null;
  const number = BigInt(text);
  return number < STARKNET_ADDRESS_BOUND ? hex64(number) : null;
}
