/**
 * The two route lists (`/sources`, `/destinations`) parsed without valibot.
 *
 * They are the only responses on the way to a usable route picker, and the largest the widget
 * reads (the sandbox's `/destinations` is 111 KB: every token repeats its refuel network). Run
 * through `RouteNetworkListSchema` on a page that has just loaded, valibot's code is cold and each
 * optional field goes through five nested schemas: ~12 ms of the main thread before the first
 * render (Chromium CPU profile of the benchmark's load). This walks the same shape with one
 * small function per field kind, and imports neither valibot nor schemas.ts, so neither is in the
 * first load (the other responses are checked by them in a chunk of their own, see client.ts).
 *
 * The shape is written out below (`ROUTE_NETWORK_SHAPE`), field by field as in schemas.ts:
 * `route-lists.test.ts` reads the same shape from `RouteNetworkSchema` and fails on any
 * difference, and checks that both give the same output for the real and sandbox lists and
 * thousands of mutations of them.
 */
import type { RouteNetwork } from './types';

/** A field's reader: the value read, `undefined` for an optional field that is unusable, or FAIL. */
type Field = (value: unknown) => unknown;
const FAIL: unique symbol = Symbol('fail');

const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

/**
 * The field kinds of schemas.ts (`FIELD_KINDS`, and `string`: `v.string()`) that the route lists
 * use, each read as its schema reads it.
 */
const KIND_READERS = {
  // Optional kinds (`opt(...)`): missing, null or of another shape → undefined.
  str: (value) => (typeof value === 'string' ? value : undefined),
  num: (value) => (isNumber(value) && Number.isFinite(value) ? value : undefined),
  int: (value) => (Number.isInteger(value) ? value : undefined),
  decimals: (value) =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 255 ? value : undefined,
  strOrNum: (value) =>
    typeof value === 'string' ? value : isNumber(value) && Number.isFinite(value) ? String(value) : undefined,
  strList: (value) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : undefined),
  // Required.
  nonEmpty: (value) => (typeof value === 'string' && value.length > 0 ? value : FAIL),
  string: (value) => (typeof value === 'string' ? value : FAIL),
} satisfies Record<string, Field>;

export type FieldKind = keyof typeof KIND_READERS;
/** Kinds whose absence fails the object (valibot: a key whose schema is not optional). */
const REQUIRED_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['nonEmpty', 'string']);

/**
 * A looseObject's fields: a kind, `{ object }` for `opt(looseObject)` (an unusable object is
 * undefined) or `{ list }` for `opt(tolerantArray(looseObject))` (unusable elements dropped).
 */
export interface ShapeSpec {
  [field: string]: FieldKind | { object: ShapeSpec } | { list: ShapeSpec };
}

const TOKEN = {
  symbol: 'string',
  display_asset: 'str',
  logo: 'str',
  contract: 'str',
  decimals: 'decimals',
  price_in_usd: 'num',
  precision: 'int',
  listing_date: 'str',
  source_rank: 'int',
  destination_rank: 'int',
  group: 'str',
} satisfies ShapeSpec;

const NETWORK_METADATA = {
  listing_date: 'str',
  evm_oracle_contract: 'str',
  evm_multicall_contract: 'str',
  zks_paymaster_contract: 'str',
  watchdog_contract: 'str',
  depository_contract: 'str',
} satisfies ShapeSpec;

const NETWORK_ENTRIES = {
  name: 'nonEmpty',
  display_name: 'str',
  logo: 'str',
  chain_id: 'strOrNum',
  node_url: 'str',
  nodes: 'strList',
  type: 'str',
  transaction_explorer_template: 'str',
  account_explorer_template: 'str',
  source_rank: 'int',
  destination_rank: 'int',
  token: { object: TOKEN },
  metadata: { object: NETWORK_METADATA },
  deposit_methods: 'strList',
} satisfies ShapeSpec;

const NETWORK = { ...NETWORK_ENTRIES, tokens: { list: TOKEN } } satisfies ShapeSpec;

const REFUEL = {
  token: { object: TOKEN },
  network: { object: NETWORK },
  amount: 'num',
  amount_in_usd: 'num',
} satisfies ShapeSpec;

const ROUTE_TOKEN = { ...TOKEN, status: 'str', refuel: { object: REFUEL } } satisfies ShapeSpec;

/** `RouteNetworkSchema` of schemas.ts, field by field (the test compares the two). */
export const ROUTE_NETWORK_SHAPE: ShapeSpec = { ...NETWORK_ENTRIES, tokens: { list: ROUTE_TOKEN } };

interface Shape {
  fields: Record<string, Field>;
  /** Fields whose absence fails the object. */
  required: ReadonlySet<string>;
}

/** valibot's looseObject: known fields read, other own keys kept as they are. */
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

/** `tolerantArray(object)`: unusable elements are dropped. */
function objectList(of: Shape, items: unknown[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const item of items) {
    const parsed = parseObject(of, item);
    if (parsed !== FAIL) out.push(parsed);
  }
  return out;
}

/** The reader of a field of the spec. */
function fieldOf(spec: ShapeSpec[string]): Field {
  if (typeof spec === 'string') return KIND_READERS[spec];
  if ('list' in spec) {
    const of = shapeOf(spec.list);
    return (value) => (Array.isArray(value) ? objectList(of, value) : undefined);
  }
  const of = shapeOf(spec.object);
  return (value) => {
    if (value === undefined || value === null) return undefined;
    const parsed = parseObject(of, value);
    return parsed === FAIL ? undefined : parsed;
  };
}

function shapeOf(spec: ShapeSpec): Shape {
  const fields: Record<string, Field> = {};
  const required = new Set<string>();
  for (const [key, entry] of Object.entries(spec)) {
    fields[key] = fieldOf(entry);
    if (typeof entry === 'string' && REQUIRED_KINDS.has(entry)) required.add(key);
  }
  return { fields, required };
}

const ROUTE_NETWORK = shapeOf(ROUTE_NETWORK_SHAPE);

/** `data` of `/sources` or `/destinations`: the networks (unusable ones dropped), or null if it is not a list. */
export function parseRouteNetworks(data: unknown): RouteNetwork[] | null {
  if (!Array.isArray(data)) return null;
  return objectList(ROUTE_NETWORK, data) as unknown as RouteNetwork[];
}
