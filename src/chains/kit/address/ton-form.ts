/**
 * TON's user-friendly address form, read and written: 36 bytes in base64 or base64url (tag,
 * workchain, 32-byte account hash, CRC-16/XMODEM of the first 34). Kept in the kit so the TON
 * validator, the token checks and the look-alike check (../../../swap/lookalike.ts) read it one way.
 */

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

/** A TON account and how its friendly form was written. */
export interface TonFriendly {
  /** The tag byte: 0x11 bounceable, 0x51 non-bounceable, plus 0x80 when test-only. */
  tag: number;
  /** 0 or -1. */
  workchain: number;
  /** The account hash, 64 lowercase hex digits. */
  hash: string;
  /** Written in base64url (`-`, `_`) rather than base64 (`+`, `/`). */
  urlSafe: boolean;
}

function decodeBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The parts of a 48-character friendly address with a right CRC, else null (no other checks). */
export function readTonFriendly(address: string): TonFriendly | null {
  if (!/^[A-Za-z0-9+/_-]{48}$/.test(address)) return null;
  const bytes = decodeBase64(address);
  if (bytes?.length !== 36) return null;
  if (((bytes[34] ?? 0) << 8) + (bytes[35] ?? 0) !== crc16xmodem(bytes.subarray(0, 34))) return null;
  let hash = '';
  for (let i = 2; i < 34; i += 1) hash += (bytes[i] ?? 0).toString(16).padStart(2, '0');
  return {
    tag: bytes[0] ?? 0,
    workchain: ((bytes[1] ?? 0) << 24) >> 24,
    hash,
    urlSafe: !/[+/]/.test(address),
  };
}

/** The account of a raw (`0:…`) or friendly address as `workchain:hash`, else null. */
export function tonAccount(address: string): string | null {
  const raw = /^(-?\d+):([0-9a-f]{64})$/i.exec(address);
  if (raw) return `${Number(raw[1])}:${raw[2]?.toLowerCase()}`;
  const friendly = readTonFriendly(address);
  return friendly ? `${friendly.workchain}:${friendly.hash}` : null;
}

/** The friendly form of an account (`workchain:hash`) written with `form`'s tag and alphabet. */
export function writeTonFriendly(account: string, form: Pick<TonFriendly, 'tag' | 'urlSafe'>): string | null {
  const raw = /^(-?\d+):([0-9a-f]{64})$/.exec(account);
  if (!raw) return null;
  const bytes = new Uint8Array(36);
  bytes[0] = form.tag;
  bytes[1] = Number(raw[1]) & 0xff;
  const hash = raw[2] ?? '';
  for (let i = 0; i < 32; i += 1) bytes[2 + i] = Number.parseInt(hash.slice(i * 2, i * 2 + 2), 16);
  const crc = crc16xmodem(bytes.subarray(0, 34));
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;
  const text = btoa(String.fromCharCode(...bytes));
  return form.urlSafe ? text.replace(/\+/g, '-').replace(/\//g, '_') : text;
}
