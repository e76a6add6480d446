/**
 * Wallet deposits from the sandbox's local Solana chain (litesvm behind a JSON-RPC node) to Local
 * Chain B (anvil): the widget connects an injected Wallet Standard test wallet through its own
 * dialog, builds the deposit from the service's transaction, has the wallet sign it, sends it to
 * the network's node; the sandbox finds it on chain and pays out on the other chain. Balances are
 * read from both chains afterwards.
 */
import type { Page } from '@playwright/test';
import { parseUnits } from 'viem';
import { expect, test } from './fixtures';
import { clearFaults, pickRoute, shot } from './helpers';
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
import { solanaPttOf, solanaRpc } from './local-nodes';
import {
  installSolanaTestWallet,
  SOLANA_TEST_WALLET_ADDRESS,
  SOLANA_TEST_WALLET_NAME,
  type SolanaTestWalletControls,
} from './wallet/solana-wallet';

const SHORT_ADDRESS = SOLANA_TEST_WALLET_ADDRESS.slice(0, 4);

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

async function lamportsOf(page: Page, owner: string): Promise<bigint> {
  return BigInt((await solanaRpc<{ value: number }>(page, 'getBalance', [owner])).value);
}

async function setUp(page: Page): Promise<SolanaTestWalletControls> {
  const wallet = await installSolanaTestWallet(page);
  await page.goto('/');
  return wallet;
}

const connect = (page: Page) => connectInDialog(page, 'Solana', SOLANA_TEST_WALLET_NAME, SHORT_ADDRESS);

function solanaRoute(token: 'SOL' | 'PTT'): LocalRoute {
  return { from: 'Local Solana', token, toToken: token === 'SOL' ? 'ETH' : 'PTT', connect };
}

async function fillLocalSwap(page: Page, token: 'SOL' | 'PTT', amount: string) {
  // SOL → ETH goes through the swap provider: a refund address on Solana is required.
  return createLocalSwap(page, solanaRoute(token), {
    amount,
    refund: token === 'SOL' ? SOLANA_TEST_WALLET_ADDRESS : undefined,
  });
}

test('the connect dialog lists the injected wallet, is accessible, and closes with Escape', async ({
  page,
}, testInfo) => {
  const wallet = await setUp(page);
  await pickRoute(page, 'From', 'Local Solana', 'PTT');
  await pickRoute(page, 'To', 'Local Chain B', 'PTT');
  await checkConnectDialog(page, testInfo, {
    family: 'Solana',
    walletName: SOLANA_TEST_WALLET_NAME,
    shownAddress: SHORT_ADDRESS,
    shotName: 'solana-wallet-dialog',
    rejectNext: wallet.rejectNext,
    // A declined connection is said so, and the wallet can be picked again.
    declined: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    checkFocus: true,
  });
});

test('a PTT deposit from Local Solana to Local Chain B completes, with exact balances on both chains', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const speedups = recordSpeedups(page);
  const mint = await tokenContract(page, 'LOCAL_SOLANA', 'PTT');
  const pttB = await pttOnChainB(page);
  const readReceiver = () => erc20OnChainB(pttB, RECEIVER);

  const id = await fillLocalSwap(page, 'PTT', '250');
  await shot(page, testInfo, 'solana-wallet-deposit');
  const userBefore = await solanaPttOf(page, mint, SOLANA_TEST_WALLET_ADDRESS);
  const receiverBefore = await readReceiver();
  await page.getByRole('button', { name: 'Send 250 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await shot(page, testInfo, 'solana-completed');

  const details = await swapDetails(page, id);
  const input = transactionOf(details, 'input');
  const output = transactionOf(details, 'output');
  // The hash the wallet produced is the one the widget reported and the one the sandbox found.
  expect(wallet.signatures()).toEqual([input.transaction_hash]);
  expect(speedups).toEqual([input.transaction_hash]);
  expect(input.from).toBe(SOLANA_TEST_WALLET_ADDRESS);
  // Solana: the user's PTT went down by exactly 250; the deposit address holds exactly 250.
  expect(userBefore - (await solanaPttOf(page, mint, SOLANA_TEST_WALLET_ADDRESS))).toBe(250_000_000n);
  expect(await solanaPttOf(page, mint, input.to)).toBe(250_000_000n);
  // Chain B: the receiver's PTT went up by exactly the output, a little less than 250.
  const paid = parseUnits(String(output.amount), 18);
  expect((await readReceiver()) - receiverBefore).toBe(paid);
  expect(paid).toBeLessThan(parseUnits('250', 18));
  expect(paid).toBeGreaterThan(parseUnits('249', 18));
});

test('a SOL deposit to ETH on Local Chain B completes; the user pays the amount and one fee', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const id = await fillLocalSwap(page, 'SOL', '0.75');
  const before = await lamportsOf(page, SOLANA_TEST_WALLET_ADDRESS);
  const receiverBefore = await chainB.getBalance({ address: RECEIVER });
  await page.getByRole('button', { name: 'Send 0.75 SOL from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });

  const details = await swapDetails(page, id);
  const input = transactionOf(details, 'input');
  const output = transactionOf(details, 'output');
  expect(wallet.signatures()).toEqual([input.transaction_hash]);
  expect(before - (await lamportsOf(page, SOLANA_TEST_WALLET_ADDRESS))).toBe(750_000_000n + 5_000n);
  expect(await lamportsOf(page, input.to)).toBe(750_000_000n);
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
  expect(wallet.signatures()).toEqual([]);
  await page.getByRole('button', { name: 'Send 12.5 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  expect(wallet.signatures()).toHaveLength(1);
  const { swap } = await swapDetails(page, id);
  const input = swap.transactions.find((tx) => tx.type === 'input');
  expect(input?.transaction_hash).toBe(wallet.signatures()[0]);
  const mint = await tokenContract(page, 'LOCAL_SOLANA', 'PTT');
  expect(await solanaPttOf(page, mint, input?.to ?? '')).toBe(12_500_000n);
});

test('Max keeps the fee and rent aside for SOL', async ({ page }) => {
  await setUp(page);
  await connectOnRoute(page, solanaRoute('SOL'));
  const lamports = await lamportsOf(page, SOLANA_TEST_WALLET_ADDRESS);
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByLabel(/^Amount/)).toHaveValue(/^\d+\.\d+$/);
  const amount = parseUnits(await page.getByLabel(/^Amount/).inputValue(), 9);
  // The rent-exempt minimum of a plain account (890,880 lamports) plus two fees stays in the wallet.
  expect(lamports - amount).toBe(890_880n + 10_000n);
});
