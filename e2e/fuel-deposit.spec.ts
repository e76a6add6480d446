/**
 * Wallet deposits from the sandbox's Local Fuel (a verifying ledger behind a fuel-core-style
 * GraphQL facade, not a Fuel node) to Local Chain B (anvil): the widget connects an injected
 * FuelConnector test wallet through its own dialog, builds and checks the deposit from the
 * service's script request, funds and dry-runs it through the network's node with fuels'
 * Provider, and has the wallet sign and submit it; the ledger verifies the signature, the
 * sandbox finds the deposit and pays out on the other chain. Balances are read from both chains.
 */
import type { Page } from '@playwright/test';
import { Address, Provider } from 'fuels';
import { createPublicClient, type Address as EvmAddress, erc20Abi, http, parseUnits } from 'viem';
import { expect, test } from './fixtures';
import { clearFaults, expectAccessible, KEY, pickRoute, SANDBOX, shot, swapIdFromUrl } from './helpers';
import { LOCAL_CHAIN_PORTS } from './ports';
import {
  FUEL_TEST_WALLET_ADDRESS,
  FUEL_TEST_WALLET_NAME,
  type FuelTestWalletControls,
  installFuelTestWallet,
} from './wallet/fuel-wallet';

const FUEL_NODE = `http://127.0.0.1:${LOCAL_CHAIN_PORTS.fuel[0]}/v1/graphql`;
const CHAIN_B = createPublicClient({ transport: http(`http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[1]}`) });
/** Anvil account #1 receives on the destination chain. */
const RECEIVER: EvmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SHORT_ADDRESS = FUEL_TEST_WALLET_ADDRESS.slice(0, 6);

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** The tests' own eyes on the ledger: fuels' Provider, on the Node side. */
let provider: Provider | null = null;
async function balanceOf(owner: string, assetId: string): Promise<bigint> {
  provider ??= new Provider(FUEL_NODE);
  return BigInt((await provider.getBalance(new Address(owner), assetId)).toString());
}

async function networks(page: Page) {
  const response = await page.request.get(`${SANDBOX}/api/v2/networks`, { headers: { 'X-SVC-APIKEY': KEY } });
  return (await response.json()).data as {
    name: string;
    metadata?: { base_asset_id?: string };
    tokens: { symbol: string; contract?: string }[];
  }[];
}

