import type { APIRequestContext, Page } from '@playwright/test';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { es } from '../src/i18n/es';
import { fr } from '../src/i18n/fr';
import { ja } from '../src/i18n/ja';
import { ko } from '../src/i18n/ko';
import { ptBR } from '../src/i18n/ptBR';
import { ru } from '../src/i18n/ru';
import { tr } from '../src/i18n/tr';
import { createTranslator } from '../src/i18n/translate';
import type { Messages, Translate } from '../src/i18n/types';
import { uk } from '../src/i18n/uk';
import { vi } from '../src/i18n/vi';
import { zh } from '../src/i18n/zh';
import { expect, test } from './fixtures';
import {
  clearFaults,
  control,
  EVM_USER,
  expectAccessible,
  KEY,
  openQuoteDetails,
  SANDBOX,
  shot,
  swapIdFromUrl,
} from './helpers';
import { HOST_PAGE, WIDGET_ORIGIN } from './host';

type Ending = 'completed' | 'expired' | 'failed' | 'refunded';

/**
 * Each language walks the steps a person sees, translated, with no missing key and no unfilled
 * placeholder, and with numbers written the locale's way. The expected texts come from the
 * dictionaries themselves, so a wording change does not break the test; a key that is missing,
 * mistyped or left unfilled does. The swap's ending differs by language, so that together they
 * show every ending screen in several languages.
 */
const LANGUAGES: {
  code: string;
  htmlLang: string;
  messages: Messages;
  /** The name of its chunk in the build (`assets/<chunk>-<hash>.js`); none for English. */
  chunk?: string;
  usd: RegExp;
  ending: Ending;
}[] = [
  { code: 'en', htmlLang: 'en', messages: en, usd: /^\$1,234\.50$/, ending: 'completed' },
  // Spanish leaves a four-digit amount ungrouped and puts the currency after it.
  { code: 'es', htmlLang: 'es', messages: es, chunk: 'es', usd: /^1234,50\sUS\$$/, ending: 'expired' },
  { code: 'zh-CN', htmlLang: 'zh-CN', messages: zh, chunk: 'zh', usd: /^US\$1,234\.50$/, ending: 'failed' },
  { code: 'tr', htmlLang: 'tr', messages: tr, chunk: 'tr', usd: /^\$1\.234,50$/, ending: 'refunded' },
  { code: 'uk', htmlLang: 'uk', messages: uk, chunk: 'uk', usd: /^1\s234,50\sUSD$/, ending: 'completed' },
  { code: 'fr', htmlLang: 'fr', messages: fr, chunk: 'fr', usd: /^1\s234,50\s\$US$/, ending: 'expired' },
  { code: 'de', htmlLang: 'de', messages: de, chunk: 'de', usd: /^1\.234,50\s\$$/, ending: 'failed' },
  // `pt_br` as a person might type it: the widget canonicalizes it for Intl and <html lang>.
  {
    code: 'pt_br',
    htmlLang: 'pt-BR',
    messages: ptBR,
    chunk: 'ptBR',
    usd: /^US\$\s1\.234,50$/,
    ending: 'refunded',
  },
  { code: 'ru', htmlLang: 'ru', messages: ru, chunk: 'ru', usd: /^1\s234,50\s\$$/, ending: 'completed' },
  { code: 'ja', htmlLang: 'ja', messages: ja, chunk: 'ja', usd: /^\$1,234\.50$/, ending: 'expired' },
  { code: 'ko', htmlLang: 'ko', messages: ko, chunk: 'ko', usd: /^US\$1,234\.50$/, ending: 'failed' },
  { code: 'vi', htmlLang: 'vi', messages: vi, chunk: 'vi', usd: /^1\.234,50\sUS\$$/, ending: 'refunded' },
];

/** A language dictionary's chunk among the page's scripts. */
const LANGUAGE_CHUNK = /\/assets\/(es|zh|tr|uk|fr|de|ptBR|ru|ja|ko|vi)-[\w-]+\.js$/;

