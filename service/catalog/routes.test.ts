import { PublicKey } from '@solana/web3.js';
import { TronWeb } from 'tronweb';
import { isAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors';
import {
  type CatalogToken,
  FAMILIES,
  findNetwork,
  findRoute,
  findToken,
  listDestinations,
  listNetworks,
  listSources,
  NETWORKS,
  type RouteToken,
  zeroAddress,
} from './index';

type ListedNetwork = { name: string; type: string; tokens: RouteToken[] };

function expectServiceError(run: () => unknown, code: string, message?: RegExp): ServiceError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError);
    const serviceError = error as ServiceError;
    expect(serviceError.code).toBe(code);
    if (message) expect(serviceError.message).toMatch(message);
    return serviceError;
  }
  throw new Error(`expected a ${code} ServiceError`);
}

const tokensOf = (list: object[], networkName: string): RouteToken[] =>
  (list as ListedNetwork[]).find((network) => network.name === networkName)?.tokens ?? [];
const symbolsOf = (list: object[], networkName: string) =>
  tokensOf(list, networkName).map((token) => token.symbol);
const names = (list: object[]) => (list as ListedNetwork[]).map((network) => network.name);

describe('findNetwork', () => {
  it('finds a network by name, case-insensitively', () => {
    expect(findNetwork('ARBITRUM_MAINNET').chain_id).toBe('42161');
    expect(findNetwork(' solana_mainnet ').name).toBe('SOLANA_MAINNET');
  });

  it('names the unknown network in a ROUTE_NOT_FOUND_ERROR', () => {
    const error = expectServiceError(
      () => findNetwork('NARNIA_MAINNET'),
      'ROUTE_NOT_FOUND_ERROR',
      /NARNIA_MAINNET/,
    );
    expect(error.metadata).toEqual({ network: 'NARNIA_MAINNET' });
  });
});

