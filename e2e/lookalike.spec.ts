/**
 * Address poisoning (issue 34): a destination that starts and ends like an address this browser
 * paid out to before (seeded as past swaps in `portage.swaps`), or like the connected wallet, but
 * differs in the middle. For an EVM, Solana, Tron, TON and Bitcoin destination on the local chains
 * the warning shows both addresses with the middle marked, Create stays off with its sentence and
 * no swap is asked for; ticking "this is a new address" offers Create, and changing the address
 * undoes the tick. An unrelated valid address of each family gets no warning (the control).
 *
 * Every look-alike below is a valid address of its family (EIP-55, base58check, TON's CRC,
 * bech32), made to share its first and last four readable characters with the known one.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseManualDeposit, clearFaults, EVM_USER, pickRoute, recordCreations, shownText } from './helpers';
import { connectOnRoute } from './local-chains';
import { LOCAL_CHAIN_PORTS } from './ports';
import { installEvmTestWallet, TEST_WALLET_ADDRESS } from './wallet/evm-wallet';

interface Case {
  name: string;
  from: readonly [network: string, token: string];
  to: readonly [network: string, token: string];
  amount: string;
  /** The destination network's name in the service and its family, as a past swap stores them. */
  network: string;
  family: string;
  /** Paid out to before; its look-alike; an unrelated valid address. */
  known: string;
  lookalike: string;
  unrelated: string;
}

/** An unrelated EVM address: the refund address where a route swaps assets. */
const EVM_UNRELATED = '0x28516081f977c0396FdfD14E89D8b31C9617b066';

/** 10 PTT from Local Chain A to `to`'s PTT; `addresses`: the known one, its look-alike, an unrelated one. */
function pttTo(
  to: string,
  network: string,
  family: string,
  [known, lookalike, unrelated]: readonly [string, string, string],
): Case {
  const route = { from: ['Local Chain A', 'PTT'], to: [to, 'PTT'], amount: '10' } as const;
  return { name: to, ...route, network, family, known, lookalike, unrelated };
}

const CASES: readonly Case[] = [
  pttTo('Local Chain B', 'LOCAL_L2', 'evm', [
    EVM_USER,
    '0x7099a4aFaa2EBdB5c3933CDD17B545eD66D279c8',
    EVM_UNRELATED,
  ]),
  pttTo('Local Solana', 'LOCAL_SOLANA', 'solana', [
    'Gf1Zopw6xbPt6jANNLrBfvwa1vc3fHVzKFPKY2gZbrTT',
    'Gf1ZipozbrJ1FXegfVfvg8aDgSKgMNFL7YyhXpoKbrTT',
    '9F6kuo6ra7TUi8tKDcpxuVjSj5crpFngQQCqe2RKwkVW',
  ]),
  pttTo('Local Tron', 'LOCAL_TRON', 'tron', [
    'TGfyjAsp7vdxtTTAAUdnqS4xjWHHwJCiK4',
    'TGfyjAiznUftJnbdZ5uk2fHb7FR9AcCiK4',
    'TPmHzNWStVPtQWw2ofP1us93xEEXHPSeMF',
  ]),
  pttTo('Local TON', 'LOCAL_TON', 'ton', [
    'UQBS28aytDLU0sM5JxU-WHp-EFOg5y8KQMd_o5Edz2-jnyMd',
    'UQBS28Ya-82W-sq41fulqyLLW6p-6HYIqx4n_mdxDc_4nyMd',
    'UQBRHpaNxmwL_cvMPDKr7Wh5-Kx6r4eAs7dJQgwp2n5TATkv',
  ]),
  // ETH → BTC swaps assets: the route asks for a refund address too.
  {
    name: 'Local Bitcoin',
    from: ['Local Chain A', 'ETH'],
    to: ['Local Bitcoin', 'BTC'],
    amount: '0.5',
    network: 'BITCOIN_REGTEST',
    family: 'bitcoin',
    known: 'bcrt1qa3c2r77fcesn3wgwqmtknh9xgvnpt9u32a8vhc',
    lookalike: 'bcrt1qa3c265x08cq23w2dzpuzsaexz8aet9u35l8vhc',
    unrelated: 'bcrt1q4y2yvssh9cd53kq6004qmd9ddypjyv4jd84j3p',
  },
];

const BLOCK_LOOKALIKE = 'Check the destination address: it looks like an address you know.';
const WARNING = 'This address starts and ends like an address you know, but its middle is different.';

/** Past payouts of this browser, one per family, as the swaps store (version 2) keeps them. */
async function seedPastPayouts(page: Page) {
  const swaps = CASES.map((c, i) => ({
    id: `past-${c.family}`,
    createdAt: Date.now() - (i + 1) * 86_400_000,
    sourceNetwork: 'LOCAL_L1',
    sourceToken: 'PTT',
    destinationNetwork: c.network,
    destinationToken: c.to[1],
    amount: '1',
    destinationAddress: c.known,
    destinationFamily: c.family,
    depositMethod: 'manual',
    status: 'completed',
  }));
  await page.addInitScript(
    (value) => {
      localStorage.setItem('portage.swaps', value);
    },
    JSON.stringify({ state: { swaps }, version: 2 }),
  );
}