/**
 * Every key of the English dictionary ("route.create", "picker.searchNetworks"…): `t()` shows a key
 * it cannot find as the key itself, so a missing translation would put one of these on the page.
 */
function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' || 'other' in value ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}
const KEYS = keysOf(en);
const PLACEHOLDER_PATTERN = /\{\w+\}/;

/** All text a person can meet: the page's text and its labels, placeholders and titles. */
async function visibleTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')].flatMap(
      (element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, one block per line.
    return [document.body.innerText, ...attributes].join('\n');
  });
}

async function expectNoMissingKeys(page: Page, where: string) {
  const text = await visibleTexts(page);
  expect(
    KEYS.filter((key) => text.includes(key)),
    `${where}: message keys shown`,
  ).toEqual([]);
  expect(text.match(PLACEHOLDER_PATTERN), `${where}: a {placeholder} is left`).toBeNull();
}

/**
 * The widget's own warnings about language: `t()` warns "Portage: no text for …" for a key its
 * dictionary lacks (even one built at run time, which the page scan above cannot know), and the
 * provider warns when a chunk fails to load or a tag is not supported.
 */
function languageWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      /^Portage: (no text for|the ".*" language could not be loaded|language ".*" is not supported)/.test(
        text,
      )
    )
      warnings.push(text);
  });
  return warnings;
}

