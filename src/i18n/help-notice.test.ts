import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';
import { ko } from './ko';
import { parseStringOverrides } from './overrides';
import { ptBR } from './ptBR';
import { ru } from './ru';
import { tr } from './tr';
import type { Lang } from './types';
import { uk } from './uk';
import { vi } from './vi';
import { zh } from './zh';

/**
 * The Help panel's standing notice against fake support (src/ui/help/HelpPanel.tsx): said in every
 * language, and never in a partner's words.
 */
const DICTIONARIES = { en, es, zh, tr, uk, fr, de, 'pt-BR': ptBR, ru, ja, ko, vi } as const;
const NOTICE = ['noticeTitle', 'noticeFirst', 'noticeSecret', 'noticeLink', 'noticeScam'] as const;
const LANGS = Object.keys(DICTIONARIES) as Lang[];

describe('the Help notice', () => {
  it('is translated in every language (not left in English)', () => {
    for (const lang of LANGS) {
      for (const key of NOTICE) {
        const text = DICTIONARIES[lang].help[key];
        expect(text.trim(), `${lang} help.${key}`).not.toBe('');
        if (lang !== 'en') expect(text, `${lang} help.${key}`).not.toBe(en.help[key]);
      }
      // The support link's text names the site it goes to, in every language.
      expect(DICTIONARIES[lang].help.contactPartner).toContain('{site}');
    }
  });

  it('cannot be replaced by a partner’s strings, and the support link must keep naming its site', () => {
    const json = JSON.stringify({
      en: {
        'help.noticeFirst': 'Our support team will message you on Telegram.',
        'help.noticeSecret': 'Keep your recovery phrase ready for verification.',
        'help.contactSite': 'Write to @portage_support_desk.',
        'help.contactPartner': 'Contact Portage support',
        'help.button': 'Need help?',
      },
    });
    const { overrides, warnings } = parseStringOverrides(json, LANGS);
    expect([...(overrides.en?.keys() ?? [])]).toEqual(['help.button']);
    expect(warnings).toHaveLength(4);
    expect(warnings.join('\n')).toContain(
      '"help.contactPartner" ignored: a safety sentence must keep {site}',
    );
  });
});
