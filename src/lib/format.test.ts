import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  displayPrecision,
  explorerUrl,
  formatDateTime,
  formatDecimal,
  formatDuration,
  formatElapsed,
  formatPercent,
  formatUsd,
  MISSING,
  parseDuration,
  safeImageUrl,
  shortenAddress,
} from './format';

const S = 1_000;
const MIN = 60 * S;
const H = 60 * MIN;

describe('parseDuration', () => {
  it.each([
    ['00:00:05.4528534', 5_453],
    ['00:01:30.1234567', 90_123],
    ['00:00:05', 5_000],
    ['00:00:00', 0],
    ['00:00:00.0000001', 0],
    ['00:00:00.9999999', 1_000],
    ['00:00:05.5', 5_500],
    ['01:00:00', H],
    ['23:59:59', 24 * H - S],
    ['1.02:00:00', 26 * H],
    ['3.00:00:00.5000000', 72 * H + 500],
    ['  00:02:00  ', 2 * MIN],
    ['0:02:00', 2 * MIN],
  ])('%j → %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each([
    null,
    undefined,
    '',
    '5',
    '5s',
    'PT5S',
    '00:05',
    '-00:00:05',
    '00:60:00',
    '00:00:60',
    '24:00:00',
    '1.24:00:00',
    '00:00:05.12345678',
    '00:00:05.',
    'aa:bb:cc',
    '1:2:3',
    '00:00:05 extra',
    '1e3',
  ])('%j → null', (text) => {
    expect(parseDuration(text)).toBeNull();
  });

  it('never throws on a non-string at runtime', () => {
    expect(parseDuration(5 as unknown as string)).toBeNull();
    expect(parseDuration({} as unknown as string)).toBeNull();
  });

  it('property: round-trips any whole-second duration written as d.hh:mm:ss', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 24 * 3600 }), (total) => {
        const d = Math.floor(total / 86_400);
        const hh = String(Math.floor((total % 86_400) / 3600)).padStart(2, '0');
        const mm = String(Math.floor((total % 3600) / 60)).padStart(2, '0');
        const ss = String(total % 60).padStart(2, '0');
        const text = d > 0 ? `${d}.${hh}:${mm}:${ss}` : `${hh}:${mm}:${ss}`;
        expect(parseDuration(text)).toBe(total * S);
      }),
    );
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '~1 s'],
    [400, '~1 s'],
    [5_453, '~5 s'],
    [5_500, '~6 s'],
    [59_000, '~59 s'],
    [59_600, '~1 min'],
    [90_123, '~2 min'],
    [2 * MIN, '~2 min'],
    [59 * MIN, '~59 min'],
    [59 * MIN + 40 * S, '~1 h'],
    [H + 5 * MIN, '~1 h 5 min'],
    [2 * H, '~2 h'],
    [23 * H + 59 * MIN, '~23 h 59 min'],
    [24 * H, '~1 d'],
    [26 * H, '~1 d 2 h'],
    [3 * 24 * H + 20 * MIN, '~3 d'],
  ])('%d ms → %j', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('%d → missing', (ms) => {
    expect(formatDuration(ms)).toBe(MISSING);
  });

  it('reads the service’s avg_completion_time', () => {
    expect(formatDuration(parseDuration('00:00:05.4528534') ?? -1)).toBe('~5 s');
    expect(formatDuration(parseDuration('00:01:30.1234567') ?? -1)).toBe('~2 min');
    expect(formatDuration(parseDuration('1.02:00:00') ?? -1)).toBe('~1 d 2 h');
  });
});

describe('formatElapsed', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [42_000, '0:42'],
    [42_999, '0:42'],
    [60_000, '1:00'],
    [12 * MIN + 5 * S, '12:05'],
    [59 * MIN + 59 * S, '59:59'],
    [H, '1:00:00'],
    [H + 2 * MIN + 3 * S, '1:02:03'],
    [100 * H, '100:00:00'],
  ])('%d ms → %j', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });

  it.each([-5_000, Number.NaN, Number.POSITIVE_INFINITY])('%d → 0:00', (ms) => {
    expect(formatElapsed(ms)).toBe('0:00');
  });
});

