/**
 * The Starknet address form, shared by Starknet and Paradex (whose accounts are Starknet
 * addresses): each family's address.ts names itself.
 */
import {
  add0x,
  blankProblem,
  fail,
  firstBadChar,
  HEX_CHAR,
  hex64,
  hexChar,
  nothingAfter0x,
  ok,
  smallX,
} from './common';
import { EVM_KIND, lookalike, looksLike } from './lookalike';
import type { AddressCheck, AddressValidator } from './types';

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
  return lookalike(address, destination, ['hex64']) ?? result;
}

/** `network` is a name ("Starknet", "Paradex"), never translated. */
function checkForm(address: string, network: string): AddressCheck {
  if (address.startsWith('0X')) return smallX();
  if (!address.startsWith('0x')) {
    // starknet.js would read unprefixed digits as hex, but a person may have meant decimal.
    if (/^[0-9a-fA-F]+$/.test(address)) return add0x();
    return fail('address.starknet.start', 'An address on {network} starts with 0x.', { network });
  }
  const body = address.slice(2);
  if (body === '') return nothingAfter0x();
  const bad = firstBadChar(body, HEX_CHAR);
  if (bad !== undefined) return hexChar(bad);
  if (body.length > 64) {
    return fail(
      'address.starknet.tooLong',
      'An address on {network} has at most 64 hexadecimal characters after 0x (this one has {length}).',
      { network, length: String(body.length) },
    );
  }
  if (body.length === 40) return looksLike(EVM_KIND, network);
  const value = BigInt(address);
  if (value >= STARKNET_ADDRESS_BOUND) {
    return fail(
      'address.starknet.tooLarge',
      'This number is too large to be an address on {network}: check for a typing mistake.',
      { network },
    );
  }
  return ok(hex64(value));
}

/** A validator for a Starknet-style family; `destination` names it in reasons ("Paradex"). */
export function createStarknetValidator(destination: string): AddressValidator {
  return (address) => checkStarknetAddress(address, destination);
}
