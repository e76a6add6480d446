/**
 * `swapsOfAddresses`, the client's side of GET /api/v2/swaps?address=… (beyond the spec): the
 * query as the public service's widget writes it, the list read tolerantly, and a 404 that means
 * the service does not offer it (`isNotOffered`), as opposed to any other failure.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, isNotOffered } from './client';
import { createFakeFetch, envelope, type FakeHandler, jsonResponse } from './test-support';

const BASE = 'https://svc.example.test';
const EVM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

function setup(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  const client = createApiClient({ baseUrl: BASE, apiKey: 'k', fetch: fake.fetch });
  return { client, requests: fake.requests };
}

/** What the call was refused with: an ApiError, or the test fails. */
async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const entry = (id: string, status = 'completed') => ({
  swap: { id, status, requested_amount: 1.5, transactions: [] },
  quote: { receive_amount: 1.49 },
  refuel: null,
  reward: null,
});

describe('swapsOfAddresses()', () => {
  it('GETs /api/v2/swaps with each address, status and network repeated, and the page', async () => {
    const { client, requests } = setup(() => jsonResponse(envelope([entry('a'), entry('b')])));
    const list = await client.swapsOfAddresses({
      addresses: [EVM, ` ${SOLANA} `],
      page: 2,
      statuses: ['PendingDeposit', 'Completed'],
      networks: ['LOCAL_L1', 'SOLANA_MAINNET'],
    });
    const request = requests.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/api/v2/swaps');
    expect(request?.url.searchParams.getAll('address')).toEqual([EVM, SOLANA]);
    expect(request?.url.searchParams.get('page')).toBe('2');
    expect(request?.url.searchParams.getAll('statuses')).toEqual(['PendingDeposit', 'Completed']);
    expect(request?.url.searchParams.getAll('networks')).toEqual(['LOCAL_L1', 'SOLANA_MAINNET']);
    expect(request?.headers.get('X-SVC-APIKEY')).toBe('k');
    expect(list.map((item) => item.swap.id)).toEqual(['a', 'b']);
    expect(list[0]?.swap.requested_amount).toBe(1.5);
  });

  it('sends no filter it was not given', async () => {
    const { client, requests } = setup(() => jsonResponse(envelope([])));
    await expect(client.swapsOfAddresses({ addresses: [EVM], page: 1 })).resolves.toEqual([]);
    expect([...(requests.at(-1)?.url.searchParams.keys() ?? [])]).toEqual(['address', 'page']);
  });

  it('drops an entry without a usable swap and keeps the rest', async () => {
    const { client } = setup(() =>
      jsonResponse(
        envelope([entry('a'), { swap: { status: 'completed' } }, 'nonsense', null, entry('b', 'new')]),
      ),
    );
    const list = await client.swapsOfAddresses({ addresses: [EVM], page: 1 });
    expect(list.map((item) => item.swap.id)).toEqual(['a', 'b']);
    // An unknown status is kept as it is, for the screen to show neutrally.
    expect(list[1]?.swap.status).toBe('new');
  });

  it('a list that is not a list is MALFORMED_RESPONSE', async () => {
    const { client } = setup(() => jsonResponse(envelope({ swaps: [] })));
    expect((await caught(client.swapsOfAddresses({ addresses: [EVM], page: 1 }))).code).toBe(
      'MALFORMED_RESPONSE',
    );
  });

  it('refuses no address, more than 6, or a page below 1, without a request', async () => {
    const { client, requests } = setup(() => jsonResponse(envelope([])));
    const seven = Array.from({ length: 7 }, (_, i) => `0x${String(i).repeat(40)}`);
    for (const params of [
      { addresses: [], page: 1 },
      { addresses: ['  '], page: 1 },
      { addresses: seven, page: 1 },
      { addresses: [EVM], page: 0 },
      { addresses: [EVM], page: 1.5 },
    ]) {
      expect((await caught(client.swapsOfAddresses(params))).code, JSON.stringify(params)).toBe(
        'INVALID_REQUEST',
      );
    }
    expect(requests).toHaveLength(0);
    await client.swapsOfAddresses({ addresses: seven.slice(0, 6), page: 1 });
    expect(requests).toHaveLength(1);
  });
});

describe('isNotOffered: a 404 means the service has no such endpoint', () => {
  const failureOf = async (response: () => Response) =>
    caught(setup(response).client.swapsOfAddresses({ addresses: [EVM], page: 1 }));

  it('the envelope’s NOT_FOUND on a 404, as the sandbox answers an unknown path', async () => {
    const error = await failureOf(() =>
      jsonResponse(
        { data: null, error: { code: 'NOT_FOUND', message: 'No endpoint at GET /api/v2/swaps.' } },
        { status: 404 },
      ),
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(isNotOffered(error)).toBe(true);
  });

  it('a bare 404 page, as a proxy or a static server answers it', async () => {
    const error = await failureOf(() => new Response('<h1>Not Found</h1>', { status: 404 }));
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 404 });
    expect(isNotOffered(error)).toBe(true);
  });

  it('is no other failure: a server error, a refusal, a timeout, an unreadable answer, a non-ApiError', async () => {
    const errors = [
      await failureOf(() => new Response('down', { status: 503 })),
      await failureOf(() =>
        jsonResponse({ data: null, error: { code: 'VALIDATION_ERROR', message: 'no' } }, { status: 400 }),
      ),
      await failureOf(() => jsonResponse({ data: null, error: { code: 'NOT_FOUND', message: 'gone' } })),
      await failureOf(() => jsonResponse(envelope('not a list'))),
      new ApiError({ code: 'TIMEOUT', message: 'slow', status: 0 }),
    ];
    for (const error of errors) expect(isNotOffered(error), `${error.code} ${error.status}`).toBe(false);
    expect(isNotOffered(new Error('404'))).toBe(false);
    expect(isNotOffered(undefined)).toBe(false);
  });
});
