/**
 * The service misbehaving, through the sandbox's fault switches (POST /sandbox/faults): each fault
 * kind gives a sentence a person understands, a bounded retry with backoff (honouring Retry-After),
 * and recovery on its own once the service is back; a swap being followed is never lost or made
 * twice. Also the browser going offline.
 */
import type { Page, Request, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearFaults, control, createManualSwap, fillSwap, swapIdFromUrl } from './helpers';

test.beforeEach(async ({ request }) => {
  await clearFaults(request);
});
test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

/** A request, and when its event reached the test (the fallback for its time). */
interface Sent {
  request: Request;
  seen: number;
}

/**
 * When the browser sent a request: by the browser's own clock where Chromium gives it (the event
 * reaches the test later, and later still on a loaded machine, which would shorten or stretch a
 * measured gap); for a request that failed, Chromium gives none, so when its event arrived.
 */
function sentAt({ request, seen }: Sent): number {
  const start = request.timing().startTime;
  return start > 0 ? start : seen;
}

/** Requests whose path starts with `prefix` (the query string aside), with the time each was sent. */
function track(page: Page, prefix: string) {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(prefix)) sent.push({ request, seen: Date.now() });
  });
  return sent;
}

/** The times the requests were sent, read once they are done (the browser fills the timing late). */
const startTimes = (requests: readonly Sent[]) => requests.map(sentAt);

/**
 * Requests whose path starts with `prefix`, each with when it was sent and whether the sandbox's
 * fault answered it (its `X-Sandbox-Fault` header). Attached before the swap exists, so no request
 * the fault answers goes unseen however the page and the fault switch interleave.
 */
function trackAnswers(page: Page, prefix: string) {
  const sent: (Sent & { path: string; status?: number; fault?: string })[] = [];
  const entries = new Map<object, (typeof sent)[number]>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith(prefix)) return;
    const entry = { path, request, seen: Date.now() };
    entries.set(request, entry);
    sent.push(entry);
  });
  page.on('response', (response) => {
    const entry = entries.get(response.request());
    if (!entry) return;
    entry.status = response.status();
    const fault = response.headers()['x-sandbox-fault'];
    if (fault) entry.fault = fault;
  });
  return sent;
}

/** The swap's polls from the first one the fault answered: `faulted` of them, then the recovery. */
function faultedRun(answers: ReturnType<typeof trackAnswers>, id: string, faulted: number) {
  const polls = answers.filter((answer) => answer.path === `/api/v2/swaps/${id}`);
  const from = polls.findIndex((answer) => answer.fault !== undefined);
  const run = from < 0 ? [] : polls.slice(from, from + faulted + 1);
  return {
    faulted: run.map((answer) => answer.fault !== undefined),
    gaps: gaps(startTimes(run)),
  };
}

const gaps = (times: readonly number[]) => times.slice(1).map((t, i) => Math.round(t - (times[i] as number)));

/** Notes measured timings in the test's report (they are asserted too). */
function note(testInfo: TestInfo, what: string, value: unknown) {
  testInfo.annotations.push({ type: what, description: JSON.stringify(value) });
  console.log(`[${testInfo.title}] ${what}: ${JSON.stringify(value)}`);
}

const lostContact = (problem: string) =>
  `Lost contact with the service. ${problem} Your swap goes on at the service; this page keeps checking.`;

