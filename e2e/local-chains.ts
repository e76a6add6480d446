/**
 * What the wallet-deposit browser tests share: the sandbox's catalog and swaps read through its
 * API, the speed-up reports the widget makes, the shared "Connect a … wallet" dialog, filling a
 * swap from a local chain to Local Chain B, and Local Chain B (anvil) as the tests read it.
 */
import type { Page, TestInfo } from '@playwright/test';
import { type Address, createPublicClient, erc20Abi, type Hex, http } from 'viem';
import { expect } from './fixtures';
import { EVM_USER, expectAccessible, KEY, pickRoute, SANDBOX, shot, swapIdFromUrl } from './helpers';
import { LOCAL_CHAIN_PORTS } from './ports';

/** Local Chain B (anvil), where every local deposit pays out. */
export const chainB = createPublicClient({ transport: http(`http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[1]}`) });
/** Anvil account #1 receives on Local Chain B. */
export const RECEIVER: Address = EVM_USER;

/**
 * The ETH `owner` gained on Local Chain B in the block of the payout `hash` (anvil mines one
 * transaction per block): another swap paying the same receiver while a test runs, such as a
 * previous test's swap finishing late, does not count.
 */
export async function receivedOnChainB(hash: string, owner: Address): Promise<bigint> {
  const { blockNumber } = await chainB.getTransactionReceipt({ hash: hash as Hex });
  const at = (block: bigint) => chainB.getBalance({ address: owner, blockNumber: block });
  return (await at(blockNumber)) - (await at(blockNumber - 1n));
}

/** The sandbox's catalog of networks. */
export async function networks(page: Page) {
  const response = await page.request.get(`${SANDBOX}/api/v2/networks`, { headers: { 'X-SVC-APIKEY': KEY } });
  return (await response.json()).data as {
    name: string;
    metadata?: { base_asset_id?: string; depository_contract?: string };
    tokens: { symbol: string; contract?: string }[];
  }[];
}

/** A token's contract (mint, master, asset id) on a network of the catalog; throws when it has none. */
export async function tokenContract(page: Page, network: string, symbol: string): Promise<string> {
  const contract = (await networks(page))
    .find((n) => n.name === network)
    ?.tokens.find((t) => t.symbol === symbol)?.contract;
  if (!contract) throw new Error(`${network} has no ${symbol}`);
  return contract;
}

/** PTT's contract on Local Chain B. */
export async function pttOnChainB(page: Page): Promise<Address> {
  return (await tokenContract(page, 'LOCAL_L2', 'PTT')) as Address;
}

/** An ERC-20 balance on Local Chain B. */
export function erc20OnChainB(token: Address, owner: Address): Promise<bigint> {
  return chainB.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

export interface SwapTransaction {
  type: string;
  transaction_hash: string;
  from: string;
  to: string;
  amount: number;
}

export interface SwapDetails {
  swap: {
    status: string;
    metadata: { sequence_number: number };
    transactions: SwapTransaction[];
  };
  deposit_actions: {
    to_address: string;
    token: { contract?: string };
    call_data: string;
    amount_in_base_units: string;
  }[];
}

/** A swap as the sandbox's API has it. */
export async function swapDetails(page: Page, id: string): Promise<SwapDetails> {
  const response = await page.request.get(`${SANDBOX}/api/v2/swaps/${id}`, {
    headers: { 'X-SVC-APIKEY': KEY },
  });
  return (await response.json()).data as SwapDetails;
}

/** The swap's transaction of a type (input, output); throws when it has none. */
export function transactionOf(details: SwapDetails, type: 'input' | 'output' | 'refund'): SwapTransaction {
  const transaction = details.swap.transactions.find((candidate) => candidate.type === type);
  if (!transaction) throw new Error(`the swap has no ${type} transaction`);
  return transaction;
}

/** The transaction ids the widget reports through deposit_speedup, in order. */
export function recordSpeedups(page: Page): string[] {
  const speedups: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/deposit_speedup')) speedups.push(request.postDataJSON().transaction_id);
  });
  return speedups;
}

