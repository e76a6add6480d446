/**
 * One deposit per swap for the wallet families where Portage (or the wallet) signs something other
 * than an EVM transaction: Solana, Bitcoin and TON, on the sandbox's local chains. The same three
 * cases as e2e/deposit-once.spec.ts proves for EVM: a second tab of the swap while the first one's
 * wallet is still asking to sign, a double click, a tab closed while signing, and a wallet that
 * answers after the person left the swap.
 *
 * Each test counts what reached the chain, across every tab: the broadcasts the widget made to the
 * network's node (Solana `sendTransaction`, Bitcoin `POST /tx`; the TON test wallet broadcasts
 * itself, so there it is the wallets' sends), the signatures the wallets gave, and the chain's own
 * balances (what arrived at the swap's deposit address, or left the sender).
 *
 * Run a family with its local chain and Local Chain B, e.g.
 * `SANDBOX_LOCAL_FAMILIES=evm,solana npx playwright test e2e/deposit-once-families.spec.ts -g Solana`.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { Address } from '@ton/core';
import { createTonNodeClient } from '../src/chains/ton/node';
import { depositSent, expectSendingElsewhere, expectUnconfirmedDeposit, sendButton } from './deposit-once';
import { expect, test } from './fixtures';
import { clearFaults } from './helpers';
import {
  connectInDialog,
  createLocalSwap,
  type LocalRoute,
  swapDetails,
  tokenContract,
  transactionOf,
} from './local-chains';
import { ESPLORA, SOLANA_NODE, satsAt, solanaPttOf } from './local-nodes';
import { LOCAL_CHAIN_PORTS } from './ports';
import {
  BITCOIN_TEST_WALLET,
  BITCOIN_TEST_WALLET_NAME,
  installBitcoinTestWallet,
} from './wallet/bitcoin-wallet';
import {
  installSolanaTestWallet,
  SOLANA_TEST_WALLET_ADDRESS,
  SOLANA_TEST_WALLET_NAME,
} from './wallet/solana-wallet';
import type { HoldControls } from './wallet/switches';
import { installTonTestWallet, TON_TEST_USER, TON_WALLET_NAME } from './wallet/ton-wallet';

const TON_NODE = `http://127.0.0.1:${LOCAL_CHAIN_PORTS.ton[0]}/api/v2/jsonRPC`;
const tonNode = createTonNodeClient(TON_NODE);

/** A test wallet installed in one tab: its hold switch and how many deposits it signed. */
interface TabWallet extends HoldControls {
  signed(): Promise<number>;
}

interface Family {
  name: string;
  route: LocalRoute;
  /** The refund address, where the route needs one. */
  refund?: string | { ifShown: string };
  /** Amounts of the tests, each its own swap. */
  amounts: { tabs: string; doubleClick: string; closed: string; late: string };
  /** The amount in the token's base units. */
  baseUnits(amount: string): bigint;
  install(page: Page): Promise<TabWallet>;
  /** The sender's address as the explorer link of the "could not confirm" warning names it. */
  sender: string;
  /**
   * Connects the wallet again in a new tab, on the deposit step, for a wallet that does not
   * reconnect by itself after a reload (sats-connect asks the person every time).
   */
  reconnect?(page: Page): Promise<void>;
  /** A browser request that hands a signed deposit to the chain; none where the wallet broadcasts. */
  isBroadcast?(request: Request): boolean;
  /**
   * Read once the swap exists, before anything is sent: returns a reader of how much of the
   * deposit's token the chain has moved for it since (arrived at the deposit address, or left the
   * sender where the deposit address is shared).
   */
  onChain(page: Page, swapId: string): Promise<() => Promise<bigint>>;
}

async function depositAddress(page: Page, swapId: string): Promise<string> {
  const to = (await swapDetails(page, swapId)).deposit_actions[0]?.to_address;
  if (!to) throw new Error(`swap ${swapId} has no deposit address`);
  return to;
}

const units = (decimals: number) => (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0'));
};

