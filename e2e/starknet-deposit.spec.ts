/**
 * Wallet deposits from Local Starknet (the sandbox's verifying ledger and its JSON-RPC subset on
 * its own port): the widget finds the injected get-starknet test wallet, connects it through
 * get-starknet (`@starknet-io/get-starknet`), checks the service's two calls, and has the wallet
 * execute them as one multicall; the wallet signs a v3 invoke with the
 * test user's key on the Node side; the ledger verifies and applies it, the sandbox matches it to
 * the swap by the watchdog's sequence number and pays out on Local Chain B (anvil). The test reads
 * both chains afterwards.
 */
import type { Page, TestInfo } from '@playwright/test';
import { parseUnits } from 'viem';
import { LOCAL_STARKNET_CONTRACTS, STARKNET_TEST_ACCOUNTS } from '../service/chains/starknet/keys';
import { createStarknetNodeClient } from '../src/chains/starknet/node';
import { expect, test } from './fixtures';
import { clearFaults, expectAccessible, shot } from './helpers';
import {
  connectInDialog,
  createLocalSwap,
  erc20OnChainB,
  pttOnChainB,
  RECEIVER,
  recordSpeedups,
  swapDetails,
  transactionOf,
} from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import {
  installStarknetTestWallet,
  STARKNET_TEST_USER,
  STARKNET_WALLET_NAME,
  type StarknetWalletControls,
} from './wallet/starknet-wallet';

const NODE_URL = `http://127.0.0.1:${LOCAL_CHAIN_PORTS.starknet[0]}`;
const node = createStarknetNodeClient(NODE_URL);
const { ptt: PTT, watchdog: WATCHDOG } = LOCAL_STARKNET_CONTRACTS;
const SERVICE_WALLET = STARKNET_TEST_ACCOUNTS.serviceWallet.address;

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

async function setUp(page: Page): Promise<StarknetWalletControls> {
  const wallet = await installStarknetTestWallet(page, { nodeUrl: NODE_URL });
  // Content Security Policy violations (get-starknet's bundled loader once tried `eval`).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  await page.goto('/');
  return wallet;
}

const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The wallet id get-starknet recorded as connected last (its `gsw-last-…` key), or null. */
function rememberedByGetStarknet(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('gsw-last'));
    return key === undefined ? null : localStorage.getItem(key);
  });
}

async function fillSwap(page: Page, amount: string, testInfo?: TestInfo): Promise<string> {
  const connect = (page: Page) =>
    connectInDialog(
      page,
      'Starknet',
      STARKNET_WALLET_NAME,
      STARKNET_TEST_USER.slice(0, 6),
      testInfo && (() => shot(page, testInfo, 'starknet-connect-dialog')),
    );
  return createLocalSwap(page, { from: 'Local Starknet', token: 'PTT', toToken: 'PTT', connect }, { amount });
}

test('a PTT deposit from Local Starknet to Local Chain B completes as one transfer + watch multicall', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const speedups = recordSpeedups(page);
  const pttB = await pttOnChainB(page);
  const readReceiver = () => erc20OnChainB(pttB, RECEIVER);
  const receiverBefore = await readReceiver();

  expect(await rememberedByGetStarknet(page)).toBeNull();
  const id = await fillSwap(page, '250', testInfo);
  // The connection went through get-starknet: only its `enable` records the wallet there.
  expect(await rememberedByGetStarknet(page)).toBe('portage');
  // …its own modal never showed (a Svelte component whose elements carry `svelte-…` classes), and
  // loading it broke no rule of the policy.
  await expect(page.locator('[class*="svelte-"]')).toHaveCount(0);
  expect(await cspViolations(page)).toEqual([]);
  await expectAccessible(page, 'starknet wallet deposit');
  await shot(page, testInfo, 'starknet-wallet-deposit');
  const userBefore = await node.balanceOf(PTT, STARKNET_TEST_USER);
  const serviceBefore = await node.balanceOf(PTT, SERVICE_WALLET);
  await page.getByRole('button', { name: 'Send 250 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await shot(page, testInfo, 'starknet-completed');

  const details = await swapDetails(page, id);
  const { swap } = details;
  const input = transactionOf(details, 'input');
  const output = transactionOf(details, 'output');
  // The widget reported the hash the wallet returned, the one the sandbox found on the ledger.
  expect(speedups).toEqual([input.transaction_hash]);
  expect(input.from).toBe(STARKNET_TEST_USER);
  expect(await node.receipt(input.transaction_hash)).toMatchObject({ execution_status: 'SUCCEEDED' });

  // What the wallet was asked to execute: exactly the transfer and the watch, in one invoke.
  const amount = parseUnits('250', 18);
  expect(wallet.signed()).toEqual([
    [
      { contract_address: PTT, entry_point: 'transfer', calldata: [SERVICE_WALLET, amount.toString(), '0'] },
      { contract_address: WATCHDOG, entry_point: 'watch', calldata: [String(swap.metadata.sequence_number)] },
    ],
  ]);
  // Starknet: exactly 250 PTT moved from the user to the service wallet.
  expect(userBefore - (await node.balanceOf(PTT, STARKNET_TEST_USER))).toBe(amount);
  expect((await node.balanceOf(PTT, SERVICE_WALLET)) - serviceBefore).toBe(amount);
  // Chain B: the receiver got exactly the output, a little less than 250.
  const paid = parseUnits(String(output.amount), 18);
  expect((await readReceiver()) - receiverBefore).toBe(paid);
  expect(paid).toBeLessThan(amount);
  expect(paid).toBeGreaterThan(parseUnits('249', 18));
  expect(await cspViolations(page)).toEqual([]);
});

test('a declined request says so, sends nothing, and the retry sends once', async ({ page }) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const id = await fillSwap(page, '12.5');
  const userBefore = await node.balanceOf(PTT, STARKNET_TEST_USER);
  wallet.rejectNext();
  await page.getByRole('button', { name: 'Send 12.5 PTT from wallet' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You declined the request in your wallet. Nothing was sent; you can try again.',
  );
  expect(wallet.signed()).toEqual([]);
  expect(await node.balanceOf(PTT, STARKNET_TEST_USER)).toBe(userBefore);
  await page.getByRole('button', { name: 'Send 12.5 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  expect(wallet.signed()).toHaveLength(1);
  const { swap } = await swapDetails(page, id);
  expect(swap.status).toBe('completed');
  expect(userBefore - (await node.balanceOf(PTT, STARKNET_TEST_USER))).toBe(parseUnits('12.5', 18));
});
