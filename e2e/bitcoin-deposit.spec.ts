/**
 * Wallet deposits on the sandbox's local Bitcoin network (litecoind regtest behind an Esplora-style
 * API): the widget builds the PSBT from the coins its node_url lists, an injected sats-connect test
 * wallet signs it, the widget broadcasts it, the sandbox finds it in a block and pays ETH out on
 * Local Chain B. The test reads the Bitcoin node and the EVM chain afterwards.
 */
import type { Page } from '@playwright/test';
import { type Hex, parseUnits } from 'viem';
import { depositFeeReserve } from '../src/chains/bitcoin/deposit';
import { expect, test } from './fixtures';
import { clearFaults, expectAccessible, pickRoute, shot } from './helpers';
import {
  chainB,
  connectInDialog,
  connectOnRoute,
  createLocalSwap,
  type LocalRoute,
  receivedOnChainB,
  recordSpeedups,
  swapDetails,
  transactionOf,
} from './local-chains';
import { esplora, satsAt } from './local-nodes';
import {
  BITCOIN_TEST_WALLET,
  BITCOIN_TEST_WALLET_NAME,
  type BitcoinTestWalletControls,
  installBitcoinTestWallet,
} from './wallet/bitcoin-wallet';

/** Anvil account #2 receives the ETH (a public test account). */
const RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

interface EsploraTx {
  txid: string;
  vin: { prevout: { value: number } | null }[];
  vout: { scriptpubkey: string; scriptpubkey_address?: string; value: number }[];
  status: { confirmed: boolean; block_height?: number };
}

/** The test wallet's balance as the node has it, mempool included (satoshis). */
const walletBalance = () => satsAt(BITCOIN_TEST_WALLET.address);

async function setUp(page: Page): Promise<BitcoinTestWalletControls> {
  const wallet = await installBitcoinTestWallet(page);
  await page.goto('/');
  return wallet;
}

/** BTC on Local Bitcoin (regtest) → ETH on Local Chain B, from the test wallet. */
const BITCOIN_ROUTE: LocalRoute = {
  from: 'Local Bitcoin',
  token: 'BTC',
  toToken: 'ETH',
  connect: (page) => connectInDialog(page, 'Bitcoin', BITCOIN_TEST_WALLET_NAME, 'bcrt1q'),
};

/** Fills BTC on Local Bitcoin (regtest) → ETH on Local Chain B from the wallet, and creates the swap. */
async function createBitcoinSwap(page: Page, amount: string): Promise<string> {
  // BTC → ETH goes through the swap provider: a refund address on regtest is required.
  return createLocalSwap(page, BITCOIN_ROUTE, {
    amount,
    receiver: RECEIVER,
    refund: BITCOIN_TEST_WALLET.address,
  });
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('a BTC deposit from the wallet completes: the node has the txid, the memo and the exact amounts', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await setUp(page);
  const speedups = recordSpeedups(page);

  const id = await createBitcoinSwap(page, '0.01');
  await shot(page, testInfo, 'bitcoin-wallet-deposit');
  const before = await walletBalance();
  await page.getByRole('button', { name: 'Send 0.01 BTC from wallet' }).click();
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  await shot(page, testInfo, 'bitcoin-in-progress');
  await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
  await shot(page, testInfo, 'bitcoin-completed');

  const details = await swapDetails(page, id);
  const { swap, deposit_actions } = details;
  const input = transactionOf(details, 'input');
  const output = transactionOf(details, 'output');
  const txid = input.transaction_hash;
  // The widget told the service the txid as soon as the node had it, and shows that txid.
  expect(speedups).toEqual([txid]);
  await expect(page.locator(`a[href$="/tx/${txid}"]`).first()).toBeVisible();

  // The node has it, mined: exactly the amount to the deposit address, the memo, change back.
  const tx = await esplora<EsploraTx>(`/tx/${txid}`);
  expect(tx.status.confirmed).toBe(true);
  const [payment, memo, change] = tx.vout;
  expect(payment?.scriptpubkey_address).toBe(deposit_actions[0]?.to_address);
  expect(payment?.value).toBe(1_000_000);
  const memoText = BigInt(deposit_actions[0]?.call_data ?? '').toString(16);
  expect(BigInt(`0x${memoText}`)).toBe(BigInt(swap.metadata.sequence_number));
  const text = memoText.length % 2 === 0 ? memoText : `0${memoText}`;
  expect(memo?.scriptpubkey).toBe(
    `6a${text.length.toString(16).padStart(2, '0')}${Buffer.from(text).toString('hex')}`,
  );
  expect(memo?.value).toBe(0);
  expect(change?.scriptpubkey_address).toBe(BITCOIN_TEST_WALLET.address);

  // The wallet's balance fell by the amount plus the fee, exactly (fee = inputs − outputs).
  const inputs = tx.vin.reduce((sum, vin) => sum + BigInt(vin.prevout?.value ?? Number.NaN), 0n);
  const outputs = tx.vout.reduce((sum, vout) => sum + BigInt(vout.value), 0n);
  const fee = inputs - outputs;
  expect(fee).toBeGreaterThan(0n);
  expect(fee).toBeLessThan(10_000n);
  expect(before - (await walletBalance())).toBe(1_000_000n + fee);

  // Local Chain B: the receiver got exactly what the output transaction carried.
  const paid = (await chainB.getTransaction({ hash: output.transaction_hash as Hex })).value;
  expect(paid).toBeGreaterThan(0n);
  expect(await receivedOnChainB(output.transaction_hash, RECEIVER)).toBe(paid);
});

