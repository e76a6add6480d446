import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, envelope, jsonResponse } from './test-support';

const network = { name: 'ARBITRUM_MAINNET', display_name: 'Arbitrum One', type: 'evm', chain_id: '42161' };

afterEach(() => {
  vi.doUnmock('./validate');
  vi.resetModules();
});

describe('the response checks, a chunk of their own (validate.ts)', () => {
  it('a failed download of them fails that request only: the next one loads them again', async () => {
    vi.resetModules();
    let downloads = 0;
    vi.doMock('./validate', async (importOriginal) => {
      downloads += 1;
      if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { createApiClient } = await import('./client');
    const fake = createFakeFetch(() => jsonResponse(envelope([network])));
    const client = createApiClient({ baseUrl: 'https://svc.example.test/', apiKey: 'k', fetch: fake.fetch });

    // (vitest wraps the factory's error; the download's own error is its cause.)
    await expect(client.getNetworks()).rejects.toHaveProperty(
      'cause.message',
      'Failed to fetch dynamically imported module',
    );
    await expect(client.getNetworks()).resolves.toEqual([network]);
    expect(downloads).toBe(2);
  });

  it('a request that fails on the network says so; the checks’ failed download is not a second error', async () => {
    vi.resetModules();
    vi.doMock('./validate', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { createApiClient } = await import('./client');
    const fake = createFakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ baseUrl: 'https://svc.example.test/', apiKey: 'k', fetch: fake.fetch });

    // vitest fails the run on an unhandled rejection: the checks' own failure must not become one.
    await expect(client.getNetworks()).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
});
