import { sha256 } from '@noble/hashes/sha2';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { blankProblem, fail, firstBadChar, ok, quoteChar } from '../common';
import { lookalikeReason } from '../lookalike';
import type { AddressCheck, AddressValidator, BitcoinNetwork } from '../types';

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

/** How an address of each network starts, for reasons. */
const STARTS: Record<BitcoinNetwork, string> = {
  mainnet: 'bc1, 1 or 3',
  testnet: 'tb1, m, n or 2',
  regtest: 'bcrt1, m, n or 2',
};

/** The address kinds Portage sends to, for reasons. */
const SEND_TO: Record<BitcoinNetwork, string> = {
  mainnet: 'bc1q, bc1p, 1 or 3',
  testnet: 'tb1q, tb1p, m, n or 2',
  regtest: 'bcrt1q, bcrt1p, m, n or 2',
};

const NETWORKS: readonly BitcoinNetwork[] = ['mainnet', 'testnet', 'regtest'];

const CHECKSUM_WRONG = 'The checksum of this address is wrong: check for a typing mistake.';

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
  if (!Object.hasOwn(HRP, network))
    return fail('Portage cannot check addresses on this Bitcoin network yet.');
  const result = checkForm(address, network);
  // A bc1/tb1/bcrt1 address in capitals can also be valid base58: never call it something else.
  if (result.ok || /^(bc|tb|bcrt)1/i.test(address)) return result;
  return fail(lookalikeReason(address, 'Bitcoin', ['bitcoin']) ?? result.reason);
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
    `This Bitcoin address is for another network (${other}), but the destination is on ${network}.`,
  );
}

function checkSegwit(address: string, network: BitcoinNetwork): AddressCheck {
  const hrp = HRP[network];
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) {
    return fail(
      `A Bitcoin address that starts with ${hrp}1 is all small letters or all capitals, not a mix: check for a typing mistake.`,
    );
  }
  const lower = address.toLowerCase();
  const data = lower.slice(hrp.length + 1);
  const bad = firstBadChar(data, BECH32_CHAR);
  if (bad !== undefined) {
    const hint = /^[1bio]$/.test(bad) ? ` (after ${hrp}1, Bitcoin addresses never use 1, b, i or o)` : '';
    return fail(
      `This address contains ${quoteChar(bad)}, which never appears in this kind of Bitcoin address${hint}.`,
    );
  }
  if (lower.length > 90) return fail(`This Bitcoin address is too long (${lower.length} characters).`);
  if (data.length < 7) return fail('This Bitcoin address is too short.');
  const plain = bech32.decodeUnsafe(lower);
  const modern = plain ? undefined : bech32m.decodeUnsafe(lower);
  const decoded = plain || modern;
  if (!decoded) return fail(CHECKSUM_WRONG);
  const [version = 0, ...programWords] = decoded.words;
  const program = bech32.fromWordsUnsafe(programWords);
  if (version > 16 || !program)
    return fail('This is not a valid Bitcoin address: check for a typing mistake.');
  if (version === 0) {
    // BIP-350: witness v0 is bech32; a bech32m string is a checksum failure.
    if (!plain) return fail(CHECKSUM_WRONG);
    if (program.length !== 20 && program.length !== 32) {
      return fail(`This ${hrp}1q address has the wrong length: check for a missing or extra character.`);
    }
    return ok(lower);
  }
  if (!modern) return fail(CHECKSUM_WRONG);
  if (version !== 1) {
    return fail(
      `Portage cannot send to this kind of Bitcoin address yet: use one that starts with ${SEND_TO[network]}.`,
    );
  }
  if (program.length !== 32) {
    return fail(`This ${hrp}1p address has the wrong length: check for a missing or extra character.`);
  }
  return ok(lower);
}

function checkBase58(address: string, network: BitcoinNetwork): AddressCheck {
  if (!/^[13mn2]/.test(address)) return fail(`A Bitcoin address starts with ${STARTS[network]}.`);
  const bad = firstBadChar(address, BASE58_CHAR);
  if (bad !== undefined) {
    const hint = /^[0OIl]$/.test(bad) ? ' (they never use 0, O, I or l)' : '';
    return fail(
      `This address contains ${quoteChar(bad)}, which never appears in a Bitcoin address that starts with ${address.charAt(0)}${hint}.`,
    );
  }
  if (address.length < 26 || address.length > 35) {
    return fail(
      `This Bitcoin address has ${address.length} characters, but one that starts with ${address.charAt(0)} has 26 to 35.`,
    );
  }
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return fail(CHECKSUM_WRONG);
  }
  const version = payload[0] ?? -1;
  if (payload.length !== 21) return fail('This is not a valid Bitcoin address: check for a typing mistake.');
  if (VERSIONS[network].includes(version)) return ok(address);
  if (network === 'mainnet' && VERSIONS.testnet.includes(version)) {
    return fail(
      'This Bitcoin address is for another network (testnet or regtest), but the destination is on mainnet.',
    );
  }
  if (network !== 'mainnet' && VERSIONS.mainnet.includes(version)) {
    return fail(
      `This Bitcoin address is for another network (mainnet), but the destination is on ${network}.`,
    );
  }
  return fail(`A Bitcoin address starts with ${STARTS[network]}.`);
}
