import type { MessageKey, Messages, Overrides, Params, Plural, Translate } from './types';

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 });
    numberFormats.set(locale, format);
  }
  return format;
}

function pluralRule(locale: string): Intl.PluralRules {
  let rule = pluralRules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    pluralRules.set(locale, rule);
  }
  return rule;
}

/**
 * The entry at a dot path (`route.amount`), or undefined when the dictionary has none. Own
 * properties only: `constructor` or `__proto__` are no keys (a partner's `strings` names keys too).
 */
export function lookup(messages: Messages, key: string): string | Plural | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && node !== null && typeof (node as Plural).other === 'string') {
    return node as Plural;
  }
  return undefined;
}

/** Keys already reported missing: one warning each, not one per render. */
const reportedMissing = new Set<string>();

/**
 * `t(key, params)` for one dictionary and locale: picks the plural form by `params.count`
 * (Intl.PluralRules), fills `{name}` placeholders, formats number parameters for the locale.
 * A partner's `overrides` (checked in overrides.ts) come before the dictionary.
 * A key the dictionary lacks comes back as the key itself, with a console warning once (visible,
 * and caught by the tests); a placeholder without a parameter stays as `{name}` for the same reason.
 */
export function createTranslator(messages: Messages, locale: string, overrides?: Overrides): Translate {
  return (key: MessageKey, params?: Params) => {
    const entry = overrides?.get(key) ?? lookup(messages, key);
    if (entry === undefined) {
      if (!reportedMissing.has(key)) {
        reportedMissing.add(key);
        console.warn(`Portage: no text for "${key}".`);
      }
      return key;
    }
    let text: string;
    if (typeof entry === 'string') {
      text = entry;
    } else {
      const count = params?.count;
      const category = typeof count === 'number' ? pluralRule(locale).select(count) : 'other';
      text = entry[category] ?? entry.other;
    }
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numberFormat(locale).format(value) : value;
    });
  };
}
