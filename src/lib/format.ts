/**
 * Display helpers: durations, explorer links, USD values, token amounts, addresses, images.
 *
 * Everything returns text for a person to read; nothing here feeds a transaction. Token amounts go
 * through the exact helpers of `./amount` (no float arithmetic), and every URL built from service
 * data is checked so that only `https:` (and, for images, `data:image/`) ever reaches the page.
 *
 * Display functions take the BCP 47 `locale` of the chosen language (`useLocale()`; English by
 * default) and use its separators, digits and unit words. Decimals are localized from their exact
 * text: the integer part through Intl as a bigint, the fraction digit by digit, so no digit is
 * ever changed by a float. Values a person copies (deposit amounts, addresses) are not shown
 * through these: they stay canonical (`1234.5`).
 */
import { formatAmount, numberToDecimalString } from './amount';

/** What is shown for a missing value. */
export const MISSING = '—';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** .NET TimeSpan text: `[d.]hh:mm:ss[.fffffff]`, as the service's `avg_completion_time`. */
const TIMESPAN_RE = /^(?:(\d{1,8})\.)?(\d{1,2}):(\d{2}):(\d{2})(?:\.(\d{1,7}))?$/;

/**
 * The service's `avg_completion_time` → milliseconds: `"00:00:05.4528534"` → 5453,
 * `"00:01:30.1234567"` → 90123, `"1.02:00:00"` (days.hh:mm:ss) → 93600000.
 * `null` for anything else (negative, out-of-range fields, other formats, non-strings).
 */
export function parseDuration(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const m = TIMESPAN_RE.exec(value.trim());
  if (!m) return null;
  const days = Number(m[1] ?? '0');
  const hours = Number(m[2]);
  const minutes = Number(m[3]);
  const seconds = Number(m[4]);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  // Fraction of a second, rounded to whole ms: "4528534" → 0.4528534 s → 453 ms.
  const fraction = m[5] ? Math.round(Number(`0.${m[5]}`) * SECOND) : 0;
  return days * DAY + hours * HOUR + minutes * MINUTE + seconds * SECOND + fraction;
}

/**
 * An estimate for a person: "~5 s", "~2 min", "~1 h 5 min", "~2 h", "~1 d 2 h".
 * Rounded to the nearest unit shown; anything under 1.5 s reads "~1 s". `MISSING` for a
 * negative or non-finite value.
 */
export function formatDuration(ms: number, locale = 'en'): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) return MISSING;
  const unit = durationUnits(locale);
  const seconds = Math.round(ms / SECOND);
  if (seconds < 60) return `~${unit('second', Math.max(1, seconds))}`;
  const minutes = Math.round(ms / MINUTE);
  if (minutes < 60) return `~${unit('minute', minutes)}`;
  if (minutes < 24 * 60) {
    const h = Math.floor(minutes / 60);
    const min = minutes % 60;
    return min === 0 ? `~${unit('hour', h)}` : `~${unit('hour', h)} ${unit('minute', min)}`;
  }
  const hours = Math.round(ms / HOUR);
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return h === 0 ? `~${unit('day', d)}` : `~${unit('day', d)} ${unit('hour', h)}`;
}

type DurationUnit = 'second' | 'minute' | 'hour' | 'day';
const ENGLISH_UNITS: Record<DurationUnit, string> = { second: 's', minute: 'min', hour: 'h', day: 'd' };

/** "5 s" in English (Portage's own short forms); the locale's short unit ("5 dk.", "5秒") otherwise. */
function durationUnits(locale: string): (unit: DurationUnit, n: number) => string {
  if (isEnglish(locale)) return (unit, n) => `${n} ${ENGLISH_UNITS[unit]}`;
  return (unit, n) =>
    cached(
      `unit:${locale}:${unit}`,
      () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }),
    ).format(n);
}

