/**
 * `swapByTransactionHash` (GET /swaps/by_transaction_hash/{hash}, beyond the spec): the path, the
 * swap schema, and the two 404s "Find my swap" tells apart: the service's NOT_FOUND in the
 * envelope (no such swap) and a plain 404 (no such route on this service).
 */
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, isRouteMissing } from './client';
import { createFakeFetch, envelope, type FakeHandler, jsonResponse } from './test-support';

const BASE = 'https://svc.example.test/';
const swap = { id: 'swap-1', status: 'completed', transactions: [] };

function setup(handler: FakeHandler) {
  const { fetch, requests } = createFakeFetch(handler);
  return { client: createApiClient({ baseUrl: BASE, apiKey: 'k', fetch }), requests };
}

/** The error a call rejects with (the client only ever throws ApiError). */
const failure = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error('expected the call to throw');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(ApiError);
      return error as ApiError;
    },
  );

describe('swapByTransactionHash', () => {
  it('GETs the URL-encoded hash with the key and exclude_deposit_actions, and reads the swap', async () => {
    const { client, requests } = setup(() => jsonResponse(envelope({ swap, deposit_actions: [] })));
    const result = await client.swapByTransactionHash('ab/c+d=', { excludeDepositActions: true });
    const request = requests[0];
    expect(request?.url.pathname).toBe('/api/v2/swaps/by_transaction_hash/ab%2Fc%2Bd%3D');
    expect(request?.url.searchParams.get('exclude_deposit_actions')).toBe('true');
    expect(request?.headers.get('X-SVC-APIKEY')).toBe('k');
    expect(result.swap.id).toBe('swap-1');
  });

  it('refuses an empty hash without a request', async () => {
    const { client, requests } = setup(() => jsonResponse(envelope({ swap })));
    expect((await failure(client.swapByTransactionHash('  '))).code).toBe('INVALID_REQUEST');
    expect(requests).toHaveLength(0);
  });

  it('validates the answer with the swap schema: a swap without an id is unusable', async () => {
    const { client } = setup(() => jsonResponse(envelope({ swap: { status: 'completed' } })));
    expect((await failure(client.swapByTransactionHash('0xabc'))).code).toBe('MALFORMED_RESPONSE');
  });

  it('the service’s NOT_FOUND in the envelope is "no such swap", not a missing route', async () => {
    const { client } = setup(() =>
      jsonResponse(
        { data: null, error: { code: 'NOT_FOUND', message: 'No swap.', metadata: {} } },
        { status: 404 },
      ),
    );
    const error = await failure(client.swapByTransactionHash('0xabc'));
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(isRouteMissing(error)).toBe(false);
  });

  it('a plain 404 (no envelope: HTML, empty, or JSON without error) is HTTP_ERROR 404, a missing route', async () => {
    const answers = [
      () => new Response('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      () => new Response('', { status: 404 }),
      () => jsonResponse({ message: 'Cannot GET' }, { status: 404 }),
    ];
    for (const answer of answers) {
      const { client } = setup(answer);
      const error = await failure(client.swapByTransactionHash('0xabc'));
      expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 404 });
      expect(isRouteMissing(error)).toBe(true);
    }
    // Another status without an envelope is a service failure, not a missing route.
    const { client } = setup(() => new Response('Bad gateway', { status: 502 }));
    expect(isRouteMissing(await failure(client.swapByTransactionHash('0xabc')))).toBe(false);
  });
});
