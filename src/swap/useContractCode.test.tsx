// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSwapsStore } from '../state/swaps';
import type { RouteEnd, SafeAddressStatus } from './useAddressSafety';
import { codeBlock, codeVerdict, forgetContractCode, useContractCode } from './useContractCode';
import { createBlockers, type RouteSite, useRouteForm } from './useRouteForm';
import {
  chooseEthereumToArbitrum,
  quotingService,
  READY_FACTS,
  serviceWrapper,
} from './useRouteForm.test-support';

// Unmount what each test rendered, so no timer of a hook fires after the file's DOM is gone.
afterEach(cleanup);

const SAFE = '0x41675C099F32341bf84BFc5382aF534df5C7461a';
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ETH_NODE = 'http://eth-node.test/';
const ARB_NODE = 'http://arb-node.test/';
const CODE = '0x6080604052';

const evmNetwork = (name: string, display: string, chainId: number, node: string) => ({
  name,
  display_name: display,
  type: 'evm',
  chain_id: chainId,
  node_url: node,
  tokens: [
    { symbol: 'ETH', decimals: 18, group: 'ETH', price_in_usd: 3000 },
    { symbol: 'USDC', decimals: 6, group: 'USDC', price_in_usd: 1, contract: `0x${'1'.repeat(40)}` },
  ],
});
const ETHEREUM = evmNetwork('ETHEREUM_MAINNET', 'Ethereum', 1, ETH_NODE);
const ARBITRUM = evmNetwork('ARBITRUM_MAINNET', 'Arbitrum One', 42161, ARB_NODE);
const SOLANA = {
  name: 'SOLANA_MAINNET',
  display_name: 'Solana',
  type: 'solana',
  node_url: 'http://sol.test/',
};

/** Per node, per lower-case address: the code it answers (missing: "0x"), or a Response to give. */
type Chains = Record<string, Record<string, string | Response>>;

/** The nodes, as the page's global fetch: every eth_getCode asked is written down. */
function stubNodes(chains: Chains) {
  const asked: { node: string; address: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const node = String(input);
    const request = JSON.parse(String(init?.body)) as { id: number; params: [string] };
    const address = request.params[0].toLowerCase();
    asked.push({ node, address });
    const answer = chains[node]?.[address] ?? '0x';
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: answer }));
  });
  return asked;
}

const valid = (address: string): SafeAddressStatus => ({ state: 'valid', normalized: address });
const end = (network: unknown, symbol = 'ETH') =>
  ({ network, token: { symbol, decimals: 18 } }) as unknown as RouteEnd;

