/** The local networks join a catalog of their own, first, and route only to each other. */
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors';
import {
  createCatalog,
  DEFAULT_CATALOG,
  LOCAL_EVM_CHAINS,
  listNetworks,
  localEvmNetwork,
  NETWORKS,
} from './index';

const TOKEN = '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A';
const local = LOCAL_EVM_CHAINS.map((spec, index) =>
  localEvmNetwork({
    name: spec.name,
    displayName: spec.displayName,
    chainId: spec.chainId,
    nodeUrl: `http://127.0.0.1:${9545 + index}`,
    tokenContract: TOKEN,
  }),
);
const catalog = createCatalog({ localNetworks: local });
type Listed = { name: string; tokens: { symbol: string }[] };

describe('a catalog with the local networks', () => {
  it('describes them as EVM networks with ETH and the test token', () => {
    expect(local.map((network) => [network.name, network.display_name, network.chain_id])).toEqual([
      ['LOCAL_L1', 'Local Chain A', '31337'],
      ['LOCAL_L2', 'Local Chain B', '31338'],
    ]);
    const [first] = local;
    expect(first).toMatchObject({
      type: 'evm',
      node_url: 'http://127.0.0.1:9545',
      nodes: ['http://127.0.0.1:9545'],
      transaction_explorer_template: 'https://local.invalid/tx/{0}',
      deposit_methods: ['wallet', 'deposit_address'],
      source_rank: 0,
    });
    expect(first?.token).toMatchObject({ symbol: 'ETH', contract: null, decimals: 18, group: 'ETH' });
    expect(first?.tokens[1]).toMatchObject({
      symbol: 'PTT',
      display_asset: 'Portage Test Token',
      contract: TOKEN,
      decimals: 18,
      group: 'PTT',
      price_in_usd: 1,
    });
  });

  it('lists them first, and leaves the built-in catalog as it was', () => {
    const names = (catalog.listNetworks() as Listed[]).map((network) => network.name);
    expect(names.slice(0, 2)).toEqual(['LOCAL_L1', 'LOCAL_L2']);
    expect(names).toHaveLength(NETWORKS.length + 2);
    expect((listNetworks() as Listed[]).map((network) => network.name)).not.toContain('LOCAL_L1');
    expect(DEFAULT_CATALOG.isLocal('LOCAL_L1')).toBe(false);
    expect(catalog.isLocal('LOCAL_L1')).toBe(true);
  });

  it('routes ETH↔ETH and PTT↔PTT between the local networks, and nothing else', () => {
    expect(catalog.findRoute('LOCAL_L1', 'ETH', 'LOCAL_L2', 'ETH').path).toEqual([
      { provider: 'SANDBOX_BRIDGE', order: 0 },
    ]);
    expect(catalog.findRoute('local_l2', 'PTT', 'LOCAL_L1', TOKEN).requiresRefundAddress).toBe(false);
    for (const [from, fromToken, to, toToken] of [
      ['LOCAL_L1', 'ETH', 'LOCAL_L2', 'PTT'],
      ['LOCAL_L1', 'ETH', 'ETHEREUM_MAINNET', 'ETH'],
      ['ARBITRUM_MAINNET', 'ETH', 'LOCAL_L2', 'ETH'],
      ['LOCAL_L1', 'ETH', 'LOCAL_L1', 'ETH'],
    ] as const) {
      expect(() => catalog.findRoute(from, fromToken, to, toToken)).toThrow(ServiceError);
    }
    const destinations = catalog.listDestinations({
      sourceNetwork: 'LOCAL_L1',
      sourceToken: 'PTT',
    }) as Listed[];
    expect(
      destinations.map((network) => [network.name, network.tokens.map((token) => token.symbol)]),
    ).toEqual([['LOCAL_L2', ['PTT']]]);
    const sources = catalog.listSources({ destinationNetwork: 'ETHEREUM_MAINNET' }) as Listed[];
    expect(sources.map((network) => network.name)).not.toContain('LOCAL_L1');
    // The built-in routes are unchanged.
    expect(catalog.findRoute('ETHEREUM_MAINNET', 'ETH', 'ARBITRUM_MAINNET', 'ETH')).toBeTruthy();
  });

  it('refuses a local network named like a built-in one', () => {
    const clash = localEvmNetwork({
      name: 'ETHEREUM_MAINNET',
      displayName: 'Clash',
      chainId: 1,
      nodeUrl: 'http://127.0.0.1:1',
      tokenContract: TOKEN,
    });
    expect(() => createCatalog({ localNetworks: [clash] })).toThrow(/clashes/);
  });
});
