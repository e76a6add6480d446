/**
 * The sandbox over HTTP, driven by the widget's own API client: every endpoint, rule, error and
 * lifecycle path. The clock is moved by hand, so lifecycle tests take no real time.
 */

import { bech32 } from '@scure/base';
import { Keypair, SystemInstruction, SystemProgram, Transaction } from '@solana/web3.js';
import { beginCell } from '@ton/core';
import { transactionRequestify } from 'fuels';
import { transaction as starknetTransaction } from 'starknet';
import { TronWeb } from 'tronweb';
import { decodeFunctionData, erc20Abi, hexToBigInt, size, slice } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { type CreateSwapBody, NETWORK_TYPES } from '../../src/api/types';
import { startTestSandbox, type TestSandbox } from '../testing';

const EVM_USER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const EVM_OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_USER = Keypair.fromSeed(new Uint8Array(32).fill(7)).publicKey.toBase58();
const STARKNET_USER = '0x0541e8a43e2f1b3a8f5f7b8b0d6ac3e7a1c9d1b2e3f4a5b6c7d8e9f0a1b2c3d4';
const TON_USER = 'EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2';
const BITCOIN_USER = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const TRON_USER = TronWeb.address.fromHex('41f39fd6e51aad88f6f4ce6ab8827279cfffb92266');
const FUEL_USER = `0x${'ab'.repeat(32)}`;
const COSMOS_USER = bech32.encode('cosmos', bech32.toWords(new Uint8Array(20).fill(9)));

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.call('/sandbox/faults', { method: 'DELETE' });
});

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected an ApiError');
}

const ethToArbitrum = {
  source_network: 'ETHEREUM_MAINNET',
  source_token: 'ETH',
  destination_network: 'ARBITRUM_MAINNET',
  destination_token: 'ETH',
};

function createBody(overrides: Partial<CreateSwapBody> = {}): CreateSwapBody {
  return {
    ...ethToArbitrum,
    destination_address: EVM_OTHER,
    amount: '0.5',
    source_address: EVM_USER,
    use_deposit_address: false,
    ...overrides,
  };
}

