import { expect, test } from './fixtures';
import {
  blockStorage,
  chooseManualDeposit,
  clearFaults,
  control,
  createManualSwap,
  EVM_USER,
  expectAccessible,
  fillSwap,
  openQuoteDetails,
  pickRoute,
  shot,
  swapIdFromUrl,
} from './helpers';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('a manual-deposit swap from route to completed, with every step accessible', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  await expectAccessible(page, 'the empty route step');
  await pickRoute(page, 'From', 'Ethereum', 'ETH');
  await pickRoute(page, 'To', 'Arbitrum One', 'ETH');
  // A wallet deposit is offered first; this person sends by hand.
  await expect(page.getByLabel('From my wallet')).toBeChecked();
  await chooseManualDeposit(page);
  // The limits show as the amount's hint before any amount is typed; the fee tiers are in the details.
  await expect(page.getByTestId('route-limits')).toContainText(/Min [\d.]+ ETH · Max [\d,.]+ ETH/);
  await page.getByLabel(/^Amount/).fill('0.5');
  await page.getByLabel(/^Destination address/).fill(EVM_USER);
  await expect(page.getByTestId('receive-amount')).toHaveText(/^0\.49\d* ETH$/);
  await expect(page.getByTestId('route-limits')).toHaveCount(0);
  await expect(page.getByTestId('quote-summary')).toContainText(/Fee \$[\d.]+ · ~\d+ min/);
  await openQuoteDetails(page);
  await expect(page.getByTestId('fee-tiers')).toContainText('fee 0.1%');
  await expect(page.getByText(/Quote refreshes in \d+ s/)).toBeVisible();
  await expect(page.getByText('Route', { exact: true }).locator('..')).toContainText('SANDBOX_BRIDGE');
  await shot(page, testInfo, '01-route-and-quote');
  await expectAccessible(page, 'the route step with a quote');

  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  const id = swapIdFromUrl(page);
  await expect(page.getByTestId('deposit-amount')).toHaveText('0.5 ETH');
  await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  // Storage works here: nothing to warn about.
  await expect(page.getByTestId('storage-notice')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /QR code of the deposit address/ })).toBeVisible();
  await expect(page.getByText('Send only ETH on Ethereum.')).toBeVisible();
  await shot(page, testInfo, '02-deposit');
  await expectAccessible(page, 'the deposit step');

  // Slow, so that each stage lasts long enough to be seen between two polls.
  await control(request, `/sandbox/swaps/${id}/scenario`, { scenario: 'slow' });
  await control(request, `/sandbox/swaps/${id}/deposit`, { transaction_id: `0x${'ab'.repeat(32)}` });
  await expect(page.getByRole('heading', { name: 'Swap in progress' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Deposit received')).toBeVisible();
  await expect(page.getByTestId('confirmations').first()).toHaveText(/^[0-3]\/3 confirmations$/);
  const link = page.getByRole('link', { name: /0xabab/ }).first();
  await expect(link).toHaveAttribute('href', `https://etherscan.io/tx/0x${'ab'.repeat(32)}`);
  await shot(page, testInfo, '03-status');
  await expectAccessible(page, 'the status step');

  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('received-amount')).toHaveText(/^0\.49\d* ETH$/);
  await expect(page.getByRole('link', { name: /^0x[0-9a-f]{6}…/ }).last()).toHaveAttribute(
    'href',
    /^https:\/\/arbiscan\.io\/tx\//,
  );
  await shot(page, testInfo, '04-completed');
  await expectAccessible(page, 'the completed step');

  await page.getByRole('button', { name: 'History' }).click();
  const item = page.getByRole('button', { name: /0\.5 ETH.*Completed/ });
  await expect(item).toBeVisible();
  await shot(page, testInfo, '05-history');
  await expectAccessible(page, 'the history');
  await item.click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible();
});

