// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiConfigProvider } from '../../api/context';
import { createFakeFetch, envelope, type FakeHandler, jsonResponse } from '../../api/test-support';
import { FindSwap } from './FindSwap';

const BASE = 'http://service.test';
const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const HASH = `0x${'ab12'.repeat(16)}`;
const PROBE = `0x${'0'.repeat(64)}`;

const notFound = () =>
  jsonResponse(
    { data: null, error: { code: 'NOT_FOUND', message: 'No swap.', metadata: {} } },
    { status: 404 },
  );
const plain404 = () => new Response('Not Found', { status: 404 });
const swapAnswer = (id: string) =>
  jsonResponse(envelope({ swap: { id, status: 'completed', transactions: [] } }));

/** A fake service: the probe, GET /swaps/{id} and GET /swaps/by_transaction_hash/{hash}. */
function service(answers: { probe?: FakeHandler; byId?: FakeHandler; byHash?: FakeHandler }) {
  return createFakeFetch((request) => {
    const path = request.url.pathname;
    const hashPrefix = '/api/v2/swaps/by_transaction_hash/';
    if (path === `${hashPrefix}${PROBE}`) return (answers.probe ?? notFound)(request);
    if (path.startsWith(hashPrefix)) return (answers.byHash ?? notFound)(request);
    return (answers.byId ?? notFound)(request);
  });
}

function renderFind(fake: ReturnType<typeof createFakeFetch>) {
  const onOpen = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApiConfigProvider config={{ baseUrl: BASE, apiKey: 'k', fetch: fake.fetch }}>
        <FindSwap onOpen={onOpen} />
      </ApiConfigProvider>
    </QueryClientProvider>,
  );
  return onOpen;
}

const field = () => screen.findByLabelText('Swap ID or deposit transaction hash');
async function search(text: string) {
  fireEvent.change(await field(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Find' }));
}
/** The look-ups made, the probe left out. */
const lookups = (fake: ReturnType<typeof createFakeFetch>) =>
  fake.requests.map((r) => r.url.pathname).filter((path) => !path.endsWith(PROBE));

afterEach(cleanup);

describe('FindSwap', () => {
  it('finds a swap by its deposit hash in upper case and opens it by the id the service gives', async () => {
    const fake = service({ byHash: () => swapAnswer('swap-found') });
    const onOpen = renderFind(fake);
    await search(`  ${HASH.toUpperCase()}  `);
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith('swap-found'));
    expect(lookups(fake)).toEqual([`/api/v2/swaps/by_transaction_hash/${HASH.toUpperCase()}`]);
  });

  it('opens an id found by id; an id not found is tried as a hash', async () => {
    const byId = service({ byId: () => swapAnswer(ID) });
    const onOpen = renderFind(byId);
    await search(ID);
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith(ID));
    expect(lookups(byId)).toEqual([`/api/v2/swaps/${ID}`]);
    cleanup();

    const asHash = service({ byId: notFound, byHash: () => swapAnswer('swap-h') });
    const second = renderFind(asHash);
    await search(ID);
    await waitFor(() => expect(second).toHaveBeenCalledWith('swap-h'));
    expect(lookups(asHash)).toEqual([`/api/v2/swaps/${ID}`, `/api/v2/swaps/by_transaction_hash/${ID}`]);
  });

  it('says clearly that no swap has this id or hash, and opens nothing', async () => {
    const fake = service({});
    const onOpen = renderFind(fake);
    await search(HASH);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No swap with this ID or transaction hash.',
    );
    expect((await field()).getAttribute('aria-invalid')).toBe('true');
    expect(onOpen).not.toHaveBeenCalled();
    // Editing the field clears what was said of the last search.
    fireEvent.change(await field(), { target: { value: `${HASH}0` } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what is wrong with an empty or malformed input before any request', async () => {
    const fake = service({});
    renderFind(fake);
    await search('   ');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Enter a swap ID or a deposit transaction hash.',
    );
    await search('0xabc 123');
    expect((await screen.findByRole('alert')).textContent).toContain('Remove the spaces inside it');
    await search('0xabc123');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'neither a swap ID nor a transaction hash',
    );
    expect(lookups(fake)).toEqual([]);
    expect(document.activeElement).toBe(await field());
  });

  it('says a service failure as one, with a retry that asks again and keeps focus off the page', async () => {
    let fail = true;
    const fake = service({
      byHash: () => (fail ? new Response('<html>Bad gateway</html>', { status: 502 }) : swapAnswer('swap-r')),
    });
    const onOpen = renderFind(fake);
    await search(HASH);
    const problem = await screen.findByTestId('find-swap-problem');
    expect(problem.textContent).toContain('The swap could not be looked up.');
    expect(problem.textContent).toContain('HTTP 502');
    expect(screen.queryByText('No swap with this ID or transaction hash.')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(document.activeElement).toBe(await field());
    await waitFor(() => expect(onOpen).toHaveBeenCalledWith('swap-r'));
    expect(lookups(fake)).toHaveLength(2);
  });

  it('hides itself, saying nothing, where the service answers the probe with a plain 404', async () => {
    const fake = service({ probe: plain404 });
    renderFind(fake);
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    // The probe's answer is in: nothing is shown, no error either.
    await waitFor(() => expect(document.body.textContent).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Swap ID or deposit transaction hash')).toBeNull();
  });

  it('hides itself when a search meets a plain 404 (the route went away), saying nothing', async () => {
    const fake = service({ byHash: plain404 });
    const onOpen = renderFind(fake);
    await search(HASH);
    await waitFor(() => expect(screen.queryByLabelText('Swap ID or deposit transaction hash')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows the search when the probe cannot reach the service (a search then says what is wrong)', async () => {
    const fake = service({ probe: () => new Response('oops', { status: 503 }) });
    renderFind(fake);
    expect(await field()).toBeTruthy();
  });
});
