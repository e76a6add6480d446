/**
 * Address poisoning: someone sends a worthless transfer from an address made to start and end
 * like one the person uses, hoping it is copied from the history later. A person checks an
 * address by its first and last few characters, so a typed address that shares them with an
 * address this browser knows (paid out to, refunded to, a connected wallet) but differs in the
 * middle is held up until the person says it is new. Pure; loaded with the safety check by
 * `import()` (./useAddressSafety.ts), never in the first load.
 *
 * Only the characters a person reads are compared: what follows the family's fixed start (`0x`,
 * `bc1q`, `T`, TON's `EQ`/`UQ`…), EVM-style hex without regard to case, TON in the friendly form
 * the person typed.
 */
import { readTonFriendly, tonAccount, writeTonFriendly } from '../chains/kit/address/ton-form';
// Two spellings of one account (EVM in any case, felts with or without leading zeros, TON by
// account): the token check's comparison serves for any address.
import { sameTokenContract as sameAccount } from '../chains/kit/tokens/check';

/**
 * Thresholds, in characters read after the fixed start: at least this many match at each end…
 * Three each with seven in all catches the 4+4 (and 4+3, 3+4) matches address poisoners make.
 * For the weakest alphabet (hex, 4 bits a character) a random address matches one known address
 * by chance with a probability of about 2^-27; the property test (lookalike.test.ts) measures 0
 * false alarms in 10,000 random addresses per family against 10 known ones.
 */
export const MIN_EACH_END = 3;
/** …and at least this many at both ends together. */
export const MIN_BOTH_ENDS = 7;

/** Where the person has this address from. */
export type KnownSource = 'payout' | 'refund' | 'wallet';

export interface KnownAddress {
  address: string;
  /** The chain family the address was used on (`evm`, `solana`…). */
  family: string;
  source: KnownSource;
}

/** A typed address that looks like a known one: both as shown, with the middles that differ. */
export interface Lookalike {
  /** The typed address as shown (trimmed). */
  typed: string;
  /** The known address, written in the typed address's form (TON's friendly form, its tag). */
  known: string;
  source: KnownSource;
  /** `[start, end)` of the differing middle in `typed`. */
  typedMiddle: readonly [number, number];
  /** `[start, end)` of the differing middle in `known`. */
  knownMiddle: readonly [number, number];
  /** Characters read alike at the start and at the end. */
  lead: number;
  trail: number;
}

/** Families whose addresses are written alike and may be the same account (one key, one address). */
const FORM_GROUP: Readonly<Record<string, string>> = {
  evm: 'ethereum',
  hyperliquid: 'ethereum',
  zksynclite: 'ethereum',
  starknet: 'felt',
  paradex: 'felt',
};

const groupOf = (family: string) => FORM_GROUP[family] ?? family;

/** How a family's addresses are read: the fixed start, and whether case is ignored. */
interface Reading {
  start: RegExp;
  foldCase: boolean;
}

const HEX: Reading = { start: /^0x/i, foldCase: true };
const NONE: Reading = { start: /^/, foldCase: false };

function readingOf(family: string, address: string): Reading {
  switch (groupOf(family)) {
    case 'ethereum':
    case 'felt':
    case 'fuel':
    case 'starkex':
      return HEX;
    case 'tron':
      return { start: /^T/, foldCase: false };
    case 'bitcoin':
      // bech32 (bc1q…, bc1p…, tb1…, bcrt1…) is read without case; base58's version character
      // (1, 3, m, n, 2) is the fixed start.
      return /^(bc|tb|bcrt)1/i.test(address)
        ? { start: /^(bc|tb|bcrt)1[a-z0-9]/i, foldCase: true }
        : { start: /^[13mn2]/, foldCase: false };
    case 'ton':
      return address.includes(':') ? { start: /^-?\d+:/, foldCase: true } : { start: /^../, foldCase: false };
    case 'cosmos':
      return { start: /^[a-z]+1/i, foldCase: true };
    default:
      return NONE;
  }
}

