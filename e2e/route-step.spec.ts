import { bigTokenSources } from './browser.mjs';
import { expect, test } from './fixtures';
import {
  chooseManualDeposit,
  clearFaults,
  EVM_USER,
  expectAccessible,
  fillSwap,
  openQuoteDetails,
  pickRoute,
  SANDBOX,
  shot,
} from './helpers';

/** The sandbox's /sources, as the widget under test asks for it. */
const SOURCES = `${SANDBOX}/api/v2/sources**`;

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('the amount accepts only what the token allows, and shows its USD value', async ({ page }) => {
  await page.goto('/');
  await pickRoute(page, 'From', 'Ethereum', 'USDC');
  await pickRoute(page, 'To', 'Arbitrum One', 'USDC');
  const amount = page.getByLabel(/^Amount/);
  await amount.pressSequentially('12.3456789');
  await expect(amount).toHaveValue('12.345678');
  await expect(page.locator('#portage-amount-error')).toHaveText('USDC allows at most 6 decimal places.');
  await amount.fill('');
  await amount.pressSequentially('1e5');
  await expect(amount).toHaveValue('15');
  await amount.fill('');
  await amount.pressSequentially('2,5');
  await expect(amount).toHaveValue('2.5');
  await expect(page.getByText('$2.50')).toBeVisible();
});

test('a typing burst asks for one quote; the quote is asked again before the swap is created', async ({
  page,
}) => {
  const quotes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/quote?'))
      quotes.push(new URL(request.url()).searchParams.get('amount') ?? '');
  });
  await page.goto('/');
  await pickRoute(page, 'From', 'Ethereum', 'ETH');
  await pickRoute(page, 'To', 'Arbitrum One', 'ETH');
  await page.getByLabel(/^Destination address/).fill(EVM_USER);
  await chooseManualDeposit(page);
  await page.getByLabel(/^Amount/).pressSequentially('0.123456', { delay: 60 });
  await expect(page.getByTestId('receive-amount')).toContainText('ETH');
  expect(quotes).toEqual(['0.123456']);
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  expect(quotes).toEqual(['0.123456', '0.123456']);
});

test('a route that swaps assets asks for a refund address and offers slippage, sent as a fraction', async ({
  page,
}, testInfo) => {
  const slippages: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/quote?'))
      slippages.push(new URL(request.url()).searchParams.get('slippage'));
  });
  await page.goto('/');
  await pickRoute(page, 'From', 'Ethereum', 'ETH');
  await pickRoute(page, 'To', 'Arbitrum One', 'USDC');
  await chooseManualDeposit(page);
  await page.getByLabel(/^Amount/).fill('1');
  await page.getByLabel(/^Destination address/).fill(EVM_USER);
  await expect(page.getByTestId('receive-amount')).toContainText('USDC');
  await openQuoteDetails(page);
  await expect(page.getByText(/SANDBOX_BRIDGE → SANDBOX_DEX/)).toBeVisible();
  const create = page.getByRole('button', { name: 'Enter a valid refund address.' });
  await expect(create).toBeDisabled();
  await page.getByLabel('1%', { exact: true }).check();
  await expect.poll(() => slippages.at(-1)).toBe('0.01');
  await page.getByLabel(/^Refund address on Ethereum/).fill('not an address');
  await expect(page.locator('#portage-refund-error')).toBeVisible();
  await page.getByLabel(/^Refund address on Ethereum/).fill(EVM_USER);
  await expect(page.getByRole('button', { name: 'Create swap' })).toBeEnabled();
  await shot(page, testInfo, 'swap-route');
  await expectAccessible(page, 'a swap route with refund address and slippage');
});

test('refuel adds destination gas and shows how much', async ({ page }) => {
  await page.goto('/');
  await pickRoute(page, 'From', 'Ethereum', 'USDC');
  await pickRoute(page, 'To', 'Arbitrum One', 'USDC');
  await page.getByLabel(/^Amount/).fill('100');
  await expect(page.getByTestId('receive-amount')).toContainText('USDC');
  const before = await page.getByTestId('receive-amount').textContent();
  await openQuoteDetails(page);
  await page.getByLabel(/Get ETH for gas on Arbitrum One/).check();
  await expect(page.getByLabel(/Get ETH for gas on Arbitrum One \(0\.\d+ ETH\)/)).toBeChecked();
  await expect(page.getByTestId('receive-amount')).not.toHaveText(before ?? '');
});

test('a reward on the route is shown', async ({ page }) => {
  await page.goto('/');
  await pickRoute(page, 'From', 'Ethereum', 'USDC');
  await pickRoute(page, 'To', 'Base', 'USDC');
  await page.getByLabel(/^Amount/).fill('500');
  await openQuoteDetails(page);
  await expect(page.getByText('Reward', { exact: true }).locator('..')).toContainText('ETH');
});

test('flip swaps source and destination when the reverse route exists', async ({ page }) => {
  await page.goto('/');
  const flip = page.getByRole('button', { name: 'Swap source and destination' });
  await expect(flip).toBeDisabled();
  await pickRoute(page, 'From', 'Ethereum', 'ETH');
  await pickRoute(page, 'To', 'Arbitrum One', 'ETH');
  await expect(flip).toBeEnabled();
  await flip.click();
  await expect(page.getByRole('button', { name: /^From ETH on Arbitrum One/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^To ETH on Ethereum/ })).toBeVisible();
});

