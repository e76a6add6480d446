/**
 * The i18n layer: a small typed dictionary lookup, no library (the first load has a byte budget).
 *
 * English (`en.ts`) is in the first load; every other language is its own chunk, fetched by
 * `import()` only when chosen. `I18nProvider` picks the language (the requested tag, else the
 * browser's languages, else English), loads it, sets `<html lang>`, and renders its children
 * once the dictionary is there. Components call `useT()` for `t(key, params)` and `useLocale()`
 * for the BCP 47 locale to hand to Intl.
 */
import {
  createContext,
  Fragment,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { en } from './en';
import type { StringOverrides } from './overrides';
import { createTranslator } from './translate';
import type { Lang, Messages, Translate } from './types';

export type { StringOverrides } from './overrides';
export { createTranslator } from './translate';
export type { Lang, MessageKey, Messages, Params, Plural, Translate } from './types';

export const SUPPORTED_LANGUAGES = [
  'en',
  'es',
  'zh',
  'tr',
  'uk',
  'fr',
  'de',
  'pt-BR',
  'ru',
  'ja',
  'ko',
  'vi',
] as const satisfies readonly Lang[];

/** Each language's name in itself, for a language menu. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  es: 'Español',
  zh: '简体中文',
  tr: 'Türkçe',
  uk: 'Українська',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
  ja: '日本語',
  ko: '한국어',
  vi: 'Tiếng Việt',
};

/** The locale used for Intl when the tag named only the language. */
const DEFAULT_LOCALE: Record<Lang, string> = {
  en: 'en',
  es: 'es',
  zh: 'zh-CN',
  tr: 'tr',
  uk: 'uk',
  fr: 'fr',
  de: 'de',
  'pt-BR': 'pt-BR',
  ru: 'ru',
  ja: 'ja',
  ko: 'ko',
  vi: 'vi',
};

/** The other languages, each a separate chunk. */
const LOADERS: Record<Exclude<Lang, 'en'>, () => Promise<Messages>> = {
  es: () => import('./es').then((m) => m.es),
  zh: () => import('./zh').then((m) => m.zh),
  tr: () => import('./tr').then((m) => m.tr),
  uk: () => import('./uk').then((m) => m.uk),
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
  'pt-BR': () => import('./ptBR').then((m) => m.ptBR),
  ru: () => import('./ru').then((m) => m.ru),
  ja: () => import('./ja').then((m) => m.ja),
  ko: () => import('./ko').then((m) => m.ko),
  vi: () => import('./vi').then((m) => m.vi),
};

/** Dictionaries already loaded in this page. */
const loaded = new Map<Lang, Messages>([['en', en]]);

/**
 * The supported language a BCP 47 tag asks for (`es`, `es-MX`, `zh-Hans`, `TR-tr`, `uk_UA`,
 * `pt_br`), or null. Chinese means Simplified Chinese: a tag asking for Traditional (`zh-Hant`, or
 * Taiwan, Hong Kong or Macau without `Hans`) is not supported rather than shown in the other
 * script. Portuguese is Brazilian Portuguese for every region (`pt`, `pt-PT`, `pt-AO` too): the
 * written languages differ in spelling and some words but read well to each other, so a reader in
 * Portugal is better served by it than by English (the widely used wallets and exchanges do the
 * same); Intl still gets the requested region, so numbers and dates follow it.
 */
export function resolveLanguage(tag: string | undefined): Lang | null {
  if (!tag) return null;
  const parts = tag.trim().toLowerCase().split(/[-_]/);
  const primary = parts[0];
  switch (primary) {
    case 'pt':
      return 'pt-BR';
    case 'zh': {
      const rest = parts.slice(1);
      if (rest.includes('hans')) return 'zh';
      if (rest.includes('hant') || rest.some((p) => p === 'tw' || p === 'hk' || p === 'mo')) return null;
      return 'zh';
    }
    default:
      // Every other supported language is named by its primary subtag alone.
      return (SUPPORTED_LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Lang) : null;
  }
}

/** The locale for Intl: the tag itself when it is a valid locale with a region or script, else the default. */
function localeFor(lang: Lang, tag: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag.replace(/_/g, '-'));
    if (canonical?.includes('-')) return canonical;
  } catch {
    // Not a well-formed tag: the language's default locale below.
  }
  return DEFAULT_LOCALE[lang];
}

