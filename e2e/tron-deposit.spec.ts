/**
 * Wallet deposits from the sandbox's Local Tron (a verifying ledger behind a TronGrid-style API,
 * not a node) to Local Chain B (anvil): the widget connects an injected TronLink-style test wallet
 * through its own dialog, builds the deposit transaction from the service's action, has the
 * wallet sign it, broadcasts it to the network's node; the ledger verifies it (encoding, signer),
 * the sandbox finds it and pays out on the other chain. Balances are read from both chains after.
 */
import type { Page } from '@playwright/test';
import { TronWeb } from 'tronweb';
import { type Address, createPublicClient, erc20Abi, http, parseUnits } from 'viem';
import { expect, test } from './fixtures';
import { clearFaults, expectAccessible, KEY, pickRoute, SANDBOX, shot, swapIdFromUrl } from './helpers';
import { LOCAL_CHAIN_PORTS } from './ports';
import {
  installTronTestWallet,
  TRON_TEST_USER,
  TRON_WALLET_NAME,
  type TronWalletControls,
} from './wallet/tron-wallet';

const TRON_NODE = `http://127.0.0.1:${LOCAL_CHAIN_PORTS.tron[0]}`;
const CHAIN_B = createPublicClient({ transport: http(`http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[1]}`) });
/** Anvil account #1 receives on the destination chain. */
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
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

async function tokenContract(page: Page, network: string, symbol: string): Promise<string> {
  const response = await page.request.get(`${SANDBOX}/api/v2/networks`, { headers: { 'X-SVC-APIKEY': KEY } });
  const networks = (await response.json()).data as {
    name: string;
    tokens: { symbol: string; contract: string }[];
  }[];
  const contract = networks
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

async function setUp(page: Page): Promise<TronWalletControls> {
  const wallet = await installTronTestWallet(page);
  await page.goto('/');
  return wallet;
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a Tron wallet' });
  await dialog.getByRole('button', { name: TRON_WALLET_NAME }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('wallet-panel')).toContainText(SHORT_ADDRESS);
}

async function fillLocalSwap(page: Page, token: 'TRX' | 'PTT', amount: string) {
  await pickRoute(page, 'From', 'Local Tron', token);
  await pickRoute(page, 'To', 'Local Chain B', token === 'TRX' ? 'ETH' : 'PTT');
  await connect(page);
  await expect(page.getByTestId('wallet-balance')).toContainText(new RegExp(`Balance [\\d.,]+ ${token}`));
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByLabel(/^Destination address/).fill(RECEIVER);
  // TRX → ETH goes through the swap provider: a refund address on Tron is required.
  if (token === 'TRX') await page.getByLabel(/^Refund address/).fill(TRON_TEST_USER);
  await expect(page.getByTestId('receive-amount')).toContainText(token === 'TRX' ? 'ETH' : 'PTT');
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  return swapIdFromUrl(page);
}

test('the connect dialog lists the injected TronLink, is accessible, and says a declined connection', async ({
  page,
}, testInfo) => {
  const wallet = await setUp(page);
  await pickRoute(page, 'From', 'Local Tron', 'PTT');
  await pickRoute(page, 'To', 'Local Chain B', 'PTT');
  const opener = page.getByRole('button', { name: 'Connect wallet' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Connect a Tron wallet' });
  await expect(dialog.getByRole('button', { name: TRON_WALLET_NAME })).toBeFocused();
  await expectAccessible(page, 'the Tron wallet dialog');
  await shot(page, testInfo, 'tron-wallet-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await wallet.rejectNext();
  await dialog.getByRole('button', { name: TRON_WALLET_NAME }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You declined the connection in TronLink. You can try again.',
  );
  await dialog.getByRole('button', { name: TRON_WALLET_NAME }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('wallet-panel')).toContainText(SHORT_ADDRESS);
});

test('a PTT deposit from Local Tron to Local Chain B completes, with exact balances on both chains', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const speedups: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/deposit_speedup')) speedups.push(request.postDataJSON().transaction_id);
  });
  const ptt = await tokenContract(page, 'LOCAL_TRON', 'PTT');
  const pttB = (await tokenContract(page, 'LOCAL_L2', 'PTT')) as Address;
  const readReceiver = () =>
    CHAIN_B.readContract({ address: pttB, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] });

  const id = await fillLocalSwap(page, 'PTT', '250');
  await shot(page, testInfo, 'tron-wallet-deposit');
  const userBefore = await pttOf(page, ptt, TRON_TEST_USER);
  const receiverBefore = await readReceiver();
  await page.getByRole('button', { name: 'Send 250 PTT from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await shot(page, testInfo, 'tron-completed');

  const { swap } = await swapDetails(page, id);
  const input = swap.transactions.find((tx) => tx.type === 'input');
  const output = swap.transactions.find((tx) => tx.type === 'output');
  if (!input || !output) throw new Error('missing transactions');
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

test('a TRX deposit to ETH on Local Chain B completes; exactly the amount leaves the wallet', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const id = await fillLocalSwap(page, 'TRX', '400');
  const before = await trxOf(page, TRON_TEST_USER);
  const receiverBefore = await CHAIN_B.getBalance({ address: RECEIVER });
  await page.getByRole('button', { name: 'Send 400 TRX from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });

  const { swap } = await swapDetails(page, id);
  const input = swap.transactions.find((tx) => tx.type === 'input');
  const output = swap.transactions.find((tx) => tx.type === 'output');
  if (!input || !output) throw new Error('missing transactions');
  expect(wallet.signedIds()).toEqual([input.transaction_hash]);
  // The ledger charges no fee (it has no bandwidth accounting): exactly 400 TRX moved.
  expect(before - (await trxOf(page, TRON_TEST_USER))).toBe(400_000_000n);
  expect(await trxOf(page, input.to)).toBe(400_000_000n);
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
  await pickRoute(page, 'From', 'Local Tron', 'TRX');
  await pickRoute(page, 'To', 'Local Chain B', 'ETH');
  await connect(page);
  await expect(page.getByTestId('wallet-balance')).toContainText(/Balance [\d.,]+ TRX/);
  const sun = await trxOf(page, TRON_TEST_USER);
  await page.getByTestId('wallet-panel').getByRole('button', { name: 'Max' }).click();
  await expect(page.getByLabel(/^Amount/)).toHaveValue(/^\d+(\.\d+)?$/);
  const amount = parseUnits(await page.getByLabel(/^Amount/).inputValue(), 6);
  expect(sun - amount).toBe(2_000_000n);
});

test('instructions that would credit another swap are refused before the wallet is asked to sign', async ({
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
  await page.getByRole('button', { name: 'Send 3 PTT from wallet' }).click();
  await expect(page.getByRole('alert')).toContainText("is not this swap's number");
  expect(wallet.signedIds()).toEqual([]);
});
