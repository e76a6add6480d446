import type { en } from './en';

/** The languages Portage speaks. English is in the first load; the others load when chosen. */
export type Lang = 'en' | 'es' | 'zh' | 'tr' | 'uk' | 'fr' | 'de' | 'pt-BR' | 'ru' | 'ja' | 'ko' | 'vi';

/** A plural entry: one form per Intl.PluralRules category the language uses; `other` always. */
export type Plural = Partial<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>> & { other: string };

/** en's shape with its literal strings widened: what every language must provide, key for key. */
type Widen<T> = T extends string
  ? string
  : T extends { other: string }
    ? Plural
    : { readonly [K in keyof T]: Widen<T[K]> };

export type Messages = Widen<typeof en>;

/** Every dot path to a leaf (a string or a plural entry) of en: the keys `t()` accepts. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : T[K] extends { other: string }
      ? `${Prefix}${K}`
      : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof en>;

/** Parameters for `{name}` placeholders; a number is formatted for the locale; `count` picks a plural form. */
export type Params = Readonly<Record<string, string | number>>;

export type Translate = (key: MessageKey, params?: Params) => string;

/** A partner's replacements for one language, by key (checked in overrides.ts); a plural key holds a `Plural`. */
export type Overrides = ReadonlyMap<MessageKey, string | Plural>;
