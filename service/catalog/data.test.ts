import { bech32 } from '@scure/base';
import { PublicKey } from '@solana/web3.js';
import { Address } from '@ton/core';
import { isB256 } from 'fuels';
import { validateAndParseAddress } from 'starknet';
import { TronWeb } from 'tronweb';
import { isAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  type CatalogNetwork,
  type CatalogToken,
  exchanges,
  FAMILIES,
  type Family,
  listNetworks,
  NETWORKS,
  publicNetwork,
} from './index';

const TOKEN_FIELDS = [
  'contract',
  'decimals',
  'destination_rank',
  'display_asset',
  'group',
  'listing_date',
  'logo',
  'precision',
  'price_in_usd',
  'source_rank',
  'symbol',
].sort();
const NETWORK_FIELDS = [
  'account_explorer_template',
  'chain_id',
  'deposit_methods',
  'destination_rank',
  'display_name',
  'logo',
  'metadata',
  'name',
  'node_url',
  'nodes',
  'source_rank',
  'token',
  'tokens',
  'transaction_explorer_template',
  'type',
].sort();
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

const networks = listNetworks() as CatalogNetwork[];
const byName = (name: string): CatalogNetwork => {
  const found = networks.find((network) => network.name === name);
  if (!found) throw new Error(`no network ${name}`);
  return found;
};
const tokenOf = (networkName: string, symbol: string): CatalogToken => {
  const found = byName(networkName).tokens.find((token) => token.symbol === symbol);
  if (!found) throw new Error(`no ${symbol} on ${networkName}`);
  return found;
};
const allTokens = networks.flatMap((network) => network.tokens.map((token) => ({ network, token })));

/** Whether a token contract is a valid address/identifier for its network's family, by that family's SDK. */
function isValidContract(family: Family, contract: string): boolean {
  try {
    switch (family) {
      case 'evm':
      case 'starkex':
      case 'zksynclite':
        // starkex and zkSync Lite assets are identified by their Ethereum L1 ERC-20 address.
        return isAddress(contract);
      case 'starknet':
      case 'paradex':
        return validateAndParseAddress(contract) === contract;
      case 'solana':
        return new PublicKey(contract).toBase58() === contract;
      case 'ton':
        return Address.parse(contract).toString() === contract;
      case 'tron':
        return TronWeb.isAddress(contract) && TronWeb.address.toHex(contract).startsWith('41');
      case 'fuel':
        return isB256(contract);
      case 'cosmos':
        // A bank denom reached over IBC (ibc/<sha256 of the trace>) or a CosmWasm contract (bech32).
        if (/^ibc\/[0-9A-F]{64}$/.test(contract)) return true;
        return bech32.decode(contract as `${string}1${string}`).prefix.length > 0;
      case 'hyperliquid':
        return /^0x[0-9a-f]{32}$/i.test(contract);
      case 'bitcoin':
        return false;
    }
  } catch {
    return false;
  }
}

