import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, parseRetryAfter } from './client';
import { createFakeFetch, envelope, type FakeHandler, jsonResponse } from './test-support';

const BASE = 'https://svc.example.test/';
const KEY = 'test-key-123';

const token = { symbol: 'USDC', contract: '0xaf88d065e77c8cc2239327c5edb3a432268e5831', decimals: 6 };
const network = { name: 'ARBITRUM_MAINNET', display_name: 'Arbitrum One', type: 'evm', chain_id: '42161' };
const swap = { id: 'swap-1', status: 'user_transfer_pending', transactions: [] };

function setup(handler: FakeHandler, timeoutMs?: number) {
  const fake = createFakeFetch(handler);
  const client = createApiClient({ baseUrl: BASE, apiKey: KEY, fetch: fake.fetch, timeoutMs });
  const last = () => {
    const request = fake.requests.at(-1);
    if (!request) throw new Error('no request was made');
    return request;
  };
  return { client, requests: fake.requests, last };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to throw');
}

describe('every method: path, method, parameters, API key, data', () => {
  it('health() GETs /api/v2/health with the key and resolves when the service is up', async () => {
    const { client, last } = setup(() => new Response('Healthy', { status: 200 }));
    await expect(client.health()).resolves.toBeNull();
    expect(last().method).toBe('GET');
    expect(last().url.href).toBe('https://svc.example.test/api/v2/health');
    expect(last().headers.get('X-SVC-APIKEY')).toBe(KEY);
  });

  it('health() fails with HTTP_ERROR when the service is down', async () => {
    const { client } = setup(() => new Response('Service Unavailable', { status: 503 }));
    const error = await caught(client.health());
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBe(503);
  });

  it('getNetworks() sends network_types as repeated parameters and returns the networks', async () => {
    const { client, last } = setup(() => jsonResponse(envelope([{ ...network, tokens: [token] }])));
    const networks = await client.getNetworks({ network_types: ['evm', 'solana'] });
    expect(last().url.pathname).toBe('/api/v2/networks');
    expect(last().url.searchParams.getAll('network_types')).toEqual(['evm', 'solana']);
    expect(last().headers.get('X-SVC-APIKEY')).toBe(KEY);
    expect(networks).toHaveLength(1);
    expect(networks[0]?.name).toBe('ARBITRUM_MAINNET');
    expect(networks[0]?.tokens?.[0]?.decimals).toBe(6);
  });

  it('getNetworks() without parameters sends no query string', async () => {
    const { client, last } = setup(() => jsonResponse(envelope([])));
    await expect(client.getNetworks()).resolves.toEqual([]);
    expect(last().url.search).toBe('');
  });

  it('getSources() passes the route filters in snake_case and keeps token status and refuel', async () => {
    const routeToken = { ...token, status: 'active', refuel: { amount: 0.001, amount_in_usd: 2.1 } };
    const { client, last } = setup(() => jsonResponse(envelope([{ ...network, tokens: [routeToken] }])));
    const sources = await client.getSources({
      destination_network: 'SOLANA_MAINNET',
      destination_token: 'USDC',
      include_unavailable: true,
      network_types: ['evm'],
    });
    const params = last().url.searchParams;
    expect(last().url.pathname).toBe('/api/v2/sources');
    expect(params.get('destination_network')).toBe('SOLANA_MAINNET');
    expect(params.get('destination_token')).toBe('USDC');
    expect(params.get('include_unavailable')).toBe('true');
    expect(params.getAll('network_types')).toEqual(['evm']);
    expect(sources[0]?.tokens?.[0]?.status).toBe('active');
    expect(sources[0]?.tokens?.[0]?.refuel?.amount).toBe(0.001);
  });

  it('getDestinations() passes the source route filters', async () => {
    const { client, last } = setup(() => jsonResponse(envelope([network])));
    await client.getDestinations({ source_network: 'ARBITRUM_MAINNET', source_token: token.contract });
    expect(last().url.pathname).toBe('/api/v2/destinations');
    expect(last().url.searchParams.get('source_network')).toBe('ARBITRUM_MAINNET');
    expect(last().url.searchParams.get('source_token')).toBe(token.contract);
  });

  it('getQuote() sends the quote query, with the amount as exact decimal text', async () => {
    const data = {
      quote: { receive_amount: 9.5577, path: [{ provider: 'LAYERSWAP', order: 0 }] },
      refuel: null,
    };
    const { client, last } = setup(() => jsonResponse(envelope(data)));
    const result = await client.getQuote({
      source_network: 'SOLANA_MAINNET',
      source_token: 'USDC',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'USDC',
      amount: '0.000000000000000001',
      refuel: false,
      use_deposit_address: true,
      slippage: 0.005,
      source_address: 'src',
      destination_address: 'dst',
    });
    const params = last().url.searchParams;
    expect(last().url.pathname).toBe('/api/v2/quote');
    expect(Object.fromEntries(params)).toEqual({
      source_network: 'SOLANA_MAINNET',
      source_token: 'USDC',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'USDC',
      amount: '0.000000000000000001',
      refuel: 'false',
      use_deposit_address: 'true',
      slippage: '0.005',
      source_address: 'src',
      destination_address: 'dst',
    });
    expect(result.quote.receive_amount).toBe(9.5577);
    expect(result.refuel).toBeUndefined();
  });

  it('getQuote() writes a small number amount without an exponent', async () => {
    const { client, last } = setup(() => jsonResponse(envelope({ quote: {} })));
    await client.getQuote({
      source_network: 'A',
      source_token: 'X',
      destination_network: 'B',
      destination_token: 'Y',
      amount: 1e-7,
    });
    expect(last().url.searchParams.get('amount')).toBe('0.0000001');
  });

  it('getQuote() refuses an amount that is not a decimal before sending anything', async () => {
    const { client, requests } = setup(() => jsonResponse(envelope({ quote: {} })));
    const error = await caught(
      client.getQuote({
        source_network: 'A',
        source_token: 'X',
        destination_network: 'B',
        destination_token: 'Y',
        amount: '-5',
      }),
    );
    expect(error.code).toBe('INVALID_REQUEST');
    expect(requests).toHaveLength(0);
  });

  it('getDetailedQuote() sends the route and returns the tiers', async () => {
    const tier = {
      min_amount: 1,
      max_amount: 1000,
      total_percentage_fee: 0.1,
      path: [{ provider_name: 'X', id: 1 }],
    };
    const { client, last } = setup(() => jsonResponse(envelope([tier])));
    const tiers = await client.getDetailedQuote({
      source_network: 'A',
      source_token: 'X',
      destination_network: 'B',
      destination_token: 'Y',
      refuel: true,
    });
    expect(last().url.pathname).toBe('/api/v2/detailed_quote');
    expect(last().url.searchParams.get('refuel')).toBe('true');
    expect(tiers[0]?.max_amount).toBe(1000);
    expect(tiers[0]?.path?.[0]?.provider_name).toBe('X');
  });

  it('createSwap() POSTs JSON with snake_case fields and the exact amount as a JSON number', async () => {
    const { client, last } = setup(() => jsonResponse(envelope({ swap, deposit_actions: [] })));
    const result = await client.createSwap({
      source_network: 'ETHEREUM_MAINNET',
      source_token: 'ETH',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'ETH',
      destination_address: '0x5f4025Cb72997D971e101a8FEf19422e696b4162',
      amount: '0.123456789012345678',
      source_address: null,
      refund_address: '0x5f4025Cb72997D971e101a8FEf19422e696b4162',
      reference_id: 'order-7',
      refuel: false,
      use_deposit_address: true,
      slippage: 0.01,
    });
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/api/v2/swaps');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('X-SVC-APIKEY')).toBe(KEY);
    // The digits reach the service as typed: no float ever held them.
    expect(request.body).toContain('"amount":0.123456789012345678}');
    expect(JSON.parse(request.body ?? '')).toMatchObject({
      source_network: 'ETHEREUM_MAINNET',
      destination_address: '0x5f4025Cb72997D971e101a8FEf19422e696b4162',
      source_address: null,
      reference_id: 'order-7',
      use_deposit_address: true,
      slippage: 0.01,
    });
    expect(result.swap.id).toBe('swap-1');
    expect(result.deposit_actions).toEqual([]);
  });

  it('createSwap() writes ".5" as 0.5 so the body stays valid JSON', async () => {
    const { client, last } = setup(() => jsonResponse(envelope({ swap })));
    await client.createSwap({
      source_network: 'A',
      source_token: 'X',
      destination_network: 'B',
      destination_token: 'Y',
      destination_address: 'addr',
      amount: '.5',
    });
    expect(JSON.parse(last().body ?? '').amount).toBe(0.5);
  });

  it('getSwap() URL-encodes the id and sends exclude_deposit_actions', async () => {
    const { client, last } = setup(() => jsonResponse(envelope({ swap })));
    const result = await client.getSwap('a/b c?d', { excludeDepositActions: true });
    expect(last().url.pathname).toBe('/api/v2/swaps/a%2Fb%20c%3Fd');
    expect(last().url.searchParams.get('exclude_deposit_actions')).toBe('true');
    expect(result.swap.status).toBe('user_transfer_pending');
  });

  it('getSwap() refuses an empty id without a request', async () => {
    const { client, requests } = setup(() => jsonResponse(envelope({ swap })));
    expect((await caught(client.getSwap(''))).code).toBe('INVALID_REQUEST');
    expect(requests).toHaveLength(0);
  });

  it('depositSpeedup() POSTs the transaction id to the encoded path', async () => {
    const { client, last } = setup(() => jsonResponse(envelope(null)));
    await expect(client.depositSpeedup('id/1', { transaction_id: '0xabc' })).resolves.toBeNull();
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/v2/swaps/id%2F1/deposit_speedup');
    expect(JSON.parse(last().body ?? '')).toEqual({ transaction_id: '0xabc' });
    expect(last().headers.get('X-SVC-APIKEY')).toBe(KEY);
  });

  it('keeps a base URL with a path prefix and strips its trailing slash', async () => {
    const fake = createFakeFetch(() => jsonResponse(envelope([])));
    const client = createApiClient({ baseUrl: 'https://h.test/proxy/', apiKey: 'k', fetch: fake.fetch });
    await client.getNetworks();
    expect(fake.requests[0]?.url.href).toBe('https://h.test/proxy/api/v2/networks');
  });
});