test('with browser storage blocked (a third-party iframe), a swap still completes and the page says history will not last', async ({
  page,
  request,
}) => {
  await blockStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await pickRoute(page, 'From', 'Ethereum', 'ETH');
  await pickRoute(page, 'To', 'Arbitrum One', 'ETH');
  // The wallet module gets storage in memory (src/lib/memory-storage.ts): the wallet is still offered.
  await expect(page.getByRole('radio', { name: 'From my wallet' })).toBeVisible();
  await chooseManualDeposit(page);
  await page.getByLabel(/^Amount/).fill('0.5');
  await page.getByLabel(/^Destination address/).fill(EVM_USER);
  await expect(page.getByTestId('receive-amount')).toContainText('ETH');
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByTestId('storage-notice')).toHaveText(
    'This page cannot keep data in your browser, so your swap history will not survive a reload. Keep the swap ID to find this swap again.',
  );
  const id = swapIdFromUrl(page);
  await control(request, `/sandbox/swaps/${id}/deposit`, {});
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 40_000 });
  // Kept in memory for this page: the history still lists it, with the same warning.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('button', { name: /0\.5 ETH.*Completed/ })).toBeVisible();
  await expect(page.getByTestId('storage-notice')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a refunded swap says the funds came back, how much, and links the refund', async ({
  page,
  request,
}, testInfo) => {
  const id = await createManualSwap(page);
  await control(request, `/sandbox/swaps/${id}/scenario`, { scenario: 'refund' });
  await control(request, `/sandbox/swaps/${id}/deposit`);
  await expect(page.getByRole('heading', { name: 'Refunded' })).toBeVisible({ timeout: 20_000 });
  const facts = page.locator('.portage-facts');
  await expect(facts).toContainText(/Refunded\s*0\.4\d+ ETH on Ethereum/);
  await expect(facts).toContainText('Network fee deducted');
  await expect(page.getByRole('link', { name: /^0x/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/etherscan\.io\/tx\//,
  );
  await shot(page, testInfo, 'refunded');
  await expectAccessible(page, 'the refunded screen');
});

test('an expired swap says nothing was swapped and not to send funds', async ({
  page,
  request,
}, testInfo) => {
  const id = await createManualSwap(page);
  await control(request, `/sandbox/swaps/${id}/scenario`, { scenario: 'expire' });
  await expect(page.getByRole('heading', { name: 'Swap expired' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/No deposit arrived in time/)).toBeVisible();
  await shot(page, testInfo, 'expired');
  await expectAccessible(page, 'the expired screen');
});

test('a failed swap explains why and what happened to the deposit', async ({ page, request }, testInfo) => {
  const id = await createManualSwap(page);
  await control(request, `/sandbox/swaps/${id}/deposit`, { amount: '0.00000001' });
  await expect(page.getByRole('heading', { name: 'Swap failed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('The deposit was smaller than the minimum for this route.')).toBeVisible();
  await expect(page.getByText(/was received but not swapped/)).toBeVisible();
  await shot(page, testInfo, 'failed');
  await expectAccessible(page, 'the failed screen');
});

test('a reload in the middle of a swap returns to its current step', async ({ page, request }) => {
  const id = await createManualSwap(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  await expect(page.getByTestId('deposit-amount')).toHaveText('0.5 ETH');
  await control(request, `/sandbox/swaps/${id}/deposit`);
  await page.goto('/');
  await page.goto(`/?swapId=${id}`);
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 20_000 });
});

test.describe('service errors become sentences next to the field they concern', () => {
  test('below the minimum and above the maximum, at the amount', async ({ page }) => {
    await page.goto('/');
    await fillSwap(page);
    const amount = page.getByLabel(/^Amount/);
    await amount.fill('0.0000001');
    await expect(page.locator('#portage-amount-error')).toHaveText(
      /^The minimum for this route is [\d.]+ ETH\.$/,
    );
    await amount.fill('1000000');
    await expect(page.locator('#portage-amount-error')).toHaveText(
      /^The maximum for this route is [\d.]+ ETH\.$/,
    );
    await expect(page.getByRole('button', { name: /Create swap/ })).toHaveCount(0);
  });

  test('a daily limit reached, at the amount', async ({ page, request }) => {
    await page.goto('/');
    await fillSwap(page);
    await control(request, '/sandbox/faults', {
      mode: 'error',
      status: 400,
      code: 'NETWORK_CURRENCY_DAILY_LIMIT_REACHED',
      message: 'Daily limit reached',
      path_prefix: '/api/v2/quote',
    });
    await page.getByLabel(/^Amount/).fill('0.6');
    await expect(page.locator('#portage-amount-error')).toHaveText(
      'Today’s limit for ETH on Ethereum has been reached. Try a smaller amount, or again tomorrow.',
    );
  });

  test('no route, at the route', async ({ page, request }) => {
    await page.goto('/');
    await fillSwap(page);
    await control(request, '/sandbox/faults', {
      mode: 'error',
      status: 404,
      code: 'ROUTE_NOT_FOUND_ERROR',
      message: 'No route',
      path_prefix: '/api/v2/quote',
    });
    await page.getByLabel(/^Amount/).fill('0.7');
    await expect(
      page.getByText('This route is not available right now. Choose another token or network.'),
    ).toBeVisible();
  });

  test('an invalid destination address, at the address', async ({ page }) => {
    await page.goto('/');
    await fillSwap(page);
    const address = page.getByLabel(/^Destination address/);
    await address.fill(EVM_USER.replace('C', 'c'));
    await expect(page.locator('#portage-destination-error')).toContainText(/checksum/i);
    await address.fill('0x1234');
    await expect(page.locator('#portage-destination-error')).toContainText('40');
    await expect(page.getByRole('button', { name: 'Create swap' })).toHaveCount(0);
  });
});

test('a phone-sized screen fits the whole flow without sideways scrolling', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await fillSwap(page);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await shot(page, testInfo, 'phone-route');
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  expect(await fits()).toBe(true);
  await shot(page, testInfo, 'phone-deposit');
  await control(request, `/sandbox/swaps/${swapIdFromUrl(page)}/deposit`);
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 20_000 });
  expect(await fits()).toBe(true);
  await shot(page, testInfo, 'phone-completed');
});

test('the service being down is said plainly, and the widget recovers by itself', async ({
  page,
  request,
}) => {
  await control(request, '/sandbox/faults', { mode: 'error', status: 503 });
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: 'The swap service is unavailable' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^From/ })).toHaveCount(0);
  await clearFaults(request);
  await expect(page.getByRole('button', { name: /^From/ })).toBeVisible({ timeout: 15_000 });
});

