// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteNetwork, RouteToken } from '../api/types';
import type { JsonRpcRequest } from '../chains/evm/balances';
import type { FamilyWallet } from '../chains/kit/contract';
import {
  BALANCES_KEY,
  type Balances,
  balancesKey,
  balanceText,
  balanceTokens,
  heldFirst,
  holdsAny,
  readWalletBalances,
  refreshBalances,
  useHeldNetworks,
  useTokenBalances,
  WALLET_BALANCE_KEY,
} from './useBalances';

const fake = vi.hoisted(() => ({ wallets: {} as Record<string, unknown> }));
vi.mock('../wallets/host', () => ({
  useLoadedWallet: (family: string | undefined) => (family ? (fake.wallets[family] ?? null) : null),
}));

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;

function evmNetwork(name: string, node: string | undefined, tokens: RouteToken[]): RouteNetwork {
  return { name, type: 'evm', ...(node ? { node_url: node } : {}), tokens };
}
const ETH = { symbol: 'ETH', decimals: 18, source_rank: 0 };
const USDC_TOKEN = { symbol: 'USDC', contract: USDC, decimals: 6, source_rank: 1 };

describe('heldFirst', () => {
  const tokens = ['A', 'B', 'C', 'D', 'E'].map((symbol) => ({ symbol }));
  it('puts held tokens first and keeps the given order within each group', () => {
    const balances: Balances = new Map([
      ['A', 0n],
      ['B', 5n],
      ['C', null],
      ['D', 1n],
    ]);
    expect(heldFirst(tokens, balances).map((token) => token.symbol)).toEqual(['B', 'D', 'A', 'C', 'E']);
  });

  it('with nothing held (or nothing read), the list is the same list', () => {
    expect(heldFirst(tokens, undefined)).toBe(tokens);
    expect(heldFirst(tokens, new Map([['A', 0n]]))).toBe(tokens);
    expect(holdsAny(new Map([['A', null]]))).toBe(false);
    expect(holdsAny(new Map([['A', 1n]]))).toBe(true);
  });
});

describe('balanceText', () => {
  it('every digit in `exact`; `short` cut to 6 significant decimals, never rounded up', () => {
    expect(balanceText(9_999_999_832_154_000_000_001n, 18)).toEqual({
      exact: '9999.999832154000000001',
      short: '9999.999832',
      shortened: true,
    });
    // 0.9999999 would round up to 1: it is cut instead.
    expect(balanceText(999_999_900_000_000_000n, 18)?.short).toBe('0.999999');
    // A small balance keeps 6 digits after its leading zeros.
    expect(balanceText(12_345_678_901n, 18)).toEqual({
      exact: '0.000000012345678901',
      short: '0.0000000123456',
      shortened: true,
    });
    expect(balanceText(1_000_000_000_000_000_000_000_000n, 18)).toEqual({
      exact: '1000000',
      short: '1000000',
      shortened: false,
    });
    expect(balanceText(1_500_000n, 6)).toEqual({ exact: '1.5', short: '1.5', shortened: false });
    // Cut digits that are all zeros leave no trailing zeros.
    expect(balanceText(1_000_000_100n, 9)?.short).toBe('1');
    expect(balanceText(0n, 18)).toEqual({ exact: '0', short: '0', shortened: false });
  });

  it('without decimals, nothing to write', () => {
    expect(balanceText(5n, undefined)).toBeNull();
    expect(balanceText(5n, -1)).toBeNull();
  });
});

describe('balanceTokens', () => {
  it('the active tokens in the source order, the first ones only', () => {
    const network: RouteNetwork = {
      name: 'N',
      tokens: [
        { symbol: 'C', source_rank: 3 },
        { symbol: 'OFF', source_rank: 0, status: 'inactive' },
        { symbol: 'A', source_rank: 1 },
        { symbol: 'B' },
      ],
    };
    expect(balanceTokens(network, 10).map((token) => token.symbol)).toEqual(['A', 'C', 'B']);
    expect(balanceTokens(network, 2).map((token) => token.symbol)).toEqual(['A', 'C']);
  });
});

describe('readWalletBalances (families other than EVM, through the loaded wallet module)', () => {
  it('reads each of the first 20 tokens; a failure, nonsense or a slow answer is unknown', async () => {
    const tokens = Array.from({ length: 25 }, (_, index) => ({ symbol: `T${index}`, source_rank: index }));
    const asked: string[] = [];
    const wallet = {
      readBalance: (_: unknown, token: { symbol: string }) => {
        asked.push(token.symbol);
        switch (token.symbol) {
          case 'T1':
            return Promise.reject(new Error('node down'));
          case 'T2':
            return Promise.resolve(-1n);
          case 'T3':
            return Promise.resolve('12' as unknown as bigint);
          case 'T4':
            return new Promise<bigint>(() => undefined);
          case 'T5':
            return Promise.resolve(null);
          default:
            return Promise.resolve(BigInt(token.symbol.slice(1)) * 10n);
        }
      },
    };
    const balances = await readWalletBalances(
      wallet,
      { name: 'SOL', type: 'solana', tokens },
      { timeoutMs: 50 },
    );
    expect(asked).toHaveLength(20);
    expect(balances.size).toBe(20);
    expect(balances.get('T0')).toBe(0n);
    expect([1, 2, 3, 4, 5].map((n) => balances.get(`T${n}`))).toEqual([null, null, null, null, null]);
    expect(balances.get('T19')).toBe(190n);
    expect(balances.has('T20')).toBe(false);
  });
});

