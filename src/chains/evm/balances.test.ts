import { describe, expect, it } from 'vitest';
import {
  BALANCE_OF_SELECTOR,
  balanceOfCallData,
  evmBalanceBatch,
  type JsonRpcRequest,
  parseEvmBalanceBatch,
  readEvmBalances,
} from './balances';

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const NODE = 'https://node.example/rpc';
const TOKENS = [
  { symbol: 'ETH', contract: null },
  { symbol: 'USDC', contract: USDC },
  { symbol: 'DAI', contract: DAI },
];

const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;

interface Call {
  url: string;
  init: RequestInit;
  body: JsonRpcRequest[];
}

/** A node that answers each batch with `answer(requests)` (or throws / returns a Response as given). */
function fakeNode(answer: (requests: JsonRpcRequest[]) => unknown | Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as JsonRpcRequest[];
    calls.push({ url: String(input), init: init ?? {}, body });
    const result = await answer(body);
    return result instanceof Response ? result : new Response(JSON.stringify(result), { status: 200 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** A well-behaved node: these balances, in the order it likes (reversed, to show ids are what count). */
function honest(balances: Record<string, bigint>) {
  return (requests: JsonRpcRequest[]) =>
    requests
      .map((request) => {
        if (request.method === 'eth_getBalance') {
          return { jsonrpc: '2.0', id: request.id, result: `0x${(balances.native ?? 0n).toString(16)}` };
        }
        const to = (request.params[0] as { to: string }).to;
        return { jsonrpc: '2.0', id: request.id, result: word(balances[to] ?? 0n) };
      })
      .reverse();
}

describe('the balance batch', () => {
  it('asks eth_getBalance for the native coin and balanceOf(owner) for each contract, in one array', () => {
    const batch = evmBalanceBatch(OWNER, TOKENS);
    expect(batch.requests).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [OWNER, 'latest'] },
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'eth_call',
        params: [{ to: USDC, data: balanceOfCallData(OWNER) }, 'latest'],
      },
      {
        jsonrpc: '2.0',
        id: 3,
        method: 'eth_call',
        params: [{ to: DAI, data: balanceOfCallData(OWNER) }, 'latest'],
      },
    ]);
    expect(balanceOfCallData(OWNER)).toBe(
      `${BALANCE_OF_SELECTOR}000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb92266`,
    );
    expect(balanceOfCallData(OWNER)).toHaveLength(2 + 8 + 64);
  });

  it('an all-zero contract is the native coin; a contract that is not an address is not asked', () => {
    const batch = evmBalanceBatch(OWNER, [
      { symbol: 'ETH', contract: '0x0000000000000000000000000000000000000000' },
      { symbol: 'BAD', contract: 'javascript:alert(1)' },
      { symbol: 'SHORT', contract: '0x1234' },
      { symbol: 'ETH', contract: USDC },
    ]);
    expect(batch.requests.map((request) => request.method)).toEqual(['eth_getBalance']);
    expect(batch.symbols).toEqual(['ETH', 'BAD', 'SHORT']);
  });

  it('asks nothing for an owner that is not an EVM address', async () => {
    const node = fakeNode(honest({}));
    const balances = await readEvmBalances({
      url: NODE,
      owner: 'not-an-address',
      tokens: TOKENS,
      fetch: node.fetch,
    });
    expect(node.calls).toHaveLength(0);
    expect([...balances]).toEqual([
      ['ETH', null],
      ['USDC', null],
      ['DAI', null],
    ]);
  });
});

