import { describe, expect, it } from 'vitest';
import type { RouteNetwork, Swap } from '../api/types';
import { expectedFromChoice, expectedFromSwap } from './expected';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DEPOSITORY = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const SOURCES = [
  {
    name: 'LOCAL_A',
    type: 'evm',
    chain_id: '31337',
    metadata: { depository_contract: DEPOSITORY },
    tokens: [
      { symbol: 'ETH', contract: null, decimals: 18 },
      { symbol: 'USDC', contract: USDC, decimals: 6 },
    ],
  },
  {
    name: 'FUEL_MAINNET',
    type: 'fuel',
    chain_id: '9889',
    metadata: { base_asset_id: `0x${'f8'.repeat(32)}` },
    tokens: [{ symbol: 'ETH', contract: null, decimals: 9 }],
  },
  // The lists write "no contract" as null; the parsed type says missing.
] as unknown as RouteNetwork[];

function swap(patch: Partial<Swap> = {}): Swap {
  return {
    id: 's1',
    source_network: { name: 'LOCAL_A', type: 'evm' },
    source_token: { symbol: 'USDC', contract: USDC.toLowerCase(), decimals: 9 },
    destination_network: { name: 'SOLANA_MAINNET' },
    destination_token: { symbol: 'USDC' },
    destination_address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    requested_amount: 12.5,
    transactions: [],
    ...patch,
  } as Swap;
}

describe('expectedFromChoice', () => {
  it('writes down the route lists’ network and token and the typed amount in base units', () => {
    const network = SOURCES[0] as RouteNetwork;
    const token = network.tokens?.[1];
    if (!token) throw new Error('fixture');
    expect(
      expectedFromChoice({ network, token, amount: '0.000001', destination: { network: 'X', address: 'a' } }),
    ).toEqual({
      origin: 'created',
      network: { name: 'LOCAL_A', family: 'evm', chainId: '31337' },
      token: { symbol: 'USDC', contract: USDC, decimals: 6 },
      amount: '1',
      destination: { network: 'X', address: 'a' },
      depository: DEPOSITORY,
      baseAssetId: null,
    });
  });

  it('keeps the Fuel base asset id the lists give, and null for a native token', () => {
    const network = SOURCES[1] as RouteNetwork;
    const token = network.tokens?.[0];
    if (!token) throw new Error('fixture');
    const expected = expectedFromChoice({
      network,
      token,
      amount: '1',
      destination: { network: 'X', address: 'a' },
    });
    expect(expected.baseAssetId).toBe(`0x${'f8'.repeat(32)}`);
    expect(expected.token.contract).toBeNull();
    expect(expected.amount).toBe('1000000000');
  });
});

describe('expectedFromSwap', () => {
  it('takes the decimals from the route lists, not from the swap (which says 9 for a 6-decimal token)', () => {
    const derived = expectedFromSwap(swap(), SOURCES);
    expect(derived).toMatchObject({
      ok: true,
      expected: {
        origin: 'confirmed',
        token: { symbol: 'USDC', contract: USDC, decimals: 6 },
        amount: '12500000',
        destination: { network: 'SOLANA_MAINNET', address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
      },
    });
  });

  it('finds the native token by its missing contract', () => {
    const derived = expectedFromSwap(
      swap({
        source_token: { symbol: 'ETH', contract: null, decimals: 18 } as never,
        requested_amount: 0.05,
      }),
      SOURCES,
    );
    expect(derived.ok && derived.expected.amount).toBe('50000000000000000');
  });

  it.each([
    ['network', swap({ source_network: { name: 'UNLISTED' } as never })],
    ['token', swap({ source_token: { symbol: 'USDC', contract: `0x${'2'.repeat(40)}` } as never })],
    ['amount', swap({ requested_amount: 0.0000001 })],
    ['amount', swap({ requested_amount: 0 })],
    ['destination', swap({ destination_address: undefined })],
  ] as const)('cannot derive when the %s does not check out', (reason, bad) => {
    expect(expectedFromSwap(bad, SOURCES)).toEqual({ ok: false, reason });
  });

  it('cannot derive without route lists', () => {
    expect(expectedFromSwap(swap(), undefined)).toEqual({ ok: false, reason: 'network' });
  });
});
