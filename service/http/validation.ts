/**
 * Request validation with valibot: query strings and JSON bodies become typed values, and every
 * problem becomes a VALIDATION_ERROR (or BAD_REQUEST for a body that is not JSON) naming the field.
 */
import Decimal from 'decimal.js';
import type { Context } from 'hono';
import * as v from 'valibot';
import { ServiceError } from '../errors';
import { HOSTILE_MODES } from '../swaps/hostile';

export function validate<const S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issues = result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message }));
  const first = issues[0];
  throw new ServiceError(
    'VALIDATION_ERROR',
    first ? `${first.field ? `${first.field}: ` : ''}${first.message}` : 'The request is not valid.',
    { issues },
  );
}

/** The query string as an object; repeated or comma-joined `network_types` become one list. */
export function queryOf(c: Context): Record<string, unknown> {
  const query: Record<string, unknown> = { ...c.req.query() };
  const types = c.req.queries('network_types');
  if (types) {
    query.network_types = types
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);
  }
  return query;
}

/**
 * The JSON body, with a top-level `"amount": <number>` kept as its exact digits (a string), so
 * that 0.123456789012345678 is not rounded by JSON.parse into a float.
 */
export async function jsonBodyOf(c: Context, options: { optional?: boolean } = {}): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') {
    if (options.optional) return {};
    throw new ServiceError('BAD_REQUEST', 'The request body must be a JSON object.');
  }
  const preserved = text.replace(
    /^(\s*\{(?:[^{}"]|"(?:[^"\\]|\\.)*")*?"amount"\s*:\s*)(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/,
    (_match, head: string, number: string) => `${head}"${new Decimal(number).toFixed()}"`,
  );
  try {
    return JSON.parse(preserved);
  } catch {
    throw new ServiceError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

const boolText = v.pipe(
  v.picklist(['true', 'false', 'True', 'False', '1', '0']),
  v.transform((value) => value === 'true' || value === 'True' || value === '1'),
);

/** A positive decimal amount, from JSON (number or string) or a query string; exact text out. */
export const amountSchema = v.pipe(
  v.union([v.string(), v.number()], 'amount must be a number'),
  v.transform((value) => String(value).trim()),
  v.regex(/^(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/, 'amount must be a positive decimal number'),
  v.transform((value) => new Decimal(value).toFixed()),
  v.check((value) => new Decimal(value).greaterThan(0), 'amount must be greater than zero'),
);

const slippageSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.decimal(), v.transform(Number))], 'slippage must be a number'),
  v.minValue(0, 'slippage must be at least 0'),
  v.maxValue(0.5, 'slippage must be at most 0.5 (a fraction: 0.005 = 0.5 %)'),
);

const name = (field: string) =>
  v.pipe(v.string(`${field} is required`), v.trim(), v.nonEmpty(`${field} is required`));
const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.trim())));
const queryBool = v.optional(boolText);
const networkTypes = v.optional(v.array(v.string()));

export const networksQuerySchema = v.looseObject({ network_types: networkTypes });

export const sourcesQuerySchema = v.looseObject({
  network_types: networkTypes,
  destination_network: v.optional(v.string()),
  destination_token: v.optional(v.string()),
  include_unmatched: queryBool,
  include_unavailable: queryBool,
  include_swaps: queryBool,
});

export const destinationsQuerySchema = v.looseObject({
  network_types: networkTypes,
  source_network: v.optional(v.string()),
  source_token: v.optional(v.string()),
  include_unmatched: queryBool,
  include_unavailable: queryBool,
  include_swaps: queryBool,
});

const routeEntries = {
  source_network: name('source_network'),
  source_token: name('source_token'),
  destination_network: name('destination_network'),
  destination_token: name('destination_token'),
};

export const quoteQuerySchema = v.looseObject({
  ...routeEntries,
  amount: amountSchema,
  refuel: queryBool,
  use_deposit_address: queryBool,
  slippage: v.optional(slippageSchema),
  source_address: v.optional(v.string()),
  destination_address: v.optional(v.string()),
});

export const detailedQuoteQuerySchema = v.looseObject({
  ...routeEntries,
  destination_address: v.optional(v.string()),
  refuel: queryBool,
  use_deposit_address: queryBool,
});

export const swapQuerySchema = v.looseObject({ exclude_deposit_actions: queryBool });

const jsonBool = (field: string) => v.optional(v.nullable(v.boolean(`${field} must be true or false`)));

export const createSwapBodySchema = v.looseObject({
  ...routeEntries,
  destination_address: name('destination_address'),
  amount: amountSchema,
  source_address: optionalText,
  refund_address: optionalText,
  reference_id: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(256, 'reference_id is too long')))),
  refuel: jsonBool('refuel'),
  use_deposit_address: jsonBool('use_deposit_address'),
  use_depository: jsonBool('use_depository'),
  use_new_deposit_address: jsonBool('use_new_deposit_address'),
  slippage: v.optional(v.nullable(slippageSchema)),
});

export const speedupBodySchema = v.looseObject({
  transaction_id: name('transaction_id'),
});

export const depositControlBodySchema = v.looseObject({
  amount: v.optional(amountSchema),
  transaction_id: v.optional(name('transaction_id')),
});

export const scenarioBodySchema = v.looseObject({
  scenario: v.picklist(
    ['complete', 'refund', 'refund_hold', 'fail', 'expire', 'slow'],
    'scenario must be one of complete, refund, refund_hold, fail, expire, slow',
  ),
  /** How the refund in progress is spelled: the spec's, or the public service's (DESIGN §1). */
  refund_status: v.optional(
    v.picklist(
      ['refund_pending', 'pending_refund'],
      'refund_status must be refund_pending or pending_refund',
    ),
  ),
});

export const faultBodySchema = v.looseObject({
  mode: v.picklist(
    ['error', 'html', 'malformed', 'rate_limit', 'latency', 'drop'],
    'mode must be one of error, html, malformed, rate_limit, latency, drop',
  ),
  /** HTTP status for `error` (default 500). */
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
  /** Error code and message for `error` (a service error such as NETWORK_CURRENCY_DAILY_LIMIT_REACHED). */
  code: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{3,64}$/))),
  message: v.optional(v.pipe(v.string(), v.maxLength(500))),
  /** Delay for `latency`, in milliseconds. */
  latency_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000))),
  /** Seconds sent in Retry-After for `rate_limit` (default 2). */
  retry_after_seconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3600))),
  /** How many requests the fault hits before it switches itself off; absent = until cleared. */
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Only requests whose path starts with this (e.g. `/api/v2/swaps`). */
  path_prefix: v.optional(v.pipe(v.string(), v.startsWith('/api/v2'))),
});

export const hostileBodySchema = v.looseObject({
  mode: v.picklist([...HOSTILE_MODES, 'off'], `mode must be one of ${[...HOSTILE_MODES, 'off'].join(', ')}`),
});
