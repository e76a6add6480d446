import { bytesToHex } from '@noble/hashes/utils';
import { base64, base64url } from '@scure/base';
import { blankProblem, fail, firstBadChar, HEX_CHAR, ok, quoteChar } from '../common';
import { lookalikeReason } from '../lookalike';
import type { AddressCheck, AddressValidator } from '../types';

const BOUNCEABLE = 0x11;
const NON_BOUNCEABLE = 0x51;
const TEST_ONLY = 0x80;

/** CRC-16/XMODEM (polynomial 0x1021, initial value 0, no reflection), as TON's friendly form uses. */
export function crc16xmodem(data: Uint8Array): number {
  let crc = 0;
  for (const byte of data) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/**
 * A TON address: raw `0:` or `-1:` + 64 hex digits, or the 48-character user-friendly form in
 * base64 or base64url (not a mix): tag byte (bounceable 0x11 or non-bounceable 0x51, plus 0x80
 * when test-only), workchain byte (0x00 or 0xff), 32-byte account hash, and a big-endian
 * CRC-16/XMODEM of those 34 bytes. Normalized to the raw form `workchain:hex` (lowercase).
 */
export const validateTonAddress: AddressValidator = (address) => {
  const blank = blankProblem(address);
  if (blank !== null) return blank;
  const result = address.includes(':') ? checkRaw(address) : checkFriendly(address);
  if (result.ok) return result;
  return fail(lookalikeReason(address, 'TON', ['ton']) ?? result.reason);
};

function checkRaw(address: string): AddressCheck {
  const match = /^(-?\d+):(.*)$/.exec(address);
  if (match === null) {
    return fail('A raw TON address is a workchain number, a colon and 64 hexadecimal characters, like 0:….');
  }
  const [, workchain = '', hash = ''] = match;
  if (workchain !== '0' && workchain !== '-1') {
    return fail(`TON addresses are on workchain 0 or -1 (this one says ${workchain}).`);
  }
  const bad = firstBadChar(hash, HEX_CHAR);
  if (bad !== undefined) {
    return fail(`This address contains ${quoteChar(bad)}: after the colon, only 0-9 and a-f can appear.`);
  }
  if (hash.length !== 64) {
    return fail(
      `A raw TON address has 64 hexadecimal characters after the colon (this one has ${hash.length}).`,
    );
  }
  return ok(`${workchain}:${hash.toLowerCase()}`);
}

function checkFriendly(address: string): AddressCheck {
  const bad = firstBadChar(address, /^[A-Za-z0-9+/_-]$/);
  if (bad !== undefined)
    return fail(`This address contains ${quoteChar(bad)}, which never appears in a TON address.`);
  if (address.length !== 48) return fail(`A TON address has 48 characters (this one has ${address.length}).`);
  const urlSafe = /[-_]/.test(address);
  if (urlSafe && /[+/]/.test(address)) {
    return fail(
      'This address mixes - or _ with + or /, which a TON address never does: check for a typing mistake.',
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = (urlSafe ? base64url : base64).decode(address);
  } catch {
    return fail('This is not a valid TON address: check for a typing mistake.');
  }
  if (bytes.length !== 36) return fail('This is not a valid TON address: check for a typing mistake.');
  const expected = crc16xmodem(bytes.subarray(0, 34));
  if (((bytes[34] ?? 0) << 8) + (bytes[35] ?? 0) !== expected) {
    return fail('The checksum of this address is wrong: check for a typing mistake.');
  }
  const tag = (bytes[0] ?? 0) & ~TEST_ONLY;
  if (tag !== BOUNCEABLE && tag !== NON_BOUNCEABLE) {
    return fail('The first characters of this address are not a known kind of TON address.');
  }
  const workchainByte = bytes[1] ?? 0;
  if (workchainByte !== 0x00 && workchainByte !== 0xff) {
    const workchain = workchainByte > 127 ? workchainByte - 256 : workchainByte;
    return fail(`TON addresses are on workchain 0 or -1 (this one is on ${workchain}).`);
  }
  return ok(`${workchainByte === 0xff ? -1 : 0}:${bytesToHex(bytes.subarray(2, 34))}`);
}
