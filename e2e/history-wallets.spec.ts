/**
 * History across browsers (issue 35): with the test wallet connected, History lists the swaps the
 * service knows for its address beside this browser's own, each once, with its status, and opens
 * one in the swap view. A service that answers 404 to `GET /api/v2/swaps?address=` has no such
 * list: History then shows no section for it and no error.
 */
import type { Page } from '@playwright/test';
import { depositSent, sendButton } from './deposit-once';
import { expect, test } from './fixtures';
import { clearFaults, expectAccessible, freshBrowser, shot, swapIdFromUrl } from './helpers';
import { createLocalSwap, type LocalRoute, swapDetails } from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet } from './wallet/evm-wallet';

const [PORT_A, PORT_B] = LOCAL_CHAIN_PORTS.evm;
const RPC_URLS = { 31337: `http://127.0.0.1:${PORT_A}`, 31338: `http://127.0.0.1:${PORT_B}` };

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
  await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
}

const ETH_ROUTE: LocalRoute = { from: 'Local Chain A', token: 'ETH', toToken: 'ETH', connect };

/** The page opened with the test wallet injected (the same account in every browser). */
async function openWithWallet(page: Page) {
  await installEvmTestWallet(page, { rpcUrls: RPC_URLS, initialChainId: 31338 });
  await page.goto('/');
}

/** History's entries (this browser's and the wallets') whose amount is `amount` ETH. */
const entries = (page: Page, amount: string) =>
  page.locator('button.portage-history-item', { hasText: new RegExp(`^${amount.replace('.', '\\.')} ETH `) });

test('the swaps of a connected wallet made in another browser are listed once beside this browser’s, with their status, and open', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  // The first browser: a swap from the test wallet, sent and completed.
  await openWithWallet(page);
  const elsewhere = await createLocalSwap(page, ETH_ROUTE, { amount: '0.1731' });
  await expect(sendButton(page)).toBeEnabled({ timeout: 15_000 });
  await sendButton(page).click();
  await expect(depositSent(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });

  // A second browser, nothing stored: the same wallet, connected to make a swap of its own there.
  const other = await freshBrowser(browser, baseURL);
  const tab = await other.newPage();
  const listRequests: URL[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/v2/swaps') listRequests.push(url);
  });
  await openWithWallet(tab);
  const own = await createLocalSwap(tab, ETH_ROUTE, { amount: '0.1742' });
  expect(own).not.toBe(elsewhere);
  await tab.getByRole('button', { name: 'History' }).click();

  const section = tab.getByRole('region', { name: 'Swaps of your wallets' });
  await expect(section.getByRole('heading', { name: 'Swaps of your wallets' })).toBeVisible();
  const found = section.locator('button.portage-history-item', { hasText: /^0\.1731 ETH / });
  await expect(found).toHaveCount(1, { timeout: 15_000 });
  await expect(found).toContainText('Local Chain A → ETH on Local Chain B');
  await expect(found.locator('.portage-badge')).toHaveText('Completed');
  // Asked for the wallet's address, page 1.
  expect(listRequests[0]?.searchParams.getAll('address')).toEqual([
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ]);
  expect(listRequests[0]?.searchParams.get('page')).toBe('1');
  // The service lists this browser's own swap for the wallet too: it shows once, in this
  // browser's list, with its status, and not again among the wallets'.
  expect((await swapDetails(tab, own)).swap.status).toBe('user_transfer_pending');
  await expect(entries(tab, '0.1742')).toHaveCount(1);
  await expect(section.locator('button.portage-history-item', { hasText: /^0\.1742 ETH / })).toHaveCount(0);
  await expect(entries(tab, '0.1742').locator('.portage-badge')).toHaveText('Waiting for deposit');
  await expect(entries(tab, '0.1731')).toHaveCount(1);
  // The count is said to a screen reader.
  await expect(section.getByRole('status')).toHaveText(/swaps? of your wallets listed\./);
  await expectAccessible(tab, 'History with the swaps of the wallets');
  await shot(tab, testInfo, 'history-wallets');

  // Opened by keyboard, it goes to the swap view of that swap.
  await found.focus();
  await tab.keyboard.press('Enter');
  await expect(tab).toHaveURL(new RegExp(`swapId=${elsewhere}`));
  expect(swapIdFromUrl(tab)).toBe(elsewhere);
  await expect(tab.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 15_000 });
  await other.close();
});

test('a service that answers 404 to the swaps of an address shows no such section and no error', async ({
  page,
}) => {
  test.setTimeout(90_000);
  let asked = 0;
  await page.route(
    (url) => url.pathname === '/api/v2/swaps' && url.searchParams.has('address'),
    (route) => {
      asked += 1;
      return route.fulfill({
        status: 404,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({
          data: null,
          error: { code: 'NOT_FOUND', message: 'No endpoint at GET /api/v2/swaps.', metadata: {} },
        }),
      });
    },
  );
  await openWithWallet(page);
  await createLocalSwap(page, ETH_ROUTE, { amount: '0.1753' });
  await page.getByRole('button', { name: 'History' }).click();

  // The service was asked, and answered that it has no such endpoint.
  await expect.poll(() => asked).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('heading', { name: 'Your swaps' })).toBeVisible();
  await expect(entries(page, '0.1753')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Swaps of your wallets' })).toHaveCount(0);
  await expect(page.getByText('Swaps of your wallets')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  // Not asked again and again: a 404 is an answer, not a failure to retry.
  expect(asked).toBe(1);
});