describe('authentication and transport (spec §5, §7)', () => {
  it('answers the health check with 200, with or without a key', async () => {
    expect((await sandbox.call('/api/v2/health', { key: null })).status).toBe(200);
    await expect(sandbox.api.health()).resolves.toMatchObject({ status: 'Healthy' });
  });

  it('rejects a missing or unknown key with 401 and the error envelope, on every endpoint', async () => {
    for (const path of [
      '/api/v2/networks',
      '/api/v2/sources',
      '/api/v2/quote',
      '/api/v2/swaps/x',
      '/sandbox/faults',
    ]) {
      const missing = await sandbox.call(path, { key: null });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toEqual({
        data: null,
        error: { code: 'INVALID_CREDENTIALS', message: 'The X-SVC-APIKEY header is missing.', metadata: {} },
      });
      const wrong = await sandbox.call(path, { key: 'nope' });
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).error.message).toBe('The API key is not valid.');
    }
  });

  it('accepts every configured key', async () => {
    expect((await sandbox.call('/api/v2/networks', { key: 'second-key' })).status).toBe(200);
  });

  it('allows the widget’s origin by CORS, with the API key header', async () => {
    const preflight = await sandbox.call('/api/v2/quote', {
      method: 'OPTIONS',
      key: null,
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-svc-apikey',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-svc-apikey');
  });

  it('answers an unknown path with 404 and the envelope', async () => {
    const response = await sandbox.call('/api/v2/nothing');
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await sandbox.call('/api/v2/swaps', { body: '{"amount": ' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('logs every request in one line', async () => {
    sandbox.logs.length = 0;
    await sandbox.api.getNetworks();
    expect(sandbox.logs).toHaveLength(1);
    expect(sandbox.logs[0]).toMatch(/^\S+Z GET \/api\/v2\/networks 200 \d+\.\dms$/);
  });
});

describe('catalog endpoints (spec §2.1, §2.2, §4.5–4.7)', () => {
  it('/networks lists a network of each of the twelve families, with base-field tokens', async () => {
    const networks = await sandbox.api.getNetworks();
    const families = new Set(networks.map((n) => n.type));
    for (const family of NETWORK_TYPES) {
      expect(families, family).toContain(family);
    }
    const names = networks.map((n) => n.name);
    for (const evm of ['ETHEREUM_MAINNET', 'ARBITRUM_MAINNET', 'OPTIMISM_MAINNET', 'BASE_MAINNET'])
      expect(names).toContain(evm);
    for (const network of networks) {
      expect(network.tokens?.length, network.name).toBeGreaterThan(0);
      for (const token of network.tokens ?? []) {
        expect(token).not.toHaveProperty('status');
        expect(token).not.toHaveProperty('refuel');
      }
      expect(network.transaction_explorer_template).toMatch(/^https:\/\/.+\{0\}/);
    }
    const starknet = networks.find((n) => n.type === 'starknet');
    expect(starknet?.metadata?.watchdog_contract).toMatch(/^0x[0-9a-f]+$/i);
  });

  it('filters by network_types, repeated or comma-joined', async () => {
    const repeated = await sandbox.api.getNetworks({ network_types: ['solana', 'ton'] });
    expect(new Set(repeated.map((n) => n.type))).toEqual(new Set(['solana', 'ton']));
    const joined = await sandbox.call('/api/v2/networks?network_types=solana,ton');
    const data = (await joined.json()).data as { type: string }[];
    expect(new Set(data.map((n) => n.type))).toEqual(new Set(['solana', 'ton']));
  });

  it('/sources and /destinations tokens carry status and refuel', async () => {
    for (const list of [await sandbox.api.getSources(), await sandbox.api.getDestinations()]) {
      expect(list.length).toBeGreaterThan(10);
      for (const network of list) {
        for (const token of network.tokens ?? []) expect(token.status).toBeTypeOf('string');
      }
    }
    const destinations = await sandbox.api.getDestinations();
    const withRefuel = destinations.flatMap((n) => n.tokens ?? []).filter((t) => t.refuel);
    expect(withRefuel.length).toBeGreaterThan(0);
  });

  it('/destinations narrows to what the source can reach', async () => {
    const all = await sandbox.api.getDestinations();
    const fromSolUsdc = await sandbox.api.getDestinations({
      source_network: 'SOLANA_MAINNET',
      source_token: 'USDC',
    });
    expect(fromSolUsdc.length).toBeGreaterThan(0);
    expect(fromSolUsdc.length).toBeLessThanOrEqual(all.length);
    expect(fromSolUsdc.some((n) => n.name === 'SOLANA_MAINNET')).toBe(false);
    for (const network of fromSolUsdc) {
      for (const token of network.tokens ?? []) {
        await expect(
          sandbox.api.getDetailedQuote({
            source_network: 'SOLANA_MAINNET',
            source_token: 'USDC',
            destination_network: network.name,
            destination_token: token.symbol,
          }),
        ).resolves.toBeDefined();
      }
    }
  });

  it('/sources narrows to what can reach the destination', async () => {
    const toBaseUsdc = await sandbox.api.getSources({
      destination_network: 'BASE_MAINNET',
      destination_token: 'USDC',
    });
    expect(toBaseUsdc.length).toBeGreaterThan(0);
    expect(
      toBaseUsdc.some((n) => n.name === 'BASE_MAINNET' && n.tokens?.some((t) => t.symbol === 'USDC')),
    ).toBe(false);
  });
});

describe('quotes (spec §2.4, §2.5, §4.3, §4.4)', () => {
  it('quotes a bridge with fees, rate, time and path that add up', async () => {
    const { quote } = await sandbox.api.getQuote({ ...ethToArbitrum, amount: '1' });
    expect(quote.requested_amount).toBe(1);
    expect(quote.rate).toBe(1);
    const fees = (quote.service_fee ?? 0) + (quote.blockchain_fee ?? 0);
    expect(quote.total_fee).toBeCloseTo(fees, 8);
    expect(quote.receive_amount).toBeCloseTo(1 - (quote.total_fee ?? 0), 6);
    expect(quote.min_receive_amount).toBeLessThanOrEqual(quote.receive_amount ?? 0);
    expect(quote.avg_completion_time).toMatch(/^\d\d:\d\d:\d\d\.\d{7}$/);
    expect(quote.path?.length).toBeGreaterThan(0);
    expect(quote.source_network?.name).toBe('ETHEREUM_MAINNET');
  });

  it('accepts a token by contract address and a native token by the zero address', async () => {
    const bySymbol = await sandbox.api.getQuote({ ...ethToArbitrum, amount: '1' });
    const byZero = await sandbox.api.getQuote({
      ...ethToArbitrum,
      source_token: '0x0000000000000000000000000000000000000000',
      amount: '1',
    });
    expect(byZero.quote.receive_amount).toBe(bySymbol.quote.receive_amount);
    const usdc = await sandbox.api.getQuote({
      source_network: 'ETHEREUM_MAINNET',
      source_token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'USDC',
      amount: '100',
    });
    expect(usdc.quote.source_token?.symbol).toBe('USDC');
    const sol = await sandbox.api.getQuote({
      source_network: 'SOLANA_MAINNET',
      source_token: '11111111111111111111111111111111',
      destination_network: 'ETHEREUM_MAINNET',
      destination_token: 'ETH',
      amount: '2',
    });
    expect(sol.quote.source_token?.symbol).toBe('SOL');
  });

  it('a swap between assets goes through a swap provider and converts at the price ratio', async () => {
    const { quote } = await sandbox.api.getQuote({
      source_network: 'ETHEREUM_MAINNET',
      source_token: 'ETH',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'USDC',
      amount: '1',
      slippage: 0.01,
    });
    expect(quote.path?.length).toBeGreaterThanOrEqual(2);
    const rate = (quote.source_token?.price_in_usd ?? 0) / (quote.destination_token?.price_in_usd ?? 1);
    expect(quote.rate).toBeCloseTo(rate, 6);
    expect(quote.slippage).toBe(0.01);
    expect(quote.min_receive_amount).toBeCloseTo((quote.receive_amount ?? 0) * 0.99, 4);
  });

  it('refuel adds a destination gas amount paid from the source', async () => {
    const route = {
      source_network: 'ETHEREUM_MAINNET',
      source_token: 'USDC',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'USDC',
      amount: '100',
    };
    const plain = await sandbox.api.getQuote(route);
    const refuelled = await sandbox.api.getQuote({ ...route, refuel: true });
    expect(refuelled.refuel?.amount).toBeGreaterThan(0);
    expect(refuelled.refuel?.token?.symbol).toBe('ETH');
    expect(refuelled.quote.refuel_in_source).toBeGreaterThan(0);
    expect(refuelled.quote.receive_amount).toBeLessThan(plain.quote.receive_amount ?? 0);
  });

  it('says below min and above max with the limits, and no route for an impossible pair', async () => {
    const tiny = await apiError(sandbox.api.getQuote({ ...ethToArbitrum, amount: '0.0000001' }));
    expect(tiny).toMatchObject({ code: 'LESS_THAN_MIN_ERROR', status: 400 });
    expect(tiny.metadata).toHaveProperty('min_amount');
    const huge = await apiError(sandbox.api.getQuote({ ...ethToArbitrum, amount: '1000000' }));
    expect(huge).toMatchObject({ code: 'GREATER_THAN_MAX_ERROR' });
    expect(huge.metadata).toHaveProperty('max_amount');
    const none = await apiError(
      sandbox.api.getQuote({ ...ethToArbitrum, destination_network: 'NO_SUCH_NETWORK', amount: '1' }),
    );
    expect(none.code).toBe('ROUTE_NOT_FOUND_ERROR');
  });

  it('rejects a missing amount or a slippage out of range with VALIDATION_ERROR', async () => {
    const response = await sandbox.call(
      '/api/v2/quote?source_network=ETHEREUM_MAINNET&source_token=ETH&destination_network=ARBITRUM_MAINNET&destination_token=ETH',
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('VALIDATION_ERROR');
    const slippage = await apiError(sandbox.api.getQuote({ ...ethToArbitrum, amount: '1', slippage: 0.9 }));
    expect(slippage.code).toBe('VALIDATION_ERROR');
  });

  it('/detailed_quote tiers agree with /quote at the minimum', async () => {
    const tiers = await sandbox.api.getDetailedQuote(ethToArbitrum);
    expect(tiers.length).toBeGreaterThanOrEqual(1);
    const first = tiers[0];
    if (!first?.min_amount) throw new Error('no min_amount');
    expect(first.max_amount).toBeGreaterThan(first.min_amount);
    const atMin = await sandbox.api.getQuote({ ...ethToArbitrum, amount: String(first.min_amount) });
    expect(atMin.quote.total_fee).toBeCloseTo(first.fee_amount_for_min ?? Number.NaN, 6);
    const belowMin = await apiError(
      sandbox.api.getQuote({ ...ethToArbitrum, amount: String(first.min_amount * 0.5) }),
    );
    expect(belowMin.code).toBe('LESS_THAN_MIN_ERROR');
  });
});

describe('creating swaps (spec §4.2)', () => {
  it('creates a swap with every body field, and returns quote, swap and a transfer action', async () => {
    const created = await sandbox.api.createSwap(
      createBody({ reference_id: 'partner-order-42', refuel: false, slippage: 0.005, use_depository: false }),
    );
    expect(created.swap.status).toBe('user_transfer_pending');
    expect(created.swap.metadata?.reference_id).toBe('partner-order-42');
    expect(Number(created.swap.metadata?.sequence_number)).toBeGreaterThan(0);
    expect(created.swap.destination_address).toBe(EVM_OTHER);
    expect(created.swap.use_deposit_address).toBe(false);
    expect(created.quote?.receive_amount).toBeGreaterThan(0);
    const [action] = created.deposit_actions;
    expect(action).toMatchObject({
      type: 'transfer',
      amount: 0.5,
      amount_in_base_units: '500000000000000000',
    });
    expect(action?.network?.name).toBe('ETHEREUM_MAINNET');
    expect(action?.fee_token?.symbol).toBe('ETH');
  });

  it('keeps every digit of the amount: 18 decimals in, the exact base units out', async () => {
    const created = await sandbox.api.createSwap(createBody({ amount: '0.123456789012345678' }));
    expect(created.deposit_actions[0]?.amount_in_base_units).toBe('123456789012345678');
  });

  it('a manual deposit gives a deposit address valid for the source family', async () => {
    const created = await sandbox.api.createSwap(
      createBody({ use_deposit_address: true, source_address: null }),
    );
    const [action] = created.deposit_actions;
    expect(action?.type).toBe('manual_transfer');
    expect(action?.to_address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(action?.amount_in_base_units).toBe('500000000000000000');
    const btc = await sandbox.api.createSwap({
      source_network: 'BITCOIN_MAINNET',
      source_token: 'BTC',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'WBTC',
      destination_address: EVM_OTHER,
      amount: '0.1',
      use_deposit_address: true,
    });
    expect(btc.deposit_actions[0]?.to_address).toMatch(/^bc1q/);
    expect(btc.deposit_actions[0]?.amount_in_base_units).toBe('10000000');
  });

  it('refuses a deposit address for Starknet, Paradex and TON sources', async () => {
    for (const source of [
      { source_network: 'STARKNET_MAINNET', source_token: 'ETH', destination_address: EVM_OTHER },
      { source_network: 'TON_MAINNET', source_token: 'USDT', destination_address: EVM_OTHER },
      { source_network: 'PARADEX_MAINNET', source_token: 'USDC', destination_address: EVM_OTHER },
    ]) {
      const error = await apiError(
        sandbox.api.createSwap({
          ...source,
          destination_network: 'ARBITRUM_MAINNET',
          destination_token: source.source_token,
          amount: '50',
          use_deposit_address: true,
        }),
      );
      expect(error.code, source.source_network).toBe('QUOTE_REQUIRES_NO_DEPOSIT_ADDRESS');
      expect(error.status).toBe(400);
    }
  });

  it('requires refund_address on a route through a swap provider', async () => {
    const body = createBody({ destination_token: 'USDC', amount: '1' });
    const error = await apiError(sandbox.api.createSwap(body));
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    expect(error.metadata).toMatchObject({ field: 'refund_address' });
    const ok = await sandbox.api.createSwap({ ...body, refund_address: EVM_USER });
    expect(ok.swap.id).toBeTruthy();
  });

  it('validates addresses per family with INVALID_ADDRESS_ERROR', async () => {
    const cases: [Partial<CreateSwapBody>, string][] = [
      [{ destination_address: '0x1234' }, 'destination_address'],
      [{ destination_address: EVM_OTHER.replace('C', 'c') }, 'destination_address'],
      [{ source_address: SOLANA_USER }, 'source_address'],
      [{ destination_token: 'USDC', refund_address: TRON_USER }, 'refund_address'],
    ];
    for (const [override, field] of cases) {
      const error = await apiError(sandbox.api.createSwap(createBody(override)));
      expect(error.code, field).toBe('INVALID_ADDRESS_ERROR');
      expect(error.metadata.field).toBe(field);
      expect(error.message).toContain(field);
    }
  });

  it('requires source_address for a wallet transfer', async () => {
    const error = await apiError(sandbox.api.createSwap(createBody({ source_address: null })));
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(error.metadata).toMatchObject({ field: 'source_address' });
  });

  it('applies the route limits to creation too', async () => {
    expect((await apiError(sandbox.api.createSwap(createBody({ amount: '0.0000001' })))).code).toBe(
      'LESS_THAN_MIN_ERROR',
    );
  });

  it('rejects a body without required fields, naming the field', async () => {
    const response = await sandbox.call('/api/v2/swaps', { body: { ...ethToArbitrum, amount: 1 } });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toContain('destination_address');
  });
});

describe('deposit call_data per family, parsed by the family’s own SDK (spec §4.10)', () => {
  it('EVM native: the sequence number as data to the deposit address', async () => {
    const created = await sandbox.api.createSwap(createBody());
    const action = created.deposit_actions[0];
    expect(action?.call_data).toMatch(/^0x[0-9a-f]+$/);
    expect(hexToBigInt(action?.call_data as `0x${string}`)).toBe(
      BigInt(created.swap.metadata?.sequence_number ?? -1),
    );
  });

  it('EVM ERC-20: transfer(deposit, amount) on the token contract, sequence number appended', async () => {
    const created = await sandbox.api.createSwap(
      createBody({ source_token: 'USDC', destination_token: 'USDC', amount: '25.5' }),
    );
    const action = created.deposit_actions[0];
    const data = action?.call_data as `0x${string}`;
    expect(action?.to_address?.toLowerCase()).toBe('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48');
    const decoded = decodeFunctionData({ abi: erc20Abi, data: slice(data, 0, size(data) - 32) });
    expect(decoded.functionName).toBe('transfer');
    expect(decoded.args[1]).toBe(25_500_000n);
    expect(hexToBigInt(slice(data, size(data) - 32))).toBe(
      BigInt(created.swap.metadata?.sequence_number ?? -1),
    );
  });

  it('Solana: a transaction paying the deposit address the amount, with the memo', async () => {
    const created = await sandbox.api.createSwap({
      source_network: 'SOLANA_MAINNET',
      source_token: 'SOL',
      destination_network: 'ETHEREUM_MAINNET',
      destination_token: 'ETH',
      destination_address: EVM_OTHER,
      source_address: SOLANA_USER,
      refund_address: SOLANA_USER,
      amount: '3',
    });
    const action = created.deposit_actions[0];
    const tx = Transaction.from(Buffer.from(action?.call_data ?? '', 'base64'));
    expect(tx.feePayer?.toBase58()).toBe(SOLANA_USER);
    const transfer = tx.instructions.find((ix) => ix.programId.equals(SystemProgram.programId));
    if (!transfer) throw new Error('no system transfer');
    const decoded = SystemInstruction.decodeTransfer(transfer);
    expect(decoded.lamports).toBe(3_000_000_000n);
    expect(decoded.toPubkey.toBase58()).toBe(action?.to_address);
    const memo = tx.instructions.at(-1);
    expect(memo?.data.toString('utf8')).toBe(String(created.swap.metadata?.sequence_number));
  });

  it('Starknet: transfer then watch, accepted by starknet.js as one multicall', async () => {
    const created = await sandbox.api.createSwap({
      source_network: 'STARKNET_MAINNET',
      source_token: 'ETH',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'ETH',
      destination_address: EVM_OTHER,
      source_address: STARKNET_USER,
      amount: '0.2',
    });
    const calls = JSON.parse(created.deposit_actions[0]?.call_data ?? '[]');
    expect(calls.map((call: { entrypoint: string }) => call.entrypoint)).toEqual(['transfer', 'watch']);
    expect(calls[1].calldata).toEqual([String(created.swap.metadata?.sequence_number)]);
    const networks = await sandbox.api.getNetworks({ network_types: ['starknet'] });
    expect(BigInt(calls[1].contractAddress)).toBe(BigInt(networks[0]?.metadata?.watchdog_contract ?? '0x0'));
    const execute = starknetTransaction.getExecuteCalldata(calls, '1');
    expect(execute.length).toBeGreaterThan(6);
    expect(BigInt(calls[0].calldata[1]) + (BigInt(calls[0].calldata[2]) << 128n)).toBe(
      200_000_000_000_000_000n,
    );
  });

  it('TON: amount, asset and a comment that @ton/core encodes as a text comment', async () => {
    const created = await sandbox.api.createSwap({
      source_network: 'TON_MAINNET',
      source_token: 'TON',
      destination_network: 'ETHEREUM_MAINNET',
      destination_token: 'ETH',
      destination_address: EVM_OTHER,
      source_address: TON_USER,
      refund_address: TON_USER,
      amount: '100',
    });
    const payload = JSON.parse(created.deposit_actions[0]?.call_data ?? '{}');
    expect(payload.amount).toBe(created.deposit_actions[0]?.amount_in_base_units);
    expect(payload.comment).toBe(String(created.swap.metadata?.sequence_number));
    const cell = beginCell().storeUint(0, 32).storeStringTail(payload.comment).endCell();
    const slice = cell.beginParse();
    expect(slice.loadUint(32)).toBe(0);
    expect(slice.loadStringTail()).toBe(payload.comment);
  });

  it('Bitcoin: a numeric memo whose hex text fits an OP_RETURN', async () => {
    const created = await sandbox.api.createSwap({
      source_network: 'BITCOIN_MAINNET',
      source_token: 'BTC',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'WBTC',
      destination_address: EVM_OTHER,
      source_address: BITCOIN_USER,
      amount: '0.05',
    });
    const action = created.deposit_actions[0];
    expect(action?.call_data).toBe(String(created.swap.metadata?.sequence_number));
    expect(BigInt(action?.call_data ?? '').toString(16).length / 2).toBeLessThanOrEqual(80);
    expect(action?.amount_in_base_units).toBe('5000000');
  });

  it('Tron: the memo, to a valid Tron deposit address', async () => {
    const created = await sandbox.api.createSwap({
      source_network: 'TRON_MAINNET',
      source_token: 'USDT',
      destination_network: 'ETHEREUM_MAINNET',
      destination_token: 'USDT',
      destination_address: EVM_OTHER,
      source_address: TRON_USER,
      amount: '50',
    });
    const action = created.deposit_actions[0];
    expect(action?.call_data).toBe(String(created.swap.metadata?.sequence_number));
    expect(TronWeb.isAddress(action?.to_address ?? '')).toBe(true);
    expect(action?.amount_in_base_units).toBe('50000000');
  });

  it('Fuel: a script request fuels rebuilds, paying the deposit address, with quantities', async () => {
    const created = await sandbox.api.createSwap({
      source_network: 'FUEL_MAINNET',
      source_token: 'ETH',
      destination_network: 'ETHEREUM_MAINNET',
      destination_token: 'ETH',
      destination_address: EVM_OTHER,
      source_address: FUEL_USER,
      amount: '0.01',
    });
    const action = created.deposit_actions[0];
    const payload = JSON.parse(action?.call_data ?? '{}');
    const request = transactionRequestify(JSON.parse(payload.script));
    const coin = request.outputs.find((output) => 'to' in output && output.to);
    expect(coin && 'to' in coin ? String(coin.to).toLowerCase() : '').toBe(action?.to_address?.toLowerCase());
    expect(payload.quantities[0].amount).toBe(action?.amount_in_base_units);
  });
});

describe('reading swaps and deposit notification (spec §4.8, §4.9)', () => {
  it('gets a swap with or without its deposit actions', async () => {
    const created = await sandbox.api.createSwap(createBody());
    const full = await sandbox.api.getSwap(created.swap.id);
    expect(full.swap.id).toBe(created.swap.id);
    expect(full.deposit_actions).toHaveLength(1);
    const raw = await sandbox.call(`/api/v2/swaps/${created.swap.id}?exclude_deposit_actions=true`);
    expect((await raw.json()).data).not.toHaveProperty('deposit_actions');
  });

  it('an unknown swap is NOT_FOUND 404', async () => {
    expect(await apiError(sandbox.api.getSwap('no-such/swap'))).toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('deposit_speedup accepts the hash, and refuses an unknown swap or a missing hash', async () => {
    const created = await sandbox.api.createSwap(createBody());
    await expect(
      sandbox.api.depositSpeedup(created.swap.id, { transaction_id: `0x${'1'.repeat(64)}` }),
    ).resolves.toBeNull();
    expect((await apiError(sandbox.api.depositSpeedup('nope', { transaction_id: '0x1' }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await apiError(sandbox.api.depositSpeedup(created.swap.id, { transaction_id: '' }))).code).toBe(
      'VALIDATION_ERROR',
    );
  });
});

describe('the lifecycle (DESIGN §1), moved by the control endpoints and the clock', () => {
  async function deposit(id: string, body: Record<string, unknown> = {}) {
    const response = await sandbox.call(`/sandbox/swaps/${id}/deposit`, { body });
    expect(response.status).toBe(200);
  }
  async function scenario(id: string, name: string) {
    return sandbox.call(`/sandbox/swaps/${id}/scenario`, { body: { scenario: name } });
  }
  const status = async (id: string) => (await sandbox.api.getSwap(id)).swap;

  it('completes: deposit confirmations rise, the service sends the output, completed', async () => {
    const { swap } = await sandbox.api.createSwap(createBody({ amount: '1' }));
    await deposit(swap.id, { transaction_id: `0x${'a'.repeat(64)}` });
    let current = await status(swap.id);
    expect(current.status).toBe('user_transfer_pending');
    expect(current.transactions[0]).toMatchObject({
      type: 'input',
      transaction_hash: `0x${'a'.repeat(64)}`,
      confirmations: 0,
      from: EVM_USER,
    });
    const max = current.transactions[0]?.max_confirmations ?? 0;
    expect(max).toBeGreaterThan(0);
    sandbox.clock.advance(3_000);
    current = await status(swap.id);
    expect(current.transactions[0]?.confirmations).toBe(1);
    sandbox.clock.advance(3_000 * max);
    current = await status(swap.id);
    expect(current.status).toBe('ls_transfer_pending');
    sandbox.clock.advance(2_000);
    current = await status(swap.id);
    const output = current.transactions.find((t) => t.type === 'output');
    expect(output).toMatchObject({ to: EVM_OTHER, confirmations: 0 });
    expect(output?.transaction_hash).toMatch(/^0x[0-9a-f]{64}$/);
    sandbox.clock.advance(60_000);
    current = await status(swap.id);
    expect(current.status).toBe('completed');
    expect(current.transactions.find((t) => t.type === 'output')?.status).toBe('completed');
  });

  it('expires when no deposit arrives in time (expire scenario shortens the window)', async () => {
    const { swap } = await sandbox.api.createSwap(createBody());
    expect((await scenario(swap.id, 'expire')).status).toBe(200);
    sandbox.clock.advance(16_000);
    expect((await status(swap.id)).status).toBe('expired');
    const late = await sandbox.api.createSwap(createBody());
    sandbox.clock.advance(2 * 60 * 60_000 + 1);
    expect((await status(late.swap.id)).status).toBe('expired');
  });

  it('fails with a fail_reason when the deposit is outside the limits', async () => {
    const { swap } = await sandbox.api.createSwap(createBody({ amount: '1' }));
    await deposit(swap.id, { amount: '0.0000001' });
    sandbox.clock.advance(60_000);
    const current = await status(swap.id);
    expect(current.status).toBe('failed');
    expect(current.fail_reason).toBe('received_less_than_valid_range');
  });

  it('fails with a fail_reason in the fail scenario', async () => {
    const { swap } = await sandbox.api.createSwap(createBody());
    await scenario(swap.id, 'fail');
    await deposit(swap.id);
    sandbox.clock.advance(60_000);
    expect(await status(swap.id)).toMatchObject({ status: 'failed', fail_reason: 'swap_route_unavailable' });
  });

  it('refunds: refund_pending, then refunded with a refund from the service to the user, gas deducted', async () => {
    const { swap } = await sandbox.api.createSwap(createBody({ amount: '1' }));
    await scenario(swap.id, 'refund');
    await deposit(swap.id);
    sandbox.clock.advance(3_000 * 3 + 1_000);
    expect((await status(swap.id)).status).toBe('refund_pending');
    sandbox.clock.advance(60_000);
    const current = await status(swap.id);
    expect(current.status).toBe('refunded');
    const input = current.transactions.find((t) => t.type === 'input');
    const refund = current.transactions.find((t) => t.type === 'refund');
    expect(refund).toMatchObject({ from: input?.to, to: EVM_USER, status: 'completed' });
    expect(refund?.network?.name).toBe('ETHEREUM_MAINNET');
    expect(refund?.token?.symbol).toBe('ETH');
    expect(refund?.amount).toBeLessThan(1);
    expect(refund?.fee_amount).toBeGreaterThan(0);
    expect((refund?.amount ?? 0) + (refund?.fee_amount ?? 0)).toBeCloseTo(1, 8);
  });

  it('refund_hold keeps the refund from being sent until another scenario lets it go', async () => {
    const { swap } = await sandbox.api.createSwap(createBody({ amount: '1' }));
    await scenario(swap.id, 'refund_hold');
    await deposit(swap.id);
    sandbox.clock.advance(60 * 60_000);
    let current = await status(swap.id);
    expect(current.status).toBe('refund_pending');
    expect(current.transactions.map((t) => t.type)).toEqual(['input']);
    expect((await scenario(swap.id, 'refund')).status).toBe(200);
    current = await status(swap.id);
    expect(current.status).toBe('refunded');
    expect(current.transactions.find((t) => t.type === 'refund')?.to).toBe(EVM_USER);
  });

  it('spells the refund in progress as the public service does when asked (DESIGN §1)', async () => {
    const { swap } = await sandbox.api.createSwap(createBody({ amount: '1' }));
    const asked = await sandbox.call(`/sandbox/swaps/${swap.id}/scenario`, {
      body: { scenario: 'refund_hold', refund_status: 'pending_refund' },
    });
    expect(asked.status).toBe(200);
    await deposit(swap.id);
    sandbox.clock.advance(60_000);
    expect((await status(swap.id)).status).toBe('pending_refund');
    // Only the refund in progress: the ending keeps its one spelling.
    await scenario(swap.id, 'refund');
    expect((await status(swap.id)).status).toBe('refunded');
    const wrong = await sandbox.call(`/sandbox/swaps/${swap.id}/scenario`, {
      body: { scenario: 'refund', refund_status: 'refunding' },
    });
    expect(wrong.status).toBe(400);
  });

  it('compatibility, beyond the spec: expires_date says when the deposit window closes', async () => {
    const { swap } = await sandbox.api.createSwap(createBody());
    const created = Date.parse(swap.created_date ?? '');
    const expires = (await status(swap.id)).expires_date;
    expect(Date.parse(expires ?? '') - created).toBe(2 * 60 * 60_000);
    await scenario(swap.id, 'expire');
    const shortened = Date.parse((await status(swap.id)).expires_date ?? '');
    expect(shortened - created).toBe(15_000);
    // The swap expires at that moment, not before.
    sandbox.clock.advance(shortened - sandbox.clock.now - 1);
    expect((await status(swap.id)).status).toBe('user_transfer_pending');
    sandbox.clock.advance(1);
    expect((await status(swap.id)).status).toBe('expired');
  });

  it('a deposit after expiry is refunded', async () => {
    const { swap } = await sandbox.api.createSwap(createBody());
    await scenario(swap.id, 'expire');
    sandbox.clock.advance(20_000);
    await deposit(swap.id);
    sandbox.clock.advance(120_000);
    expect((await status(swap.id)).status).toBe('refunded');
  });

  it('slow takes ten times longer', async () => {
    const { swap } = await sandbox.api.createSwap(createBody());
    await scenario(swap.id, 'slow');
    await deposit(swap.id);
    sandbox.clock.advance(60_000);
    expect((await status(swap.id)).status).toBe('user_transfer_pending');
    sandbox.clock.advance(10 * 60_000);
    expect((await status(swap.id)).status).toBe('completed');
  });

  it('control endpoints refuse a second deposit, a scenario after the end, and unknown scenarios', async () => {
    const { swap } = await sandbox.api.createSwap(createBody());
    await deposit(swap.id);
    const second = await sandbox.call(`/sandbox/swaps/${swap.id}/deposit`, { body: {} });
    expect(second.status).toBe(409);
    expect((await scenario(swap.id, 'sideways')).status).toBe(400);
    sandbox.clock.advance(120_000);
    expect((await scenario(swap.id, 'refund')).status).toBe(409);
    expect((await sandbox.call('/sandbox/swaps/nope/deposit', { body: {} })).status).toBe(404);
  });
});

describe('time scale', () => {
  it('SANDBOX_TIME_SCALE speeds the timers up', async () => {
    const fast = await startTestSandbox({ timeScale: 60 });
    try {
      const { swap } = await fast.api.createSwap(createBody());
      await fast.call(`/sandbox/swaps/${swap.id}/deposit`, { body: {} });
      fast.clock.advance(1_000);
      expect((await fast.api.getSwap(swap.id)).swap.status).toBe('completed');
    } finally {
      await fast.close();
    }
  });
});

describe('fault switches', () => {
  const fault = (body: Record<string, unknown>) => sandbox.call('/sandbox/faults', { body });

  it('error responses with a chosen status, for a number of requests', async () => {
    await fault({ mode: 'error', status: 503, count: 1 });
    expect(await apiError(sandbox.api.getNetworks())).toMatchObject({ status: 503, code: 'INTERNAL_ERROR' });
    await expect(sandbox.api.getNetworks()).resolves.toBeDefined();
  });

  it('a service error chosen by the test, with its code and message', async () => {
    await fault({
      mode: 'error',
      status: 400,
      code: 'NETWORK_CURRENCY_DAILY_LIMIT_REACHED',
      message: 'Daily limit reached',
      path_prefix: '/api/v2/quote',
      count: 1,
    });
    const error = await apiError(sandbox.api.getQuote({ ...ethToArbitrum, amount: '1' }));
    expect(error).toMatchObject({
      status: 400,
      code: 'NETWORK_CURRENCY_DAILY_LIMIT_REACHED',
      message: 'Daily limit reached',
    });
  });

  it('an HTML error page', async () => {
    await fault({ mode: 'html' });
    expect(await apiError(sandbox.api.getNetworks())).toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });

  it('marks each faulted answer, and only those', async () => {
    await fault({ mode: 'malformed', count: 1 });
    const faulted = await sandbox.call('/api/v2/networks');
    expect(faulted.headers.get('x-sandbox-fault')).toBe('malformed');
    const next = await sandbox.call('/api/v2/networks');
    expect(next.status).toBe(200);
    expect(next.headers.get('x-sandbox-fault')).toBeNull();
  });

  it('malformed JSON', async () => {
    await fault({ mode: 'malformed' });
    expect((await apiError(sandbox.api.getNetworks())).code).toBe('NON_JSON_RESPONSE');
  });

  it('rate limiting with Retry-After', async () => {
    await fault({ mode: 'rate_limit', retry_after_seconds: 3 });
    expect(await apiError(sandbox.api.getNetworks())).toMatchObject({ status: 429, retryAfterMs: 3000 });
  });

  it('latency', async () => {
    await fault({ mode: 'latency', latency_ms: 150, count: 1 });
    const started = Date.now();
    await sandbox.api.getNetworks();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('a dropped connection', async () => {
    await fault({ mode: 'drop', count: 1 });
    expect((await apiError(sandbox.api.getNetworks())).code).toBe('NETWORK_ERROR');
  });

  it('only on a path prefix, and never on the control endpoints; cleared by DELETE', async () => {
    await fault({ mode: 'error', path_prefix: '/api/v2/swaps' });
    await expect(sandbox.api.getNetworks()).resolves.toBeDefined();
    expect((await apiError(sandbox.api.getSwap('x'))).status).toBe(500);
    expect((await sandbox.call('/sandbox/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await apiError(sandbox.api.getSwap('x'))).status).toBe(404);
  });

  it('refuses an unknown fault mode', async () => {
    const response = await fault({ mode: 'explode' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('VALIDATION_ERROR');
  });
});

describe('cosmos and other deposit-address-only families', () => {
  it('a cosmos source asks for a deposit address instead of a wallet transfer', async () => {
    const body = {
      source_network: 'COSMOS_HUB_MAINNET',
      source_token: 'USDC',
      destination_network: 'ARBITRUM_MAINNET',
      destination_token: 'USDC',
      destination_address: EVM_OTHER,
      source_address: COSMOS_USER,
      amount: '50',
    };
    const error = await apiError(sandbox.api.createSwap({ ...body, use_deposit_address: false }));
    expect(error.metadata).toMatchObject({ field: 'use_deposit_address' });
    const created = await sandbox.api.createSwap({ ...body, use_deposit_address: true });
    expect(created.deposit_actions[0]?.type).toBe('manual_transfer');
    expect(created.deposit_actions[0]?.to_address).toMatch(/^cosmos1/);
  });
});
