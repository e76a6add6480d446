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
import { type Address as EvmAddress, parseUnits } from 'viem';
import { expect, test } from './fixtures';
import { clearFaults, pickRoute, shot } from './helpers';
import {
  checkConnectDialog,
  connectInDialog,
  createLocalSwap,
  erc20OnChainB,
  networks,
  RECEIVER,
  receivedOnChainB,
  recordSpeedups,
  swapDetails,
  transactionOf,
} from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import {
  FUEL_TEST_WALLET_ADDRESS,
  FUEL_TEST_WALLET_NAME,
  type FuelTestWalletControls,
  installFuelTestWallet,
} from './wallet/fuel-wallet';

const FUEL_NODE = `http://127.0.0.1:${LOCAL_CHAIN_PORTS.fuel[0]}/v1/graphql`;
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

async function assetIds(page: Page): Promise<{ eth: string; ptt: string; pttB: EvmAddress }> {
  const all = await networks(page);
  const fuel = all.find((n) => n.name === 'LOCAL_FUEL');
  const eth = fuel?.metadata?.base_asset_id;
  const ptt = fuel?.tokens.find((t) => t.symbol === 'PTT')?.contract;
  const pttB = all.find((n) => n.name === 'LOCAL_L2')?.tokens.find((t) => t.symbol === 'PTT')?.contract;
  if (!eth || !ptt || !pttB) throw new Error('Local Fuel or Local Chain B is missing from the catalog');
  return { eth, ptt, pttB: pttB as EvmAddress };
}

async function setUp(page: Page): Promise<FuelTestWalletControls> {
  const wallet = await installFuelTestWallet(page);
  await page.goto('/');
  return wallet;
}

const connect = (page: Page) => connectInDialog(page, 'Fuel', FUEL_TEST_WALLET_NAME, SHORT_ADDRESS);

async function fillLocalSwap(page: Page, token: 'ETH' | 'PTT', amount: string) {
  return createLocalSwap(
    page,
    { from: 'Local Fuel', token, toToken: token, connect, digits: '[\\d.,]+' },
    { amount },
  );
}

test('the connect dialog lists the injected Fuel wallet, is accessible, and says when it is declined', async ({
  page,
}, testInfo) => {
  const wallet = await setUp(page);
  await pickRoute(page, 'From', 'Local Fuel', 'PTT');
  await pickRoute(page, 'To', 'Local Chain B', 'PTT');
  await checkConnectDialog(page, testInfo, {
    family: 'Fuel',
    walletName: FUEL_TEST_WALLET_NAME,
    shownAddress: SHORT_ADDRESS,
    shotName: 'fuel-wallet-dialog',
    rejectNext: wallet.rejectNext,
    declined: `You declined the connection in ${FUEL_TEST_WALLET_NAME}. You can try again.`,
    checkFocus: false,
  });
});

test('a PTT deposit from Local Fuel to Local Chain B completes, with exact balances on both chains', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const speedups = recordSpeedups(page);
  const { ptt, pttB } = await assetIds(page);
  const readReceiver = () => erc20OnChainB(pttB, RECEIVER);

  const id = await fillLocalSwap(page, 'PTT', '250');
  await shot(page, testInfo, 'fuel-wallet-deposit');
  const userBefore = await balanceOf(FUEL_TEST_WALLET_ADDRESS, ptt);
  const receiverBefore = await readReceiver();
  await page.getByRole('button', { name: 'Send 250 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await shot(page, testInfo, 'fuel-completed');

  const details = await swapDetails(page, id);
  const input = transactionOf(details, 'input');
  const output = transactionOf(details, 'output');
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
  await wallet.rejectNext();
  await page.getByRole('button', { name: 'Send 0.75 ETH from wallet' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You declined the request in your wallet. Nothing was sent; you can try again.',
  );
  expect(wallet.sent()).toEqual([]);
  await page.getByRole('button', { name: 'Send 0.75 ETH from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });

  const details = await swapDetails(page, id);
  const input = transactionOf(details, 'input');
  const output = transactionOf(details, 'output');
  expect(wallet.sent()).toEqual([input.transaction_hash]);
  expect(await balanceOf(input.to, eth)).toBe(750_000_000n);
  expect(await receivedOnChainB(output.transaction_hash, RECEIVER)).toBe(
    parseUnits(String(output.amount), 18),
  );
});
