/// <reference path="./virtual.d.ts" />
/**
 * Portage's own token facts (the table the build makes, the same module vitest serves) held
 * against route lists that lie, and against every real route list: the captures of the
 * production service (src/api/__fixtures__/real) and the sandbox's catalog must build with no
 * refusal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import table from 'virtual:portage-token-table';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { NETWORKS } from '../../../../service/catalog/data';
import { localEvmNetwork } from '../../../../service/catalog/local';
import { TEST_TOKEN_ADDRESS } from '../../../../service/chains/evm/setup';
import { localFuelNetwork } from '../../../../service/chains/fuel/local';
import { type ExpectedDeposit, isNativeToken, normalizeChainId } from '../expected';
import { DepositRefusal } from '../refusal';
import { checkTokenFacts, type TokenFactsError } from './check';

const FUEL_BASE = '0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07';

function expected(
  network: { name: string; family: string; chainId?: string | null },
  token: { symbol: string; contract: string | null; decimals: number },
  baseAssetId?: string | null,
): ExpectedDeposit {
  return {
    origin: 'created',
    network: { name: network.name, family: network.family, chainId: network.chainId ?? null },
    token,
    amount: '1000000',
    destination: { network: 'ARBITRUM_MAINNET', address: '0x0000000000000000000000000000000000000001' },
    depository: null,
    ...(baseAssetId !== undefined ? { baseAssetId } : {}),
  };
}

const ETHEREUM = { name: 'ETHEREUM_MAINNET', family: 'evm', chainId: '1' };
const ARBITRUM = { name: 'ARBITRUM_MAINNET', family: 'evm', chainId: '42161' };
const TRON = { name: 'TRON_MAINNET', family: 'tron' };
const TON = { name: 'TON_MAINNET', family: 'ton' };
const SOLANA = { name: 'SOLANA_MAINNET', family: 'solana' };
const STARKNET = { name: 'STARKNET_MAINNET', family: 'starknet' };
const FUEL = { name: 'FUEL_MAINNET', family: 'fuel', chainId: '9889' };
const LOCAL_L1 = { name: 'LOCAL_L1', family: 'evm', chainId: '31337' };
const ETH_NATIVE = { symbol: 'ETH', contract: null, decimals: 9 };

function refusalOf(deposit: ExpectedDeposit, networkName?: string): TokenFactsError {
  const result = checkTokenFacts(deposit, table, networkName);
  if (result.ok) throw new Error('expected a refusal');
  return result.refusal;
}

describe('a token the table knows', () => {
  it('is refused when the route lists give it other decimals, with a sentence naming both values', () => {
    const refusal = refusalOf(
      expected(ETHEREUM, {
        symbol: 'USDC',
        contract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        decimals: 18,
      }),
      'Ethereum',
    );
    expect(refusal).toBeInstanceOf(DepositRefusal);
    expect(refusal.code).toBe('TOKEN_DECIMALS');
    expect(refusal.params).toEqual({ token: 'USDC', network: 'Ethereum', table: '6', list: '18' });
    expect(refusal.message).toBe(
      'Portage’s own token facts say USDC on Ethereum has 6 decimals, but the route lists say 18, so the amount would be wrong. Portage shows no way to pay this swap: do not send anything for it; start a new swap.',
    );
  });

  it('is refused when a canonical symbol names another contract', () => {
    const refusal = refusalOf(
      expected(ARBITRUM, {
        symbol: 'USDC',
        contract: '0x1111111111111111111111111111111111111111',
        decimals: 6,
      }),
    );
    expect(refusal.code).toBe('TOKEN_CONTRACT');
    expect(refusal.params.table.toLowerCase()).toBe('0xaf88d065e77c8cc2239327c5edb3a432268e5831');
    expect(refusal.params.list).toBe('0x1111111111111111111111111111111111111111');
    expect(refusal.message).toMatch(
      /USDC on ARBITRUM_MAINNET is the contract 0x[0-9a-fA-F]{40}, but the route lists name 0x1111/,
    );
  });

  it('refuses the hand-kept rows the same way: Tron USDT, TON USDT, the natives', () => {
    expect(
      refusalOf(
        expected(TRON, { symbol: 'USDT', contract: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', decimals: 6 }),
      ).code,
    ).toBe('TOKEN_CONTRACT');
    expect(
      refusalOf(
        expected(TRON, { symbol: 'USDT', contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', decimals: 18 }),
      ).code,
    ).toBe('TOKEN_DECIMALS');
    expect(refusalOf(expected(TRON, { symbol: 'TRX', contract: null, decimals: 18 })).code).toBe(
      'TOKEN_DECIMALS',
    );
    expect(refusalOf(expected(TRON, { symbol: 'USDT', contract: null, decimals: 6 })).code).toBe(
      'TOKEN_NATIVE',
    );
    expect(
      refusalOf(
        expected(TRON, { symbol: 'TRX', contract: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', decimals: 6 }),
      ).code,
    ).toBe('TOKEN_NOT_NATIVE');
    expect(
      refusalOf(
        expected(TON, {
          symbol: 'USDT',
          contract: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
          decimals: 9,
        }),
      ).code,
    ).toBe('TOKEN_DECIMALS');
    expect(refusalOf(expected(SOLANA, { symbol: 'SOL', contract: null, decimals: 18 })).code).toBe(
      'TOKEN_DECIMALS',
    );
    expect(refusalOf(expected(ETHEREUM, { symbol: 'ETH', contract: null, decimals: 6 })).code).toBe(
      'TOKEN_DECIMALS',
    );
    expect(
      refusalOf(
        expected(STARKNET, {
          symbol: 'STRK',
          contract: '0x04718f5a0fc34cc1af16a1cdee98ffb20c31f5cd61d6ab07201858f4287c938e',
          decimals: 18,
        }),
      ).code,
    ).toBe('TOKEN_CONTRACT');
  });

  it('is refused on the sandbox’s local chains: PTT has 18 decimals on both anvil chain ids', () => {
    for (const chainId of ['31337', '31338']) {
      const refusal = refusalOf(
        expected(
          { ...LOCAL_L1, chainId },
          { symbol: 'PTT', contract: TEST_TOKEN_ADDRESS.toLowerCase(), decimals: 12 },
        ),
        'Local Chain A',
      );
      expect(refusal.message).toMatch(/PTT on Local Chain A has 18 decimals, but the route lists say 12/);
    }
  });
});

describe('what the table does not refuse', () => {
  const passes = (deposit: ExpectedDeposit) => expect(checkTokenFacts(deposit, table).ok).toBe(true);

  it('other spellings of the same contract', () => {
    // EVM in any case, Starknet felts without their leading zero, TON's raw form of the master.
    passes(
      expected(ARBITRUM, {
        symbol: 'USDC',
        contract: '0xAF88D065E77C8CC2239327C5EDB3A432268E5831',
        decimals: 6,
      }),
    );
    passes(
      expected(STARKNET, {
        symbol: 'ETH',
        contract: '0x49d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7',
        decimals: 18,
      }),
    );
    const master = Address.parse('EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs');
    passes(expected(TON, { symbol: 'USDT', contract: master.toRawString(), decimals: 6 }));
    passes(expected(TON, { symbol: 'USDT', contract: master.toString({ bounceable: false }), decimals: 6 }));
  });

  it('bridged variants and tokens it does not know, and networks it has no rows for', () => {
    passes(
      expected(ARBITRUM, {
        symbol: 'USDC.e',
        contract: '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8',
        decimals: 6,
      }),
    );
    // Arbitrum's USDT is listed as USDT0 by Uniswap: the service's "USDT" at that contract passes.
    passes(
      expected(ARBITRUM, {
        symbol: 'USDT',
        contract: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9',
        decimals: 6,
      }),
    );
    passes(
      expected(ETHEREUM, {
        symbol: 'PEPE',
        contract: '0x6982508145454Ce325dDbE47a25d4ec3d2311933',
        decimals: 18,
      }),
    );
    // Starknet's USDC is not canonical (Circle's native USDC may take the symbol).
    passes(expected(STARKNET, { symbol: 'USDC', contract: '0x0123', decimals: 6 }));
    passes(
      expected(
        { name: 'SOME_CHAIN', family: 'evm', chainId: '999999' },
        { symbol: 'USDC', contract: '0x12', decimals: 18 },
      ),
    );
    passes(
      expected(
        { name: 'HYPERLIQUID_MAINNET', family: 'hyperliquid' },
        { symbol: 'USDC', contract: null, decimals: 6 },
      ),
    );
  });
});

describe('the Fuel base asset id', () => {
  it('is the build’s: it replaces the lists’, missing or the same', () => {
    for (const listed of [undefined, null, FUEL_BASE, FUEL_BASE.toUpperCase().replace('0X', '0x')]) {
      const result = checkTokenFacts(expected(FUEL, ETH_NATIVE, listed), table);
      expect(result).toEqual({ ok: true, expected: expect.objectContaining({ baseAssetId: FUEL_BASE }) });
    }
  });

  it('is refused when the lists give another one', () => {
    const other = `0x${'ab'.repeat(32)}`;
    const refusal = refusalOf(expected(FUEL, ETH_NATIVE, other), 'Fuel Ignition');
    expect(refusal.code).toBe('BASE_ASSET');
    expect(refusal.message).toBe(
      `Portage pins ${FUEL_BASE} as the base asset of Fuel Ignition, but the route lists give ${other}. Portage shows no way to pay this swap: do not send anything for it; start a new swap.`,
    );
    // A token deposit pays its fee in the base asset: the lie is refused there too.
    const usdc = {
      symbol: 'USDC',
      contract: '0x286c479da40dc953bddc3bb4c453b608bba2e0ac483b077bd475174115395e6b',
      decimals: 6,
    };
    expect(refusalOf(expected(FUEL, usdc, other)).code).toBe('BASE_ASSET');
  });

  it('is refused on a Fuel network the build pins none for', () => {
    const refusal = refusalOf(expected({ name: 'FUEL_DEVNET', family: 'fuel' }, ETH_NATIVE, FUEL_BASE));
    expect(refusal.code).toBe('NO_BASE_ASSET');
    expect(refusal.message).toMatch(/^Portage pins no base asset for FUEL_DEVNET/);
  });

  it('of the sandbox’s Local Fuel is pinned to the local ledger’s', () => {
    const local = localFuelNetwork('http://127.0.0.1:1/v1/graphql');
    const listed = (local.metadata as Record<string, string>).base_asset_id;
    const result = checkTokenFacts(
      expected({ name: 'LOCAL_FUEL', family: 'fuel' }, ETH_NATIVE, listed),
      table,
    );
    expect(result.ok && result.expected.baseAssetId).toBe(listed);
  });
});

interface ListedNetwork {
  name?: string;
  type?: string;
  chain_id?: string | number | null;
  metadata?: Record<string, unknown>;
  token?: ListedToken;
  tokens?: ListedToken[];
}
interface ListedToken {
  symbol?: string;
  contract?: string | null;
  decimals?: number;
}

/** Every (network, token) pair a JSON document lists with its decimals, wherever it sits. */
function pairsIn(value: unknown, out: { network: ListedNetwork; token: ListedToken }[] = []) {
  if (Array.isArray(value)) {
    for (const item of value) pairsIn(item, out);
    return out;
  }
  if (typeof value !== 'object' || value === null) return out;
  const record = value as Record<string, unknown>;
  const network = record as ListedNetwork;
  if (typeof network.name === 'string' && typeof network.type === 'string') {
    for (const token of [network.token, ...(network.tokens ?? [])]) if (token) out.push({ network, token });
  }
  for (const [key, side] of [
    ['network', 'token'],
    ['source_network', 'source_token'],
    ['destination_network', 'destination_token'],
  ] as const) {
    const n = record[key] as ListedNetwork | undefined;
    const t = record[side] as ListedToken | undefined;
    if (n?.name && n.type && t) out.push({ network: n, token: t });
  }
  for (const child of Object.values(record)) pairsIn(child, out);
  return out;
}

