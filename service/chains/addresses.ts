import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { Keypair, PublicKey } from '@solana/web3.js';
import { Address as TonAddress } from '@ton/core';
import { Address as FuelAddress } from 'fuels';
import { ec, validateAndParseAddress } from 'starknet';
import { bytesToHex, getAddress, isAddress as isEvmChecksumAddress, sha256 } from 'viem';
import { type ChainFamily, NETWORK_TYPES } from '../../src/api/types';

/**
 * Address rules per chain family, for the sandbox's INVALID_ADDRESS_ERROR checks, plus
 * deterministic, valid-looking deposit addresses and transaction hashes.
 *
 * Every check uses the family's SDK or @scure/base wherever a checksum (or another real
 * property, like a Stark key being on the Stark curve) exists; the regexes in here only pick
 * the form and produce a specific reason before the SDK is asked.
 */

export type Family = ChainFamily;

export interface AddressOptions {
  /** Bitcoin network whose address forms are accepted/made. Default `mainnet`. */
  bitcoinNetwork?: 'mainnet' | 'testnet' | 'regtest';
  /** bech32 prefix of a Cosmos-SDK chain. Default `cosmos`. */
  cosmosPrefix?: string;
}

type BitcoinNetwork = NonNullable<AddressOptions['bitcoinNetwork']>;

const FAMILIES: ReadonlySet<string> = new Set<Family>(NETWORK_TYPES);

function isFamily(family: string): family is Family {
  return FAMILIES.has(family);
}

const sha256Bytes = (data: Uint8Array): Uint8Array => sha256(data, 'bytes');
const base58check = createBase58check(sha256Bytes);

const HEX = /^[0-9a-fA-F]*$/;
const BASE58_BAD_CHAR = /[^1-9A-HJ-NP-Za-km-z]/;
const BECH32_DATA = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]*$/;

/** Starknet contract addresses are below 2^251 - 256 (starknet.js `ADDR_BOUND`). */
const STARKNET_ADDRESS_BOUND = 2n ** 251n - 256n;
const STARK_KEY_BOUND = 2n ** 251n;

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

export function isValidAddress(family: Family | string, address: string, opts?: AddressOptions): boolean {
  return addressProblem(family, address, opts) === null;
}

/** `null` when `address` is valid for `family`, else a short, specific reason. */
export function addressProblem(
  family: Family | string,
  address: string,
  opts?: AddressOptions,
): string | null {
  if (!isFamily(family)) return 'unsupported network family';
  if (typeof address !== 'string') return 'must be a string';
  if (address === '') return 'is empty';
  if (address.trim() === '') return 'is only whitespace';
  if (address.trim() !== address) return 'has leading or trailing whitespace';
  switch (family) {
    case 'evm':
    case 'zksynclite':
    case 'hyperliquid':
      return evmProblem(address);
    case 'starknet':
    case 'paradex':
      return starknetProblem(address);
    case 'starkex':
      return starkexProblem(address);
    case 'solana':
      return solanaProblem(address);
    case 'ton':
      return tonProblem(address);
    case 'tron':
      return tronProblem(address);
    case 'fuel':
      return fuelProblem(address);
    case 'bitcoin':
      return bitcoinProblem(address, opts?.bitcoinNetwork ?? 'mainnet');
    case 'cosmos':
      return cosmosProblem(address, opts?.cosmosPrefix ?? 'cosmos');
  }
}

/**
 * A deterministic address that passes `isValidAddress(family, ·, opts)`; different seeds give
 * different addresses. EVM-like: EIP-55 checksummed; Starknet/Paradex: 0x + 64 lowercase hex;
 * StarkEx: a Stark key (0x + 64 hex, on the curve); Solana: an on-curve ed25519 key; TON:
 * user-friendly bounceable (`EQ…`); Tron: `T…`; Fuel: lowercase b256; Bitcoin: P2WPKH
 * (`bc1q…`/`tb1q…`/`bcrt1q…`); Cosmos: 20 bytes under the prefix (`cosmos1…`).
 */
