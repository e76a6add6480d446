import { describe, expect, it } from 'vitest';
import { PayoutNodeError, type PayoutRequest } from '../kit/payout';
import { reader, TRANSFER_TOPIC } from './payout';

const HASH = `0x${'12'.repeat(32)}`;
const ME = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const topic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}`;
const word = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`;

function node(tx: unknown, receipt: unknown, status = 200) {
  const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { id: number; method: string }[];
    const answers = body.map(({ id, method }) =>
      method === 'eth_getTransactionByHash'
        ? { jsonrpc: '2.0', id, ...(tx as object) }
        : { jsonrpc: '2.0', id, ...(receipt as object) },
    );
    return new Response(JSON.stringify(answers), { status });
  }) as typeof globalThis.fetch;
  const request: PayoutRequest = {
    hash: HASH,
    network: { name: 'X', type: 'evm', chain_id: '1' },
    nodeUrl: 'https://node.example',
    recipient: ME,
    token: { symbol: 'PTT', contract: TOKEN, decimals: 18 },
    fetch,
  };
  return reader.read(request);
}

const tx = { result: { hash: HASH, to: TOKEN, value: '0x0' } };
const receipt = (logs: unknown[], status = '0x1') => ({
  result: { transactionHash: HASH, blockNumber: '0x10', status, logs },
});

describe('readEvmPayout against a node that answers oddly', () => {
  it('reads ERC-20 Transfer logs and skips an ERC-721 Transfer and malformed logs', async () => {
    const logs = [
      { address: TOKEN, topics: [TRANSFER_TOPIC, topic(TOKEN), topic(ME)], data: word(5n) },
      { address: TOKEN, topics: [TRANSFER_TOPIC, topic(TOKEN), topic(ME), word(1n)], data: '0x' },
      { address: TOKEN, topics: [TRANSFER_TOPIC, topic(TOKEN), word(2n ** 200n)], data: word(9n) },
      { address: 'nope', topics: [TRANSFER_TOPIC, topic(TOKEN), topic(ME)], data: word(9n) },
      { address: TOKEN, topics: [TRANSFER_TOPIC, topic(TOKEN), topic(ME)], data: '0x01' },
      'garbage',
    ];
    expect(await node(tx, receipt(logs))).toEqual({
      found: true,
      state: 'confirmed',
      payments: [{ to: ME, token: TOKEN, amount: 5n }],
    });
  });

  it('neither known: not found; known without a receipt: pending; status 0: failed', async () => {
    expect(await node({ result: null }, { result: null })).toEqual({ found: false });
    expect(await node(tx, { result: null })).toEqual({ found: true, state: 'pending', payments: [] });
    expect(await node(tx, receipt([], '0x0'))).toEqual({ found: true, state: 'failed', payments: [] });
  });

  it('an answer for another hash, a receipt without its transaction, errors and bad shapes: the node failed', async () => {
    const other = { result: { ...tx.result, hash: `0x${'34'.repeat(32)}` } };
    await expect(node(other, receipt([]))).rejects.toBeInstanceOf(PayoutNodeError);
    await expect(node({ result: null }, receipt([]))).rejects.toBeInstanceOf(PayoutNodeError);
    await expect(node({ error: { code: -32000 } }, receipt([]))).rejects.toBeInstanceOf(PayoutNodeError);
    await expect(node(tx, { result: { ...receipt([]).result, status: 'yes' } })).rejects.toBeInstanceOf(
      PayoutNodeError,
    );
    await expect(node(tx, receipt([]), 500)).rejects.toBeInstanceOf(PayoutNodeError);
  });
});