function isEnglish(locale: string): boolean {
  return locale === 'en' || locale.startsWith('en-');
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

/** The locale's symbols for exact decimals: its integer format (bigint in), decimal sign and digits. */
function decimalSymbols(locale: string, group: boolean) {
  const integer = cached(
    `int:${locale}:${group}`,
    // Grouping as the locale does it (Spanish leaves 1234 whole) unless turned off.
    () =>
      new Intl.NumberFormat(
        locale,
        group ? { maximumFractionDigits: 0 } : { maximumFractionDigits: 0, useGrouping: false },
      ),
  ) as Intl.NumberFormat;
  const parts = cached(`dec:${locale}`, () => new Intl.NumberFormat(locale)).formatToParts(1.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  return { integer, decimal };
}

const DECIMAL_TEXT_RE = /^([<>]?)(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Exact decimal text ("1234.5", "-0.25", "<0.000001", "1,234.5" as `formatAmount` groups it) in the
 * locale's way: "1,234.5" (en), "1234,5" / "12.345,6" (es), "1.234,5" (tr), "1 234,5" (uk). The
 * integer part goes through Intl as a bigint and the fraction digit by digit: no float, no digit
 * changed. `group: false` keeps the integer ungrouped (a balance next to "Max"). Text that is not
 * a decimal (`MISSING`) comes back unchanged.
 */
export function formatDecimal(text: string, locale = 'en', options: { group?: boolean } = {}): string {
  const m = DECIMAL_TEXT_RE.exec(text.replace(/,/g, ''));
  if (!m) return text;
  const [, bound = '', sign = '', int = '0', frac] = m;
  const { integer, decimal } = decimalSymbols(locale, options.group ?? true);
  const value = BigInt(int);
  // -0.5: the integer part is zero, so the sign comes from Intl's own "-0".
  const intText = sign ? (value === 0n ? integer.format(-0) : integer.format(-value)) : integer.format(value);
  const fracText = frac ? decimal + [...frac].map((digit) => integer.format(BigInt(digit))).join('') : '';
  return `${bound}${intText}${fracText}`;
}

/** A running clock: "0:42", "12:05", "1:02:03" (whole seconds, rounded down; negatives → "0:00"). */
export function formatElapsed(ms: number): string {
  const total = typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? Math.floor(ms / SECOND) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  if (h === 0) return `${m}:${ss}`;
  return `${h}:${String(m).padStart(2, '0')}:${ss}`;
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * A network's explorer template (`transaction_explorer_template`, `account_explorer_template`) with
 * `{0}` filled by `encodeURIComponent(value)`.
 *
 * `null` unless the result is an absolute `https:` URL whose origin the template fixes: a template
 * without `{0}`, a `javascript:`, `data:`, `http:` or relative template, or a value that would choose
 * the host (`https://{0}/…`) is never linked.
 */
export function explorerUrl(
  template: string | null | undefined,
  value: string | null | undefined,
): string | null {
  if (typeof template !== 'string' || typeof value !== 'string') return null;
  const trimmedTemplate = template.trim();
  const trimmedValue = value.trim();
  if (trimmedValue === '' || !trimmedTemplate.includes('{0}')) return null;
  const encoded = encodeURIComponent(trimmedValue);
  // A replacer function: `$&` and friends in the value are never expanded.
  const url = parseUrl(trimmedTemplate.replaceAll('{0}', () => encoded));
  const reference = parseUrl(trimmedTemplate.replaceAll('{0}', '0'));
  if (!url || !reference || url.protocol !== 'https:' || url.origin !== reference.origin) return null;
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

/**
 * A USD value: "$1,234.56" (rounded half up to cents), "<$0.01" for a tiny non-zero value, "$0.00" for
 * zero, "-$3.10" for a negative one, `MISSING` for a missing or non-finite value.
 */
export function formatUsd(value: number | null | undefined, locale = 'en'): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MISSING;
  const text = numberToDecimalString(value);
  const negative = text.startsWith('-');
  const [int = '0', frac = ''] = (negative ? text.slice(1) : text).split('.');
  let cents = BigInt(int + frac.slice(0, 2).padEnd(2, '0'));
  if ((frac.charAt(2) || '0') >= '5') cents += 1n;
  if (cents === 0n) {
    if (text === '0') return usdText('0.00', locale);
    return negative ? `>${usdText('-0.01', locale)}` : `<${usdText('0.01', locale)}`;
  }
  const digits = cents.toString().padStart(3, '0');
  return usdText(`${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`, locale);
}

/**
 * Exact dollars and cents ("-1234.50") in the locale's currency pattern: Intl lays out a sample
 * amount ("-$1.00", "1,00 US$", "-1 234,50 USD"…) and the sample's number is replaced by the exact
 * digits from `formatDecimal`.
 */
function usdText(amount: string, locale: string): string {
  const negative = amount.startsWith('-');
  const currency = cached(
    `usd:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
  ) as Intl.NumberFormat;
  const number = formatDecimal(negative ? amount.slice(1) : amount, locale);
  let placed = false;
  return currency
    .formatToParts(negative ? -1 : 1)
    .map((part) => {
      if (
        part.type === 'integer' ||
        part.type === 'group' ||
        part.type === 'decimal' ||
        part.type === 'fraction'
      ) {
        if (placed) return '';
        placed = true;
        return number;
      }
      return part.value;
    })
    .join('');
}

/** A token as far as display goes: `precision` (fraction digits shown) and `decimals`. */
export interface AmountDisplayToken {
  precision?: number;
  decimals?: number;
}

const DEFAULT_DISPLAY_PRECISION = 6;

function isDigitCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 255;
}

/** The number of fraction digits shown for a token: its `precision`, else at most 6 of its decimals. */
export function displayPrecision(token: AmountDisplayToken | undefined): number {
  const precision = token?.precision;
  if (isDigitCount(precision)) return precision;
  const decimals = token?.decimals;
  if (isDigitCount(decimals)) return Math.min(decimals, DEFAULT_DISPLAY_PRECISION);
  return DEFAULT_DISPLAY_PRECISION;
}

/**
 * A JSON number from the service, shown with the token's precision ("1,234.5", "<0.000001"):
 * exact, through the number's shortest text, never through float arithmetic. Rounds toward zero by
 * default ('up' for fees and costs), then written with the locale's separators. `MISSING` for a
 * missing or non-finite value.
 */
export function amountText(
  value: number | null | undefined,
  token: AmountDisplayToken | undefined,
  rounding: 'down' | 'up' = 'down',
  locale = 'en',
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MISSING;
  try {
    const text = formatAmount(numberToDecimalString(value), {
      precision: displayPrecision(token),
      rounding,
      group: false,
    });
    return formatDecimal(text, locale);
  } catch {
    return MISSING;
  }
}

/** A moment (ms since the epoch) through the locale's date-time format of `options`. */
function formatInstant(ms: number, locale: string, options: Intl.DateTimeFormatOptions): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return MISSING;
  const key = `dt:${locale}:${JSON.stringify(options)}`;
  return (cached(key, () => new Intl.DateTimeFormat(locale, options)) as Intl.DateTimeFormat).format(ms);
}

/** A moment (ms since the epoch) as the locale writes a date and time: "11/21/2026, 6:30 PM", "21.11.2026 18:30". */
export function formatDateTime(ms: number, locale = 'en'): string {
  return formatInstant(ms, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A moment as the locale writes a time of day: "2:05 PM", "14:05". */
export function formatTimeOfDay(ms: number, locale = 'en'): string {
  return formatInstant(ms, locale, { hour: 'numeric', minute: '2-digit' });
}

/** A moment near `now`: its time of day on the same day ("14:05"), else its date and time too. */
export function formatMoment(ms: number, now: number, locale = 'en'): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return MISSING;
  return new Date(ms).toDateString() === new Date(now).toDateString()
    ? formatTimeOfDay(ms, locale)
    : formatDateTime(ms, locale);
}

/**
 * "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" → "0xf39F…2266": the first `chars` characters and the
 * last `chars - 2` (at least 2). Short addresses are returned whole.
 */
export function shortenAddress(address: string, chars = 6): string {
  if (typeof address !== 'string') return '';
  const text = address.trim();
  const head = Number.isInteger(chars) && chars > 0 ? chars : 6;
  const tail = Math.max(2, head - 2);
  if (text.length <= head + tail + 1) return text;
  return `${text.slice(0, head)}…${text.slice(-tail)}`;
}

const DATA_IMAGE_RE = /^data:image\/[a-z0-9.+-]+[;,]/i;

/**
 * An image URL from the service (token and network logos) fit for `<img src>`: an absolute `https:`
 * URL or a `data:image/…` URL; anything else (http, javascript, relative, blob…) → `null`.
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  // Asked for again on every render of every logo in a list: parse each URL once.
  const known = imageUrls.get(url);
  if (known !== undefined) return known;
  const safe = checkImageUrl(url.trim());
  if (imageUrls.size >= IMAGE_URL_CACHE_SIZE) imageUrls.clear();
  imageUrls.set(url, safe);
  return safe;
}
function checkImageUrl(text: string): string | null {
  if (DATA_IMAGE_RE.test(text)) return text;
  const parsed = parseUrl(text);
  return parsed?.protocol === 'https:' ? parsed.href : null;
}
const IMAGE_URL_CACHE_SIZE = 20_000;
const imageUrls = new Map<string, string | null>();

/** A fraction as a percentage the locale's way: 0.005 → "0.5%" (en), "0,5 %" (es), "%0,5" (tr). */
export function formatPercent(fraction: number, locale = 'en'): string {
  return cached(
    `pct:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }),
  ).format(fraction);
}