const NETWORKS = [
  evmNetwork('HELD', 'https://held.node.test', [ETH, USDC_TOKEN]),
  evmNetwork('EMPTY', 'https://empty.node.test', [ETH, USDC_TOKEN]),
  evmNetwork('NO_NODE', undefined, [ETH]),
  evmNetwork('BAD_NODE', 'javascript:alert(1)', [ETH]),
  { name: 'SOLANA', type: 'solana', node_url: 'https://solana.node.test', tokens: [{ symbol: 'SOL' }] },
];

function Held({ side }: { side: 'from' | 'to' }) {
  const held = useHeldNetworks(NETWORKS, side);
  return <p data-testid="held">{[...held].join(',')}</p>;
}

function Tokens({ network, side }: { network: RouteNetwork; side: 'from' | 'to' }) {
  const balances = useTokenBalances(network, side);
  return (
    <p data-testid="tokens">
      {balances ? [...balances].map(([symbol, value]) => `${symbol}=${String(value)}`).join(',') : 'none'}
    </p>
  );
}

describe('the balance hooks', () => {
  let requests: { url: string; body: JsonRpcRequest[] }[];
  let client: QueryClient;

  beforeEach(() => {
    requests = [];
    client = new QueryClient();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as JsonRpcRequest[];
      requests.push({ url: String(input), body });
      const held = String(input).includes('held');
      return new Response(
        JSON.stringify(
          body.map((request) => ({
            jsonrpc: '2.0',
            id: request.id,
            result: request.method === 'eth_getBalance' ? '0x0' : word(held ? 7_000_000n : 0n),
          })),
        ),
      );
    });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fake.wallets = {};
  });

  const renderIn = (node: React.ReactNode) =>
    render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);

  it('marks the EVM networks that hold something: one batch per EVM network with a usable node', async () => {
    fake.wallets.evm = { family: 'evm', address: OWNER };
    const view = renderIn(<Held side="from" />);
    await waitFor(() => expect(view.getByTestId('held').textContent).toBe('HELD'));
    expect(requests.map((request) => request.url).sort()).toEqual([
      'https://empty.node.test',
      'https://held.node.test',
    ]);
    expect(requests.every((request) => request.body.length === 2)).toBe(true);
    expect(client.getQueryData(balancesKey('evm', OWNER, 'HELD', [ETH, USDC_TOKEN]))).toEqual(
      new Map([
        ['ETH', 0n],
        ['USDC', 7_000_000n],
      ]),
    );
  });

  it('reads nothing without a connected EVM wallet, or on the To side', async () => {
    fake.wallets.evm = { family: 'evm', address: null };
    renderIn(<Held side="from" />);
    cleanup();
    fake.wallets.evm = { family: 'evm', address: OWNER };
    renderIn(
      <>
        <Held side="to" />
        <Tokens side="to" network={NETWORKS[0] as RouteNetwork} />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('a token list shares its network’s batch with the network list (one request)', async () => {
    fake.wallets.evm = { family: 'evm', address: OWNER };
    const view = renderIn(
      <>
        <Held side="from" />
        <Tokens side="from" network={NETWORKS[0] as RouteNetwork} />
      </>,
    );
    await waitFor(() => expect(view.getByTestId('tokens').textContent).toBe('ETH=0,USDC=7000000'));
    expect(requests.filter((request) => request.url === 'https://held.node.test')).toHaveLength(1);
  });

  it('a list narrowed to fewer of a network’s tokens does not stand in for the full one', async () => {
    fake.wallets.evm = { family: 'evm', address: OWNER };
    const narrowed = evmNetwork('HELD', 'https://held.node.test', [ETH]);
    const first = renderIn(<Tokens side="from" network={narrowed} />);
    await waitFor(() => expect(first.getByTestId('tokens').textContent).toBe('ETH=0'));
    cleanup();
    const full = renderIn(<Tokens side="from" network={NETWORKS[0] as RouteNetwork} />);
    await waitFor(() => expect(full.getByTestId('tokens').textContent).toBe('ETH=0,USDC=7000000'));
    expect(requests.map((request) => request.body.length)).toEqual([1, 2]);
  });

  it('another family reads through its loaded wallet module, never through the EVM batch', async () => {
    const readBalance = vi.fn(async () => 42n);
    fake.wallets.solana = { family: 'solana', address: 'So1ana', readBalance } as Partial<FamilyWallet>;
    const view = renderIn(<Tokens side="from" network={NETWORKS[4] as RouteNetwork} />);
    await waitFor(() => expect(view.getByTestId('tokens').textContent).toBe('SOL=42'));
    expect(readBalance).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([]);
    expect(client.getQueryData(balancesKey('solana', 'So1ana', 'SOLANA', [{ symbol: 'SOL' }]))).toBeDefined();
  });

  it('a family whose wallet module is not loaded shows nothing and loads nothing', async () => {
    const view = renderIn(<Tokens side="from" network={NETWORKS[4] as RouteNetwork} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.getByTestId('tokens').textContent).toBe('none');
  });

  it('refreshBalances invalidates the pickers’ balances and the route step’s', () => {
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    refreshBalances(client);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      BALANCES_KEY,
      WALLET_BALANCE_KEY,
    ]);
    expect(balancesKey('evm', OWNER, 'HELD', [ETH, USDC_TOKEN])).toEqual([
      'portage',
      'balances',
      'evm',
      OWNER,
      'HELD',
      'ETH,USDC',
    ]);
    expect(WALLET_BALANCE_KEY).toEqual(['portage', 'wallet-balance']);
  });
});
