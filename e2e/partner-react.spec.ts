import type { Page } from '@playwright/test';
import type { PortageEvent } from '../packages/embed/src/index';
import { expect, test } from './fixtures';
import { clearFaults, control, EVM_USER, fillSwap } from './helpers';
import { HOST_ORIGIN, WIDGET_ORIGIN } from './host';

/**
 * A partner's React app (examples/partner-react) that installed @portage/embed from its packed
 * tarball and renders <PortageWidget> (built by scripts/build-example.mjs, served from the partner
 * origin, another site than the widget's). Built twice: React 19 and React 18.
 */
const APP = {
  'React 19': `${HOST_ORIGIN}/partner-react/dist/index.html`,
  'React 18': `${HOST_ORIGIN}/partner-react/dist-react18/index.html`,
};

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { partnerEvents: PortageEvent[] }).partnerEvents);

async function openApp(page: Page, app: string) {
  await page.goto(`${app}?widget=${encodeURIComponent(`${WIDGET_ORIGIN}/`)}`);
  const widget = page.frameLocator('iframe[title="Portage swap"]');
  await expect(widget.getByRole('button', { name: /^From\b/ })).toBeVisible();
  return widget;
}

test('the partner’s React app runs a whole swap and hears every event with its typed payload', async ({
  page,
  request,
}) => {
  const widget = await openApp(page, APP['React 19']);
  await fillSwap(widget);
  await widget.getByRole('button', { name: 'Create swap' }).click();
  await expect(widget.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  await expect
    .poll(async () => (await events(page)).some((event) => event.type === 'swap_created'))
    .toBe(true);
  const created = (await events(page)).find((event) => event.type === 'swap_created');
  if (created?.type !== 'swap_created') throw new Error('no swap_created');
  const { swapId } = created.payload;
  const txHash = `0x${'ab'.repeat(32)}`;
  await control(request, `/sandbox/swaps/${swapId}/deposit`, { transaction_id: txHash });
  await expect(widget.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 40_000 });

  // The app's own `on.swap_completed` callback rendered the typed payload.
  const receipt = page.getByRole('status');
  await expect(receipt).toContainText(`swap ${swapId} delivered 0.49`);

  const all = await events(page);
  const types = new Set(all.map((event) => event.type));
  for (const type of [
    'ready',
    'resize',
    'route_changed',
    'quote_updated',
    'swap_created',
    'deposit_submitted',
    'swap_status_changed',
    'swap_completed',
  ] as const)
    expect(types, type).toContain(type);
  // Each payload has exactly the shape the package's types declare (spot checks on every kind).
  for (const event of all) {
    expect(event).toMatchObject({ source: 'portage', version: 1 });
    switch (event.type) {
      case 'ready':
        expect(event.payload).toEqual({ lang: 'en', swapId: null });
        break;
      case 'resize':
        expect(Object.keys(event.payload)).toEqual(['height']);
        expect(event.payload.height).toBeGreaterThan(0);
        break;
      case 'quote_updated':
        expect(Object.keys(event.payload).sort()).toEqual(
          ['amount', 'fee', 'minReceiveAmount', 'receiveAmount', 'route'].sort(),
        );
        expect(typeof event.payload.amount).toBe('string');
        break;
      case 'swap_created':
        expect(event.payload).toEqual({
          swapId,
          route: {
            sourceNetwork: 'ETHEREUM_MAINNET',
            sourceToken: 'ETH',
            destinationNetwork: 'ARBITRUM_MAINNET',
            destinationToken: 'ETH',
          },
          amount: '0.5',
          destinationAddress: EVM_USER,
          referenceId: null,
          depositMethod: 'manual',
          status: 'user_transfer_pending',
        });
        break;
      case 'deposit_submitted':
        expect(event.payload).toEqual({ swapId, network: 'ETHEREUM_MAINNET', txHash });
        break;
      case 'swap_status_changed':
        expect(Object.keys(event.payload).sort()).toEqual(['previousStatus', 'status', 'swapId']);
        break;
      case 'swap_completed':
        expect(event.payload.swapId).toBe(swapId);
        expect(event.payload.receivedAmount).toMatch(/^0\.49\d*$/);
        expect(event.payload.txHash).toMatch(/^0x[0-9a-f]{64}$/);
        break;
      default:
        break;
    }
  }
  // The app's log lines are written from the typed payloads (src/App.tsx `describe`).
  const log = page.getByRole('list', { name: 'Events from the widget' });
  await expect(log).toContainText('quote 0.5 → 0.49');
  await expect(log).toContainText(`completed: received 0.49`);
});

for (const [react, app] of Object.entries(APP)) {
  test(`config from the partner’s React state reaches the widget live (${react})`, async ({ page }) => {
    const widget = await openApp(page, app);
    const frames = () => page.locator('iframe').count();
    expect(await frames()).toBe(1);
    await expect(widget.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: 'Widget theme: light' }).click();
    await expect(widget.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByLabel('Amount for the widget').fill('0.25');
    await expect(widget.getByLabel(/^Amount/)).toHaveValue('0.25');
    // Changed in place: the same frame (no reload), the person's page kept.
    expect(await frames()).toBe(1);
    const readies = (await events(page)).filter((event) => event.type === 'ready');
    expect(readies).toHaveLength(1);
  });
}