const FAMILIES: Family[] = [
  {
    name: 'Solana',
    route: {
      from: 'Local Solana',
      token: 'PTT',
      toToken: 'PTT',
      connect: (page) =>
        connectInDialog(page, 'Solana', SOLANA_TEST_WALLET_NAME, SOLANA_TEST_WALLET_ADDRESS.slice(0, 4)),
    },
    amounts: { tabs: '21', doubleClick: '22', closed: '23', late: '24' },
    baseUnits: units(6),
    install: async (page) => {
      const wallet = await installSolanaTestWallet(page);
      return { ...wallet, signed: async () => wallet.signatures().length };
    },
    sender: SOLANA_TEST_WALLET_ADDRESS,
    isBroadcast: (request) =>
      request.url().startsWith(SOLANA_NODE) &&
      request.method() === 'POST' &&
      (request.postDataJSON() as { method?: string } | null)?.method === 'sendTransaction',
    onChain: async (page, swapId) => {
      const mint = await tokenContract(page, 'LOCAL_SOLANA', 'PTT');
      const to = await depositAddress(page, swapId);
      const before = await solanaPttOf(page, mint, to);
      return async () => (await solanaPttOf(page, mint, to)) - before;
    },
  },
  {
    name: 'Bitcoin',
    route: {
      from: 'Local Bitcoin',
      token: 'BTC',
      toToken: 'ETH',
      connect: (page) => connectInDialog(page, 'Bitcoin', BITCOIN_TEST_WALLET_NAME, 'bcrt1q'),
    },
    // BTC → ETH goes through the swap provider: a refund address on regtest is required.
    refund: BITCOIN_TEST_WALLET.address,
    amounts: { tabs: '0.0031', doubleClick: '0.0032', closed: '0.0033', late: '0.0034' },
    baseUnits: units(8),
    install: async (page) => {
      const wallet = await installBitcoinTestWallet(page);
      return { ...wallet, signed: wallet.signedCount };
    },
    sender: BITCOIN_TEST_WALLET.address,
    reconnect: async (page) => {
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      const dialog = page.getByRole('dialog', { name: 'Connect a Bitcoin wallet' });
      await dialog.getByRole('button', { name: BITCOIN_TEST_WALLET_NAME }).click();
      await expect(dialog).toHaveCount(0);
    },
    isBroadcast: (request) => request.method() === 'POST' && request.url() === `${ESPLORA}/tx`,
    onChain: async (page, swapId) => {
      const to = await depositAddress(page, swapId);
      const before = await satsAt(to);
      return async () => (await satsAt(to)) - before;
    },
  },
  {
    name: 'TON',
    route: {
      from: 'Local TON',
      token: 'PTT',
      toToken: 'PTT',
      connect: async (page) => {
        await page.getByRole('button', { name: 'Connect wallet' }).click();
        // TonConnect's own dialog lists the injected test wallet by name.
        await page.getByText(TON_WALLET_NAME, { exact: true }).first().click();
        await expect(page.getByTestId('wallet-panel')).toContainText(TON_TEST_USER.slice(0, 4));
      },
    },
    refund: { ifShown: TON_TEST_USER },
    amounts: { tabs: '31', doubleClick: '32', closed: '33', late: '34' },
    baseUnits: units(9),
    install: async (page) => {
      const wallet = await installTonTestWallet(page, { nodeUrl: TON_NODE });
      return { ...wallet, signed: async () => wallet.sentCount() };
    },
    sender: TON_TEST_USER,
    // The TON wallet broadcasts itself (TonConnect): its sends are counted, and the sender's balance.
    onChain: async (page) => {
      const master = Address.parse(await tokenContract(page, 'LOCAL_TON', 'PTT'));
      const user = Address.parse(TON_TEST_USER);
      const before = await tonNode.jettonBalance(master, user);
      return async () => before - (await tonNode.jettonBalance(master, user));
    },
  },
];

/** The deposit's hash, shown as its explorer link (the sent hash, then the service's input). */
const hashLink = (page: Page, hash: string) => page.locator(`a[href$="/tx/${hash}"]`).first();

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

