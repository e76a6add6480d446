/**
 * Bad amounts, generated (issue 10, part 3): every kind of wrong amount a person can type or paste
 * is refused by `parseUnits` with its own code and message, and valid amounts come back exactly
 * as base units. Seeded, with fixed run counts; one `console.info` line gives the figures.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { AmountError, type AmountErrorCode, formatUnits, parseUnits, UINT256_MAX } from './amount';

const SEED = 20_261_122;
const RUNS = 600;

const tried = new Map<string, number>();
let accepted = 0;
let roundTripped = 0;
afterAll(() => {
  const total = [...tried.values()].reduce((a, b) => a + b, 0);
  const kinds = [...tried].map(([kind, n]) => `${kind} ${n}`).join(', ');
  console.info(
    `bad input, amounts: ${total} bad amounts tried, ${accepted} accepted (${kinds}); ${roundTripped} valid amounts round-tripped exactly`,
  );
});

interface Refusal {
  code: AmountErrorCode | 'NO_THROW' | 'OTHER';
  message: string;
}

function refusalOf(fn: () => unknown): Refusal {
  try {
    fn();
    return { code: 'NO_THROW', message: '' };
  } catch (e) {
    return e instanceof AmountError
      ? { code: e.code, message: e.message }
      : { code: 'OTHER', message: String(e) };
  }
}

const digit = fc.constantFrom(...'0123456789');
const nonZero = fc.constantFrom(...'123456789');
const digits = (min: number, max: number) => fc.string({ unit: digit, minLength: min, maxLength: max });
const decimalsArb = fc.integer({ min: 0, max: 36 });
const symbolArb = fc.constantFrom('USDC', 'ETH', 'BTC', 'PTT', undefined);
/** Spaces a person may leave around an amount: accepted (trimmed). */
const pad = fc.constantFrom('', ' ', '\t', '  ', '\n');

/** A valid decimal amount (not empty), with at most `maxFrac` fraction digits, and its parts. */
const validAmount = (maxFrac: number) =>
  fc
    .record({
      int: digits(0, 30),
      frac: digits(0, maxFrac),
      form: fc.constantFrom('int', 'dot', 'frac'),
    })
    .map(({ int, frac, form }) => {
      const i = int === '' && (form === 'int' || frac === '') ? '0' : int;
      const text =
        form === 'int' ? i || '0' : form === 'dot' && frac === '' ? `${i || '0'}.` : `${i}.${frac || '0'}`;
      return { text, int: form === 'int' ? i || '0' : i, frac: form === 'int' ? '' : frac };
    });

/**
 * Runs `RUNS` generated inputs of one kind and checks that each is refused with `code`, and with
 * the message `message` gives for the input.
 */
function refusesAll<T>(
  kind: string,
  seed: number,
  inputs: fc.Arbitrary<T>,
  parse: (input: T) => unknown,
  code: AmountErrorCode,
  message: (input: T) => string | RegExp,
) {
  let n = 0;
  fc.assert(
    fc.property(inputs, (input) => {
      n++;
      const refusal = refusalOf(() => parse(input));
      if (refusal.code === 'NO_THROW') accepted++;
      expect(refusal.code, `${kind}: ${fc.stringify(input)}`).toBe(code);
      const expected = message(input);
      if (typeof expected === 'string') expect(refusal.message).toBe(expected);
      else expect(refusal.message).toMatch(expected);
    }),
    { seed, numRuns: RUNS },
  );
  tried.set(kind, n);
  expect(n).toBe(RUNS);
}

