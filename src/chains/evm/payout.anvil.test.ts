/**
 * Chain test: the payout reader against a real anvil node with the sandbox's test token: a native
 * payment, a token transfer, a reverted transaction, one not yet mined and one that never was,
 * each read as the chain has it.
 */
import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnvilNode, freePort, startAnvil } from '../../../service/chains/evm/anvil';
import {
  ANVIL_TEST_ACCOUNTS,
  type ChainClients,
  chainClients,
  setupLocalChain,
  TEST_TOKEN_ADDRESS,
} from '../../../service/chains/evm/setup';
import type { PayoutRequest } from '../kit/payout';
import { judgePayout } from '../kit/payout-judge';
import { reader } from './payout';

const CHAIN_ID = 31997;
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('the EVM payout reader on anvil', () => {
  let node: AnvilNode;
  let hot: ChainClients;

  beforeAll(async () => {
    node = await startAnvil({ chainId: CHAIN_ID, port: await freePort() });
    hot = chainClients(CHAIN_ID, node.url, ANVIL_TEST_ACCOUNTS.hotWallet.privateKey);
    await setupLocalChain(hot);
  }, 60_000);

  afterAll(async () => {
    await node?.close();
  });

  const request = (hash: string): PayoutRequest => ({
    hash,
    network: { name: 'LOCAL_TEST', type: 'evm', chain_id: String(CHAIN_ID), node_url: node.url },
    nodeUrl: node.url,
    recipient: RECEIVER,
    token: { symbol: 'ETH', contract: null, decimals: 18 },
    fetch,
  });

  async function mined(hash: Hex) {
    await hot.public.waitForTransactionReceipt({ hash, pollingInterval: 100 });
    return hash;
  }

  it('a native payment: its value to its recipient, confirmed', async () => {
    const hash = await mined(await hot.wallet.sendTransaction({ to: RECEIVER, value: 123_456n }));
    expect(await reader.read(request(hash))).toEqual({
      found: true,
      state: 'confirmed',
      payments: [{ to: RECEIVER.toLowerCase(), token: null, amount: 123_456n }],
    });
  });

  it('a token transfer: its Transfer log, the token being the log’s contract', async () => {
    const hash = await mined(
      await hot.wallet.writeContract({
        address: TEST_TOKEN_ADDRESS,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [RECEIVER, 7_000n],
      }),
    );
    const observed = await reader.read(request(hash));
    expect(observed).toEqual({
      found: true,
      state: 'confirmed',
      payments: [{ to: RECEIVER.toLowerCase(), token: TEST_TOKEN_ADDRESS.toLowerCase(), amount: 7_000n }],
    });
    const claim = {
      family: 'evm',
      recipient: RECEIVER,
      token: { symbol: 'PTT', contract: TEST_TOKEN_ADDRESS, decimals: 18 },
    };
    expect(judgePayout({ ...claim, minimum: 7_000n }, observed).verdict).toBe('delivered');
    expect(judgePayout({ ...claim, minimum: 7_001n }, observed)).toEqual({
      verdict: 'not_confirmed',
      differences: [{ code: 'amount', minimum: '7001', paid: '7000' }],
    });
  });

  it('a reverted transaction: failed, nothing paid', async () => {
    // More tokens than the hot wallet holds: the transfer reverts (gas given, so nothing simulates it first).
    const hash = await mined(
      await hot.wallet.sendTransaction({
        to: TEST_TOKEN_ADDRESS,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, 2n ** 255n] }),
        gas: 100_000n,
      }),
    );
    expect(await reader.read(request(hash))).toEqual({ found: true, state: 'failed', payments: [] });
  });

  it('a transaction not yet in a block: pending', async () => {
    const test = node.url;
    const rpc = (method: string, params: unknown[]) =>
      fetch(test, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
    await rpc('evm_setIntervalMining', [0]);
    await rpc('evm_setAutomine', [false]);
    try {
      const hash = await hot.wallet.sendTransaction({ to: RECEIVER, value: 1n, gas: 21_000n });
      expect(await reader.read(request(hash))).toEqual({ found: true, state: 'pending', payments: [] });
    } finally {
      await rpc('evm_setAutomine', [true]);
      await rpc('evm_setIntervalMining', [1]);
    }
  });

  it('a hash the chain never saw: not found; a hash that is no hash: not found, nothing asked', async () => {
    expect(await reader.read(request(`0x${'ab'.repeat(32)}`))).toEqual({ found: false });
    let asked = 0;
    const counting: typeof fetch = (input, init) => {
      asked += 1;
      return fetch(input, init);
    };
    expect(await reader.read({ ...request('not-a-hash'), fetch: counting })).toEqual({ found: false });
    expect(asked).toBe(0);
  });
});
