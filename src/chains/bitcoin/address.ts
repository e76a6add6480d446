import { sha256 } from '@noble/hashes/sha2';
import { bech32, bech32m, createBase58check } from '@scure/base';
import {
  blankProblem,
  checksumWrong,
  fail,
  firstBadChar,
  notValid,
  ok,
  phrase,
  quoteChar,
} from '../kit/address/common';
import { lookalike } from '../kit/address/lookalike';
import type { AddressCheck, AddressValidator, BitcoinNetwork } from '../kit/address/types';

const base58check = createBase58check(sha256);
const BASE58_CHAR = /^[1-9A-HJ-NP-Za-km-z]$/;
const BECH32_CHAR = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]$/;

const HRP: Record<BitcoinNetwork, string> = { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' };

/** base58check version bytes of P2PKH and P2SH; regtest shares testnet's. */
const VERSIONS: Record<BitcoinNetwork, readonly number[]> = {
  mainnet: [0x00, 0x05],
  testnet: [0x6f, 0xc4],
  regtest: [0x6f, 0xc4],
};

/** How an address of each network starts, for reasons: "{first} or {last}". */
const STARTS: Record<BitcoinNetwork, { first: string; last: string }> = {
  mainnet: { first: 'bc1, 1', last: '3' },
  testnet: { first: 'tb1, m, n', last: '2' },
  regtest: { first: 'bcrt1, m, n', last: '2' },
};

/** The address kinds Portage sends to, for reasons: "{first} or {last}". */
const SEND_TO: Record<BitcoinNetwork, { first: string; last: string }> = {
  mainnet: { first: 'bc1q, bc1p, 1', last: '3' },
  testnet: { first: 'tb1q, tb1p, m, n', last: '2' },
  regtest: { first: 'bcrt1q, bcrt1p, m, n', last: '2' },
};

const NETWORKS: readonly BitcoinNetwork[] = ['mainnet', 'testnet', 'regtest'];

const startsWith = (network: BitcoinNetwork) =>
  fail('address.bitcoin.start', 'A Bitcoin address starts with {first} or {last}.', STARTS[network]);

/** "This bc1q address has the wrong length…" (`prefix`: bc1q, tb1p…). */
const programLength = (prefix: string) =>
  fail(
    'address.bitcoin.programLength',
    'This {prefix} address has the wrong length: check for a missing or extra character.',
    { prefix },
  );

/**
 * A Bitcoin address of `opts.bitcoinNetwork` (default mainnet): base58check P2PKH or P2SH
 * (version 0x00 "1…" / 0x05 "3…"; testnet and regtest 0x6f "m…"/"n…" / 0xc4 "2…"), segwit v0
 * in bech32 (20- or 32-byte program) or taproot v1 in bech32m (32 bytes) under `bc1` / `tb1` /
 * `bcrt1`. A valid address of another network is refused and named. Normalized: bech32
 * lowercase, base58 unchanged.
 */
export const validateBitcoinAddress: AddressValidator = (address, opts) => {
  const blank = blankProblem(address);
  if (blank !== null) return blank;
  const network = opts?.bitcoinNetwork ?? 'mainnet';
  if (!Object.hasOwn(HRP, network)) {
    return fail('address.bitcoin.unsupported', 'Portage cannot check addresses on this Bitcoin network yet.');
  }
  const result = checkForm(address, network);
  // A bc1/tb1/bcrt1 address in capitals can also be valid base58: never call it something else.
  if (result.ok || /^(bc|tb|bcrt)1/i.test(address)) return result;
  return lookalike(address, 'Bitcoin', ['bitcoin']) ?? result;
};

function checkForm(address: string, network: BitcoinNetwork): AddressCheck {
  const lower = address.toLowerCase();
  const hrp = HRP[network];
  if (lower.startsWith(`${hrp}1`)) return checkSegwit(address, network);
  for (const other of NETWORKS) {
    if (lower.startsWith(`${HRP[other]}1`)) {
      const check = checkSegwit(address, other);
      return check.ok ? otherNetwork(other, network) : check;
    }
  }
  return checkBase58(address, network);
}

function otherNetwork(other: BitcoinNetwork, network: BitcoinNetwork): AddressCheck {
  return fail(
    'address.bitcoin.otherNetwork',
    'This Bitcoin address is for another network ({other}), but the destination is on {network}.',
    { other, network },
  );
}

function checkSegwit(address: string, network: BitcoinNetwork): AddressCheck {
  const hrp = HRP[network];
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) {
    return fail(
      'address.bitcoin.mixedCase',
      'A Bitcoin address that starts with {hrp}1 is all small letters or all capitals, not a mix: check for a typing mistake.',
      { hrp },
    );
  }
  const lower = address.toLowerCase();
  const data = lower.slice(hrp.length + 1);
  const bad = firstBadChar(data, BECH32_CHAR);
  if (bad !== undefined) {
    const hint = phrase(
      'address.bitcoin.segwitHint',
      ' (after {hrp}1, Bitcoin addresses never use 1, b, i or o)',
    );
    return fail(
      'address.bitcoin.segwitChar',
      'This address contains {char}, which never appears in this kind of Bitcoin address{hint}.',
      { char: quoteChar(bad), hint: /^[1bio]$/.test(bad) ? hint : '', hrp },
    );
  }
  if (lower.length > 90) {
    return fail('address.bitcoin.tooLong', 'This Bitcoin address is too long ({length} characters).', {
      length: String(lower.length),
    });
  }
  if (data.length < 7) return fail('address.bitcoin.tooShort', 'This Bitcoin address is too short.');
  const plain = bech32.decodeUnsafe(lower);
  const modern = plain ? undefined : bech32m.decodeUnsafe(lower);
  const decoded = plain || modern;
  if (!decoded) return checksumWrong();
  const [version = 0, ...programWords] = decoded.words;
  const program = bech32.fromWordsUnsafe(programWords);
  if (version > 16 || !program) return notValid('Bitcoin');
  if (version === 0) {
    // BIP-350: witness v0 is bech32; a bech32m string is a checksum failure.
    if (!plain) return checksumWrong();
    if (program.length !== 20 && program.length !== 32) return programLength(`${hrp}1q`);
    return ok(lower);
  }
  if (!modern) return checksumWrong();
  if (version !== 1) {
    return fail(
      'address.bitcoin.sendTo',
      'Portage cannot send to this kind of Bitcoin address yet: use one that starts with {first} or {last}.',
      SEND_TO[network],
    );
  }
  if (program.length !== 32) return programLength(`${hrp}1p`);
  return ok(lower);
}

