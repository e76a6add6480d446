/**
 * The source family's wallet module is fetched ahead of "Connect wallet": not by the first load,
 * but once a person chooses a source network (when the page is idle), before anything is pressed;
 * the part needed only once a wallet is connected (balances, the deposit's builder: connected.ts)
 * stays unfetched until then. "Connect wallet" then shows the family's wallet list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pickRoute } from './helpers';

const DIST_DIR = process.env.PORTAGE_DIST_DIR || 'dist';
const FAMILIES = ['evm', 'solana', 'ton', 'bitcoin', 'starknet', 'tron', 'fuel'] as const;
type Family = (typeof FAMILIES)[number];

/** The build's file for a source module (`src/chains/ton/wallet.tsx` → `assets/wallet-….js`). */
function builtFile(source: string): string | undefined {
  const manifest = JSON.parse(readFileSync(join(DIST_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return manifest[source]?.file;
}

function chunkOf(family: Family, part: 'wallet' | 'connected'): string {
  const file = builtFile(`src/chains/${family}/${part}.${part === 'wallet' ? 'tsx' : 'ts'}`);
  if (!file) throw new Error(`the build in ${DIST_DIR} has no ${part} chunk for ${family}`);
  return file;
}

/** The paths of the scripts the page has asked for so far. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1));
  });
  return scripts;
}

const ROUTES: Record<'ton' | 'tron', { from: [string, string]; to: [string, string] }> = {
  ton: { from: ['Local TON', 'TON'], to: ['Local Chain B', 'ETH'] },
  tron: { from: ['Local Tron', 'TRX'], to: ['Local Chain B', 'ETH'] },
};

test('the first load fetches no wallet module; choosing a source fetches its family’s, unpressed', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^From\b/ })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  // Time enough for anything the page would fetch once idle.
  await page.waitForTimeout(1_500);
  const walletChunks = FAMILIES.flatMap((family) => [
    chunkOf(family, 'wallet'),
    chunkOf(family, 'connected'),
  ]);
  expect(scripts.filter((script) => walletChunks.includes(script))).toEqual([]);

  const ton = chunkOf('ton', 'wallet');
  const fetched = page.waitForRequest((request) => request.url().endsWith(`/${ton}`));
  await pickRoute(page, 'From', ...ROUTES.ton.from);
  await fetched;
  // Only the source family's module, and not yet what signing needs.
  expect(scripts).not.toContain(chunkOf('ton', 'connected'));
  const others = FAMILIES.filter((family) => family !== 'ton').map((family) => chunkOf(family, 'wallet'));
  expect(scripts.filter((script) => others.includes(script))).toEqual([]);
});

for (const family of ['ton', 'tron'] as const) {
  test(`"Connect wallet" shows the ${family} wallet list, the module fetched before the press`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await pickRoute(page, 'To', ...ROUTES[family].to);
    await pickRoute(page, 'From', ...ROUTES[family].from);
    const connect = page.getByRole('button', { name: 'Connect wallet' });
    await expect(connect).toBeVisible();
    expect(scripts).toContain(chunkOf(family, 'wallet'));
    await connect.click();
    if (family === 'ton') {
      // TonConnect's own dialog, with the wallets of its list.
      await expect(page.getByText('Connect your TON wallet')).toBeVisible();
      await expect(page.locator('[data-tc-wallet-item]').first()).toBeVisible();
    } else {
      // The shared chooser: Tron's wallets, not installed in this browser.
      const dialog = page.getByRole('dialog', { name: 'Connect a Tron wallet' });
      await expect(dialog.getByRole('button', { name: /TronLink/ })).toBeVisible();
    }
    // Listing wallets needs none of the signing part.
    expect(scripts).not.toContain(chunkOf(family, 'connected'));
  });
}