describe('failures become ApiError', () => {
  const call = (client: ReturnType<typeof setup>['client']) => client.getSwap('swap-1');

  it('an error envelope on HTTP 200', async () => {
    const { client } = setup(() =>
      jsonResponse({
        data: null,
        error: { code: 'ROUTE_NOT_FOUND_ERROR', message: 'No route', metadata: { a: 1 } },
      }),
    );
    const error = await caught(call(client));
    expect(error).toMatchObject({ code: 'ROUTE_NOT_FOUND_ERROR', message: 'No route', status: 200 });
    expect(error.metadata).toEqual({ a: 1 });
  });

  it('an error envelope on HTTP 400 (the real service’s BAD_REQUEST)', async () => {
    const { client } = setup(() =>
      jsonResponse(
        { data: null, error: { code: 'BAD_REQUEST', message: 'Invalid params' } },
        { status: 400 },
      ),
    );
    const error = await caught(call(client));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid params', status: 400 });
    expect(error.metadata).toEqual({});
  });

  it('an error envelope on 401 for a bad key', async () => {
    const { client } = setup(() =>
      jsonResponse(
        { data: null, error: { code: 'INVALID_CREDENTIALS', message: 'Invalid API key' } },
        { status: 401 },
      ),
    );
    expect(await caught(call(client))).toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401 });
  });

  it('an envelope whose error says nothing (false, "", 0, [], {}) is not an error: status and data decide', async () => {
    for (const error of [false, '', '  ', 0, [], {}]) {
      const ok = setup(() => jsonResponse({ data: { swap: { id: 'swap-1' }, deposit_actions: [] }, error }));
      expect((await ok.client.getSwap('swap-1')).swap.id).toBe('swap-1');
      const failed = setup(() => jsonResponse({ data: null, error }, { status: 502 }));
      expect(await caught(failed.client.getSwap('swap-1'))).toMatchObject({
        code: 'HTTP_ERROR',
        message: 'The swap service answered with HTTP 502.',
        status: 502,
      });
    }
  });

  it('an error envelope whose error is a bare string', async () => {
    const { client } = setup(() => jsonResponse({ data: null, error: 'Something broke' }, { status: 500 }));
    expect(await caught(call(client))).toMatchObject({
      code: 'HTTP_ERROR',
      message: 'Something broke',
      status: 500,
    });
  });

  it('a non-2xx answer without an envelope', async () => {
    const { client } = setup(() => jsonResponse({ detail: 'nope' }, { status: 404 }));
    const error = await caught(call(client));
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 404 });
    expect(error.isTransient).toBe(false);
  });

  it('an HTML 502 page from a proxy', async () => {
    const { client } = setup(
      () =>
        new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const error = await caught(call(client));
    expect(error).toMatchObject({ code: 'HTTP_ERROR', status: 502 });
    expect(error.message).toBe('The swap service answered with HTTP 502 Bad Gateway.');
    expect(error.isTransient).toBe(true);
  });

  it('a 200 whose body is not JSON', async () => {
    const { client } = setup(() => new Response('<html>maintenance</html>', { status: 200 }));
    expect(await caught(call(client))).toMatchObject({ code: 'NON_JSON_RESPONSE', status: 200 });
  });

  it('malformed JSON', async () => {
    const { client } = setup(() => jsonResponse('{"data": {"swap": '));
    expect(await caught(call(client))).toMatchObject({ code: 'NON_JSON_RESPONSE' });
  });

  it('a network failure', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await caught(call(client));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    expect(error.message).toBe('Could not reach the swap service. Check your connection.');
    expect(error.isTransient).toBe(true);
  });

  it('a timeout', async () => {
    const { client } = setup(() => new Promise<Response>(() => {}), 30);
    const error = await caught(call(client));
    expect(error).toMatchObject({ code: 'TIMEOUT', status: 0 });
    expect(error.isTransient).toBe(true);
  });

  it('a request cancelled by its caller', async () => {
    const { client } = setup(() => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = client.getNetworks({}, { signal: controller.signal });
    controller.abort();
    expect(await caught(pending)).toMatchObject({ code: 'ABORTED' });
  });

  it('429 with Retry-After carries the delay', async () => {
    const { client } = setup(() =>
      jsonResponse(
        { data: null, error: { code: 'TOO_MANY_REQUESTS', message: 'Slow down' } },
        { status: 429, headers: { 'Retry-After': '7' } },
      ),
    );
    const error = await caught(call(client));
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429, retryAfterMs: 7000 });
    expect(error.isTransient).toBe(true);
  });

  it('a 200 without the envelope', async () => {
    const { client } = setup(() => jsonResponse({ swap }));
    expect(await caught(call(client))).toMatchObject({ code: 'MALFORMED_RESPONSE', status: 200 });
  });

  it('a swap without an id is MALFORMED_RESPONSE', async () => {
    const { client } = setup(() => jsonResponse(envelope({ swap: { status: 'completed' } })));
    const error = await caught(call(client));
    expect(error.code).toBe('MALFORMED_RESPONSE');
    expect(error.message).toContain('swap.id');
  });

  it('a quote response without a quote is MALFORMED_RESPONSE', async () => {
    const { client } = setup(() => jsonResponse(envelope({ refuel: null })));
    const error = await caught(
      client.getQuote({
        source_network: 'A',
        source_token: 'X',
        destination_network: 'B',
        destination_token: 'Y',
        amount: 1,
      }),
    );
    expect(error.code).toBe('MALFORMED_RESPONSE');
  });

  it('a network list that is not a list is MALFORMED_RESPONSE', async () => {
    const { client } = setup(() => jsonResponse(envelope({ networks: [] })));
    expect((await caught(client.getNetworks())).code).toBe('MALFORMED_RESPONSE');
  });
});

