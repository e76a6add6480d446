import { base58 } from '@scure/base';
import { BASE58_HINT, badChar, blankProblem, fail, firstBadChar, ok } from '../kit/address/common';
import { lookalike } from '../kit/address/lookalike';
import type { AddressCheck, AddressValidator } from '../kit/address/types';

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
  return lookalike(address, 'Solana', ['solana']) ?? result;
};

function checkForm(address: string): AddressCheck {
  const bad = firstBadChar(address, BASE58_CHAR);
  if (bad !== undefined) {
    return badChar(bad, 'Solana', /^[0OIl]$/.test(bad) ? BASE58_HINT : '');
  }
  if (address.length < 32 || address.length > 44) {
    return fail(
      'address.solana.length',
      'A Solana address has 32 to 44 characters (this one has {length}).',
      { length: String(address.length) },
    );
  }
  if (base58.decode(address).length !== 32) {
    return fail(
      'address.solana.invalid',
      'This is not a valid Solana address: check for a missing, extra or mistyped character.',
    );
  }
  return ok(address);
}

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateSolanaAddress as validate };
