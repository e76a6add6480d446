import { sha256 } from '@noble/hashes/sha2';
import { utf8ToBytes } from '@noble/hashes/utils';
import { blankProblem, fail, firstBadChar, HEX_CHAR, mixedCaseChecksum, ok, quoteChar } from '../common';
import { lookalikeReason } from '../lookalike';
import type { AddressCheck, AddressValidator } from '../types';

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
  return fail(lookalikeReason(address, 'Fuel', ['hex64']) ?? result.reason);
};

function checkForm(address: string): AddressCheck {
  if (/^fuel1/i.test(address)) {
    return fail('Fuel addresses that start with fuel1 are no longer used: use the form that starts with 0x.');
  }
  if (address.startsWith('0X')) return fail('Write the start of the address as 0x, with a small x.');
  if (!address.startsWith('0x')) {
    if (/^[0-9a-fA-F]{64}$/.test(address)) return fail('Add 0x at the start of the address.');
    return fail('A Fuel address starts with 0x.');
  }
  const body = address.slice(2);
  const bad = firstBadChar(body, HEX_CHAR);
  if (bad !== undefined) {
    return fail(`This address contains ${quoteChar(bad)}: after 0x, only 0-9 and a-f can appear.`);
  }
  if (body.length !== 64) {
    return fail(
      `A Fuel address starts with 0x and has 64 hexadecimal characters after it (this one has ${body.length}).`,
    );
  }
  const checksummed = toFuelChecksum(address);
  if (body !== body.toLowerCase() && body !== body.toUpperCase() && checksummed !== address) {
    return fail('The capital letters of this address do not match its checksum: check for a typing mistake.');
  }
  return ok(checksummed);
}