for (const family of FAMILIES) {
  test.describe(family.name, () => {
    /**
     * What every tab of the test did: its wallets' signatures, the broadcasts that left the
     * browser, and the hashes the widget reported to the service (deposit_speedup).
     */
    function watch(context: BrowserContext) {
      const wallets: TabWallet[] = [];
      let broadcasts = 0;
      const speedups: string[] = [];
      context.on('request', (request) => {
        if (family.isBroadcast?.(request)) broadcasts += 1;
        if (request.url().endsWith('/deposit_speedup'))
          speedups.push((request.postDataJSON() as { transaction_id: string }).transaction_id);
      });
      return {
        speedups,
        /** A tab with this family's test wallet. */
        async tab(page?: Page) {
          const opened = page ?? (await context.newPage());
          const wallet = await family.install(opened);
          wallets.push(wallet);
          return { page: opened, wallet };
        },
        async signed() {
          let total = 0;
          for (const wallet of wallets) total += await wallet.signed();
          return total;
        },
        broadcasts: () => broadcasts,
      };
    }

    /** Creates a swap of `amount` from the family's wallet; returns its id and the chain's reader. */
    async function createSwap(page: Page, amount: string) {
      await page.goto('/');
      const id = await createLocalSwap(page, family.route, { amount, refund: family.refund });
      return { id, moved: await family.onChain(page, id) };
    }

    /**
     * A swap of `amount` created in `page`, whose deposit the person started to send while the
     * wallet still asks them to sign (held until `first.wallet.releaseSend()`).
     */
    async function sendHeldByTheWallet(page: Page, context: BrowserContext, amount: string) {
      const seen = watch(context);
      const first = await seen.tab(page);
      const { id, moved } = await createSwap(page, amount);
      await first.wallet.holdNextSend();
      await sendButton(page).click();
      await expect.poll(() => first.wallet.holding()).toBe(true);
      return { seen, first, id, moved };
    }

    /**
     * Exactly one deposit of `amount` reached the chain, and stays one: the chain moved exactly
     * that much, one signature, one broadcast where the browser makes it, one hash reported.
     */
    async function expectOneDeposit(
      seen: ReturnType<typeof watch>,
      moved: () => Promise<bigint>,
      amount: string,
    ): Promise<string> {
      const exact = family.baseUnits(amount);
      await expect.poll(moved, { timeout: 30_000 }).toBe(exact);
      // A second send would need a moment to show: give it one, then count again.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await moved()).toBe(exact);
      expect(await seen.signed()).toBe(1);
      if (family.isBroadcast) expect(seen.broadcasts()).toBe(1);
      expect(seen.speedups).toHaveLength(1);
      return seen.speedups[0] ?? '';
    }

    test('a second tab of the swap while the wallet asks to sign says so, and one deposit is sent', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const { seen, first, id, moved } = await sendHeldByTheWallet(page, context, family.amounts.tabs);

      const other = await seen.tab();
      await other.page.goto(`/?swapId=${id}`);
      await expectSendingElsewhere(other.page);
      // Still nothing on chain while the person has not answered.
      expect(await moved()).toBe(0n);
      expect(await seen.signed()).toBe(0);

      await first.wallet.releaseSend();
      await expect(depositSent(page)).toBeVisible({ timeout: 30_000 });
      await expect(depositSent(other.page)).toBeVisible({ timeout: 30_000 });
      await expect(sendButton(other.page)).toHaveCount(0);
      const hash = await expectOneDeposit(seen, moved, family.amounts.tabs);
      // Both tabs show the one hash, the one the service found on chain.
      await expect(hashLink(page, hash)).toBeVisible();
      await expect(hashLink(other.page, hash)).toBeVisible();
      await expect
        .poll(async () => (await swapDetails(page, id)).swap.transactions.find((tx) => tx.type === 'input'), {
          timeout: 30_000,
        })
        .toBeTruthy();
      expect(transactionOf(await swapDetails(page, id), 'input').transaction_hash).toBe(hash);
    });

    test('a double click sends one deposit', async ({ page, context }) => {
      test.setTimeout(120_000);
      const seen = watch(context);
      await seen.tab(page);
      const { moved } = await createSwap(page, family.amounts.doubleClick);
      // Send is enabled once what the wallet will sign has been built and shown.
      await expect(sendButton(page)).toBeEnabled({ timeout: 15_000 });
      // Two clicks in the same moment, before the page can re-render between them.
      await sendButton(page).evaluate((button: HTMLButtonElement) => {
        button.click();
        button.click();
      });
      await expect(depositSent(page)).toBeVisible({ timeout: 30_000 });
      const hash = await expectOneDeposit(seen, moved, family.amounts.doubleClick);
      await expect(hashLink(page, hash)).toBeVisible();
      await expect(sendButton(page)).toHaveCount(0);
    });

    test('a tab closed while the wallet asks to sign: the next tab warns, and sends once it is told nothing left', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const { seen, id, moved } = await sendHeldByTheWallet(page, context, family.amounts.closed);
      await page.close();

      const again = await seen.tab();
      await again.page.goto(`/?swapId=${id}`);
      await expectUnconfirmedDeposit(again.page, new RegExp(`/address/${family.sender}$`));
      expect(await moved()).toBe(0n);
      expect(await seen.signed()).toBe(0);

      await again.page.getByRole('button', { name: 'I checked: nothing was sent' }).click();
      await family.reconnect?.(again.page);
      await sendButton(again.page).click();
      await expect(depositSent(again.page)).toBeVisible({ timeout: 30_000 });
      const hash = await expectOneDeposit(seen, moved, family.amounts.closed);
      await expect(hashLink(again.page, hash)).toBeVisible();
    });

    test('a wallet that answers after the person left the swap still has its deposit recorded, and nothing is sent again', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const { seen, first, id, moved } = await sendHeldByTheWallet(page, context, family.amounts.late);
      // The person goes to History while the wallet still asks; then the wallet answers.
      await page.getByRole('button', { name: 'History' }).click();
      await expect(page.getByRole('heading', { name: 'Send your deposit' })).toHaveCount(0);
      await first.wallet.releaseSend();
      await expect.poll(() => seen.signed()).toBe(1);
      // Back to the swap inside the widget (no reload: this page is the one the wallet answered).
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`swapId=${id}`));
      await expect(depositSent(page)).toBeVisible({ timeout: 30_000 });
      await expect(sendButton(page)).toHaveCount(0);
      const hash = await expectOneDeposit(seen, moved, family.amounts.late);
      await expect(hashLink(page, hash)).toBeVisible();
    });
  });
}