async function fillRoute(page: Page, c: Case) {
  await pickRoute(page, 'From', ...c.from);
  await pickRoute(page, 'To', ...c.to);
  await chooseManualDeposit(page);
  await page.getByLabel(/^Amount/).fill(c.amount);
  await expect(page.getByTestId('receive-amount')).toContainText(c.to[1]);
  const refund = page.getByLabel(/^Refund address/);
  if (await refund.isVisible()) await refund.fill(EVM_UNRELATED);
}

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

for (const c of CASES) {
  test(`${c.family} to ${c.name}: a look-alike of a past payout is held with both addresses; an unrelated one is not`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await seedPastPayouts(page);
    const creations = recordCreations(page);
    await page.goto('/');
    await fillRoute(page, c);
    const destination = page.getByLabel(new RegExp(`^Destination address on ${c.to[0]}`));
    const warning = page.getByTestId('portage-destination-lookalike');
    const create = page.locator('form button[type="submit"]');

    await destination.fill(c.lookalike);
    await expect(warning).toBeVisible();
    // Announced, with both addresses and their labels; each differing middle is marked.
    await expect(page.getByRole('alert').filter({ hasText: WARNING })).toBeVisible();
    expect(await shownText(page.getByTestId('portage-destination-lookalike-typed'))).toBe(c.lookalike);
    expect(await shownText(page.getByTestId('portage-destination-lookalike-known'))).toBe(c.known);
    // A screen reader hears where the differing part begins and ends.
    await expect(page.getByTestId('portage-destination-lookalike-typed')).toContainText(
      'the part that differs begins:',
    );
    await expect(warning.getByText('You typed', { exact: true })).toBeVisible();
    await expect(warning.getByText('You used before', { exact: true })).toBeVisible();
    await expect(warning.locator('mark')).toHaveCount(2);
    const middle = await warning.locator('mark').first().textContent();
    expect(c.lookalike.toLowerCase()).toContain(middle?.toLowerCase() ?? '-');
    expect(c.known.toLowerCase()).not.toContain(middle?.toLowerCase() ?? '');
    await expect(create).toHaveText(BLOCK_LOOKALIKE);
    await expect(create).toBeDisabled();
    // Enter in the field does not create the swap either.
    await destination.press('Enter');

    // The person says it is new: Create is offered.
    const box = warning.getByRole('checkbox', { name: /this is a new address/ });
    await box.check();
    await expect(create).toHaveText('Create swap');
    await expect(create).toBeEnabled();

    // The control: an unrelated valid address, no warning, Create offered.
    await destination.fill(c.unrelated);
    await expect(destination).toHaveAttribute('aria-invalid', 'false');
    await expect(warning).toHaveCount(0);
    await expect(create).toHaveText('Create swap');
    await expect(create).toBeEnabled();

    // Back to the look-alike: the tick was for the address before, so it is asked again.
    await destination.fill(c.lookalike);
    await expect(warning.getByRole('checkbox')).not.toBeChecked();
    await expect(create).toHaveText(BLOCK_LOOKALIKE);
    await expect(create).toBeDisabled();
    expect(creations).toEqual([]);
  });
}

test('a look-alike of the connected wallet is named as the wallet', async ({ page }) => {
  test.setTimeout(120_000);
  const [portA, portB] = LOCAL_CHAIN_PORTS.evm;
  await installEvmTestWallet(page, {
    rpcUrls: { 31337: `http://127.0.0.1:${portA}`, 31338: `http://127.0.0.1:${portB}` },
    initialChainId: 31337,
  });
  const creations = recordCreations(page);
  await page.goto('/');
  await connectOnRoute(page, {
    from: 'Local Chain A',
    token: 'PTT',
    toToken: 'PTT',
    connect: async () => {
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      await page.getByRole('button', { name: /Portage Test Wallet/ }).click();
      await expect(page.getByTestId('wallet-panel')).toContainText('0xf39F');
    },
  });
  await page.getByLabel(/^Amount/).fill('10');
  await page
    .getByLabel('Destination address on Local Chain B')
    .fill('0xF39fb4666f6042A04463C78D9b0878a47f382266');
  const warning = page.getByTestId('portage-destination-lookalike');
  await expect(warning.getByText('Your connected wallet', { exact: true })).toBeVisible();
  expect(await shownText(page.getByTestId('portage-destination-lookalike-known'))).toBe(TEST_WALLET_ADDRESS);
  await expect(page.locator('form button[type="submit"]')).toHaveText(BLOCK_LOOKALIKE);
  // The wallet's own address is no look-alike of itself.
  await page.getByLabel('Destination address on Local Chain B').fill(TEST_WALLET_ADDRESS);
  await expect(warning).toHaveCount(0);
  expect(creations).toEqual([]);
});
