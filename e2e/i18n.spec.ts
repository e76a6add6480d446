import type { Page } from '@playwright/test';
import { en } from '../src/i18n/en';
import { es } from '../src/i18n/es';
import { tr } from '../src/i18n/tr';
import { createTranslator } from '../src/i18n/translate';
import type { Messages, Translate } from '../src/i18n/types';
import { uk } from '../src/i18n/uk';
import { zh } from '../src/i18n/zh';
import { expect, test } from './fixtures';
import {
  clearFaults,
  control,
  EVM_USER,
  expectAccessible,
  openQuoteDetails,
  shot,
  swapIdFromUrl,
} from './helpers';

/**
 * Each language renders the route step translated, with no missing key and no unfilled
 * placeholder, and with numbers written the locale's way. The expected texts come from the
 * dictionaries themselves, so a wording change does not break the test; a key that is missing,
 * mistyped or left unfilled does.
 */
const LANGUAGES: { code: string; htmlLang: string; messages: Messages; usd: RegExp }[] = [
  { code: 'en', htmlLang: 'en', messages: en, usd: /^\$1,234\.50$/ },
  // Spanish leaves a four-digit amount ungrouped and puts the currency after it.
  { code: 'es', htmlLang: 'es', messages: es, usd: /^1234,50\sUS\$$/ },
  { code: 'zh-CN', htmlLang: 'zh-CN', messages: zh, usd: /^US\$1,234\.50$/ },
  { code: 'tr', htmlLang: 'tr', messages: tr, usd: /^\$1\.234,50$/ },
  { code: 'uk', htmlLang: 'uk', messages: uk, usd: /^1\s234,50\sUSD$/ },
];

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
    await dialog.getByRole('combobox', { name: t('picker.searchTokens') }).fill(token);
    await dialog
      .getByRole('option', { name: new RegExp(`^${token}\\b`) })
      .first()
      .click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

for (const { code, htmlLang, messages, usd } of LANGUAGES) {
  test(`the route step in ${code}: translated, no missing key, numbers for the locale`, async ({
    page,
  }, testInfo) => {
    const t = createTranslator(messages, htmlLang);
    await page.goto(`/?lang=${code}`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);

    // Before a route is chosen: the form in the language, the create button saying what is missing.
    await expect(page.getByRole('button', { name: t('route.blockRoute') })).toBeDisabled();
    await expect(page.getByLabel(t('route.amount'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('app.navHistory') })).toBeVisible();
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
  await page.goto('/?lang=de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Choose where to swap from and to.' })).toBeDisabled();
});

test('a language chunk loads only when chosen', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/?lang=en');
  await expect(page.getByRole('button', { name: 'Choose where to swap from and to.' })).toBeVisible();
  const englishOnly = [...scripts];
  await page.goto('/?lang=tr');
  await expect(
    page.getByRole('button', { name: createTranslator(tr, 'tr')('route.blockRoute') }),
  ).toBeVisible();
  const turkish = scripts.filter((path) => !englishOnly.includes(path));
  // Turkish needed exactly one more script than English: its own dictionary.
  expect(turkish.filter((path) => /\/tr[-.]/.test(path))).toHaveLength(1);
  expect(englishOnly.some((path) => /\/(es|zh|tr|uk)[-.]/.test(path))).toBe(false);
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
