/**
 * Address poisoning on the refund field (issue 34): on a route through the swap provider (Local
 * Chain A ETH → Local Bitcoin BTC, refund on Local Chain A), a refund address that starts and ends
 * like a refund address this browser used before (seeded as a past swap in `portage.swaps`) but
 * differs in the middle is held: the warning shows both addresses, Create stays off with its
 * sentence and no swap is asked for; ticking "this is a new address" offers Create.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseManualDeposit, clearFaults, EVM_USER, pickRoute, recordCreations, shownText } from './helpers';

/** A valid EIP-55 address sharing EVM_USER's first and last four characters. */
const LOOKALIKE = '0x7099a4aFaa2EBdB5c3933CDD17B545eD66D279c8';
const UNRELATED = '0x28516081f977c0396FdfD14E89D8b31C9617b066';
const PAST_PAYOUT = 'bcrt1qa3c2r77fcesn3wgwqmtknh9xgvnpt9u32a8vhc';
const DESTINATION = 'bcrt1q4y2yvssh9cd53kq6004qmd9ddypjyv4jd84j3p';
const BLOCK = 'Check the refund address: it looks like an address you know.';

/** A past ETH → BTC swap of this browser, refunded to EVM_USER, as the swaps store keeps it. */
async function seedPastRefund(page: Page) {
  const swap = {
    id: 'past-refund',
    createdAt: Date.now() - 86_400_000,
    sourceNetwork: 'LOCAL_L1',
    sourceToken: 'ETH',
    destinationNetwork: 'BITCOIN_REGTEST',
    destinationToken: 'BTC',
    amount: '0.5',
    destinationAddress: PAST_PAYOUT,
    destinationFamily: 'bitcoin',
    refundAddress: EVM_USER,
    refundFamily: 'evm',
    depositMethod: 'manual',
    status: 'completed',
  };
  await page.addInitScript(
    (value) => localStorage.setItem('portage.swaps', value),
    JSON.stringify({ state: { swaps: [swap] }, version: 2 }),
  );
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

test('a look-alike of a past refund address is held with both addresses until ticked', async ({ page }) => {
  test.setTimeout(120_000);
  await seedPastRefund(page);
  const creations = recordCreations(page);
  await page.goto('/');
  await pickRoute(page, 'From', 'Local Chain A', 'ETH');
  await pickRoute(page, 'To', 'Local Bitcoin', 'BTC');
  await chooseManualDeposit(page);
  await page.getByLabel(/^Amount/).fill('0.5');
  await expect(page.getByTestId('receive-amount')).toContainText('BTC');
  await page.getByLabel(/^Destination address on Local Bitcoin/).fill(DESTINATION);
  const refund = page.getByLabel(/^Refund address/);
  const warning = page.getByTestId('portage-refund-lookalike');
  const create = page.locator('form button[type="submit"]');

  // The control first: an unrelated refund address, no warning, Create offered.
  await refund.fill(UNRELATED);
  await expect(refund).toHaveAttribute('aria-invalid', 'false');
  await expect(create).toHaveText('Create swap');
  await expect(create).toBeEnabled();
  await expect(warning).toHaveCount(0);

  await refund.fill(LOOKALIKE);
  await expect(warning.getByRole('alert')).toContainText(
    'This address starts and ends like an address you know, but its middle is different.',
  );
  // Under the refund field, not the destination's.
  await expect(page.getByTestId('portage-destination-lookalike')).toHaveCount(0);
  expect(await shownText(page.getByTestId('portage-refund-lookalike-typed'))).toBe(LOOKALIKE);
  expect(await shownText(page.getByTestId('portage-refund-lookalike-known'))).toBe(EVM_USER);
  await expect(warning.getByText('You typed', { exact: true })).toBeVisible();
  await expect(warning.getByText('Your refund address before', { exact: true })).toBeVisible();
  await expect(warning.locator('mark')).toHaveCount(2);
  await expect(refund).toHaveAttribute('aria-describedby', /portage-refund-lookalike/);
  await expect(create).toHaveText(BLOCK);
  await expect(create).toBeDisabled();
  await refund.press('Enter');

  await warning.getByRole('checkbox', { name: /this is a new address/ }).check();
  await expect(create).toHaveText('Create swap');
  await expect(create).toBeEnabled();
  expect(creations).toEqual([]);
});
