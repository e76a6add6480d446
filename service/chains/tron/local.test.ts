/**
 * Swaps from Local Tron (the verifying ledger, not a node), end to end: the sandbox over HTTP with
 * Local Tron and the local EVM chains (anvil); deposits built by the widget's own builder
 * (`buildTronDeposit`) from the swap's deposit action, signed with the test user's key as TronLink
 * signs (tronweb's `signTransaction`) and broadcast through the widget's node client; balances
 * read back through the same API. Also what the ledger refuses: a signature from another key, a
 * reference block from another chain, a transaction whose JSON says something else than its bytes.
 */

import { utils } from 'tronweb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapResponse } from '../../../src/api/types';
import { buildTronDeposit, type TronTransaction } from '../../../src/chains/tron/deposit';
import { createTronNodeClient, type TronNodeClient } from '../../../src/chains/tron/node';
import type { TestSandbox } from '../../testing';
import type { LocalEvmChain } from '../evm/local';
import {
  evmPttBalance,
  expectedOf,
  pttSwapBody,
  startChainSandbox,
  transactionOf,
  waitForSwapStatus,
} from '../testing';
import { labelledTronAccount, TRON_TEST_ACCOUNTS } from './keys';
import type { LocalTronChain } from './local';

const USER = TRON_TEST_ACCOUNTS.user;
const SWAP_TIMEOUT_MS = 40_000;

let sandbox: TestSandbox;
let tron: LocalTronChain;
let l2: LocalEvmChain;
let node: TronNodeClient;

beforeAll(async () => {
  ({ sandbox, backend: tron, l2 } = await startChainSandbox<LocalTronChain>('tron'));
  node = createTronNodeClient(tron.apiUrl);
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
});

const body = pttSwapBody('LOCAL_TRON', USER.address);

/** The deposit as the widget builds it, signed as TronLink signs it. */
async function signedDeposit(created: SwapResponse, key = USER.privateKey, sender = USER.address) {
  const action = created.deposit_actions[0];
  if (!action) throw new Error('no deposit action');
  const block = await node.latestBlock();
  const built = buildTronDeposit(action, {
    sender,
    refBlock: block,
    now: block.timestamp,
    sequenceNumber: String(created.swap.metadata?.sequence_number),
    expected: await expectedOf(sandbox, created),
  });
  return { built, signed: sign(built.transaction, key) };
}

function sign(transaction: TronTransaction, key: string) {
  return utils.crypto.signTransaction(key, structuredClone(transaction)) as unknown as TronTransaction & {
    signature: string[];
  };
}

const waitForSwap = (id: string, until: readonly string[]) =>
  waitForSwapStatus(sandbox, id, until, { timeoutMs: SWAP_TIMEOUT_MS, pollMs: 200 });

describe('Local Tron', () => {
  it('is a catalog network with TRX and the PTT token, read through the node API the widget uses', async () => {
    const networks = await sandbox.api.getNetworks();
    const local = networks.find((network) => network.name === 'LOCAL_TRON');
    expect(local).toMatchObject({ display_name: 'Local Tron', type: 'tron', node_url: tron.apiUrl });
    expect(
      local?.tokens?.map((token) => [token.symbol, token.contract, token.decimals, token.group]),
    ).toEqual([
      ['TRX', undefined, 6, 'TRX'],
      ['PTT', tron.pttContract, 18, 'PTT'],
    ]);
    expect(await node.trxBalance(USER.address)).toBeGreaterThanOrEqual(1_000n * 1_000_000n);
    expect(await node.trc20Balance(USER.address, tron.pttContract)).toBeGreaterThanOrEqual(
      1_000n * 10n ** 18n,
    );
    expect(await node.trxBalance(labelledTronAccount('nobody').address)).toBe(0n);
  });
});

describe.sequential('swaps from Local Tron', () => {
  it('PTT → LOCAL_L2 PTT: a TRC-20 transfer with the memo, verified, detected and paid out on anvil', async () => {
    const created = await sandbox.api.createSwap(body({ amount: '250' }));
    const depositAddress = created.deposit_actions[0]?.to_address ?? '';
    const before = await node.trc20Balance(USER.address, tron.pttContract);
    const { built, signed } = await signedDeposit(created);
    expect(built.kind).toBe('trc20');
    await node.broadcast(signed);

    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    const amount = 250n * 10n ** 18n;
    expect(before - (await node.trc20Balance(USER.address, tron.pttContract))).toBe(amount);
    expect(await node.trc20Balance(depositAddress, tron.pttContract)).toBe(amount);
    const input = transactionOf(final, 'input');
    expect(input.transaction_hash).toBe(signed.txID);
    expect(input.from).toBe(USER.address);
    expect(await node.receipt(signed.txID)).toMatchObject({ result: 'SUCCESS' });

    const output = transactionOf(final, 'output');
    const received = await evmPttBalance(l2, created.swap.destination_address as `0x${string}`);
    expect(received).toBeGreaterThan(0n);
    expect(output.amount).toBeGreaterThan(0);
  }, 60_000);

  it('refuses a transaction signed by another key, from another chain, or whose JSON lies about its bytes', async () => {
    const created = await sandbox.api.createSwap(body({ amount: '10' }));
    const other = labelledTronAccount('someone else');
    const { signed: wrongKey } = await signedDeposit(created, other.privateKey);
    await expect(node.broadcast(wrongKey)).rejects.toMatchObject({ code: 'SIGERROR' });

    const action = created.deposit_actions[0];
    if (!action) throw new Error('no deposit action');
    const block = await node.latestBlock();
    const foreign = buildTronDeposit(action, {
      sender: USER.address,
      refBlock: { number: block.number, id: `${block.id.slice(0, 16)}${'ab'.repeat(24)}` },
      now: block.timestamp,
      sequenceNumber: String(created.swap.metadata?.sequence_number),
      expected: await expectedOf(sandbox, created),
    });
    await expect(node.broadcast(sign(foreign.transaction, USER.privateKey))).rejects.toMatchObject({
      code: 'TAPOS_ERROR',
    });

    const { signed } = await signedDeposit(created);
    const lying = structuredClone(signed);
    const value = lying.raw_data.contract[0].parameter.value as { data: string };
    value.data = `${value.data.slice(0, -2)}ff`;
    await expect(node.broadcast(lying)).rejects.toMatchObject({ code: 'OTHER_ERROR' });

    // None of them moved anything; the honest one still goes through.
    await node.broadcast(signed);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
  }, 60_000);

  it('TRX → LOCAL_L2 ETH through the swap provider, the memo in the transaction', async () => {
    const created = await sandbox.api.createSwap(
      body({ source_token: 'TRX', destination_token: 'ETH', amount: '400', refund_address: USER.address }),
    );
    const { built, signed } = await signedDeposit(created);
    expect(built.kind).toBe('trx');
    const before = await node.trxBalance(USER.address);
    await node.broadcast(signed);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    expect(before - (await node.trxBalance(USER.address))).toBe(400_000_000n);
    expect(Buffer.from(String(signed.raw_data.data), 'hex').toString()).toBe(
      String(created.swap.metadata?.sequence_number),
    );
  }, 60_000);
});
