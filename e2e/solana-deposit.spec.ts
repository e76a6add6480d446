/**
 * Wallet deposits from the sandbox's local Solana chain (litesvm behind a JSON-RPC node) to Local
 * Chain B (anvil): the widget connects an injected Wallet Standard test wallet through its own
 * dialog, builds the deposit from the service's transaction, has the wallet sign it, sends it to
 * the network's node; the sandbox finds it on chain and pays out on the other chain. Balances are
 * read from both chains afterwards.
 */
import type { Page } from '@playwright/test';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem';
import { expect, test } from './fixtures';
import { clearFaults, expectAccessible, KEY, pickRoute, SANDBOX, shot, swapIdFromUrl } from './helpers';
import { LOCAL_CHAIN_PORTS } from './ports';
import {
  installSolanaTestWallet,
  SOLANA_TEST_WALLET_ADDRESS,
  SOLANA_TEST_WALLET_NAME,
  type SolanaTestWalletControls,
} from './wallet/solana-wallet';

const SOLANA_NODE = `http://127.0.0.1:${LOCAL_CHAIN_PORTS.solana[0]}`;
const CHAIN_B = createPublicClient({ transport: http(`http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[1]}`) });
/** Anvil account #1 receives on the destination chain. */
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SHORT_ADDRESS = SOLANA_TEST_WALLET_ADDRESS.slice(0, 4);

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** A JSON-RPC call to the local Solana node, as the tests' own eyes on the chain. */
async function solanaRpc<T>(page: Page, method: string, params: unknown[]): Promise<T> {
  const response = await page.request.post(SOLANA_NODE, { data: { jsonrpc: '2.0', id: 1, method, params } });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined)
    throw new Error(`${method}: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

async function lamportsOf(page: Page, owner: string): Promise<bigint> {
  return BigInt((await solanaRpc<{ value: number }>(page, 'getBalance', [owner])).value);
}

/** The PTT an owner holds in its associated token account (0 when it has none). */
async function pttOf(page: Page, mint: string, owner: string): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(owner), true).toBase58();
  const info = await solanaRpc<{ value: unknown }>(page, 'getAccountInfo', [account, { encoding: 'base64' }]);
  if (info.value === null) return 0n;
  const balance = await solanaRpc<{ value: { amount: string } }>(page, 'getTokenAccountBalance', [account]);
  return BigInt(balance.value.amount);
}

async function networks(page: Page) {
  const response = await page.request.get(`${SANDBOX}/api/v2/networks`, { headers: { 'X-SVC-APIKEY': KEY } });
  return (await response.json()).data as { name: string; tokens: { symbol: string; contract: string }[] }[];
}

async function tokenContract(page: Page, network: string, symbol: string): Promise<string> {
  const contract = (await networks(page))
    .find((n) => n.name === network)
    ?.tokens.find((t) => t.symbol === symbol)?.contract;
  if (!contract) throw new Error(`${network} has no ${symbol}`);
  return contract;
}

async function swapDetails(page: Page, id: string) {
  const response = await page.request.get(`${SANDBOX}/api/v2/swaps/${id}`, {
    headers: { 'X-SVC-APIKEY': KEY },
  });
  return (await response.json()).data as {
    swap: {
      status: string;
      transactions: { type: string; transaction_hash: string; to: string; from: string; amount: number }[];
    };
  };
}

async function setUp(page: Page): Promise<SolanaTestWalletControls> {
  const wallet = await installSolanaTestWallet(page);
  await page.goto('/');
  return wallet;
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a Solana wallet' });
  await dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('wallet-panel')).toContainText(SHORT_ADDRESS);
}

async function fillLocalSwap(page: Page, token: 'SOL' | 'PTT', amount: string) {
  await pickRoute(page, 'From', 'Local Solana', token);
  await pickRoute(page, 'To', 'Local Chain B', token === 'SOL' ? 'ETH' : 'PTT');
  await connect(page);
  await expect(page.getByTestId('wallet-balance')).toContainText(new RegExp(`Balance [\\d.]+ ${token}`));
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByLabel(/^Destination address/).fill(RECEIVER);
  // SOL → ETH goes through the swap provider: a refund address on Solana is required.
  const refund = page.getByLabel(/^Refund address/);
  if (token === 'SOL') await refund.fill(SOLANA_TEST_WALLET_ADDRESS);
  await expect(page.getByTestId('receive-amount')).toContainText(token === 'SOL' ? 'ETH' : 'PTT');
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  return swapIdFromUrl(page);
}

test('the connect dialog lists the injected wallet, is accessible, and closes with Escape', async ({
  page,
}, testInfo) => {
  await setUp(page);
  await pickRoute(page, 'From', 'Local Solana', 'PTT');
  await pickRoute(page, 'To', 'Local Chain B', 'PTT');
  const opener = page.getByRole('button', { name: 'Connect wallet' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Connect a Solana wallet' });
  await expect(dialog).toBeVisible();
  // Focus starts on the first wallet, not on "Close".
  await expect(dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME })).toBeFocused();
  await expectAccessible(page, 'the Solana wallet dialog');
  await shot(page, testInfo, 'solana-wallet-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // A declined connection is said so, and the wallet can be picked again.
  await opener.click();
  await page.evaluate(() => {
    (
      window as unknown as { __portageSolanaTestWallet: { rejectNext: boolean } }
    ).__portageSolanaTestWallet.rejectNext = true;
  });
  await dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You declined the request in your wallet. Nothing was sent; you can try again.',
  );
  await dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('wallet-panel')).toContainText(SHORT_ADDRESS);
});

test('a PTT deposit from Local Solana to Local Chain B completes, with exact balances on both chains', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const speedups: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/deposit_speedup')) speedups.push(request.postDataJSON().transaction_id);
  });
  const mint = await tokenContract(page, 'LOCAL_SOLANA', 'PTT');
  const pttB = (await tokenContract(page, 'LOCAL_L2', 'PTT')) as Address;
  const readReceiver = () =>
    CHAIN_B.readContract({ address: pttB, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] });

  const id = await fillLocalSwap(page, 'PTT', '250');
  await shot(page, testInfo, 'solana-wallet-deposit');
  const userBefore = await pttOf(page, mint, SOLANA_TEST_WALLET_ADDRESS);
  const receiverBefore = await readReceiver();
  await page.getByRole('button', { name: 'Send 250 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await shot(page, testInfo, 'solana-completed');

  const { swap } = await swapDetails(page, id);
  const input = swap.transactions.find((tx) => tx.type === 'input');
  const output = swap.transactions.find((tx) => tx.type === 'output');
  if (!input || !output) throw new Error('missing transactions');
  // The hash the wallet produced is the one the widget reported and the one the sandbox found.
  expect(wallet.signatures()).toEqual([input.transaction_hash]);
  expect(speedups).toEqual([input.transaction_hash]);
  expect(input.from).toBe(SOLANA_TEST_WALLET_ADDRESS);
  // Solana: the user's PTT went down by exactly 250; the deposit address holds exactly 250.
  expect(userBefore - (await pttOf(page, mint, SOLANA_TEST_WALLET_ADDRESS))).toBe(250_000_000n);
  expect(await pttOf(page, mint, input.to)).toBe(250_000_000n);
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
  const receiverBefore = await CHAIN_B.getBalance({ address: RECEIVER });
  await page.getByRole('button', { name: 'Send 0.75 SOL from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });

  const { swap } = await swapDetails(page, id);
  const input = swap.transactions.find((tx) => tx.type === 'input');
  const output = swap.transactions.find((tx) => tx.type === 'output');
  if (!input || !output) throw new Error('missing transactions');
  expect(wallet.signatures()).toEqual([input.transaction_hash]);
  expect(before - (await lamportsOf(page, SOLANA_TEST_WALLET_ADDRESS))).toBe(750_000_000n + 5_000n);
  expect(await lamportsOf(page, input.to)).toBe(750_000_000n);
  expect((await CHAIN_B.getBalance({ address: RECEIVER })) - receiverBefore).toBe(
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
  expect(await pttOf(page, mint, input?.to ?? '')).toBe(12_500_000n);
});

test('Max keeps the fee and rent aside for SOL', async ({ page }) => {
  await setUp(page);
  await pickRoute(page, 'From', 'Local Solana', 'SOL');
  await pickRoute(page, 'To', 'Local Chain B', 'ETH');
  await connect(page);
  await expect(page.getByTestId('wallet-balance')).toContainText(/Balance [\d.]+ SOL/);
  const lamports = await lamportsOf(page, SOLANA_TEST_WALLET_ADDRESS);
  await page.getByTestId('wallet-panel').getByRole('button', { name: 'Max' }).click();
  await expect(page.getByLabel(/^Amount/)).toHaveValue(/^\d+\.\d+$/);
  const amount = parseUnits(await page.getByLabel(/^Amount/).inputValue(), 9);
  // The rent-exempt minimum of a plain account (890,880 lamports) plus two fees stays in the wallet.
  expect(lamports - amount).toBe(890_880n + 10_000n);
});
