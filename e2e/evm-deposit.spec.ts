/**
 * Wallet deposits on two real local EVM chains (anvil, started by the sandbox): the widget
 * builds and sends the deposit through an injected EIP-6963 test wallet, the sandbox detects it
 * on chain and pays out on the other chain, and the test reads both chains afterwards.
 */
import type { Page } from '@playwright/test';
import { type Address, createPublicClient, erc20Abi, type Hex, http } from 'viem';
import { expect, test } from './fixtures';
import { blockStorage, clearFaults, shot } from './helpers';
import {
  chainB,
  connectOnRoute,
  createLocalSwap,
  type LocalRoute,
  networks,
  pttOnChainB,
  RECEIVER,
  receivedOnChainB,
  recordSpeedups,
  swapDetails,
  transactionOf,
} from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet, TEST_WALLET_ADDRESS, type TestWalletControls } from './wallet/evm-wallet';

/** The sandbox starts its anvil chains on these ports for the browser tests (playwright.config.ts). */
const ANVIL_PORTS = LOCAL_CHAIN_PORTS.evm;
const CHAIN_A = { id: 31337, url: `http://127.0.0.1:${ANVIL_PORTS[0]}` };
const CHAIN_B = { id: 31338, url: `http://127.0.0.1:${ANVIL_PORTS[1]}` };

const chainA = createPublicClient({ transport: http(CHAIN_A.url) });

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

async function setUp(page: Page): Promise<TestWalletControls> {
  const wallet = await installEvmTestWallet(page, {
    rpcUrls: { [CHAIN_A.id]: CHAIN_A.url, [CHAIN_B.id]: CHAIN_B.url },
    initialChainId: CHAIN_B.id,
  });
  await page.goto('/');
  return wallet;
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
  await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
}

function evmRoute(token: 'ETH' | 'PTT'): LocalRoute {
  return { from: 'Local Chain A', token, toToken: token, connect };
}

async function fillLocalSwap(page: Page, token: 'ETH' | 'PTT', amount: string) {
  return createLocalSwap(page, evmRoute(token), { amount });
}

async function balanceOf(client: typeof chainA, token: Address | null, owner: Address) {
  return token
    ? client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    : client.getBalance({ address: owner });
}

test('a native ETH swap from chain A to chain B completes, and both chains show the exact amounts', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const speedups = recordSpeedups(page);
  const userBefore = await chainA.getBalance({ address: TEST_WALLET_ADDRESS });

  const id = await fillLocalSwap(page, 'ETH', '1.5');
  await shot(page, testInfo, 'evm-wallet-deposit');
  await page.getByRole('button', { name: 'Send 1.5 ETH from wallet' }).click();
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  // The wallet started on chain B and did not know chain A: the widget added it, then switched.
  expect(await wallet.addedChains()).toEqual([CHAIN_A.id]);
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await shot(page, testInfo, 'evm-completed');

  const details = await swapDetails(page, id);
  const { deposit_actions } = details;
  const input = transactionOf(details, 'input');
  const output = transactionOf(details, 'output');
  // The local chains have a depository: the ETH went through depositNative to the deposit address.
  expect(deposit_actions[0]?.to_address.toLowerCase()).toBe(
    (await depositoryOf('LOCAL_L1', page)).toLowerCase(),
  );
  const depositAddress = input.to as Address;

  // Chain A: the deposit address holds exactly 1.5 ETH; the user paid 1.5 ETH plus the gas.
  expect(await chainA.getBalance({ address: depositAddress })).toBe(1_500_000_000_000_000_000n);
  // The widget told the service the deposit's hash as soon as the wallet returned it.
  expect(speedups).toEqual([input.transaction_hash]);
  const receipt = await chainA.getTransactionReceipt({ hash: input.transaction_hash as Hex });
  const gas = receipt.gasUsed * receipt.effectiveGasPrice;
  expect(userBefore - (await chainA.getBalance({ address: TEST_WALLET_ADDRESS }))).toBe(
    1_500_000_000_000_000_000n + gas,
  );
  // Chain B: the receiver got exactly what the output transaction carried, less than 1.5 (fees).
  const paid = (await chainB.getTransaction({ hash: output.transaction_hash as Hex })).value;
  expect(await receivedOnChainB(output.transaction_hash, RECEIVER)).toBe(paid);
  expect(paid).toBeLessThan(1_500_000_000_000_000_000n);
  expect(paid).toBeGreaterThan(1_490_000_000_000_000_000n);
});

