import { QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { apiKeys } from './keys';
import { detailedQuoteQuery, quoteQuery, sourcesQuery, swapQuery, withFirstAnswer } from './queries';
import { createFakeFetch, envelope, jsonResponse } from './test-support';

const BASE = 'http://svc.test';
const route = { source_network: 'A', source_token: 'X', destination_network: 'B', destination_token: 'Y' };

function setup() {
  const fake = createFakeFetch((request) => {
    if (request.url.pathname === '/api/v2/quote')
      return jsonResponse(envelope({ quote: { receive_amount: 9 } }));
    if (request.url.pathname === '/api/v2/sources') return jsonResponse(envelope([{ name: 'S1' }]));
    return jsonResponse({ data: null, error: { code: 'NOT_FOUND', message: 'no' } }, { status: 404 });
  });
  const client = createApiClient({ baseUrl: BASE, apiKey: 'k', fetch: fake.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, queryClient, requests: fake.requests };
}

describe('query options, defined once', () => {
  it('use the keys of the one factory', () => {
    const { client } = setup();
    const params = { ...route, amount: '1' };
    expect(quoteQuery(client, params).queryKey).toEqual(apiKeys.quote(BASE, params));
    expect(detailedQuoteQuery(client, route).queryKey).toEqual(apiKeys.detailedQuote(BASE, route));
    expect(swapQuery(client, 's1').queryKey).toEqual(apiKeys.swap(BASE, 's1', false));
    expect(swapQuery(client, 's1', { excludeDepositActions: true }).queryKey).toEqual(
      apiKeys.swap(BASE, 's1', true),
    );
    expect(sourcesQuery(client).queryKey).toEqual(apiKeys.sources(BASE, {}));
  });

  it('skip a query whose parameters are missing instead of running it', () => {
    const { client } = setup();
    expect(quoteQuery(client, undefined).queryFn).toBe(skipToken);
    expect(detailedQuoteQuery(client, undefined).queryFn).toBe(skipToken);
    expect(swapQuery(client, undefined).queryFn).toBe(skipToken);
    expect(swapQuery(client, '').queryFn).toBe(skipToken);
  });

  it('a fetch with the options fills what a reader of the same options sees, with one request', async () => {
    const { client, queryClient, requests } = setup();
    const params = { ...route, amount: '1' };
    const fresh = await queryClient.fetchQuery(quoteQuery(client, params));
    expect(fresh.quote.receive_amount).toBe(9);
    // Typed by its key: what the hook reads is the quote that was fetched.
    expect(queryClient.getQueryData(quoteQuery(client, params).queryKey)).toBe(fresh);
    expect(requests).toHaveLength(1);
  });

  it('a quote is never fresh from the cache: asking again asks the service', async () => {
    const { client, queryClient, requests } = setup();
    const params = { ...route, amount: '1' };
    await queryClient.fetchQuery(quoteQuery(client, params));
    await queryClient.fetchQuery(quoteQuery(client, params));
    expect(requests).toHaveLength(2);
    // Route lists stay fresh for minutes.
    await queryClient.fetchQuery(sourcesQuery(client));
    await queryClient.fetchQuery(sourcesQuery(client));
    expect(requests).toHaveLength(3);
  });

  it('a request sent before React Query loaded is its first fetch; a retry asks the service', async () => {
    const { client, requests } = setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0 } } });
    const early = client.getSources();
    const adopted = withFirstAnswer(sourcesQuery(client), early);
    await queryClient.prefetchQuery(adopted);
    expect(requests).toHaveLength(1);
    expect(queryClient.getQueryData(sourcesQuery(client).queryKey)).toEqual([{ name: 'S1' }]);

    // The answer already sent failed (the connection dropped): the retry sends a new request.
    const failed = withFirstAnswer(
      sourcesQuery(client, { destination_network: 'B' }),
      Promise.reject(new Error('dropped')),
    );
    await queryClient.prefetchQuery(failed);
    expect(requests).toHaveLength(2);
    expect(queryClient.getQueryData(sourcesQuery(client, { destination_network: 'B' }).queryKey)).toEqual([
      { name: 'S1' },
    ]);
  });
});
