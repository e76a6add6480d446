/**
 * What the person signs is what they chose (issue 19), in the browser:
 * - a swap opened by `?swapId=` in a browser that did not create it shows where it pays out and
 *   needs the person's confirmation before any deposit address or send button shows; a wallet
 *   deposit for it is sent once and never offered again after a reload;
 * - the sandbox switched to a hostile mode makes its next swap's deposit action lie (another
 *   token contract, other decimals, another amount, an approve to a third party): the deposit
 *   step says why it refuses, and the wallet is never asked to do anything.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearFaults, control, fillSwap, freshBrowser, KEY, SANDBOX, shot } from './helpers';
import { createLocalSwap, type LocalRoute, RECEIVER } from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet, type TestWalletControls } from './wallet/evm-wallet';

const CHAIN_A = { id: 31337, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[0]}` };
const CHAIN_B = { id: 31338, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[1]}` };

function wallet(page: Page): Promise<TestWalletControls> {
  return installEvmTestWallet(page, {
    rpcUrls: { [CHAIN_A.id]: CHAIN_A.url, [CHAIN_B.id]: CHAIN_B.url },
    initialChainId: CHAIN_A.id,
  });
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
}

function route(token: 'ETH' | 'PTT'): LocalRoute {
  return {
    from: 'Local Chain A',
    token,
    toToken: token,
    connect: async (page) => {
      await connect(page);
      await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
    },
  };
}

async function setHostile(request: APIRequestContext, mode: string) {
  await control(request, '/sandbox/hostile', { mode });
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test.afterEach(async ({ request }) => {
  await request.post(`${SANDBOX}/sandbox/hostile`, {
    data: { mode: 'off' },
    headers: { 'X-SVC-APIKEY': KEY },
  });
});

test('a swap opened by ?swapId= elsewhere shows where it pays out, needs the confirmation, sends once and never again after a reload', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await wallet(page);
  await page.goto('/');
  const id = await createLocalSwap(page, route('ETH'), { amount: '0.2' });

  const other = await freshBrowser(browser, baseURL);
  const tab = await other.newPage();
  const theirs = await wallet(tab);
  await tab.goto(`/?swapId=${id}`);
  await expect(tab.getByRole('heading', { name: 'Check this swap first' })).toBeVisible();
  await expect(tab.getByText(/This swap was not created here\. It pays out to/)).toBeVisible();
  await expect(tab.getByTestId('payout-address')).toHaveText(RECEIVER);
  await expect(tab.getByText('It asks for 0.2 ETH on Local Chain A.')).toBeVisible();
  await shot(tab, testInfo, 'swap-opened-elsewhere');
  // Nothing to pay with before the confirmation.
  await expect(tab.getByRole('button', { name: /from wallet/ })).toHaveCount(0);
  await expect(tab.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
  await expect(tab.getByTestId('deposit-address')).toHaveCount(0);
  const next = tab.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await tab.getByLabel('I checked this address is mine.').check();
  await next.click();

  await expect(tab.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  await connect(tab);
  // What the wallet will sign, read from the transaction built: the amount and the deposit address.
  const preview = tab.getByTestId('deposit-preview');
  // The local chains advertise a depository: the deposit goes through it, and the line says so.
  await expect(tab.getByTestId('preview-amount')).toHaveText('0.2 ETH');
  await expect(preview).toContainText('Local Chain A');
  await expect(preview.getByText('Deposit contract')).toBeVisible();
  await expect(tab.getByTestId('preview-to')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await shot(tab, testInfo, 'deposit-preview');
  await tab.getByRole('button', { name: 'Send 0.2 ETH from wallet' }).click();
  await expect(tab.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  expect(await theirs.sentCount()).toBe(1);

  await tab.reload();
  await expect(tab.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  await expect(tab.getByRole('heading', { name: 'Check this swap first' })).toHaveCount(0);
  await expect(tab.getByRole('button', { name: /from wallet/ })).toHaveCount(0);
  expect(await theirs.sentCount()).toBe(1);
  await other.close();
});

test('a manual swap opened by ?swapId= elsewhere shows no deposit address before the confirmation', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  await fillSwap(page, '0.4');
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByTestId('deposit-address')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('swapId');

  const other = await freshBrowser(browser, baseURL);
  const tab = await other.newPage();
  await tab.goto(`/?swapId=${id}`);
  await expect(tab.getByRole('heading', { name: 'Check this swap first' })).toBeVisible();
  await expect(tab.getByTestId('deposit-address')).toHaveCount(0);
  await tab.getByLabel('I checked this address is mine.').check();
  await tab.getByRole('button', { name: 'Continue' }).click();
  await expect(tab.getByTestId('deposit-address')).toBeVisible();
  await expect(tab.getByTestId('deposit-amount')).toHaveText('0.4 ETH');
  // Reloaded, the confirmed swap is remembered.
  await tab.reload();
  await expect(tab.getByTestId('deposit-address')).toBeVisible();
  await other.close();
});

const HOSTILE: { mode: string; token: 'ETH' | 'PTT'; amount: string; says: RegExp }[] = [
  {
    mode: 'token',
    token: 'PTT',
    amount: '3',
    says: /asks you to send the token contract 0x[0-9a-fA-F]+, not the PTT you chose/,
  },
  { mode: 'decimals', token: 'ETH', amount: '0.3', says: /says ETH has 21 decimals, but it has 18/ },
  {
    mode: 'amount',
    token: 'ETH',
    amount: '0.3',
    says: /asks for 300000000000000001 base units of ETH, but you chose 300000000000000000/,
  },
  {
    mode: 'approve',
    token: 'PTT',
    amount: '2',
    says: /call approve on 0x[0-9a-fA-F]{40}, which would let someone else move your tokens/,
  },
];

for (const hostile of HOSTILE) {
  test(`a lying deposit action (${hostile.mode}) is refused with a sentence and the wallet is never asked`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const theirs = await wallet(page);
    await page.goto('/');
    await setHostile(request, hostile.mode);
    await createLocalSwap(page, route(hostile.token), { amount: hostile.amount });
    const refusal = page.getByRole('alert').filter({ hasText: hostile.says });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(/Portage will not sign/);
    await shot(page, testInfo, `hostile-${hostile.mode}`);
    await expect(page.getByRole('button', { name: /from wallet/ })).toHaveCount(0);
    // Give a wrongly enabled send path time to reach the wallet: it must not.
    await page.waitForTimeout(1_000);
    expect(await theirs.askedToAct()).toEqual([]);
    expect(await theirs.sentCount()).toBe(0);
  });
}
