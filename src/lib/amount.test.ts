import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AmountError,
  type AmountErrorCode,
  amountsAgree,
  compareDecimal,
  formatAmount,
  formatUnits,
  normalizeDecimal,
  numberToDecimalString,
  parseUnits,
  toBaseUnits,
  toBaseUnitsRounded,
} from './amount';

function codeOf(fn: () => unknown): AmountErrorCode | 'NO_THROW' | 'OTHER' {
  try {
    fn();
    return 'NO_THROW';
  } catch (e) {
    return e instanceof AmountError ? e.code : 'OTHER';
  }
}

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  return '';
}

const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9');
const nonZeroDigit = fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9');
const digits = (minLength: number, maxLength: number) => fc.string({ unit: digit, minLength, maxLength });
const UINT256_MAX = (1n << 256n) - 1n;

/** A valid decimal string whose fraction has at most `d` digits, in any accepted form. */
const decimalString = (d: number) =>
  fc
    .tuple(
      digits(0, 40),
      digits(0, d),
      fc.constantFrom('int', 'dot', 'frac'),
      fc.constantFrom('', ' ', '\t '),
    )
    .map(([int, frac, form, pad]) => {
      let s: string;
      if (form === 'int' || (int === '' && frac === '')) s = int || '0';
      else if (form === 'dot' && frac === '') s = `${int || '0'}.`;
      else s = `${int}.${frac || '0'}`;
      return `${pad}${s}${pad}`;
    });

describe('AmountError', () => {
  it('is an Error with a readonly code and a name', () => {
    const e = new AmountError('EMPTY', 'Enter an amount');
    expect(e).toBeInstanceOf(Error);
    expect(e).toBeInstanceOf(AmountError);
    expect(e.code).toBe('EMPTY');
    expect(e.name).toBe('AmountError');
    expect(e.message).toBe('Enter an amount');
  });
});