export function makeAddress(family: Family, seed: string, opts?: AddressOptions): string {
  const digest = derive('address', family, seed);
  switch (family) {
    case 'evm':
    case 'zksynclite':
    case 'hyperliquid':
      return getAddress(bytesToHex(digest.slice(12)));
    case 'starknet':
    case 'paradex':
      return hex64(bytesToBigInt(digest) % STARKNET_ADDRESS_BOUND);
    case 'starkex': {
      const order = ec.starkCurve.CURVE.n;
      const privateKey = (bytesToBigInt(digest) % (order - 1n)) + 1n;
      return hex64(BigInt(ec.starkCurve.getStarkKey(hex64(privateKey))));
    }
    case 'solana':
      return Keypair.fromSeed(digest).publicKey.toBase58();
    case 'ton':
      return new TonAddress(0, Buffer.from(digest)).toString();
    case 'tron':
      return base58check.encode(concatBytes(Uint8Array.of(0x41), digest.slice(0, 20)));
    case 'fuel':
      return bytesToHex(digest);
    case 'bitcoin': {
      const network = opts?.bitcoinNetwork ?? 'mainnet';
      if (!Object.hasOwn(BITCOIN_HRP, network))
        throw new Error(`unsupported bitcoin network ${String(network)}`);
      const hrp = BITCOIN_HRP[network];
      return bech32.encode(hrp, [0, ...bech32.toWords(digest.slice(0, 20))]);
    }
    case 'cosmos':
      return bech32.encode(opts?.cosmosPrefix ?? 'cosmos', bech32.toWords(digest.slice(0, 20)));
    default:
      throw new Error(`unsupported network family: ${String(family)}`);
  }
}

/**
 * A deterministic transaction hash in the family's explorer format: 0x + 64 hex (EVM-like,
 * Fuel; Starknet/Paradex/StarkEx felt-sized, below 2^251), base58 of a 64-byte signature
 * (Solana), 64 lowercase hex without 0x (TON, Tron, Bitcoin), 64 uppercase hex (Cosmos).
 */
export function makeTransactionHash(family: Family, seed: string): string {
  const digest = derive('transaction', family, seed);
  switch (family) {
    case 'evm':
    case 'zksynclite':
    case 'hyperliquid':
    case 'fuel':
      return bytesToHex(digest);
    case 'starknet':
    case 'paradex':
    case 'starkex':
      return hex64(bytesToBigInt(digest) % STARK_KEY_BOUND);
    case 'solana':
      return base58.encode(concatBytes(digest, derive('transaction-2', family, seed)));
    case 'ton':
    case 'tron':
    case 'bitcoin':
      return bytesToHex(digest).slice(2);
    case 'cosmos':
      return bytesToHex(digest).slice(2).toUpperCase();
    default:
      throw new Error(`unsupported network family: ${String(family)}`);
  }
}

/**
 * Canonical form for comparing two addresses of one family: EVM-like lowercase; Starknet and
 * Paradex 0x + 64 lowercase hex; StarkEx lowercase (a Stark key also padded to 64 digits); TON
 * raw `workchain:hex`; Fuel lowercase; bech32 (Bitcoin segwit, Cosmos) lowercase; Solana, Tron
 * and base58 Bitcoin as given. Anything not in a recognised form is returned unchanged.
 */
export function normalizeAddress(family: Family | string, address: string): string {
  if (!isFamily(family) || typeof address !== 'string') return address;
  switch (family) {
    case 'evm':
    case 'zksynclite':
    case 'hyperliquid':
    case 'fuel':
      return /^0x[0-9a-fA-F]+$/.test(address) ? address.toLowerCase() : address;
    case 'starknet':
    case 'paradex':
      return /^0x[0-9a-fA-F]{1,64}$/.test(address) ? hex64(BigInt(address)) : address;
    case 'starkex':
      if (/^0x[0-9a-fA-F]{40}$/.test(address)) return address.toLowerCase();
      return /^0x[0-9a-fA-F]{41,64}$/.test(address) ? hex64(BigInt(address)) : address;
    case 'ton':
      return tonProblem(address) === null ? TonAddress.parse(address).toRawString() : address;
    case 'bitcoin':
      return /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address;
    case 'cosmos':
      return address.toUpperCase() === address && address.includes('1') ? address.toLowerCase() : address;
    case 'solana':
    case 'tron':
      return address;
  }
}

// ---------------------------------------------------------------------------------------------
// EVM, zkSync Lite, Hyperliquid
// ---------------------------------------------------------------------------------------------

