import { bech32 } from '@scure/base';
import { blankProblem, fail, firstBadChar, ok, quoteChar } from '../common';
import { lookalikeReason } from '../lookalike';
import type { AddressCheck, AddressValidator } from '../types';

const BECH32_CHAR = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]$/;
const DESTINATION = 'a Cosmos network';

/**
 * A Cosmos-SDK account: bech32 (not bech32m) under the prefix `opts.cosmosPrefix` (default
 * `cosmos`), of 20 bytes (accounts) or 32 bytes (module and interchain accounts), all lowercase
 * or all uppercase. Like the Cosmos SDK, strings up to 1023 characters are decoded (BIP-173's
 * 90-character limit does not apply). Normalized to lowercase.
 */
export const validateCosmosAddress: AddressValidator = (address, opts) => {
  const blank = blankProblem(address);
  if (blank !== null) return blank;
  const prefix = (opts?.cosmosPrefix ?? 'cosmos').toLowerCase();
  const result = checkForm(address, prefix);
  // An address in capitals under the right prefix can also be valid base58: never call it something else.
  if (result.ok || address.toLowerCase().startsWith(`${prefix}1`)) return result;
  return fail(lookalikeReason(address, DESTINATION, ['cosmos']) ?? result.reason);
};

function checkForm(address: string, prefix: string): AddressCheck {
  const lower = address.toLowerCase();
  const separator = lower.lastIndexOf('1');
  const hrp = separator > 0 ? lower.slice(0, separator) : '';
  if (hrp !== prefix) {
    if (/^[a-z]+$/.test(hrp) && /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/.test(lower.slice(separator + 1))) {
      return fail(
        `This address is for another network (it starts with ${hrp}1): an address here starts with ${prefix}1.`,
      );
    }
    return fail(`An address here starts with ${prefix}1.`);
  }
  if (address !== lower && address !== address.toUpperCase()) {
    return fail(
      'A Cosmos address is all small letters or all capitals, not a mix: check for a typing mistake.',
    );
  }
  const data = lower.slice(separator + 1);
  const bad = firstBadChar(data, BECH32_CHAR);
  if (bad !== undefined) {
    const hint = /^[1bio]$/.test(bad) ? ` (after ${prefix}1, addresses never use 1, b, i or o)` : '';
    return fail(`This address contains ${quoteChar(bad)}, which never appears in a Cosmos address${hint}.`);
  }
  if (data.length < 6) return fail('This Cosmos address is too short: check for a missing character.');
  const decoded = bech32.decodeUnsafe(lower, 1023);
  if (!decoded) return fail('The checksum of this address is wrong: check for a typing mistake.');
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  if (!bytes) return fail('This is not a valid Cosmos address: check for a typing mistake.');
  if (bytes.length < 20) return fail('This Cosmos address is too short: check for a missing character.');
  if (bytes.length !== 20 && bytes.length !== 32) {
    return fail('This Cosmos address has the wrong length: check for a missing or extra character.');
  }
  return ok(lower);
}
