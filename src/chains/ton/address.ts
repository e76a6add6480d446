import { bytesToHex } from '@noble/hashes/utils';
import { base64, base64url } from '@scure/base';
import {
  badChar,
  blankProblem,
  checksumWrong,
  fail,
  firstBadChar,
  HEX_CHAR,
  notValid,
  ok,
  quoteChar,
  wrongLength,
} from '../kit/address/common';
import { lookalike } from '../kit/address/lookalike';
import { crc16xmodem } from '../kit/address/ton-form';
import type { AddressCheck, AddressValidator } from '../kit/address/types';

const BOUNCEABLE = 0x11;
const NON_BOUNCEABLE = 0x51;
const TEST_ONLY = 0x80;

export { crc16xmodem };

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
  return lookalike(address, 'TON', ['ton']) ?? result;
};

function checkRaw(address: string): AddressCheck {
  const match = /^(-?\d+):(.*)$/.exec(address);
  if (match === null) {
    return fail(
      'address.ton.raw',
      'A raw TON address is a workchain number, a colon and 64 hexadecimal characters, like 0:….',
    );
  }
  const [, workchain = '', hash = ''] = match;
  if (workchain !== '0' && workchain !== '-1') {
    return fail(
      'address.ton.workchainSays',
      'TON addresses are on workchain 0 or -1 (this one says {workchain}).',
      {
        workchain,
      },
    );
  }
  const bad = firstBadChar(hash, HEX_CHAR);
  if (bad !== undefined) {
    return fail(
      'address.ton.rawChar',
      'This address contains {char}: after the colon, only 0-9 and a-f can appear.',
      { char: quoteChar(bad) },
    );
  }
  if (hash.length !== 64) {
    return fail(
      'address.ton.rawLength',
      'A raw TON address has 64 hexadecimal characters after the colon (this one has {length}).',
      { length: String(hash.length) },
    );
  }
  return ok(`${workchain}:${hash.toLowerCase()}`);
}

function checkFriendly(address: string): AddressCheck {
  const bad = firstBadChar(address, /^[A-Za-z0-9+/_-]$/);
  if (bad !== undefined) return badChar(bad, 'TON');
  if (address.length !== 48) return wrongLength('TON', 48, address.length);
  const urlSafe = /[-_]/.test(address);
  if (urlSafe && /[+/]/.test(address)) {
    return fail(
      'address.ton.mixed',
      'This address mixes - or _ with + or /, which a TON address never does: check for a typing mistake.',
    );
  }
  let bytes: Uint8Array;
  try {
    bytes = (urlSafe ? base64url : base64).decode(address);
  } catch {
    return notValid('TON');
  }
  if (bytes.length !== 36) return notValid('TON');
  const expected = crc16xmodem(bytes.subarray(0, 34));
  if (((bytes[34] ?? 0) << 8) + (bytes[35] ?? 0) !== expected) return checksumWrong();
  const tag = (bytes[0] ?? 0) & ~TEST_ONLY;
  if (tag !== BOUNCEABLE && tag !== NON_BOUNCEABLE) {
    return fail(
      'address.ton.tag',
      'The first characters of this address are not a known kind of TON address.',
    );
  }
  const workchainByte = bytes[1] ?? 0;
  if (workchainByte !== 0x00 && workchainByte !== 0xff) {
    const workchain = String(workchainByte > 127 ? workchainByte - 256 : workchainByte);
    return fail(
      'address.ton.workchainIs',
      'TON addresses are on workchain 0 or -1 (this one is on {workchain}).',
      {
        workchain,
      },
    );
  }
  return ok(`${workchainByte === 0xff ? -1 : 0}:${bytesToHex(bytes.subarray(2, 34))}`);
}

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateTonAddress as validate };
