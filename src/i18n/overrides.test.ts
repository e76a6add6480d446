import { describe, expect, it } from 'vitest';
import { en } from './en';
import { SUPPORTED_LANGUAGES } from './index';
import { MAX_STRINGS_LENGTH, parseStringOverrides, SAFETY_SENTENCES } from './overrides';
import { lookup } from './translate';

const parse = (value: unknown) =>
  parseStringOverrides(typeof value === 'string' ? value : JSON.stringify(value), SUPPORTED_LANGUAGES);

describe('parseStringOverrides', () => {
  it('keeps known keys per language, strings and plural forms', () => {
    const { overrides, warnings } = parse({
      en: {
        'route.create': 'Swap now',
        'route.tooManyDecimals': { one: '{count} place', other: '{count} places' },
      },
      'pt-BR': { 'route.create': 'Trocar agora' },
    });
    expect(warnings).toEqual([]);
    expect(overrides.en?.get('route.create')).toBe('Swap now');
    expect(overrides.en?.get('route.tooManyDecimals')).toEqual({
      one: '{count} place',
      other: '{count} places',
    });
    expect(overrides['pt-BR']?.get('route.create')).toBe('Trocar agora');
    expect(overrides.fr).toBeUndefined();
  });

  it('takes one string for a plural key as its text for every count', () => {
    const { overrides } = parse({ fr: { 'route.tooManyDecimals': 'Trop de décimales pour {token}.' } });
    expect(overrides.fr?.get('route.tooManyDecimals')).toEqual({ other: 'Trop de décimales pour {token}.' });
  });

  it('names an unknown key, drops it, and applies the rest', () => {
    const { overrides, warnings } = parse({ fr: { 'route.craete': 'Échanger', 'route.create': 'Échanger' } });
    expect(warnings).toEqual(['strings.fr: unknown key "route.craete" ignored.']);
    expect([...(overrides.fr?.keys() ?? [])]).toEqual(['route.create']);
  });

  it('refuses a group, an inherited property and a prototype key as keys', () => {
    const { overrides, warnings } = parse(
      '{"en": {"route": "x", "constructor": "x", "__proto__": "x", "route.create.x": "x", "route.toString": "x"}}',
    );
    expect(overrides.en).toBeUndefined();
    expect(warnings).toHaveLength(5);
    for (const warning of warnings) expect(warning).toMatch(/^strings\.en: unknown key ".*" ignored\.$/);
  });

  it('names an unknown language and drops it', () => {
    const { overrides, warnings } = parse({
      it: { 'route.create': 'Scambia' },
      en: { 'route.create': 'Go' },
    });
    expect(warnings).toEqual([
      'strings: unknown language "it" ignored (use one of en, es, zh, tr, uk, fr, de, pt-BR, ru, ja, ko, vi).',
    ]);
    expect(Object.keys(overrides)).toEqual(['en']);
    expect(overrides.en?.get('route.create')).toBe('Go');
  });

  it('refuses a placeholder the original text does not have (it would show raw braces)', () => {
    const { overrides, warnings } = parse({
      en: {
        'route.create': 'Swap {amount} now',
        'deposit.sendExactly': 'Send {amount} on {network} here:',
        'route.tooManyDecimals': { one: 'At most {count} for {tokn}', other: 'At most {count}' },
      },
    });
    expect(warnings).toEqual([
      'strings.en: "route.create" ignored: {amount} is not a placeholder of this text (it has none).',
      'strings.en: "route.tooManyDecimals" ignored: {tokn} is not a placeholder of this text (it has {token}, {count}).',
    ]);
    // Fewer placeholders than the original is the partner's choice: kept.
    expect(overrides.en?.get('deposit.sendExactly')).toBe('Send {amount} on {network} here:');
    expect(overrides.en?.has('route.create')).toBe(false);
  });

  it('replaces a safety sentence showing values only with a text that keeps every placeholder', () => {
    const { overrides, warnings } = parse({
      en: {
        'route.confirmPreset': 'The partner chose this address for you.',
        'deposit.notCreatedHere': 'Opened from a link. Pays out on {network}.',
        'deposit.asksToSend': 'Send {amount} on {network}, please.',
      },
      fr: { 'route.confirmPreset': 'J’ai vérifié que {address} est bien mon adresse sur {network}.' },
    });
    expect(warnings).toEqual([
      'strings.en: "route.confirmPreset" ignored: a safety sentence must keep {address}, {network} (it shows what the person checks).',
      'strings.en: "deposit.notCreatedHere" ignored: a safety sentence must keep {address} (it shows what the person checks).',
    ]);
    expect([...(overrides.en?.keys() ?? [])]).toEqual(['deposit.asksToSend']);
    expect(overrides.fr?.get('route.confirmPreset')).toBe(
      'J’ai vérifié que {address} est bien mon adresse sur {network}.',
    );
  });

  it('never replaces a refusal, a caveat or a deposit label, whatever it keeps', () => {
    const { overrides, warnings } = parse({
      en: {
        'deposit.warning': 'Send only {token} on {network}.',
        'deposit.addressLabel': 'Our address',
        'deposit.confirmMine': 'OK',
        'wallet.willNotSign': '{reason}',
        'route.create': 'Swap now',
      },
    });
    expect(warnings).toEqual(
      ['deposit.warning', 'deposit.addressLabel', 'deposit.confirmMine', 'wallet.willNotSign'].map(
        (key) =>
          `strings.en: "${key}" ignored: a safety sentence (a refusal, a caveat, or what is sent where) cannot be replaced.`,
      ),
    );
    expect([...(overrides.en?.keys() ?? [])]).toEqual(['route.create']);
  });

  it('marks only texts of the dictionary, a protected one with placeholders always having some', () => {
    for (const [key, rule] of Object.entries(SAFETY_SENTENCES)) {
      const original = lookup(en, key);
      expect(typeof original, key).toBe('string');
      if (rule === 'placeholders') expect(original, key).toMatch(/\{\w+\}/);
    }
  });

  it('refuses values that are not texts, empty texts and malformed plural forms', () => {
    const { overrides, warnings } = parse({
      en: {
        'route.create': 42,
        'route.amount': { other: 'Amount' },
        'route.slippage': '  ',
        'route.tooManyDecimals': { one: 'x' },
        'route.noDecimals': null,
      },
      de: { 'route.tooManyDecimals': { one: 'x', several: 'y', other: 'z' } },
    });
    expect(overrides.en).toBeUndefined();
    expect(overrides.de).toBeUndefined();
    expect(warnings).toEqual([
      'strings.en: "route.create" ignored: expected a text.',
      'strings.en: "route.amount" ignored: expected a text.',
      'strings.en: "route.slippage" ignored: the text is empty.',
      'strings.en: "route.tooManyDecimals" ignored: a plural needs "other".',
      'strings.en: "route.noDecimals" ignored: expected a text.',
      'strings.de: "route.tooManyDecimals" ignored: "several" is not a plural form with a text (zero, one, two, few, many, other).',
    ]);
  });

  it('ignores text that is not a JSON object of languages, with one warning', () => {
    for (const bad of ['{"en": ', 'null', '[]', '"en"', '42']) {
      const { overrides, warnings } = parse(bad);
      expect(overrides).toEqual({});
      expect(warnings).toEqual([
        'strings ignored: expected a JSON object of languages, such as {"en": {"route.create": "Swap now"}}.',
      ]);
    }
    expect(parse({ en: 'Swap now' }).warnings).toEqual([
      'strings.en ignored: expected an object of keys and texts.',
    ]);
  });

  it('refuses a value longer than the cap whole, without parsing it', () => {
    const long = JSON.stringify({ en: { 'route.create': 'x'.repeat(MAX_STRINGS_LENGTH) } });
    const { overrides, warnings } = parse(long);
    expect(overrides).toEqual({});
    expect(warnings).toEqual([
      `strings ignored: ${long.length} characters, more than the ${MAX_STRINGS_LENGTH} allowed.`,
    ]);
  });
});
