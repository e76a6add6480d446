/**
 * "Find my swap" (History) on the sandbox: a swap made in one browser, found in another that holds
 * nothing (by its deposit hash in upper case, and by its id), its payout shown and confirmed before
 * it joins that browser's history; a hash no swap has; a service without the look-up by hash.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  clearFaults,
  control,
  EVM_USER,
  expectAccessible,
  fillSwap,
  freshBrowser,
  KEY,
  SANDBOX,
  shot,
  swapIdFromUrl,
} from './helpers';

const FIELD = 'Swap ID or deposit transaction hash';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** A deposit hash no other test gives: 64 hex digits in lower case, as a chain writes them. */
function uniqueHash(): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) =>
    b.toString(16).padStart(2, '0'),
  );
  return `0x${digits.join('')}`;
}

async function findInHistory(page: Page, text: string) {
  await page.getByRole('button', { name: 'History' }).click();
  await page.getByLabel(FIELD).fill(text);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
}

test('a swap made in one browser is found in another by its deposit hash in upper case, confirmed, then listed with its status', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  // Browser A makes the swap and its deposit, with a hash this test chose.
  await page.goto('/');
  await fillSwap(page);
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  const id = swapIdFromUrl(page);
  const hash = uniqueHash();
  await control(request, `/sandbox/swaps/${id}/scenario`, { scenario: 'slow' });
  await control(request, `/sandbox/swaps/${id}/deposit`, { transaction_id: hash });

  // Browser B holds nothing: its History is empty; it finds the swap by the hash in upper case.
  const other = await freshBrowser(browser, baseURL);
  const second = await other.newPage();
  await second.goto('/');
  await second.getByRole('button', { name: 'History' }).click();
  await expect(second.getByText('Swaps you make in this browser appear here.')).toBeVisible();
  await expectAccessible(second, 'the history with Find my swap');
  await findInHistory(second, `  0X${hash.slice(2).toUpperCase()}  `);

  // Opened like a swap opened by id; its payout in full and the question, which takes focus.
  await expect(second).toHaveURL(new RegExp(`[?&]swapId=${id}(&|$)`));
  const question = second.getByRole('heading', { name: 'Is this your swap?' });
  await expect(question).toBeFocused();
  await expect(second.getByTestId('adopt-payout-address')).toHaveText(EVM_USER);
  await expect(second.getByTestId('adopt-swap')).toContainText('Arbitrum One');
  await expect(second.getByTestId('adopt-swap')).toContainText('ETH');
  await expect(second.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  await shot(second, testInfo, 'found-by-hash');
  await expectAccessible(second, 'a found swap asking to join history');
  // Not in this browser's history until confirmed.
  expect(await storedIds(second)).toEqual([]);

  await second.getByRole('button', { name: 'Yes, add it to my history' }).click();
  await expect(
    second.getByRole('status').filter({ hasText: 'This swap is now in your history.' }),
  ).toBeFocused();
  expect(await storedIds(second)).toEqual([id]);

  // The status follows the swap; History lists it with its status.
  await expect(second.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await second.getByRole('button', { name: 'History' }).click();
  await expect(second.getByRole('button', { name: /0\.5 ETH.*Completed/ })).toBeVisible();
  await shot(second, testInfo, 'found-in-history');
  await other.close();

  // A third browser finds it by its id.
  const third = await freshBrowser(browser, baseURL);
  const last = await third.newPage();
  await last.goto('/');
  await findInHistory(last, id.toUpperCase());
  await expect(last).toHaveURL(new RegExp(`[?&]swapId=${id}(&|$)`));
  await expect(last.getByTestId('adopt-payout-address')).toHaveText(EVM_USER);
  await third.close();
});

test('a swap awaiting its deposit, found by id, asks to check its payout before any deposit address shows', async ({
  page,
  request,
}) => {
  const created = await request.post(`${SANDBOX}/api/v2/swaps`, {
    headers: { 'X-SVC-APIKEY': KEY },
    data: {
      source_network: 'ETHEREUM_MAINNET',
      source_token: 'ETH',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'ETH',
      destination_address: EVM_USER,
      amount: 0.5,
      use_deposit_address: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).data.swap as { id: string };
  await page.goto('/');
  await findInHistory(page, id);
  await expect(page.getByRole('heading', { name: 'Check this swap first' })).toBeVisible();
  await expect(page.getByTestId('payout-address')).toHaveText(EVM_USER);
  await expect(page.getByTestId('deposit-address')).toHaveCount(0);
  // Focus is on the swap, not lost to the page.
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
});

test('a hash no swap has is said to be not found; an id-shaped text too', async ({ page }) => {
  await page.goto('/');
  await findInHistory(page, uniqueHash());
  await expect(page.getByRole('alert')).toHaveText('No swap with this ID or transaction hash.');
  await expect(page.getByLabel(FIELD)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/swapId=/);
  await page.getByLabel(FIELD).fill('0x1234');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This is neither a swap ID nor a transaction hash: check that it was copied whole.',
  );
  await page.getByLabel(FIELD).fill(crypto.randomUUID());
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('No swap with this ID or transaction hash.');
});

test('a service whose look-up by hash answers a plain 404 shows no Find my swap, and no error', async ({
  page,
}) => {
  const asked: string[] = [];
  await page.route('**/api/v2/swaps/by_transaction_hash/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  await page.goto('/');
  const probe = page.waitForResponse((response) => response.url().includes('/by_transaction_hash/'));
  await page.getByRole('button', { name: 'History' }).click();
  expect((await probe).status()).toBe(404);
  await expect(page.getByText('Swaps you make in this browser appear here.')).toBeVisible();
  // Back again: the answer is known, so the screen is drawn with it at once.
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'Your swaps' })).toBeVisible();
  await expect(page.getByLabel(FIELD)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Find my swap' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked.length).toBeGreaterThan(0);
});

/** The ids this browser's history holds, as stored. */
async function storedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('portage.swaps');
    const swaps = raw ? (JSON.parse(raw) as { state?: { swaps?: { id: string }[] } }).state?.swaps : [];
    return (swaps ?? []).map((swap) => swap.id);
  });
}