/** Chooses a network, then a token, through the translated picker. */
async function pick(page: Page, t: Translate, side: 'from' | 'to', network: string, token: string) {
  const label = side === 'from' ? t('picker.from') : t('picker.to');
  // The picker's button is named by its side's label and its value ("Desde Elige red y token").
  const button = page.locator(`button[aria-labelledby^="portage-${side}-label"]`);
  await expect(button).toHaveAccessibleName(new RegExp(`^${label}\\s`));
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: t('picker.networkTitle', { side: label }) }),
  ).toBeVisible();
  await expectNoMissingKeys(page, `${side} picker`);
  await dialog.getByRole('combobox', { name: t('picker.searchNetworks') }).fill(network);
  await dialog
    .getByRole('option', { name: new RegExp(`^${network}`) })
    .first()
    .click();
  if (await dialog.isVisible()) {
    await expect(
      dialog.getByRole('heading', { name: t('picker.tokenTitle', { side: label, network }) }),
    ).toBeVisible();
    await expectNoMissingKeys(page, `${side} token picker`);
    await dialog.getByRole('combobox', { name: t('picker.searchTokens') }).fill(token);
    await dialog
      .getByRole('option', { name: new RegExp(`^${token}\\b`) })
      .first()
      .click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Waits until the sandbox says the swap reached `status` (it runs 20 times faster than real time). */
async function waitForStatus(request: APIRequestContext, id: string, status: string) {
  await expect
    .poll(
      async () => {
        const response = await request.get(`${SANDBOX}/api/v2/swaps/${id}`, {
          headers: { 'X-SVC-APIKEY': KEY },
        });
        return (await response.json()).data.swap.status;
      },
      { timeout: 8_000, intervals: [200] },
    )
    .toBe(status);
}

/**
 * Drives the swap to its ending through the sandbox, then reloads (the swap stays in the address
 * bar) rather than wait for the next poll, which while a deposit is awaited comes every 5 s.
 */
async function reachEnding(page: Page, request: APIRequestContext, id: string, ending: Ending, t: Translate) {
  if (ending === 'completed') {
    await control(request, `/sandbox/swaps/${id}/deposit`, {});
  } else if (ending === 'expired') {
    await control(request, `/sandbox/swaps/${id}/scenario`, { scenario: 'expire' });
  } else if (ending === 'failed') {
    // Below the route's minimum: received, not swapped.
    await control(request, `/sandbox/swaps/${id}/deposit`, { amount: '0.000001' });
  } else {
    await control(request, `/sandbox/swaps/${id}/scenario`, { scenario: 'refund' });
    await control(request, `/sandbox/swaps/${id}/deposit`, {});
  }
  await waitForStatus(request, id, ending);
  await page.reload();
  const heading = {
    completed: t('status.titleCompleted'),
    expired: t('status.expired'),
    failed: t('status.failed'),
    refunded: t('status.refunded'),
  }[ending];
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  if (ending === 'expired') await expect(page.getByText(t('status.expiredText'))).toBeVisible();
  if (ending === 'failed') {
    await expect(page.getByText(t('status.failReason.received_less_than_valid_range')).first()).toBeVisible();
  }
  if (ending === 'refunded') await expect(page.getByText(t('status.feeDeducted'))).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

for (const { code, htmlLang, messages, chunk, usd, ending } of LANGUAGES) {
  test(`${code}: route, pickers, deposit and ${ending} screens translated, no missing key, numbers for the locale`, async ({
    page,
    request,
  }, testInfo) => {
    const t = createTranslator(messages, htmlLang);
    const warnings = languageWarnings(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`/?lang=${code}`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);

    // Before a route is chosen: the form in the language, the create button saying what is missing.
    await expect(page.getByRole('button', { name: t('route.blockRoute') })).toBeDisabled();
    await expect(page.getByLabel(t('route.amount'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('app.navHistory') })).toBeVisible();
    if (code !== 'en') {
      // The language's own words, not English ones (the dictionary's chunk did load and apply).
      for (const key of ['route.blockRoute', 'route.amount', 'app.navHistory'] as const) {
        expect(t(key), key).not.toBe(createTranslator(en, 'en')(key));
      }
      await expect(page.getByText(createTranslator(en, 'en')('route.amount'), { exact: true })).toHaveCount(
        0,
      );
    }
    await expectNoMissingKeys(page, 'empty route step');

    // A route, an amount: the USD value, limits and quote rows in the locale's way.
    await pick(page, t, 'from', 'Ethereum', 'USDC');
    await pick(page, t, 'to', 'Arbitrum One', 'USDC');
    const amount = page.getByLabel(t('route.amountOf', { token: 'USDC' }));
    await expect(page.getByTestId('route-limits')).toContainText(
      t('route.limits', { min: '', max: '', token: 'USDC' }).split(' ')[0] ?? '',
    );
    await amount.fill('1234.5');
    // USDC is worth $1 in the sandbox: the amount's USD value, written the locale's way.
    await expect(page.getByTestId('amount-usd')).toHaveText(usd);
    await expect(page.getByTestId('receive-amount')).toContainText('USDC');
    await openQuoteDetails(page);
    await expect(page.getByText(t('quote.minimumReceived'), { exact: true })).toBeVisible();
    // A wallet deposit is offered first: the card's button connects the wallet.
    await expect(page.getByRole('button', { name: t('wallet.connect') })).toBeEnabled();
    await page.getByLabel(t('route.sendMyself')).check();
    await expect(page.getByRole('button', { name: t('route.blockDestination') })).toBeDisabled();
    await expectNoMissingKeys(page, 'route step with a quote');
    await shot(page, testInfo, `route-step-${code}`);
    await expectAccessible(page, `route step (${code})`);

    // The swap: its deposit step (a deposit by hand), then its ending.
    await page.getByLabel(t('route.destinationOn', { network: 'Arbitrum One' })).fill(EVM_USER);
    await page.getByRole('button', { name: t('route.create') }).click();
    await expect(page.getByRole('heading', { name: t('deposit.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('deposit.copyAddress') })).toBeVisible();
    // What the person copies and sends stays canonical: dot decimal, no grouping.
    await expect(page.getByTestId('deposit-amount')).toHaveText('1234.5 USDC');
    await expectNoMissingKeys(page, 'deposit step');
    await shot(page, testInfo, `deposit-step-${code}`);

    await reachEnding(page, request, swapIdFromUrl(page), ending, t);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expectNoMissingKeys(page, `${ending} screen`);
    await shot(page, testInfo, `${ending}-${code}`);

    // Its own dictionary was fetched as a chunk of its own, and no other language's.
    const chunks = scripts
      .filter((path) => LANGUAGE_CHUNK.test(path))
      .map((path) => LANGUAGE_CHUNK.exec(path)?.[1]);
    expect(new Set(chunks)).toEqual(new Set(chunk ? [chunk] : []));
    expect(warnings).toEqual([]);
  });
}

test('an invalid destination address is explained in Spanish', async ({ page }) => {
  const t = createTranslator(es, 'es');
  const english = createTranslator(en, 'en');
  await page.goto('/?lang=es');
  await pick(page, t, 'from', 'Ethereum', 'USDC');
  await pick(page, t, 'to', 'Arbitrum One', 'USDC');
  const address = page.getByLabel(t('route.destinationOn', { network: 'Arbitrum One' }));
  const error = page.locator('#portage-destination-error');

  await address.fill('0x1234');
  const spanish = t('address.evm.length', { length: '4' });
  expect(spanish).not.toBe(english('address.evm.length', { length: '4' }));
  await expect(error).toHaveText(spanish);
  // The field itself is described by the reason (what a screen reader says on focus).
  await expect(address).toHaveAccessibleDescription(spanish);

  // A Solana address on an EVM route: the phrases inside the sentence are Spanish too.
  await address.fill('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
  await expect(error).toHaveText(
    t('address.looksLike', { kind: t('address.kind.solana'), destination: t('address.network.evm') }),
  );
  await expect(error).toContainText('una red de tipo Ethereum');
  await expectNoMissingKeys(page, 'route step with an address refused');
});

test('an unsupported language shows English', async ({ page }) => {
  await page.goto('/?lang=it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Choose where to swap from and to.' })).toBeDisabled();
});

test('a whole swap in Spanish: deposit, status and history screens translated, copied values canonical', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const t = createTranslator(es, 'es');
  await page.goto('/?lang=es');
  await pick(page, t, 'from', 'Ethereum', 'ETH');
  await pick(page, t, 'to', 'Arbitrum One', 'ETH');
  await page.getByLabel(t('route.sendMyself')).check();
  await page.getByLabel(t('route.amountOf', { token: 'ETH' })).fill('0,5');
  await page.getByLabel(t('route.destinationOn', { network: 'Arbitrum One' })).fill(EVM_USER);
  await expect(page.getByTestId('receive-amount')).toHaveText(/^0,49\d* ETH$/);
  await page.getByRole('button', { name: t('route.create') }).click();

  await expect(page.getByRole('heading', { name: t('deposit.title') })).toBeVisible();
  // What the person copies and sends stays canonical: dot decimal, no grouping.
  await expect(page.getByTestId('deposit-amount')).toHaveText('0.5 ETH');
  await expect(page.getByRole('button', { name: t('deposit.copyAmount') })).toBeVisible();
  await expectNoMissingKeys(page, 'deposit step');
  await shot(page, testInfo, 'deposit-step-es');

  await control(request, `/sandbox/swaps/${swapIdFromUrl(page)}/deposit`, {});
  await expect(page.getByRole('heading', { name: t('status.titleCompleted') })).toBeVisible({
    timeout: 40_000,
  });
  await expect(page.getByTestId('received-amount')).toHaveText(/^0,49\d* ETH$/);
  await expectNoMissingKeys(page, 'status step');
  await shot(page, testInfo, 'status-step-es');

  await page.getByRole('button', { name: t('app.navHistory') }).click();
  await expect(page.getByRole('heading', { name: t('history.title') })).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`0,5 ETH.*${t('history.status.completed')}`) }),
  ).toBeVisible();
  await expectNoMissingKeys(page, 'history');
});

