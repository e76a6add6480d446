import { base58, bech32, bech32m } from '@scure/base';
import { fail, phrase } from './common';
import type { AddressFailure, ReasonParam, ReasonPhrase } from './types';

/**
 * Cheap recognisers for other families' address formats, so a validator can say "this looks
 * like a Solana address" instead of "wrong length". They check the form only (no checksums)
 * and run only after the destination family's own check has failed.
 */

export type AddressKind = 'evm' | 'hex64' | 'solana' | 'ton' | 'tron' | 'bitcoin' | 'cosmos';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const BECH32 = /^([a-z]{1,83})1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/;

/** Bech32 prefixes of well-known Cosmos-SDK chains (a guess at "Cosmos", never a rule). */
const COSMOS_PREFIXES = new Set([
  'cosmos',
  'osmo',
  'celestia',
  'neutron',
  'noble',
  'dydx',
  'inj',
  'sei',
  'kava',
  'juno',
  'stars',
  'akash',
  'axelar',
  'evmos',
  'stride',
  'terra',
  'secret',
  'persistence',
  'umee',
  'kujira',
  'archway',
  'dym',
  'saga',
  'thor',
  'regen',
]);

const BITCOIN_PREFIXES = new Set(['bc', 'tb', 'bcrt']);

function base58Bytes(address: string): Uint8Array | undefined {
  if (!BASE58.test(address)) return undefined;
  try {
    return base58.decode(address);
  } catch {
    return undefined;
  }
}

function bech32Prefix(address: string): string | undefined {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined;
  return BECH32.exec(address.toLowerCase())?.[1];
}

/** A string with a valid bech32 or bech32m checksum is a bech32 address, even when it is also valid base58. */
function isBech32(address: string): boolean {
  if (bech32Prefix(address) === undefined) return false;
  const lower = address.toLowerCase();
  return Boolean(bech32.decodeUnsafe(lower, false) || bech32m.decodeUnsafe(lower, false));
}

/** "an Ethereum-style address", for reasons. */
export const EVM_KIND: ReasonPhrase = phrase('address.kind.evm', 'an Ethereum-style address');

const KINDS: ReadonlyArray<{
  kind: AddressKind;
  name: ReasonPhrase;
  test: (address: string) => boolean;
}> = [
  { kind: 'evm', name: EVM_KIND, test: (a) => /^0x[0-9a-fA-F]{40}$/.test(a) },
  {
    kind: 'hex64',
    name: phrase('address.kind.hex64', 'a Starknet or Fuel address'),
    test: (a) => /^0x[0-9a-fA-F]{64}$/.test(a),
  },
  {
    kind: 'ton',
    name: phrase('address.kind.ton', 'a TON address'),
    test: (a) => /^(0|-1):[0-9a-fA-F]{64}$/.test(a) || /^[EUk0][Qf][A-Za-z0-9+/_-]{46}$/.test(a),
  },
  {
    kind: 'tron',
    name: phrase('address.kind.tron', 'a Tron address'),
    test: (a) => a.length === 34 && a.startsWith('T') && base58Bytes(a)?.[0] === 0x41,
  },
  {
    kind: 'bitcoin',
    name: phrase('address.kind.bitcoin', 'a Bitcoin address'),
    test: (a) => {
      const prefix = bech32Prefix(a);
      if (prefix !== undefined) return BITCOIN_PREFIXES.has(prefix);
      if (!/^[13mn2]/.test(a) || a.length < 26 || a.length > 35) return false;
      const bytes = base58Bytes(a);
      return bytes?.length === 25 && [0x00, 0x05, 0x6f, 0xc4].includes(bytes[0] ?? -1);
    },
  },
  {
    kind: 'cosmos',
    name: phrase('address.kind.cosmos', 'a Cosmos address'),
    test: (a) => COSMOS_PREFIXES.has(bech32Prefix(a) ?? ''),
  },
  {
    kind: 'solana',
    name: phrase('address.kind.solana', 'a Solana address'),
    test: (a) => a.length >= 32 && a.length <= 44 && base58Bytes(a)?.length === 32 && !isBech32(a),
  },
];

/** What `address` looks like, if it has the form of one of the kinds not in `except`. */
export function lookalikeKind(address: string, except: readonly AddressKind[] = []): AddressKind | undefined {
  return KINDS.find(({ kind, test }) => !except.includes(kind) && test(address))?.kind;
}

/**
 * "This looks like a Solana address, but the destination is on Tron." `destination` is a
 * network's name ("Tron") or a phrase ("an Ethereum-style network").
 */
export function looksLike(kind: ReasonPhrase, destination: ReasonParam): AddressFailure {
  return fail('address.looksLike', 'This looks like {kind}, but the destination is on {destination}.', {
    kind,
    destination,
  });
}

/** The "this looks like …" refusal when `address` has the form of another kind of address, else `null`. */
export function lookalike(
  address: string,
  destination: ReasonParam,
  except: readonly AddressKind[] = [],
): AddressFailure | null {
  const kind = lookalikeKind(address, except);
  const name = KINDS.find((k) => k.kind === kind)?.name;
  return name === undefined ? null : looksLike(name, destination);
}