describe('findToken', () => {
  const ethereum = findNetwork('ETHEREUM_MAINNET');
  const starknet = findNetwork('STARKNET_MAINNET');

  it('finds a token by symbol, case-insensitively', () => {
    expect(findToken(ethereum, 'usdc').contract?.toLowerCase()).toBe(
      '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    );
    expect(findToken(findNetwork('BASE_MAINNET'), 'CBBTC').symbol).toBe('cbBTC');
  });

  it('finds a token by contract, case-insensitively on hex families', () => {
    expect(findToken(ethereum, '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48').symbol).toBe('USDC');
    expect(findToken(ethereum, '0xA0B86991C6218B36C1D19D4A2E9EB0CE3606EB48').symbol).toBe('USDC');
    // A felt with or without its leading zero is the same contract.
    expect(
      findToken(starknet, '0x49d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7').symbol,
    ).toBe('ETH');
    expect(
      findToken(findNetwork('SOLANA_MAINNET'), 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v').symbol,
    ).toBe('USDC');
    expect(findToken(findNetwork('TRON_MAINNET'), 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t').symbol).toBe('USDT');
  });

  it('is case-sensitive for base58 contracts', () => {
    expectServiceError(
      () => findToken(findNetwork('SOLANA_MAINNET'), 'epjfwdd5aufqssqem2qn1xzybapc8g4wegGkzwytdt1v'),
      'ROUTE_NOT_FOUND_ERROR',
    );
  });

  it("finds the native token by the family's zero address (spec §1)", () => {
    expect(findToken(ethereum, '0x0000000000000000000000000000000000000000').symbol).toBe('ETH');
    expect(findToken(findNetwork('ARBITRUM_MAINNET'), zeroAddress('evm') ?? '').symbol).toBe('ETH');
    expect(findToken(findNetwork('SOLANA_MAINNET'), '11111111111111111111111111111111').symbol).toBe('SOL');
    expect(findToken(findNetwork('TRON_MAINNET'), zeroAddress('tron') ?? '').symbol).toBe('TRX');
    expect(findToken(findNetwork('ZKSYNC_LITE_MAINNET'), zeroAddress('zksynclite') ?? '').symbol).toBe('ETH');
    const fuel = findNetwork('FUEL_MAINNET');
    expect(findToken(fuel, zeroAddress('fuel') ?? '').symbol).toBe('ETH');
    expect(findToken(fuel, fuel.metadata.base_asset_id ?? '').symbol).toBe('ETH');
  });

  it('rejects an unknown token with a message naming the network and its tokens', () => {
    const error = expectServiceError(
      () => findToken(ethereum, 'DOGE'),
      'ROUTE_NOT_FOUND_ERROR',
      /"DOGE" is not available on Ethereum \(ETHEREUM_MAINNET\).*ETH, USDC, USDT/,
    );
    expect(error.metadata).toEqual({ network: 'ETHEREUM_MAINNET', token: 'DOGE' });
    expectServiceError(() => findToken(ethereum, ''), 'ROUTE_NOT_FOUND_ERROR');
    // Starknet's tokens are all contracts: no zero address stands for ETH there.
    expectServiceError(() => findToken(starknet, '0x0'), 'ROUTE_NOT_FOUND_ERROR');
  });
});

describe('zeroAddress', () => {
  it('is the spec §1 address for EVM and Solana, valid for each', () => {
    expect(zeroAddress('evm')).toBe('0x0000000000000000000000000000000000000000');
    expect(isAddress(zeroAddress('evm') ?? '')).toBe(true);
    expect(zeroAddress('solana')).toBe('11111111111111111111111111111111');
    expect(new PublicKey(zeroAddress('solana') ?? '').toBase58()).toBe('11111111111111111111111111111111');
    expect(TronWeb.address.toHex(zeroAddress('tron') ?? '')).toBe(`41${'0'.repeat(40)}`);
    expect(zeroAddress('starknet')).toBeNull();
    expect(zeroAddress('bitcoin')).toBeNull();
    for (const family of FAMILIES) expect(() => zeroAddress(family)).not.toThrow();
  });
});

describe('findRoute', () => {
  it('bridges tokens of one group with the bridge alone', () => {
    const route = findRoute('SOLANA_MAINNET', 'USDC', 'ARBITRUM_MAINNET', 'USDC');
    expect(route.path).toEqual([{ provider: 'SANDBOX_BRIDGE', order: 0 }]);
    expect(route.requiresRefundAddress).toBe(false);
    expect(route.source.network.name).toBe('SOLANA_MAINNET');
    expect(route.destination.token.contract?.toLowerCase()).toBe(
      '0xaf88d065e77c8cc2239327c5edb3a432268e5831',
    );
    // Same group, different symbols.
    expect(findRoute('BITCOIN_MAINNET', 'BTC', 'BASE_MAINNET', 'cbBTC').requiresRefundAddress).toBe(false);
    expect(findRoute('ETHEREUM_MAINNET', 'STRK', 'STARKNET_MAINNET', 'STRK').path).toHaveLength(1);
  });

  it('goes through the swap provider between swappable groups, and then needs a refund address', () => {
    const route = findRoute('ARBITRUM_MAINNET', 'USDC', 'BASE_MAINNET', 'ETH');
    expect(route.path).toEqual([
      { provider: 'SANDBOX_BRIDGE', order: 0 },
      { provider: 'SANDBOX_DEX', order: 1 },
    ]);
    expect(route.requiresRefundAddress).toBe(true);
    expect(findRoute('BITCOIN_MAINNET', 'BTC', 'SOLANA_MAINNET', 'SOL').requiresRefundAddress).toBe(true);
    expect(findRoute('TON_MAINNET', 'TON', 'TRON_MAINNET', 'TRX').requiresRefundAddress).toBe(true);
  });

  it('accepts contracts and zero addresses as token parameters', () => {
    const route = findRoute(
      'ETHEREUM_MAINNET',
      '0x0000000000000000000000000000000000000000',
      'STARKNET_MAINNET',
      '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7',
    );
    expect([route.source.token.symbol, route.destination.token.symbol]).toEqual(['ETH', 'ETH']);
  });

  it('has no route between groups outside the swappable set', () => {
    expectServiceError(
      () => findRoute('STARKNET_MAINNET', 'STRK', 'ARBITRUM_MAINNET', 'USDC'),
      'ROUTE_NOT_FOUND_ERROR',
      /no route from STRK on STARKNET_MAINNET to USDC on ARBITRUM_MAINNET/,
    );
    expectServiceError(
      () => findRoute('COSMOS_HUB_MAINNET', 'ATOM', 'ETHEREUM_MAINNET', 'ETH'),
      'ROUTE_NOT_FOUND_ERROR',
    );
  });

  it('has no route within one network', () => {
    expectServiceError(
      () => findRoute('ETHEREUM_MAINNET', 'USDC', 'ETHEREUM_MAINNET', 'ETH'),
      'ROUTE_NOT_FOUND_ERROR',
    );
    expectServiceError(
      () => findRoute('BASE_MAINNET', 'USDC', 'BASE_MAINNET', 'USDC'),
      'ROUTE_NOT_FOUND_ERROR',
    );
  });

  it('refuses routes through an inactive token', () => {
    expectServiceError(
      () => findRoute('ARBITRUM_MAINNET', 'USDT', 'OPTIMISM_MAINNET', 'USDT'),
      'ROUTE_NOT_FOUND_ERROR',
      /not available/,
    );
    expectServiceError(
      () => findRoute('IMMUTABLEX_MAINNET', 'IMX', 'ETHEREUM_MAINNET', 'IMX'),
      'ROUTE_NOT_FOUND_ERROR',
      /not available/,
    );
    // The other direction of each is fine.
    expect(findRoute('OPTIMISM_MAINNET', 'USDT', 'ARBITRUM_MAINNET', 'USDT').path).toHaveLength(1);
    expect(findRoute('ETHEREUM_MAINNET', 'IMX', 'IMMUTABLEX_MAINNET', 'IMX').path).toHaveLength(1);
  });

  it('names unknown networks and tokens', () => {
    expectServiceError(
      () => findRoute('NOPE', 'USDC', 'BASE_MAINNET', 'USDC'),
      'ROUTE_NOT_FOUND_ERROR',
      /NOPE/,
    );
    expectServiceError(
      () => findRoute('BASE_MAINNET', 'USDC', 'TON_MAINNET', 'USDC'),
      'ROUTE_NOT_FOUND_ERROR',
      /TON/,
    );
  });
});

describe('listNetworks', () => {
  it('lists every network with base-field tokens', () => {
    const list = listNetworks() as ListedNetwork[];
    expect(list).toHaveLength(NETWORKS.length);
    for (const network of list) {
      for (const token of network.tokens) {
        expect(token).not.toHaveProperty('status');
        expect(token).not.toHaveProperty('refuel');
      }
    }
  });

  it('filters by family, and rejects unknown families', () => {
    expect(names(listNetworks({ networkTypes: ['starknet'] }))).toEqual(['STARKNET_MAINNET']);
    expect(
      new Set((listNetworks({ networkTypes: ['EVM', 'ton'] }) as ListedNetwork[]).map((n) => n.type)),
    ).toEqual(new Set(['evm', 'ton']));
    expect(listNetworks({ networkTypes: [] })).toHaveLength(NETWORKS.length);
    expectServiceError(() => listNetworks({ networkTypes: ['dogechain'] }), 'VALIDATION_ERROR', /dogechain/);
  });
});

describe('listSources', () => {
  it('lists routable source tokens with status and refuel, active only by default', () => {
    const list = listSources({});
    for (const network of list as ListedNetwork[]) {
      for (const token of network.tokens) {
        expect(token.status).toBe('active');
        // No destination named: no refuel to speak of.
        expect(token.refuel).toBeNull();
      }
    }
    // ATOM has no route at all; IMX on Immutable X is inactive as a source.
    expect(symbolsOf(list, 'COSMOS_HUB_MAINNET')).toEqual(['USDC']);
    expect(symbolsOf(list, 'IMMUTABLEX_MAINNET')).not.toContain('IMX');
    expect(symbolsOf(list, 'ETHEREUM_MAINNET')).toContain('IMX');
  });

  it('keeps the families asked for', () => {
    expect(names(listSources({ networkTypes: ['bitcoin', 'tron'] }))).toEqual([
      'TRON_MAINNET',
      'BITCOIN_MAINNET',
    ]);
  });

  it('keeps only the sources with a route to the named destination', () => {
    const list = listSources({ destinationNetwork: 'STARKNET_MAINNET', destinationToken: 'STRK' });
    expect(names(list)).toEqual(['ETHEREUM_MAINNET']);
    expect(symbolsOf(list, 'ETHEREUM_MAINNET')).toEqual(['STRK']);
    // STRK is not Starknet's native token: the refuel of the named destination comes along.
    expect(tokensOf(list, 'ETHEREUM_MAINNET')[0]?.refuel).toMatchObject({
      token: { symbol: 'ETH' },
      network: { name: 'STARKNET_MAINNET' },
      amount: 0.00033333,
      amount_in_usd: 0.99999,
    });
  });

  it('includeSwaps false drops the routes through a swap provider', () => {
    const withSwaps = listSources({ destinationNetwork: 'BASE_MAINNET', destinationToken: 'ETH' });
    expect(symbolsOf(withSwaps, 'SOLANA_MAINNET')).toEqual(['USDC', 'USDT', 'SOL']);
    const bridgesOnly = listSources({
      destinationNetwork: 'BASE_MAINNET',
      destinationToken: 'ETH',
      includeSwaps: false,
    });
    expect(symbolsOf(bridgesOnly, 'SOLANA_MAINNET')).toEqual([]);
    expect(names(bridgesOnly)).not.toContain('SOLANA_MAINNET');
    for (const network of bridgesOnly as ListedNetwork[]) {
      expect(network.tokens.map((token: CatalogToken) => token.group)).toEqual(
        network.tokens.map(() => 'ETH'),
      );
    }
    // Base ETH is native: no refuel.
    expect(tokensOf(bridgesOnly, 'ARBITRUM_MAINNET')[0]?.refuel).toBeNull();
  });

  it('includeUnmatched keeps the unmatched tokens as not_found', () => {
    const list = listSources({
      destinationNetwork: 'BITCOIN_MAINNET',
      destinationToken: 'BTC',
      includeUnmatched: true,
    });
    const cosmos = tokensOf(list, 'COSMOS_HUB_MAINNET');
    expect(cosmos.map((token) => [token.symbol, token.status])).toEqual([
      ['ATOM', 'not_found'],
      ['USDC', 'active'],
    ]);
    expect(cosmos[0]?.refuel).toBeNull();
    // Every network is listed once unmatched tokens are kept, Bitcoin itself included (BTC → BTC is no route).
    expect(names(list)).toHaveLength(NETWORKS.length);
    expect(tokensOf(list, 'BITCOIN_MAINNET')).toMatchObject([{ symbol: 'BTC', status: 'not_found' }]);
  });

  it('includeUnavailable also returns inactive tokens, marked inactive', () => {
    const list = listSources({ networkTypes: ['starkex'], includeUnavailable: true });
    expect(tokensOf(list, 'IMMUTABLEX_MAINNET').find((token) => token.symbol === 'IMX')?.status).toBe(
      'inactive',
    );
    const toOptimismUsdt = listSources({ destinationNetwork: 'OPTIMISM_MAINNET', destinationToken: 'USDT' });
    expect(toOptimismUsdt).toEqual([]);
    const shown = listSources({
      destinationNetwork: 'OPTIMISM_MAINNET',
      destinationToken: 'USDT',
      includeUnavailable: true,
    });
    expect(tokensOf(shown, 'ETHEREUM_MAINNET').find((token) => token.symbol === 'USDT')?.status).toBe(
      'inactive',
    );
  });

  it('leaves out networks with no remaining tokens', () => {
    expect(
      listSources({
        networkTypes: ['cosmos'],
        destinationNetwork: 'TON_MAINNET',
        destinationToken: 'TON',
        includeSwaps: false,
      }),
    ).toEqual([]);
  });

  it('matches a destination token named without its network on every network', () => {
    const list = listSources({ destinationToken: 'cbBTC' });
    expect(symbolsOf(list, 'BITCOIN_MAINNET')).toEqual(['BTC']);
  });

  it('rejects an unknown destination', () => {
    expectServiceError(() => listSources({ destinationNetwork: 'NOPE' }), 'ROUTE_NOT_FOUND_ERROR', /NOPE/);
    expectServiceError(
      () => listSources({ destinationNetwork: 'BASE_MAINNET', destinationToken: 'DOGE' }),
      'ROUTE_NOT_FOUND_ERROR',
      /DOGE/,
    );
  });
});

describe('listDestinations', () => {
  it('lists reachable destinations with their own refuel', () => {
    const list = listDestinations({ sourceNetwork: 'BITCOIN_MAINNET', sourceToken: 'BTC' });
    expect(names(list)).not.toContain('BITCOIN_MAINNET');
    const arbitrum = tokensOf(list, 'ARBITRUM_MAINNET');
    expect(arbitrum.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'USDT', 'WBTC']);
    expect(arbitrum.find((token) => token.symbol === 'ETH')?.refuel).toBeNull();
    expect(arbitrum.find((token) => token.symbol === 'USDC')?.refuel).toMatchObject({
      token: { symbol: 'ETH', contract: null },
      network: { name: 'ARBITRUM_MAINNET' },
      amount: 0.00033333,
      amount_in_usd: 0.99999,
    });
    expect(tokensOf(list, 'TON_MAINNET').find((token) => token.symbol === 'USDT')?.refuel).toMatchObject({
      token: { symbol: 'TON' },
      amount: 0.2,
      amount_in_usd: 1,
    });
    // Paradex's and Hyperliquid's main token is USDC itself.
    expect(tokensOf(list, 'PARADEX_MAINNET')[0]?.refuel).toBeNull();
    // The refuel network is embedded without its tokens.
    expect(arbitrum.find((token) => token.symbol === 'USDC')?.refuel?.network).not.toHaveProperty('tokens');
  });

  it('hides inactive destination tokens unless asked for', () => {
    expect(symbolsOf(listDestinations({}), 'OPTIMISM_MAINNET')).toEqual(['ETH', 'USDC']);
    const all = listDestinations({ includeUnavailable: true });
    expect(tokensOf(all, 'OPTIMISM_MAINNET').find((token) => token.symbol === 'USDT')?.status).toBe(
      'inactive',
    );
  });

  it('includeSwaps false keeps the same-group destinations only', () => {
    const list = listDestinations({
      sourceNetwork: 'ARBITRUM_MAINNET',
      sourceToken: 'USDC',
      includeSwaps: false,
    });
    for (const network of list as ListedNetwork[]) {
      expect(network.tokens.every((token) => token.group === 'USDC')).toBe(true);
    }
    expect(names(list)).toContain('HYPERLIQUID_MAINNET');
    expect(names(list)).not.toContain('BITCOIN_MAINNET');
  });

  it('filters by family and source token contract', () => {
    const list = listDestinations({
      networkTypes: ['solana'],
      sourceNetwork: 'ETHEREUM_MAINNET',
      sourceToken: '0x0000000000000000000000000000000000000000',
    });
    expect(names(list)).toEqual(['SOLANA_MAINNET']);
    expect(symbolsOf(list, 'SOLANA_MAINNET')).toEqual(['USDC', 'USDT', 'SOL']);
  });
});