interface Choice {
  lang: Lang;
  locale: string;
  /** The requested tag when it named no supported language (English is shown instead). */
  unsupported?: string;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/** The requested tag, else the first supported browser language, else English. */
function choose(requested: string | undefined): Choice {
  if (requested) {
    const lang = resolveLanguage(requested);
    if (lang) return { lang, locale: localeFor(lang, requested) };
    return { lang: 'en', locale: DEFAULT_LOCALE.en, unsupported: requested };
  }
  for (const tag of browserLanguages()) {
    const lang = resolveLanguage(tag);
    if (lang) return { lang, locale: localeFor(lang, tag) };
  }
  return { lang: 'en', locale: DEFAULT_LOCALE.en };
}

interface I18nValue extends Choice {
  messages: Messages;
  t: Translate;
}

function value(choice: Choice, messages: Messages): I18nValue {
  return { lang: choice.lang, locale: choice.locale, messages, t: createTranslator(messages, choice.locale) };
}

const ENGLISH: I18nValue = value({ lang: 'en', locale: DEFAULT_LOCALE.en }, en);

/** English outside a provider (unit tests rendering one component), so nothing needs a wrapper. */
const I18nContext = createContext<I18nValue>(ENGLISH);

export function I18nProvider({
  language,
  overrides,
  children,
}: {
  language: string | undefined;
  /** A partner's own words (the `strings` parameter), per language; they may change at any time. */
  overrides?: StringOverrides;
  children: ReactNode;
}) {
  const choice = useMemo(() => choose(language), [language]);
  // The dictionary that arrived (or English after a failed load) for a language not yet cached.
  const [arrived, setArrived] = useState<{ for: Choice; value: I18nValue } | null>(null);
  const cached = loaded.get(choice.lang);
  const current: I18nValue | null = useMemo(() => {
    if (cached) return value(choice, cached);
    if (arrived?.for === choice) return arrived.value;
    return null;
  }, [cached, choice, arrived]);
  // While another language loads, the last one shown stays (a switch never blanks the widget).
  const lastShown = useRef<I18nValue | null>(null);
  const shown = current ?? lastShown.current;
  // The partner's words for the language shown (English ones after a failed load, which shows English).
  const own = shown ? overrides?.[shown.lang] : undefined;
  const provided = useMemo(
    () => (shown && own ? { ...shown, t: createTranslator(shown.messages, shown.locale, own) } : shown),
    [shown, own],
  );

  useEffect(() => {
    lastShown.current = shown;
  });

  useEffect(() => {
    if (choice.unsupported !== undefined) {
      console.warn(`Portage: language "${choice.unsupported}" is not supported; showing English.`);
    }
  }, [choice]);

  useEffect(() => {
    if (choice.lang === 'en' || loaded.has(choice.lang)) return;
    let cancelled = false;
    LOADERS[choice.lang]().then(
      (messages) => {
        loaded.set(choice.lang, messages);
        if (!cancelled) setArrived({ for: choice, value: value(choice, messages) });
      },
      (error: unknown) => {
        console.warn(`Portage: the "${choice.lang}" language could not be loaded; showing English.`, error);
        if (!cancelled) setArrived({ for: choice, value: ENGLISH });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [choice]);

  useEffect(() => {
    if (shown && typeof document !== 'undefined') document.documentElement.lang = shown.locale;
  }, [shown]);

  if (!provided) return null;
  return <I18nContext.Provider value={provided}>{children}</I18nContext.Provider>;
}

/** `t(key, params)`: the sentence for a key in the chosen language. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** The BCP 47 locale for Intl (numbers, dates). */
export function useLocale(): string {
  return useContext(I18nContext).locale;
}

/** The language shown (English when the chosen one failed to load). */
export function useLanguage(): Lang {
  return useContext(I18nContext).lang;
}

/**
 * A translated sentence with React elements in some of its `{placeholders}` (a bold amount, a
 * link): `rich(t('deposit.sendExactly'), { amount: <strong>…</strong>, network: … })`. The
 * translation decides where each element goes; placeholders not given stay as text.
 */
export function rich(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = text.split(/(\{\w+\})/);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const node = name !== undefined && name in nodes ? nodes[name] : part;
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move.
    return <Fragment key={index}>{node}</Fragment>;
  });
}

/** English `t`, for code outside React that is called without one (and for its tests). */
export const englishT: Translate = ENGLISH.t;

/**
 * The partner's `strings` (JSON text, already known to come from a partner's frame), checked by
 * ./overrides.ts — a chunk of its own, fetched only when a partner gives texts, so the first load
 * of every other page does not carry the checker. Its warnings are printed here, once per value.
 * `ready` is false only while the first value is being checked (the widget waits, so a partner's
 * words never flash in after the defaults); a later value keeps the previous words until checked.
 */
export function usePartnerStrings(raw: string | undefined): { overrides?: StringOverrides; ready: boolean } {
  const [checked, setChecked] = useState<{ raw: string; overrides?: StringOverrides } | null>(null);
  useEffect(() => {
    if (!raw) return;
    let current = true;
    import('./overrides').then(
      ({ parseStringOverrides }) => {
        if (!current) return;
        const result = parseStringOverrides(raw, SUPPORTED_LANGUAGES);
        for (const warning of result.warnings) console.warn(`Portage: ${warning}`);
        setChecked({ raw, overrides: result.overrides });
      },
      (error: unknown) => {
        if (!current) return;
        // Offline or a failed deploy: the widget's own words are better than no widget.
        console.warn('Portage: the partner’s texts could not be checked; the widget’s own are shown.', error);
        setChecked({ raw });
      },
    );
    return () => {
      current = false;
    };
  }, [raw]);
  if (!raw) return { ready: true };
  return { overrides: checked?.overrides, ready: checked !== null };
}
