import { sha256 } from '@noble/hashes/sha2';
import { createBase58check } from '@scure/base';
import { blankProblem, fail, firstBadChar, ok, quoteChar } from '../common';
import { lookalikeReason } from '../lookalike';
import type { AddressCheck, AddressValidator } from '../types';

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
  return fail(lookalikeReason(address, 'Tron', ['tron']) ?? result.reason);
};

function checkForm(address: string): AddressCheck {
  if (/^(0x)?41[0-9a-fA-F]{40}$/.test(address)) {
    return fail('This is a Tron address in hexadecimal form: use its form that starts with T instead.');
  }
  if (!address.startsWith('T')) return fail('A Tron address starts with T.');
  const bad = firstBadChar(address, BASE58_CHAR);
  if (bad !== undefined) {
    const hint = /^[0OIl]$/.test(bad) ? ' (Tron addresses never use 0, O, I or l)' : '';
    return fail(`This address contains ${quoteChar(bad)}, which never appears in a Tron address${hint}.`);
  }
  if (address.length !== 34)
    return fail(`A Tron address has 34 characters (this one has ${address.length}).`);
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return fail('The checksum of this address is wrong: check for a typing mistake.');
  }
  if (payload.length !== 21 || payload[0] !== 0x41) {
    return fail('This is not a valid Tron address: check for a typing mistake.');
  }
  return ok(address);
}
