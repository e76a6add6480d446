/**
 * Exact money arithmetic for Portage.
 *
 * - On-chain amounts ("base units") are `bigint`.
 * - Human amounts are decimal strings ("1.5", "0.000001").
 * - A JS float never feeds a transaction: JSON numbers from the service are
 *   converted through their shortest round-trip text (`String(n)`), expanded
 *   exactly, never through float arithmetic.
 *
 * Everything here is pure string/bigint arithmetic with no dependencies.
 */

export type AmountErrorCode =
  | 'EMPTY'
  | 'NOT_A_NUMBER'
  | 'NEGATIVE'
  | 'EXPONENT'
  | 'TOO_MANY_DECIMALS'
  | 'TOO_LARGE'
  | 'BAD_DECIMALS';

export class AmountError extends Error {
  readonly code: AmountErrorCode;

  constructor(code: AmountErrorCode, message: string) {
    super(message);
    this.name = 'AmountError';
    this.code = code;
  }
}

export interface ParseUnitsOptions {
  /** Token symbol used in error messages ("USDC allows at most 6 decimal places"). */
  symbol?: string;
  /** Maximum number of significant integer digits (default 78, the width of uint256). */
  maxDigits?: number;
  /**
   * Largest result in base units (default 2^256 − 1: no token amount is larger, and 78 integer
   * digits alone do not guarantee it once the decimals are added). `null`: no limit, for callers
   * that only scale a decimal (fee rates, display checks).
   */
  max?: bigint | null;
}

export interface FormatAmountOptions {
  /** Required when `value` is a bigint (base units). */
  decimals?: number;
  /** Maximum number of fraction digits shown (default 6). */
  precision?: number;
  /** 'down' (default) rounds toward zero; 'up' rounds away from zero (fees, costs). */
  rounding?: 'down' | 'up';
  /** Group the integer part in thousands with "," (default true). */
  group?: boolean;
}

/** Default `maxDigits`: 2^256 - 1 has 78 decimal digits. */
export const DEFAULT_MAX_DIGITS = 78;
/** Default `max`: the largest value a uint256 holds. */
export const UINT256_MAX = (1n << 256n) - 1n;
const DEFAULT_PRECISION = 6;
const MAX_DECIMALS = 255;

const PLAIN_RE = /^(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;
const EXPONENT_RE = /^(?:\d+(?:\.\d*)?|\.\d+)[eE][+-]?\d+$/;
const NUMBER_TEXT_RE = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

interface DecimalParts {
  /** Integer digits as written (may be empty for ".5", may have leading zeros). */
  int: string;
  /** Fraction digits as written (may be empty, may have trailing zeros). */
  frac: string;
}

function fail(code: AmountErrorCode, message: string): never {
  throw new AmountError(code, message);
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    fail('BAD_DECIMALS', `Invalid token decimals: ${String(decimals)}`);
  }
}

function stripLeadingZeros(digits: string): string {
  let i = 0;
  while (i < digits.length && digits.charCodeAt(i) === 48) i++;
  return digits.slice(i);
}

function stripTrailingZeros(digits: string): string {
  let end = digits.length;
  while (end > 0 && digits.charCodeAt(end - 1) === 48) end--;
  return digits.slice(0, end);
}

function hasNonZeroDigit(digits: string): boolean {
  for (let i = 0; i < digits.length; i++) {
    if (digits.charCodeAt(i) !== 48) return true;
  }
  return false;
}

function canonical(int: string, frac: string): string {
  const i = stripLeadingZeros(int) || '0';
  const f = stripTrailingZeros(frac);
  return f ? `${i}.${f}` : i;
}

/**
 * Classifies an already-trimmed string. Accepts `123`, `123.`, `123.45`, `.5`;
 * throws EMPTY / NEGATIVE / EXPONENT / NOT_A_NUMBER otherwise.
 */
