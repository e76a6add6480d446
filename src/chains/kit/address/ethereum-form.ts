/**
 * The Ethereum address form, shared by the families whose accounts are Ethereum addresses (EVM
 * networks, zkSync Lite, Hyperliquid, StarkEx's L1 owners): each family's address.ts names itself.
 */
import { keccak_256 } from '@noble/hashes/sha3';
import { utf8ToBytes } from '@noble/hashes/utils';
import { blankProblem, checkChecksummedHex, mixedCaseChecksum, phrase } from './common';
import { lookalike } from './lookalike';
import type { AddressCheck, AddressValidator, ReasonParam } from './types';

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
export function checkEvmAddress(address: string, destination: ReasonParam): AddressCheck {
  const blank = blankProblem(address);
  if (blank !== null) return blank;
  const result = checkForm(address);
  if (result.ok) return result;
  // 64-digit hex gets the length reason: it may be a Starknet or Fuel address, or a transaction hash.
  return lookalike(address, destination, ['evm', 'hex64']) ?? result;
}

function checkForm(address: string): AddressCheck {
  return checkChecksummedHex(address, {
    start: phrase('address.evm.start', 'An Ethereum-style address starts with 0x.'),
    length: phrase(
      'address.evm.length',
      'An Ethereum-style address starts with 0x and has 40 hexadecimal characters after it (this one has {length}).',
    ),
    hexLength: 40,
    checksum: toChecksumAddress,
  });
}

/** A validator for an Ethereum-style family; `destination` names it in reasons ("Hyperliquid"). */
export function createEvmValidator(destination: ReasonParam): AddressValidator {
  return (address) => checkEvmAddress(address, destination);
}
