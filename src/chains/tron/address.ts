import { sha256 } from '@noble/hashes/sha2';
import { createBase58check } from '@scure/base';
import {
  BASE58_HINT,
  badChar,
  blankProblem,
  checksumWrong,
  fail,
  firstBadChar,
  notValid,
  ok,
  wrongLength,
} from '../kit/address/common';
import { lookalike } from '../kit/address/lookalike';
import type { AddressCheck, AddressValidator } from '../kit/address/types';

const base58check = createBase58check(sha256);
const BASE58_CHAR = /^[1-9A-HJ-NP-Za-km-z]$/;

/**
 * A Tron address in its base58 form: `T` + 33 characters, base58check (double SHA-256) of 21
 * bytes starting with 0x41. The hex form (`41…`) is refused with a reason: people copy the
 * `T…` form, and a hex string is easy to confuse with an Ethereum address. Normalized: unchanged.
 */
export const validateTronAddress: AddressValidator = (address) => {
  const blank = blankProblem(address);
  if (blank !== null) return blank;
  const result = checkForm(address);
  if (result.ok) return result;
  return lookalike(address, 'Tron', ['tron']) ?? result;
};

function checkForm(address: string): AddressCheck {
  if (/^(0x)?41[0-9a-fA-F]{40}$/.test(address)) {
    return fail(
      'address.tron.hex',
      'This is a Tron address in hexadecimal form: use its form that starts with T instead.',
    );
  }
  if (!address.startsWith('T')) return fail('address.tron.start', 'A Tron address starts with T.');
  const bad = firstBadChar(address, BASE58_CHAR);
  if (bad !== undefined) return badChar(bad, 'Tron', /^[0OIl]$/.test(bad) ? BASE58_HINT : '');
  if (address.length !== 34) return wrongLength('Tron', 34, address.length);
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return checksumWrong();
  }
  if (payload.length !== 21 || payload[0] !== 0x41) return notValid('Tron');
  return ok(address);
}

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateTronAddress as validate };