async function assetIds(page: Page): Promise<{ eth: string; ptt: string; pttB: EvmAddress }> {
  const all = await networks(page);
  const fuel = all.find((n) => n.name === 'LOCAL_FUEL');
  const eth = fuel?.metadata?.base_asset_id;
  const ptt = fuel?.tokens.find((t) => t.symbol === 'PTT')?.contract;
  const pttB = all.find((n) => n.name === 'LOCAL_L2')?.tokens.find((t) => t.symbol === 'PTT')?.contract;
  if (!eth || !ptt || !pttB) throw new Error('Local Fuel or Local Chain B is missing from the catalog');
  return { eth, ptt, pttB: pttB as EvmAddress };
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

async function setUp(page: Page): Promise<FuelTestWalletControls> {
  const wallet = await installFuelTestWallet(page);
  await page.goto('/');
  return wallet;
}

async function declineNext(page: Page) {
  await page.evaluate(() => {
    (
      window as unknown as { __portageFuelTestWallet: { rejectNext: boolean } }
    ).__portageFuelTestWallet.rejectNext = true;
  });
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a Fuel wallet' });
  await dialog.getByRole('button', { name: FUEL_TEST_WALLET_NAME }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('wallet-panel')).toContainText(SHORT_ADDRESS);
}

async function fillLocalSwap(page: Page, token: 'ETH' | 'PTT', amount: string) {
  await pickRoute(page, 'From', 'Local Fuel', token);
  await pickRoute(page, 'To', 'Local Chain B', token);
  await connect(page);
  await expect(page.getByTestId('wallet-balance')).toContainText(new RegExp(`Balance [\\d.,]+ ${token}`));
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByLabel(/^Destination address/).fill(RECEIVER);
  await expect(page.getByTestId('receive-amount')).toContainText(token);
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  return swapIdFromUrl(page);
}

test('the connect dialog lists the injected Fuel wallet, is accessible, and says when it is declined', async ({
  page,
}, testInfo) => {
  await setUp(page);
  await pickRoute(page, 'From', 'Local Fuel', 'PTT');
  await pickRoute(page, 'To', 'Local Chain B', 'PTT');
  const opener = page.getByRole('button', { name: 'Connect wallet' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Connect a Fuel wallet' });
  await expect(dialog.getByRole('button', { name: FUEL_TEST_WALLET_NAME })).toBeVisible();
  await expectAccessible(page, 'the Fuel wallet dialog');
  await shot(page, testInfo, 'fuel-wallet-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await opener.click();
  await declineNext(page);
  await dialog.getByRole('button', { name: FUEL_TEST_WALLET_NAME }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `You declined the connection in ${FUEL_TEST_WALLET_NAME}. You can try again.`,
  );
  await dialog.getByRole('button', { name: FUEL_TEST_WALLET_NAME }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('wallet-panel')).toContainText(SHORT_ADDRESS);
});

test('a PTT deposit from Local Fuel to Local Chain B completes, with exact balances on both chains', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const speedups: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/deposit_speedup')) speedups.push(request.postDataJSON().transaction_id);
  });
  const { ptt, pttB } = await assetIds(page);
  const readReceiver = () =>
    CHAIN_B.readContract({ address: pttB, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] });

  const id = await fillLocalSwap(page, 'PTT', '250');
  await shot(page, testInfo, 'fuel-wallet-deposit');
  const userBefore = await balanceOf(FUEL_TEST_WALLET_ADDRESS, ptt);
  const receiverBefore = await readReceiver();
  await page.getByRole('button', { name: 'Send 250 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await shot(page, testInfo, 'fuel-completed');

  const { swap } = await swapDetails(page, id);
  const input = swap.transactions.find((tx) => tx.type === 'input');
  const output = swap.transactions.find((tx) => tx.type === 'output');
  if (!input || !output) throw new Error('missing transactions');
  // The id the wallet's transaction got is the one the widget reported and the one the ledger applied.
  expect(wallet.sent()).toEqual([input.transaction_hash]);
  expect(speedups).toEqual([input.transaction_hash]);
  expect(input.from).toBe(FUEL_TEST_WALLET_ADDRESS);
  // Fuel: the user's PTT went down by exactly 250 (9 decimals); the deposit address holds exactly 250.
  expect(userBefore - (await balanceOf(FUEL_TEST_WALLET_ADDRESS, ptt))).toBe(250_000_000_000n);
  expect(await balanceOf(input.to, ptt)).toBe(250_000_000_000n);
  // Chain B: the receiver's PTT went up by exactly the output, a little less than 250.
  const paid = parseUnits(String(output.amount), 18);
  expect((await readReceiver()) - receiverBefore).toBe(paid);
  expect(paid).toBeLessThan(parseUnits('250', 18));
  expect(paid).toBeGreaterThan(parseUnits('249', 18));
});

test('an ETH deposit to Local Chain B completes after a declined first try; sent once', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const { eth } = await assetIds(page);
  const id = await fillLocalSwap(page, 'ETH', '0.75');
  const receiverBefore = await CHAIN_B.getBalance({ address: RECEIVER });
  await declineNext(page);
  await page.getByRole('button', { name: 'Send 0.75 ETH from wallet' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You declined the request in your wallet. Nothing was sent; you can try again.',
  );
  expect(wallet.sent()).toEqual([]);
  await page.getByRole('button', { name: 'Send 0.75 ETH from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });

  const { swap } = await swapDetails(page, id);
  const input = swap.transactions.find((tx) => tx.type === 'input');
  const output = swap.transactions.find((tx) => tx.type === 'output');
  if (!input || !output) throw new Error('missing transactions');
  expect(wallet.sent()).toEqual([input.transaction_hash]);
  expect(await balanceOf(input.to, eth)).toBe(750_000_000n);
  expect((await CHAIN_B.getBalance({ address: RECEIVER })) - receiverBefore).toBe(
    parseUnits(String(output.amount), 18),
  );
});
