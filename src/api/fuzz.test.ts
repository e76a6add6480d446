/**
 * Fuzzed responses (issue 10, part 3): every real fixture and every response shape of the sandbox
 * service is mutated at random paths — a field dropped, set to null, or changed to another JSON
 * type (number, string, object, array, boolean) — and served to the client through a fetch stub,
 * so it goes through exactly what `createApiClient` does with a response. The outcome must be
 * parsed data that keeps the types the widget relies on, or an `ApiError` with code
 * `MALFORMED_RESPONSE`; never another exception. (A mutation of the envelope's own `error` field
 * may also give the service-error `ApiError` it describes: the client reads `error` on any status.)
 *
 * Seeded, with a fixed number of mutations per shape; one `console.info` line gives the figures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../service/testing';
import { type ApiClient, ApiError, createApiClient } from './client';
import { createFakeFetch, jsonResponse } from './test-support';

const SEED = 20_261_123;
/** Mutated responses per shape. */
const RUNS = 300;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

/** How one shape is requested, and what a parsed result must hold. */
interface Shape {
  name: string;
  body: Json;
  status?: number;
  call(client: ApiClient): Promise<unknown>;
  check(output: unknown): void;
}

// ---------------------------------------------------------------------------------------------
// What parsed data must hold: the fields the widget reads without checking again.
// ---------------------------------------------------------------------------------------------

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const optional = (value: unknown, test: (v: unknown) => boolean) => value === undefined || test(value);
const isString = (v: unknown) => typeof v === 'string';
const isFiniteNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

function checkToken(token: unknown) {
  if (token === undefined) return;
  expect(isRecord(token)).toBe(true);
  const t = token as Record<string, unknown>;
  expect(typeof t.symbol).toBe('string');
  // Decimals decide every base-unit conversion: an integer 0..255, or absent.
  expect(optional(t.decimals, (d) => Number.isInteger(d) && (d as number) >= 0 && (d as number) <= 255)).toBe(
    true,
  );
  for (const key of ['logo', 'contract', 'display_asset']) expect(optional(t[key], isString), key).toBe(true);
  expect(optional(t.price_in_usd, isFiniteNumber)).toBe(true);
}

function checkNetwork(network: unknown) {
  if (network === undefined) return;
  expect(isRecord(network)).toBe(true);
  const n = network as Record<string, unknown>;
  expect(typeof n.name === 'string' && n.name !== '').toBe(true);
  for (const key of [
    'display_name',
    'logo',
    'type',
    'transaction_explorer_template',
    'account_explorer_template',
  ]) {
    expect(optional(n[key], isString), key).toBe(true);
  }
  expect(optional(n.chain_id, isString)).toBe(true);
  checkToken(n.token);
  expect(optional(n.tokens, Array.isArray)).toBe(true);
  for (const token of (n.tokens as unknown[] | undefined) ?? []) checkToken(token);
  expect(optional(n.metadata, isRecord)).toBe(true);
}

function checkNetworkList(output: unknown) {
  expect(Array.isArray(output)).toBe(true);
  for (const network of output as unknown[]) checkNetwork(network);
}

function checkQuote(quote: unknown) {
  expect(isRecord(quote)).toBe(true);
  const q = quote as Record<string, unknown>;
  for (const key of ['receive_amount', 'min_receive_amount', 'total_fee', 'requested_amount', 'slippage']) {
    expect(optional(q[key], isFiniteNumber), key).toBe(true);
  }
  checkNetwork(q.source_network);
  checkNetwork(q.destination_network);
  checkToken(q.source_token);
  checkToken(q.destination_token);
  expect(optional(q.path, Array.isArray)).toBe(true);
}

function checkQuoteResponse(output: unknown) {
  expect(isRecord(output)).toBe(true);
  checkQuote((output as Record<string, unknown>).quote);
}

function checkSwapResponse(output: unknown) {
  expect(isRecord(output)).toBe(true);
  const { swap, deposit_actions: actions, quote } = output as Record<string, unknown>;
  expect(isRecord(swap)).toBe(true);
  const s = swap as Record<string, unknown>;
  expect(typeof s.id === 'string' && s.id !== '').toBe(true);
  for (const key of ['status', 'fail_reason', 'destination_address', 'created_date']) {
    expect(optional(s[key], isString), key).toBe(true);
  }
  expect(optional(s.requested_amount, isFiniteNumber)).toBe(true);
  checkNetwork(s.source_network);
  checkNetwork(s.destination_network);
  checkToken(s.source_token);
  checkToken(s.destination_token);
  expect(Array.isArray(s.transactions)).toBe(true);
  for (const tx of s.transactions as unknown[]) {
    expect(isRecord(tx)).toBe(true);
    const t = tx as Record<string, unknown>;
    for (const key of ['transaction_hash', 'type', 'status', 'from', 'to'])
      expect(optional(t[key], isString), key).toBe(true);
    expect(optional(t.confirmations, Number.isInteger)).toBe(true);
    expect(optional(t.amount, isFiniteNumber)).toBe(true);
  }
  expect(Array.isArray(actions)).toBe(true);
  for (const action of actions as unknown[]) {
    expect(isRecord(action)).toBe(true);
    const a = action as Record<string, unknown>;
    expect(typeof a.type === 'string' && a.type !== '').toBe(true);
    // What gets signed: digits only, or absent.
    expect(optional(a.amount_in_base_units, (v) => typeof v === 'string' && /^\d+$/.test(v))).toBe(true);
    expect(optional(a.to_address, isString)).toBe(true);
    expect(optional(a.call_data, isString)).toBe(true);
    checkToken(a.token);
    checkNetwork(a.network);
  }
  if (quote !== undefined) checkQuote(quote);
}