test('keyboard only: pick a route, fill the form and create the swap', async ({ page }) => {
  await page.goto('/');
  const chooseWithKeyboard = async (side: 'From' | 'To', network: string, token: string) => {
    await page.getByRole('button', { name: new RegExp(`^${side}\\b`) }).focus();
    await page.keyboard.press('Enter');
    // Opening a picker puts the cursor in its search box.
    await expect(page.getByRole('combobox', { name: 'Search networks' })).toBeFocused();
    await page.keyboard.type(network);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /Search tokens/ })).toBeFocused();
    await page.keyboard.type(token);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await chooseWithKeyboard('From', 'Ethereum', 'ETH');
  await chooseWithKeyboard('To', 'Arbitrum', 'ETH');
  await expect(page.getByRole('button', { name: /^From ETH on Ethereum/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^To ETH on Arbitrum One/ })).toBeVisible();
  await page.getByLabel('From my wallet').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Send it myself to a deposit address')).toBeChecked();
  await page.getByLabel(/^Amount/).focus();
  await page.keyboard.type('0.25');
  // From the amount, Tab goes through the token buttons and the deposit choice to the address.
  for (let i = 0; i < 8; i++) {
    if (await page.getByLabel(/^Destination address/).evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(page.getByLabel(/^Destination address/)).toBeFocused();
  await page.keyboard.type(EVM_USER);
  const create = page.getByRole('button', { name: 'Create swap' });
  await expect(create).toBeEnabled();
  await create.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
});
