/**
 * The two route lists (`/sources`, `/destinations`) parsed without valibot.
 *
 * They are the only responses on the way to a usable route picker, and the largest the widget
 * reads (the sandbox's `/destinations` is 111 KB: every token repeats its refuel network). Run
 * through `RouteNetworkListSchema` on a page that has just loaded, valibot's code is cold and each
 * optional field goes through five nested schemas: ~12 ms of the main thread before the first
 * render (Chromium CPU profile of the benchmark's load). This walks the same shape with one
 * small function per field kind.
 *
 * `RouteNetworkListSchema` (schemas.ts) stays the definition: `route-lists.test.ts` checks that
 * both give the same output for the real and sandbox lists and for thousands of mutations of
 * them, so a change to one that is not made to the other fails there.
 */
import type { RouteNetwork } from './types';

/** A field's parser: the parsed value, `undefined` for an optional field that is unusable, or FAIL. */
type Field = (value: unknown) => unknown;
const FAIL: unique symbol = Symbol('fail');

interface Shape {
  /** Fields in the schema's order; a required field's FAIL fails the object. */
  fields: Record<string, Field>;
  required: ReadonlySet<string>;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

// The optional kinds of schemas.ts (`opt(...)`): missing, null or of another shape → undefined.
const str: Field = (value) => (typeof value === 'string' ? value : undefined);
const num: Field = (value) => (isNumber(value) && Number.isFinite(value) ? value : undefined);
const int: Field = (value) => (Number.isInteger(value) ? value : undefined);
const decimals: Field = (value) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 255 ? value : undefined;
const strOrNum: Field = (value) =>
  typeof value === 'string' ? value : isNumber(value) && Number.isFinite(value) ? String(value) : undefined;
const strList: Field = (value) =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : undefined;
// The required kinds: `v.string()` and `nonEmpty`.
const requiredStr: Field = (value) => (typeof value === 'string' ? value : FAIL);
const nonEmpty: Field = (value) => (typeof value === 'string' && value.length > 0 ? value : FAIL);

/** valibot's looseObject: known fields parsed, other own keys kept as they are. */
function parseObject(shape: Shape, input: unknown): Record<string, unknown> | typeof FAIL {
  if (!input || typeof input !== 'object') return FAIL;
  const source = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key in shape.fields) {
    if (key in source) {
      const value = (shape.fields[key] as Field)(source[key]);
      if (value === FAIL) return FAIL;
      out[key] = value;
    } else if (shape.required.has(key)) {
      return FAIL;
    }
  }
  for (const key in source) {
    if (
      Object.hasOwn(source, key) &&
      key !== '__proto__' &&
      key !== 'prototype' &&
      key !== 'constructor' &&
      !Object.hasOwn(shape.fields, key)
    )
      out[key] = source[key];
  }
  return out;
}

function shape(fields: Record<string, Field>, required: readonly string[] = []): Shape {
  return { fields, required: new Set(required) };
}

/** `opt(object)`: an unusable object is undefined. */
const optObject =
  (of: () => Shape): Field =>
  (value) => {
    if (value === undefined || value === null) return undefined;
    const parsed = parseObject(of(), value);
    return parsed === FAIL ? undefined : parsed;
  };

/** `tolerantArray(object)`: unusable elements are dropped. */
function objectList(of: Shape, items: unknown[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const item of items) {
    const parsed = parseObject(of, item);
    if (parsed !== FAIL) out.push(parsed);
  }
  return out;
}

/** `opt(tolerantArray(object))`. */
const optList =
  (of: () => Shape): Field =>
  (value) =>
    Array.isArray(value) ? objectList(of(), value) : undefined;

const TOKEN_FIELDS = {
  symbol: requiredStr,
  display_asset: str,
  logo: str,
  contract: str,
  decimals,
  price_in_usd: num,
  precision: int,
  listing_date: str,
  source_rank: int,
  destination_rank: int,
  group: str,
};
const TOKEN = shape(TOKEN_FIELDS, ['symbol']);

const METADATA = shape({
  listing_date: str,
  evm_oracle_contract: str,
  evm_multicall_contract: str,
  zks_paymaster_contract: str,
  watchdog_contract: str,
  depository_contract: str,
});

const NETWORK_FIELDS = {
  name: nonEmpty,
  display_name: str,
  logo: str,
  chain_id: strOrNum,
  node_url: str,
  nodes: strList,
  type: str,
  transaction_explorer_template: str,
  account_explorer_template: str,
  source_rank: int,
  destination_rank: int,
  token: optObject(() => TOKEN),
  metadata: optObject(() => METADATA),
  deposit_methods: strList,
};

const NETWORK = shape({ ...NETWORK_FIELDS, tokens: optList(() => TOKEN) }, ['name']);

const REFUEL = shape({
  token: optObject(() => TOKEN),
  network: optObject(() => NETWORK),
  amount: num,
  amount_in_usd: num,
});

const ROUTE_TOKEN = shape({ ...TOKEN_FIELDS, status: str, refuel: optObject(() => REFUEL) }, ['symbol']);

const ROUTE_NETWORK = shape({ ...NETWORK_FIELDS, tokens: optList(() => ROUTE_TOKEN) }, ['name']);

/** `data` of `/sources` or `/destinations`: the networks (unusable ones dropped), or null if it is not a list. */
export function parseRouteNetworks(data: unknown): RouteNetwork[] | null {
  if (!Array.isArray(data)) return null;
  return objectList(ROUTE_NETWORK, data) as unknown as RouteNetwork[];
}
