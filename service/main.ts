import { serve } from '@hono/node-server';
import { startLocalChains } from './chains/start';
import { readConfig } from './config';
import { createSandboxApp } from './http/app';

const config = readConfig();

// Nothing a client sends may bring the sandbox down: report and keep serving.
process.on('uncaughtException', (error) => console.error('sandbox: uncaught exception', error));
process.on('unhandledRejection', (reason) => console.error('sandbox: unhandled rejection', reason));

let localChains: Awaited<ReturnType<typeof startLocalChains>>;
try {
  localChains = await startLocalChains({
    config: config.localChains,
    log: (line) => console.log(`chains: ${line}`),
    warn: (line) => console.warn(`sandbox: ${line}`),
  });
} catch (error) {
  // Asked for explicitly (SANDBOX_LOCAL_CHAINS=1): a sandbox without them is not what was wanted.
  console.error(`sandbox: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
for (const line of localChains?.describe() ?? []) console.log(line);
const app = createSandboxApp(config, { localChains });

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(
    `Portage sandbox service on http://${info.address}:${info.port} (keys: ${config.apiKeys.length}, time scale ×${config.timeScale})`,
  );
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Open keep-alive connections may hold server.close() up: do not wait for them for long.
    setTimeout(() => process.exit(0), 3_000).unref();
    void (localChains?.close() ?? Promise.resolve()).finally(() => server.close(() => process.exit(0)));
  });
}
