import { expect, test } from './fixtures';

test('the widget talks to the sandbox service with its key and offers all its networks', async ({ page }) => {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.1:8797/api/v2/'))
      keys.push(request.headers()['x-svc-apikey'] ?? '');
  });
  await page.goto('/');
  await page.getByRole('button', { name: /^From/ }).click();
  const networks = page.getByRole('listbox', { name: 'Networks' });
  for (const network of ['Ethereum', 'Arbitrum One', 'Solana', 'Bitcoin', 'TON', 'Tron', 'Starknet']) {
    await expect(networks.getByRole('option', { name: new RegExp(`^${network}\\b`) })).toBeVisible();
  }
  // The list is virtualized: the rest appear when searched for.
  await page.getByRole('combobox', { name: 'Search networks' }).fill('fuel');
  await expect(networks.getByRole('option', { name: /^Fuel Ignition/ })).toBeVisible();
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys)).toEqual(new Set(['portage-sandbox-key']));
});