test('a declined signature says so, and the retry sends exactly one deposit', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const wallet = await setUp(page);
  const id = await createBitcoinSwap(page, '0.002');
  await wallet.rejectNext();
  await page.getByRole('button', { name: 'Send 0.002 BTC from wallet' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'You declined the request in your wallet. Nothing was sent; you can try again.',
  );
  await shot(page, testInfo, 'bitcoin-declined');
  expect(await wallet.signedCount()).toBe(0);

  await page.getByRole('button', { name: 'Send 0.002 BTC from wallet' }).click();
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible();
  expect(await wallet.signedCount()).toBe(1);
  const { deposit_actions } = await swapDetails(page, id);
  // One deposit reached the deposit address: one coin, of exactly the amount.
  const paid = await esplora<{ value: number }[]>(`/address/${deposit_actions[0]?.to_address}/utxo`);
  expect(paid.map((coin) => coin.value)).toEqual([200_000]);
});

test('the connect dialog is accessible and closes with Escape; Max keeps the fee of spending every coin', async ({
  page,
}, testInfo) => {
  await setUp(page);
  await pickRoute(page, 'From', 'Local Bitcoin', 'BTC');
  await pickRoute(page, 'To', 'Local Chain B', 'ETH');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a Bitcoin wallet' });
  await expect(dialog.getByRole('button', { name: BITCOIN_TEST_WALLET_NAME })).toBeFocused();
  await shot(page, testInfo, 'bitcoin-connect-dialog');
  await expectAccessible(page, 'the Bitcoin connect dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('wallet-panel')).toHaveCount(0);

  await connectOnRoute(page, BITCOIN_ROUTE);
  const coins = await esplora<{ value: number }[]>(`/address/${BITCOIN_TEST_WALLET.address}/utxo`);
  const balance = coins.reduce((sum, coin) => sum + BigInt(coin.value), 0n);
  const feeRate = (await esplora<Record<string, number>>('/fee-estimates'))['2'] ?? Number.NaN;
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByLabel(/^Amount/)).toHaveValue(/^\d+(\.\d+)?$/);
  const reserve = depositFeeReserve('p2wpkh', coins.length, feeRate);
  expect(parseUnits(await page.getByLabel(/^Amount/).inputValue(), 8)).toBe(balance - reserve);
});
