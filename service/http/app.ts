/**
 * The sandbox's HTTP interface: the service's paths, header and envelope (spec §4, §5, §7), and
 * the control endpoints of tests and demos under /sandbox (same key).
 */
import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { createCatalog, DEFAULT_CATALOG, exchanges, type SourcesFilter } from '../catalog';
import type { LocalChainBackend } from '../chains/local';
import type { SandboxConfig } from '../config';
import { errorBody, ServiceError } from '../errors';
import { detailedQuote, quote, routeLimits } from '../pricing';
import { type HostileMode, lyingRouteLists } from '../swaps/hostile';
import type { Timings } from '../swaps/lifecycle';
import { createSwapStore } from '../swaps/store';
import { createFaults } from './faults';
import { swapsByAddressRoute } from './swaps-by-address';
import {
  createSwapBodySchema,
  depositControlBodySchema,
  destinationsQuerySchema,
  detailedQuoteQuerySchema,
  faultBodySchema,
  hostileBodySchema,
  jsonBodyOf,
  networksQuerySchema,
  queryOf,
  quoteQuerySchema,
  scenarioBodySchema,
  sourcesQuerySchema,
  speedupBodySchema,
  swapQuerySchema,
  validate,
} from './validation';

export { errorBody };

export interface SandboxAppOptions {
  /** Writes one line per request; tests pass a no-op. */
  log?: (line: string) => void;
  now?: () => number;
  timings?: Timings;
  /**
   * The local chains, when the sandbox runs them: their networks join the catalog, and swaps on
   * them follow the chains (deposits found by the watchers, outputs and refunds really sent).
   */
  localChains?: LocalChainBackend;
}

type Env = { Bindings: HttpBindings };

/** The `/sources` query as the catalog's filter; `/source_exchanges` takes the very same one. */
function sourcesFilterOf(c: Context): SourcesFilter {
  const q = validate(sourcesQuerySchema, queryOf(c));
  return {
    networkTypes: q.network_types,
    destinationNetwork: q.destination_network,
    destinationToken: q.destination_token,
    includeUnmatched: q.include_unmatched,
    includeUnavailable: q.include_unavailable,
    includeSwaps: q.include_swaps,
  };
}

