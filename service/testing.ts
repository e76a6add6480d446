/**
 * Starts the sandbox on a free port for HTTP-level tests, with a clock the test moves by hand,
 * and gives the project's own API client pointed at it. With `localChains`, it also starts the
 * local EVM chains (two anvil nodes on free ports) and the clock follows real time.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApiClient } from '../src/api/client';
import type { CreateSwapBody } from '../src/api/types';
import { freePort } from './chains/evm/anvil';
import type { LocalChainBackend, LocalChains } from './chains/local';
import { startLocalChains } from './chains/start';
import { LOCAL_FAMILIES, LOCAL_PORTS, type LocalFamily, SANDBOX_DEFAULT_API_KEY } from './config';
import { createSandboxApp } from './http/app';

export interface TestSandbox {
  url: string;
  key: string;
  api: ReturnType<typeof createApiClient>;
  clock: { now: number; advance(ms: number): void };
  /** A control endpoint or raw request, with the key unless `key: null`. */
  call(
    path: string,
    init?: { method?: string; body?: unknown; key?: string | null; headers?: Record<string, string> },
  ): Promise<Response>;
  logs: string[];
  /** The local chains, when started with `localChains`. */
  chains: LocalChains | null;
  /** One family's backend among `chains` (e.g. `backend<LocalEvmChains>('evm')`), or null. */
  backend<T extends LocalChainBackend>(family: LocalFamily): T | null;
  close(): Promise<void>;
}

export async function startTestSandbox(
  /** `localChains`: true for the EVM chains (the default family), or the families to run. */
  options: { timeScale?: number; localChains?: boolean | readonly LocalFamily[] } = {},
): Promise<TestSandbox> {
  const logs: string[] = [];
  const families: LocalFamily[] =
    options.localChains === true ? ['evm'] : options.localChains ? [...options.localChains] : [];
  const ports = Object.fromEntries(
    await Promise.all(
      LOCAL_FAMILIES.map(async (family) => {
        const wanted = families.includes(family) ? LOCAL_PORTS[family].defaults.length : 0;
        const free: number[] = [];
        for (let i = 0; i < wanted; i++) free.push(await freePort());
        return [family, free] as const;
      }),
    ),
  ) as Record<LocalFamily, number[]>;
  const localChains = { mode: 'on' as const, families, ports };
  const chains =
    families.length > 0
      ? ((await startLocalChains({
          config: localChains,
          log: (line) => logs.push(`chains: ${line}`),
          warn: (line) => logs.push(`warning: ${line}`),
        })) ?? null)
      : null;
  // Chain-backed swaps are timed by blocks that come in real time: their clock runs too.
  const start = chains ? Date.now() : Date.parse('2026-11-21T12:00:00Z');
  let offset = 0;
  const clock = {
    get now() {
      return (chains ? Date.now() : start) + offset;
    },
    advance(ms: number) {
      offset += ms;
    },
  };
  const key = SANDBOX_DEFAULT_API_KEY;
  const app = createSandboxApp(
    {
      host: '127.0.0.1',
      port: 0,
      apiKeys: [key, 'second-key'],
      timeScale: options.timeScale ?? 1,
      localChains: chains ? localChains : { ...localChains, mode: 'off' },
    },
    { log: (line) => logs.push(line), now: () => clock.now, localChains: chains ?? undefined },
  );
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    key,
    api: createApiClient({ baseUrl: url, apiKey: key }),
    clock,
    logs,
    chains,
    backend: <T extends LocalChainBackend>(family: LocalFamily) =>
      (chains?.backends.find((backend) => backend.family === family) as T | undefined) ?? null,
    call(path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.key !== null) headers['X-SVC-APIKEY'] = init.key ?? key;
      if (init.body !== undefined) headers['Content-Type'] ??= 'application/json';
      return fetch(url + path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body:
          init.body === undefined
            ? undefined
            : typeof init.body === 'string'
              ? init.body
              : JSON.stringify(init.body),
      });
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await chains?.close();
    },
  };
}

/** Anvil's first two well-known test accounts: the payer and the payee of the HTTP tests' swaps. */
export const TEST_EVM_USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const TEST_EVM_OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The swap the HTTP tests create: 0.5 ETH from Ethereum to Arbitrum, TEST_EVM_USER paying TEST_EVM_OTHER. */
export function ethSwapBody(overrides: Partial<CreateSwapBody> = {}): CreateSwapBody {
  return {
    source_network: 'ETHEREUM_MAINNET',
    source_token: 'ETH',
    destination_network: 'ARBITRUM_MAINNET',
    destination_token: 'ETH',
    destination_address: TEST_EVM_OTHER,
    amount: '0.5',
    source_address: TEST_EVM_USER,
    ...overrides,
  };
}