describe('readEvmBalances', () => {
  it('sends ONE POST to the node and reads exact balances, whatever the answers’ order', async () => {
    const huge = (1n << 256n) - 1n;
    const node = fakeNode(honest({ native: 1_234_567_890_123_456_789n, [USDC]: 42_000_001n, [DAI]: huge }));
    const balances = await readEvmBalances({ url: NODE, owner: OWNER, tokens: TOKENS, fetch: node.fetch });
    expect(node.calls).toHaveLength(1);
    expect(node.calls[0]?.url).toBe(NODE);
    expect(node.calls[0]?.init.method).toBe('POST');
    expect(node.calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
    expect(node.calls[0]?.body).toHaveLength(3);
    expect(balances.get('ETH')).toBe(1_234_567_890_123_456_789n);
    expect(balances.get('USDC')).toBe(42_000_001n);
    expect(balances.get('DAI')).toBe(huge);
  });

  it('a hostile answer is unknown for that token only', async () => {
    const node = fakeNode((requests) => [
      // ETH: not hex.
      { jsonrpc: '2.0', id: 1, result: '1000' },
      // USDC: a short word (not exactly 32 bytes).
      { jsonrpc: '2.0', id: 2, result: '0x2a' },
      // DAI: fine.
      { jsonrpc: '2.0', id: 3, result: word(7n) },
      // An id that was never asked.
      { jsonrpc: '2.0', id: 99, result: word(5n) },
      ...requests.slice(3),
    ]);
    const balances = await readEvmBalances({ url: NODE, owner: OWNER, tokens: TOKENS, fetch: node.fetch });
    expect([...balances]).toEqual([
      ['ETH', null],
      ['USDC', null],
      ['DAI', 7n],
    ]);
  });

  it.each([
    ['a word longer than 32 bytes', { id: 2, result: `${word(1n)}00` }],
    ['a word with a non-hex digit', { id: 2, result: `0x${'0'.repeat(63)}g` }],
    ['a number instead of text', { id: 2, result: 5 }],
    ['an error', { id: 2, error: { code: -32000, message: 'execution reverted' } }],
    ['an error next to a result', { id: 2, result: word(3n), error: { code: 3, message: 'revert' } }],
    ['no result', { id: 2 }],
    ['an id as text', { id: '2', result: word(3n) }],
  ])('balanceOf answered with %s is unknown', async (_, entry) => {
    const node = fakeNode(() => [
      { jsonrpc: '2.0', id: 1, result: '0x0' },
      { jsonrpc: '2.0', ...entry },
      { jsonrpc: '2.0', id: 3, result: word(0n) },
    ]);
    const balances = await readEvmBalances({ url: NODE, owner: OWNER, tokens: TOKENS, fetch: node.fetch });
    expect([...balances]).toEqual([
      ['ETH', 0n],
      ['USDC', null],
      ['DAI', 0n],
    ]);
  });

  it('a native balance above a uint256, or not 0x-hex, is unknown', () => {
    const batch = evmBalanceBatch(OWNER, [{ symbol: 'ETH', contract: null }]);
    for (const result of [`0x1${'0'.repeat(64)}`, '0x', '-0x1', '0x-1', ' 0x1', 'NaN', '0x1e+5']) {
      expect(parseEvmBalanceBatch([{ id: 1, result }], batch).get('ETH'), result).toBeNull();
    }
    expect(parseEvmBalanceBatch([{ id: 1, result: `0x${'f'.repeat(64)}` }], batch).get('ETH')).toBe(
      (1n << 256n) - 1n,
    );
  });

  it('an id answered twice is unknown (which answer would be true?)', async () => {
    const node = fakeNode(() => [
      { jsonrpc: '2.0', id: 1, result: '0x1' },
      { jsonrpc: '2.0', id: 2, result: word(1n) },
      { jsonrpc: '2.0', id: 2, result: word(1_000_000n) },
      { jsonrpc: '2.0', id: 3, result: word(3n) },
    ]);
    const balances = await readEvmBalances({ url: NODE, owner: OWNER, tokens: TOKENS, fetch: node.fetch });
    expect([...balances]).toEqual([
      ['ETH', 1n],
      ['USDC', null],
      ['DAI', 3n],
    ]);
  });

  it.each([
    ['an HTTP error', () => new Response(JSON.stringify([{ id: 1, result: '0x1' }]), { status: 500 })],
    ['not JSON', () => new Response('<html>rate limited</html>', { status: 200 })],
    ['one object instead of an array', () => ({ jsonrpc: '2.0', id: 1, error: { code: -32600 } })],
    ['null', () => null],
    ['an array of nonsense', () => [null, 1, 'x', [], { id: null }]],
    ['an answer far too large', () => new Response(`[${' '.repeat(1_000_001)}]`, { status: 200 })],
    [
      'no connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('%s: every token is unknown, nothing is thrown', async (_, answer) => {
    const node = fakeNode(answer as () => unknown);
    const balances = await readEvmBalances({ url: NODE, owner: OWNER, tokens: TOKENS, fetch: node.fetch });
    expect(node.calls).toHaveLength(1);
    expect([...balances.values()]).toEqual([null, null, null]);
  });

  it('a node that does not answer in time: every token is unknown, and the request is aborted', async () => {
    let aborted = false;
    const fetch = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(init.signal?.reason);
        });
      })) as typeof globalThis.fetch;
    const started = Date.now();
    const balances = await readEvmBalances({ url: NODE, owner: OWNER, tokens: TOKENS, fetch, timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(aborted).toBe(true);
    expect([...balances.values()]).toEqual([null, null, null]);
  });

  it('the caller’s abort ends the read too', async () => {
    const controller = new AbortController();
    const fetch = ((_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof globalThis.fetch;
    const reading = readEvmBalances({
      url: NODE,
      owner: OWNER,
      tokens: TOKENS,
      fetch,
      signal: controller.signal,
    });
    controller.abort();
    expect([...(await reading).values()]).toEqual([null, null, null]);
  });

  it('asks nothing when no token can be asked', async () => {
    const node = fakeNode(honest({}));
    const balances = await readEvmBalances({
      url: NODE,
      owner: OWNER,
      tokens: [{ symbol: 'X', contract: 'nope' }],
      fetch: node.fetch,
    });
    expect(node.calls).toHaveLength(0);
    expect(balances.get('X')).toBeNull();
  });
});
