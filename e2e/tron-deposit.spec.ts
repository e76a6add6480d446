/**
 * Wallet deposits from the sandbox's Local Tron (a verifying ledger behind a TronGrid-style API,
 * not a node) to Local Chain B (anvil): the widget connects an injected TronLink-style test wallet
 * (TronLink, or OKX Wallet next to it) through its own dialog, builds the deposit transaction from the service's action, has the
 * wallet sign it, broadcasts it to the network's node; the ledger verifies it (encoding, signer),
 * the sandbox finds it and pays out on the other chain. Balances are read from both chains after.
 */
import type { Page } from '@playwright/test';
import { TronWeb } from 'tronweb';
import { parseUnits } from 'viem';
import { expect, test } from './fixtures';
import { clearFaults, pickRoute, SANDBOX, shot } from './helpers';
import {
  chainB,
  checkConnectDialog,
  connectInDialog,
  connectOnRoute,
  createLocalSwap,
  erc20OnChainB,
  type LocalRoute,
  pttOnChainB,
  RECEIVER,
  recordSpeedups,
  swapDetails,
  tokenContract,
  transactionOf,
} from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import {
  installTronTestWallet,
  OKX_WALLET_NAME,
  TRON_TEST_USER,
  TRON_WALLET_NAME,
  type TronWalletControls,
} from './wallet/tron-wallet';

const TRON_NODE = `http://127.0.0.1:${LOCAL_CHAIN_PORTS.tron[0]}`;
const SHORT_ADDRESS = TRON_TEST_USER.slice(0, 4);

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** The test's own eyes on the ledger: the node API, balances read as exact digits. */
async function trxOf(page: Page, address: string): Promise<bigint> {
  const response = await page.request.post(`${TRON_NODE}/wallet/getaccount`, {
    data: { address, visible: true },
  });
  const match = /"balance"\s*:\s*(\d+)/.exec(await response.text());
  return BigInt(match?.[1] ?? 0);
}

async function pttOf(page: Page, contract: string, owner: string): Promise<bigint> {
  const hex = (await (
    await page.request.post(`${TRON_NODE}/wallet/triggerconstantcontract`, {
      data: {
        owner_address: owner,
        contract_address: contract,
        function_selector: 'balanceOf(address)',
        parameter: TronWeb.address.toHex(owner).slice(2).padStart(64, '0'),
        visible: true,
      },
    })
  ).json()) as { constant_result: string[] };
  return BigInt(`0x${hex.constant_result[0]}`);
}

async function setUp(page: Page): Promise<TronWalletControls> {
  const wallet = await installTronTestWallet(page);
  await page.goto('/');
  return wallet;
}

const connect = (page: Page) => connectInDialog(page, 'Tron', TRON_WALLET_NAME, SHORT_ADDRESS);

function tronRoute(token: 'TRX' | 'PTT'): LocalRoute {
  return { from: 'Local Tron', token, toToken: token === 'TRX' ? 'ETH' : 'PTT', connect, digits: '[\\d.,]+' };
}

async function fillLocalSwap(page: Page, token: 'TRX' | 'PTT', amount: string) {
  // TRX → ETH goes through the swap provider: a refund address on Tron is required.
  return createLocalSwap(page, tronRoute(token), {
    amount,
    refund: token === 'TRX' ? TRON_TEST_USER : undefined,
  });
}

test('the connect dialog lists the injected TronLink, is accessible, and says a declined connection', async ({
  page,
}, testInfo) => {
  const wallet = await setUp(page);
  await pickRoute(page, 'From', 'Local Tron', 'PTT');
  await pickRoute(page, 'To', 'Local Chain B', 'PTT');
  await checkConnectDialog(page, testInfo, {
    family: 'Tron',
    walletName: TRON_WALLET_NAME,
    shownAddress: SHORT_ADDRESS,
    shotName: 'tron-wallet-dialog',
    rejectNext: wallet.rejectNext,
    declined: 'You declined the connection in TronLink. You can try again.',
    checkFocus: true,
  });
});

