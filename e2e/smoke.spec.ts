import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { SANDBOX } from './helpers';

const solanaNetworks = readFileSync(
  new URL('../src/api/__fixtures__/real/networks.entry.SOLANA_MAINNET.json', import.meta.url),
  'utf8',
);

test('a real production response is parsed and offered in the built widget', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  let apiKey: string | null = null;
  // A response captured from the production service, served in place of the sandbox's.
  await page.route(`${SANDBOX}/api/v2/sources**`, (route) => {
    apiKey = route.request().headers()['x-svc-apikey'] ?? null;
    return route.fulfill({ status: 200, contentType: 'application/json', body: solanaNetworks });
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Portage', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^From/ }).click();
  await page.getByRole('option', { name: /^Solana/ }).click();
  const tokens = page.getByRole('listbox', { name: 'Tokens on Solana' });
  for (const symbol of ['USDC', 'USDT', 'SOL', 'WETH', 'USDe']) {
    await expect(tokens.getByRole('option', { name: new RegExp(`^${symbol}\\b`) })).toBeVisible();
  }
  expect(apiKey).toBe('portage-sandbox-key');
  expect(errors).toEqual([]);
});

test('a service that cannot be reached gives a clear message, not a blank page', async ({ page }) => {
  await page.route(`${SANDBOX}/api/v2/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText(
    'The swap service is unavailable right now. The service could not be reached.',
    { timeout: 20_000 },
  );
});

test('the TonConnect manifest names the address the widget is served at, for wallets to show', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get('/tonconnect-manifest.json');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({
    url: baseURL,
    name: 'Portage',
    iconUrl: `${baseURL}/portage.svg`,
  });
  expect((await page.request.get('/portage.svg')).ok()).toBe(true);
});
