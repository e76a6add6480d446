/**
 * Proof of delivery on the local chains: a swap from Local Chain A to Local Chain B (anvil) made
 * with the injected EVM test wallet; once the service says it completed (or refunded), the widget
 * reads the output (or refund) from the chain and says what it found. The sandbox's hostile payout
 * modes make the service name an output the chain does not bear out.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearFaults, control, pickRoute, shot } from './helpers';
import { openHost } from './host';
import { createLocalSwap, type LocalRoute, RECEIVER, swapDetails, transactionOf } from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet } from './wallet/evm-wallet';

const CHAIN_A = { id: 31337, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[0]}` };
const CHAIN_B = { id: 31338, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[1]}` };
const EXPLORER = 'https://local.invalid/tx/';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
  await control(request, '/sandbox/hostile', { mode: 'off' });
});
test.afterEach(async ({ request }) => {
  await control(request, '/sandbox/hostile', { mode: 'off' });
});

async function installWallet(page: Page) {
  await installEvmTestWallet(page, {
    rpcUrls: { [CHAIN_A.id]: CHAIN_A.url, [CHAIN_B.id]: CHAIN_B.url },
    initialChainId: CHAIN_A.id,
  });
}

const route: LocalRoute = {
  from: 'Local Chain A',
  token: 'ETH',
  toToken: 'ETH',
  connect: async (page) => {
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
    await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
  },
};

/**
 * Creates an ETH swap A → B under `hostile` (the switch is on only while the swap is created),
 * chooses its scenario, sends the deposit from the wallet; returns the swap's id.
 */
async function swapFromWallet(
  page: Page,
  request: APIRequestContext,
  options: { amount: string; hostile?: string; scenario?: 'refund' },
): Promise<string> {
  await installWallet(page);
  await page.goto('/');
  if (options.hostile) await control(request, '/sandbox/hostile', { mode: options.hostile });
  const id = await createLocalSwap(page, route, { amount: options.amount });
  await control(request, '/sandbox/hostile', { mode: 'off' });
  if (options.scenario)
    await control(request, `/sandbox/swaps/${id}/scenario`, { scenario: options.scenario });
  await page.getByRole('button', { name: `Send ${options.amount} ETH from wallet` }).click();
  return id;
}

test('a completed swap: delivered, checked on Local Chain B, with the explorer link; still so after a reload and in history', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const id = await swapFromWallet(page, request, { amount: '0.3' });
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  const delivery = page.getByTestId('delivery');
  await expect(delivery).toHaveAttribute('role', 'status');
  await expect(delivery).toContainText('Delivered — checked on Local Chain B', { timeout: 20_000 });
  const output = transactionOf(await swapDetails(page, id), 'output');
  await expect(delivery.getByRole('link')).toHaveAttribute('href', `${EXPLORER}${output.transaction_hash}`);
  await shot(page, testInfo, 'delivered');

  // The verdict is kept with the swap: after a reload it is shown at once, and the history has it.
  let asked = 0;
  page.on('request', (sent) => {
    if (sent.url().startsWith(CHAIN_B.url) && sent.postData()?.includes('eth_getTransactionReceipt'))
      asked += 1;
  });
  await page.reload();
  await expect(page.getByTestId('delivery')).toContainText('Delivered — checked on Local Chain B');
  expect(asked).toBe(0);
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByTestId('history-delivery').first()).toHaveText('Delivered — checked on chain');
});

const LIES = [
  {
    mode: 'payout_address',
    says: /Not confirmed on chain: it paid 0x[0-9a-fA-F]{40}, not 0x70997970C51812dc3A010C7d01b50e0d17dc79C8\./,
  },
  {
    mode: 'payout_short',
    says: /Not confirmed on chain: it paid 0\.\d+ ETH, less than the minimum of 0\.\d+ ETH\./,
  },
  {
    mode: 'payout_missing',
    says: /Not confirmed on chain: Local Chain B has no transaction 0x[0-9a-f]{64}\./,
  },
] as const;

