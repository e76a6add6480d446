import { describe, expect, it } from 'vitest';
import { parseCodeAnswer, readEvmCode } from './code';

const SAFE = '0x41675C099F32341bf84BFc5382aF534df5C7461a';
const NODE = 'https://node.example/rpc';
/** A Safe proxy's runtime code begins so; any bytes do here. */
const CODE = '0x608060405273ffffffffffffffffffffffffffffffffffffffff600054167fa619486e';

interface Call {
  url: string;
  init: RequestInit;
  body: { jsonrpc: string; id: number; method: string; params: unknown[] };
}

/** A node answering each request with `answer(request)`: a JSON value, or a Response as given. */
function fakeNode(answer: (request: Call['body']) => unknown) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Call['body'];
    calls.push({ url: String(input), init: init ?? {}, body });
    const result = await answer(body);
    return result instanceof Response ? result : new Response(JSON.stringify(result), { status: 200 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const answer = (result: unknown, extra: Record<string, unknown> = {}) => ({
  jsonrpc: '2.0',
  id: 1,
  result,
  ...extra,
});

describe('readEvmCode', () => {
  it('asks eth_getCode for the address at the latest block, once, without cookies', async () => {
    const node = fakeNode(() => answer(CODE));
    expect(await readEvmCode({ url: NODE, address: SAFE }, { fetch: node.fetch })).toBe('contract');
    expect(node.calls).toHaveLength(1);
    expect(node.calls[0]?.url).toBe(NODE);
    expect(node.calls[0]?.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getCode',
      params: [SAFE, 'latest'],
    });
    expect(node.calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  });

  it('"0x" is an account', async () => {
    const node = fakeNode(() => answer('0x'));
    expect(await readEvmCode({ url: NODE, address: SAFE }, { fetch: node.fetch })).toBe('account');
  });

  it('an EIP-7702 delegation is an account: its key holds it on every chain', async () => {
    const node = fakeNode(() => answer(`0xef0100${'ab'.repeat(20)}`));
    expect(await readEvmCode({ url: NODE, address: SAFE }, { fetch: node.fetch })).toBe('account');
    // One byte more is no delegation designator: code.
    expect(parseCodeAnswer(answer(`0xef0100${'ab'.repeat(21)}`))).toBe('contract');
  });

  it.each([
    ['odd hex digits', answer('0x123')],
    ['not hex', answer('0xzz')],
    ['no 0x', answer('6080')],
    ['a number', answer(0)],
    ['null result', answer(null)],
    ['an error beside a result', answer(CODE, { error: { code: -32000, message: 'no' } })],
    ['an error alone', { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no method' } }],
    ['another id', { jsonrpc: '2.0', id: 2, result: CODE }],
    ['a string id', { jsonrpc: '2.0', id: '1', result: CODE }],
    ['a batch', [answer(CODE)]],
    ['text', 'hello'],
    ['null', null],
  ])('a malformed answer (%s) is unknown', async (_name, body) => {
    const node = fakeNode(() => body);
    expect(await readEvmCode({ url: NODE, address: SAFE }, { fetch: node.fetch })).toBe('unknown');
  });

  it('an HTTP error, a body that is not JSON, or a refused connection is unknown', async () => {
    const http = fakeNode(() => new Response(JSON.stringify(answer(CODE)), { status: 500 }));
    expect(await readEvmCode({ url: NODE, address: SAFE }, { fetch: http.fetch })).toBe('unknown');
    const text = fakeNode(() => new Response('<html>busy</html>', { status: 200 }));
    expect(await readEvmCode({ url: NODE, address: SAFE }, { fetch: text.fetch })).toBe('unknown');
    const refused = fakeNode(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await readEvmCode({ url: NODE, address: SAFE }, { fetch: refused.fetch })).toBe('unknown');
  });

  it('a node that does not answer in time is unknown', async () => {
    const silent = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const started = Date.now();
    expect(await readEvmCode({ url: NODE, address: SAFE }, { fetch: silent, timeoutMs: 50 })).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('the caller’s abort ends the read as unknown', async () => {
    const silent = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    const controller = new AbortController();
    const read = readEvmCode({ url: NODE, address: SAFE, signal: controller.signal }, { fetch: silent });
    controller.abort();
    expect(await read).toBe('unknown');
  });

  it('an answer too large to read is unknown', async () => {
    const node = fakeNode(() => answer(`0x${'60'.repeat(600_000)}`));
    expect(await readEvmCode({ url: NODE, address: SAFE }, { fetch: node.fetch })).toBe('unknown');
  });

  it('asks nothing for what is not an EVM address', async () => {
    const node = fakeNode(() => answer(CODE));
    expect(await readEvmCode({ url: NODE, address: '0x1234' }, { fetch: node.fetch })).toBe('unknown');
    expect(node.calls).toHaveLength(0);
  });
});