function expectedOf({
  network,
  token,
}: {
  network: ListedNetwork;
  token: ListedToken;
}): ExpectedDeposit | null {
  if (typeof token.symbol !== 'string' || typeof token.decimals !== 'number') return null;
  const base = network.metadata?.base_asset_id;
  return expected(
    { name: String(network.name), family: String(network.type), chainId: normalizeChainId(network.chain_id) },
    {
      symbol: token.symbol,
      contract: isNativeToken(token.contract) ? null : String(token.contract),
      decimals: token.decimals,
    },
    typeof base === 'string' ? base : undefined,
  );
}

describe('every real route list builds with no refusal', () => {
  it('every token of the production service’s captures (src/api/__fixtures__/real)', () => {
    const dir = join(import.meta.dirname, '..', '..', '..', 'api', '__fixtures__', 'real');
    const checked: string[] = [];
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      for (const pair of pairsIn(JSON.parse(readFileSync(join(dir, file), 'utf8')))) {
        const deposit = expectedOf(pair);
        if (!deposit) continue;
        const result = checkTokenFacts(deposit, table);
        expect(result.ok ? null : `${file}: ${result.refusal.message}`).toBeNull();
        checked.push(`${deposit.network.name}:${deposit.token.symbol}`);
      }
    }
    // The captures name tabled tokens, so the table was consulted, not merely empty.
    expect(checked).toEqual(
      expect.arrayContaining(['SOLANA_MAINNET:USDC', 'SOLANA_MAINNET:SOL', 'ARBITRUM_MAINNET:USDC']),
    );
    expect(new Set(checked).size).toBeGreaterThanOrEqual(8);
  });

  it('every token of the sandbox’s catalog, its local chains included', () => {
    const local = [
      localEvmNetwork({
        name: 'LOCAL_L1',
        displayName: 'Local Chain A',
        chainId: 31337,
        nodeUrl: 'http://127.0.0.1:1',
        tokenContract: TEST_TOKEN_ADDRESS,
      }),
      localEvmNetwork({
        name: 'LOCAL_L2',
        displayName: 'Local Chain B',
        chainId: 31338,
        nodeUrl: 'http://127.0.0.1:2',
        tokenContract: TEST_TOKEN_ADDRESS,
      }),
      localFuelNetwork('http://127.0.0.1:3/v1/graphql'),
    ];
    let count = 0;
    for (const pair of pairsIn([...NETWORKS, ...local])) {
      const deposit = expectedOf(pair);
      if (!deposit) continue;
      const result = checkTokenFacts(deposit, table);
      expect(result.ok ? null : result.refusal.message).toBeNull();
      count += 1;
    }
    expect(count).toBeGreaterThan(30);
  });
});
