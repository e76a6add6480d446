import { base58 } from '@scure/base';
import { blankProblem, fail, firstBadChar, ok, quoteChar } from '../common';
import { lookalikeReason } from '../lookalike';
import type { AddressCheck, AddressValidator } from '../types';

const BASE58_CHAR = /^[1-9A-HJ-NP-Za-km-z]$/;

/**
 * A Solana address: base58 (Bitcoin alphabet), 32 to 44 characters, decoding to exactly 32
 * bytes. Solana addresses carry no checksum, so most one-character typos still give a valid
 * address: only the alphabet and the length can be checked. Normalized: unchanged.
 */
export const validateSolanaAddress: AddressValidator = (address) => {
  const blank = blankProblem(address);
  if (blank !== null) return blank;
  const result = checkForm(address);
  if (result.ok) return result;
  return fail(lookalikeReason(address, 'Solana', ['solana']) ?? result.reason);
};

function checkForm(address: string): AddressCheck {
  const bad = firstBadChar(address, BASE58_CHAR);
  if (bad !== undefined) {
    const hint = /^[0OIl]$/.test(bad) ? ' (Solana addresses never use 0, O, I or l)' : '';
    return fail(`This address contains ${quoteChar(bad)}, which never appears in a Solana address${hint}.`);
  }
  if (address.length < 32 || address.length > 44) {
    return fail(`A Solana address has 32 to 44 characters (this one has ${address.length}).`);
  }
  if (base58.decode(address).length !== 32) {
    return fail('This is not a valid Solana address: check for a missing, extra or mistyped character.');
  }
  return ok(address);
}
