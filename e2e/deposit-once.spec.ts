/**
 * One deposit per swap, whatever happens: a double click, a second tab, a tab closed while the
 * wallet asks to sign, a wallet that answers after the person left the page. Each test counts the
 * eth_sendTransaction requests that reached the local chain (anvil) across every tab.
 */
import type { BrowserContext, Page } from '@playwright/test';
import {
  depositSent,
  expectSendingElsewhere,
  expectUnconfirmedDeposit,
  LOCAL_ETH_ROUTE,
  sendButton,
  withEvmWallet,
} from './deposit-once';
import { expect, test } from './fixtures';
import { clearFaults } from './helpers';
import { createLocalSwap } from './local-chains';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** A second tab of the same browser (same storage, same Web Locks) with its own test wallet. */
async function secondTab(context: BrowserContext, swapId: string) {
  const page = await context.newPage();
  const wallet = await withEvmWallet(page);
  await page.goto(`/?swapId=${swapId}`);
  return { page, wallet };
}

/**
 * A swap created in `page`, whose deposit the person started to send while the wallet is still
 * asking them to sign (the test wallet holds the request until `wallet.releaseSend()`).
 */
async function sendHeldByTheWallet(page: Page, amount: string) {
  const wallet = await withEvmWallet(page);
  await page.goto('/');
  const id = await createLocalSwap(page, LOCAL_ETH_ROUTE, { amount });
  await wallet.holdNextSend();
  await sendButton(page).click();
  await expect.poll(() => wallet.holding()).toBe(true);
  return { wallet, id };
}

test('a double click sends one deposit', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await withEvmWallet(page);
  await page.goto('/');
  await createLocalSwap(page, LOCAL_ETH_ROUTE, { amount: '0.11' });
  // Send is enabled once what the wallet will sign has been built and shown.
  await expect(sendButton(page)).toBeEnabled({ timeout: 15_000 });
  // Two clicks in the same moment, before the page can re-render between them.
  await sendButton(page).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(depositSent(page)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(1_000);
  expect(await wallet.sentCount()).toBe(1);
});

test('a second tab on the same swap never sends a second deposit', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { wallet, id } = await sendHeldByTheWallet(page, '0.12');

  const other = await secondTab(context, id);
  await expectSendingElsewhere(other.page);

  await wallet.releaseSend();
  await expect(depositSent(page)).toBeVisible({ timeout: 30_000 });
  // The other tab learns it from the stored swaps and never offers a send.
  await expect(depositSent(other.page)).toBeVisible({ timeout: 30_000 });
  await expect(sendButton(other.page)).toHaveCount(0);
  expect((await wallet.sentCount()) + (await other.wallet.sentCount())).toBe(1);
});

test('a tab closed while the wallet asks to sign: the next visit warns and sends only once it is told nothing left', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { wallet, id } = await sendHeldByTheWallet(page, '0.13');
  await page.close();

  const again = await secondTab(context, id);
  await expectUnconfirmedDeposit(again.page, /0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/i);
  await again.page.getByRole('button', { name: 'I checked: nothing was sent' }).click();
  await sendButton(again.page).click();
  await expect(depositSent(again.page)).toBeVisible({ timeout: 30_000 });
  expect((await wallet.sentCount()) + (await again.wallet.sentCount())).toBe(1);
});

test('a wallet that answers after the person left the swap still has its deposit recorded, and nothing is sent again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { wallet, id } = await sendHeldByTheWallet(page, '0.14');
  await page.getByRole('button', { name: 'History' }).click();
  await wallet.releaseSend();
  await expect.poll(() => wallet.sentCount()).toBe(1);
  // Back to the swap inside the widget (no reload: this page is the one the wallet answered).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`swapId=${id}`));
  await expect(depositSent(page)).toBeVisible({ timeout: 30_000 });
  await expect(sendButton(page)).toHaveCount(0);
  expect(await wallet.sentCount()).toBe(1);
});