describe('parseUnits', () => {
  it('parses the accepted forms', () => {
    expect(parseUnits('123', 6)).toBe(123_000_000n);
    expect(parseUnits('123.', 6)).toBe(123_000_000n);
    expect(parseUnits('123.45', 6)).toBe(123_450_000n);
    expect(parseUnits('.5', 6)).toBe(500_000n);
    expect(parseUnits('0.000', 6)).toBe(0n);
    expect(parseUnits('0', 0)).toBe(0n);
    expect(parseUnits('1.000001', 6)).toBe(1_000_001n);
    expect(parseUnits('0.000001', 6)).toBe(1n);
    expect(parseUnits('007.50', 2)).toBe(750n);
  });

  it('accepts surrounding whitespace', () => {
    expect(parseUnits('  1.5 ', 6)).toBe(1_500_000n);
    expect(parseUnits('\n\t2\t', 0)).toBe(2n);
  });

  it('accepts trailing zeros beyond decimals (no rounding involved)', () => {
    expect(parseUnits('1.500000000', 6)).toBe(1_500_000n);
    expect(parseUnits('5.000', 0)).toBe(5n);
  });

  it('is exact for long inputs', () => {
    const int = '123456789012345678901234567890123456789012345678901234567890';
    expect(int).toHaveLength(60);
    const frac = '123456789012345678';
    expect(parseUnits(`${int}.${frac}`, 18, { max: null })).toBe(BigInt(int + frac));
    expect(parseUnits(int, 18, { max: null })).toBe(BigInt(int) * 10n ** 18n);
    // 60 integer digits at 18 decimals is more than a uint256 holds.
    expect(codeOf(() => parseUnits(int, 18))).toBe('TOO_LARGE');
    expect(parseUnits(`0.${'0'.repeat(35)}1`, 36)).toBe(1n);
    expect(
      parseUnits('115792089237316195423570985008687907853269984665640564039457584007913129639935', 0),
    ).toBe(UINT256_MAX);
    // Leading zeros do not count towards maxDigits.
    expect(parseUnits(`${'0'.repeat(500)}1`, 0)).toBe(1n);
    expect(parseUnits(`1.${'0'.repeat(10_000)}`, 0)).toBe(1n);
  });

  it('EMPTY for empty or blank input', () => {
    expect(codeOf(() => parseUnits('', 6))).toBe('EMPTY');
    expect(codeOf(() => parseUnits('   ', 6))).toBe('EMPTY');
  });

  it('NEGATIVE for negative numbers', () => {
    expect(codeOf(() => parseUnits('-1', 6))).toBe('NEGATIVE');
    expect(codeOf(() => parseUnits('-0.5', 6))).toBe('NEGATIVE');
    expect(codeOf(() => parseUnits('-.5', 6))).toBe('NEGATIVE');
    expect(codeOf(() => parseUnits('-1e5', 6))).toBe('NEGATIVE');
    expect(codeOf(() => parseUnits(' -0 ', 6))).toBe('NEGATIVE');
  });

  it('EXPONENT for scientific notation', () => {
    expect(codeOf(() => parseUnits('1e5', 6))).toBe('EXPONENT');
    expect(codeOf(() => parseUnits('1E-3', 6))).toBe('EXPONENT');
    expect(codeOf(() => parseUnits('1.5e+2', 6))).toBe('EXPONENT');
    expect(codeOf(() => parseUnits('.5e1', 6))).toBe('EXPONENT');
  });

  it('TOO_MANY_DECIMALS instead of rounding, with a token-aware message', () => {
    expect(codeOf(() => parseUnits('1.0000001', 6))).toBe('TOO_MANY_DECIMALS');
    expect(codeOf(() => parseUnits('0.5', 0))).toBe('TOO_MANY_DECIMALS');
    expect(messageOf(() => parseUnits('1.0000001', 6, { symbol: 'USDC' }))).toBe(
      'USDC allows at most 6 decimal places',
    );
    expect(messageOf(() => parseUnits('1.55', 1, { symbol: 'XYZ' }))).toBe(
      'XYZ allows at most 1 decimal place',
    );
    expect(messageOf(() => parseUnits('1.5', 0, { symbol: 'NFT' }))).toBe(
      'NFT does not allow decimal places',
    );
    expect(messageOf(() => parseUnits('1.0000001', 6))).toBe('This token allows at most 6 decimal places');
  });

  it('TOO_LARGE beyond maxDigits integer digits (default 78)', () => {
    expect(parseUnits('9'.repeat(78), 0, { max: null })).toBe(10n ** 78n - 1n);
    expect(codeOf(() => parseUnits('9'.repeat(78), 0))).toBe('TOO_LARGE'); // above 2^256 - 1
    expect(codeOf(() => parseUnits(`1${'0'.repeat(78)}`, 0))).toBe('TOO_LARGE');
    expect(codeOf(() => parseUnits('12345', 6, { maxDigits: 4 }))).toBe('TOO_LARGE');
    expect(parseUnits('1234.5', 6, { maxDigits: 4 })).toBe(1_234_500_000n);
    expect(codeOf(() => parseUnits('1'.repeat(100_000), 18))).toBe('TOO_LARGE');
  });

  it('BAD_DECIMALS for decimals outside the integers 0..255', () => {
    expect(codeOf(() => parseUnits('1', -1))).toBe('BAD_DECIMALS');
    expect(codeOf(() => parseUnits('1', 256))).toBe('BAD_DECIMALS');
    expect(codeOf(() => parseUnits('1', 1.5))).toBe('BAD_DECIMALS');
    expect(codeOf(() => parseUnits('1', Number.NaN))).toBe('BAD_DECIMALS');
    expect(parseUnits('1', 255, { max: null })).toBe(10n ** 255n);
  });

  it('NOT_A_NUMBER for everything else', () => {
    for (const bad of [
      'abc',
      '.',
      '1.2.3',
      '1,5',
      '1,000',
      '+1',
      '0x10',
      '1 000',
      '--1',
      '-',
      'e5',
      '1e',
      'Infinity',
    ]) {
      expect(
        codeOf(() => parseUnits(bad, 6)),
        bad,
      ).toBe('NOT_A_NUMBER');
    }
    expect(codeOf(() => parseUnits('١٢', 6))).toBe('NOT_A_NUMBER');
  });

  it('rejects an invalid maxDigits option', () => {
    expect(() => parseUnits('1', 6, { maxDigits: -1 })).toThrow(RangeError);
    expect(parseUnits('1'.repeat(100), 0, { maxDigits: Number.POSITIVE_INFINITY, max: null })).toBe(
      BigInt('1'.repeat(100)),
    );
  });
});