function splitDecimal(text: string): DecimalParts {
  if (text === '') fail('EMPTY', 'Enter an amount');
  const m = PLAIN_RE.exec(text);
  if (m) {
    if (m[3] !== undefined) return { int: '', frac: m[3] };
    return { int: m[1] ?? '', frac: m[2] ?? '' };
  }
  if (text.startsWith('-')) {
    const rest = text.slice(1);
    if (PLAIN_RE.test(rest) || EXPONENT_RE.test(rest)) fail('NEGATIVE', 'Amount cannot be negative');
  } else if (EXPONENT_RE.test(text)) {
    fail('EXPONENT', 'Write the amount without an exponent (e.g. 0.001, not 1e-3)');
  }
  return fail('NOT_A_NUMBER', notANumberMessage(text));
}

/** Decimal digits of other scripts (Arabic-Indic, Devanagari, full-width…): `\d` is ASCII only. */
const OTHER_DIGIT_RE = /(?![0-9])\p{Nd}/u;
/** Separators a locale may put in a number: comma, apostrophes, Arabic decimal and thousands marks, middle dot. */
const SEPARATOR_RE = /[,'\u2019\u066b\u066c\u00b7]/;

/** Why `text` (trimmed, and neither a plain decimal nor an exponent form) is not an amount. */
function notANumberMessage(text: string): string {
  const body = text.startsWith('-') ? text.slice(1) : text;
  if (/\s/.test(body)) return 'Remove the spaces inside the amount';
  if (OTHER_DIGIT_RE.test(body)) return 'Write the amount with the digits 0-9';
  if (/^[\d.]*$/.test(body.replace(new RegExp(SEPARATOR_RE.source, 'g'), '')) && SEPARATOR_RE.test(body)) {
    return 'Use a dot for decimals and no thousands separators (e.g. 1234.5)';
  }
  if (/^[\d.]+$/.test(body) && /\d/.test(body) && body.indexOf('.') !== body.lastIndexOf('.')) {
    return 'An amount has at most one decimal point';
  }
  return 'Enter a valid number';
}

function tokenName(symbol: string | undefined): string {
  return symbol && symbol.trim() !== '' ? symbol.trim() : 'This token';
}

/**
 * Decimal string → base units, exactly, for any input length.
 *
 * Accepts surrounding whitespace and the forms `123`, `123.`, `123.45`, `.5`.
 * Fraction digits beyond `decimals` are rejected (TOO_MANY_DECIMALS) unless
 * they are zeros; nothing is ever rounded. More than `maxDigits` integer digits,
 * or a result above `max` (default 2^256 − 1), is TOO_LARGE.
 */
export function parseUnits(value: string, decimals: number, opts: ParseUnitsOptions = {}): bigint {
  assertDecimals(decimals);
  const maxDigits = opts.maxDigits ?? DEFAULT_MAX_DIGITS;
  if (!(maxDigits >= 0) || (!Number.isInteger(maxDigits) && maxDigits !== Number.POSITIVE_INFINITY)) {
    throw new RangeError(`maxDigits must be a non-negative integer, got ${String(maxDigits)}`);
  }
  if (typeof value !== 'string') fail('NOT_A_NUMBER', 'Enter a valid number');
  const { int, frac } = splitDecimal(value.trim());
  const intDigits = stripLeadingZeros(int);
  if (intDigits.length > maxDigits) {
    fail('TOO_LARGE', `Amount is too large (at most ${maxDigits} digits before the decimal point)`);
  }
  const fracDigits = stripTrailingZeros(frac);
  if (fracDigits.length > decimals) {
    const name = tokenName(opts.symbol);
    fail(
      'TOO_MANY_DECIMALS',
      decimals === 0
        ? `${name} does not allow decimal places`
        : `${name} allows at most ${decimals} decimal place${decimals === 1 ? '' : 's'}`,
    );
  }
  const units = BigInt((intDigits || '0') + fracDigits.padEnd(decimals, '0'));
  const max = opts.max === undefined ? UINT256_MAX : opts.max;
  if (max !== null && units > max) {
    const what = opts.symbol && opts.symbol.trim() !== '' ? opts.symbol.trim() : 'a token';
    fail('TOO_LARGE', `Amount is too large (more than ${what} can hold)`);
  }
  return units;
}

/**
 * Base units → canonical decimal string ("1.5", "0.000001", "0", "1000").
 * No trailing fractional zeros, no trailing dot; negative values get a "-".
 */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals);
  if (typeof value !== 'bigint') throw new TypeError('formatUnits expects a bigint');
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const split = digits.length - decimals;
  const body = canonical(digits.slice(0, split), digits.slice(split));
  return negative ? `-${body}` : body;
}

