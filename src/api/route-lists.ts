/**
 * The two route lists (`/sources`, `/destinations`) parsed without running valibot.
 *
 * They are the only responses on the way to a usable route picker, and the largest the widget
 * reads (the sandbox's `/destinations` is 111 KB: every token repeats its refuel network). Run
 * through `RouteNetworkListSchema` on a page that has just loaded, valibot's code is cold and each
 * optional field goes through five nested schemas: ~12 ms of the main thread before the first
 * render (Chromium CPU profile of the benchmark's load). This walks the same shape with one
 * small function per field kind.
 *
 * The shape is not written twice: it is read from `RouteNetworkSchema` (schemas.ts) once, when
 * this module loads: each field kind of schemas.ts (`FIELD_KINDS`) has its fast reader below,
 * `opt(object)` and `opt(tolerantArray(object))` are seen through, and a field of any other kind
 * is read by valibot itself (`SLOW_FIELDS` lists them; none today). `route-lists.test.ts` checks
 * that both give the same output for the real and sandbox lists and thousands of mutations.
 */
import * as v from 'valibot';
import { FIELD_KINDS, optionalInner, RouteNetworkSchema, tolerantArrayItem } from './schemas';
import type { RouteNetwork } from './types';

/** A field's reader: the value read, `undefined` for an optional field that is unusable, or FAIL. */
type Field = (value: unknown) => unknown;
const FAIL: unique symbol = Symbol('fail');

interface Shape {
  fields: Record<string, Field>;
  /** Fields whose absence fails the object (valibot: a key whose schema is not optional). */
  required: ReadonlySet<string>;
}

type LooseObject = v.LooseObjectSchema<v.ObjectEntries, v.ErrorMessage<v.LooseObjectIssue> | undefined>;
const isLooseObject = (schema: v.GenericSchema): schema is LooseObject => schema.type === 'loose_object';
/** Schema types valibot lets a looseObject's key be missing for. */
const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish']);

const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

/** The fast reading of the field kinds the route lists use; the same output as the kind's schema. */
const KIND_READERS: Partial<Record<keyof typeof FIELD_KINDS, Field>> = {
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
};
const readerOf = new Map<v.GenericSchema, Field>(
  Object.entries(KIND_READERS).map(([kind, read]) => [FIELD_KINDS[kind as keyof typeof FIELD_KINDS], read]),
);
/** `v.string()`, required. */
const requiredString: Field = (value) => (typeof value === 'string' ? value : FAIL);

/** Fields read by valibot because their kind has no fast reader (a test keeps this empty). */
export const SLOW_FIELDS: string[] = [];

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

/** The reader of a field whose schema is `schema` (`path` names it in SLOW_FIELDS). */
function fieldOf(schema: v.GenericSchema, path: string): Field {
  const known = readerOf.get(schema);
  if (known) return known;
  if (schema.type === 'string' && !('pipe' in schema)) return requiredString;
  const inner = optionalInner(schema);
  const item = inner && tolerantArrayItem(inner);
  if (item && isLooseObject(item)) {
    // opt(tolerantArray(object))
    const of = shapeOf(item, `${path}[]`);
    return (value) => (Array.isArray(value) ? objectList(of, value) : undefined);
  }
  if (inner && isLooseObject(inner)) {
    // opt(object): an unusable object is undefined.
    const of = shapeOf(inner, path);
    return (value) => {
      if (value === undefined || value === null) return undefined;
      const parsed = parseObject(of, value);
      return parsed === FAIL ? undefined : parsed;
    };
  }
  SLOW_FIELDS.push(path);
  return (value) => {
    const result = v.safeParse(schema, value);
    return result.success ? result.output : FAIL;
  };
}

function shapeOf(schema: LooseObject, path: string): Shape {
  const fields: Record<string, Field> = {};
  const required = new Set<string>();
  for (const [key, entry] of Object.entries(schema.entries)) {
    fields[key] = fieldOf(entry, `${path}.${key}`);
    if (!OPTIONAL_TYPES.has(entry.type)) required.add(key);
  }
  return { fields, required };
}

const ROUTE_NETWORK = shapeOf(RouteNetworkSchema, 'network');

/** `data` of `/sources` or `/destinations`: the networks (unusable ones dropped), or null if it is not a list. */
export function parseRouteNetworks(data: unknown): RouteNetwork[] | null {
  if (!Array.isArray(data)) return null;
  return objectList(ROUTE_NETWORK, data) as unknown as RouteNetwork[];
}
