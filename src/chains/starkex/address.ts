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
} from '../kit/address/common';
import { checkEvmAddress } from '../kit/address/ethereum-form';
import { lookalike } from '../kit/address/lookalike';
import type { AddressCheck, AddressValidator } from '../kit/address/types';

const STARK_KEY_BOUND = 2n ** 251n;
const DESTINATION = 'StarkEx';

/**
 * A StarkEx account (dYdX v3, ImmutableX, …): a Stark key, `0x` + 41 to 64 hex digits below
 * 2^251 (normalized to `0x` + 64 lowercase digits), or the owner's Ethereum address, `0x` +
 * 40 hex digits under the EIP-55 rules (normalized to its checksummed form). Whether a Stark
 * key is on the Stark curve is left to the service.
 */
export const validateStarkexAddress: AddressValidator = (address) => {
  const blank = blankProblem(address);
  if (blank !== null) return blank;
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return checkEvmAddress(address, DESTINATION);
  const result = checkStarkKey(address);
  if (result.ok) return result;
  return lookalike(address, DESTINATION, ['evm', 'hex64']) ?? result;
};

function checkStarkKey(address: string): AddressCheck {
  if (address.startsWith('0X')) return smallX();
  if (!address.startsWith('0x')) {
    if (/^[0-9a-fA-F]+$/.test(address)) return add0x();
    return fail(
      'address.starkex.start',
      'A StarkEx address starts with 0x: it is a Stark key or an Ethereum address.',
    );
  }
  const body = address.slice(2);
  if (body === '') return nothingAfter0x();
  const bad = firstBadChar(body, HEX_CHAR);
  if (bad !== undefined) return hexChar(bad);
  // 40 digits went to the EVM rules; a Stark key has more digits than an Ethereum address.
  if (body.length < 40 || body.length > 64) {
    return fail(
      'address.starkex.length',
      'A StarkEx address is a Stark key (0x and 41 to 64 hexadecimal characters) or an Ethereum address (0x and 40); this one has {length}.',
      { length: String(body.length) },
    );
  }
  const value = BigInt(address);
  if (value >= STARK_KEY_BOUND) {
    return fail(
      'address.starkex.tooLarge',
      'This number is too large to be a Stark key: check for a typing mistake.',
    );
  }
  return ok(hex64(value));
}

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateStarkexAddress as validate };
