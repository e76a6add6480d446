import { expect, test } from './fixtures';
import { chooseManualDeposit, EVM_USER, KEY, SANDBOX, swapIdFromUrl } from './helpers';
import { PREVIEW_PORT } from './ports';

/** The widget's origin (the preview server's, moved by PORTAGE_PORT_OFFSET). */
const WIDGET = `http://127.0.0.1:${PREVIEW_PORT}`;

/** The widget configured by URL parameters, as a partner's iframe `src` would. */
function configured(params: Record<string, string>) {
  return `/?${new URLSearchParams(params)}`;
}

const ROUTE = {
  from: 'ETHEREUM_MAINNET',
  fromAsset: 'ETH',
  to: 'ARBITRUM_MAINNET',
  toAsset: 'ETH',
};

test('presets fill the form, locks hold, and a preset destination is confirmed before the swap; externalId becomes reference_id', async ({
  page,
  request,
}) => {
  await page.goto(
    configured({
      ...ROUTE,
      lockFrom: 'true',
      lockFromAsset: 'true',
      lockTo: 'true',
      amount: '0.5',
      destAddress: EVM_USER,
      externalId: 'order-42',
    }),
  );
  const from = page.getByRole('button', { name: /^From\b/ });
  await expect(from).toContainText('ETH');
  await expect(from).toContainText('on Ethereum');
  await expect(from).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Swap source and destination' })).toBeDisabled();
  // The destination network is fixed, its token is not: the picker opens at Arbitrum's tokens.
  await page.getByRole('button', { name: /^To\b/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'To: token on Arbitrum One' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Networks/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await chooseManualDeposit(page);
  await expect(page.getByLabel(/^Amount/)).toHaveValue('0.5');
  await expect(page.getByLabel(/^Destination address/)).toHaveValue(EVM_USER);
  await expect(page.getByTestId('receive-amount')).toContainText('ETH');
  // Not before the person confirms the address this site filled in.
  const create = page.getByRole('button', { name: 'Confirm the destination address.' });
  await expect(create).toBeDisabled();
  await expect(page.getByTestId('preset-destination')).toHaveText(EVM_USER);
  await page.getByRole('checkbox', { name: /This site filled in the destination/ }).check();
  await page.getByRole('button', { name: 'Create swap' }).click();
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();

  const id = swapIdFromUrl(page);
  const swap = await request.get(`${SANDBOX}/api/v2/swaps/${id}`, { headers: { 'X-SVC-APIKEY': KEY } });
  const body = await swap.json();
  expect(body.data.swap.metadata.reference_id).toBe('order-42');
  expect(body.data.swap.destination_address).toBe(EVM_USER);
});

test('a typed address needs no confirmation; changing the preset address drops it', async ({ page }) => {
  await page.goto(configured({ ...ROUTE, amount: '0.5', destAddress: EVM_USER }));
  await chooseManualDeposit(page);
  await expect(page.getByTestId('preset-destination')).toBeVisible();
  await page.getByLabel(/^Destination address/).fill('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
  await expect(page.getByTestId('preset-destination')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create swap' })).toBeEnabled();
});

test('hidden parts are not shown; a locked address cannot be edited', async ({ page }) => {
  await page.goto(
    configured({ ...ROUTE, hideTo: '1', amount: '0.5', destAddress: EVM_USER, hideAddress: '1' }),
  );
  await expect(page.getByRole('button', { name: /^From\b/ })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^To\b/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Swap source and destination' })).toHaveCount(0);
  await expect(page.getByLabel(/^Destination address/)).toHaveCount(0);
  // Hidden, yet shown for confirmation before anything is created.
  await expect(page.getByTestId('preset-destination')).toHaveText(EVM_USER);

  await page.goto(configured({ ...ROUTE, destAddress: EVM_USER, lockAddress: 'true' }));
  const address = page.getByLabel(/^Destination address/);
  await expect(address).toHaveAttribute('readonly', '');
  await address.press('End');
  await address.pressSequentially('ff');
  await expect(address).toHaveValue(EVM_USER);
  await expect(page.getByText('Set by this site.')).toBeVisible();
});

test('a fixed token lists only the networks that have it, and choosing a network picks it', async ({
  page,
}) => {
  await page.goto(configured({ fromAsset: 'USDC', lockFromAsset: '1' }));
  await page.getByRole('button', { name: /^From\b/ }).click();
  const dialog = page.getByRole('dialog');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  // Local test networks list only PTT and their native coin: none offers USDC.
  await expect(dialog.getByRole('option', { name: /^Local/ })).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Search networks' }).fill('Arbitrum One');
  await dialog.getByRole('option', { name: /^Arbitrum One/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^From\b/ })).toContainText('USDC');
  await expect(page.getByRole('button', { name: /^From\b/ })).toContainText('on Arbitrum One');
});

test('families limits both sides to the chain families named', async ({ page }) => {
  await page.goto(configured({ families: 'solana,ton' }));
  for (const side of ['From', 'To']) {
    await page.getByRole('button', { name: new RegExp(`^${side}\\b`) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const names = await dialog.getByRole('option').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Solana|TON/);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});

test('invalid parameters are ignored with a console warning, never a blank page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/?amount=abc&theme=blue&parentOrigin=*&accent=red&lockFrom=1&colour=red');
  await expect(page.getByRole('button', { name: /^From\b/ })).toBeEnabled();
  await expect(page.getByLabel(/^Amount/)).toHaveValue('');
  for (const name of ['amount', 'theme', 'parentOrigin', 'accent', 'lockFrom', 'colour']) {
    expect(
      warnings.some((w) => w.startsWith('Portage: ') && w.includes(`"${name}"`)),
      name,
    ).toBe(true);
  }
});

test('theme and partner colors, radius and font apply through CSS variables', async ({ page }) => {
  await page.goto('/?theme=dark&accent=%23ff6600&radius=2&font=Georgia');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const variable = (name: string) =>
    page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
  expect(await variable('--portage-accent')).toBe('#ff6600');
  // Text on the partner's orange is dark, for contrast.
  expect(await variable('--portage-accent-fg')).toBe('#111111');
  await expect(page.locator('button.portage-primary')).toHaveCSS('border-top-left-radius', '2px');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(16, 19, 26)');
  await expect(page.locator('.portage')).toHaveCSS('font-family', /^"?Georgia"?, system-ui/);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/?theme=light');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the page address, with its parameters, is never sent on as a referrer (only the origin)', async ({
  page,
}) => {
  const referrers: { url: string; referrer: string }[] = [];
  page.on('request', (request) => {
    const referrer = request.headers().referer;
    if (referrer) referrers.push({ url: request.url(), referrer });
  });
  await page.goto(
    configured({ apiKey: 'portage-sandbox-key', destAddress: EVM_USER, externalId: 'order-42' }),
  );
  await expect(page.getByRole('button', { name: /^From\b/ })).toBeEnabled();
  // The widget's own scripts (same origin) and the service (another origin) both get the origin alone.
  expect(referrers.some(({ url }) => url.startsWith(`${WIDGET}/assets/`))).toBe(true);
  expect(referrers.some(({ url }) => url.startsWith(SANDBOX))).toBe(true);
  for (const { referrer } of referrers) expect(referrer).toBe(`${WIDGET}/`);
});