describe('explorerUrl', () => {
  const tx = 'https://etherscan.io/tx/{0}';

  it('fills {0} with the value', () => {
    expect(explorerUrl(tx, '0xabc123')).toBe('https://etherscan.io/tx/0xabc123');
    expect(explorerUrl('https://explorer.example/address/{0}?tab=tokens', 'addr')).toBe(
      'https://explorer.example/address/addr?tab=tokens',
    );
  });

  it('fills every {0}', () => {
    expect(explorerUrl('https://x.example/{0}#{0}', 'a')).toBe('https://x.example/a#a');
  });

  it('encodes a value with spaces, slashes and URL syntax', () => {
    expect(explorerUrl(tx, 'a b/c')).toBe('https://etherscan.io/tx/a%20b%2Fc');
    expect(explorerUrl(tx, '../../admin?x=1#y')).toBe('https://etherscan.io/tx/..%2F..%2Fadmin%3Fx%3D1%23y');
    expect(explorerUrl(tx, '$&$1')).toBe('https://etherscan.io/tx/%24%26%241');
  });

  it('trims the value', () => {
    expect(explorerUrl(tx, '  0xabc  ')).toBe('https://etherscan.io/tx/0xabc');
  });

  it.each([
    ['javascript:', 'javascript:alert({0})'],
    ['javascript: with spaces and case', '  JavaScript:alert("{0}")'],
    ['data:', 'data:text/html,<script>alert("{0}")</script>'],
    ['http:', 'http://etherscan.io/tx/{0}'],
    ['relative path', '/tx/{0}'],
    ['protocol-relative', '//evil.example/tx/{0}'],
    ['bare host', 'etherscan.io/tx/{0}'],
    ['ftp:', 'ftp://files.example/{0}'],
    ['value chooses the host', 'https://{0}/tx'],
    ['value chooses part of the host', 'https://{0}.explorer.example/tx'],
    ['credentials', 'https://user:pass@etherscan.io/tx/{0}'],
    ['no placeholder', 'https://etherscan.io/'],
  ])('never links a hostile or unusable template (%s)', (_name, template) => {
    expect(explorerUrl(template, '0xabc')).toBeNull();
  });

  it('a value cannot turn a template into another scheme or host', () => {
    expect(explorerUrl('{0}', 'javascript:alert(1)')).toBeNull();
    expect(explorerUrl('{0}', 'https://evil.example')).toBeNull();
    expect(explorerUrl('https://{0}', 'evil.example')).toBeNull();
  });

  it.each([
    [null, '0xabc'],
    [undefined, '0xabc'],
    ['', '0xabc'],
    [tx, null],
    [tx, undefined],
    [tx, ''],
    [tx, '   '],
  ])('null for missing inputs (%j, %j)', (template, value) => {
    expect(explorerUrl(template, value)).toBeNull();
  });

  it('property: any value yields null or an https URL on the template’s host', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const url = explorerUrl(tx, value);
        if (url === null) {
          expect(value.trim()).toBe('');
        } else {
          const parsed = new URL(url);
          expect(parsed.protocol).toBe('https:');
          expect(parsed.host).toBe('etherscan.io');
          expect(parsed.pathname.startsWith('/tx/')).toBe(true);
          expect(parsed.search).toBe('');
          expect(parsed.hash).toBe('');
        }
      }),
    );
  });
});