function evmProblem(address: string): string | null {
  if (address.startsWith('0X')) return 'must start with 0x (lowercase x)';
  if (!address.startsWith('0x')) return 'must start with 0x';
  if (address.length !== 42) return `wrong length: ${address.length} characters, expected 42`;
  const body = address.slice(2);
  if (!HEX.test(body)) return 'contains non-hex characters';
  // All-lowercase and all-uppercase bodies carry no checksum; viem's strict mode rejects the
  // all-uppercase one, so only mixed case goes to EIP-55.
  if (body === body.toLowerCase() || body === body.toUpperCase()) return null;
  return isEvmChecksumAddress(address, { strict: true })
    ? null
    : 'checksum does not match (EIP-55 mixed case)';
}

// ---------------------------------------------------------------------------------------------
// Starknet, Paradex, StarkEx
// ---------------------------------------------------------------------------------------------

/** Shared 0x-hex felt syntax; `null` when it is 0x + 1..64 hex digits. */
function feltSyntaxProblem(address: string): string | null {
  if (address.startsWith('0X')) return 'must start with 0x (lowercase x)';
  // starknet.js reads an unprefixed string as hex (`12345` -> 0x12345): require the prefix.
  if (!address.startsWith('0x')) return 'must start with 0x';
  const body = address.slice(2);
  if (body.length === 0) return 'no hex digits after 0x';
  if (!HEX.test(body)) return 'contains non-hex characters';
  if (body.length > 64) return `too long: ${body.length} hex digits, expected at most 64`;
  return null;
}

function starknetProblem(address: string): string | null {
  const syntax = feltSyntaxProblem(address);
  if (syntax !== null) return syntax;
  // A felt is a valid address format for any 0x + 40 hex, but a real Starknet address written
  // with exactly 40 digits is vanishingly unlikely: it is an Ethereum address pasted by mistake.
  if (address.length === 42) return 'looks like an Ethereum address (40 hex digits), not a Starknet address';
  try {
    validateAndParseAddress(address);
  } catch {
    return BigInt(address) >= STARKNET_ADDRESS_BOUND
      ? 'out of range: a Starknet address is below 2^251 - 256'
      : 'not a valid Starknet address';
  }
  return null;
}