test('an ERC-20 swap goes approve then deposit through the depository, with exact token balances', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const id = await fillLocalSwap(page, 'PTT', '250');
  const { deposit_actions } = await swapDetails(page, id);
  const token = deposit_actions[0]?.token.contract as Address;
  const depository = (await depositoryOf('LOCAL_L1', page)) as Address;
  expect(deposit_actions[0]?.to_address.toLowerCase()).toBe(depository.toLowerCase());
  const tokenB = await pttOnChainB(page);
  const receiverBefore = await balanceOf(chainB, tokenB, RECEIVER);

  await page.getByRole('button', { name: 'Send 250 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });

  // Two transactions left the wallet: the approve, then the deposit.
  expect(await wallet.sentCount()).toBe(2);
  const details = await swapDetails(page, id);
  const input = transactionOf(details, 'input');
  // The swap has paid out (this throws when it has no output transaction).
  transactionOf(details, 'output');
  expect(await balanceOf(chainA, token, input.to as Address)).toBe(250_000_000_000_000_000_000n);
  // The depository used exactly what was approved.
  expect(
    await chainA.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [TEST_WALLET_ADDRESS, depository],
    }),
  ).toBe(0n);
  const received = (await balanceOf(chainB, tokenB, RECEIVER)) - receiverBefore;
  expect(received).toBeGreaterThan(249_000_000_000_000_000_000n);
  expect(received).toBeLessThan(250_000_000_000_000_000_000n);
});

async function depositoryOf(network: string, page: Page): Promise<string> {
  const address = (await networks(page)).find((n) => n.name === network)?.metadata?.depository_contract;
  if (!address) throw new Error(`${network} has no depository`);
  return address;
}

test('a rejected signature leaves the swap resumable, and the retry sends once', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  await fillLocalSwap(page, 'ETH', '0.25');
  await wallet.rejectNext();
  await page.getByRole('button', { name: 'Send 0.25 ETH from wallet' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You declined the request in your wallet. Nothing was sent; you can try again.',
  );
  expect(await wallet.sentCount()).toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  await page.getByRole('button', { name: 'Send 0.25 ETH from wallet' }).click();
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  expect(await wallet.sentCount()).toBe(1);
});

test('a reload after the wallet returned the hash sends nothing again', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const id = await fillLocalSwap(page, 'ETH', '0.3');
  await page.getByRole('button', { name: 'Send 0.3 ETH from wallet' }).click();
  await expect(page.getByText('Deposit sent').or(page.getByText('Deposit received'))).toBeVisible();
  expect(await wallet.sentCount()).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /from wallet/ })).toHaveCount(0);
  await page.goto(`/?swapId=${id}`);
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  expect(await wallet.sentCount()).toBe(1);
});

test('Max fills the balance and keeps the network fee aside for the native token', async ({ page }) => {
  await setUp(page);
  // The balance is read once the panel shows it.
  await connectOnRoute(page, evmRoute('ETH'));
  const balanceText = (await page.getByTestId('wallet-balance').textContent()) ?? '';
  const balance = Number(balanceText.replace(/[^\d.]/g, ''));
  await page.getByRole('button', { name: 'Max' }).click();
  // Max first asks the node for the fee to keep aside, then fills the amount.
  await expect(page.getByLabel(/^Amount/)).toHaveValue(/^\d+\.\d+$/);
  const amount = Number(await page.getByLabel(/^Amount/).inputValue());
  expect(amount).toBeGreaterThan(balance - 0.01);
  expect(amount).toBeLessThan(balance);
});

test('insufficient funds gets its own message and nothing is recorded as sent', async ({ page }) => {
  test.setTimeout(60_000);
  const wallet = await setUp(page);
  await fillLocalSwap(page, 'ETH', '0.2');
  await wallet.failNextSend();
  await page.getByRole('button', { name: 'Send 0.2 ETH from wallet' }).click();
  await expect(page.getByRole('alert')).toContainText('does not have enough');
  await expect(page.getByRole('button', { name: 'Send 0.2 ETH from wallet' })).toBeEnabled();
});

test('with browser storage blocked (a third-party iframe), the wallet still connects and deposits', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await blockStorage(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await setUp(page);
  await fillLocalSwap(page, 'ETH', '0.25');
  await expect(page.getByTestId('storage-notice')).toBeVisible();
  await page.getByRole('button', { name: 'Send 0.25 ETH from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  expect(errors).toEqual([]);
});