describe('tolerant parsing', () => {
  it('keeps unknown fields, unknown statuses, and turns nulls and wrong types into undefined', async () => {
    const { client } = setup(() =>
      jsonResponse(
        envelope({
          swap: {
            id: 'x',
            status: 'some_new_status',
            requested_amount: '12',
            fail_reason: null,
            brand_new_field: { nested: true },
            metadata: { sequence_number: 42 },
            transactions: [{ type: 'input', confirmations: 'many' }, 'garbage'],
          },
          deposit_actions: [
            { type: 'transfer', amount_in_base_units: '1.5', call_data: '0x01' },
            { to_address: 'no type' },
          ],
        }),
      ),
    );
    const { swap: parsed, deposit_actions } = await client.getSwap('x');
    expect(parsed.status).toBe('some_new_status');
    expect(parsed.requested_amount).toBeUndefined();
    expect(parsed.fail_reason).toBeUndefined();
    expect(parsed.brand_new_field).toEqual({ nested: true });
    expect(parsed.metadata?.sequence_number).toBe('42');
    expect(parsed.transactions).toHaveLength(1);
    expect(parsed.transactions[0]?.confirmations).toBeUndefined();
    // A non-integer amount in base units is never kept: it is what would be signed.
    expect(deposit_actions).toHaveLength(1);
    expect(deposit_actions[0]?.amount_in_base_units).toBeUndefined();
  });

  it('drops a network without a name and keeps the others', async () => {
    const { client } = setup(() => jsonResponse(envelope([{ display_name: 'nameless' }, network])));
    const networks = await client.getNetworks();
    expect(networks.map((n) => n.name)).toEqual(['ARBITRUM_MAINNET']);
  });

  it('drops token decimals outside 0..255 rather than guess', async () => {
    const { client } = setup(() =>
      jsonResponse(
        envelope([
          {
            ...network,
            tokens: [
              { symbol: 'A', decimals: -1 },
              { symbol: 'B', decimals: 6.5 },
            ],
          },
        ]),
      ),
    );
    const [first] = await client.getNetworks();
    expect(first?.tokens?.map((t) => t.decimals)).toEqual([undefined, undefined]);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });
});

