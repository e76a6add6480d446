import { expect, test } from './fixtures';

test('the widget talks to the sandbox service and lists its source networks', async ({ page }) => {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith('http://127.0.0.1:8797/api/v2/'))
      keys.push(request.headers()['x-svc-apikey'] ?? '');
  });
  await page.goto('/');
  const list = page.getByRole('list');
  for (const network of [
    'Ethereum',
    'Arbitrum One',
    'Solana',
    'Bitcoin',
    'TON',
    'Tron',
    'Starknet',
    'Fuel Ignition',
  ]) {
    await expect(list.getByText(network, { exact: true })).toBeVisible();
  }
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys)).toEqual(new Set(['portage-sandbox-key']));
});
