import { serve } from '@hono/node-server';
import { readConfig } from './config';
import { createSandboxApp } from './http/app';

const config = readConfig();
const app = createSandboxApp(config);

// Nothing a client sends may bring the sandbox down: report and keep serving.
process.on('uncaughtException', (error) => console.error('sandbox: uncaught exception', error));
process.on('unhandledRejection', (reason) => console.error('sandbox: unhandled rejection', reason));

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(
    `Portage sandbox service on http://${info.address}:${info.port} (keys: ${config.apiKeys.length}, time scale ×${config.timeScale})`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
