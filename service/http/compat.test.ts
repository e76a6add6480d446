/**
 * The two endpoints beyond the spec that the public service's own widget asks: `/source_exchanges`
 * (the `/sources` filters, a list of exchanges) and `/limits` (a route's bounds). Each must answer
 * as its neighbour does: the same checks and errors as `/sources`, the same numbers as
 * `/detailed_quote`.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../testing';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** A GET with a query string; `network_types` may be a list (sent repeated, as the client does). */
async function get(
  path: string,
  params: Record<string, string | string[]> = {},
  key?: string | null,
): Promise<{ status: number; body: { data: unknown; error: unknown } }> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, one);
  }
  const text = query.toString();
  const response = await sandbox.call(text ? `${path}?${text}` : path, key === undefined ? {} : { key });
  return { status: response.status, body: await response.json() };
}

interface Tier {
  min_amount: number;
  min_amount_in_usd: number;
  max_amount: number;
  max_amount_in_usd: number;
}

/** The bounds `/detailed_quote` gives a route: its first tier's minimum, its last tier's maximum. */
async function detailedBounds(params: Record<string, string>) {
  const { status, body } = await get('/api/v2/detailed_quote', params);
  expect(status, JSON.stringify(body)).toBe(200);
  const tiers = body.data as Tier[];
  const first = tiers[0];
  const last = tiers.at(-1);
  if (!first || !last) throw new Error('detailed_quote answered no tier');
  return {
    min_amount: first.min_amount,
    min_amount_in_usd: first.min_amount_in_usd,
    max_amount: last.max_amount,
    max_amount_in_usd: last.max_amount_in_usd,
  };
}

const ethToArbitrum = {
  source_network: 'ETHEREUM_MAINNET',
  source_token: 'ETH',
  destination_network: 'ARBITRUM_MAINNET',
  destination_token: 'ETH',
};
const usdcToArbitrum = {
  source_network: 'ETHEREUM_MAINNET',
  source_token: 'USDC',
  destination_network: 'ARBITRUM_MAINNET',
  destination_token: 'USDC',
};
const solanaUsdcToArbitrum = { ...usdcToArbitrum, source_network: 'SOLANA_MAINNET' };
/** Through the swap provider: a different percentage fee, so a different minimum. */
const ethToArbitrumUsdc = { ...ethToArbitrum, destination_token: 'USDC' };

