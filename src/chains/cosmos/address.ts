import { bech32 } from '@scure/base';
import {
  badChar,
  blankProblem,
  checksumWrong,
  fail,
  firstBadChar,
  notValid,
  ok,
  phrase,
} from '../kit/address/common';
import { lookalike } from '../kit/address/lookalike';
import type { AddressCheck, AddressValidator } from '../kit/address/types';

const BECH32_CHAR = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]$/;
const DESTINATION = phrase('address.network.cosmos', 'a Cosmos network');

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
  return lookalike(address, DESTINATION, ['cosmos']) ?? result;
};

const tooShort = () =>
  fail('address.cosmos.tooShort', 'This Cosmos address is too short: check for a missing character.');

function checkForm(address: string, prefix: string): AddressCheck {
  const lower = address.toLowerCase();
  const separator = lower.lastIndexOf('1');
  const hrp = separator > 0 ? lower.slice(0, separator) : '';
  if (hrp !== prefix) {
    if (/^[a-z]+$/.test(hrp) && /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/.test(lower.slice(separator + 1))) {
      return fail(
        'address.cosmos.otherPrefix',
        'This address is for another network (it starts with {other}1): an address here starts with {prefix}1.',
        { other: hrp, prefix },
      );
    }
    return fail('address.cosmos.start', 'An address here starts with {prefix}1.', { prefix });
  }
  if (address !== lower && address !== address.toUpperCase()) {
    return fail(
      'address.cosmos.mixedCase',
      'A Cosmos address is all small letters or all capitals, not a mix: check for a typing mistake.',
    );
  }
  const data = lower.slice(separator + 1);
  const bad = firstBadChar(data, BECH32_CHAR);
  if (bad !== undefined) {
    const hint = phrase('address.cosmos.hint', ' (after {prefix}1, addresses never use 1, b, i or o)');
    return badChar(bad, 'Cosmos', /^[1bio]$/.test(bad) ? hint : '', { prefix });
  }
  if (data.length < 6) return tooShort();
  const decoded = bech32.decodeUnsafe(lower, 1023);
  if (!decoded) return checksumWrong();
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  if (!bytes) return notValid('Cosmos');
  if (bytes.length < 20) return tooShort();
  if (bytes.length !== 20 && bytes.length !== 32) {
    return fail(
      'address.cosmos.length',
      'This Cosmos address has the wrong length: check for a missing or extra character.',
    );
  }
  return ok(lower);
}

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateCosmosAddress as validate };
