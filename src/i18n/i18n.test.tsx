// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import {
  createTranslator,
  I18nProvider,
  type Lang,
  type MessageKey,
  type Messages,
  type Plural,
  resolveLanguage,
  rich,
  SUPPORTED_LANGUAGES,
  useLocale,
  useT,
} from './index';
import { ja } from './ja';
import { ko } from './ko';
import { parseStringOverrides } from './overrides';
import { ptBR } from './ptBR';
import { ru } from './ru';
import { tr } from './tr';
import { uk } from './uk';
import { vi as vietnamese } from './vi';
import { zh } from './zh';

const DICTIONARIES: Record<Exclude<Lang, 'en'>, { messages: Messages; locale: string }> = {
  es: { messages: es, locale: 'es' },
  zh: { messages: zh, locale: 'zh-CN' },
  tr: { messages: tr, locale: 'tr' },
  uk: { messages: uk, locale: 'uk' },
  fr: { messages: fr, locale: 'fr' },
  de: { messages: de, locale: 'de' },
  'pt-BR': { messages: ptBR, locale: 'pt-BR' },
  ru: { messages: ru, locale: 'ru' },
  ja: { messages: ja, locale: 'ja' },
  ko: { messages: ko, locale: 'ko' },
  vi: { messages: vietnamese, locale: 'vi' },
};

type Entry = string | Record<string, string>;

const PLURAL_KEYS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

function isPlural(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { other?: unknown }).other === 'string' &&
    Object.keys(value).every((key) => PLURAL_KEYS.has(key))
  );
}

/** Every leaf of a dictionary by dot path (a plural entry is one leaf). */
function leaves(node: unknown, prefix = ''): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix + key;
    if (typeof value === 'string' || isPlural(value)) out.set(path, value as Entry);
    else for (const [p, v] of leaves(value, `${path}.`)) out.set(p, v);
  }
  return out;
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
const texts = (entry: Entry) => (typeof entry === 'string' ? [entry] : Object.values(entry));
const allPlaceholders = (entry: Entry) => new Set(texts(entry).flatMap((text) => [...placeholders(text)]));

const english = leaves(en);