describe('parseUnits refuses bad amounts, each with its own message', () => {
  it('too many decimals for the token', () => {
    const input = fc
      .record({ d: decimalsArb, symbol: symbolArb, int: digits(1, 20), last: nonZero, p: pad })
      .chain((r) => digits(r.d, r.d + 8).map((frac) => ({ ...r, frac })));
    refusesAll(
      'too many decimals',
      SEED,
      input,
      ({ d, symbol, int, frac, last, p }) => parseUnits(`${p}${int}.${frac}${last}${p}`, d, { symbol }),
      'TOO_MANY_DECIMALS',
      ({ d, symbol }) =>
        d === 0
          ? `${symbol ?? 'This token'} does not allow decimal places`
          : `${symbol ?? 'This token'} allows at most ${d} decimal place${d === 1 ? '' : 's'}`,
    );
  });

  it('exponent notation (1e5, 1E-3, .5e+2)', () => {
    const input = fc
      .record({
        mantissa: fc.oneof(
          digits(1, 6),
          fc.tuple(digits(0, 4), digits(1, 4)).map(([a, b]) => `${a}.${b}`),
        ),
        e: fc.constantFrom('e', 'E'),
        sign: fc.constantFrom('', '+', '-'),
        exp: digits(1, 4),
        p: pad,
      })
      .map(({ mantissa, e, sign, exp, p }) => `${p}${mantissa}${e}${sign}${exp}${p}`);
    refusesAll(
      'exponent',
      SEED + 1,
      input,
      (text) => parseUnits(text, 18),
      'EXPONENT',
      () => 'Write the amount without an exponent (e.g. 0.001, not 1e-3)',
    );
  });

  it('negative amounts, -0 included', () => {
    const input = fc
      .tuple(validAmount(6), fc.boolean(), pad)
      .map(([{ text }, exponent, p]) => `${p}-${text}${exponent ? 'e3' : ''}${p}`);
    refusesAll(
      'negative',
      SEED + 2,
      input,
      (text) => parseUnits(text, 6),
      'NEGATIVE',
      () => 'Amount cannot be negative',
    );
  });

  it('huge: more than a uint256 holds, more integer digits than allowed, or above a given limit', () => {
    const input = fc.oneof(
      // Above 2^256 - 1 in base units, written at 0..36 decimals (78 integer digits or fewer).
      fc
        .record({ x: fc.bigInt({ min: UINT256_MAX + 1n, max: UINT256_MAX * 10n ** 6n }), d: decimalsArb })
        .map(({ x, d }) => ({ text: formatUnits(x, d), d, opts: {} })),
      // More than 78 integer digits.
      fc
        .tuple(nonZero, digits(78, 120), decimalsArb)
        .map(([first, rest, d]) => ({ text: first + rest, d, opts: {} })),
      // Above a caller's digit limit.
      fc
        .tuple(fc.integer({ min: 1, max: 20 }), nonZero, decimalsArb)
        .chain(([maxDigits, first, d]) =>
          digits(maxDigits, maxDigits + 10).map((rest) => ({ text: first + rest, d, opts: { maxDigits } })),
        ),
      // Above a caller's base-unit limit.
      fc
        .record({
          max: fc.bigInt({ min: 0n, max: 10n ** 30n }),
          extra: fc.bigInt({ min: 1n, max: 10n ** 20n }),
          d: decimalsArb,
        })
        .map(({ max, extra, d }) => ({ text: formatUnits(max + extra, d), d, opts: { max } })),
    );
    refusesAll(
      'huge',
      SEED + 3,
      input,
      ({ text, d, opts }) => parseUnits(text, d, opts),
      'TOO_LARGE',
      () => /^Amount is too large \(/,
    );
  });

  it('empty or only spaces', () => {
    const input = fc.string({
      unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000'),
      maxLength: 8,
    });
    refusesAll(
      'empty',
      SEED + 4,
      input,
      (text) => parseUnits(text, 6),
      'EMPTY',
      () => 'Enter an amount',
    );
  });

  it('more than one decimal point', () => {
    const input = fc
      .array(digits(0, 4), { minLength: 3, maxLength: 6 })
      .filter((parts) => parts.some((part) => part !== ''))
      .map((parts) => parts.join('.'));
    refusesAll(
      'several dots',
      SEED + 5,
      input,
      (text) => parseUnits(text, 18),
      'NOT_A_NUMBER',
      () => 'An amount has at most one decimal point',
    );
  });

  it('locale separators: decimal comma, thousands separators, Arabic marks', () => {
    const input = fc
      .record({
        groups: fc.array(fc.string({ unit: digit, minLength: 3, maxLength: 3 }), {
          minLength: 1,
          maxLength: 4,
        }),
        head: digits(1, 3),
        sep: fc.constantFrom(',', "'", '\u2019', '\u066c', '\u00b7'),
        frac: fc.option(fc.tuple(fc.constantFrom('.', ',', '\u066b'), digits(1, 4))),
      })
      .map(({ groups, head, sep, frac }) => {
        const [point, digitsAfter] = frac ?? ['', ''];
        // "1,234.5", "1.234,5" needs a separator somewhere: the comma-decimal form always has one.
        return `${[head, ...groups].join(sep)}${point}${digitsAfter}`;
      });
    refusesAll(
      'locale separators',
      SEED + 6,
      input,
      (text) => parseUnits(text, 18),
      'NOT_A_NUMBER',
      () => 'Use a dot for decimals and no thousands separators (e.g. 1234.5)',
    );
  });

  it('digits of other scripts (Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width, mathematical)', () => {
    const zeros = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0e50, 0xff10, 0x1d7ce];
    const input = fc
      .record({ amount: validAmount(6), zero: fc.constantFrom(...zeros), at: fc.nat() })
      .map(({ amount, zero, at }) => {
        const chars = [...amount.text];
        const positions = chars.map((c, i) => (/[0-9]/.test(c) ? i : -1)).filter((i) => i >= 0);
        const i = positions[at % positions.length] ?? 0;
        chars[i] = String.fromCodePoint(zero + Number(chars[i]));
        return chars.join('');
      });
    refusesAll(
      'unicode digits',
      SEED + 7,
      input,
      (text) => parseUnits(text, 6),
      'NOT_A_NUMBER',
      () => 'Write the amount with the digits 0-9',
    );
  });

  it('whitespace inside the amount', () => {
    const input = fc
      .record({
        amount: validAmount(6).filter(({ text }) => text.length >= 2),
        space: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u202f', '\u2009', '\u3000'),
        at: fc.nat(),
      })
      .map(({ amount, space, at }) => {
        const i = 1 + (at % (amount.text.length - 1));
        return amount.text.slice(0, i) + space + amount.text.slice(i);
      });
    refusesAll(
      'inner whitespace',
      SEED + 8,
      input,
      (text) => parseUnits(text, 6),
      'NOT_A_NUMBER',
      () => 'Remove the spaces inside the amount',
    );
  });

  it('other text: signs, hex, words, currency symbols', () => {
    const input = fc
      .record({
        amount: validAmount(6),
        junk: fc.constantFrom('+', '$', '€', 'USDC', '0x', 'Infinity', 'NaN', '%', '²', '½', '--', 'e'),
        before: fc.boolean(),
      })
      .map(({ amount, junk, before }) => (before ? `${junk}${amount.text}` : `${amount.text}${junk}`));
    refusesAll(
      'other text',
      SEED + 9,
      input,
      (text) => parseUnits(text, 6),
      'NOT_A_NUMBER',
      () => 'Enter a valid number',
    );
  });
});