for (const lie of LIES) {
  test(`the service says completed, the chain does not (${lie.mode}): not confirmed, with the difference`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await swapFromWallet(page, request, { amount: '0.2', hostile: lie.mode });
    const delivery = page.getByTestId('delivery');
    await expect(delivery).toHaveAttribute('data-verdict', 'not_confirmed', { timeout: 90_000 });
    await expect(delivery).toHaveText(lie.says);
    await expect(delivery).not.toContainText('Delivered');
    // No "Swap completed" under a check mark: the title says whose word it is.
    await expect(page.getByRole('heading', { name: 'The service says this swap completed' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Swap completed', exact: true })).toHaveCount(0);
    // The amount above is no longer called received: it is what the service says it sent.
    await expect(page.getByText('The service says it sent')).toBeVisible();
    await expect(page.getByText('You received')).toHaveCount(0);
    await shot(page, testInfo, `not-confirmed-${lie.mode}`);
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByTestId('history-delivery').first()).toHaveText('Not confirmed on chain');
  });
}

test('a refunded swap: the refund is read on Local Chain A, to the wallet, at least the deposit less the fee', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const id = await swapFromWallet(page, request, { amount: '0.25', scenario: 'refund' });
  await expect(page.getByRole('heading', { name: 'Refunded' })).toBeVisible({ timeout: 60_000 });
  const delivery = page.getByTestId('delivery');
  await expect(delivery).toContainText('Delivered — checked on Local Chain A', { timeout: 20_000 });
  const refund = transactionOf(await swapDetails(page, id), 'refund');
  await expect(delivery.getByRole('link')).toHaveAttribute('href', `${EXPLORER}${refund.transaction_hash}`);
  await shot(page, testInfo, 'refund-delivered');
});

/** A swap A → B made inside the partner's frame (under `hostile`); returns the `swap_completed` events the host heard. */
async function swapInFrame(page: Page, request: APIRequestContext, hostile?: string) {
  await installWallet(page);
  const widget = await openHost(page, { lang: 'en' });
  // The same steps as on the widget's own page, inside the partner's frame.
  await pickRoute(widget, 'From', 'Local Chain A', 'ETH');
  await pickRoute(widget, 'To', 'Local Chain B', 'ETH');
  await widget.getByRole('button', { name: 'Connect wallet' }).click();
  await widget.getByRole('button', { name: /Portage Test Wallet/ }).click();
  await expect(widget.getByTestId('wallet-balance')).toContainText(/Balance [\d.]+ ETH/);
  await widget.getByLabel(/^Amount/).fill('0.15');
  await widget.getByLabel(/^Destination address/).fill(RECEIVER);
  await expect(widget.getByTestId('receive-amount')).toContainText('ETH');
  if (hostile) await control(request, '/sandbox/hostile', { mode: hostile });
  await widget.getByRole('button', { name: 'Create swap' }).click();
  await widget.getByRole('button', { name: 'Send 0.15 ETH from wallet' }).click();
  await control(request, '/sandbox/hostile', { mode: 'off' });
  await expect(widget.getByTestId('delivery')).toHaveAttribute(
    'data-verdict',
    hostile ? 'not_confirmed' : 'delivered',
    { timeout: 60_000 },
  );
  const completed = async () =>
    (
      await page.evaluate(
        () =>
          (window as unknown as { portageEvents: { type: string; payload: Record<string, unknown> }[] })
            .portageEvents,
      )
    ).filter((event) => event.type === 'swap_completed');
  await expect.poll(async () => (await completed()).length).toBe(1);
  return completed();
}

test('the host page hears the ending with the verdict', async ({ page, request }) => {
  test.setTimeout(90_000);
  const events = await swapInFrame(page, request);
  expect(events[0]?.payload.delivery).toEqual({ verdict: 'delivered', checkedOn: 'Local Chain B' });
});

test('the host page hears a payout the chain does not bear out, with the difference', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const events = await swapInFrame(page, request, 'payout_short');
  const delivery = events[0]?.payload.delivery as { verdict: string; differences?: { code: string }[] };
  expect(delivery.verdict).toBe('not_confirmed');
  expect(delivery.differences?.map((difference) => difference.code)).toEqual(['amount']);
});