describe('catalog networks', () => {
  it('has a network of every chain family of spec §2.2', () => {
    expect(new Set(networks.map((network) => network.type))).toEqual(new Set(FAMILIES));
    expect(FAMILIES).toHaveLength(12);
  });

  it('names networks like the real service', () => {
    expect(networks.map((network) => network.name)).toEqual(
      expect.arrayContaining([
        'ETHEREUM_MAINNET',
        'ARBITRUM_MAINNET',
        'OPTIMISM_MAINNET',
        'BASE_MAINNET',
        'SOLANA_MAINNET',
        'STARKNET_MAINNET',
        'TON_MAINNET',
        'BITCOIN_MAINNET',
        'TRON_MAINNET',
        'FUEL_MAINNET',
        'COSMOS_HUB_MAINNET',
        'IMMUTABLEX_MAINNET',
        'ZKSYNC_LITE_MAINNET',
        'PARADEX_MAINNET',
        'HYPERLIQUID_MAINNET',
      ]),
    );
    expect(new Set(networks.map((network) => network.name)).size).toBe(networks.length);
  });

  it('has the four EVM networks with their chain ids as strings', () => {
    const evm = Object.fromEntries(
      networks.filter((network) => network.type === 'evm').map((network) => [network.name, network.chain_id]),
    );
    expect(evm).toMatchObject({
      ETHEREUM_MAINNET: '1',
      ARBITRUM_MAINNET: '42161',
      OPTIMISM_MAINNET: '10',
      BASE_MAINNET: '8453',
    });
  });

  it('reports the odd chain ids of the real service: "" for Solana, null for TON', () => {
    expect(byName('SOLANA_MAINNET').chain_id).toBe('');
    expect(byName('TON_MAINNET').chain_id).toBeNull();
    expect(byName('STARKNET_MAINNET').chain_id).toBe('0x534e5f4d41494e');
  });

  it.each(NETWORKS.map((network) => [network.name, network] as const))(
    '%s has every field of spec §2.2',
    (_, network) => {
      expect(Object.keys(network).sort()).toEqual(NETWORK_FIELDS);
      expect(network.display_name).not.toBe('');
      expect(network.chain_id === null || typeof network.chain_id === 'string').toBe(true);
      expect(FAMILIES).toContain(network.type);
      expect(network.source_rank).toSatisfy(Number.isInteger);
      expect(network.destination_rank).toSatisfy(Number.isInteger);
      expect(network.metadata.listing_date).toMatch(ISO_DATE);
      for (const value of Object.values(network.metadata)) expect(typeof value).toBe('string');
      expect(network.tokens.length).toBeGreaterThan(0);
      expect(network.tokens).toContainEqual(network.token);
      expect(new Set(network.tokens.map((token) => token.symbol.toLowerCase())).size).toBe(
        network.tokens.length,
      );
    },
  );

  it('points every node at an unresolvable placeholder, never a real provider nor a local port', () => {
    for (const network of networks) {
      expect(new URL(network.node_url).hostname).toMatch(/\.node\.invalid$/);
      expect(network.nodes).toContain(network.node_url);
      for (const node of network.nodes) expect(new URL(node).hostname).toMatch(/\.node\.invalid$/);
    }
  });

  it('has https explorer templates with a {0} placeholder', () => {
    for (const network of networks) {
      for (const template of [network.transaction_explorer_template, network.account_explorer_template]) {
        expect(template).toMatch(/^https:\/\/[^\s]+\{0\}/);
        expect(new URL(template.replace('{0}', 'abc')).protocol).toBe('https:');
      }
    }
    expect(byName('ETHEREUM_MAINNET').transaction_explorer_template).toBe('https://etherscan.io/tx/{0}');
  });

  it('offers only wallet deposits on starknet, paradex and ton sources (spec §4.2 rule 1), only deposit addresses where Portage has no wallet', () => {
    for (const network of networks) {
      const walletOnly = ['starknet', 'paradex', 'ton'].includes(network.type);
      const addressOnly = ['cosmos', 'starkex', 'zksynclite', 'hyperliquid'].includes(network.type);
      expect(network.deposit_methods).toEqual(
        walletOnly ? ['wallet'] : addressOnly ? ['deposit_address'] : ['wallet', 'deposit_address'],
      );
    }
  });

  it('has the family-specific metadata contracts', () => {
    for (const network of networks.filter((candidate) => candidate.type === 'evm')) {
      expect(isAddress(network.metadata.evm_multicall_contract ?? '')).toBe(true);
    }
    for (const name of ['STARKNET_MAINNET', 'PARADEX_MAINNET']) {
      const watchdog = byName(name).metadata.watchdog_contract ?? '';
      expect(watchdog).toMatch(/^0x[0-9a-f]{64}$/);
      expect(validateAndParseAddress(watchdog)).toBe(watchdog);
    }
    expect(byName('FUEL_MAINNET').metadata.base_asset_id).toBe(
      '0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07',
    );
  });

  it('embeds networks without tokens through publicNetwork', () => {
    const arbitrum = byName('ARBITRUM_MAINNET');
    const embedded = publicNetwork(arbitrum);
    expect(embedded).not.toHaveProperty('tokens');
    expect(Object.keys(embedded).sort()).toEqual(NETWORK_FIELDS.filter((field) => field !== 'tokens'));
    expect(embedded).toMatchObject({
      name: 'ARBITRUM_MAINNET',
      chain_id: '42161',
      type: 'evm',
      token: arbitrum.token,
    });
  });

  it('hands out copies: changing a listed network leaves the catalog alone', () => {
    const [first] = listNetworks() as CatalogNetwork[];
    if (!first?.tokens[0]) throw new Error('empty catalog');
    first.tokens[0].symbol = 'CHANGED';
    first.metadata.listing_date = 'changed';
    first.nodes.push('http://example.invalid');
    const [again] = listNetworks() as CatalogNetwork[];
    expect(again?.tokens[0]?.symbol).not.toBe('CHANGED');
    expect(again?.metadata.listing_date).not.toBe('changed');
    expect(again?.nodes).toHaveLength(1);
  });
});

