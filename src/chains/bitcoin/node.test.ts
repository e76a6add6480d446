import { describe, expect, it } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../api/test-support';
import { BitcoinNodeError, createBitcoinNodeClient } from './node';

const TXID = 'ab'.repeat(32);
const BASE = 'http://127.0.0.1:3002/api/';

function client(handler: Parameters<typeof createFakeFetch>[0]) {
  const fake = createFakeFetch(handler);
  return { node: createBitcoinNodeClient({ baseUrl: BASE, fetch: fake.fetch }), requests: fake.requests };
}

async function nodeError(promise: Promise<unknown>): Promise<BitcoinNodeError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BitcoinNodeError);
  return error as BitcoinNodeError;
}

describe('the Esplora client', () => {
  it('reads coins as bigint satoshis, mempool included, from /address/:a/utxo', async () => {
    const { node, requests } = client(() =>
      jsonResponse([
        {
          txid: TXID.toUpperCase(),
          vout: 1,
          value: 2_100_000_000_000_000,
          status: { confirmed: true, block_height: 7 },
        },
        { txid: TXID, vout: 0, value: 546, status: { confirmed: false } },
      ]),
    );
    expect(await node.utxos('bcrt1qexample')).toEqual([
      { txid: TXID, vout: 1, value: 2_100_000_000_000_000n, confirmed: true },
      { txid: TXID, vout: 0, value: 546n, confirmed: false },
    ]);
    expect(requests[0]?.url.href).toBe('http://127.0.0.1:3002/api/address/bcrt1qexample/utxo');
  });

  it('refuses a coin list with a fractional, negative or unsafe value, or a bad txid', async () => {
    for (const bad of [
      { txid: TXID, vout: 0, value: 1.5, status: { confirmed: true } },
      { txid: TXID, vout: 0, value: -1, status: { confirmed: true } },
      { txid: TXID, vout: 0, value: 2 ** 53, status: { confirmed: true } },
      { txid: 'xyz', vout: 0, value: 1, status: { confirmed: true } },
      { txid: TXID, vout: 0, value: '1000', status: { confirmed: true } },
    ]) {
      const { node } = client(() => jsonResponse([bad]));
      expect((await nodeError(node.utxos('a'))).kind).toBe('malformed');
    }
    const { node } = client(() => new Response('<html>', { status: 200 }));
    expect((await nodeError(node.utxos('a'))).kind).toBe('malformed');
  });

  it('picks the fee rate for the first target at or after the one asked', async () => {
    const { node } = client(() => jsonResponse({ '144': 1, '1': 12.5, '6': 4, '3': 7.25 }));
    expect(await node.feeRate()).toBe(7.25);
    expect(await node.feeRate(1)).toBe(12.5);
    expect(await node.feeRate(6)).toBe(4);
    expect(await node.feeRate(1000)).toBe(1);
    expect([...(await node.feeEstimates()).keys()]).toEqual([1, 3, 6, 144]);
    const { node: broken } = client(() => jsonResponse({ '2': 0 }));
    expect((await nodeError(broken.feeRate())).kind).toBe('malformed');
    const { node: empty } = client(() => jsonResponse({}));
    expect((await nodeError(empty.feeRate())).kind).toBe('malformed');
  });

  it('broadcasts raw hex as text and returns the txid', async () => {
    const { node, requests } = client(() => new Response(`${TXID.toUpperCase()}\n`));
    expect(await node.broadcast('0200aa')).toBe(TXID);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/tx');
    expect(requests[0]?.body).toBe('0200aa');
  });

  it("turns Esplora's refusal into a `rejected` error with the node's reason", async () => {
    const { node } = client(
      () =>
        new Response(
          'sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met, 100 < 141"}',
          {
            status: 400,
          },
        ),
    );
    const error = await nodeError(node.broadcast('00'));
    expect(error.kind).toBe('rejected');
    expect(error.nodeCode).toBe(-26);
    expect(error.nodeMessage).toBe('min relay fee not met, 100 < 141');
    const { node: plain } = client(() => new Response('Invalid transaction', { status: 400 }));
    expect((await nodeError(plain.broadcast('00'))).nodeMessage).toBe('Invalid transaction');
  });

  it('says `unreachable` for no answer, a 5xx or a timeout; `not_found` for an unknown transaction', async () => {
    const { node: down } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    expect((await nodeError(down.tipHeight())).kind).toBe('unreachable');
    expect((await nodeError(down.broadcast('00'))).kind).toBe('unreachable');
    const { node: failing } = client(() => new Response('Bad gateway', { status: 502 }));
    expect((await nodeError(failing.broadcast('00'))).kind).toBe('unreachable');
    const slow = createBitcoinNodeClient({
      baseUrl: BASE,
      timeoutMs: 20,
      fetch: createFakeFetch(() => new Promise<Response>(() => {})).fetch,
    });
    expect((await nodeError(slow.tipHeight())).kind).toBe('unreachable');
    const { node: missing } = client(() => new Response('Transaction not found', { status: 404 }));
    expect((await nodeError(missing.transactionHex(TXID))).kind).toBe('not_found');
    expect(await missing.transactionStatus(TXID)).toBeNull();
  });

  it('reads a transaction as hex, its status and the tip height', async () => {
    const { node } = client(({ url }) => {
      if (url.pathname.endsWith('/hex')) return new Response('0200AB');
      if (url.pathname.endsWith('/status')) return jsonResponse({ confirmed: true, block_height: 120 });
      return new Response('121');
    });
    expect(await node.transactionHex(TXID)).toBe('0200ab');
    expect(await node.transactionStatus(TXID)).toEqual({ confirmed: true, blockHeight: 120 });
    expect(await node.tipHeight()).toBe(121);
    const { node: odd } = client(() => new Response('not hex'));
    expect((await nodeError(odd.transactionHex(TXID))).kind).toBe('malformed');
  });
});
