import { serve } from '@hono/node-server';
import { readConfig } from './config';
import { createSandboxApp } from './http/app';

const config = readConfig();
const app = createSandboxApp(config);
serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(
    `Portage sandbox service on http://${info.address}:${info.port} (time scale ×${config.timeScale})`,
  );
});
