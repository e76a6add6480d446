/**
 * Service faults the tests switch on (POST /sandbox/faults) to see the widget survive them: error
 * responses, an HTML error page, malformed JSON, rate limiting with Retry-After, latency, and a
 * dropped connection. They apply to /api/v2/* only, never to the control endpoints.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, Next } from 'hono';
import { errorBody } from '../errors';

export type FaultMode = 'error' | 'html' | 'malformed' | 'rate_limit' | 'latency' | 'drop';

export interface Fault {
  mode: FaultMode;
  status?: number | undefined;
  /** Error code for `error` (default INTERNAL_ERROR), e.g. NETWORK_CURRENCY_DAILY_LIMIT_REACHED. */
  code?: string | undefined;
  message?: string | undefined;
  latency_ms?: number | undefined;
  retry_after_seconds?: number | undefined;
  count?: number | undefined;
  path_prefix?: string | undefined;
}

export function createFaults() {
  let active: (Fault & { remaining: number }) | null = null;

  async function middleware(c: Context<{ Bindings: HttpBindings }>, next: Next) {
    const fault = active;
    if (!fault || (fault.path_prefix && !c.req.path.startsWith(fault.path_prefix))) return next();
    fault.remaining -= 1;
    if (fault.remaining <= 0) active = null;
    // Marks the answer as the fault's, so a test can tell it from an answer sent just before the
    // fault was switched on (a request already on its way when the switch came).
    c.header('X-Sandbox-Fault', fault.mode);

    switch (fault.mode) {
      case 'latency':
        await new Promise((resolve) => setTimeout(resolve, fault.latency_ms ?? 5_000));
        return next();
      case 'error':
        return c.json(
          errorBody(
            fault.code ?? 'INTERNAL_ERROR',
            fault.message ?? 'The sandbox was told to fail this request.',
          ),
          (fault.status ?? 500) as 500,
        );
      case 'html':
        return c.html('<!doctype html><html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>', 502);
      case 'malformed':
        return c.body('{"data": {"swap": {"id": ', 200, { 'Content-Type': 'application/json' });
      case 'rate_limit': {
        const seconds = fault.retry_after_seconds ?? 2;
        c.header('Retry-After', String(seconds));
        return c.json(errorBody('TOO_MANY_REQUESTS', `Too many requests. Retry in ${seconds} s.`), 429);
      }
      case 'drop': {
        // Close the connection without an answer, as a crashed proxy or a lost network would.
        c.env?.incoming?.socket?.destroy();
        return new Response(null, { status: 500 });
      }
    }
  }

  return {
    middleware,
    set(fault: Fault) {
      active = { ...fault, remaining: fault.count ?? Number.POSITIVE_INFINITY };
    },
    clear() {
      active = null;
    },
    current: () => active,
  };
}
