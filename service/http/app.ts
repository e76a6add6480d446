import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { SandboxConfig } from '../config';

type ErrorBody = { data: null; error: { code: string; message: string; metadata: Record<string, unknown> } };

export function errorBody(code: string, message: string, metadata: Record<string, unknown> = {}): ErrorBody {
  return { data: null, error: { code, message, metadata } };
}

/** The sandbox's HTTP interface: the service's paths, header and envelope (spec §4, §5, §7). */
export function createSandboxApp(config: SandboxConfig) {
  const app = new Hono();
  const keys = new Set(config.apiKeys);

  app.use('*', cors({ origin: (origin) => origin || '*', allowHeaders: ['Content-Type', 'X-SVC-APIKEY'] }));

  app.get('/api/v2/health', (c) => c.json({ status: 'Healthy' }));

  app.use('/api/v2/*', async (c, next) => {
    const key = c.req.header('X-SVC-APIKEY');
    if (!key || !keys.has(key)) {
      return c.json(
        errorBody(
          'INVALID_CREDENTIALS',
          key ? 'The API key is not valid.' : 'The X-SVC-APIKEY header is missing.',
        ),
        401,
      );
    }
    await next();
  });

  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No endpoint at ${c.req.method} ${c.req.path}.`), 404));
  app.onError((error, c) => {
    console.error(error);
    return c.json(errorBody('INTERNAL_ERROR', 'The sandbox failed to handle this request.'), 500);
  });
  return app;
}