export function createSandboxApp(config: SandboxConfig, options: SandboxAppOptions = {}) {
  const log = options.log ?? ((line: string) => console.log(line));
  const keys = new Set(config.apiKeys);
  const { localChains } = options;
  const catalog = localChains ? createCatalog({ localNetworks: localChains.networks }) : DEFAULT_CATALOG;
  const swaps = createSwapStore({
    timeScale: config.timeScale,
    now: options.now,
    timings: options.timings,
    catalog,
    chains: localChains,
  });
  localChains?.attach(swaps);
  const faults = createFaults();
  /**
   * The hostile switch (POST /sandbox/hostile): while set, every swap created gets a lying
   * `transfer` action (service/swaps/hostile.ts); under `list_decimals` the route lists lie too. It stays until `off`, so a test may create as
   * many swaps as it needs; each swap keeps the lie it was created with.
   */
  let hostile: HostileMode | null = null;
  /** The route lists as served: lying about one token's decimals under `list_decimals`. */
  const lists = (networks: object[]): object[] =>
    hostile === 'list_decimals' ? lyingRouteLists(networks) : networks;
  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log(
      `${new Date().toISOString()} ${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`,
    );
  });

  // The widget may be served from any origin (a partner's page, a dev server); the key is the guard.
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowHeaders: ['Content-Type', 'X-SVC-APIKEY'],
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );

  app.use('/api/v2/*', faults.middleware);

  // Spec §4.1: the health check answers 200 (it declares the key, but a probe needs no secret).
  app.get('/api/v2/health', (c) => c.json({ status: 'Healthy' }));

  const requireKey = async (
    c: { req: { header(name: string): string | undefined } },
    next: () => Promise<void>,
  ) => {
    const key = c.req.header('X-SVC-APIKEY');
    if (!key || !keys.has(key)) {
      throw new ServiceError(
        'INVALID_CREDENTIALS',
        key ? 'The API key is not valid.' : 'The X-SVC-APIKEY header is missing.',
      );
    }
    await next();
  };
  app.use('/api/v2/*', requireKey);
  app.use('/sandbox/*', requireKey);

  app.get('/api/v2/networks', (c) => {
    const query = validate(networksQuerySchema, queryOf(c));
    return c.json({ data: lists(catalog.listNetworks({ networkTypes: query.network_types })), error: null });
  });

  app.get('/api/v2/sources', (c) =>
    c.json({ data: lists(catalog.listSources(sourcesFilterOf(c))), error: null }),
  );

  /**
   * Not in the spec: the public service's own widget asks it. The exchanges a route can start
   * from, for the same filters as `/sources` (always none in the sandbox; see listSourceExchanges).
   */
  app.get('/api/v2/source_exchanges', (c) =>
    c.json({ data: catalog.listSourceExchanges(sourcesFilterOf(c)), error: null }),
  );

  app.get('/api/v2/destinations', (c) => {
    const q = validate(destinationsQuerySchema, queryOf(c));
    return c.json({
      data: lists(
        catalog.listDestinations({
          networkTypes: q.network_types,
          sourceNetwork: q.source_network,
          sourceToken: q.source_token,
          includeUnmatched: q.include_unmatched,
          includeUnavailable: q.include_unavailable,
          includeSwaps: q.include_swaps,
        }),
      ),
      error: null,
    });
  });

  /** The route a quote-like query names (ROUTE_NOT_FOUND_ERROR when none or inactive). */
  const routeOf = (q: {
    source_network: string;
    source_token: string;
    destination_network: string;
    destination_token: string;
  }) => catalog.findRoute(q.source_network, q.source_token, q.destination_network, q.destination_token);

  app.get('/api/v2/quote', (c) => {
    const q = validate(quoteQuerySchema, queryOf(c));
    const route = routeOf(q);
    const result = quote({ route, amount: q.amount, refuel: q.refuel, slippage: q.slippage });
    return c.json({
      data: { quote: result.quote, refuel: result.refuel, reward: result.reward },
      error: null,
    });
  });

  app.get('/api/v2/detailed_quote', (c) => {
    const q = validate(detailedQuoteQuerySchema, queryOf(c));
    return c.json({ data: detailedQuote({ route: routeOf(q), refuel: q.refuel }), error: null });
  });

  /**
   * Not in the spec: the public service's own widget asks it. The route's bounds, the same as
   * `/detailed_quote`'s for the same query: it takes the same parameters, checked by the same
   * schema, so a missing one or an unknown or inactive route gets the same error.
   */
  app.get('/api/v2/limits', (c) => {
    const q = validate(detailedQuoteQuerySchema, queryOf(c));
    return c.json({ data: routeLimits(routeOf(q), q.refuel), error: null });
  });

  app.post('/api/v2/swaps', async (c) => {
    const body = validate(createSwapBodySchema, await jsonBodyOf(c));
    return c.json({ data: swaps.create(body, { hostile }), error: null });
  });

  /**
   * Not in the spec: the public service's own widget asks it for its history. The swaps of up to
   * 6 addresses (source or destination), 20 a page, newest first (./swaps-by-address.ts).
   */
  app.get('/api/v2/swaps', swapsByAddressRoute(swaps));

  app.get('/api/v2/swaps/:swapId', (c) => {
    const q = validate(swapQuerySchema, queryOf(c));
    return c.json({
      data: swaps.get(c.req.param('swapId'), q.exclude_deposit_actions ?? false),
      error: null,
    });
  });

  // ── Compatibility: a swap found by a transaction's hash ────────────────────────────────────
  /**
   * Not in the spec: the public service answers it (DESIGN §1). The same `data` as
   * `GET /swaps/{id}` for the swap one of whose shown transactions (input, output, refuel, refund)
   * has this hash; hex without case or `0x`, Solana's base58 exactly (service/swaps/by-hash.ts).
   */
  app.get('/api/v2/swaps/by_transaction_hash/:hash', (c) => {
    const q = validate(swapQuerySchema, queryOf(c));
    return c.json({
      data: swaps.getByTransactionHash(c.req.param('hash'), q.exclude_deposit_actions ?? false),
      error: null,
    });
  });
  // ── End of: a swap found by a transaction's hash ───────────────────────────────────────────

  app.post('/api/v2/swaps/:swapId/deposit_speedup', async (c) => {
    const body = validate(speedupBodySchema, await jsonBodyOf(c));
    const { chainNetwork } = swaps.speedup(c.req.param('swapId'), body.transaction_id);
    // On a local chain, look the transaction up now rather than at the watcher's next block.
    if (chainNetwork && localChains) await localChains.inspect(chainNetwork, body.transaction_id);
    return c.json({ data: null, error: null });
  });

  /** Not in the spec: the exchanges of the catalog (spec §2.3), for completeness of the demo. */
  app.get('/api/v2/exchanges', (c) => c.json({ data: exchanges, error: null }));

  // ── Control endpoints (tests and demos) ────────────────────────────────────────────────────
  app.post('/sandbox/swaps/:swapId/deposit', async (c) => {
    const body = validate(depositControlBodySchema, await jsonBodyOf(c, { optional: true }));
    return c.json({ data: swaps.deposit(c.req.param('swapId'), body), error: null });
  });

  app.post('/sandbox/swaps/:swapId/scenario', async (c) => {
    const body = validate(scenarioBodySchema, await jsonBodyOf(c));
    return c.json({
      data: swaps.setScenario(c.req.param('swapId'), body.scenario, body.refund_status),
      error: null,
    });
  });

  app.post('/sandbox/faults', async (c) => {
    const fault = validate(faultBodySchema, await jsonBodyOf(c));
    faults.set(fault);
    return c.json({ data: { fault: faults.current() }, error: null });
  });

  app.delete('/sandbox/faults', (c) => {
    faults.clear();
    return c.json({ data: { fault: null }, error: null });
  });

  // The answer says the mode now in force, `off` when none.
  const hostileView = () => ({ data: { mode: hostile ?? 'off' }, error: null });

  app.get('/sandbox/hostile', (c) => c.json(hostileView()));

  app.post('/sandbox/hostile', async (c) => {
    const { mode } = validate(hostileBodySchema, await jsonBodyOf(c));
    hostile = mode === 'off' ? null : mode;
    return c.json(hostileView());
  });

  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No endpoint at ${c.req.method} ${c.req.path}.`), 404));

  app.onError((error, c) => {
    if (error instanceof ServiceError) {
      return c.json(errorBody(error.code, error.message, error.metadata), error.status as 400);
    }
    if (error instanceof HTTPException) {
      return c.json(errorBody('BAD_REQUEST', error.message || 'Bad request.'), error.status);
    }
    log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return c.json(errorBody('INTERNAL_ERROR', 'The sandbox failed to handle this request.'), 500);
  });

  return app;
}