function checkDetailedQuote(output: unknown) {
  expect(Array.isArray(output)).toBe(true);
  for (const entry of output as unknown[]) {
    expect(isRecord(entry)).toBe(true);
    const e = entry as Record<string, unknown>;
    for (const key of ['min_amount', 'max_amount']) expect(optional(e[key], isFiniteNumber), key).toBe(true);
  }
}

// ---------------------------------------------------------------------------------------------
// Shapes: the real fixtures, then the sandbox's responses.
// ---------------------------------------------------------------------------------------------

const route = {
  source_network: 'ETHEREUM_MAINNET',
  source_token: 'ETH',
  destination_network: 'ARBITRUM_MAINNET',
  destination_token: 'ETH',
};
const getSwap = (client: ApiClient) => client.getSwap('fuzzed-swap');
const listCalls = [
  ['networks', (client: ApiClient) => client.getNetworks()],
  ['sources', (client: ApiClient) => client.getSources()],
  ['destinations', (client: ApiClient) => client.getDestinations()],
] as const;

const fixtureDir = join(import.meta.dirname, '__fixtures__', 'real');
const fixture = (file: string): Json => JSON.parse(readFileSync(join(fixtureDir, file), 'utf8')) as Json;

function fixtureShapes(): Shape[] {
  const refunded = fixture('swap.refunded.docs.json') as { data: { swap: Json } };
  /** The documented deposit actions alone are not responses: each goes in a swap response. */
  const withAction = (action: Json): Json => ({
    data: { swap: refunded.data.swap, deposit_actions: [action] },
  });
  const actionsOf = (file: string): Json[] => {
    const body = fixture(file);
    return isRecord(body) && Array.isArray(body.deposit_actions) ? (body.deposit_actions as Json[]) : [body];
  };
  return [
    ...listCalls.map(([name, call]) => ({
      name: `fixture networks.entry.SOLANA_MAINNET → ${name}`,
      body: fixture('networks.entry.SOLANA_MAINNET.json'),
      call,
      check: checkNetworkList,
    })),
    {
      name: 'fixture quote.SOLANA_MAINNET-USDC_to_ARBITRUM_MAINNET-USDC',
      body: fixture('quote.SOLANA_MAINNET-USDC_to_ARBITRUM_MAINNET-USDC.json'),
      call: (client) => client.getQuote({ ...route, amount: '10' }),
      check: checkQuoteResponse,
    },
    {
      name: 'fixture swap.refunded',
      body: fixture('swap.refunded.docs.json'),
      call: getSwap,
      check: checkSwapResponse,
    },
    {
      name: 'fixture swap.user_transfer_pending',
      body: fixture('swap.user_transfer_pending.evm-sepolia.storybook-mock.json'),
      call: (client) =>
        client.createSwap({
          ...route,
          destination_address: '0x5f4025cb72997d971e101a8fef19422e696b4162',
          amount: '0.000373',
        }),
      check: checkSwapResponse,
    },
    ...[
      'deposit_action.bitcoin.docs.json',
      'deposit_action.solana.docs.json',
      'deposit_action.depository-erc20.docs.json',
      'deposit_action.depository-native.docs.json',
      'deposit_action.gasless-sign.docs.json',
    ].map((file) => ({
      name: `fixture ${file.replace(/\.json$/, '')} (in a swap response)`,
      body: withAction(actionsOf(file)[0] ?? null),
      call: getSwap,
      check: checkSwapResponse,
    })),
    {
      name: 'fixture detailed_quote.sdk-test-stub',
      body: fixture('detailed_quote.sdk-test-stub.json'),
      call: (client) => client.getDetailedQuote(route),
      check: checkDetailedQuote,
    },
    {
      name: 'fixture error.bad-request (HTTP 400)',
      body: fixture('error.bad-request.sdk-test.json'),
      status: 400,
      call: (client) => client.getQuote({ ...route, amount: '1' }),
      check: checkQuoteResponse,
    },
  ];
}