function checkBase58(address: string, network: BitcoinNetwork): AddressCheck {
  if (!/^[13mn2]/.test(address)) return startsWith(network);
  const start = address.charAt(0);
  const bad = firstBadChar(address, BASE58_CHAR);
  if (bad !== undefined) {
    const hint = phrase('address.bitcoin.base58Hint', ' (they never use 0, O, I or l)');
    return fail(
      'address.bitcoin.base58Char',
      'This address contains {char}, which never appears in a Bitcoin address that starts with {start}{hint}.',
      { char: quoteChar(bad), start, hint: /^[0OIl]$/.test(bad) ? hint : '' },
    );
  }
  if (address.length < 26 || address.length > 35) {
    return fail(
      'address.bitcoin.length',
      'This Bitcoin address has {length} characters, but one that starts with {start} has 26 to 35.',
      { length: String(address.length), start },
    );
  }
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return checksumWrong();
  }
  const version = payload[0] ?? -1;
  if (payload.length !== 21) return notValid('Bitcoin');
  if (VERSIONS[network].includes(version)) return ok(address);
  if (network === 'mainnet' && VERSIONS.testnet.includes(version)) {
    return fail(
      'address.bitcoin.testnetOnMainnet',
      'This Bitcoin address is for another network (testnet or regtest), but the destination is on mainnet.',
    );
  }
  if (network !== 'mainnet' && VERSIONS.mainnet.includes(version)) return otherNetwork('mainnet', network);
  return startsWith(network);
}

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateBitcoinAddress as validate };