beforeEach(() => {
  forgetContractCode();
  localStorage.clear();
  useSwapsStore.setState({ swaps: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('codeVerdict', () => {
  it('names what the two chains say', () => {
    expect(codeVerdict('contract', 'account')).toBe('contract');
    expect(codeVerdict('contract', 'contract')).toBe('contract');
    expect(codeVerdict('contract', null)).toBe('contract');
    expect(codeVerdict('account', 'contract')).toBe('elsewhere');
    expect(codeVerdict('account', 'account')).toBe('none');
    expect(codeVerdict('account', null)).toBe('none');
    expect(codeVerdict('account', 'unknown')).toBe('unknownThere');
    expect(codeVerdict('unknown', 'contract')).toBe('unknownHere');
    expect(codeVerdict('unknown', null)).toBe('unknownHere');
  });
});

describe('useContractCode', () => {
  it('code where the money goes: a note naming the network and the token', async () => {
    const asked = stubNodes({ [ARB_NODE]: { [SAFE.toLowerCase()]: CODE } });
    const { result } = renderHook(() => useContractCode(valid(SAFE), end(ARBITRUM, 'USDC'), end(ETHEREUM)));
    expect(result.current).toEqual({ kind: 'checking' });
    await waitFor(() =>
      expect(result.current).toEqual({ kind: 'contract', network: 'Arbitrum One', token: 'USDC' }),
    );
    // Both chains were read, each once.
    expect(asked).toEqual(
      expect.arrayContaining([
        { node: ARB_NODE, address: SAFE.toLowerCase() },
        { node: ETH_NODE, address: SAFE.toLowerCase() },
      ]),
    );
    expect(asked).toHaveLength(2);
  });

  it('code only on the other chain: the warning, which waits for its box', async () => {
    stubNodes({ [ETH_NODE]: { [SAFE.toLowerCase()]: CODE } });
    const { result } = renderHook(() => useContractCode(valid(SAFE), end(ARBITRUM), end(ETHEREUM)));
    await waitFor(() => expect(result.current.kind).toBe('elsewhere'));
    expect(result.current).toMatchObject({ network: 'Arbitrum One', other: 'Ethereum', acknowledged: false });
    expect(codeBlock(result.current)).toBe('unacknowledged');
    act(() => (result.current.kind === 'elsewhere' ? result.current.acknowledge(true) : undefined));
    expect(result.current).toMatchObject({ kind: 'elsewhere', acknowledged: true });
    expect(codeBlock(result.current)).toBeNull();
  });

  it('an account on both chains: nothing', async () => {
    stubNodes({});
    const { result } = renderHook(() => useContractCode(valid(WALLET), end(ARBITRUM), end(ETHEREUM)));
    expect(codeBlock(result.current)).toBe('checking');
    await waitFor(() => expect(result.current).toEqual({ kind: 'none' }));
    expect(codeBlock(result.current)).toBeNull();
  });

  it('a node that fails: a note that the address could not be checked there, no block', async () => {
    stubNodes({ [ARB_NODE]: { [WALLET.toLowerCase()]: new Response('busy', { status: 503 }) } });
    const { result } = renderHook(() => useContractCode(valid(WALLET), end(ARBITRUM), end(ETHEREUM)));
    await waitFor(() => expect(result.current).toEqual({ kind: 'unknown', network: 'Arbitrum One' }));
    expect(codeBlock(result.current)).toBeNull();
  });

  it('the other chain’s node fails: the note names it', async () => {
    stubNodes({ [ETH_NODE]: { [WALLET.toLowerCase()]: new Response('busy', { status: 503 }) } });
    const { result } = renderHook(() => useContractCode(valid(WALLET), end(ARBITRUM), end(ETHEREUM)));
    await waitFor(() => expect(result.current).toEqual({ kind: 'unknown', network: 'Ethereum' }));
  });

  it('a network with no node to ask: could not be checked', async () => {
    stubNodes({});
    const noNode = { ...ARBITRUM, node_url: undefined };
    const { result } = renderHook(() => useContractCode(valid(WALLET), end(noNode), end(ETHEREUM)));
    await waitFor(() => expect(result.current).toEqual({ kind: 'unknown', network: 'Arbitrum One' }));
  });

  it('a node the page’s policy refuses is not asked: could not be checked', async () => {
    const asked = stubNodes({});
    const meta = document.createElement('meta');
    meta.setAttribute('http-equiv', 'Content-Security-Policy');
    meta.setAttribute('content', `connect-src 'self' ${ETH_NODE}`);
    document.head.append(meta);
    try {
      const { result } = renderHook(() => useContractCode(valid(WALLET), end(ARBITRUM), end(ETHEREUM)));
      await waitFor(() => expect(result.current).toEqual({ kind: 'unknown', network: 'Arbitrum One' }));
      expect(asked.map((entry) => entry.node)).toEqual([ETH_NODE]);
    } finally {
      meta.remove();
    }
  });

  it('another family on the other side is not asked; another family here asks nothing', async () => {
    const asked = stubNodes({});
    const { result } = renderHook(() => useContractCode(valid(WALLET), end(ARBITRUM), end(SOLANA)));
    await waitFor(() => expect(result.current).toEqual({ kind: 'none' }));
    expect(asked).toEqual([{ node: ARB_NODE, address: WALLET.toLowerCase() }]);
    const solana = renderHook(() => useContractCode(valid(WALLET), end(SOLANA), end(ARBITRUM)));
    expect(solana.result.current).toEqual({ kind: 'none' });
    expect(asked).toHaveLength(1);
  });

  it('an address not valid (or refused) asks nothing', () => {
    const asked = stubNodes({});
    const { result } = renderHook(() =>
      useContractCode({ state: 'invalid', reason: 'no', lost: true }, end(ARBITRUM), end(ETHEREUM)),
    );
    expect(result.current).toEqual({ kind: 'none' });
    expect(asked).toHaveLength(0);
  });

  it('reads once the address settles, keeps answers per network and address, forgets the box', async () => {
    const asked = stubNodes({ [ETH_NODE]: { [SAFE.toLowerCase()]: CODE } });
    const { result, rerender } = renderHook(
      ({ address }: { address: string }) => useContractCode(valid(address), end(ARBITRUM), end(ETHEREUM)),
      { initialProps: { address: WALLET } },
    );
    await waitFor(() => expect(result.current).toEqual({ kind: 'none' }));
    expect(asked).toHaveLength(2);
    // Changed before it settled: the address in between is never asked.
    rerender({ address: OTHER });
    rerender({ address: SAFE });
    await waitFor(() => expect(result.current.kind).toBe('elsewhere'));
    expect(asked.slice(2).map((entry) => entry.address)).toEqual([SAFE.toLowerCase(), SAFE.toLowerCase()]);
    act(() => (result.current.kind === 'elsewhere' ? result.current.acknowledge(true) : undefined));
    rerender({ address: WALLET });
    await waitFor(() => expect(result.current).toEqual({ kind: 'none' }));
    // Back to the Safe: answered from what was read, and the box is to be ticked again.
    const before = asked.length;
    rerender({ address: SAFE });
    await waitFor(() => expect(result.current.kind).toBe('elsewhere'));
    expect(result.current).toMatchObject({ acknowledged: false });
    expect(asked).toHaveLength(before);
  });
});

describe('useRouteForm: contract code', () => {
  const OPEN_SIDE = { lockNetwork: false, lockToken: false, hidden: false };
  const SITE: RouteSite = { from: OPEN_SIDE, to: OPEN_SIDE, families: null };

  function setup(destinationAddress: string, refundAddress = '', toToken = 'ETH') {
    chooseEthereumToArbitrum(toToken, destinationAddress, refundAddress);
    const fake = quotingService([ETHEREUM, ARBITRUM]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return renderHook(() => useRouteForm(SITE), { wrapper: serviceWrapper(queryClient, fake.fetch) });
  }

  it('a Safe on the source chain only: Create waits for the box, then is offered', async () => {
    stubNodes({ [ETH_NODE]: { [SAFE.toLowerCase()]: CODE } });
    const { result } = setup(SAFE);
    await waitFor(() => expect(result.current.blocker).toBe('route.blockContractAcknowledge'), {
      timeout: 10_000,
    });
    expect(result.current.order).toBeNull();
    const code = result.current.addresses.destinationCode;
    act(() => (code.kind === 'elsewhere' ? code.acknowledge(true) : undefined));
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 10_000 });
    expect(result.current.order?.destination.address).toBe(SAFE);
  });

  it('a contract on the destination chain is named, and Create is offered', async () => {
    stubNodes({ [ARB_NODE]: { [SAFE.toLowerCase()]: CODE } });
    const { result } = setup(SAFE);
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 10_000 });
    expect(result.current.addresses.destinationCode).toEqual({
      kind: 'contract',
      network: 'Arbitrum One',
      token: 'ETH',
    });
  });

  it('a refund address that is a contract on the destination only is warned about', async () => {
    stubNodes({ [ARB_NODE]: { [SAFE.toLowerCase()]: CODE } });
    // USDC as the destination token: the route swaps assets, so a refund address is asked for.
    const { result } = setup(WALLET, SAFE, 'USDC');
    await waitFor(() => expect(result.current.blocker).toBe('route.blockContractAcknowledge'), {
      timeout: 10_000,
    });
    expect(result.current.addresses.refundCode).toMatchObject({
      kind: 'elsewhere',
      network: 'Ethereum',
      other: 'Arbitrum One',
    });
    expect(result.current.addresses.destinationCode).toEqual({ kind: 'none' });
  });
});

describe('createBlockers: contract code', () => {
  const ok = READY_FACTS;
  it('waits for the read and for the box, for either address', () => {
    expect(createBlockers({ ...ok, destinationCode: 'checking' })).toEqual(['route.blockContractChecking']);
    expect(createBlockers({ ...ok, refundCode: 'unacknowledged' })).toEqual([
      'route.blockContractAcknowledge',
    ]);
    expect(createBlockers({ ...ok, destinationCode: null, refundCode: null })).toEqual([]);
    // An address that is not valid is said as such, not as a contract to check.
    expect(createBlockers({ ...ok, destinationValid: false, destinationCode: 'checking' })).toEqual([
      'route.blockDestination',
    ]);
    expect(createBlockers({ ...ok, needsRefund: false, refundCode: 'unacknowledged' })).toEqual([]);
  });
});
