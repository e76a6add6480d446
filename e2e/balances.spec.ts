/**
 * Balances where the route is chosen: with the EVM test wallet connected, the From picker's token
 * list of Local Chain A shows the wallet's exact balances (as anvil has them), held tokens first,
 * and its network list marks the networks where the wallet holds something.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  getAddress,
  http,
} from 'viem';
import { expect, test } from './fixtures';
import { clearFaults, pickRoute, shot } from './helpers';
import { tokenContract } from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet, TEST_WALLET_ADDRESS } from './wallet/evm-wallet';

const CHAIN_A = { id: 31337, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[0]}` };
const CHAIN_B = { id: 31338, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[1]}` };
const chainA = createPublicClient({ transport: http(CHAIN_A.url) });
const HOLDS = 'You hold tokens here';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** Exact decimal text as the English picker writes it: the integer part grouped ("1,000,000.5"). */
function grouped(exact: string): string {
  const [int = '0', fraction] = exact.split('.');
  const withCommas = BigInt(int).toLocaleString('en-US');
  return fraction ? `${withCommas}.${fraction}` : withCommas;
}

/** Picks Local Chain A / ETH → Local Chain B / ETH and connects the test wallet as `address`. */
async function connectOnChainA(page: Page, address: string) {
  await installEvmTestWallet(page, {
    rpcUrls: { [CHAIN_A.id]: CHAIN_A.url, [CHAIN_B.id]: CHAIN_B.url },
    initialChainId: CHAIN_A.id,
    address,
  });
  await page.goto('/');
  await pickRoute(page, 'From', 'Local Chain A', 'ETH');
  await pickRoute(page, 'To', 'Local Chain B', 'ETH');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
  await expect(page.getByTestId('wallet-panel')).toContainText(address.slice(0, 6));
}

/** Opens the From picker at its networks (searching for `network`); returns the dialog. */
async function openFromNetworks(page: Page, network: string) {
  await page.getByRole('button', { name: /^From\b/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Search networks' }).fill(network);
  return dialog;
}

/** A token row's balance: its exact text (title) and what it shows, which is never rounded up. */
async function expectBalance(page: Page, symbol: string, exact: string) {
  const row = page.getByRole('dialog').getByRole('option', { name: new RegExp(`^${symbol}\\b`) });
  const balance = row.getByTestId('picker-balance');
  await expect(balance).toHaveAttribute('title', grouped(exact));
  const shown = ((await balance.textContent()) ?? '').replace(/^Balance /, '');
  // The shown digits are the exact ones, cut (an ellipsis says so), never rounded.
  const digits = shown.replace(/…$/, '');
  expect(grouped(exact).startsWith(digits), `${shown} is a cut of ${grouped(exact)}`).toBe(true);
  expect(shown.endsWith('…')).toBe(digits !== grouped(exact));
  // The row's accessible name still starts with the symbol, and says the balance.
  await expect(row).toHaveAccessibleName(new RegExp(`^${symbol}\\b.*Balance\\s*${literal(shown)}$`));
  return row;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the From picker shows the exact ETH and PTT balances of Local Chain A and marks the networks held', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await connectOnChainA(page, TEST_WALLET_ADDRESS);
  const ptt = (await tokenContract(page, 'LOCAL_L1', 'PTT')) as Address;
  // Nothing is sent while the test runs: what anvil says now is what the picker reads.
  const eth = await chainA.getBalance({ address: TEST_WALLET_ADDRESS });
  const pttBalance = await chainA.readContract({
    address: ptt,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [TEST_WALLET_ADDRESS],
  });
  expect(eth).toBeGreaterThan(0n);
  expect(pttBalance).toBeGreaterThan(0n);

  // The network list (narrowed to what reaches Local Chain B): Local Chain A holds a balance.
  const dialog = await openFromNetworks(page, 'Local Chain');
  const chainARow = dialog.getByRole('option', { name: /^Local Chain A\b/ });
  await expect(chainARow).toHaveAccessibleName(new RegExp(`^Local Chain A\\b.*${HOLDS}$`));
  await shot(page, testInfo, 'picker-networks-held');
  // Every network ("Show all" clears the To side): the wallet holds ETH on Local Chain B too.
  await dialog.getByRole('button', { name: 'Show all' }).click();
  await dialog.getByRole('combobox', { name: 'Search networks' }).fill('Local Chain');
  await expect(dialog.getByRole('option', { name: /^Local Chain B\b/ })).toHaveAccessibleName(
    new RegExp(`${HOLDS}$`),
  );
  await expect(chainARow).toHaveAccessibleName(new RegExp(`${HOLDS}$`));

  // Local Chain A's tokens: both held, so the order is the service's rank (ETH, then PTT).
  await chainARow.click();
  await expectBalance(page, 'ETH', formatUnits(eth, 18));
  await expectBalance(page, 'PTT', formatUnits(pttBalance, 18));
  const options = dialog.getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toHaveAccessibleName(/^ETH\b/);
  await expect(options.nth(1)).toHaveAccessibleName(/^PTT\b/);
  await shot(page, testInfo, 'picker-token-balances');
});

test('held tokens come before tokens with a zero balance, and an empty network is not marked', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A fresh account: no ETH anywhere; it is given PTT on Local Chain A by the test wallet's
  // account (an unlocked anvil account, so anvil signs).
  const fresh = getAddress(`0x${randomBytes(20).toString('hex')}`);
  await connectOnChainA(page, fresh);
  const pttAddress = (await tokenContract(page, 'LOCAL_L1', 'PTT')) as Address;
  const amount = 12_345_678_901_234_567_891n;
  const sender = createWalletClient({ account: TEST_WALLET_ADDRESS, transport: http(CHAIN_A.url) });
  const hash = await sender.writeContract({
    chain: null,
    address: pttAddress,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [fresh, amount],
  });
  expect((await chainA.waitForTransactionReceipt({ hash, timeout: 30_000 })).status).toBe('success');
  expect(await chainA.getBalance({ address: fresh })).toBe(0n);

  // Every network ("Show all" clears the To side, which narrowed the list to what reaches Local
  // Chain B). Local Chain B first: its tokens show the fresh account's zero balance once read, and
  // the network list (the same read) then does not mark it.
  const dialog = await openFromNetworks(page, 'Local Chain');
  await dialog.getByRole('button', { name: 'Show all' }).click();
  await dialog.getByRole('combobox', { name: 'Search networks' }).fill('Local Chain B');
  await dialog.getByRole('option', { name: /^Local Chain B\b/ }).click();
  await expectBalance(page, 'ETH', '0');
  await dialog.getByRole('button', { name: 'Networks' }).click();
  await dialog.getByRole('combobox', { name: 'Search networks' }).fill('Local Chain');
  const chainARow = dialog.getByRole('option', { name: /^Local Chain A\b/ });
  await expect(chainARow).toHaveAccessibleName(new RegExp(`${HOLDS}$`));
  await expect(dialog.getByRole('option', { name: /^Local Chain B\b/ })).not.toHaveAccessibleName(
    new RegExp(HOLDS),
  );
  await chainARow.click();

  await expectBalance(page, 'PTT', formatUnits(amount, 18));
  await expectBalance(page, 'ETH', '0');
  // PTT ranks after ETH, but it is held: it comes first.
  const options = dialog.getByRole('option');
  await expect(options.nth(0)).toHaveAccessibleName(/^PTT\b/);
  await expect(options.nth(1)).toHaveAccessibleName(/^ETH\b/);
  await expect(dialog.getByRole('option', { name: /^PTT\b/ })).toHaveAttribute('aria-posinset', '1');
});
