/**
 * The amount's rules on the route step: what may be typed for a token, when an amount is worth a
 * quote, and the route's limits from `/detailed_quote`. Pure: the exact parser of `lib/amount.ts`
 * decides; money is never rounded through a float here (only the USD hint is a float, for show).
 */
import type { DetailedQuoteEntry } from '../api/types';
import type { Translate } from '../i18n';
import {
  AmountError,
  type AmountErrorCode,
  compareDecimal,
  numberToDecimalString,
  parseUnits,
} from '../lib/amount';

/** The token as the amount rules need it (decimals may be missing or wrong in the lists). */
export type AmountToken = { symbol: string; decimals?: number | undefined };

/**
 * What is wrong with an amount for `token`, by the shared exact parser (`parseUnits`: the token's
 * decimals, at most a uint256 of base units), or null when it is a plain non-negative amount.
 * `EMPTY` for nothing yet (also a lone "." being typed). A sign or an exponent is named even while
 * unfinished ("-", "1e"), so the person learns why the key did nothing. Without a token (or with
 * decimals the service got wrong) only the form of the number is checked.
 */
export function amountProblem(text: string, token: AmountToken | undefined): AmountErrorCode | null {
  if (text === '' || text === '.') return 'EMPTY';
  if (text.startsWith('-')) return 'NEGATIVE';
  if (/^(?:\d+\.?\d*|\.\d+)[eE][+-]?\d*$/.test(text)) return 'EXPONENT';
  const decimals = token?.decimals;
  const known = decimals !== undefined && Number.isInteger(decimals) && decimals >= 0 && decimals <= 255;
  try {
    if (known) parseUnits(text, decimals, { symbol: token?.symbol });
    else
      parseUnits(text, (text.split('.')[1] ?? '').length, { maxDigits: Number.POSITIVE_INFINITY, max: null });
    return null;
  } catch (error) {
    if (error instanceof AmountError) return error.code;
    throw error;
  }
}

/** Why the typed amount has too many decimals for the token. */
function decimalsText(t: Translate, symbol: string, decimals: number): string {
  return decimals === 0
    ? t('route.noDecimals', { token: symbol })
    : t('route.tooManyDecimals', { token: symbol, count: decimals });
}

/** The sentence for an amount problem (null for an empty field: the button asks for one). */
export function amountProblemText(
  problem: AmountErrorCode,
  token: AmountToken | undefined,
  t: Translate,
): string | null {
  const symbol = token?.symbol ?? '';
  switch (problem) {
    case 'EMPTY':
      return null;
    case 'NEGATIVE':
      return t('route.amountNegative');
    case 'EXPONENT':
      return t('route.amountExponent');
    case 'TOO_MANY_DECIMALS':
      return decimalsText(t, symbol, token?.decimals ?? 0);
    case 'TOO_LARGE':
      return t('route.amountTooLarge', { token: symbol });
    default:
      return t('route.onlyDigits');
  }
}

/** A key refused for the amount: the problem, and the token it was refused for (for its sentence). */
export interface AmountRefusal {
  problem: AmountErrorCode;
  token: AmountToken | undefined;
}

/**
 * What typing `raw` does to the amount field. A decimal comma is read as a point and spaces are
 * dropped. What can never become an amount of this token is refused (the field keeps what it
 * had); an amount too large for the token is let in, to stay visible and block the swap.
 */
export function readAmountInput(
  raw: string,
  token: AmountToken | undefined,
): { text: string } | { refused: AmountRefusal } {
  const text = raw.replace(/,/g, '.').replace(/\s/g, '');
  const problem = amountProblem(text, token);
  if (problem !== null && problem !== 'EMPTY' && problem !== 'TOO_LARGE')
    return { refused: { problem, token } };
  return { text };
}

/** Digits with at least one that is not zero: an amount worth asking a quote for. */
export function isPositiveAmount(text: string): boolean {
  if (!/^\d*\.?\d*$/.test(text) || text.replace('.', '') === '') return false;
  return /[1-9]/.test(text);
}

/** The amount's value in USD for the hint beside the field, when the token has a price. */
export function amountUsd(
  text: string,
  token: { price_in_usd?: number | undefined } | undefined,
  invalid: boolean,
): number | undefined {
  return isPositiveAmount(text) && !invalid && token?.price_in_usd !== undefined
    ? Number(text) * token.price_in_usd
    : undefined;
}

export interface RouteLimits {
  min?: string;
  max?: string;
}

/** The route's limits over its fee tiers: the lowest minimum and the highest maximum, as exact text. */
export function routeLimits(tiers: readonly DetailedQuoteEntry[]): RouteLimits {
  const mins = tiers.map((tier) => tier.min_amount).filter((n): n is number => n !== undefined);
  const maxes = tiers.map((tier) => tier.max_amount).filter((n): n is number => n !== undefined);
  const pick = (values: number[], want: 1 | -1) =>
    values
      .map((n) => numberToDecimalString(n))
      .sort((a, b) => want * compareDecimal(a, b))
      .at(0);
  return { min: pick(mins, 1), max: pick(maxes, -1) };
}

/** An amount outside the route's limits: which bound it crosses, and that bound as exact text. */
export type LimitProblem = { bound: 'min' | 'max'; limit: string };

/**
 * Whether a positive amount falls below the route's minimum or above its maximum, compared as
 * exact decimals. Said at the amount as soon as it is typed; the service still has the last word.
 */
export function limitProblem(text: string, limits: RouteLimits): LimitProblem | null {
  if (!isPositiveAmount(text)) return null;
  if (limits.min !== undefined && compareDecimal(text, limits.min) < 0)
    return { bound: 'min', limit: limits.min };
  if (limits.max !== undefined && compareDecimal(text, limits.max) > 0)
    return { bound: 'max', limit: limits.max };
  return null;
}
