/**
 * One broken step never blanks the widget (issue 10): a step that really throws in the production
 * build is replaced by the boundary's message and "Try again", while the header, the navigation and
 * the other steps keep working; "Try again" renders the step once the cause is gone; in a partner's
 * page the host is told once, by an `error` event without the API key.
 *
 * How a step is broken without test code in the product: the browser's date formatting
 * (`Intl.DateTimeFormat.prototype.format`) throws while `window.__portageBreakDates` is true. Only the
 * History step formats dates (each swap's creation time, `formatDateTime`), so only it breaks.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearFaults, expectAccessible, fillSwap, shot } from './helpers';
import { HOST_ORIGIN, openHost, PARTNER_KEY, WIDGET_ORIGIN, widgetFrame } from './host';

interface PortageEvent {
  source: string;
  version: number;
  type: string;
  payload: Record<string, unknown>;
}

/**
 * Before any page script runs, in every frame: date formatting throws while the flag is set. The
 * error's message names `secret` (the API key in use), as a careless error message might.
 */
async function breakDateFormatting(page: Page, secret: string) {
  await page.addInitScript((secret) => {
    const flags = window as unknown as { __portageBreakDates?: boolean };
    flags.__portageBreakDates = true;
    const proto = Intl.DateTimeFormat.prototype;
    const format = Object.getOwnPropertyDescriptor(proto, 'format');
    Object.defineProperty(proto, 'format', {
      configurable: true,
      get() {
        if (flags.__portageBreakDates) throw new RangeError(`Date formatting is unavailable (key ${secret})`);
        return format?.get?.call(this);
      },
    });
  }, secret);
}

/** Uncaught errors of the page and its frames: a caught step error must not be one. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('a step that throws shows the boundary’s message; the header, navigation and route step still work; Try again renders it once fixed', async ({
  page,
}, testInfo) => {
  await breakDateFormatting(page, 'portage-sandbox-key');
  const errors = pageErrors(page);
  await page.goto('/');
  // A swap in the history, so that the History step has a date to format.
  await fillSwap(page);
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();

  await page.getByRole('button', { name: 'History' }).click();
  const failed = page.getByTestId('step-failed');
  await expect(failed.getByRole('alert')).toHaveText('This part of the widget stopped working.');
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your swaps' })).toHaveCount(0);
  // The rest of the widget stays: the header and its navigation, in a root that is not blank.
  await expect(page.getByRole('heading', { name: 'Portage', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Portage' })).toBeVisible();
  expect((await page.locator('#root').textContent())?.trim()).not.toBe('');
  await shot(page, testInfo, 'history-broken');
  await expectAccessible(page, 'a broken step');

  // A person can still go back and get a quote.
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(failed).toHaveCount(0);
  await fillSwap(page, '0.25');
  await expect(page.getByTestId('receive-amount')).toContainText('ETH');

  // History breaks again (a fresh mount); once dates format again, Try again shows it.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(failed).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __portageBreakDates?: boolean }).__portageBreakDates = false;
  });
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Your swaps' })).toBeVisible();
  await expect(page.getByRole('button', { name: /0\.5 ETH/ })).toHaveCount(1);
  await expect(failed).toHaveCount(0);

  // The boundary caught it: nothing reached the page as an uncaught error.
  expect(errors).toEqual([]);
});

test('embedded in a partner’s page: the host receives exactly one error event for the broken step, without the API key', async ({
  page,
}) => {
  await breakDateFormatting(page, PARTNER_KEY);
  const errors = pageErrors(page);
  const widget = await openHost(page, { apiKey: PARTNER_KEY, lang: 'en' });
  await fillSwap(widget);
  await widget.getByRole('button', { name: 'Create swap' }).click();
  await expect(widget.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();

  await widget.getByRole('button', { name: 'History' }).click();
  await expect(widget.getByTestId('step-failed').getByRole('alert')).toHaveText(
    'This part of the widget stopped working.',
  );

  const errorEvents = async () =>
    (
      await page.evaluate(() => (window as unknown as { portageEvents: PortageEvent[] }).portageEvents)
    ).filter((event) => event.type === 'error');
  await expect.poll(async () => (await errorEvents()).length).toBe(1);
  // Still one a moment later (no second report for the same failure).
  await page.waitForTimeout(1_000);
  const [event] = await errorEvents();
  expect(await errorEvents()).toHaveLength(1);
  expect(event).toEqual({
    source: 'portage',
    version: 1,
    type: 'error',
    payload: {
      code: 'COMPONENT_ERROR',
      step: 'history',
      message: 'Date formatting is unavailable (key [redacted])',
    },
  });
  // Every message the partner's page got: the error came from the widget's origin, once, and no
  // message carries the key.
  const messages = await page.evaluate(
    () => (window as unknown as { hostMessages: { origin: string; data: { type?: string } }[] }).hostMessages,
  );
  const errorMessages = messages.filter((message) => message.data?.type === 'error');
  expect(errorMessages.map((message) => message.origin)).toEqual([WIDGET_ORIGIN]);
  expect(JSON.stringify(messages)).not.toContain(PARTNER_KEY);
  expect(new URL(page.url()).origin).toBe(HOST_ORIGIN);

  // The rest of the widget in the frame works, and Try again renders the step once fixed.
  await widget.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(widget.getByRole('button', { name: /^From\b/ })).toBeVisible();
  await widget.getByRole('button', { name: 'History' }).click();
  await widgetFrame(page).evaluate(() => {
    (window as unknown as { __portageBreakDates?: boolean }).__portageBreakDates = false;
  });
  await widget.getByRole('button', { name: 'Try again' }).click();
  await expect(widget.getByRole('heading', { name: 'Your swaps' })).toBeVisible();
  await expect(widget.getByRole('button', { name: /0\.5 ETH/ })).toHaveCount(1);
  expect(errors).toEqual([]);
});
