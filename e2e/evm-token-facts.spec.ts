/**
 * The token's own facts, read through the wallet (issue 33, 2b and 5), in the browser:
 * - a wallet whose `decimals()` answer for PTT on Local Chain A disagrees with the route lists
 *   (6, where the lists say 18): the deposit step says why it refuses, and the wallet is never
 *   asked to switch, sign or send anything;
 * - the honest wallet, with a stale allowance for the depository left from before: the preview
 *   shows the reset, the wallet sends the reset, the exact approve and the deposit, and the
 *   allowance ends at 0 on the chain.
 */
import type { Page } from '@playwright/test';
import { type Address, createPublicClient, createWalletClient, erc20Abi, http, parseUnits } from 'viem';
import { expect, test } from './fixtures';
import { clearFaults, shot } from './helpers';
import { createLocalSwap, type LocalRoute, networks, swapDetails, tokenContract } from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet, TEST_WALLET_ADDRESS, type TestWalletOptions } from './wallet/evm-wallet';

const CHAIN_A = { id: 31337, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[0]}` };
const CHAIN_B = { id: 31338, url: `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[1]}` };

/** The wallet's account on Local Chain A, signed for by anvil (its unlocked account #0). */
const userOnChainA = createWalletClient({ account: TEST_WALLET_ADDRESS, transport: http(CHAIN_A.url) });

function wallet(page: Page, lie?: TestWalletOptions['decimalsOf']) {
  return installEvmTestWallet(page, {
    rpcUrls: { [CHAIN_A.id]: CHAIN_A.url, [CHAIN_B.id]: CHAIN_B.url },
    initialChainId: CHAIN_A.id,
    ...(lie ? { decimalsOf: lie } : {}),
  });
}

const PTT_FROM_A: LocalRoute = {
  from: 'Local Chain A',
  token: 'PTT',
  toToken: 'PTT',
  connect: async (page) => {
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
    await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
  },
};

async function depositoryOnChainA(page: Page): Promise<Address> {
  const depository = (await networks(page)).find((n) => n.name === 'LOCAL_L1')?.metadata?.depository_contract;
  if (!depository) throw new Error('Local Chain A advertises no depository');
  return depository as Address;
}

const chainA = createPublicClient({ transport: http(CHAIN_A.url) });

function allowanceOnChainA(token: Address, spender: Address) {
  return chainA.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [TEST_WALLET_ADDRESS, spender],
  });
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('a wallet whose decimals() disagrees with the lists: refused with a sentence, nothing signed or sent', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // PTT's contract on Local Chain A, from the sandbox's catalog (the route lists' word).
  const ptt = await tokenContract(page, 'LOCAL_L1', 'PTT');
  const theirs = await wallet(page, { contract: ptt, decimals: 6 });
  await page.goto('/');

  await createLocalSwap(page, PTT_FROM_A, { amount: '3' });
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: /says, through your wallet, that it has 6 decimals, but the route lists said 18/ });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('Portage will not sign it.');
  await shot(page, testInfo, 'token-decimals-refused');
  // A refusal stands: nothing to send, nothing to try again.
  await expect(page.getByRole('button', { name: /from wallet/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  // The widget asked the wallet, and only read: no switch, no signature, no send.
  expect(await theirs.decimalsReads()).toBeGreaterThan(0);
  expect(await theirs.askedToAct()).toEqual([]);
  expect(await theirs.sentCount()).toBe(0);
});

test('the honest wallet over a stale allowance: reset, exact approve, deposit, and no allowance left', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const theirs = await wallet(page);
  await page.goto('/');
  const ptt = (await tokenContract(page, 'LOCAL_L1', 'PTT')) as Address;
  const depository = await depositoryOnChainA(page);
  // An allowance left standing for the depository from before, larger than this deposit.
  await userOnChainA.writeContract({
    chain: null,
    address: ptt,
    abi: erc20Abi,
    functionName: 'approve',
    args: [depository, parseUnits('1000', 18)],
  });
  await expect.poll(() => allowanceOnChainA(ptt, depository)).toBe(parseUnits('1000', 18));

  const id = await createLocalSwap(page, PTT_FROM_A, { amount: '3' });
  await expect(page.getByTestId('preview-approve')).toHaveText('0 PTT → 3 PTT');
  await shot(page, testInfo, 'token-allowance-reset');
  await page.getByRole('button', { name: 'Send 3 PTT from wallet' }).click();
  // Two approvals, each confirmed in a block, before the deposit.
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible({
    timeout: 60_000,
  });

  // Three transactions left the wallet: approve(depository, 0), approve(depository, 3), the deposit.
  expect(await theirs.sentCount()).toBe(3);
  const { deposit_actions } = await swapDetails(page, id);
  expect(deposit_actions[0]?.to_address.toLowerCase()).toBe(depository.toLowerCase());
  await expect.poll(() => allowanceOnChainA(ptt, depository)).toBe(0n);
});