const EVM_USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_USER = '6H7GCfCx8JMUACbmSYZjConeJGzViPHhMvvYak5SDDBe';

async function sandboxShapes(sandbox: TestSandbox): Promise<Shape[]> {
  const get = async (path: string): Promise<Json> => {
    const response = await sandbox.call(path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as Json;
  };
  const create = async (body: Record<string, unknown>): Promise<{ id: string; body: Json }> => {
    const response = await sandbox.call('/api/v2/swaps', { body });
    const json = (await response.json()) as { data: { swap: { id: string } } };
    expect(response.status, JSON.stringify(json)).toBe(200);
    return { id: json.data.swap.id, body: json as unknown as Json };
  };
  const query = new URLSearchParams({ ...route, amount: '0.5', use_deposit_address: 'true' }).toString();
  const shapes: Shape[] = [];
  for (const [name, call] of listCalls) {
    shapes.push({
      name: `sandbox ${name}`,
      body: await get(`/api/v2/${name}`),
      call,
      check: checkNetworkList,
    });
  }
  shapes.push({
    name: 'sandbox quote',
    body: await get(`/api/v2/quote?${query}`),
    call: (client) => client.getQuote({ ...route, amount: '0.5' }),
    check: checkQuoteResponse,
  });
  shapes.push({
    name: 'sandbox detailed_quote',
    body: await get(`/api/v2/detailed_quote?${new URLSearchParams(route).toString()}`),
    call: (client) => client.getDetailedQuote(route),
    check: checkDetailedQuote,
  });

  const manual = await create({
    ...route,
    destination_address: EVM_USER,
    amount: '0.5',
    use_deposit_address: true,
  });
  shapes.push({
    name: 'sandbox create swap (EVM, deposit address)',
    body: manual.body,
    call: getSwap,
    check: checkSwapResponse,
  });
  // The same swap later: deposit seen, output sent, completed, with its transactions.
  await sandbox.call(`/sandbox/swaps/${manual.id}/deposit`, { body: {} });
  sandbox.clock.advance(60 * 60 * 1000);
  shapes.push({
    name: 'sandbox swap completed',
    body: await get(`/api/v2/swaps/${manual.id}`),
    call: getSwap,
    check: checkSwapResponse,
  });

  const failing = await create({
    ...route,
    destination_address: EVM_USER,
    amount: '0.4',
    use_deposit_address: true,
  });
  await sandbox.call(`/sandbox/swaps/${failing.id}/scenario`, { body: { scenario: 'fail' } });
  await sandbox.call(`/sandbox/swaps/${failing.id}/deposit`, { body: {} });
  sandbox.clock.advance(60 * 60 * 1000);
  shapes.push({
    name: 'sandbox swap failed (fail_reason)',
    body: await get(`/api/v2/swaps/${failing.id}`),
    call: getSwap,
    check: checkSwapResponse,
  });

  const bitcoin = await create({
    source_network: 'BITCOIN_MAINNET',
    source_token: 'BTC',
    destination_network: 'ARBITRUM_MAINNET',
    destination_token: 'WBTC',
    destination_address: EVM_USER,
    refund_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    amount: '0.1',
    use_deposit_address: true,
  });
  shapes.push({
    name: 'sandbox create swap (Bitcoin)',
    body: bitcoin.body,
    call: getSwap,
    check: checkSwapResponse,
  });

  const solana = await create({
    source_network: 'SOLANA_MAINNET',
    source_token: 'SOL',
    destination_network: 'ETHEREUM_MAINNET',
    destination_token: 'ETH',
    source_address: SOLANA_USER,
    refund_address: SOLANA_USER,
    destination_address: EVM_USER,
    amount: '2',
    use_deposit_address: false,
  });
  shapes.push({
    name: 'sandbox create swap (Solana wallet)',
    body: solana.body,
    call: getSwap,
    check: checkSwapResponse,
  });
  return shapes;
}

// ---------------------------------------------------------------------------------------------
// Mutations.
// ---------------------------------------------------------------------------------------------

/** Every path in `value`, the root included. */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) out.push(...pathsOf(item, [...prefix, i]));
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) out.push(...pathsOf(item as Json, [...prefix, key]));
  }
  return out;
}

type Change = 'drop' | 'null' | 'number' | 'string' | 'object' | 'array' | 'boolean';

/** Values of another type than the one at the path (the generator draws among them). */
const REPLACEMENTS: Record<Exclude<Change, 'drop' | 'null'>, readonly Json[]> = {
  number: [0, -1, 1, 1.5, 1e308, -1e-308, 2 ** 53 + 1, 256, 42],
  string: ['', 'x', '0', '1', 'null', 'NaN', '-1', '1e400', '<b>x</b>'],
  object: [{}, { a: 1 }, { id: null }],
  array: [[], [null], [1, 'a'], [{}]],
  boolean: [true, false],
};