describe('formatUsd', () => {
  it.each([
    [1234.56, '$1,234.56'],
    [1234.5, '$1,234.50'],
    [1, '$1.00'],
    [0, '$0.00'],
    [-0, '$0.00'],
    [0.004, '<$0.01'],
    [1e-9, '<$0.01'],
    [0.005, '$0.01'],
    [0.01, '$0.01'],
    [0.994, '$0.99'],
    [0.995, '$1.00'],
    [999.999, '$1,000.00'],
    [1234567.891, '$1,234,567.89'],
    [1e21, '$1,000,000,000,000,000,000,000.00'],
    [-3.1, '-$3.10'],
    [-1234.567, '-$1,234.57'],
    [-0.001, '>-$0.01'],
  ])('%d → %j', (value, text) => {
    expect(formatUsd(value)).toBe(text);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    '%j → missing',
    (value) => {
      expect(formatUsd(value)).toBe(MISSING);
    },
  );

  it('does not carry float artefacts (0.1 + 0.2)', () => {
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
  });
});

describe('amountText', () => {
  it('shows a number with the token’s precision, rounded down by default', () => {
    expect(amountText(1.23456789, { precision: 4 })).toBe('1.2345');
    expect(amountText(1.23456789, { precision: 4 }, 'up')).toBe('1.2346');
    expect(amountText(1234567.5, { precision: 2 })).toBe('1,234,567.5');
    expect(amountText(0.1 + 0.2, { precision: 6 })).toBe('0.3');
  });

  it('expands exponents exactly (no float arithmetic)', () => {
    expect(amountText(1.2e-5, { precision: 6 })).toBe('0.000012');
    expect(amountText(1e21, { precision: 2 })).toBe('1,000,000,000,000,000,000,000');
    expect(amountText(1e-7, { precision: 6 })).toBe('<0.000001');
  });

  it('falls back to at most 6 of the token’s decimals, then to 6', () => {
    expect(amountText(1.123456789, { decimals: 18 })).toBe('1.123456');
    expect(amountText(1.239, { decimals: 2 })).toBe('1.23');
    expect(amountText(1.123456789, undefined)).toBe('1.123456');
    expect(amountText(1.123456789, {})).toBe('1.123456');
  });

  it('prefers precision over decimals, ignores nonsense values', () => {
    expect(amountText(1.5, { precision: 0, decimals: 18 })).toBe('1');
    expect(displayPrecision({ precision: -1, decimals: 4 })).toBe(4);
    expect(displayPrecision({ precision: 2.5 })).toBe(6);
    expect(displayPrecision({ precision: 1_000 })).toBe(6);
  });

  it('shows zero and negatives', () => {
    expect(amountText(0, { precision: 2 })).toBe('0');
    expect(amountText(-1.5, { precision: 2 })).toBe('-1.5');
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('%j → missing', (value) => {
    expect(amountText(value, { precision: 2 })).toBe(MISSING);
  });
});

describe('shortenAddress', () => {
  const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

  it('keeps the head and the tail', () => {
    expect(shortenAddress(evm)).toBe('0xf39F…2266');
    expect(shortenAddress(evm, 8)).toBe('0xf39Fd6…b92266');
    expect(shortenAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 4)).toBe('bc1q…dq');
  });

  it('returns short addresses whole', () => {
    expect(shortenAddress('0x123456789')).toBe('0x123456789');
    expect(shortenAddress('0x1234567890')).toBe('0x1234…7890');
    expect(shortenAddress('')).toBe('');
  });

  it('trims, and tolerates odd arguments', () => {
    expect(shortenAddress(`  ${evm}  `)).toBe('0xf39F…2266');
    expect(shortenAddress(evm, 0)).toBe('0xf39F…2266');
    expect(shortenAddress(evm, Number.NaN)).toBe('0xf39F…2266');
    expect(shortenAddress(undefined as unknown as string)).toBe('');
  });
});

describe('safeImageUrl', () => {
  it('accepts https and data:image URLs', () => {
    expect(safeImageUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    expect(safeImageUrl('  https://cdn.example/a b.png ')).toBe('https://cdn.example/a%20b.png');
    expect(safeImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%3E%3C/svg%3E')).toBe(
      'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    );
    expect(safeImageUrl('DATA:IMAGE/PNG;base64,AA==')).toBe('DATA:IMAGE/PNG;base64,AA==');
  });

  it.each([
    'http://cdn.example/logo.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image',
    'data:,hello',
    '/logo.png',
    'logo.png',
    '//cdn.example/logo.png',
    'blob:https://cdn.example/uuid',
    'file:///etc/passwd',
    '',
    null,
    undefined,
  ])('rejects %j', (url) => {
    expect(safeImageUrl(url)).toBeNull();
  });
});

// Intl puts narrow or ordinary no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatting for the chosen language', () => {
  it.each([
    // locale, exact decimal text, shown
    ['en', '1234567.5', '1,234,567.5'],
    ['es', '1234567.5', '1.234.567,5'],
    ['es', '1234.5', '1234,5'], // Spanish leaves four-digit numbers ungrouped
    ['tr', '1234.5', '1.234,5'],
    ['uk', '1234567.25', '1 234 567,25'],
    ['zh-CN', '1234567.25', '1,234,567.25'],
    ['es', '-0.25', '-0,25'],
    ['tr', '<0.000001', '<0,000001'],
    ['uk', '>-0.01', '>-0,01'],
  ])('formatDecimal %s %s → %s', (locale, text, shown) => {
    expect(plain(formatDecimal(text, locale))).toBe(shown);
  });

  it('keeps every digit of a long decimal (no float on the way)', () => {
    const text = '123456789012345678901234.123456789012345678';
    expect(plain(formatDecimal(text, 'uk'))).toBe('123 456 789 012 345 678 901 234,123456789012345678');
    expect(formatDecimal(text, 'tr')).toBe('123.456.789.012.345.678.901.234,123456789012345678');
    expect(formatDecimal(text, 'en')).toBe('123,456,789,012,345,678,901,234.123456789012345678');
  });

  it('reads formatAmount’s English grouping and can leave the integer ungrouped', () => {
    expect(formatDecimal('1,234,567.5', 'es')).toBe('1.234.567,5');
    expect(formatDecimal('9999.125', 'tr', { group: false })).toBe('9999,125');
    expect(formatDecimal('9999.125', 'en', { group: false })).toBe('9999.125');
  });

  it('returns text that is not a decimal unchanged', () => {
    expect(formatDecimal(MISSING, 'es')).toBe(MISSING);
    expect(formatDecimal('1e5', 'es')).toBe('1e5');
  });

  it('shows token amounts with the locale’s separators, still rounded by precision', () => {
    expect(amountText(1234567.5, { precision: 2 }, 'down', 'es')).toBe('1.234.567,5');
    expect(amountText(1.23456789, { precision: 4 }, 'up', 'tr')).toBe('1,2346');
    expect(plain(amountText(1e21, { precision: 2 }, 'down', 'uk'))).toBe('1 000 000 000 000 000 000 000');
    expect(amountText(1e-7, { precision: 6 }, 'down', 'es')).toBe('<0,000001');
    expect(amountText(0.1 + 0.2, { precision: 6 }, 'down', 'zh-CN')).toBe('0.3');
  });

  it.each([
    ['es', 1234.56, '1234,56 US$'],
    ['es', 12345.5, '12.345,50 US$'],
    ['tr', 1234.56, '$1.234,56'],
    ['tr', -3.1, '-$3,10'],
    ['uk', 1234567.891, '1 234 567,89 USD'],
    ['zh-CN', 1234.56, 'US$1,234.56'],
    ['es', 0.004, '<0,01 US$'],
    ['uk', -0.001, '>-0,01 USD'],
    ['tr', 0, '$0,00'],
  ])('formatUsd in %s: %d → %j', (locale, value, text) => {
    expect(plain(formatUsd(value, locale))).toBe(text);
  });

  it('keeps USD exact in every locale (0.1 + 0.2, 1e21)', () => {
    expect(plain(formatUsd(0.1 + 0.2, 'es'))).toBe('0,30 US$');
    expect(formatUsd(1e21, 'tr')).toBe('$1.000.000.000.000.000.000.000,00');
  });

  it('writes durations with the locale’s unit words', () => {
    expect(formatDuration(5_000, 'en')).toBe('~5 s');
    expect(formatDuration(H + 5 * MIN, 'zh-CN')).toBe('~1小时 5分钟');
    expect(plain(formatDuration(2 * MIN, 'tr'))).toBe('~2 dk.');
    expect(plain(formatDuration(26 * H, 'uk'))).toMatch(/^~1 дн\.? 2 год\.?$/);
    expect(formatDuration(-1, 'es')).toBe(MISSING);
  });

  it('writes dates and times the locale’s way', () => {
    const at = new Date(2026, 10, 21, 18, 30).getTime();
    expect(formatDateTime(at, 'en')).toMatch(/Nov 21, 2026.*6:30\sPM/);
    expect(formatDateTime(at, 'es')).toMatch(/21 nov 2026.*18:30/);
    expect(formatDateTime(at, 'tr')).toMatch(/21 Kas 2026.*18:30/);
    expect(formatDateTime(at, 'uk')).toMatch(/21 лист\. 2026.*18:30/);
    expect(formatDateTime(at, 'zh-CN')).toMatch(/2026年11月21日.*18:30/);
    expect(formatDateTime(Number.NaN, 'es')).toBe(MISSING);
  });

  it('writes percentages the locale’s way', () => {
    expect(formatPercent(0.005, 'en')).toBe('0.5%');
    expect(formatPercent(0.001, 'en')).toBe('0.1%');
    expect(plain(formatPercent(0.005, 'es'))).toBe('0,5 %');
    expect(formatPercent(0.005, 'tr')).toBe('%0,5');
    expect(formatPercent(0.00075, 'uk')).toBe('0,075%');
  });
});