test('the destination list narrows to what the source can reach', async ({ page }) => {
  await page.goto('/');
  await pickRoute(page, 'From', 'Tron', 'TRX');
  await page.getByRole('button', { name: /^To/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Reachable from TRX on Tron.')).toBeVisible();
  await expect(dialog.getByRole('option', { name: /^Tron\b/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Show all' }).click();
  await expect(page.getByRole('button', { name: /^From Select token/ })).toBeVisible();
});

test('a source the service gives no deposit address for, and Portage has no wallet for, is explained, not offered', async ({
  page,
}) => {
  await page.goto('/');
  // Paradex (Starknet's wallet module does not sign for Paradex accounts).
  await pickRoute(page, 'From', 'Paradex', 'USDC');
  await pickRoute(page, 'To', 'Ethereum', 'USDC');
  await page.getByLabel(/^Amount/).fill('0.5');
  await page.getByLabel(/^Destination address/).fill(EVM_USER);
  await expect(page.getByRole('note')).toContainText(
    'Deposits from Paradex must be sent from a connected Paradex wallet',
  );
  await expect(page.getByRole('button', { name: /Create swap/ })).toHaveCount(0);
});

test('a source with no deposit address but a wallet module offers the wallet alone', async ({ page }) => {
  await page.goto('/');
  await pickRoute(page, 'From', 'TON', 'TON');
  await pickRoute(page, 'To', 'Ethereum', 'ETH');
  await page.getByLabel(/^Amount/).fill('100');
  await expect(page.getByRole('note')).toContainText(
    'Deposits from TON are sent from your TON wallet: the service gives no deposit address on this network.',
  );
  await expect(page.getByRole('radio', { name: 'Send it myself to a deposit address' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
});

test('a list of 5,000 tokens stays virtualized and searchable; broken logos fall back', async ({ page }) => {
  // Every logo points outside: the request is blocked and the initials stand in.
  const body = bigTokenSources(5000);
  await page.route(SOURCES, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
  await page.goto('/');
  await page.getByRole('button', { name: /^From/ }).click();
  await page.getByRole('option', { name: /^Big Chain/ }).click();
  const list = page.getByRole('listbox', { name: 'Tokens on Big Chain' });
  await expect(list.getByRole('option').first()).toBeVisible();
  expect(await list.getByRole('option').count()).toBeLessThan(40);
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-setsize', '5000');
  await page
    .getByRole('combobox', { name: /Search tokens/ })
    .fill('0x0000000000000000000000000000000000001387');
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option', { name: /^TK4999/ })).toBeVisible();
  await expect(list.locator('.portage-logo-fallback').first()).toHaveText('TK');
});

test('typing a search asks for no logo of the results it passes through; the settled results get theirs', async ({
  page,
}) => {
  const body = bigTokenSources(5000);
  await page.route(SOURCES, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
  const logos: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('https://cdn.example.invalid/')) logos.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.getByRole('button', { name: /^From/ }).click();
  await page.getByRole('option', { name: /^Big Chain/ }).click();
  const list = page.getByRole('listbox', { name: 'Tokens on Big Chain' });
  await expect(list.getByRole('option').first()).toBeVisible();
  // The list as it opens: its visible rows' logos are asked for at once.
  await expect.poll(() => logos.length).toBeGreaterThan(0);
  await expect(list.locator('.portage-logo-fallback').first()).toHaveText('TK');
  const atOpen = logos.length;

  // A person typing (80 ms a key): four different result lists flash past, none asks for a logo.
  await page.getByRole('combobox', { name: /Search tokens/ }).pressSequentially('TK4', { delay: 80 });
  await page.getByRole('combobox', { name: /Search tokens/ }).press('9');
  await expect(list.getByRole('option').first()).toHaveAccessibleName(/^TK49\b/);
  expect(logos.length).toBe(atOpen);
  // Still for a moment: the rows now shown ask for theirs (TK49, TK490…), each once.
  await expect.poll(() => logos.length).toBeGreaterThan(atOpen);
  const settled = logos.slice(atOpen);
  expect(settled).toContain('/49.png');
  expect(new Set(settled).size).toBe(settled.length);
  expect(settled.every((path) => /^\/49\d*\.png$/.test(path))).toBe(true);
});

test('a slow service does not hold the widget back: it shows the form at once and the networks when they come', async ({
  page,
}) => {
  // The start-up waits a moment for the route lists (src/main.tsx), never for a slow service.
  await page.route(SOURCES, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const started = Date.now();
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^From Loading networks/ })).toBeVisible();
  await expect(page.getByLabel(/^Amount/)).toBeVisible();
  expect(Date.now() - started).toBeLessThan(2_500);
  await expect(page.getByRole('button', { name: /^From Select token/ })).toBeVisible({
    timeout: 10_000,
  });
  await pickRoute(page, 'From', 'Ethereum', 'ETH');
  await expect(page.getByRole('button', { name: /^From ETH on Ethereum/ })).toBeVisible();
});

test('the quote refreshing does not move the page', async ({ page }) => {
  await page.goto('/');
  await fillSwap(page, '0.5');
  await page.evaluate(() => {
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: false });
  });
  const create = page.getByRole('button', { name: 'Create swap' });
  const before = await create.boundingBox();
  await page.getByLabel(/^Amount/).fill('0.75');
  await expect(page.getByTestId('receive-amount')).toHaveText(/^0\.74\d* ETH$/);
  await page.waitForTimeout(600);
  const after = await create.boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
});

test('dark theme: the route step and the deposit step are readable (axe, contrast included)', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await fillSwap(page);
  await shot(page, testInfo, 'dark-route');
  await expectAccessible(page, 'the dark route step');
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  await shot(page, testInfo, 'dark-deposit');
  await expectAccessible(page, 'the dark deposit step');
});