describe('valid amounts round-trip exactly', () => {
  it('a typed amount becomes exactly int·10^d + frac in base units, and formats back to its canonical text', () => {
    fc.assert(
      fc.property(
        decimalsArb.chain((d) => fc.tuple(fc.constant(d), validAmount(d), pad)),
        ([d, { text, int, frac }, p]) => {
          roundTripped++;
          // Expected value computed independently of parseUnits: digits as text, then BigInt.
          const expected = BigInt(`${int || '0'}${frac.padEnd(d, '0')}`);
          const units = parseUnits(`${p}${text}${p}`, d);
          expect(units).toBe(expected);
          const canonical = formatUnits(units, d);
          expect(parseUnits(canonical, d)).toBe(units);
          expect(canonical).toMatch(/^(0|[1-9]\d*)(\.\d*[1-9])?$/);
        },
      ),
      { seed: SEED + 20, numRuns: 2000 },
    );
  });

  it('every base-unit value up to 2^256 - 1 survives formatUnits → parseUnits, at 0..36 decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: UINT256_MAX }), decimalsArb, (x, d) => {
        roundTripped++;
        expect(parseUnits(formatUnits(x, d), d)).toBe(x);
      }),
      { seed: SEED + 21, numRuns: 2000 },
    );
    // The boundary itself: 2^256 - 1 is accepted, one unit more is not.
    expect(parseUnits(formatUnits(UINT256_MAX, 18), 18)).toBe(UINT256_MAX);
    expect(refusalOf(() => parseUnits(formatUnits(UINT256_MAX + 1n, 18), 18)).code).toBe('TOO_LARGE');
  });
});
