/**
 * Wallet deposits from Local TON (@ton/sandbox in the sandbox, its toncenter-style API on its
 * own port): the widget connects an injected TonConnect test wallet, builds the deposit, the
 * wallet signs it with the test user's WalletV4 and broadcasts it; the sandbox finds it by its
 * comment and pays out on Local Chain B (anvil). The test reads both chains afterwards.
 */
import type { Page, TestInfo } from '@playwright/test';
import { Address, Cell } from '@ton/core';
import { decodeFunctionData, erc20Abi } from 'viem';
import { loadEitherRef, OP, readComment } from '../service/chains/ton/contracts';
import { createTonNodeClient } from '../src/chains/ton/node';
import { expect, test } from './fixtures';
import { clearFaults, shot } from './helpers';
import {
  chainB,
  createLocalSwap,
  erc20OnChainB,
  pttOnChainB,
  RECEIVER,
  recordSpeedups,
  swapDetails,
  tokenContract,
  transactionOf,
} from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import {
  installTonTestWallet,
  TON_TEST_USER,
  TON_WALLET_NAME,
  type TonWalletControls,
} from './wallet/ton-wallet';

const NODE_URL = `http://127.0.0.1:${LOCAL_CHAIN_PORTS.ton[0]}/api/v2/jsonRPC`;
const node = createTonNodeClient(NODE_URL);
const USER = Address.parse(TON_TEST_USER);

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

async function setUp(page: Page): Promise<TonWalletControls> {
  const wallet = await installTonTestWallet(page, { nodeUrl: NODE_URL });
  await page.goto('/');
  return wallet;
}

async function connect(page: Page, testInfo?: TestInfo) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  // TonConnect's own dialog: the injected test wallet is listed by name.
  const listed = page.getByText(TON_WALLET_NAME, { exact: true }).first();
  await listed.waitFor();
  if (testInfo) await shot(page, testInfo, 'ton-connect-dialog');
  await listed.click();
  await expect(page.getByTestId('wallet-panel')).toContainText(TON_TEST_USER.slice(0, 4));
}

async function fillSwap(
  page: Page,
  token: 'TON' | 'PTT',
  destinationToken: 'ETH' | 'PTT',
  amount: string,
  testInfo?: TestInfo,
) {
  // TON → ETH goes through the swap provider: the refund address is the user's TON wallet.
  return createLocalSwap(
    page,
    { from: 'Local TON', token, toToken: destinationToken, connect: (page) => connect(page, testInfo) },
    { amount, refund: { ifShown: TON_TEST_USER } },
  );
}

test('a PTT jetton deposit from Local TON to Local Chain B completes, with exact balances and the comment', async ({
  page,
  blockedRequests,
}, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const speedups = recordSpeedups(page);
  const master = Address.parse(await tokenContract(page, 'LOCAL_TON', 'PTT'));
  const userBefore = await node.jettonBalance(master, USER);
  const tokenB = await pttOnChainB(page);
  const receiverBefore = await erc20OnChainB(tokenB, RECEIVER);

  const id = await fillSwap(page, 'PTT', 'PTT', '250', testInfo);
  await shot(page, testInfo, 'ton-wallet-deposit');
  await page.getByRole('button', { name: 'Send 250 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await shot(page, testInfo, 'ton-completed');

  const details = await swapDetails(page, id);
  const sequence = String(details.swap.metadata.sequence_number);
  const input = transactionOf(details, 'input');
  const output = transactionOf(details, 'output');
  // The widget told the service the hash as soon as the wallet returned it: the one the sandbox found.
  expect(speedups).toEqual([input.transaction_hash]);
  expect(wallet.sentCount()).toBe(1);
  // The user's jetton balance fell by exactly 250 PTT.
  expect(userBefore - (await node.jettonBalance(master, USER))).toBe(250_000_000_000n);

  // What the wallet signed: one jetton transfer of 250 PTT to the service wallet, the comment the swap's number.
  const [request] = wallet.signed();
  const body = Cell.fromBase64(request?.messages[0]?.payload ?? '').beginParse();
  expect(body.loadUint(32)).toBe(OP.transfer);
  body.loadUintBig(64);
  expect(body.loadCoins()).toBe(250_000_000_000n);
  expect(body.loadAddress().equals(Address.parse(details.deposit_actions[0]?.to_address ?? ''))).toBe(true);
  body.loadAddress();
  body.loadMaybeRef();
  body.loadCoins();
  expect(readComment(loadEitherRef(body))).toBe(sequence);

  // Local Chain B: the receiver got exactly what the output carried, a little less than 250 (fees).
  const received = (await erc20OnChainB(tokenB, RECEIVER)) - receiverBefore;
  const sent = decodeFunctionData({
    abi: erc20Abi,
    data: (await chainB.getTransaction({ hash: output.transaction_hash as `0x${string}` })).input,
  });
  expect(sent.functionName).toBe('transfer');
  expect(sent.args).toEqual([RECEIVER, received]);
  expect(received).toBeLessThan(250n * 10n ** 18n);
  expect(received).toBeGreaterThan(249n * 10n ** 18n);
  // Nothing went out but the wallets list (served above) and the UI kit's hard-coded icons (its
  // TON logo, an image that stays blank offline): no analytics, no wallet bridge.
  const uiKitIcons = 'https://raw.githubusercontent.com/ton-connect/sdk/main/assets/';
  expect(blockedRequests.filter((url) => !url.startsWith(uiKitIcons))).toEqual([]);
});

test('a TON deposit to ETH on Local Chain B completes; the service wallet got the amount and the comment', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await setUp(page);
  const userBefore = await node.balance(USER);
  const id = await fillSwap(page, 'TON', 'ETH', '10');
  await page.getByRole('button', { name: 'Send 10 TON from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });

  const details = await swapDetails(page, id);
  const input = transactionOf(details, 'input');
  expect(input.amount).toBe(10);
  // The service wallet's incoming message: exactly 10 TON from the user, the swap's number as comment.
  const transactions = await node.call<{ in_msg?: { source: string; value: string; message: string } }[]>(
    'getTransactions',
    { address: details.deposit_actions[0]?.to_address, limit: 50 },
  );
  const payment = transactions.find(
    (transaction) => transaction.in_msg?.message === String(details.swap.metadata.sequence_number),
  );
  expect(payment?.in_msg?.value).toBe('10000000000');
  expect(Address.parse(payment?.in_msg?.source ?? '').equals(USER)).toBe(true);
  // The user paid 10 TON and a network fee of well under 0.01 TON.
  const spent = userBefore - (await node.balance(USER));
  expect(spent).toBeGreaterThan(10_000_000_000n);
  expect(spent).toBeLessThan(10_010_000_000n);
  const output = transactionOf(details, 'output');
  expect(await chainB.getTransaction({ hash: output.transaction_hash as `0x${string}` })).toMatchObject({
    to: RECEIVER.toLowerCase(),
  });
});

test('a declined request leaves the swap resumable, and the retry sends once', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  await fillSwap(page, 'PTT', 'PTT', '20');
  wallet.rejectNext();
  await page.getByRole('button', { name: 'Send 20 PTT from wallet' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You declined the request in your wallet. Nothing was sent; you can try again.',
  );
  await shot(page, testInfo, 'ton-declined');
  expect(wallet.sentCount()).toBe(0);
  await page.getByRole('button', { name: 'Send 20 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  expect(wallet.sentCount()).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /from wallet/ })).toHaveCount(0);
  expect(wallet.sentCount()).toBe(1);
});
