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
  // The local chains come first (rank 0).
  await expect(networks.getByRole('option').first()).toHaveAccessibleName(/^Local /);
  // The list is virtualized: every network is found by searching for it.
  const search = page.getByRole('combobox', { name: 'Search networks' });
  for (const network of [
    'Ethereum',
    'Arbitrum One',
    'Solana',
    'Bitcoin',
    'TON',
    'Tron',
    'Starknet',
    'Fuel Ignition',
    'Local Chain B',
    'Local Solana',
    'Local TON',
    'Local Bitcoin (regtest)',
    'Local Starknet',
    'Local Tron',
    'Local Fuel',
  ]) {
    await search.fill(network);
    await expect(
      networks.getByRole('option', { name: new RegExp(`^${network.replace(/[()]/g, '\\$&')}(?!\\w)`) }),
    ).toBeVisible();
  }
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys)).toEqual(new Set(['portage-sandbox-key']));
});