describe('catalog tokens', () => {
  it('gives every token exactly the base fields of spec §2.1, well typed', () => {
    for (const { token } of allTokens) {
      expect(Object.keys(token).sort()).toEqual(TOKEN_FIELDS);
      expect(token.symbol).toMatch(/^[A-Za-z0-9.]+$/);
      expect(token.display_asset).not.toBe('');
      expect(token.contract === null || typeof token.contract === 'string').toBe(true);
      expect(token.decimals).toSatisfy(Number.isInteger);
      expect(token.precision).toSatisfy(Number.isInteger);
      // Receive amounts are rounded to precision and converted to base units exactly.
      expect(token.precision).toBeLessThanOrEqual(token.decimals);
      expect(token.price_in_usd).toBeGreaterThan(0);
      expect(token.listing_date).toMatch(ISO_DATE);
      expect(token.source_rank).toSatisfy(Number.isInteger);
      expect(token.destination_rank).toSatisfy(Number.isInteger);
      expect(token.group).not.toBe('');
    }
  });

  it('gives the stablecoins their real decimals and a price of 1', () => {
    const stables = allTokens.filter(({ token }) => token.group === 'USDC' || token.group === 'USDT');
    expect(stables.length).toBeGreaterThan(15);
    for (const { token } of stables) {
      expect(token.decimals).toBe(6);
      expect(token.price_in_usd).toBe(1);
    }
  });

  it('gives the native tokens their real decimals', () => {
    for (const name of ['ETHEREUM_MAINNET', 'ARBITRUM_MAINNET', 'OPTIMISM_MAINNET', 'BASE_MAINNET']) {
      expect(byName(name).token).toMatchObject({ symbol: 'ETH', contract: null, decimals: 18, group: 'ETH' });
    }
    expect(byName('SOLANA_MAINNET').token).toMatchObject({ symbol: 'SOL', contract: null, decimals: 9 });
    expect(byName('BITCOIN_MAINNET').token).toMatchObject({ symbol: 'BTC', contract: null, decimals: 8 });
    expect(byName('TON_MAINNET').token).toMatchObject({ symbol: 'TON', contract: null, decimals: 9 });
    expect(byName('TRON_MAINNET').token).toMatchObject({ symbol: 'TRX', contract: null, decimals: 6 });
    expect(byName('COSMOS_HUB_MAINNET').token).toMatchObject({ symbol: 'ATOM', contract: null, decimals: 6 });
    expect(byName('FUEL_MAINNET').token).toMatchObject({ symbol: 'ETH', contract: null, decimals: 9 });
    // On Starknet even ETH is an ERC-20 contract.
    expect(byName('STARKNET_MAINNET').token).toMatchObject({
      symbol: 'ETH',
      contract: '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7',
      decimals: 18,
    });
  });

  it('uses the real mainnet contracts of the well-known tokens', () => {
    const lower = (networkName: string, symbol: string) =>
      tokenOf(networkName, symbol).contract?.toLowerCase();
    expect(lower('ETHEREUM_MAINNET', 'USDC')).toBe('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48');
    expect(lower('ARBITRUM_MAINNET', 'USDC')).toBe('0xaf88d065e77c8cc2239327c5edb3a432268e5831');
    expect(lower('BASE_MAINNET', 'USDC')).toBe('0x833589fcd6edb6e08f4c7c32d4f71b54bda02913');
    expect(lower('OPTIMISM_MAINNET', 'USDC')).toBe('0x0b2c639c533813f4aa9d7837caf62653d097ff85');
    expect(lower('ETHEREUM_MAINNET', 'USDT')).toBe('0xdac17f958d2ee523a2206206994597c13d831ec7');
    expect(tokenOf('SOLANA_MAINNET', 'USDC').contract).toBe('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v');
    expect(tokenOf('TRON_MAINNET', 'USDT').contract).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(tokenOf('TON_MAINNET', 'USDT')).toMatchObject({
      contract: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
      decimals: 6,
    });
    expect(tokenOf('STARKNET_MAINNET', 'STRK').contract).toBe(
      '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938d',
    );
  });

  it('has a contract valid for its family on every non-native token', () => {
    const checked: string[] = [];
    for (const { network, token } of allTokens) {
      if (token.contract === null) continue;
      expect(isValidContract(network.type, token.contract), `${network.name} ${token.symbol}`).toBe(true);
      checked.push(network.type);
    }
    for (const family of [
      'evm',
      'starknet',
      'solana',
      'ton',
      'tron',
      'fuel',
      'cosmos',
      'starkex',
      'paradex',
    ]) {
      expect(checked).toContain(family);
    }
  });

  it('the contract validators reject what is not valid for the family', () => {
    // A mixed-case address with a broken checksum.
    expect(isValidContract('evm', '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(false);
    expect(isValidContract('solana', 'not-base58-0OIl')).toBe(false);
    expect(isValidContract('starknet', `0x${'f'.repeat(64)}`)).toBe(false);
    expect(isValidContract('ton', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDt')).toBe(false);
    expect(isValidContract('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isValidContract('fuel', '0x1234')).toBe(false);
    expect(isValidContract('cosmos', 'cosmos1notachecksum')).toBe(false);
    const cw20 = bech32.encode('osmo', bech32.toWords(new Uint8Array(32).fill(7)));
    expect(isValidContract('cosmos', cw20)).toBe(true);
  });

  it('keeps a native token without a contract wherever the family has a native coin', () => {
    for (const network of networks) {
      if (network.type === 'starknet' || network.type === 'paradex') continue;
      expect(network.token.contract, network.name).toBeNull();
    }
  });

  it('has realistic fixed prices per group', () => {
    const prices = Object.fromEntries(allTokens.map(({ token }) => [token.group, token.price_in_usd]));
    expect(prices).toMatchObject({
      ETH: 3000,
      BTC: 90000,
      SOL: 150,
      TON: 5,
      TRX: 0.25,
      STRK: 0.5,
      ATOM: 7,
      USDC: 1,
    });
    for (const { token } of allTokens) expect(token.price_in_usd).toBe(prices[token.group]);
  });
});

describe('catalog logos and exchanges', () => {
  it('has no remote logo: every logo is an inline SVG data URI', () => {
    const logos = [
      ...networks.map((network) => network.logo),
      ...allTokens.map(({ token }) => token.logo),
      ...(exchanges as { logo: string }[]).map((exchange) => exchange.logo),
    ];
    for (const logo of logos) {
      expect(logo.startsWith('data:image/svg+xml,')).toBe(true);
      const svg = decodeURIComponent(logo.slice('data:image/svg+xml,'.length));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
      expect(svg).not.toMatch(/href|https?:\/\/(?!www\.w3\.org)/);
    }
    expect(decodeURIComponent(tokenOf('ETHEREUM_MAINNET', 'USDC').logo)).toContain('>USDC</text>');
    expect(decodeURIComponent(byName('ARBITRUM_MAINNET').logo)).toContain('>AO</text>');
  });

  it('lists an exchange with the fields of spec §2.3', () => {
    expect(exchanges.length).toBeGreaterThan(0);
    for (const exchange of exchanges as Record<string, unknown>[]) {
      expect(exchange).toMatchObject({
        name: 'SANDBOX_EXCHANGE',
        display_name: 'Sandbox Exchange',
        metadata: {
          oauth: {
            authorize_url: expect.stringMatching(/^https:\/\/exchange\.example\//),
            connect_url: expect.stringMatching(/^https:\/\/exchange\.example\//),
          },
          listing_date: expect.stringMatching(ISO_DATE),
        },
      });
    }
  });
});
