import type { AddressCheck, AddressFailure, ReasonCode, ReasonParams, ReasonPhrase } from './types';

/** Helpers shared by the per-family validators. Imports nothing at run time: every chunk can carry it. */

export function ok(normalized: string): AddressCheck {
  return { ok: true, normalized };
}

/** `en` with its `{name}`s filled: text as it is, a phrase as its English (filled the same way). */
function fillEnglish(en: string, params: ReasonParams | undefined): string {
  return en.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'string' ? value : fillEnglish(value.en, params);
  });
}

/**
 * A refusal: `code` names the sentence in the dictionaries' `address` group, `en` is its English
 * entry, word for word (a test checks they agree), and `reason` is that English filled in.
 */
export function fail(code: ReasonCode, en: string, params?: ReasonParams): AddressFailure {
  return params === undefined
    ? { ok: false, reason: en, code }
    : { ok: false, reason: fillEnglish(en, params), code, params };
}

/** A phrase for a reason's parameter: translated, then put in. */
export function phrase(code: ReasonCode, en: string): ReasonPhrase {
  return { code, en };
}

/** Zero-width characters that trim() and \s do not see but copy-paste brings along. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064]/;

/**
 * Problems every family reports the same way: empty input, blank input, spaces around or
 * inside the address, invisible characters. `null` when there are none. Never trims: the
 * person must see and fix what they typed.
 */
export function blankProblem(address: string): AddressCheck | null {
  if (typeof address !== 'string' || address === '') return fail('address.empty', 'This address is empty.');
  if (address.trim() === '') return fail('address.onlySpaces', 'This address is only spaces.');
  if (address.trim() !== address) {
    return fail('address.outerSpaces', 'Remove the spaces before or after the address.');
  }
  if (/\s/.test(address)) return fail('address.innerSpaces', 'Remove the spaces inside the address.');
  if (INVISIBLE.test(address)) {
    return fail(
      'address.invisible',
      'This address contains an invisible character: type it again, or paste it as plain text.',
    );
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

// Refusals several families share (the 0x families, the base58 and bech32 ones).
export const smallX = (): AddressFailure =>
  fail('address.smallX', 'Write the start of the address as 0x, with a small x.');
export const add0x = (): AddressFailure => fail('address.add0x', 'Add 0x at the start of the address.');
export const nothingAfter0x = (): AddressFailure =>
  fail('address.nothingAfter0x', 'This address has nothing after 0x.');
export const hexChar = (bad: string): AddressFailure =>
  fail('address.hexChar', 'This address contains {char}: after 0x, only 0-9 and a-f can appear.', {
    char: quoteChar(bad),
  });
export const checksumWrong = (): AddressFailure =>
  fail('address.checksum', 'The checksum of this address is wrong: check for a typing mistake.');
/** "This is not a valid Tron address…"; `network` is a name, never translated. */
export const notValid = (network: string): AddressFailure =>
  fail('address.invalid', 'This is not a valid {network} address: check for a typing mistake.', { network });
/** "A Tron address has 34 characters (this one has 33)." */
export const wrongLength = (network: string, expected: number, length: number): AddressFailure =>
  fail('address.length', 'A {network} address has {expected} characters (this one has {length}).', {
    network,
    expected: String(expected),
    length: String(length),
  });
/** The hint after a base58 alphabet's missing characters, for `badChar`. */
export const BASE58_HINT: ReasonPhrase = phrase(
  'address.base58Hint',
  ' ({network} addresses never use 0, O, I or l)',
);
/**
 * A character that never appears in a `network` address; `hint` says why, or is empty (`more`:
 * the hint's own parameters).
 */
export const badChar = (
  bad: string,
  network: string,
  hint: ReasonPhrase | '' = '',
  more?: Readonly<Record<string, string>>,
): AddressFailure =>
  fail('address.badChar', 'This address contains {char}, which never appears in a {network} address{hint}.', {
    ...more,
    char: quoteChar(bad),
    network,
    hint,
  });

/**
 * `0x` + a fixed number of hex digits whose letter case may carry a checksum (EIP-55 and
 * fuels' variant): all-lowercase and all-uppercase carry none, mixed case must match
 * `checksum`. Normalized to the checksummed form. `start` and `length` are the family's
 * reasons for a missing `0x` and a wrong length (`{length}`: the digits typed).
 */
export function checkChecksummedHex(
  address: string,
  rule: { start: ReasonPhrase; length: ReasonPhrase; hexLength: number; checksum(address: string): string },
): AddressCheck {
  if (address.startsWith('0X')) return smallX();
  if (!address.startsWith('0x')) {
    if (new RegExp(`^[0-9a-fA-F]{${rule.hexLength}}$`).test(address)) return add0x();
    return fail(rule.start.code, rule.start.en);
  }
  const body = address.slice(2);
  const bad = firstBadChar(body, HEX_CHAR);
  if (bad !== undefined) return hexChar(bad);
  if (body.length !== rule.hexLength) {
    return fail(rule.length.code, rule.length.en, { length: String(body.length) });
  }
  const checksummed = rule.checksum(address);
  if (body !== body.toLowerCase() && body !== body.toUpperCase() && checksummed !== address) {
    return fail(
      'address.checksumCase',
      'The capital letters of this address do not match its checksum: check for a typing mistake.',
    );
  }
  return ok(checksummed);
}