describe('formatUnits', () => {
  it('formats canonical decimal strings', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(1n, 6)).toBe('0.000001');
    expect(formatUnits(0n, 6)).toBe('0');
    expect(formatUnits(1000n, 0)).toBe('1000');
    expect(formatUnits(1_000_000_000n, 6)).toBe('1000');
    expect(formatUnits(123_456_789n, 3)).toBe('123456.789');
    expect(formatUnits(-1_500_000n, 6)).toBe('-1.5');
    expect(formatUnits(-1n, 18)).toBe('-0.000000000000000001');
  });

  it('is exact for long values', () => {
    const int = '123456789012345678901234567890123456789012345678901234567890';
    expect(formatUnits(BigInt(`${int}123456789012345678`), 18)).toBe(`${int}.123456789012345678`);
    expect(formatUnits(UINT256_MAX, 18)).toBe(
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    );
  });

  it('BAD_DECIMALS for invalid decimals', () => {
    expect(codeOf(() => formatUnits(1n, -1))).toBe('BAD_DECIMALS');
    expect(codeOf(() => formatUnits(1n, 2.5))).toBe('BAD_DECIMALS');
  });
});

describe('normalizeDecimal', () => {
  it('produces the canonical form', () => {
    expect(normalizeDecimal('.5')).toBe('0.5');
    expect(normalizeDecimal('000')).toBe('0');
    expect(normalizeDecimal('0.000')).toBe('0');
    expect(normalizeDecimal('007.500')).toBe('7.5');
    expect(normalizeDecimal('123.')).toBe('123');
    expect(normalizeDecimal(' 1000 ')).toBe('1000');
    expect(normalizeDecimal('0.000001')).toBe('0.000001');
  });

  it('rejects invalid input with the parse codes', () => {
    expect(codeOf(() => normalizeDecimal(''))).toBe('EMPTY');
    expect(codeOf(() => normalizeDecimal('-1'))).toBe('NEGATIVE');
    expect(codeOf(() => normalizeDecimal('1e3'))).toBe('EXPONENT');
    expect(codeOf(() => normalizeDecimal('1,5'))).toBe('NOT_A_NUMBER');
  });
});

