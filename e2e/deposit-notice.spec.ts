/**
 * A lost deposit notice sent again: the wallet's deposit left, the tab closed before the service
 * answered `deposit_speedup`, and the swap opened again in a new tab tells the service once, with
 * the stored hash, never offers a second Send, and goes on to complete. Every request of the
 * browser context is logged, and the test holds to the log: one `POST /swaps` in the whole test.
 *
 * Local Chain A stops mining for the time the tab is closed (anvil's interval mining, set back
 * whatever happens): the deposit waits in the node's pool, so the service has not seen it when
 * the swap is opened again, which is when the notice is due.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { CHAIN_A_URL, depositSent, LOCAL_ETH_ROUTE, sendButton, withEvmWallet } from './deposit-once';
import { expect, test } from './fixtures';
import { clearFaults } from './helpers';
import { createLocalSwap } from './local-chains';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});

/** Local Chain A's interval mining: 0 stops it (transactions wait in the pool), 1 is the sandbox's. */
async function setMining(seconds: 0 | 1) {
  const response = await fetch(CHAIN_A_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_setIntervalMining', params: [seconds] }),
  });
  const body = (await response.json()) as { error?: unknown };
  expect(body.error, 'evm_setIntervalMining').toBeUndefined();
}

interface LoggedRequest {
  request: Request;
  /** Which page of the test sent it: 1 before the tab closed, 2 after. */
  tab: number;
  /** The service answered it (its response was read to the end). */
  finished: boolean;
}

/** Every request of the context, as it is made, then as it ends; `tab` says which tab is open. */
function requestLog(context: BrowserContext) {
  const log: LoggedRequest[] = [];
  let tab = 1;
  const entry = (request: Request) => log.find((logged) => logged.request === request);
  context.on('request', (request) => log.push({ request, tab, finished: false }));
  context.on('requestfinished', (request) => {
    const logged = entry(request);
    if (logged) logged.finished = true;
  });
  const isNotice = (logged: LoggedRequest) => logged.request.url().endsWith('/deposit_speedup');
  return {
    nextTab: () => {
      tab += 1;
    },
    /** Every deposit_speedup, in order: the hash it named, its tab, whether it reached the service. */
    notices: () =>
      log.filter(isNotice).map((logged) => ({
        transactionId: logged.request.postDataJSON().transaction_id as string,
        tab: logged.tab,
        method: logged.request.method(),
        finished: logged.finished,
      })),
    /** The swaps created: POST /api/v2/swaps. */
    creates: () =>
      log.filter(
        (logged) =>
          logged.request.method() === 'POST' && new URL(logged.request.url()).pathname === '/api/v2/swaps',
      ).length,
  };
}

/** The swap's deposit as this browser stored it (localStorage `portage.swaps`). */
async function storedDeposit(page: Page, id: string) {
  return page.evaluate((swapId) => {
    const stored = JSON.parse(localStorage.getItem('portage.swaps') ?? '{}') as {
      state?: { swaps?: { id: string; deposit?: { txHash?: string; notified?: number } }[] };
    };
    return stored.state?.swaps?.find((swap) => swap.id === swapId)?.deposit ?? null;
  }, id);
}

test('a tab closed before the service was told of the deposit: reopened, it tells the service once and sends nothing again', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const log = requestLog(context);
  const wallet = await withEvmWallet(page);
  await page.goto('/');
  const id = await createLocalSwap(page, LOCAL_ETH_ROUTE, { amount: '0.16' });
  await expect(sendButton(page)).toBeEnabled({ timeout: 15_000 });

  // The first notice is never answered: the tab closes while it waits.
  const held: Request[] = [];
  await page.route('**/deposit_speedup', (route) => {
    held.push(route.request());
  });
  await setMining(0);
  try {
    await sendButton(page).click();
    await expect(depositSent(page)).toBeVisible({ timeout: 30_000 });
    const hash = (await storedDeposit(page, id))?.txHash;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/i);
    await expect.poll(() => held.length).toBe(1);
    expect(held[0]?.postDataJSON()).toEqual({ transaction_id: hash });
    // The service never heard of it, and this browser knows it.
    expect(await storedDeposit(page, id)).not.toHaveProperty('notified');
    await page.close();

    // The swap opened again, in a new tab of the same browser, its wallet there too.
    log.nextTab();
    const again = await context.newPage();
    const otherWallet = await withEvmWallet(again);
    const answered = again.waitForResponse((response) => response.url().endsWith('/deposit_speedup'), {
      timeout: 30_000,
    });
    await again.goto(`/?swapId=${id}`);
    const notice = await answered;
    expect(notice.status()).toBe(200);
    expect(notice.request().postDataJSON()).toEqual({ transaction_id: hash });
    await expect(depositSent(again)).toBeVisible();
    await expect(sendButton(again)).toHaveCount(0);
    // The service's answer is stored: a reload does not tell it again (the log below says so).
    await expect.poll(async () => (await storedDeposit(again, id))?.notified).toEqual(expect.any(Number));
    await again.reload();
    await expect(depositSent(again)).toBeVisible();
    await expect(sendButton(again)).toHaveCount(0);

    await setMining(1);
    await expect(again.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 60_000 });
    await expect(sendButton(again)).toHaveCount(0);

    // The request log of the whole test: one swap, one deposit, one notice that reached the service.
    expect(log.creates()).toBe(1);
    expect((await wallet.sentCount()) + (await otherWallet.sentCount())).toBe(1);
    expect(log.notices()).toEqual([
      { transactionId: hash, tab: 1, method: 'POST', finished: false },
      { transactionId: hash, tab: 2, method: 'POST', finished: true },
    ]);
  } finally {
    await setMining(1);
  }
});
