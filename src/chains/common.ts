import type { AddressCheck } from './types';

/** Helpers shared by the per-family validators. Imports nothing at run time: every chunk can carry it. */

export function ok(normalized: string): AddressCheck {
  return { ok: true, normalized };
}

export function fail(reason: string): AddressCheck {
  return { ok: false, reason };
}

/** Zero-width characters that trim() and \s do not see but copy-paste brings along. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064]/;

/**
 * Problems every family reports the same way: empty input, blank input, spaces around or
 * inside the address, invisible characters. `null` when there are none. Never trims: the
 * person must see and fix what they typed.
 */
export function blankProblem(address: string): AddressCheck | null {
  if (typeof address !== 'string' || address === '') return fail('This address is empty.');
  if (address.trim() === '') return fail('This address is only spaces.');
  if (address.trim() !== address) return fail('Remove the spaces before or after the address.');
  if (/\s/.test(address)) return fail('Remove the spaces inside the address.');
  if (INVISIBLE.test(address)) {
    return fail('This address contains an invisible character: type it again, or paste it as plain text.');
  }
  return null;
}

/** `"x"` for a printable ASCII character, else the character with its code point. */
export function quoteChar(c: string): string {
  if (/^[\x21-\x7e]$/.test(c)) return `"${c}"`;
  const code = (c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `"${c}" (U+${code})`;
}

/** The first character of `text` that `allowed` (a one-character class) does not match. */
export function firstBadChar(text: string, allowed: RegExp): string | undefined {
  for (const c of text) if (!allowed.test(c)) return c;
  return undefined;
}

export const HEX_CHAR = /^[0-9a-fA-F]$/;

/**
 * Mixed-case checksum of a lowercase hex string (EIP-55 style): the character at index i is
 * uppercased when nibble i of `digest` is 8 or more.
 */
export function mixedCaseChecksum(lowerHex: string, digest: Uint8Array): string {
  let out = '';
  for (let i = 0; i < lowerHex.length; i++) {
    const byte = digest[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const c = lowerHex.charAt(i);
    out += nibble >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

/** `0x` + 64 lowercase hex digits of a value. */
export function hex64(value: bigint): string {
  return `0x${value.toString(16).padStart(64, '0')}`;
}

/**
 * `0x` + a fixed number of hex digits whose letter case may carry a checksum (EIP-55 and
 * fuels' variant): all-lowercase and all-uppercase carry none, mixed case must match
 * `checksum`. Normalized to the checksummed form. `label` names the address in reasons.
 */
export function checkChecksummedHex(
  address: string,
  rule: { label: string; hexLength: number; checksum(address: string): string },
): AddressCheck {
  if (address.startsWith('0X')) return fail('Write the start of the address as 0x, with a small x.');
  if (!address.startsWith('0x')) {
    if (new RegExp(`^[0-9a-fA-F]{${rule.hexLength}}$`).test(address))
      return fail('Add 0x at the start of the address.');
    return fail(`${rule.label} starts with 0x.`);
  }
  const body = address.slice(2);
  const bad = firstBadChar(body, HEX_CHAR);
  if (bad !== undefined) {
    return fail(`This address contains ${quoteChar(bad)}: after 0x, only 0-9 and a-f can appear.`);
  }
  if (body.length !== rule.hexLength) {
    return fail(
      `${rule.label} starts with 0x and has ${rule.hexLength} hexadecimal characters after it (this one has ${body.length}).`,
    );
  }
  const checksummed = rule.checksum(address);
  if (body !== body.toLowerCase() && body !== body.toUpperCase() && checksummed !== address) {
    return fail('The capital letters of this address do not match its checksum: check for a typing mistake.');
  }
  return ok(checksummed);
}
