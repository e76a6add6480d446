import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { createPublicClient, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { NetworkListSchema, NetworkSchema, QuoteResponseSchema, SwapResponseSchema } from '../../api/schemas';
import type { Network } from '../../api/types';
import { chainIdOf, toViemChains } from './chains';

const fixtures = join(import.meta.dirname, '..', '..', 'api', '__fixtures__', 'real');
const dataOf = (file: string): unknown =>
  (JSON.parse(readFileSync(join(fixtures, file), 'utf8')) as { data: unknown }).data;

const quote = v.parse(
  QuoteResponseSchema,
  dataOf('quote.SOLANA_MAINNET-USDC_to_ARBITRUM_MAINNET-USDC.json'),
).quote;
const swap = v.parse(
  SwapResponseSchema,
  dataOf('swap.user_transfer_pending.evm-sepolia.storybook-mock.json'),
);
const [solanaEntry] = v.parse(NetworkListSchema, dataOf('networks.entry.SOLANA_MAINNET.json'));

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('fixture is missing a value');
  return value;
}

const arbitrum = required(quote.destination_network);
const solana = required(quote.source_network);
const sepolia = required(swap.swap.source_network);
const arbitrumSepolia = required(swap.swap.destination_network);

/** A network as the service sends it, parsed the way the API client parses it. */
function network(raw: Record<string, unknown> = {}): Network {
  return v.parse(NetworkSchema, {
    name: 'ETHEREUM_MAINNET',
    display_name: 'Ethereum',
    chain_id: '1',
    node_url: 'https://eth.example/rpc',
    type: 'evm',
    transaction_explorer_template: 'https://etherscan.io/tx/{0}',
    token: { symbol: 'ETH', display_asset: 'Ether', contract: null, decimals: 18 },
    ...raw,
  });
}

describe('toViemChains: real fixtures', () => {
  it('Arbitrum One from the quote: both nodes, the explorer base, ETH as native currency', () => {
    const [chain, ...rest] = toViemChains([solana, arbitrum]);
    expect(rest).toEqual([]);
    expect(chain).toMatchObject({
      id: 42161,
      name: 'Arbitrum One',
      nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
      rpcUrls: {
        default: { http: ['https://arb1.arbitrum.io/rpc', 'https://arbitrum-one-public.nodies.app'] },
      },
      blockExplorers: { default: { name: 'arbiscan.io', url: 'https://arbiscan.io' } },
    });
  });

  it('the Sepolia swap: both of its networks, and the deposit action network', () => {
    const chains = toViemChains([sepolia, arbitrumSepolia]);
    expect(chains.map((c) => [c.id, c.name])).toEqual([
      [11155111, 'Ethereum Sepolia'],
      [421614, 'Arbitrum One Sepolia'],
    ]);
    expect(chains[0]?.rpcUrls.default.http).toEqual([
      'https://eth-sepolia.blastapi.io/84acb0b4-99f6-4a3d-9f63-15d71d9875ef',
    ]);
    expect(chains[0]?.blockExplorers?.default.url).toBe('https://sepolia.etherscan.io');
    // No display_asset on these tokens: the symbol names the currency.
    expect(chains[0]?.nativeCurrency).toEqual({ name: 'ETH', symbol: 'ETH', decimals: 18 });
    const depositNetwork = required(swap.deposit_actions[0]?.network);
    expect(toViemChains([depositNetwork]).map((c) => c.id)).toEqual([11155111]);
  });

  it('Solana from /networks and from the quote gives no chain and no chain id', () => {
    expect(toViemChains([required(solanaEntry), solana])).toEqual([]);
    expect(chainIdOf(required(solanaEntry))).toBeNull();
    expect(chainIdOf(solana)).toBeNull();
  });

  it('a chain whose default transport uses the first node', () => {
    const [chain] = toViemChains([arbitrum]);
    const client = createPublicClient({ chain: required(chain), transport: http() });
    expect(client.chain.id).toBe(42161);
    expect(client.transport.url).toBe('https://arb1.arbitrum.io/rpc');
  });
});