describe('the API key, on both compatibility endpoints', () => {
  it('answers 401 INVALID_CREDENTIALS in the envelope without a key or with a wrong one', async () => {
    for (const path of ['/api/v2/source_exchanges', '/api/v2/limits']) {
      const missing = await get(path, {}, null);
      expect(missing.status, path).toBe(401);
      expect(missing.body, path).toEqual({
        data: null,
        error: { code: 'INVALID_CREDENTIALS', message: 'The X-SVC-APIKEY header is missing.', metadata: {} },
      });
      const wrong = await get(path, ethToArbitrum, 'nope');
      expect(wrong.status, path).toBe(401);
      expect(wrong.body.error, path).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
  });
});

describe('GET /api/v2/source_exchanges', () => {
  it('answers an empty list in the envelope: no sandbox route starts at an exchange', async () => {
    const valid: Record<string, string | string[]>[] = [
      {},
      { destination_network: 'BASE_MAINNET', destination_token: 'USDC' },
      { destination_network: 'base_mainnet' },
      { destination_token: 'ETH', network_types: ['evm', 'solana'] },
      { include_unmatched: 'true', include_swaps: 'false', include_unavailable: 'True' },
    ];
    for (const params of valid) {
      const { status, body } = await get('/api/v2/source_exchanges', params);
      expect(status, JSON.stringify(params)).toBe(200);
      expect(body, JSON.stringify(params)).toEqual({ data: [], error: null });
    }
  });

  it('refuses a bad filter with exactly the error /sources gives it', async () => {
    const bad: Record<string, string | string[]>[] = [
      { include_unmatched: 'maybe' },
      { include_swaps: 'yes' },
      { network_types: ['evm', 'moon'] },
      { destination_network: 'NO_SUCH_NETWORK' },
      { destination_network: 'BASE_MAINNET', destination_token: 'DOGE' },
    ];
    for (const params of bad) {
      const sources = await get('/api/v2/sources', params);
      const exchanges = await get('/api/v2/source_exchanges', params);
      expect(sources.status, JSON.stringify(params)).toBeGreaterThanOrEqual(400);
      expect(exchanges, JSON.stringify(params)).toEqual(sources);
    }
    const moon = await get('/api/v2/source_exchanges', { network_types: 'moon' });
    expect(moon.status).toBe(400);
    expect(moon.body.error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((moon.body.error as { message: string }).message).toContain('"moon" is not a network type');
  });
});

describe('GET /api/v2/limits', () => {
  it('answers the real service’s shape: four JSON numbers under data', async () => {
    const real = JSON.parse(
      readFileSync(new URL('../../src/api/__fixtures__/real/limits.docs.json', import.meta.url), 'utf8'),
    ) as { data: Record<string, unknown> };
    const { status, body } = await get('/api/v2/limits', ethToArbitrum);
    expect(status).toBe(200);
    expect(body.error).toBeNull();
    const data = body.data as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(Object.keys(real.data).sort());
    for (const [field, value] of Object.entries(data)) expect(value, field).toBeTypeOf('number');
    expect(data.min_amount as number).toBeGreaterThan(0);
    expect(data.max_amount as number).toBeGreaterThan(data.min_amount as number);
  });

  it('gives the same bounds as /detailed_quote, route by route and flag by flag', async () => {
    const seen = new Set<number>();
    for (const route of [ethToArbitrum, usdcToArbitrum, solanaUsdcToArbitrum, ethToArbitrumUsdc]) {
      const flagSets: Record<string, string>[] = [
        {},
        { refuel: 'true' },
        { use_deposit_address: 'true' },
        { refuel: 'true', use_deposit_address: 'false' },
      ];
      for (const flags of flagSets) {
        const params = { ...route, ...flags };
        const limits = await get('/api/v2/limits', params);
        expect(limits.status, JSON.stringify(params)).toBe(200);
        expect(limits.body.data, JSON.stringify(params)).toEqual(await detailedBounds(params));
        seen.add((limits.body.data as Tier).min_amount);
      }
    }
    // The routes and the refuel really move the minimum, so the comparison above compares something.
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });

  it('a refuel raises the minimum by what the refuel costs', async () => {
    const plain = (await get('/api/v2/limits', usdcToArbitrum)).body.data as Tier;
    const refuelled = (await get('/api/v2/limits', { ...usdcToArbitrum, refuel: 'true' })).body.data as Tier;
    expect(refuelled.min_amount).toBeGreaterThan(plain.min_amount);
    expect(refuelled.max_amount).toBe(plain.max_amount);
  });

  it('its bounds are the ones /quote enforces', async () => {
    const bounds = (await get('/api/v2/limits', usdcToArbitrum)).body.data as Tier;
    for (const amount of [bounds.min_amount, bounds.max_amount]) {
      const atBound = await get('/api/v2/quote', { ...usdcToArbitrum, amount: String(amount) });
      expect(atBound.status, String(amount)).toBe(200);
    }
    const below = await get('/api/v2/quote', {
      ...usdcToArbitrum,
      amount: (bounds.min_amount - 0.000001).toFixed(6),
    });
    expect(below.body.error).toMatchObject({
      code: 'LESS_THAN_MIN_ERROR',
      metadata: { min_amount: bounds.min_amount },
    });
    const above = await get('/api/v2/quote', {
      ...usdcToArbitrum,
      amount: (bounds.max_amount + 1).toFixed(6),
    });
    expect(above.body.error).toMatchObject({
      code: 'GREATER_THAN_MAX_ERROR',
      metadata: { max_amount: bounds.max_amount },
    });
  });

  it('refuses what /detailed_quote refuses, with the same error', async () => {
    const { source_token: _dropped, ...noSourceToken } = ethToArbitrum;
    const cases: Record<string, string>[] = [
      noSourceToken,
      {},
      { ...ethToArbitrum, destination_network: 'NO_SUCH_NETWORK' },
      { ...ethToArbitrum, destination_token: 'DOGE' },
      // A route with no path at all (STRK is neither bridged to USDC nor swappable).
      { ...usdcToArbitrum, source_network: 'STARKNET_MAINNET', source_token: 'STRK' },
      // A route that exists but whose destination token is inactive.
      {
        ...usdcToArbitrum,
        source_token: 'USDT',
        destination_network: 'OPTIMISM_MAINNET',
        destination_token: 'USDT',
      },
      { ...ethToArbitrum, refuel: 'perhaps' },
      { ...ethToArbitrum, use_deposit_address: 'sure' },
    ];
    const codes = new Set<string>();
    for (const params of cases) {
      const detailed = await get('/api/v2/detailed_quote', params);
      const limits = await get('/api/v2/limits', params);
      expect(detailed.status, JSON.stringify(params)).toBeGreaterThanOrEqual(400);
      expect(limits, JSON.stringify(params)).toEqual(detailed);
      codes.add((limits.body.error as { code: string }).code);
    }
    expect(codes).toEqual(new Set(['VALIDATION_ERROR', 'ROUTE_NOT_FOUND_ERROR']));
    const inactive = await get('/api/v2/limits', {
      ...usdcToArbitrum,
      source_token: 'USDT',
      destination_network: 'OPTIMISM_MAINNET',
      destination_token: 'USDT',
    });
    expect(inactive.status).toBe(404);
    expect((inactive.body.error as { message: string }).message).toContain('not available at the moment');
  });
});