interface Mutation {
  path: Path;
  change: Change;
  value: Json;
}

function mutate(body: Json, mutations: readonly Mutation[]): Json {
  let root = structuredClone(body);
  for (const { path, change, value } of mutations) {
    if (path.length === 0) {
      root = change === 'drop' ? {} : change === 'null' ? null : value;
      continue;
    }
    let parent: Json = root;
    for (const step of path.slice(0, -1)) {
      if (parent === null || typeof parent !== 'object') break;
      parent = (parent as Record<string | number, Json>)[step] ?? null;
    }
    if (parent === null || typeof parent !== 'object') continue; // an earlier mutation removed it
    const last = path[path.length - 1] as string | number;
    if (Array.isArray(parent) && typeof last === 'number') {
      if (last >= parent.length) continue;
      if (change === 'drop') parent.splice(last, 1);
      else parent[last] = change === 'null' ? null : value;
    } else if (!Array.isArray(parent) && typeof last === 'string') {
      if (!(last in parent)) continue;
      if (change === 'drop') delete parent[last];
      else parent[last] = change === 'null' ? null : value;
    }
  }
  return root;
}

function mutationsOf(body: Json): fc.Arbitrary<Mutation[]> {
  const paths = pathsOf(body);
  const one = fc
    .record({
      path: fc.constantFrom(...paths),
      change: fc.constantFrom<Change>('drop', 'null', 'number', 'string', 'object', 'array', 'boolean'),
      pick: fc.nat(),
    })
    .map(({ path, change, pick }): Mutation => {
      const choices = change === 'drop' || change === 'null' ? [null] : REPLACEMENTS[change];
      return { path, change, value: choices[pick % choices.length] ?? null };
    });
  return fc.array(one, { minLength: 1, maxLength: 3 });
}

// ---------------------------------------------------------------------------------------------
// The run.
// ---------------------------------------------------------------------------------------------

let sandbox: TestSandbox;
let shapes: Shape[] = [];
const figures = { tried: 0, parsed: 0, malformed: 0, envelopeError: 0, errorFixture: 0 };

beforeAll(async () => {
  sandbox = await startTestSandbox();
  shapes = [...fixtureShapes(), ...(await sandboxShapes(sandbox))];
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
  console.info(
    `fuzzed responses: ${figures.tried} tried over ${shapes.length} shapes (${figures.parsed} parsed, ${figures.malformed} MALFORMED_RESPONSE, ${figures.envelopeError} service errors from a mutated envelope error field, ${figures.errorFixture} from the error fixture), 0 uncaught exceptions`,
  );
});

describe('the client survives fuzzed responses', () => {
  it('every shape parses unmutated (the seeds are good)', async () => {
    expect(shapes.length).toBeGreaterThanOrEqual(20);
    for (const shape of shapes) {
      const fake = createFakeFetch(() => jsonResponse(shape.body, { status: shape.status ?? 200 }));
      const client = createApiClient({ baseUrl: 'https://svc.test', apiKey: 'k', fetch: fake.fetch });
      if (shape.status === 400) {
        await expect(shape.call(client)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      } else {
        shape.check(await shape.call(client));
      }
    }
  });

  it(`${RUNS} mutations per shape: parsed data with the declared types, or MALFORMED_RESPONSE, never a crash`, async () => {
    for (const [index, shape] of shapes.entries()) {
      await fc.assert(
        fc.asyncProperty(mutationsOf(shape.body), async (mutations) => {
          figures.tried++;
          const body = mutate(shape.body, mutations);
          const fake = createFakeFetch(() =>
            jsonResponse(JSON.stringify(body), { status: shape.status ?? 200 }),
          );
          const client = createApiClient({ baseUrl: 'https://svc.test', apiKey: 'k', fetch: fake.fetch });
          let output: unknown;
          try {
            output = await shape.call(client);
          } catch (error) {
            const where = `${shape.name}: ${JSON.stringify(mutations)}`;
            expect(error, where).toBeInstanceOf(ApiError);
            const code = (error as ApiError).code;
            if (code === 'MALFORMED_RESPONSE') {
              figures.malformed++;
            } else if (shape.status === 400) {
              // The error fixture: whatever its mutations leave, an error of the service or HTTP.
              figures.errorFixture++;
            } else {
              // Only a mutated envelope `error` may turn a 200 response into another error.
              const touchesError = mutations.some((m) => m.path[0] === 'error');
              expect(touchesError, `${where} → ${code}: ${(error as Error).message}`).toBe(true);
              figures.envelopeError++;
            }
            return;
          }
          figures.parsed++;
          expect(shape.status ?? 200).toBe(200);
          shape.check(output);
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
    }
    expect(figures.tried).toBe(RUNS * shapes.length);
  }, 120_000);
});