/**
 * Canonical form of a valid non-negative decimal string: no leading integer
 * zeros, no trailing fraction zeros, no trailing dot (".5" → "0.5", "000" → "0").
 */
export function normalizeDecimal(value: string): string {
  const { int, frac } = splitDecimal(value.trim());
  return canonical(int, frac);
}

/**
 * A JSON number → the plain decimal string of its shortest round-trip
 * representation (`1.2e-05` → "0.000012", `1e21` → "1000000000000000000000").
 * The exponent of `String(n)` is expanded textually; no float arithmetic.
 */
export function numberToDecimalString(n: number): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) fail('NOT_A_NUMBER', 'Not a finite number');
  if (n === 0) return '0'; // also -0
  const m = NUMBER_TEXT_RE.exec(String(n));
  if (!m) fail('NOT_A_NUMBER', `Unexpected number format: ${String(n)}`);
  const sign = m[1] ?? '';
  const int = m[2] ?? '';
  const frac = m[3] ?? '';
  const exp = Number(m[4] ?? '0');
  const digits = int + frac;
  const point = int.length + exp; // position of the decimal point within `digits`
  let body: string;
  if (point <= 0) {
    body = canonical('0', '0'.repeat(-point) + digits);
  } else if (point >= digits.length) {
    body = canonical(digits + '0'.repeat(point - digits.length), '');
  } else {
    body = canonical(digits.slice(0, point), digits.slice(point));
  }
  return sign + body;
}

/**
 * A service "human" amount (JSON number or plain decimal string) → base units.
 * Throws TOO_MANY_DECIMALS when it has more precision than the token allows
 * (e.g. a float artefact like 0.30000000000000004 for a 6-decimals token).
 */
export function toBaseUnits(amount: number | string, decimals: number): bigint {
  if (typeof amount === 'number') return parseUnits(numberToDecimalString(amount), decimals);
  if (typeof amount === 'string') return parseUnits(amount, decimals);
  return fail('NOT_A_NUMBER', 'Not a number or decimal string');
}

/**
 * A service "human" amount (a non-negative JSON number) → base units, the digits beyond the
 * token's decimals dropped ('down') or carried up ('up'); null for a negative, missing or
 * non-finite value. For figures a check compares against (a minimum, a fee), where a float's
 * stray last digit must not fail the comparison.
 */
export function toBaseUnitsRounded(
  amount: number | null | undefined,
  decimals: number,
  rounding: 'down' | 'up',
): bigint | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  const { int, frac } = splitDecimal(numberToDecimalString(amount));
  const kept = parseUnits(`${int || '0'}.${frac.slice(0, decimals)}`, decimals);
  const dropped = /[1-9]/.test(frac.slice(decimals));
  return rounding === 'up' && dropped ? kept + 1n : kept;
}

function groupThousands(int: string): string {
  const first = int.length % 3 || 3;
  let out = int.slice(0, first);
  for (let i = first; i < int.length; i += 3) out += `,${int.slice(i, i + 3)}`;
  return out;
}