test('a PTT deposit from Local Tron to Local Chain B completes, with exact balances on both chains', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const speedups = recordSpeedups(page);
  const ptt = await tokenContract(page, 'LOCAL_TRON', 'PTT');
  const pttB = await pttOnChainB(page);
  const readReceiver = () => erc20OnChainB(pttB, RECEIVER);

  const id = await fillLocalSwap(page, 'PTT', '250');
  await shot(page, testInfo, 'tron-wallet-deposit');
  const userBefore = await pttOf(page, ptt, TRON_TEST_USER);
  const receiverBefore = await readReceiver();
  await page.getByRole('button', { name: 'Send 250 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await shot(page, testInfo, 'tron-completed');

  const details = await swapDetails(page, id);
  const input = transactionOf(details, 'input');
  const output = transactionOf(details, 'output');
  // The transaction the wallet signed is the one the widget reported and the one the sandbox found.
  expect(wallet.signedIds()).toEqual([input.transaction_hash]);
  expect(speedups).toEqual([input.transaction_hash]);
  expect(input.from).toBe(TRON_TEST_USER);
  expect(userBefore - (await pttOf(page, ptt, TRON_TEST_USER))).toBe(parseUnits('250', 18));
  expect(await pttOf(page, ptt, input.to)).toBe(parseUnits('250', 18));
  const paid = parseUnits(String(output.amount), 18);
  expect((await readReceiver()) - receiverBefore).toBe(paid);
  expect(paid).toBeLessThan(parseUnits('250', 18));
  expect(paid).toBeGreaterThan(parseUnits('249', 18));
});

test('TronLink and OKX Wallet are listed as installed above the others; a deposit through OKX Wallet completes, and TronLink is never asked', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await installTronTestWallet(page, [TRON_WALLET_NAME, OKX_WALLET_NAME]);
  await page.goto('/');
  const ptt = await tokenContract(page, 'LOCAL_TRON', 'PTT');

  const connectOkx = (page: Page) =>
    connectInDialog(page, 'Tron', OKX_WALLET_NAME, SHORT_ADDRESS, async () => {
      const dialog = page.getByRole('dialog', { name: 'Connect a Tron wallet' });
      // Every wallet the widget knows is listed; the ones not in this browser say so and cannot be chosen.
      for (const missing of ['TokenPocket', 'Bitget Wallet', 'Trust Wallet']) {
        const choice = dialog.getByRole('button', { name: `${missing} Not installed` });
        await expect(choice).toBeDisabled({ timeout: 10_000 });
      }
      const choices = dialog.locator('[data-wallet-choice]');
      const listed = await choices.evaluateAll((buttons) =>
        buttons.map((button) => ({
          name: button.getAttribute('data-wallet-choice'),
          presence: button.getAttribute('data-presence'),
        })),
      );
      const found = listed.filter((choice) => choice.presence === 'found').map((choice) => choice.name);
      // Both injected wallets are installed (Ledger too where the browser has WebHID)…
      expect(found).toEqual(expect.arrayContaining([TRON_WALLET_NAME, OKX_WALLET_NAME]));
      // …and every installed wallet comes before every other one.
      expect(listed.slice(0, found.length).every((choice) => choice.presence === 'found')).toBe(true);
      expect(listed.map((choice) => choice.name)).toEqual(
        expect.arrayContaining(['TokenPocket', 'Bitget Wallet', 'Trust Wallet', 'Ledger']),
      );
      // This build has no WalletConnect project id: no WalletConnect entry.
      expect(listed.map((choice) => choice.name)).not.toContain('WalletConnect');
      await expect(dialog.getByRole('button', { name: OKX_WALLET_NAME, exact: true })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: TRON_WALLET_NAME, exact: true })).toBeEnabled();
      await shot(page, testInfo, 'tron-two-wallets-dialog');
    });

  const id = await createLocalSwap(page, { ...tronRoute('PTT'), connect: connectOkx }, { amount: '40' });
  const userBefore = await pttOf(page, ptt, TRON_TEST_USER);
  await page.getByRole('button', { name: 'Send 40 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });

  const details = await swapDetails(page, id);
  const input = transactionOf(details, 'input');
  // OKX Wallet was connected and signed the deposit the sandbox found; TronLink was never asked.
  expect(wallet.requests(OKX_WALLET_NAME).map((request) => request.kind)).toEqual(['connect', 'sign']);
  expect(wallet.signedIds(OKX_WALLET_NAME)).toEqual([input.transaction_hash]);
  expect(wallet.requests(TRON_WALLET_NAME)).toEqual([]);
  expect(input.from).toBe(TRON_TEST_USER);
  expect(userBefore - (await pttOf(page, ptt, TRON_TEST_USER))).toBe(parseUnits('40', 18));
  expect(await pttOf(page, ptt, input.to)).toBe(parseUnits('40', 18));
});

