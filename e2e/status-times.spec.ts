/**
 * Honest time per status (issue 35, point 4), on the sandbox: the awaiting-deposit step says when
 * the unfunded swap expires (from the sandbox's `expires_date`); a swap whose refund is held says,
 * while it is refunding, what comes back, in which token, to which address and that gas is taken
 * from it, with the time in the step and what comes next (and, once the wait is long, says so
 * calmly); once refunded, the refund's own amount and address. Both spellings of the refund in
 * progress are walked.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  clearFaults,
  control,
  createManualSwap,
  expectAccessible,
  fillSwap,
  KEY,
  SANDBOX,
  shot,
  shownText,
  swapIdFromUrl,
} from './helpers';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

interface ServiceTransaction {
  type?: string;
  from?: string;
  to?: string;
  amount?: number;
}

/** The swap as the sandbox reports it. */
async function serviceSwap(request: APIRequestContext, id: string) {
  const response = await request.get(`${SANDBOX}/api/v2/swaps/${id}`, { headers: { 'X-SVC-APIKEY': KEY } });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  return data.swap as { status: string; expires_date?: string; transactions: ServiceTransaction[] };
}

/** The page's own wording of a time of day, as the widget writes it (English). */
function timeOfDay(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (at) => new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(Date.parse(at)),
    iso,
  );
}

/** Screenshots at 1280 and 360 px, light and dark, kept with the test's artifacts. */
async function shotsAtEverySize(page: Page, testInfo: Parameters<typeof shot>[1], name: string) {
  for (const [width, height] of [
    [1280, 900],
    [360, 780],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await shot(page, testInfo, `${name}-${width}-${scheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the awaiting-deposit step says when the unfunded swap expires, from the service', async ({
  page,
  request,
}, testInfo) => {
  const id = await createManualSwap(page);
  const { expires_date: expires } = await serviceSwap(request, id);
  expect(expires, 'the sandbox names the deposit window’s end').toBeTruthy();
  // The sandbox runs 20× fast: its two-hour window is six minutes here.
  await expect(page.getByTestId('deposit-expiry')).toHaveText(
    `Expires at ${await timeOfDay(page, expires ?? '')} (in ~6 min). Send the deposit only before then.`,
  );
  await shotsAtEverySize(page, testInfo, 'awaiting-deposit');
  await expectAccessible(page, 'the deposit step with its expiry');
});

test('a refund says what comes back, in which token, to which address, less gas; then what came back', async ({
  page,
  request,
}, testInfo) => {
  // The page's clock is the test's, so that a long wait can be shown without waiting for it.
  await page.clock.install();
  const id = await createManualSwap(page);
  await control(request, `/sandbox/swaps/${id}/scenario`, { scenario: 'refund_hold' });
  await control(request, `/sandbox/swaps/${id}/deposit`);

  await expect(page.getByRole('heading', { name: 'Refund in progress' })).toBeVisible({ timeout: 20_000 });
  const input = (await serviceSwap(request, id)).transactions.find((tx) => tx.type === 'input');
  expect(input?.from).toMatch(/^0x[0-9a-fA-F]{40}$/);
  // What comes back: the deposit less the refund's gas, in the source token, on the source network.
  await expect(page.getByTestId('refund-amount')).toHaveText(
    'about 0.5 ETH on Ethereum, less the network fee for the refund',
  );
  // Where to: no refund address was given and no wallet sent it, so the deposit's sender.
  await expect(page.getByTestId('refund-address')).toHaveText(input?.from ?? '');
  await expect(page.getByText('the address your deposit came from')).toBeVisible();
  await expect(page.getByTestId('refund-gas')).toHaveText(
    'The network fee (gas) for sending the refund is taken from the refunded amount.',
  );
  // What comes next, how long it usually takes (said as the route's swap time), since when.
  await expect(page.getByTestId('status-next')).toHaveText(
    /^Next: the service sends your deposit back in ETH on Ethereum, less the network fee for the refund\. The service gives no time for refunds; swaps on this route usually take ~\d+ (s|min)\.$/,
  );
  await expect(page.getByTestId('status-since')).toHaveText(
    /^In this step for at least 0:\d\d: first seen here at \d{1,2}:\d\d [AP]M$/,
  );
  // Said once to a screen reader, without the clock.
  await expect(page.getByTestId('status-announcer')).toHaveText(
    'Next: the service sends your deposit back in ETH on Ethereum, less the network fee for the refund.',
  );
  await expect(page.getByTestId('status-slow')).toHaveCount(0);
  await shotsAtEverySize(page, testInfo, 'refunding');
  await expectAccessible(page, 'the refund in progress');

  // Six minutes later (the page's clock), the held refund is longer than usual: said calmly.
  await page.clock.fastForward('06:00');
  await expect(page.getByTestId('status-slow')).toHaveText(
    'This is taking longer than usual. Nothing is needed from you yet: the swap goes on by itself. If it stays like this, open Help on this swap.',
  );
  await expect(page.getByTestId('status-since')).toHaveText(/^In this step for at least 6:\d\d: /);
  await expect(page.getByTestId('status-announcer')).toHaveText(/This is taking longer than usual\./);
  await shot(page, testInfo, 'refunding-slow');

  // The refund is let go: the refund transaction's own amount and address.
  await control(request, `/sandbox/swaps/${id}/scenario`, { scenario: 'refund' });
  await page.clock.fastForward('00:10');
  await expect(page.getByRole('heading', { name: 'Refunded' })).toBeVisible({ timeout: 20_000 });
  const refund = (await serviceSwap(request, id)).transactions.find((tx) => tx.type === 'refund');
  expect(refund?.to).toBe(input?.from);
  const amount = await shownText(page.getByTestId('refund-amount'));
  expect(amount).toMatch(/^0\.49\d* ETH on Ethereum$/);
  expect(Number(amount.split(' ')[0])).toBeCloseTo(refund?.amount ?? 0, 6);
  await expect(page.getByTestId('refund-address')).toHaveText(refund?.to ?? '');
  await expect(page.locator('.portage-facts')).toContainText('Network fee deducted');
  await expect(page.getByTestId('status-next')).toHaveText('Nothing more happens: the refund was sent.');
  await expect(page.getByTestId('status-since')).toHaveText(/^Since \d{1,2}:\d\d [AP]M$/);
  await expect(page.getByTestId('status-slow')).toHaveCount(0);
  await shotsAtEverySize(page, testInfo, 'refunded');
  await expectAccessible(page, 'the refunded screen');
});

test('the public service’s spelling, pending_refund, gets the same refund screen', async ({
  page,
  request,
}) => {
  const id = await createManualSwap(page);
  await control(request, `/sandbox/swaps/${id}/scenario`, {
    scenario: 'refund_hold',
    refund_status: 'pending_refund',
  });
  await control(request, `/sandbox/swaps/${id}/deposit`);
  await expect(page.getByRole('heading', { name: 'Refund in progress' })).toBeVisible({ timeout: 20_000 });
  expect((await serviceSwap(request, id)).status).toBe('pending_refund');
  await expect(page.locator('section[data-status="pending_refund"]')).toBeVisible();
  await expect(page.getByTestId('refund-amount')).toHaveText(
    'about 0.5 ETH on Ethereum, less the network fee for the refund',
  );
  await expect(page.getByTestId('refund-gas')).toBeVisible();
  await expect(page.getByTestId('status-next')).toHaveText(
    /^Next: the service sends your deposit back in ETH/,
  );
  await expect(page.getByTestId('status-since')).toHaveText(
    /^In this step for at least 0:\d\d: first seen here/,
  );
});
