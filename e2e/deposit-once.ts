/**
 * What the one-deposit-per-swap browser tests (deposit-once.spec.ts for EVM,
 * deposit-once-families.spec.ts for Solana, Bitcoin and TON, deposit-notice.spec.ts) look for on
 * the deposit step, and the EVM test wallet on Local Chain A they send with.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { LocalRoute } from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet, type TestWalletControls } from './wallet/evm-wallet';

const [PORT_A, PORT_B] = LOCAL_CHAIN_PORTS.evm;
/** Local Chain A's node (anvil). */
export const CHAIN_A_URL = `http://127.0.0.1:${PORT_A}`;
const RPC_URLS = { 31337: CHAIN_A_URL, 31338: `http://127.0.0.1:${PORT_B}` };

/** The injected EVM test wallet, starting on Local Chain B (call before the page loads). */
export async function withEvmWallet(page: Page): Promise<TestWalletControls> {
  return installEvmTestWallet(page, { rpcUrls: RPC_URLS, initialChainId: 31338 });
}

async function connectEvmWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
  await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
}

/** ETH from Local Chain A to Local Chain B, sent with the EVM test wallet. */
export const LOCAL_ETH_ROUTE: LocalRoute = {
  from: 'Local Chain A',
  token: 'ETH',
  toToken: 'ETH',
  connect: connectEvmWallet,
};

export const sendButton = (page: Page) => page.getByRole('button', { name: /^Send .* from wallet$/ });
export const depositSent = (page: Page) =>
  page.getByText('Deposit sent').or(page.getByText('Deposit received'));

/** A tab that finds the deposit being sent elsewhere says so and offers no send. */
export async function expectSendingElsewhere(page: Page) {
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  await expect(
    page.getByText('This deposit is being sent from another tab or window of this page.'),
  ).toBeVisible();
  await expect(sendButton(page)).toHaveCount(0);
}

/**
 * A tab opened after the signing tab closed: the honest warning, its link to `sender` on the
 * explorer (to look before sending again), and no send button. Returns the warning.
 */
export async function expectUnconfirmedDeposit(page: Page, sender: RegExp): Promise<Locator> {
  const warning = page.getByRole('alert').filter({ hasText: 'We could not confirm your deposit was sent' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('before sending again');
  await expect(warning.getByRole('link', { name: 'your address on the explorer' })).toHaveAttribute(
    'href',
    sender,
  );
  await expect(sendButton(page)).toHaveCount(0);
  return warning;
}