test('a TRX deposit to ETH on Local Chain B completes; exactly the amount leaves the wallet', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const id = await fillLocalSwap(page, 'TRX', '400');
  const before = await trxOf(page, TRON_TEST_USER);
  const receiverBefore = await chainB.getBalance({ address: RECEIVER });
  await page.getByRole('button', { name: 'Send 400 TRX from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });

  const details = await swapDetails(page, id);
  const input = transactionOf(details, 'input');
  const output = transactionOf(details, 'output');
  expect(wallet.signedIds()).toEqual([input.transaction_hash]);
  // The ledger charges no fee (it has no bandwidth accounting): exactly 400 TRX moved.
  expect(before - (await trxOf(page, TRON_TEST_USER))).toBe(400_000_000n);
  expect(await trxOf(page, input.to)).toBe(400_000_000n);
  expect((await chainB.getBalance({ address: RECEIVER })) - receiverBefore).toBe(
    parseUnits(String(output.amount), 18),
  );
});

test('a declined signature says so, sends nothing, and the retry sends once', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const id = await fillLocalSwap(page, 'PTT', '12.5');
  await wallet.rejectNext();
  await page.getByRole('button', { name: 'Send 12.5 PTT from wallet' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You declined the request in your wallet. Nothing was sent; you can try again.',
  );
  expect(wallet.signedIds()).toEqual([]);
  await page.getByRole('button', { name: 'Send 12.5 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  expect(wallet.signedIds()).toHaveLength(1);
  const { swap } = await swapDetails(page, id);
  const input = swap.transactions.find((tx) => tx.type === 'input');
  expect(input?.transaction_hash).toBe(wallet.signedIds()[0]);
  const ptt = await tokenContract(page, 'LOCAL_TRON', 'PTT');
  expect(await pttOf(page, ptt, input?.to ?? '')).toBe(parseUnits('12.5', 18));
});

test('Max keeps 2 TRX aside for the network fee', async ({ page }) => {
  await setUp(page);
  await connectOnRoute(page, tronRoute('TRX'));
  const sun = await trxOf(page, TRON_TEST_USER);
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByLabel(/^Amount/)).toHaveValue(/^\d+(\.\d+)?$/);
  const amount = parseUnits(await page.getByLabel(/^Amount/).inputValue(), 6);
  expect(sun - amount).toBe(2_000_000n);
});

test('instructions that would credit another swap are refused before a Send button is offered', async ({
  page,
}) => {
  const wallet = await setUp(page);
  await fillLocalSwap(page, 'PTT', '3');
  // The service now says this swap has another number than the memo in its deposit instructions.
  await page.route(`${SANDBOX}/api/v2/swaps/**`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    const metadata = body?.data?.swap?.metadata;
    if (metadata?.sequence_number !== undefined)
      metadata.sequence_number = String(BigInt(metadata.sequence_number) + 1n);
    return route.fulfill({ response, json: body });
  });
  await page.reload();
  // After a reload the wallet is connected again from the deposit step.
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a Tron wallet' })
    .getByRole('button', { name: TRON_WALLET_NAME })
    .click();
  // Refused while the deposit is prepared for the preview: no Send button is ever offered.
  await expect(page.getByRole('alert')).toContainText("is not this swap's number");
  await expect(page.getByRole('button', { name: /from wallet/ })).toHaveCount(0);
  expect(wallet.signedIds()).toEqual([]);
});