test.describe('service faults while a swap is followed', () => {
  test.describe.configure({ timeout: 45_000 });

  test('500s: said plainly, four attempts backing off 1 s, 2 s, 4 s, then a calmer poll that recovers', async ({
    page,
    request,
  }, testInfo) => {
    const answers = trackAnswers(page, '/api/v2/swaps/');
    const id = await createManualSwap(page);
    await control(request, '/sandbox/faults', {
      mode: 'error',
      status: 500,
      count: 4,
      path_prefix: '/api/v2/swaps/',
    });
    const notice = page.getByTestId('swap-contact');
    await expect(notice).toHaveText(lostContact('The service reported an error (HTTP 500).'), {
      timeout: 10_000,
    });
    // The deposit instructions stay on screen meanwhile.
    await expect(page.getByTestId('deposit-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    // The fault answers four requests; the fifth is answered again, and the notice goes.
    await expect(notice).toHaveCount(0, { timeout: 25_000 });
    const run = faultedRun(answers, id, 4);
    expect(run.faulted).toEqual([true, true, true, true, false]);
    const measured = run.gaps;
    note(testInfo, 'gaps between polls (ms)', measured);
    const [first = 0, second = 0, third = 0, fourth = 0] = measured;
    expect(first).toBeGreaterThanOrEqual(950);
    expect(second).toBeGreaterThanOrEqual(1_950);
    expect(third).toBeGreaterThanOrEqual(3_950);
    // After a failed round, the next poll waits twice the usual 5 s: no storm.
    expect(fourth).toBeGreaterThanOrEqual(9_500);
    expect(swapIdFromUrl(page)).toBe(id);
    await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();
  });

  test('a timeout: said once the client gives up (15 s), retried, and recovered', async ({
    page,
    request,
  }, testInfo) => {
    const id = await createManualSwap(page);
    const polls = track(page, `/api/v2/swaps/${id}`);
    // The poll the client gave up on, known by its failure rather than by when the fault was set:
    // a poll the browser sent while the fault was being set may be the slow one.
    const givenUp: Request[] = [];
    page.on('requestfailed', (failed) => {
      if (new URL(failed.url()).pathname.startsWith(`/api/v2/swaps/${id}`)) {
        givenUp.push(failed);
      }
    });
    await control(request, '/sandbox/faults', {
      mode: 'latency',
      latency_ms: 17_000,
      count: 1,
      path_prefix: '/api/v2/swaps/',
    });
    const notice = page.getByTestId('swap-contact');
    await expect(notice).toHaveText(lostContact('The service did not answer in time.'), { timeout: 25_000 });
    await expect(notice).toHaveCount(0, { timeout: 5_000 });
    expect(givenUp).toHaveLength(1);
    // The slow poll is the one that failed; the next is its retry.
    const from = polls.findIndex((poll) => poll.request === givenUp[0]);
    expect(from).toBeGreaterThanOrEqual(0);
    const measured = gaps(startTimes(polls.slice(from, from + 2)));
    note(testInfo, 'slow request to its retry (ms)', measured);
    // The slow request was given up after 15 s, and retried 1 s later, before the 17 s answer
    // would have come (it failed, so it was not waited for); only one was in flight. The failed
    // request's time is when its event arrived (see sentAt), so the floor leaves that lag room.
    expect(measured[0]).toBeGreaterThanOrEqual(15_500);
    expect(measured[0]).toBeLessThan(18_000);
    await expect(page.getByTestId('deposit-address')).toBeVisible();
  });

  for (const fault of [
    {
      mode: 'html',
      what: 'an HTML error page from a proxy',
      said: 'The service answered with an error page (HTTP 502).',
    },
    {
      mode: 'malformed',
      what: 'malformed JSON',
      said: 'The service sent an answer the widget cannot read.',
    },
  ] as const) {
    test(`${fault.what}: said as such, retried with backoff (1 s, 2 s), recovered`, async ({
      page,
      request,
    }, testInfo) => {
      const answers = trackAnswers(page, '/api/v2/swaps/');
      const id = await createManualSwap(page);
      await control(request, '/sandbox/faults', {
        mode: fault.mode,
        count: 2,
        path_prefix: '/api/v2/swaps/',
      });
      const notice = page.getByTestId('swap-contact');
      await expect(notice).toHaveText(lostContact(fault.said), { timeout: 10_000 });
      await expect(notice).toHaveCount(0, { timeout: 10_000 });
      const run = faultedRun(answers, id, 2);
      expect(run.faulted).toEqual([true, true, false]);
      const measured = run.gaps;
      note(testInfo, 'gaps between polls (ms)', measured);
      expect(measured[0]).toBeGreaterThanOrEqual(950);
      expect(measured[1]).toBeGreaterThanOrEqual(1_950);
      await expect(page.getByTestId('deposit-address')).toBeVisible();
    });
  }

  test('429 with Retry-After: the next try never comes sooner than the service asked', async ({
    page,
    request,
  }, testInfo) => {
    const answers = trackAnswers(page, '/api/v2/swaps/');
    const id = await createManualSwap(page);
    await control(request, '/sandbox/faults', {
      mode: 'rate_limit',
      retry_after_seconds: 3,
      count: 2,
      path_prefix: '/api/v2/swaps/',
    });
    const notice = page.getByTestId('swap-contact');
    await expect(notice).toHaveText(lostContact('The service is busy; next try in 3 s.'), {
      timeout: 10_000,
    });
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
    const run = faultedRun(answers, id, 2);
    expect(run.faulted).toEqual([true, true, false]);
    const measured = run.gaps;
    note(testInfo, 'gaps after each 429 (ms)', measured);
    expect(measured).toHaveLength(2);
    for (const gap of measured) expect(gap).toBeGreaterThanOrEqual(3_000);
  });

  test('the connection dropping while a swap is polled: it says so, keeps the swap, and finishes it', async ({
    page,
    request,
  }, testInfo) => {
    const creations: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v2/swaps') creations.push(r.url());
    });
    const id = await createManualSwap(page);
    const polls = track(page, `/api/v2/swaps/${id}`);
    const dropped: string[] = [];
    page.on('requestfailed', (r) => {
      if (new URL(r.url()).pathname === `/api/v2/swaps/${id}`) dropped.push(r.failure()?.errorText ?? '');
    });
    await control(request, '/sandbox/faults', { mode: 'drop', count: 4, path_prefix: '/api/v2/swaps/' });
    // The deposit arrives at the service meanwhile: the swap goes on there.
    await control(request, `/sandbox/swaps/${id}/deposit`);
    const notice = page.getByTestId('swap-contact');
    await expect(notice).toHaveText(lostContact('The service could not be reached.'), { timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Swap completed' })).toBeVisible({ timeout: 30_000 });
    await expect(notice).toHaveCount(0);
    note(testInfo, 'dropped polls', dropped);
    note(testInfo, 'polls', polls.length);
    // The sandbox dropped four; Chromium may resend a GET once by itself when a reused connection
    // closes without an answer, so the page sees three or four, then a successful poll.
    expect(dropped.length).toBeGreaterThanOrEqual(3);
    expect(dropped.length).toBeLessThanOrEqual(4);

    // The same swap: its id in the address bar, one swap created, one in the history.
    expect(swapIdFromUrl(page)).toBe(id);
    expect(creations).toHaveLength(1);
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('button', { name: /0\.5 ETH.*Completed/ })).toHaveCount(1);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('portage.swaps') ?? '{}'));
    expect(JSON.stringify(stored)).toContain(id);
    expect(stored.state.swaps).toHaveLength(1);
  });
});

