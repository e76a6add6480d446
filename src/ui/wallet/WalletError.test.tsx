// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { describeBitcoinError, NoBitcoinWalletError } from '../../chains/bitcoin/errors';
import { describeEvmSendError } from '../../chains/evm/errors';
import { FAMILIES, familyDescriptor } from '../../chains/families';
import { type ChooserError, WalletChooser } from '../../chains/kit/chooser';
import { FamilyContext } from '../../chains/kit/family';
import { describeSolanaSendError } from '../../chains/solana/errors';
import { describeTronError } from '../../chains/tron/errors';
import { createTranslator, I18nProvider, type Lang, type Messages } from '../../i18n';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { fr } from '../../i18n/fr';
import { ja } from '../../i18n/ja';
import { ko } from '../../i18n/ko';
import { ptBR } from '../../i18n/ptBR';
import { ru } from '../../i18n/ru';
import { tr } from '../../i18n/tr';
import { lookup } from '../../i18n/translate';
import { uk } from '../../i18n/uk';
import { vi as vietnamese } from '../../i18n/vi';
import { zh } from '../../i18n/zh';
import { WALLET_ERROR_TEXT, WalletErrorMessage, walletErrorKey } from './WalletError';

afterEach(cleanup);

const DICTIONARIES: Record<Lang, Messages> = {
  en,
  es,
  zh,
  tr,
  uk,
  fr,
  de,
  'pt-BR': ptBR,
  ru,
  ja,
  ko,
  vi: vietnamese,
};

function inLanguage(language: string, children: ReactNode) {
  return render(<I18nProvider language={language}>{children}</I18nProvider>);
}

describe('wallet error sentences', () => {
  it('every kind a family declares has its own sentence in every language', () => {
    // The kinds as the families declare them (the map is typed over the union of their kinds,
    // so the typecheck fails when one is missing); here each must resolve in each dictionary.
    const kinds = Object.keys(WALLET_ERROR_TEXT);
    expect(kinds).toEqual(
      expect.arrayContaining(['rejected', 'insufficient_funds', 'wrong_chain', 'refused', 'unknown']),
    );
    for (const [lang, messages] of Object.entries(DICTIONARIES)) {
      for (const kind of kinds) {
        expect(lookup(messages, walletErrorKey(kind)), `${lang} ${kind}`).toBeTypeOf('string');
      }
    }
    // One key per kind, no two kinds sharing a key by mistake.
    expect(new Set(Object.values(WALLET_ERROR_TEXT)).size).toBe(kinds.length);
  });

  it('the kinds the families actually return have their own key (not the fallback)', () => {
    const produced = [
      describeEvmSendError({ code: 4001 }),
      describeEvmSendError({ code: 4902 }, 'Arbitrum One'),
      describeEvmSendError({ name: 'TransactionNotFoundError' }),
      describeSolanaSendError({ name: 'TransactionExpiredBlockheightExceededError' }),
      describeTronError(new Error('Portage could not reach it')),
      describeBitcoinError(new NoBitcoinWalletError('none')),
    ].map((d) => d.kind);
    expect(produced).toEqual([
      'rejected',
      'wrong_chain',
      'dropped',
      'blockhash_expired',
      'unknown',
      'no_wallet',
    ]);
    for (const kind of produced) expect(walletErrorKey(kind)).toBe(`walletError.${kind}`);
  });

  it('a kind no family declares reads as unknown, never as a raw key', () => {
    expect(walletErrorKey('something_new')).toBe('walletError.unknown');
    expect(walletErrorKey('__proto__')).toBe('walletError.unknown');
  });
});