/** `known` as the person would see it beside `typed`: a TON account in the typed form and tag. */
function shownLike(family: string, typed: string, known: string): string | null {
  if (family !== 'ton') return known;
  const account = tonAccount(known);
  if (account === null) return null;
  if (typed.includes(':')) return account;
  const form = readTonFriendly(typed);
  return form ? writeTonFriendly(account, form) : null;
}

/** How many characters `a` and `b` share at the start, and then at the end (not overlapping). */
function sharedEnds(a: string, b: string): { lead: number; trail: number } {
  const shorter = Math.min(a.length, b.length);
  let lead = 0;
  while (lead < shorter && a[lead] === b[lead]) lead += 1;
  let trail = 0;
  while (trail < shorter - lead && a[a.length - 1 - trail] === b[b.length - 1 - trail]) trail += 1;
  return { lead, trail };
}

function compare(family: string, typed: string, known: KnownAddress): Lookalike | null {
  const shown = shownLike(family, typed, known.address.trim());
  if (shown === null || sameAccount(family, typed, shown)) return null;
  const readingTyped = readingOf(family, typed);
  const readingKnown = readingOf(family, shown);
  const typedStart = readingTyped.start.exec(typed)?.[0].length ?? 0;
  const knownStart = readingKnown.start.exec(shown)?.[0].length ?? 0;
  const fold = readingTyped.foldCase && readingKnown.foldCase;
  const read = (text: string, start: number) => (fold ? text.slice(start).toLowerCase() : text.slice(start));
  const { lead, trail } = sharedEnds(read(typed, typedStart), read(shown, knownStart));
  if (lead < MIN_EACH_END || trail < MIN_EACH_END || lead + trail < MIN_BOTH_ENDS) return null;
  return {
    typed,
    known: shown,
    source: known.source,
    typedMiddle: [typedStart + lead, typed.length - trail],
    knownMiddle: [knownStart + lead, shown.length - trail],
    lead,
    trail,
  };
}

/**
 * The known address `typed` looks like without being it, or null. `typed` is the address as the
 * person typed it (already valid for `family`); `known` may hold addresses of any family: only
 * those written alike are compared. Where several match, the one sharing the most characters.
 */
export function findLookalike(
  family: string,
  typed: string,
  known: readonly KnownAddress[],
): Lookalike | null {
  const text = typed.trim();
  const group = groupOf(family);
  let best: Lookalike | null = null;
  for (const entry of known) {
    if (groupOf(entry.family) !== group) continue;
    const found = compare(family, text, entry);
    if (found && (!best || found.lead + found.trail > best.lead + best.trail)) best = found;
  }
  return best;
}

/** What a stored swap tells of the addresses this browser used (./state/swaps.ts's fields). */
interface UsedAddresses {
  destinationAddress: string;
  destinationFamily?: string | undefined;
  refundAddress?: string | undefined;
  refundFamily?: string | undefined;
}

/**
 * Every address this browser knows the person by: the payout and refund addresses of its stored
 * swaps (those stored before the family was recorded are left out rather than guessed) and the
 * connected wallets' addresses by family.
 */
export function knownAddresses(
  swaps: readonly UsedAddresses[],
  wallets: Readonly<Record<string, string>>,
): KnownAddress[] {
  const known: KnownAddress[] = Object.entries(wallets).map(([family, address]) => ({
    address,
    family,
    source: 'wallet',
  }));
  for (const swap of swaps) {
    if (swap.destinationFamily) {
      known.push({ address: swap.destinationAddress, family: swap.destinationFamily, source: 'payout' });
    }
    if (swap.refundAddress && swap.refundFamily) {
      known.push({ address: swap.refundAddress, family: swap.refundFamily, source: 'refund' });
    }
  }
  return known;
}