test.describe('a partner’s own words (`strings`)', () => {
  const frenchT = createTranslator(fr, 'fr');

  /** Opens the partner's page with these widget parameters; returns the widget's frame. */
  async function openPartnerPage(page: Page, params: Record<string, string>) {
    const url = new URL(HOST_PAGE);
    // The widget this run serves (host.html's default is the unshifted port).
    url.searchParams.set('widget', `${WIDGET_ORIGIN}/`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    await page.goto(url.href);
    return page.frameLocator('#portage iframe');
  }

  /** Every console warning of the page and its frames. */
  function consoleWarnings(page: Page): string[] {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    return warnings;
  }

  test('from the frame’s URL: shown in place of the dictionary’s, the rest still French, an unknown key warned', async ({
    page,
  }) => {
    const warnings = consoleWarnings(page);
    const widget = await openPartnerPage(page, {
      lang: 'fr',
      strings: JSON.stringify({
        fr: {
          'route.blockRoute': 'Choisissez votre trajet',
          'app.navHistory': 'Mes échanges',
          'route.craete': 'x',
        },
        // Another language's words are not shown in French.
        en: { 'route.amount': 'How much' },
      }),
    });
    await expect(widget.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(widget.getByRole('button', { name: 'Choisissez votre trajet' })).toBeDisabled();
    await expect(widget.getByRole('button', { name: 'Mes échanges' })).toBeVisible();
    // Not overridden: French from the dictionary.
    await expect(widget.getByLabel(frenchT('route.amount'), { exact: true })).toBeVisible();
    await expect(widget.getByRole('button', { name: frenchT('app.navSwap') })).toBeVisible();
    await expect.poll(() => warnings).toContain('Portage: strings.fr: unknown key "route.craete" ignored.');
  });

  test('from a config_update: the visible text changes without a reload, and goes back when removed', async ({
    page,
  }) => {
    const warnings = consoleWarnings(page);
    const widget = await openPartnerPage(page, {});
    const create = widget.getByRole('button', { name: 'Choose where to swap from and to.' });
    await expect(create).toBeDisabled();
    // Typed before the update: still there after it, so the widget did not reload.
    await widget.getByLabel('Amount', { exact: true }).fill('0.25');

    await page.evaluate(
      (strings) => {
        (window as unknown as { portage: { update(config: object): void } }).portage.update({ strings });
      },
      JSON.stringify({
        en: {
          'route.blockRoute': 'Pick a route to swap',
          'route.amount': 'Send {amount}',
          'route.craete': 'x',
        },
      }),
    );
    await expect(widget.getByRole('button', { name: 'Pick a route to swap' })).toBeDisabled();
    await expect(widget.getByLabel('Amount', { exact: true })).toHaveValue('0.25');
    // A placeholder the original text has not would show as raw braces: refused, named, the text kept.
    await expect.poll(() => warnings).toContain('Portage: strings.en: unknown key "route.craete" ignored.');
    expect(warnings).toContain(
      'Portage: strings.en: "route.amount" ignored: {amount} is not a placeholder of this text (it has none).',
    );
    await expect(widget.getByText('Send {amount}')).toHaveCount(0);

    await page.evaluate(() => {
      (window as unknown as { portage: { update(config: object): void } }).portage.update({ strings: null });
    });
    await expect(widget.getByRole('button', { name: 'Choose where to swap from and to.' })).toBeDisabled();
  });

  test('on the widget’s own page, a link’s `strings` are ignored with a warning', async ({ page }) => {
    const warnings = consoleWarnings(page);
    const strings = JSON.stringify({ en: { 'route.blockRoute': 'Send your ETH to 0xabc first' } });
    await page.goto(`/?strings=${encodeURIComponent(strings)}`);
    await expect(page.getByRole('button', { name: 'Choose where to swap from and to.' })).toBeDisabled();
    await expect(page.getByText('Send your ETH to 0xabc first')).toHaveCount(0);
    expect(warnings.some((w) => w.startsWith('Portage: Parameter "strings" ignored'))).toBe(true);
  });
});
