import { keccak_256 } from '@noble/hashes/sha3';
import { utf8ToBytes } from '@noble/hashes/utils';
import { blankProblem, fail, firstBadChar, HEX_CHAR, mixedCaseChecksum, ok, quoteChar } from '../common';
import { lookalikeReason } from '../lookalike';
import type { AddressCheck, AddressValidator } from '../types';

/** EIP-55 form of `0x` + 40 hex digits in any case. */
export function toChecksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  return `0x${mixedCaseChecksum(lower, keccak_256(utf8ToBytes(lower)))}`;
}

/**
 * The Ethereum-style rules (EVM networks, zkSync Lite, Hyperliquid, StarkEx's L1 addresses):
 * `0x` + 40 hex digits; an all-lowercase or all-uppercase body carries no checksum, a
 * mixed-case body must match EIP-55. Normalized to the EIP-55 form.
 */
export function checkEvmAddress(address: string, destination: string): AddressCheck {
  const blank = blankProblem(address);
  if (blank !== null) return blank;
  const result = checkForm(address);
  if (result.ok) return result;
  // 64-digit hex gets the length reason: it may be a Starknet or Fuel address, or a transaction hash.
  return fail(lookalikeReason(address, destination, ['evm', 'hex64']) ?? result.reason);
}

function checkForm(address: string): AddressCheck {
  if (address.startsWith('0X')) return fail('Write the start of the address as 0x, with a small x.');
  if (!address.startsWith('0x')) {
    if (/^[0-9a-fA-F]{40}$/.test(address)) return fail('Add 0x at the start of the address.');
    return fail('An Ethereum-style address starts with 0x.');
  }
  const body = address.slice(2);
  const bad = firstBadChar(body, HEX_CHAR);
  if (bad !== undefined) {
    return fail(`This address contains ${quoteChar(bad)}: after 0x, only 0-9 and a-f can appear.`);
  }
  if (body.length !== 40) {
    return fail(
      `An Ethereum-style address starts with 0x and has 40 hexadecimal characters after it (this one has ${body.length}).`,
    );
  }
  const checksummed = toChecksumAddress(address);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return ok(checksummed);
  if (checksummed !== address) {
    return fail('The capital letters of this address do not match its checksum: check for a typing mistake.');
  }
  return ok(checksummed);
}

/** A validator for an Ethereum-style family; `destination` names it in reasons ("Hyperliquid"). */
export function createEvmValidator(destination: string): AddressValidator {
  return (address) => checkEvmAddress(address, destination);
}

export const validateEvmAddress: AddressValidator = createEvmValidator('an Ethereum-style network');