describe('dictionaries', () => {
  it('English has plain strings or plural entries, none empty', () => {
    expect(english.size).toBeGreaterThan(150);
    for (const [key, entry] of english) {
      for (const text of texts(entry)) expect(text.trim(), key).not.toBe('');
    }
  });

  describe.each(Object.entries(DICTIONARIES))('%s', (lang, { messages, locale }) => {
    const entries = leaves(messages);

    it('has exactly the English keys', () => {
      const missing = [...english.keys()].filter((key) => !entries.has(key));
      const extra = [...entries.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has the same {placeholders} as English in every entry, and no empty text', () => {
      for (const [key, entry] of entries) {
        const source = english.get(key);
        if (source === undefined) continue;
        expect(typeof entry === 'string', `${lang} ${key}: plural where English is not`).toBe(
          typeof source === 'string',
        );
        expect([...allPlaceholders(entry)].sort(), `${lang} ${key}`).toEqual(
          [...allPlaceholders(source)].sort(),
        );
        for (const text of texts(entry)) {
          expect(text.trim(), `${lang} ${key}`).not.toBe('');
          // A placeholder never sneaks in unbalanced: every brace belongs to a {name}.
          expect(text.replace(/\{\w+\}/g, ''), `${lang} ${key}`).not.toMatch(/[{}]/);
        }
      }
    });

    it('has exactly the plural forms the language uses (French and Portuguese: one, many, other)', () => {
      const rules = new Intl.PluralRules(locale);
      const categories = [...rules.resolvedOptions().pluralCategories].sort();
      for (const [key, entry] of entries) {
        if (typeof entry === 'string') continue;
        // Every form, not only those small counts pick: "many" is 1 000 000 in French.
        expect(Object.keys(entry).sort(), `${lang} ${key}`).toEqual(categories);
        for (const count of [0, 1, 2, 5, 21, 1_000_000]) {
          expect(entry[rules.select(count)], `${lang} ${key} for ${count}`).toBeTypeOf('string');
        }
      }
    });

    it('is translated, not copied: most sentences differ from English', () => {
      let same = 0;
      for (const [key, entry] of entries) {
        const source = english.get(key);
        if (typeof entry === 'string' && entry === source) same += 1;
      }
      // A few entries are the same in every language (“—”, “0.0”, “Auto”, “{min}–{max} …”).
      expect(same).toBeLessThan(8);
    });
  });
});

describe('createTranslator', () => {
  it('fills placeholders and formats number parameters for the locale', () => {
    const t = createTranslator(es, 'es');
    expect(t('quote.refreshesIn', { seconds: 12 })).toBe('La cotización se actualiza en 12 s');
    expect(t('health.unavailable', { error: 'x', seconds: 12345 })).toContain('cada 12.345 s');
  });

  it('picks the plural form by count (Ukrainian one / few / many)', () => {
    const t = createTranslator(uk, 'uk');
    expect(t('route.tooManyDecimals', { token: 'USDC', count: 1 })).toBe(
      'USDC допускає не більше 1 знака після коми.',
    );
    expect(t('route.tooManyDecimals', { token: 'USDC', count: 6 })).toBe(
      'USDC допускає не більше 6 знаків після коми.',
    );
    const english = createTranslator(en, 'en');
    expect(english('route.tooManyDecimals', { token: 'ETH', count: 1 })).toBe(
      'ETH allows at most 1 decimal place.',
    );
    expect(english('route.tooManyDecimals', { token: 'USDC', count: 6 })).toBe(
      'USDC allows at most 6 decimal places.',
    );
  });

  it('leaves a placeholder without a parameter visible, and shows an unknown key as itself, warned once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = createTranslator(en, 'en');
    expect(t('deposit.sendExactly', { network: 'Base' })).toBe(
      'Send exactly {amount} on Base to this address:',
    );
    expect(t('no.such.key' as never)).toBe('no.such.key');
    expect(t('no.such.key' as never)).toBe('no.such.key');
    // Once per key, not once per render: the browser tests fail on it.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Portage: no text for "no.such.key".');
    warn.mockRestore();
  });

  it('puts a partner’s overrides before the dictionary, plural forms included', () => {
    const t = createTranslator(
      fr,
      'fr',
      new Map<MessageKey, string | Plural>([
        ['route.create', 'Échanger maintenant'],
        [
          'route.tooManyDecimals',
          { one: '{count} décimale max.', other: '{count} décimales max. pour {token}' },
        ],
      ]),
    );
    expect(t('route.create')).toBe('Échanger maintenant');
    expect(t('route.tooManyDecimals', { token: 'USDC', count: 1 })).toBe('1 décimale max.');
    expect(t('route.tooManyDecimals', { token: 'USDC', count: 6 })).toBe('6 décimales max. pour USDC');
    // French "many" (a million) was not given: `other` serves it.
    expect(t('route.tooManyDecimals', { token: 'USDC', count: 1_000_000 })).toBe(
      '1\u202f000\u202f000 décimales max. pour USDC',
    );
    // Keys not overridden keep the language's own text.
    expect(t('route.amount')).toBe(fr.route.amount);
  });

  it('rich() puts elements where the translation places them', () => {
    render(
      <p data-testid="p">
        {rich(createTranslator(zh, 'zh-CN')('status.yourDeposit'), { link: <a href="#x">0xab</a> })}
      </p>,
    );
    expect(screen.getByTestId('p').textContent).toBe('您的充值：0xab');
    expect(screen.getByRole('link').textContent).toBe('0xab');
    cleanup();
  });
});

describe('resolveLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES-mx', 'es'],
    ['es_ES', 'es'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-Hans-HK', 'zh'],
    ['ZH-cn', 'zh'],
    ['tr', 'tr'],
    ['tr-TR', 'tr'],
    ['uk', 'uk'],
    ['uk-UA', 'uk'],
    ['fr', 'fr'],
    ['fr-FR', 'fr'],
    ['fr-CA', 'fr'],
    ['de', 'de'],
    ['de-DE', 'de'],
    ['de-CH', 'de'],
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    // Portugal (and every other Portuguese) reads Brazilian Portuguese rather than English.
    ['pt-PT', 'pt-BR'],
    ['pt-AO', 'pt-BR'],
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['vi', 'vi'],
    ['vi-VN', 'vi'],
  ])('%s → %s', (tag, lang) => {
    expect(resolveLanguage(tag)).toBe(lang);
  });

  it.each([undefined, '', 'it', 'nl-NL', 'pl', 'zh-TW', 'zh-Hant', 'zh-HK', 'english', 'u', 'e', 'p', 'ptb'])(
    '%j → null',
    (tag) => {
      expect(resolveLanguage(tag)).toBeNull();
    },
  );

  it('lists the twelve languages', () => {
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual(
      ['de', 'en', 'es', 'fr', 'ja', 'ko', 'pt-BR', 'ru', 'tr', 'uk', 'vi', 'zh'].sort(),
    );
  });
});

function Probe() {
  const t = useT();
  const locale = useLocale();
  return (
    <p data-testid="probe" data-locale={locale}>
      {t('route.create')}
    </p>
  );
}

