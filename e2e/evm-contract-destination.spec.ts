/**
 * Contract addresses read from the chains (issue 34): on the route Local Chain A → Local Chain B,
 * the widget asks both anvil nodes whether the payout address holds code.
 *
 * (a) the depository (code on Local Chain B) is named as a contract, and Create is offered;
 * (b) an address with code set on Local Chain A only (a Safe deployed on one chain) is warned
 *     about, Create stays disabled and no swap is asked for until the box is ticked;
 * (c) an ordinary account gets neither;
 * (d) the refund address of a route through the swap provider is held to the lost-money lists:
 *     the zero address and a token's contract are refused, Create stays disabled, no swap.
 */
import { getAddress } from 'viem';
import { setAnvilCode } from '../service/chains/evm/anvil';
import { DEPOSITORY_ADDRESS, TEST_TOKEN_ADDRESS } from '../service/chains/evm/setup';
import { expect, test } from './fixtures';
import { chooseManualDeposit, clearFaults, EVM_USER, pickRoute, recordCreations } from './helpers';
import { LOCAL_CHAIN_PORTS } from './ports';
import { BITCOIN_TEST_WALLET } from './wallet/bitcoin-wallet';

const CHAIN_A = `http://127.0.0.1:${LOCAL_CHAIN_PORTS.evm[0]}`;
/** An address nobody deploys to; the test gives it code on Local Chain A only. */
const SAFE_ON_A = '0x5afe00000000000000000000000000000000a0a0';
const ZERO = '0x0000000000000000000000000000000000000000';

const NOTE_ON_B = 'This address is a contract on Local Chain B: make sure it can receive ETH there.';
const WARNING =
  'This address is a contract (such as a Safe) on Local Chain A but not on Local Chain B: whoever controls it on Local Chain B may not be you. Money sent to it there may be lost.';
const BOX = 'I have checked that I control this address on Local Chain B.';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('a contract on the destination chain is named; one on the source chain only waits for a box', async ({
  page,
}) => {
  await setAnvilCode(CHAIN_A, SAFE_ON_A, '0x6080604052348015600f57600080fd5b50');
  const creations = recordCreations(page);
  await page.goto('/');
  await pickRoute(page, 'From', 'Local Chain A', 'ETH');
  await pickRoute(page, 'To', 'Local Chain B', 'ETH');
  await chooseManualDeposit(page);
  await page.getByLabel(/^Amount/).fill('0.5');
  await expect(page.getByTestId('receive-amount')).toContainText('ETH');
  const destination = page.getByLabel('Destination address on Local Chain B');
  const note = page.locator('#portage-destination-contract-note');
  const warning = page.locator('#portage-destination-contract-warning');
  const box = page.getByRole('checkbox', { name: BOX });
  const create = page.locator('form button[type="submit"]');

  // (a) The depository has code on Local Chain B: named, not refused.
  await destination.fill(DEPOSITORY_ADDRESS);
  await expect(note).toHaveText(NOTE_ON_B);
  await expect(note).toHaveAttribute('role', 'status');
  await expect(warning).toHaveCount(0);
  await expect(create).toHaveText('Create swap');
  await expect(create).toBeEnabled();

  // (b) Code on Local Chain A, none on Local Chain B: the warning, and Create waits for the box.
  await destination.fill(SAFE_ON_A);
  await expect(warning.getByRole('alert')).toHaveText(WARNING);
  await expect(note).toBeEmpty();
  await expect(box).not.toBeChecked();
  await expect(create).toHaveText('Tick the box under the contract warning to go on.');
  await expect(create).toBeDisabled();
  await box.check();
  await expect(create).toHaveText('Create swap');
  await expect(create).toBeEnabled();
  // Another address and back: the box is to be ticked again.
  await destination.fill(EVM_USER);
  await expect(create).toBeEnabled();
  await destination.fill(getAddress(SAFE_ON_A));
  await expect(box).not.toBeChecked();
  await expect(create).toBeDisabled();

  // (c) An ordinary account: neither the note nor the warning.
  await destination.fill(EVM_USER);
  await expect(create).toHaveText('Create swap');
  await expect(create).toBeEnabled();
  await expect(note).toBeEmpty();
  await expect(warning).toHaveCount(0);
  expect(creations).toEqual([]);
});

test('the refund address is held to the lost-money lists', async ({ page }) => {
  const creations = recordCreations(page);
  await page.goto('/');
  // ETH → BTC goes through the swap provider: a refund address on Local Chain A is asked for.
  await pickRoute(page, 'From', 'Local Chain A', 'ETH');
  await pickRoute(page, 'To', 'Local Bitcoin', 'BTC');
  await chooseManualDeposit(page);
  await page.getByLabel(/^Amount/).fill('0.5');
  await expect(page.getByTestId('receive-amount')).toContainText('BTC');
  await page.getByLabel('Destination address on Local Bitcoin').fill(BITCOIN_TEST_WALLET.address);
  const refund = page.getByLabel('Refund address on Local Chain A');
  const error = page.locator('#portage-refund-error');
  const create = page.locator('form button[type="submit"]');

  await refund.fill(ZERO);
  await expect(error).toHaveText(
    'This is the zero address on Local Chain A, not a wallet: anything sent to it is lost. Enter the address of your wallet.',
  );
  await expect(refund).toHaveAttribute('aria-invalid', 'true');
  await expect(create).toHaveText('Enter the address of a wallet as the refund address.');
  await expect(create).toBeDisabled();

  // PTT's contract on Local Chain A (the token table's row for the chain).
  await refund.fill(TEST_TOKEN_ADDRESS);
  await expect(error).toHaveText(
    'This is the PTT token contract on Local Chain A, not a wallet: tokens sent to it are lost. Enter the address of your wallet.',
  );
  await expect(create).toBeDisabled();

  // The control: an account as the refund address.
  await refund.fill(EVM_USER);
  await expect(refund).toHaveAttribute('aria-invalid', 'false');
  await expect(error).toHaveCount(0);
  await expect(create).toHaveText('Create swap');
  await expect(create).toBeEnabled();
  expect(creations).toEqual([]);
});