describe('numberToDecimalString', () => {
  it('expands exponents exactly', () => {
    expect(numberToDecimalString(1.2e-5)).toBe('0.000012');
    expect(numberToDecimalString(9.55772)).toBe('9.55772');
    expect(numberToDecimalString(1e21)).toBe('1000000000000000000000');
    expect(numberToDecimalString(1.5e22)).toBe('15000000000000000000000');
    expect(numberToDecimalString(1e-7)).toBe('0.0000001');
    expect(numberToDecimalString(1.234e-7)).toBe('0.0000001234');
    expect(numberToDecimalString(5e-324)).toBe(`0.${'0'.repeat(323)}5`);
    expect(numberToDecimalString(Number.MAX_VALUE)).toBe(`17976931348623157${'0'.repeat(292)}`);
    expect(numberToDecimalString(0.000373)).toBe('0.000373');
    expect(numberToDecimalString(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(numberToDecimalString(0)).toBe('0');
    expect(numberToDecimalString(-0)).toBe('0');
    expect(numberToDecimalString(42)).toBe('42');
    expect(numberToDecimalString(-1.5e-7)).toBe('-0.00000015');
  });

  it('NOT_A_NUMBER for NaN and infinities', () => {
    expect(codeOf(() => numberToDecimalString(Number.NaN))).toBe('NOT_A_NUMBER');
    expect(codeOf(() => numberToDecimalString(Number.POSITIVE_INFINITY))).toBe('NOT_A_NUMBER');
    expect(codeOf(() => numberToDecimalString(Number.NEGATIVE_INFINITY))).toBe('NOT_A_NUMBER');
  });
});

describe('toBaseUnits', () => {
  it('converts service amounts exactly', () => {
    expect(toBaseUnits(0.000373, 18)).toBe(373_000_000_000_000n);
    expect(toBaseUnits('0.000373', 18)).toBe(373_000_000_000_000n);
    expect(toBaseUnits(1.2e-5, 6)).toBe(12n);
    expect(toBaseUnits(9.55772, 6)).toBe(9_557_720n);
    expect(toBaseUnits(1e21, 0)).toBe(10n ** 21n);
    expect(toBaseUnits(0, 6)).toBe(0n);
  });

  it('TOO_MANY_DECIMALS when the amount does not fit the token', () => {
    expect(codeOf(() => toBaseUnits(0.1 + 0.2, 6))).toBe('TOO_MANY_DECIMALS');
    expect(codeOf(() => toBaseUnits(5e-324, 18))).toBe('TOO_MANY_DECIMALS');
    expect(codeOf(() => toBaseUnits('1.0000001', 6))).toBe('TOO_MANY_DECIMALS');
  });

  it('rejects negative, non-finite and malformed amounts', () => {
    expect(codeOf(() => toBaseUnits(-1, 6))).toBe('NEGATIVE');
    expect(codeOf(() => toBaseUnits(Number.NaN, 6))).toBe('NOT_A_NUMBER');
    expect(codeOf(() => toBaseUnits('1e-5', 6))).toBe('EXPONENT');
    expect(codeOf(() => toBaseUnits(Number.MAX_VALUE, 18))).toBe('TOO_LARGE');
    expect(codeOf(() => toBaseUnits(1, 300))).toBe('BAD_DECIMALS');
  });
});

describe('formatAmount', () => {
  it('rounds down by default and trims trailing zeros', () => {
    expect(formatAmount('1.23456789')).toBe('1.234567');
    expect(formatAmount('1.50000000')).toBe('1.5');
    expect(formatAmount('1.0000001')).toBe('1');
    expect(formatAmount('0')).toBe('0');
    expect(formatAmount('0.000')).toBe('0');
    expect(formatAmount('.5')).toBe('0.5');
    expect(formatAmount('1.99', { precision: 1 })).toBe('1.9');
    expect(formatAmount('9.99', { precision: 0 })).toBe('9');
  });

  it('rounds up (away from zero) when asked, with carries', () => {
    expect(formatAmount('1.23456701', { rounding: 'up' })).toBe('1.234568');
    expect(formatAmount('1.2345670000', { rounding: 'up' })).toBe('1.234567');
    expect(formatAmount('0.9999999', { rounding: 'up' })).toBe('1');
    expect(formatAmount('999999.9999999', { rounding: 'up' })).toBe('1,000,000');
    expect(formatAmount('9.01', { precision: 0, rounding: 'up' })).toBe('10');
    expect(formatAmount('0.0000000001', { rounding: 'up' })).toBe('0.000001');
    expect(formatAmount('-1.0000001', { rounding: 'up' })).toBe('-1.000001');
  });

  it('groups thousands by default', () => {
    expect(formatAmount('1234567.89')).toBe('1,234,567.89');
    expect(formatAmount('1234567.89', { group: false })).toBe('1234567.89');
    expect(formatAmount('123')).toBe('123');
    expect(formatAmount('1234')).toBe('1,234');
    expect(formatAmount('123456')).toBe('123,456');
    expect(formatAmount('0001000')).toBe('1,000');
  });

  it('shows tiny non-zero values as "<smallest unit"', () => {
    expect(formatAmount('0.0000001')).toBe('<0.000001');
    expect(formatAmount('0.001', { precision: 2 })).toBe('<0.01');
    expect(formatAmount('0.5', { precision: 0 })).toBe('<1');
    expect(formatAmount(1n, { decimals: 18 })).toBe('<0.000001');
    expect(formatAmount('-0.0000001')).toBe('>-0.000001');
  });

  it('formats bigint base units', () => {
    expect(formatAmount(1_234_567_890_000n, { decimals: 6 })).toBe('1,234,567.89');
    expect(formatAmount(373_000_000_000_000n, { decimals: 18 })).toBe('0.000373');
    expect(formatAmount(-1_500_000n, { decimals: 6 })).toBe('-1.5');
    expect(formatAmount(UINT256_MAX, { decimals: 18, precision: 2, group: false })).toBe(
      '115792089237316195423570985008687907853269984665640564039457.58',
    );
    expect(formatAmount(UINT256_MAX, { decimals: 18, precision: 2, rounding: 'up', group: false })).toBe(
      '115792089237316195423570985008687907853269984665640564039457.59',
    );
  });

  it('validates its inputs', () => {
    expect(codeOf(() => formatAmount(1n, {}))).toBe('BAD_DECIMALS');
    expect(codeOf(() => formatAmount('1e5', {}))).toBe('EXPONENT');
    expect(codeOf(() => formatAmount('', {}))).toBe('EMPTY');
    expect(codeOf(() => formatAmount('abc', {}))).toBe('NOT_A_NUMBER');
    expect(codeOf(() => formatAmount('--1', {}))).toBe('NOT_A_NUMBER');
    expect(() => formatAmount('1', { precision: -1 })).toThrow(RangeError);
  });
});

describe('compareDecimal', () => {
  it('compares exactly', () => {
    expect(compareDecimal('1', '2')).toBe(-1);
    expect(compareDecimal('2', '1')).toBe(1);
    expect(compareDecimal('1.5', '1.5')).toBe(0);
    expect(compareDecimal('1.5', '1.50')).toBe(0);
    expect(compareDecimal('10', '9.999999')).toBe(1);
    expect(compareDecimal('0.1', '0.09')).toBe(1);
    expect(compareDecimal('0', '0.000000000000000000000000000001')).toBe(-1);
    const big = `1${'0'.repeat(100)}`;
    expect(compareDecimal(big, `${big}.000000000000000000000000000001`)).toBe(-1);
    // Beyond float precision.
    expect(compareDecimal('9007199254740993', '9007199254740992')).toBe(1);
  });

  it('rejects invalid input', () => {
    expect(codeOf(() => compareDecimal('-1', '1'))).toBe('NEGATIVE');
    expect(codeOf(() => compareDecimal('1', 'x'))).toBe('NOT_A_NUMBER');
  });
});

describe('properties', () => {
  const decimalsArb = fc.integer({ min: 0, max: 36 });

  it('parseUnits(formatUnits(x, d), d) === x for x in [0, 2^256)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: UINT256_MAX }), decimalsArb, (x, d) => {
        expect(parseUnits(formatUnits(x, d), d)).toBe(x);
      }),
    );
  });

  it('formatUnits(parseUnits(s, d), d) === normalizeDecimal(s) for valid decimal strings', () => {
    fc.assert(
      fc.property(
        decimalsArb.chain((d) => fc.tuple(fc.constant(d), decimalString(d))),
        ([d, s]) => {
          expect(formatUnits(parseUnits(s, d), d)).toBe(normalizeDecimal(s));
        },
      ),
    );
  });

  it('normalizeDecimal is idempotent and canonical', () => {
    fc.assert(
      fc.property(decimalString(20), (s) => {
        const n = normalizeDecimal(s);
        expect(normalizeDecimal(n)).toBe(n);
        expect(n).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);
      }),
    );
  });

  it('Number(numberToDecimalString(n)) === n for finite doubles >= 0', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), (n) => {
        const s = numberToDecimalString(n);
        expect(s).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);
        expect(Number(s)).toBe(n === 0 ? 0 : n);
      }),
      { numRuns: 1000 },
    );
  });

  it('more than d fraction digits (non-zero last digit) always throws TOO_MANY_DECIMALS', () => {
    fc.assert(
      fc.property(
        decimalsArb.chain((d) => fc.tuple(fc.constant(d), digits(0, 30), digits(d, d + 10), nonZeroDigit)),
        ([d, int, frac, last]) => {
          expect(codeOf(() => parseUnits(`${int}.${frac}${last}`, d))).toBe('TOO_MANY_DECIMALS');
        },
      ),
    );
  });

  it('compareDecimal agrees with bigint comparison after scaling', () => {
    const scale = 36;
    const pair = fc.oneof(
      fc.tuple(decimalString(scale), decimalString(scale)),
      decimalString(scale).map((s) => [s, `${normalizeDecimal(s)}${s.includes('.') ? '' : '.'}000`] as const),
    );
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const x = parseUnits(a, scale);
        const y = parseUnits(b, scale);
        const expected = x < y ? -1 : x > y ? 1 : 0;
        expect(compareDecimal(normalizeDecimal(a), normalizeDecimal(b))).toBe(expected);
        expect(compareDecimal(normalizeDecimal(b), normalizeDecimal(a))).toBe(-expected || 0);
      }),
    );
  });

  it("formatAmount with 'down' never shows more than the input, and 'up' never less (within one unit)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: UINT256_MAX }),
        decimalsArb,
        fc.integer({ min: 0, max: 20 }),
        fc.boolean(),
        (x, d, p, group) => {
          const scale = Math.max(d, p);
          const input = x * 10n ** BigInt(scale - d);
          const unit = 10n ** BigInt(scale - p);

          const down = formatAmount(x, { decimals: d, precision: p, group });
          if (down.startsWith('<')) {
            const smallest = parseUnits(down.slice(1), scale, { max: null });
            expect(smallest).toBe(unit);
            expect(input > 0n && input < smallest).toBe(true);
          } else {
            const shown = parseUnits(down.replaceAll(',', ''), scale, { max: null });
            expect(shown <= input).toBe(true);
            expect(input - shown < unit).toBe(true);
          }

          const up = formatAmount(x, { decimals: d, precision: p, rounding: 'up', group });
          const shownUp = parseUnits(up.replaceAll(',', ''), scale, { maxDigits: 80, max: null });
          expect(shownUp >= input).toBe(true);
          expect(shownUp - input < unit).toBe(true);

          if (!group) {
            expect(down).not.toContain(',');
          } else {
            expect(down.replace(/^</, '').split('.')[0]).toMatch(/^\d{1,3}(,\d{3})*$/);
          }
        },
      ),
    );
  });

  it('formatAmount on a decimal string agrees with formatAmount on its base units', () => {
    fc.assert(
      fc.property(
        decimalsArb.chain((d) => fc.tuple(fc.constant(d), decimalString(d))),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom('down' as const, 'up' as const),
        ([d, s], precision, rounding) => {
          expect(formatAmount(s, { precision, rounding })).toBe(
            formatAmount(parseUnits(s, d), { decimals: d, precision, rounding }),
          );
        },
      ),
    );
  });
});