/**
 * Connects a wallet through the widget's shared "Connect a <family> wallet" dialog: the wallet is
 * chosen, the dialog closes, the wallet panel shows the address. `whileOpen` runs once the wallet
 * is listed, before it is chosen.
 */
export async function connectInDialog(
  page: Page,
  family: string,
  walletName: string,
  shownAddress: string,
  whileOpen?: () => Promise<unknown>,
) {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: `Connect a ${family} wallet` });
  const choice = dialog.getByRole('button', { name: walletName });
  await choice.waitFor();
  await whileOpen?.();
  await choice.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('wallet-panel')).toContainText(shownAddress);
}

export interface LocalRoute {
  /** The source network as the widget names it, and the token sent. */
  from: string;
  token: string;
  /** The token received, on `to` (default Local Chain B). */
  toToken: string;
  to?: string;
  connect(page: Page): Promise<void>;
  /** How the balance's digits are written (default `[\d.]+`). */
  digits?: string;
}

/** Picks the route to `route.to` (default Local Chain B), connects the wallet and waits for its balance of the token. */
export async function connectOnRoute(page: Page, route: LocalRoute) {
  await pickRoute(page, 'From', route.from, route.token);
  await pickRoute(page, 'To', route.to ?? 'Local Chain B', route.toToken);
  await route.connect(page);
  await expect(page.getByTestId('wallet-balance')).toContainText(
    new RegExp(`Balance ${route.digits ?? '[\\d.]+'} ${route.token}`),
  );
}

/**
 * Fills a swap from the route's wallet to `receiver` on Local Chain B and creates it; returns its
 * id. `refund` is filled into the refund address (always, or only when the form shows it).
 */
export async function createLocalSwap(
  page: Page,
  route: LocalRoute,
  swap: { amount: string; receiver?: string; refund?: string | { ifShown: string } },
): Promise<string> {
  await connectOnRoute(page, route);
  await page.getByLabel(/^Amount/).fill(swap.amount);
  await page.getByLabel(/^Destination address/).fill(swap.receiver ?? RECEIVER);
  const refund = page.getByLabel(/^Refund address/);
  if (typeof swap.refund === 'string') await refund.fill(swap.refund);
  else if (swap.refund && (await refund.isVisible())) await refund.fill(swap.refund.ifShown);
  await expect(page.getByTestId('receive-amount')).toContainText(route.toToken);
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  return swapIdFromUrl(page);
}

/**
 * The shared connect dialog, opened from the route already picked: it lists the wallet, is
 * accessible (a screenshot is kept as `shotName`), closes with Escape; then a declined connection
 * is said so in the dialog (`declined`), and choosing the wallet again connects it.
 */
export async function checkConnectDialog(
  page: Page,
  testInfo: TestInfo,
  options: {
    family: string;
    walletName: string;
    shownAddress: string;
    shotName: string;
    rejectNext(): Promise<void>;
    declined: string;
    /** Focus starts on the wallet (not on "Close") and returns to the opener on Escape. */
    checkFocus: boolean;
  },
) {
  const opener = page.getByRole('button', { name: 'Connect wallet' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `Connect a ${options.family} wallet` });
  const choice = dialog.getByRole('button', { name: options.walletName });
  await expect(choice).toBeVisible();
  if (options.checkFocus) await expect(choice).toBeFocused();
  await expectAccessible(page, `the ${options.family} wallet dialog`);
  await shot(page, testInfo, options.shotName);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  if (options.checkFocus) await expect(opener).toBeFocused();

  await opener.click();
  await options.rejectNext();
  await choice.click();
  await expect(dialog.getByRole('alert')).toHaveText(options.declined);
  await choice.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('wallet-panel')).toContainText(options.shownAddress);
}
