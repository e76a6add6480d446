/**
 * Portage's own token facts, in the browser: the sandbox's hostile mode `list_decimals` makes the
 * route lists give the test token PTT on Local Chain A twelve decimals instead of its eighteen
 * before the swap exists, and the swap created from them keeps the lie consistently (its deposit
 * action says the same decimals and amount), so only Portage's token table can catch it. The
 * deposit step says why it refuses, shows nothing to pay with, and the wallet is never asked.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearFaults, KEY, SANDBOX, shot } from './helpers';
import { createLocalSwap, RECEIVER } from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet } from './wallet/evm-wallet';

const CHAIN_A = { id: 31337, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[0]}` };
const CHAIN_B = { id: 31338, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[1]}` };

async function setHostile(request: APIRequestContext, mode: string) {
  const response = await request.post(`${SANDBOX}/sandbox/hostile`, {
    data: { mode },
    headers: { 'X-SVC-APIKEY': KEY },
  });
  expect(response.status()).toBe(200);
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test.afterEach(async ({ request }) => {
  await setHostile(request, 'off');
});

test('route lists that lie about a tabled token’s decimals are refused with a sentence, and the wallet is never asked', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await installEvmTestWallet(page, {
    rpcUrls: { [CHAIN_A.id]: CHAIN_A.url, [CHAIN_B.id]: CHAIN_B.url },
    initialChainId: CHAIN_A.id,
  });
  // The lists lie from the start: the route step itself reads PTT with twelve decimals.
  await setHostile(request, 'list_decimals');
  await page.goto('/');
  await createLocalSwap(
    page,
    {
      from: 'Local Chain A',
      token: 'PTT',
      toToken: 'PTT',
      // Read in twelve decimals, the balance is a million times larger, with group separators.
      digits: '[\\d.,\\s\\u202f]+',
      connect: async (p) => {
        await p.getByRole('button', { name: 'Connect wallet' }).click();
        await p.getByRole('button', { name: /Portage Test Wallet/ }).click();
        await expect(p.getByTestId('wallet-panel')).toContainText('0xf39F');
      },
    },
    { amount: '3', receiver: RECEIVER },
  );

  const refusal = page.getByTestId('deposit-refused');
  await expect(refusal).toHaveText(
    'Portage’s own token facts say PTT on Local Chain A has 18 decimals, but the route lists say 12, so the amount would be wrong. Portage shows no way to pay this swap: do not send anything for it; start a new swap.',
  );
  await expect(refusal).toHaveAttribute('role', 'alert');
  await shot(page, testInfo, 'token-facts-list-decimals');
  // Nothing to pay with: no Send, no deposit address, no preview of what would be signed.
  await expect(page.getByRole('button', { name: /from wallet/ })).toHaveCount(0);
  await expect(page.getByTestId('deposit-address')).toHaveCount(0);
  await expect(page.getByTestId('deposit-preview')).toHaveCount(0);
  expect(await wallet.askedToAct()).toEqual([]);
  expect(await wallet.sentCount()).toBe(0);

  // Reloaded, the stored swap is refused the same way.
  await page.reload();
  await expect(page.getByTestId('deposit-refused')).toContainText(
    'has 18 decimals, but the route lists say 12',
  );
  await expect(page.getByRole('button', { name: /from wallet/ })).toHaveCount(0);
  expect(await wallet.askedToAct()).toEqual([]);
  expect(await wallet.sentCount()).toBe(0);
});