describe('chainIdOf', () => {
  it('reads the chain id of EVM networks', () => {
    expect(chainIdOf(arbitrum)).toBe(42161);
    expect(chainIdOf(sepolia)).toBe(11155111);
    expect(chainIdOf(network({ chain_id: 10 }))).toBe(10);
    expect(chainIdOf(network({ chain_id: '0xa4b1' }))).toBe(42161);
    expect(chainIdOf(network({ type: undefined, chain_id: '8453' }))).toBe(8453);
  });

  it('is null for non-EVM families and for missing or malformed ids', () => {
    expect(chainIdOf(network({ type: 'zksynclite', chain_id: '1' }))).toBeNull();
    expect(chainIdOf(network({ type: 'starknet', chain_id: 'SN_MAIN' }))).toBeNull();
    expect(chainIdOf(network({ type: 'ton', chain_id: null }))).toBeNull();
    for (const chainId of ['', null, 'abc', '-1', '0', '1.5', 1.5, -3]) {
      expect(chainIdOf(network({ chain_id: chainId }))).toBeNull();
    }
  });
});

describe('toViemChains: hostile and incomplete data', () => {
  it('keeps only http(s) nodes, each once', () => {
    const [chain] = toViemChains([
      network({
        node_url: 'wss://eth.example/ws',
        nodes: [
          'javascript:alert(1)',
          'https://eth.example/rpc',
          'https://eth.example/rpc',
          ' https://eth.example/rpc ',
          'file:///etc/passwd',
          'not a url',
          '',
          'http://127.0.0.1:8545',
        ],
      }),
    ]);
    expect(chain?.rpcUrls.default.http).toEqual(['https://eth.example/rpc', 'http://127.0.0.1:8545']);
  });

  it('keeps a chain with no usable node, with no node URL', () => {
    const [chain] = toViemChains([network({ node_url: 'javascript:alert(1)', nodes: null })]);
    expect(chain?.id).toBe(1);
    expect(chain?.rpcUrls.default.http).toEqual([]);
  });

  it('takes an explorer only from an https template', () => {
    const explorer = (template: unknown) =>
      toViemChains([network({ transaction_explorer_template: template })])[0]?.blockExplorers;
    expect(explorer('javascript:alert(document.cookie)//tx/{0}')).toBeUndefined();
    expect(explorer('http://etherscan.io/tx/{0}')).toBeUndefined();
    expect(explorer('data:text/html,<script>alert(1)</script>/tx/{0}')).toBeUndefined();
    expect(explorer('https://user:pass@etherscan.io/tx/{0}')).toBeUndefined();
    expect(explorer('not a url')).toBeUndefined();
    expect(explorer(null)).toBeUndefined();
    expect(explorer('https://explorer.example/en/tx/{0}')?.default).toEqual({
      name: 'explorer.example',
      url: 'https://explorer.example/en',
    });
    // Another shape: the site itself.
    expect(explorer('https://explorer.example/transaction/{0}?chain=1')?.default.url).toBe(
      'https://explorer.example',
    );
  });

  it('skips a network without native decimals, without a token, or with a blank symbol', () => {
    expect(toViemChains([network({ token: { symbol: 'ETH', contract: null } })])).toEqual([]);
    expect(toViemChains([network({ token: { symbol: 'ETH', contract: null, decimals: -1 } })])).toEqual([]);
    expect(toViemChains([network({ token: null })])).toEqual([]);
    expect(toViemChains([network({ token: { symbol: ' ', decimals: 18 } })])).toEqual([]);
  });

  it('takes only evm networks with a positive chain id', () => {
    const chains = toViemChains([
      network({ name: 'SOLANA_MAINNET', type: 'solana', chain_id: '' }),
      network({ name: 'ZKSYNCLITE', type: 'zksynclite', chain_id: '1' }),
      network({ name: 'NO_TYPE', type: null, chain_id: '5' }),
      network({ name: 'BAD', chain_id: 'abc' }),
      network({ name: 'ZERO', chain_id: '0' }),
      network({ name: 'BASE_MAINNET', display_name: null, chain_id: 8453 }),
    ]);
    expect(chains.map((c) => [c.id, c.name])).toEqual([[8453, 'BASE_MAINNET']]);
  });

  it('keeps the first network of a duplicated chain id', () => {
    const chains = toViemChains([
      network({ name: 'ETHEREUM_MAINNET', display_name: 'Ethereum' }),
      network({ name: 'ETHEREUM_AGAIN', display_name: 'Impostor', chain_id: '0x1' }),
      arbitrum,
    ]);
    expect(chains.map((c) => [c.id, c.name])).toEqual([
      [1, 'Ethereum'],
      [42161, 'Arbitrum One'],
    ]);
  });

  it('names the native currency after display_asset, falling back to the symbol', () => {
    const [chain] = toViemChains([network()]);
    expect(chain?.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 });
  });

  it('returns nothing for nothing', () => {
    expect(toViemChains([])).toEqual([]);
  });
});
