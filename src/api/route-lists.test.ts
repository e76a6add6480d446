/**
 * The route lists' hand-written parser (route-lists.ts) against their definition in valibot
 * (`RouteNetworkListSchema`): the same output, or the same refusal, for the real fixture, the
 * sandbox's `/sources` and `/destinations`, and thousands of mutations of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../service/testing';
import { type FieldKind, parseRouteNetworks, ROUTE_NETWORK_SHAPE, type ShapeSpec } from './route-lists';
import {
  FIELD_KINDS,
  optionalInner,
  RouteNetworkListSchema,
  RouteNetworkSchema,
  tolerantArrayItem,
} from './schemas';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const SEED = 20_261_122;
/** Mutated lists per seed list. */
const RUNS = 1_500;

function byValibot(data: unknown) {
  const result = v.safeParse(RouteNetworkListSchema, data);
  return result.success ? result.output : null;
}

/** The production service's network list (one network with its tokens), as captured. */
const realNetworks = (
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '__fixtures__', 'real', 'networks.entry.SOLANA_MAINNET.json'),
      'utf8',
    ),
  ) as { data: Json }
).data;

let sandbox: TestSandbox;
const seeds: Record<string, Json> = { real: realNetworks };

beforeAll(async () => {
  sandbox = await startTestSandbox();
  for (const path of [
    'sources',
    'destinations',
    'destinations?source_network=ETHEREUM_MAINNET&source_token=ETH',
  ]) {
    const response = await sandbox.call(`/api/v2/${path}`);
    seeds[path] = ((await response.json()) as { data: Json }).data;
  }
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
});

/** Every path to a value inside `value`, the root included. */
function paths(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) paths(item, [...prefix, i], out);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths(item, [...prefix, key], out);
  }
  return out;
}

/** `value` with the value at `path` replaced (or dropped when `next` is undefined). */
function mutate(value: Json, path: (string | number)[], next: Json | undefined): Json {
  if (path.length === 0) return next ?? null;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && next === undefined) copy.splice(head as number, 1);
    else copy[head as number] = mutate(copy[head as number] as Json, rest, next);
    return copy;
  }
  const copy = { ...(value as Record<string, Json>) };
  if (rest.length === 0 && next === undefined) delete copy[head as string];
  else copy[head as string] = mutate(copy[head as string] as Json, rest, next);
  return copy;
}

const kindOf = new Map<v.GenericSchema, string>(
  Object.entries(FIELD_KINDS).map(([kind, schema]) => [schema as v.GenericSchema, kind]),
);

/**
 * The shape route-lists.ts reads, as schemas.ts defines it: each field's kind (`FIELD_KINDS`, or
 * `string` for a plain `v.string()`), `opt(looseObject)` as `{ object }`, `opt(tolerantArray(
 * looseObject))` as `{ list }`. A field of any other kind fails the test: the fast parser has no
 * reader for it.
 */
function shapeOfSchema(schema: v.GenericSchema, path: string): ShapeSpec {
  if (schema.type !== 'loose_object') throw new Error(`${path} is not a looseObject`);
  const entries = (schema as v.LooseObjectSchema<v.ObjectEntries, undefined>).entries;
  const shape: ShapeSpec = {};
  for (const [key, entry] of Object.entries(entries)) {
    const kind = kindOf.get(entry);
    const inner = optionalInner(entry);
    const item = inner && tolerantArrayItem(inner);
    if (kind) shape[key] = kind as FieldKind;
    else if (entry.type === 'string' && !('pipe' in entry)) shape[key] = 'string';
    else if (item) shape[key] = { list: shapeOfSchema(item, `${path}.${key}[]`) };
    else if (inner) shape[key] = { object: shapeOfSchema(inner, `${path}.${key}`) };
    else throw new Error(`${path}.${key}: a field kind route-lists.ts has no reader for`);
  }
  return shape;
}

/** What a field is changed to: dropped, null, another type, or a near miss of its own type. */
const replacement: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constantFrom<Json>('', 'x', 0, -1, 1.5, 255, 256, 18, 1e21, true, false, [], {}, ['a', 1], [{}], {
    name: 'N',
  }),
  fc.string({ maxLength: 4 }),
  fc.double({ noNaN: true }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
);

describe('the route lists parse as their valibot definition says', () => {
  it('the seed lists give the same networks, tokens and refuel networks', () => {
    for (const [name, data] of Object.entries(seeds)) {
      const fast = parseRouteNetworks(data);
      expect(fast, name).not.toBeNull();
      expect(fast?.length, name).toBeGreaterThan(0);
      expect(fast, name).toEqual(byValibot(data));
    }
    // The sandbox's full destinations list carries tokens with refuel networks: the deepest shape.
    const tokens = (parseRouteNetworks(seeds.destinations) ?? []).flatMap((network) => network.tokens ?? []);
    expect(tokens.some((token) => token.refuel?.network?.name)).toBe(true);
  });

  it('the hand-written shape is RouteNetworkSchema’s, field by field', () => {
    expect(ROUTE_NETWORK_SHAPE).toEqual(shapeOfSchema(RouteNetworkSchema, 'network'));
  });

  it('anything but a list is refused by both', () => {
    for (const data of [null, {}, 'networks', 3, true, { data: [] }]) {
      expect(parseRouteNetworks(data)).toBeNull();
      expect(byValibot(data)).toBeNull();
    }
  });

  for (const name of ['real', 'sources', 'destinations']) {
    it(`${RUNS} mutations of the ${name} list give the same output`, () => {
      const seed = seeds[name] as Json;
      const all = paths(seed);
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.nat({ max: all.length - 1 }), replacement), { minLength: 1, maxLength: 3 }),
          (changes) => {
            let data = seed;
            for (const [index, next] of changes) {
              // A path may be gone after an earlier change dropped its parent: then it is skipped.
              try {
                data = mutate(data, all[index] as (string | number)[], next);
              } catch {}
            }
            expect(parseRouteNetworks(data)).toEqual(byValibot(data));
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }

  it('keys that could reach a prototype are not copied; unknown fields are kept', () => {
    const data = JSON.parse(
      '[{"name":"N","__proto__":{"polluted":1},"constructor":"c","prototype":"p","extra":{"a":1},"tokens":[{"symbol":"T","decimals":6,"extra":true}]}]',
    );
    const fast = parseRouteNetworks(data);
    expect(fast).toEqual(byValibot(data));
    const network = (fast ?? [])[0] as unknown as Record<string, unknown> & {
      tokens: Record<string, unknown>[];
    };
    expect(Object.hasOwn(network, '__proto__')).toBe(false);
    expect(Object.hasOwn(network, 'constructor')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(network.extra).toEqual({ a: 1 });
    expect(network.tokens[0]?.extra).toBe(true);
  });
});
