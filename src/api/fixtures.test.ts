/**
 * Every response captured from the production service (src/api/__fixtures__/real, copied from the
 * shared fixtures; provenance in its SOURCES.md) must parse with no error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './client';
import { DepositActionSchema, GaslessAuthorizeStatusSchema, LimitsSchema } from './schemas';
import { createFakeFetch, jsonResponse } from './test-support';

const dir = join(import.meta.dirname, '__fixtures__', 'real');
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

/** A client whose every request is answered with the fixture, with the given HTTP status. */
function clientAnswering(file: string, status = 200) {
  const fake = createFakeFetch(() => jsonResponse(read(file), { status }));
  return createApiClient({ baseUrl: 'https://svc.test', apiKey: 'k', fetch: fake.fetch });
}

const route = {
  source_network: 'SOLANA_MAINNET',
  source_token: 'USDC',
  destination_network: 'ARBITRUM_MAINNET',
  destination_token: 'USDC',
};

/** One check per fixture file; a new fixture without a check fails the suite below. */
const checks: Record<string, () => Promise<void>> = {
  'networks.entry.SOLANA_MAINNET.json': async () => {
    const client = clientAnswering('networks.entry.SOLANA_MAINNET.json');
    for (const networks of [
      await client.getNetworks(),
      await client.getSources(),
      await client.getDestinations(),
    ]) {
      expect(networks).toHaveLength(1);
      const solana = networks[0];
      expect(solana?.name).toBe('SOLANA_MAINNET');
      expect(solana?.chain_id).toBe('');
      expect(solana?.type).toBe('solana');
      expect(solana?.deposit_methods).toBeUndefined();
      expect(solana?.tokens?.map((t) => t.symbol)).toEqual(['USDC', 'WETH', 'USDT', 'USDe', 'SOL']);
      expect(solana?.tokens?.find((t) => t.symbol === 'SOL')?.contract).toBeUndefined();
      expect(solana?.token?.decimals).toBe(9);
    }
  },
  'quote.SOLANA_MAINNET-USDC_to_ARBITRUM_MAINNET-USDC.json': async () => {
    const client = clientAnswering('quote.SOLANA_MAINNET-USDC_to_ARBITRUM_MAINNET-USDC.json');
    const { quote, refuel, reward } = await client.getQuote({ ...route, amount: '10' });
    expect(quote.receive_amount).toBe(9.55772);
    expect(quote.min_receive_amount).toBe(9.533826);
    expect(quote.total_fee).toBe(0.442279);
    expect(quote.avg_completion_time).toBe('00:00:05.4528534');
    expect(quote.path).toEqual([{ provider: 'LAYERSWAP', order: 0 }]);
    expect(quote.destination_network?.metadata?.evm_multicall_contract).toBe(
      '0xca11bde05977b3631167028862be2a173976ca11',
    );
    expect(refuel).toBeUndefined();
    expect(reward).toBeUndefined();
  },
  'swap.user_transfer_pending.evm-sepolia.storybook-mock.json': async () => {
    const client = clientAnswering('swap.user_transfer_pending.evm-sepolia.storybook-mock.json');
    const { swap, deposit_actions, quote } = await client.getSwap('f9b0c0ca-3caa-483e-9bc2-36332b6972c1');
    expect(swap.status).toBe('user_transfer_pending');
    expect(swap.metadata?.sequence_number).toBe('5089');
    expect(swap.transactions[0]?.confirmations).toBe(3);
    expect(swap.source_address).toBe('0x5f4025Cb72997D971e101a8FEf19422e696b4162');
    const [action] = deposit_actions;
    expect(action?.type).toBe('transfer');
    expect(action?.amount_in_base_units).toBe('373000000000000');
    expect(action?.call_data).toBe('0x13e1');
    expect(action?.network?.deposit_methods).toEqual(['Wallet', 'DepositAddress']);
    expect(quote?.blockchain_fee).toBe(1.2e-5);
  },
  'swap.refunded.docs.json': async () => {
    const { swap, deposit_actions } = await clientAnswering('swap.refunded.docs.json').getSwap(
      'd0050d05-4e75-4e9c-8b89-c1c8cbee4a62',
    );
    expect(swap.status).toBe('refunded');
    expect(swap.transactions.map((t) => t.type)).toEqual(['input', 'refund']);
    expect(swap.transactions[1]?.from).toBe('0x08b00ceee2fb66029b53d76110b19eeaabfd1e65');
    expect(deposit_actions).toEqual([]);
  },
  'detailed_quote.sdk-test-stub.json': async () => {
    const tiers = await clientAnswering('detailed_quote.sdk-test-stub.json').getDetailedQuote(route);
    expect(tiers).toEqual(
      [{ avg_completion_milliseconds: 120000, min_amount: 0.001, max_amount: 10, path: [] }].map((tier) =>
        expect.objectContaining(tier),
      ),
    );
  },
  'error.bad-request.sdk-test.json': async () => {
    const error = await clientAnswering('error.bad-request.sdk-test.json', 400)
      .getQuote({ ...route, amount: '1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid params', status: 400 });
  },
  'limits.docs.json': async () => {
    const limits = v.parse(LimitsSchema, JSON.parse(read('limits.docs.json')).data);
    expect(limits).toMatchObject({ min_amount: 10, max_amount: 500000, max_amount_in_usd: 500000 });
  },
  'gasless_authorize_status.docs.json': async () => {
    const status = v.parse(
      GaslessAuthorizeStatusSchema,
      JSON.parse(read('gasless_authorize_status.docs.json')),
    );
    expect(status.status).toBe('Published');
    expect(status.transaction?.transaction_id).toBe('0x...');
  },
  'deposit_action.bitcoin.docs.json': async () => {
    const [action] = parseActions('deposit_action.bitcoin.docs.json');
    expect(action).toMatchObject({
      type: 'transfer',
      call_data: '11177265',
      amount_in_base_units: '3755000',
    });
    expect(action?.token?.decimals).toBe(8);
    expect(action?.network?.type).toBe('bitcoin');
  },
  'deposit_action.solana.docs.json': async () => {
    const [action] = parseActions('deposit_action.solana.docs.json');
    expect(action).toMatchObject({ type: 'transfer', amount: 0.1, amount_in_base_units: '100000000' });
    expect(action?.network?.name).toBe('SOLANA_MAINNET');
  },
  'deposit_action.depository-erc20.docs.json': async () => {
    const [action] = parseActions('deposit_action.depository-erc20.docs.json');
    expect(action?.gas_limit).toBe('120000');
    expect(action?.encoded_args).toHaveLength(4);
    expect(action?.fee_token?.contract).toBeUndefined();
  },
  'deposit_action.depository-native.docs.json': async () => {
    const [action] = parseActions('deposit_action.depository-native.docs.json');
    expect(action?.amount_in_base_units).toBe('50000000000000000');
    expect(action?.token?.contract).toBeUndefined();
  },
  'deposit_action.gasless-sign.docs.json': async () => {
    const [action] = parseActions('deposit_action.gasless-sign.docs.json');
    // An action type the widget does not execute is kept as it is, with its extra fields.
    expect(action?.type).toBe('sign');
    expect(action?.typed_data).toMatchObject({ primaryType: 'ReceiveWithAuthorization' });
  },
};

/** Docs fixtures hold either one deposit action or `{ deposit_actions: [...] }`. */
function parseActions(file: string) {
  const json = JSON.parse(read(file));
  const list: unknown[] = Array.isArray(json.deposit_actions) ? json.deposit_actions : [json];
  return list.map((item) => v.parse(DepositActionSchema, item));
}

const files = readdirSync(dir).filter((file) => file.endsWith('.json'));

describe('real fixtures from the production service', () => {
  it('has a check for every fixture file', () => {
    expect(files.length).toBeGreaterThanOrEqual(13);
    expect(files.filter((file) => !(file in checks))).toEqual([]);
  });

  for (const file of files) {
    it(`parses ${file}`, async () => {
      const check = checks[file];
      if (!check) throw new Error(`no check for ${file}`);
      await check();
    });
  }
});