describe('amountsAgree', () => {
  it('accepts the double JSON gives for the exact value, even past 17 digits', () => {
    expect(amountsAgree(Number('0.123456789012345678'), '123456789012345678', 18)).toBe(true);
    expect(amountsAgree(0.000373, '373000000000000', 18)).toBe(true);
    expect(amountsAgree(1.5, 1500000n, 6)).toBe(true);
  });

  it('refuses a real disagreement or a malformed value', () => {
    expect(amountsAgree(0.5, '50000000000000000', 18)).toBe(false);
    expect(amountsAgree(0.12345678901234, '123456789012345678', 18)).toBe(false);
    expect(amountsAgree(1, '1.0', 6)).toBe(false);
    expect(amountsAgree(Number.NaN, '1', 6)).toBe(false);
  });

  it('agrees with the exact conversion whenever the exact text round-trips through a double', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        (base, decimals) => {
          const text = formatUnits(base, decimals);
          expect(amountsAgree(Number(text), base, decimals)).toBe(true);
        },
      ),
    );
  });
});

describe('toBaseUnitsRounded', () => {
  it('drops or carries the digits beyond the decimals; refuses what is no amount', () => {
    expect(toBaseUnitsRounded(1.2345678, 6, 'down')).toBe(1_234_567n);
    expect(toBaseUnitsRounded(1.2345678, 6, 'up')).toBe(1_234_568n);
    expect(toBaseUnitsRounded(1.5, 6, 'up')).toBe(1_500_000n);
    expect(toBaseUnitsRounded(1e-7, 6, 'up')).toBe(1n);
    expect(toBaseUnitsRounded(1e-7, 6, 'down')).toBe(0n);
    expect(toBaseUnitsRounded(12, 0, 'down')).toBe(12n);
    expect(toBaseUnitsRounded(-1, 6, 'down')).toBeNull();
    expect(toBaseUnitsRounded(Number.NaN, 6, 'down')).toBeNull();
    expect(toBaseUnitsRounded(undefined, 6, 'down')).toBeNull();
  });
});