/**
 * Display formatting with exact string arithmetic.
 *
 * Keeps at most `precision` fraction digits, rounding toward zero ('down',
 * default: never show more than the user gets) or away from zero ('up': fees,
 * costs), trims trailing zeros, and groups the integer part ("1,234,567.89").
 * A non-zero value that would show as 0 is displayed as "<0.000001" (the
 * precision's smallest unit), or ">-0.000001" when negative.
 *
 * `value` is either base units (bigint, needs `decimals`) or a decimal string
 * (an optional leading "-" is allowed for display purposes).
 */
export function formatAmount(value: string | bigint, opts: FormatAmountOptions = {}): string {
  const precision = opts.precision ?? DEFAULT_PRECISION;
  if (!Number.isInteger(precision) || precision < 0 || precision > MAX_DECIMALS) {
    throw new RangeError(`precision must be an integer in 0..${MAX_DECIMALS}, got ${String(precision)}`);
  }
  const rounding = opts.rounding ?? 'down';
  const group = opts.group ?? true;

  let text: string;
  if (typeof value === 'bigint') {
    if (opts.decimals === undefined) fail('BAD_DECIMALS', 'formatAmount needs decimals for a bigint value');
    text = formatUnits(value, opts.decimals);
  } else {
    text = value.trim();
  }
  const second = text.charAt(1);
  const negative = text.startsWith('-') && (second === '.' || (second >= '0' && second <= '9'));
  const { int, frac } = splitDecimal(negative ? text.slice(1) : text);

  let outInt = stripLeadingZeros(int) || '0';
  let outFrac = frac.slice(0, precision);
  if (rounding === 'up' && hasNonZeroDigit(frac.slice(precision))) {
    const bumped = (BigInt(outInt + outFrac.padEnd(precision, '0')) + 1n)
      .toString()
      .padStart(precision + 1, '0');
    outInt = bumped.slice(0, bumped.length - precision);
    outFrac = bumped.slice(bumped.length - precision);
  }
  outFrac = stripTrailingZeros(outFrac);

  const shownZero = outInt === '0' && outFrac === '';
  if (shownZero) {
    if (!hasNonZeroDigit(int) && !hasNonZeroDigit(frac)) return '0';
    const smallest = precision === 0 ? '1' : `0.${'0'.repeat(precision - 1)}1`;
    return negative ? `>-${smallest}` : `<${smallest}`;
  }
  const shownInt = group ? groupThousands(outInt) : outInt;
  const body = outFrac ? `${shownInt}.${outFrac}` : shownInt;
  return negative ? `-${body}` : body;
}

function compareDigits(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** Exact comparison of two non-negative decimal strings. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const pa = splitDecimal(a.trim());
  const pb = splitDecimal(b.trim());
  const ia = stripLeadingZeros(pa.int);
  const ib = stripLeadingZeros(pb.int);
  if (ia.length !== ib.length) return ia.length < ib.length ? -1 : 1;
  const byInt = compareDigits(ia, ib);
  if (byInt !== 0) return byInt;
  const fa = stripTrailingZeros(pa.frac);
  const fb = stripTrailingZeros(pb.frac);
  const width = Math.max(fa.length, fb.length);
  return compareDigits(fa.padEnd(width, '0'), fb.padEnd(width, '0'));
}

/**
 * Whether a service's human `amount` (a JSON number, so a double) and its exact
 * `amount_in_base_units` describe the same value for `decimals`. The exact text is turned
 * into the double JSON.parse would give for it, so 0.123456789012345678 agrees with
 * 123456789012345678 at 18 decimals even though the double cannot hold every digit, while
 * a real disagreement (0.5 against 0.05) is caught. A difference finer than a double can
 * show (the 18th digit) cannot be seen in `amount` at all: there the base units decide.
 */
export function amountsAgree(amount: number, baseUnits: string | bigint, decimals: number): boolean {
  if (!Number.isFinite(amount)) return false;
  const base = typeof baseUnits === 'bigint' ? baseUnits : /^\d+$/.test(baseUnits) ? BigInt(baseUnits) : null;
  if (base === null || base < 0n) return false;
  return Number(formatUnits(base, decimals)) === amount;
}
