/**
 * Starts the sandbox on a free port for HTTP-level tests, with a clock the test moves by hand,
 * and gives the project's own API client pointed at it. With `localChains`, it also starts the
 * local EVM chains (two anvil nodes on free ports) and the clock follows real time.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApiClient } from '../src/api/client';
import { freePort } from './chains/evm/anvil';
import { type LocalEvmChains, startLocalEvmChains } from './chains/evm/local';
import { SANDBOX_DEFAULT_API_KEY } from './config';
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
  /** The local chains, when started with `localChains: true`. */
  chains: LocalEvmChains | null;
  close(): Promise<void>;
}

export async function startTestSandbox(
  options: { timeScale?: number; localChains?: boolean } = {},
): Promise<TestSandbox> {
  const logs: string[] = [];
  const chains = options.localChains
    ? await startLocalEvmChains({
        ports: [await freePort(), await freePort()],
        log: (line) => logs.push(`chains: ${line}`),
      })
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
      localEvm: {
        mode: chains ? 'on' : 'off',
        ports: chains ? chains.chains.map((chain) => chain.node.port) : [],
      },
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