describe('WalletErrorMessage', () => {
  const rejected = describeEvmSendError({ code: 4001, message: 'User rejected the request.' });

  it('in English shows exactly the family’s sentence, and nothing else', async () => {
    inLanguage('en', <WalletErrorMessage error={rejected} network="Local Chain A" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'You declined the request in your wallet. Nothing was sent; you can try again.',
    );
  });

  it('in Spanish shows the Spanish sentence, with the family’s English detail beneath it', async () => {
    inLanguage('es', <WalletErrorMessage error={rejected} network="Local Chain A" />);
    const alert = await screen.findByRole('alert');
    const [sentence, detail] = [...alert.querySelectorAll('p')];
    expect(sentence?.textContent).toBe(
      'Rechazaste la solicitud en tu billetera. No se envió nada; puedes intentarlo de nuevo.',
    );
    expect(detail?.textContent).toBe(rejected.message);
    expect(detail?.getAttribute('lang')).toBe('en');
    expect(detail?.className).toContain('portage-muted');
  });

  it('names the network in the translated sentence', async () => {
    const wrongChain = describeEvmSendError({ code: 4902 }, 'Local Chain A');
    inLanguage('uk', <WalletErrorMessage error={wrongChain} network="Local Chain A" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Перемкніть його на Local Chain A');
    expect(alert.textContent).toContain(wrongChain.message);
  });
});

describe('WalletChooser texts', () => {
  const chooser = (
    family: 'solana' | 'tron' | 'bitcoin',
    searching = false,
    error: ChooserError | null = null,
  ) => (
    // The host mounts a family's module inside its registry entry's descriptor; so does the test.
    <FamilyContext.Provider value={familyDescriptor(family, FAMILIES[family])}>
      <WalletChooser
        searching={searching}
        open
        choices={[]}
        busyId={null}
        error={error}
        onChoose={() => {}}
        onClose={() => {}}
      />
    </FamilyContext.Provider>
  );

  it('in English says what the family modules say today', () => {
    const t = createTranslator(en, 'en');
    expect(t('walletChooser.title', { family: 'Solana' })).toBe('Connect a Solana wallet');
    expect(t('walletChooser.searching', { family: 'Tron' })).toBe(
      'Looking for Tron wallets in this browser…',
    );
    expect(t('walletChooser.empty.bitcoin')).toBe(
      describeBitcoinError(new NoBitcoinWalletError('none')).message,
    );
  });

  it('titles the dialog and says no wallet was found in the chosen language', async () => {
    inLanguage('es', chooser('solana'));
    expect(await screen.findByRole('heading', { name: 'Conecta una billetera de Solana' })).toBeTruthy();
    expect(screen.getByText(/No se encontró ninguna billetera de Solana/)).toBeTruthy();
  });

  it('says it is still looking while the family searches', async () => {
    inLanguage('tr', chooser('tron', true));
    expect(await screen.findByRole('heading', { name: 'Tron cüzdanı bağla' })).toBeTruthy();
    expect(screen.getByText('Bu tarayıcıda Tron cüzdanları aranıyor…')).toBeTruthy();
  });

  const failed: ChooserError = {
    wallet: 'Xverse',
    reason: 'failed',
    message: `Xverse could not connect: ${describeBitcoinError({ name: 'BitcoinNodeError', kind: 'unreachable' }).message}`,
  };

  it('in English shows the family module’s connect error exactly', async () => {
    inLanguage('en', chooser('bitcoin', false, failed));
    expect((await screen.findByRole('alert')).textContent).toBe(failed.message);
  });

  it('in Spanish says the wallet could not connect, with the English detail beneath', async () => {
    inLanguage('es', chooser('bitcoin', false, failed));
    const paragraphs = [...(await screen.findByRole('alert')).querySelectorAll('p')].map(
      (p) => p.textContent,
    );
    expect(paragraphs).toEqual(['Xverse no pudo conectarse.', failed.message]);
  });

  it('a declined connection is one translated sentence (the English would only repeat it)', async () => {
    const declined: ChooserError = {
      wallet: 'TronLink',
      reason: 'declined',
      message: 'You declined the connection in TronLink. You can try again.',
    };
    inLanguage('zh', chooser('tron', false, declined));
    expect((await screen.findByRole('alert')).textContent).toBe('您在 TronLink 中拒绝了连接。您可以重试。');
    // The English entry is the sentence the family modules write today.
    expect(createTranslator(en, 'en')('walletChooser.declined', { wallet: 'TronLink' })).toBe(
      declined.message,
    );
  });
});
