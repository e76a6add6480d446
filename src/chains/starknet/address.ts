import { blankProblem, fail, firstBadChar, HEX_CHAR, hex64, ok, quoteChar } from '../common';
import { lookalikeReason } from '../lookalike';
import type { AddressCheck, AddressValidator } from '../types';

/** starknet.js `ADDR_BOUND`: a Starknet contract address is below 2^251 - 256. */
export const STARKNET_ADDRESS_BOUND = 2n ** 251n - 256n;

/**
 * A Starknet address (also Paradex's): `0x` + 1 to 64 hex digits below 2^251 - 256, in any
 * case. Exactly 40 digits is refused: that is an Ethereum address pasted by mistake, although
 * it would be a valid number. Normalized to `0x` + 64 lowercase hex digits.
 */
export function checkStarknetAddress(address: string, destination: string): AddressCheck {
  const blank = blankProblem(address);
  if (blank !== null) return blank;
  const result = checkForm(address, destination);
  if (result.ok) return result;
  return fail(lookalikeReason(address, destination, ['hex64']) ?? result.reason);
}

function checkForm(address: string, destination: string): AddressCheck {
  if (address.startsWith('0X')) return fail('Write the start of the address as 0x, with a small x.');
  if (!address.startsWith('0x')) {
    // starknet.js would read unprefixed digits as hex, but a person may have meant decimal.
    if (/^[0-9a-fA-F]+$/.test(address)) return fail('Add 0x at the start of the address.');
    return fail(`An address on ${destination} starts with 0x.`);
  }
  const body = address.slice(2);
  if (body === '') return fail('This address has nothing after 0x.');
  const bad = firstBadChar(body, HEX_CHAR);
  if (bad !== undefined) {
    return fail(`This address contains ${quoteChar(bad)}: after 0x, only 0-9 and a-f can appear.`);
  }
  if (body.length > 64) {
    return fail(
      `An address on ${destination} has at most 64 hexadecimal characters after 0x (this one has ${body.length}).`,
    );
  }
  if (body.length === 40) {
    return fail(`This looks like an Ethereum-style address, but the destination is on ${destination}.`);
  }
  const value = BigInt(address);
  if (value >= STARKNET_ADDRESS_BOUND) {
    return fail(`This number is too large to be an address on ${destination}: check for a typing mistake.`);
  }
  return ok(hex64(value));
}

/** A validator for a Starknet-style family; `destination` names it in reasons ("Paradex"). */
export function createStarknetValidator(destination: string): AddressValidator {
  return (address) => checkStarknetAddress(address, destination);
}

export const validateStarknetAddress: AddressValidator = createStarknetValidator('Starknet');
