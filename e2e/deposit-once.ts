/**
 * What the one-deposit-per-swap browser tests (deposit-once.spec.ts for EVM,
 * deposit-once-families.spec.ts for Solana, Bitcoin and TON) look for on the deposit step.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

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
