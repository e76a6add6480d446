/**
 * Addresses where money is lost or stuck (issue 34, point 1): on the local chains, the zero address
 * and the destination token's own contract (PTT on Local Chain B) as the destination each show
 * their sentence at the field and keep Create disabled, and no swap is ever asked for; an ordinary
 * address gets no sentence and Create is offered (the control). A deposit address this browser
 * was shown for a swap, pasted as the next swap's payout address, is refused the same way.
 */
import { TEST_TOKEN_ADDRESS } from '../service/chains/evm/setup';
import { expect, test } from './fixtures';
import { chooseManualDeposit, clearFaults, EVM_USER, fillSwap, pickRoute, recordCreations } from './helpers';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const ZERO = '0x0000000000000000000000000000000000000000';
const ZERO_SENTENCE =
  'This is the zero address on Local Chain B, not a wallet: anything sent to it is lost. Enter the address of your wallet.';
const CONTRACT_SENTENCE =
  'This is the PTT token contract on Local Chain B, not a wallet: tokens sent to it are lost. Enter the address of your wallet.';

test('the zero address and the token’s contract are refused with their sentence; a wallet is not', async ({
  page,
}) => {
  const creations = recordCreations(page);
  await page.goto('/');
  await pickRoute(page, 'From', 'Local Chain A', 'PTT');
  await pickRoute(page, 'To', 'Local Chain B', 'PTT');
  await chooseManualDeposit(page);
  await page.getByLabel(/^Amount/).fill('10');
  await expect(page.getByTestId('receive-amount')).toContainText('PTT');
  const destination = page.getByLabel('Destination address on Local Chain B');
  const error = page.locator('#portage-destination-error');
  const create = page.locator('form button[type="submit"]');

  await destination.fill(ZERO);
  await expect(error).toHaveText(ZERO_SENTENCE);
  await expect(destination).toHaveAttribute('aria-invalid', 'true');
  await expect(create).toHaveText('Enter the address of a wallet as the destination.');
  await expect(create).toBeDisabled();

  // The contract typed in lower case: the same address on EVM.
  await destination.fill(TEST_TOKEN_ADDRESS.toLowerCase());
  await expect(error).toHaveText(CONTRACT_SENTENCE);
  await expect(create).toHaveText('Enter the address of a wallet as the destination.');
  await expect(create).toBeDisabled();

  // The control: an ordinary address, no sentence, and Create is offered.
  await destination.fill(EVM_USER);
  await expect(destination).toHaveAttribute('aria-invalid', 'false');
  await expect(create).toHaveText('Create swap');
  await expect(create).toBeEnabled();
  await expect(error).toHaveCount(0);
  expect(creations).toEqual([]);
});

test('a deposit address this browser was shown is refused as a payout address', async ({ page }) => {
  const creations = recordCreations(page);
  await page.goto('/');
  await fillSwap(page);
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  const depositAddress = page.getByTestId('deposit-address');
  await expect(depositAddress).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  const shown = (await depositAddress.textContent()) ?? '';
  expect(creations).toHaveLength(1);

  // A new swap, with that deposit address pasted as the payout address.
  await page.goto('/');
  await pickRoute(page, 'From', 'Ethereum', 'ETH');
  await pickRoute(page, 'To', 'Arbitrum One', 'ETH');
  await chooseManualDeposit(page);
  await page.getByLabel(/^Amount/).fill('0.5');
  const destination = page.getByLabel(/^Destination address/);
  await destination.fill(shown);
  await expect(page.locator('#portage-destination-error')).toHaveText(
    'This is the deposit address of a swap, not a wallet: money sent to it is stuck. Enter the address of your wallet.',
  );
  const create = page.locator('form button[type="submit"]');
  await expect(create).toHaveText('Enter the address of a wallet as the destination.');
  await expect(create).toBeDisabled();
  await destination.press('Enter');
  // The control: the person's own address is offered.
  await destination.fill(EVM_USER);
  await expect(create).toHaveText('Create swap');
  expect(creations).toHaveLength(1);
});