/** StarkEx (dYdX v3, ImmutableX, …): a Stark key, or the user's EVM (L1) address. */
function starkexProblem(address: string): string | null {
  const syntax = feltSyntaxProblem(address);
  if (syntax !== null) return syntax;
  const digits = address.length - 2;
  // 40 digits is an Ethereum address (a Stark key that short has odds around 2^-90); a Stark
  // key is written with more digits, normally 63 or 64.
  if (digits === 40) return evmProblem(address);
  if (digits < 40) {
    return `wrong length: ${digits} hex digits, expected 40 (Ethereum address) or 41 to 64 (Stark key)`;
  }
  const value = BigInt(address);
  if (value >= STARK_KEY_BOUND) return 'out of range: a Stark key is below 2^251';
  try {
    ec.starkCurve.ProjectivePoint.fromHex(`02${value.toString(16).padStart(64, '0')}`);
  } catch {
    return 'not a Stark key: no point of the Stark curve has this x coordinate';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Solana
// ---------------------------------------------------------------------------------------------

function solanaProblem(address: string): string | null {
  const bad = BASE58_BAD_CHAR.exec(address);
  if (bad !== null) return `contains "${bad[0]}", which is not a base58 character`;
  if (address.length < 32 || address.length > 44) {
    return `wrong length: ${address.length} characters, expected 32 to 44`;
  }
  const bytes = base58.decode(address);
  if (bytes.length !== 32) return `decodes to ${bytes.length} bytes, expected 32`;
  try {
    if (new PublicKey(address).toBase58() !== address) return 'not a canonical base58 public key';
  } catch {
    return 'not a valid public key';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// TON
// ---------------------------------------------------------------------------------------------

function tonProblem(address: string): string | null {
  if (address.includes(':')) {
    // @ton/core's isRaw takes `parseFloat(workchain)` and an unanchored hash regex, so check
    // the raw form here before parsing.
    const match = /^(-?\d+):(.*)$/.exec(address);
    if (match === null) return 'raw form must be <workchain>:<64 hex digits>';
    const [, workchain = '', hash = ''] = match;
    if (workchain !== '0' && workchain !== '-1')
      return `unsupported workchain ${workchain}, expected 0 or -1`;
    if (hash.length !== 64 || !HEX.test(hash))
      return 'raw form needs exactly 64 hex digits after the workchain';
    try {
      TonAddress.parse(address);
    } catch {
      return 'not a valid raw TON address';
    }
    return null;
  }
  if (address.length !== 48) {
    return `wrong length: ${address.length} characters, expected 48 (user-friendly) or a raw 0:<64 hex> address`;
  }
  const urlSafe = /^[A-Za-z0-9_-]+$/.test(address);
  const standard = /^[A-Za-z0-9+/]+$/.test(address);
  if (!urlSafe && !standard) {
    return /^[A-Za-z0-9+/_-]+$/.test(address)
      ? 'mixes base64 and base64url characters'
      : 'contains characters outside base64/base64url';
  }
  let parsed: ReturnType<typeof TonAddress.parseFriendly>;
  try {
    parsed = TonAddress.parseFriendly(address);
  } catch (error) {
    // parseFriendly throws an Error for a bad CRC but a bare string for an unknown tag byte.
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('checksum')) return 'checksum does not match';
    if (message.includes('tag')) return 'unknown address tag (expected bounceable or non-bounceable)';
    return 'not a valid user-friendly TON address';
  }
  const { workChain } = parsed.address;
  if (workChain !== 0 && workChain !== -1) return `unsupported workchain ${workChain}, expected 0 or -1`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Tron
// ---------------------------------------------------------------------------------------------

function tronProblem(address: string): string | null {
  if (/^(0x)?41[0-9a-fA-F]{40}$/.test(address)) return 'hex form is not accepted: use the base58 T… address';
  if (!address.startsWith('T')) return 'must start with T';
  if (address.length !== 34) return `wrong length: ${address.length} characters, expected 34`;
  const bad = BASE58_BAD_CHAR.exec(address);
  if (bad !== null) return `contains "${bad[0]}", which is not a base58 character`;
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return 'checksum does not match';
  }
  if (payload.length !== 21) return `decodes to ${payload.length} bytes, expected 21`;
  if (payload[0] !== 0x41) return `wrong version byte 0x${hexByte(payload[0])}, expected 0x41`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Fuel
// ---------------------------------------------------------------------------------------------

function fuelProblem(address: string): string | null {
  // fuels dropped the bech32m `fuel1…` form (0.103 has no bech32 code left): b256 only.
  if (/^fuel1/i.test(address)) return 'bech32 fuel1… addresses are no longer supported: use the 0x b256 form';
  if (address.startsWith('0X')) return 'must start with 0x (lowercase x)';
  if (!address.startsWith('0x')) return 'must start with 0x';
  if (address.length !== 66) return `wrong length: ${address.length} characters, expected 66`;
  const body = address.slice(2);
  if (!HEX.test(body)) return 'contains non-hex characters';
  if (body === body.toLowerCase() || body === body.toUpperCase()) return null;
  // Mixed case is Fuel's checksum form (like EIP-55, over sha256 of the lowercase hex).
  return FuelAddress.isChecksumValid(address as `0x${string}`)
    ? null
    : 'checksum does not match (mixed case)';
}

// ---------------------------------------------------------------------------------------------
// Bitcoin
// ---------------------------------------------------------------------------------------------

const BITCOIN_HRP: Record<BitcoinNetwork, string> = { mainnet: 'bc', testnet: 'tb', regtest: 'bcrt' };

/** base58check version bytes: P2PKH and P2SH. Regtest shares testnet's. */
const BITCOIN_VERSIONS: Record<BitcoinNetwork, readonly number[]> = {
  mainnet: [0x00, 0x05],
  testnet: [0x6f, 0xc4],
  regtest: [0x6f, 0xc4],
};

function bitcoinProblem(address: string, network: BitcoinNetwork): string | null {
  if (!Object.hasOwn(BITCOIN_HRP, network)) return `unsupported bitcoin network ${String(network)}`;
  const lower = address.toLowerCase();
  const expectedHrp = BITCOIN_HRP[network];
  if (lower.startsWith(`${expectedHrp}1`)) return segwitProblem(address, expectedHrp);
  for (const [otherNetwork, hrp] of Object.entries(BITCOIN_HRP)) {
    if (lower.startsWith(`${hrp}1`)) {
      return `wrong network: ${hrp}1… is a ${otherNetwork} address, expected ${expectedHrp}1… on ${network}`;
    }
  }
  return base58AddressProblem(address, network);
}

function segwitProblem(address: string, hrp: string): string | null {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) {
    return 'mixed case is not allowed in bech32';
  }
  const lower = address.toLowerCase();
  if (lower.length > 90) return `too long: ${lower.length} characters, expected at most 90`;
  const data = lower.slice(hrp.length + 1);
  if (!BECH32_DATA.test(data)) return 'contains characters outside the bech32 alphabet';
  if (data.length < 7) return 'too short: no witness program';
  const plain = bech32.decodeUnsafe(lower);
  const modern = plain ? undefined : bech32m.decodeUnsafe(lower);
  const decoded = plain || modern;
  if (!decoded) return 'checksum does not match';
  const [version, ...programWords] = decoded.words;
  if (version === undefined) return 'missing witness version';
  if (version > 16) return `invalid witness version ${version}`;
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program) return 'invalid bech32 padding';
  if (version === 0) {
    if (!plain) return 'witness v0 must use bech32, not bech32m (checksum does not match)';
    if (program.length !== 20 && program.length !== 32) {
      return `witness v0 program is ${program.length} bytes, expected 20 or 32`;
    }
    return null;
  }
  if (!modern) return `witness v${version} must use bech32m, not bech32 (checksum does not match)`;
  if (version !== 1) return `unsupported witness version ${version}: only v0 and v1 (taproot) are accepted`;
  if (program.length !== 32) return `taproot program is ${program.length} bytes, expected 32`;
  return null;
}

function base58AddressProblem(address: string, network: BitcoinNetwork): string | null {
  const bad = BASE58_BAD_CHAR.exec(address);
  if (bad !== null) {
    return /^[a-z]{1,83}1[02-9ac-hj-np-z]{6,}$/i.test(address)
      ? `wrong prefix: expected ${BITCOIN_HRP[network]}1… or a base58 address`
      : `contains "${bad[0]}", which is not a base58 character`;
  }
  if (address.length < 26 || address.length > 35) {
    return `wrong length: ${address.length} characters, expected 26 to 35 for a base58 address`;
  }
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    return 'checksum does not match';
  }
  if (payload.length !== 21) return `decodes to ${payload.length} bytes, expected 21`;
  const version = payload[0] ?? -1;
  if (BITCOIN_VERSIONS[network].includes(version)) return null;
  const owner = (Object.keys(BITCOIN_VERSIONS) as BitcoinNetwork[]).find((n) =>
    BITCOIN_VERSIONS[n].includes(version),
  );
  if (owner !== undefined) return `wrong network: a ${owner} address, expected ${network}`;
  return `unknown version byte 0x${hexByte(version)} (not P2PKH or P2SH)`;
}

// ---------------------------------------------------------------------------------------------
// Cosmos
// ---------------------------------------------------------------------------------------------

function cosmosProblem(address: string, prefix: string): string | null {
  const lower = address.toLowerCase();
  const separator = lower.lastIndexOf('1');
  const hrp = separator > 0 ? lower.slice(0, separator) : '';
  if (hrp !== prefix.toLowerCase()) {
    return /^[a-z]+$/.test(hrp)
      ? `wrong prefix "${hrp}", expected "${prefix}"`
      : `must start with ${prefix}1`;
  }
  if (address !== lower && address !== address.toUpperCase()) return 'mixed case is not allowed in bech32';
  const data = lower.slice(separator + 1);
  if (!BECH32_DATA.test(data)) return 'contains characters outside the bech32 alphabet';
  if (data.length < 6) return 'too short: no data';
  // The Cosmos SDK decodes with a 1023-character limit instead of BIP-173's 90.
  const decoded = bech32.decodeUnsafe(lower, 1023);
  if (!decoded) return 'checksum does not match';
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  if (!bytes) return 'invalid bech32 padding';
  if (bytes.length !== 20 && bytes.length !== 32)
    return `decodes to ${bytes.length} bytes, expected 20 or 32`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

function derive(purpose: string, family: string, seed: string): Uint8Array {
  return sha256Bytes(new TextEncoder().encode(`portage-sandbox/${purpose}/${family}/${seed}`));
}

function bytesToBigInt(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt(bytesToHex(bytes));
}

function hex64(value: bigint): string {
  return `0x${value.toString(16).padStart(64, '0')}`;
}

function hexByte(value: number | undefined): string {
  return (value ?? 0).toString(16).padStart(2, '0');
}

function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