describe('I18nProvider', () => {
  const languages = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'languages');
  let browser: string[] = [];

  beforeEach(() => {
    browser = [];
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => browser });
    document.documentElement.lang = '';
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    if (languages) Object.defineProperty(navigator, 'languages', languages);
    else delete (navigator as { languages?: unknown }).languages;
  });

  it('renders English at once without a request or a supported browser language', () => {
    browser = ['it-IT', 'nl'];
    render(
      <I18nProvider language={undefined}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('Create swap');
    expect(document.documentElement.lang).toBe('en');
  });

  it('warns about an unsupported tag, naming it, and renders English', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    browser = ['es-ES'];
    render(
      <I18nProvider language="it">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('Create swap');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"it"'));
  });

  it('renders Spanish once its dictionary has loaded, with the requested region as locale', async () => {
    render(
      <I18nProvider language="es-MX">
        <Probe />
      </I18nProvider>,
    );
    expect((await screen.findByTestId('probe')).textContent).toBe('Crear intercambio');
    expect(screen.getByTestId('probe').dataset.locale).toBe('es-MX');
    // Set by an effect after the commit (the chunk arrived outside act): waited for, not raced.
    await waitFor(() => expect(document.documentElement.lang).toBe('es-MX'));
  });

  it('takes the first supported browser language when no language is requested', async () => {
    browser = ['it-IT', 'uk-UA', 'es'];
    render(
      <I18nProvider language={undefined}>
        <Probe />
      </I18nProvider>,
    );
    expect((await screen.findByText('Створити обмін')).dataset.locale).toBe('uk-UA');
  });

  it('switches when the language changes, keeping the page while the next one loads', async () => {
    const { rerender } = render(
      <I18nProvider language="en">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('Create swap');
    rerender(
      <I18nProvider language="tr">
        <Probe />
      </I18nProvider>,
    );
    // Never blank in between: the previous language stays until Turkish is there.
    expect(screen.getByTestId('probe').textContent).toMatch(/^(Create swap|Takas oluştur)$/);
    expect(await screen.findByText('Takas oluştur')).toBeTruthy();
    // Set by an effect after the commit (the chunk arrived outside act): waited for, not raced.
    await waitFor(() => expect(document.documentElement.lang).toBe('tr'));
    rerender(
      <I18nProvider language="zh-CN">
        <Probe />
      </I18nProvider>,
    );
    expect(await screen.findByText('创建兑换')).toBeTruthy();
    // Set by an effect after the commit (the chunk arrived outside act): waited for, not raced.
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    rerender(
      <I18nProvider language="en">
        <Probe />
      </I18nProvider>,
    );
    await act(async () => {});
    expect(screen.getByTestId('probe').textContent).toBe('Create swap');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('I18nProvider: Portuguese and a partner’s overrides', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows Brazilian Portuguese for pt-PT, with numbers and <html lang> for Portugal', async () => {
    render(
      <I18nProvider language="pt-PT">
        <Probe />
      </I18nProvider>,
    );
    const probe = await screen.findByText(ptBR.route.create);
    expect(probe.dataset.locale).toBe('pt-PT');
    // Set by an effect after the commit (the chunk arrived outside act): waited for, not raced.
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-PT'));
  });

  it('takes a bare pt as pt-BR', async () => {
    render(
      <I18nProvider language="pt">
        <Probe />
      </I18nProvider>,
    );
    expect((await screen.findByText(ptBR.route.create)).dataset.locale).toBe('pt-BR');
  });

  it('applies the overrides of the language shown, live, and only those', async () => {
    const { overrides } = parseStringOverrides(
      JSON.stringify({ en: { 'route.create': 'Swap now' }, fr: { 'route.create': 'Échanger maintenant' } }),
      SUPPORTED_LANGUAGES,
    );
    const { rerender } = render(
      <I18nProvider language="en">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('Create swap');
    // A host's config_update arrives: the text changes without a reload.
    rerender(
      <I18nProvider language="en" overrides={overrides}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('Swap now');
    rerender(
      <I18nProvider language="fr" overrides={overrides}>
        <Probe />
      </I18nProvider>,
    );
    expect(await screen.findByText('Échanger maintenant')).toBeTruthy();
    // German has no override: its own dictionary, not the English or French replacement.
    rerender(
      <I18nProvider language="de" overrides={overrides}>
        <Probe />
      </I18nProvider>,
    );
    expect(await screen.findByText(de.route.create)).toBeTruthy();
    // Overrides removed: back to the dictionary.
    rerender(
      <I18nProvider language="en">
        <Probe />
      </I18nProvider>,
    );
    await act(async () => {});
    expect(screen.getByTestId('probe').textContent).toBe('Create swap');
  });
});