describe('creating a swap has a longer time limit than reads', () => {
  const body = {
    source_network: 'ETHEREUM_MAINNET',
    source_token: 'ETH',
    destination_network: 'ARBITRUM_MAINNET',
    destination_token: 'ETH',
    amount: '0.5',
    destination_address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  };
  /** Answers every request after `ms`. */
  const slow = (ms: number) => () =>
    new Promise<Response>((resolve) => setTimeout(() => resolve(jsonResponse(envelope({ swap }))), ms));

  it('a slow service still returns the swap it made, where a read that slow is given up', async () => {
    const fake = createFakeFetch(slow(80));
    const client = createApiClient({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: fake.fetch,
      timeoutMs: 30,
      createTimeoutMs: 300,
    });
    expect(await caught(client.getSwap('swap-1'))).toMatchObject({ code: 'TIMEOUT' });
    await expect(client.createSwap(body)).resolves.toMatchObject({ swap: { id: 'swap-1' } });
  });

  it('past its own limit the creation is a TIMEOUT too, sent once', async () => {
    const fake = createFakeFetch(() => new Promise<Response>(() => {}));
    const client = createApiClient({
      baseUrl: BASE,
      apiKey: KEY,
      fetch: fake.fetch,
      timeoutMs: 10,
      createTimeoutMs: 60,
    });
    const started = Date.now();
    const error = await caught(client.createSwap(body));
    expect(error).toMatchObject({ code: 'TIMEOUT', status: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('by default, 45 s for the creation (15 s for reads), or the read limit when that is longer', async () => {
    const timers: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    const spy = ((fn: () => void, ms?: number) => {
      timers.push(ms ?? 0);
      return realSetTimeout(fn, 0);
    }) as typeof setTimeout;
    globalThis.setTimeout = spy;
    try {
      const hang = () => new Promise<Response>(() => {});
      await caught(
        createApiClient({ baseUrl: BASE, apiKey: KEY, fetch: createFakeFetch(hang).fetch }).getSwap('a'),
      );
      await caught(
        createApiClient({ baseUrl: BASE, apiKey: KEY, fetch: createFakeFetch(hang).fetch }).createSwap(body),
      );
      await caught(
        createApiClient({
          baseUrl: BASE,
          apiKey: KEY,
          fetch: createFakeFetch(hang).fetch,
          timeoutMs: 60_000,
        }).createSwap(body),
      );
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    expect(timers).toEqual([15_000, 45_000, 60_000]);
  });
});