test('the network list failing at load: a banner says so, it is asked again by itself, and the pickers fill', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(40_000);
  await control(request, '/sandbox/faults', {
    mode: 'error',
    status: 500,
    count: 4,
    path_prefix: '/api/v2/sources',
  });
  const sources = track(page, '/api/v2/sources');
  await page.goto('/');
  const banner = page.getByRole('alert').filter({
    hasText:
      'The swap service is unavailable right now. The service reported an error (HTTP 500). Retrying every 10 s…',
  });
  await expect(banner).toBeVisible({ timeout: 12_000 });
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
  note(testInfo, 'gaps between /sources requests (ms)', gaps(startTimes(sources)));
  // Four attempts (1 s, 2 s, 4 s apart), then one more 10 s later, which the service answers.
  expect(sources).toHaveLength(5);
  expect(gaps(startTimes(sources))[3]).toBeGreaterThanOrEqual(9_500);
  await fillSwap(page);
});

test('a refused API key: the widget says the key is the problem and does not keep asking', async ({
  page,
}, testInfo) => {
  test.setTimeout(40_000);
  const asked = track(page, '/api/v2/');
  const health = track(page, '/api/v2/health');
  await page.goto('/?apiKey=not-a-valid-key');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This widget is not set up correctly: the service refused its API key.' }),
  ).toBeVisible();
  await page.waitForTimeout(2_000);
  const early = asked.length - health.length;
  // 12 s more: longer than any retry or recovery interval of the widget.
  await page.waitForTimeout(12_000);
  const later = asked.length - health.length;
  note(testInfo, 'keyed requests after 2 s and after 14 s', [early, later]);
  expect(early).toBeLessThanOrEqual(6);
  expect(later).toBe(early);
});

test('offline: a banner says what still works, nothing is asked meanwhile, and the swap resumes when back', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(40_000);
  const id = await createManualSwap(page);
  const asked = track(page, '/api/v2/');
  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toHaveText(
    'You are offline. A swap in progress goes on at the service; the widget checks again when you are back online.',
  );
  const whileOffline = asked.length;
  // The deposit arrives at the service while this browser is offline.
  await control(request, `/sandbox/swaps/${id}/deposit`);
  await page.waitForTimeout(7_000);
  note(testInfo, 'requests while offline', asked.length - whileOffline);
  // React Query paused every request: none sent, and no "lost contact" (nothing failed).
  expect(asked.length - whileOffline).toBe(0);
  await expect(page.getByTestId('swap-contact')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Send your deposit' })).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  // Asked again at once on return (not at the next 5 s tick), and the swap moved on.
  await expect(page.getByRole('heading', { name: /Swap (in progress|completed)/ })).toBeVisible({
    timeout: 3_000,
  });
  expect(swapIdFromUrl(page)).toBe(id);
});
