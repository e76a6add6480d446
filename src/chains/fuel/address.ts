import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';
import { blankProblem, checkChecksummedHex, fail, mixedCaseChecksum, phrase } from '../kit/address/common';
import { lookalike } from '../kit/address/lookalike';
import type { AddressCheck, AddressValidator } from '../kit/address/types';

/**
 * fuels' checksum form (`Address.toChecksum`): EIP-55 over SHA-256 instead of keccak-256 —
 * hex digit i of the lowercase b256 is uppercased when nibble i of sha256(lowercase hex as
 * UTF-8) is 8 or more.
 */
export function toFuelChecksum(address: string): string {
  const lower = address.slice(2).toLowerCase();
  return `0x${mixedCaseChecksum(lower, sha256(utf8ToBytes(lower)))}`;
}

/**
 * A Fuel address: `0x` + 64 hex digits (b256). All-lowercase and all-uppercase carry no
 * checksum; mixed case must match fuels' checksum. The old bech32m `fuel1…` form is refused.
 * Normalized to the checksummed form (what fuels' `Address#toString()` prints).
 */
export const validateFuelAddress: AddressValidator = (address) => {
  const blank = blankProblem(address);
  if (blank !== null) return blank;
  const result = checkForm(address);
  if (result.ok) return result;
  return lookalike(address, 'Fuel', ['hex64']) ?? result;
};

function checkForm(address: string): AddressCheck {
  if (/^fuel1/i.test(address)) {
    return fail(
      'address.fuel.bech32',
      'Fuel addresses that start with fuel1 are no longer used: use the form that starts with 0x.',
    );
  }
  return checkChecksummedHex(address, {
    start: phrase('address.fuel.start', 'A Fuel address starts with 0x.'),
    length: phrase(
      'address.fuel.length',
      'A Fuel address starts with 0x and has 64 hexadecimal characters after it (this one has {length}).',
    ),
    hexLength: 64,
    checksum: toFuelChecksum,
  });
}

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateFuelAddress as validate };
