/**
 * Proof of delivery on the local chains of other families: a swap from Local Chain A (the
 * injected EVM test wallet) paying out on Local Solana and on Local Bitcoin (regtest). Once the
 * service says it completed, the widget reads the output from that chain's own node and says what
 * it found; under the sandbox's hostile payout the chain does not bear the service out.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearFaults, control, shot } from './helpers';
import { createLocalSwap, swapDetails, transactionOf } from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet, TEST_WALLET_ADDRESS } from './wallet/evm-wallet';

const EXPLORER = 'https://local.invalid/tx/';
const SOLANA_RECEIVER = '9F6kuo6ra7TUi8tKDcpxuVjSj5crpFngQQCqe2RKwkVW';
const BITCOIN_RECEIVER = 'bcrt1q4y2yvssh9cd53kq6004qmd9ddypjyv4jd84j3p';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
  await control(request, '/sandbox/hostile', { mode: 'off' });
});
test.afterEach(async ({ request }) => {
  await control(request, '/sandbox/hostile', { mode: 'off' });
});

/**
 * Creates an ETH swap from Local Chain A to `to`'s `toToken` paying `receiver` (under `hostile`
 * while it is created), sends the deposit from the wallet; returns the swap's id.
 */
async function swapFromWallet(
  page: Page,
  request: APIRequestContext,
  options: { to: string; toToken: string; receiver: string; amount: string; hostile?: string },
): Promise<string> {
  const [portA, portB] = LOCAL_CHAIN_PORTS.evm;
  await installEvmTestWallet(page, {
    rpcUrls: { 31337: `http://127.0.0.1:${portA}`, 31338: `http://127.0.0.1:${portB}` },
    initialChainId: 31337,
  });
  await page.goto('/');
  if (options.hostile) await control(request, '/sandbox/hostile', { mode: options.hostile });
  const route = {
    from: 'Local Chain A',
    token: 'ETH',
    to: options.to,
    toToken: options.toToken,
    connect: async () => {
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
      await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
    },
  };
  const id = await createLocalSwap(page, route, {
    amount: options.amount,
    receiver: options.receiver,
    refund: { ifShown: TEST_WALLET_ADDRESS },
  });
  await control(request, '/sandbox/hostile', { mode: 'off' });
  await page.getByRole('button', { name: `Send ${options.amount} ETH from wallet` }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 90_000 });
  return id;
}

const DESTINATIONS = [
  { to: 'Local Solana', toToken: 'SOL', receiver: SOLANA_RECEIVER },
  { to: 'Local Bitcoin', toToken: 'BTC', receiver: BITCOIN_RECEIVER },
] as const;

for (const destination of DESTINATIONS) {
  test(`ETH to ${destination.to}: delivered, checked on ${destination.to}, with the explorer link`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const id = await swapFromWallet(page, request, { ...destination, amount: '0.3' });
    const delivery = page.getByTestId('delivery');
    await expect(delivery).toHaveAttribute('role', 'status');
    await expect(delivery).toContainText(`Delivered — checked on ${destination.to}`, { timeout: 30_000 });
    const output = transactionOf(await swapDetails(page, id), 'output');
    await expect(delivery.getByRole('link')).toHaveAttribute('href', `${EXPLORER}${output.transaction_hash}`);
    await shot(page, testInfo, `delivered-${destination.toToken.toLowerCase()}`);
  });
}

test('ETH to Local Solana, paid to another address: not confirmed, with both addresses', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await swapFromWallet(page, request, { ...DESTINATIONS[0], amount: '0.2', hostile: 'payout_address' });
  const delivery = page.getByTestId('delivery');
  await expect(delivery).toHaveAttribute('data-verdict', 'not_confirmed', { timeout: 30_000 });
  await expect(delivery).toHaveText(
    new RegExp(`Not confirmed on chain: it paid [1-9A-HJ-NP-Za-km-z]{32,44}, not ${SOLANA_RECEIVER}\\.`),
  );
  await expect(delivery).not.toContainText('Delivered');
  await shot(page, testInfo, 'not-confirmed-solana');
});

test('ETH to Local Bitcoin, paid short: not confirmed, with the amounts', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await swapFromWallet(page, request, { ...DESTINATIONS[1], amount: '0.2', hostile: 'payout_short' });
  const delivery = page.getByTestId('delivery');
  await expect(delivery).toHaveAttribute('data-verdict', 'not_confirmed', { timeout: 30_000 });
  await expect(delivery).toHaveText(
    /Not confirmed on chain: it paid [\d.]+ BTC, less than the minimum of [\d.]+ BTC\./,
  );
  await expect(page.getByText('You received')).toHaveCount(0);
  await shot(page, testInfo, 'not-confirmed-bitcoin');
});
