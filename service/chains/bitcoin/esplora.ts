/**
 * The local Bitcoin network's `node_url`: the part of the Esplora REST API (what mempool.space
 * and blockstream.info serve) that a wallet needs, over the regtest node and its index. Same
 * paths, bodies and status codes as Esplora, so the widget's client (src/chains/bitcoin/node.ts)
 * speaks to this and to a public Esplora alike:
 *
 * - `GET /blocks/tip/height`, `GET /blocks/tip/hash` — text
 * - `GET /address/:address/utxo` — `[{ txid, vout, value, status }]`, mempool included
 * - `GET /tx/:txid` — `{ txid, vin, vout, fee, status }`; `/tx/:txid/hex` — text; `/tx/:txid/status`
 * - `GET /fee-estimates` — `{ "<blocks>": sat/vB }`
 * - `POST /tx` — a raw transaction as hex text → its txid as text; a refusal is a 400 whose text
 *   is `sendrawtransaction RPC error: {"code":…,"message":…}`, as Esplora says it
 *
 * Addresses are Bitcoin regtest ones (`bcrt1…`, `m…`, `n…`, `2…`); amounts are integer
 * satoshis. CORS is open: the widget calls it from the browser.
 */
import { hex } from '@scure/base';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { BitcoinIndexer, IndexedTransaction } from './indexer';
import { type BitcoinRpc, RpcError } from './litecoind';
import { addressOfScript, scriptOf } from './regtest';

/**
 * What `/fee-estimates` says while the node has no estimate of its own (always, on a fresh
 * regtest chain whose blocks are nearly empty): a plausible curve, at or above the relay minimum.
 */
export const FALLBACK_FEE_ESTIMATES: Readonly<Record<string, number>> = {
  '1': 3,
  '2': 2.5,
  '3': 2,
  '6': 1.5,
  '144': 1,
};

const TXID = /^[0-9a-f]{64}$/i;
const RAW_HEX = /^(?:[0-9a-f]{2})+$/i;
/** A standard transaction is at most 400,000 weight units: 100 kB, 200 k hex digits without witness. */
const MAX_RAW_HEX = 800_000;

export interface EsploraOptions {
  rpc: BitcoinRpc;
  indexer: BitcoinIndexer;
  /** Called after a transaction was accepted (the chain side may want to look at once). */
  onBroadcast?(txid: string): void;
}

export function createEsploraApp(options: EsploraOptions): Hono {
  const { rpc, indexer } = options;
  const app = new Hono();
  app.use('*', cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'] }));

  app.get('/blocks/tip/height', async (c) => {
    const height = indexer.height() ?? (await rpc.call<number>('getblockcount'));
    return c.text(String(height));
  });

  app.get('/blocks/tip/hash', async (c) => c.text(await rpc.call<string>('getbestblockhash')));

  app.get('/address/:address/utxo', (c) => {
    const script = scriptParam(c.req.param('address'));
    if (script === null) return c.text('Invalid Bitcoin address', 400);
    const utxos = indexer
      .utxos(script)
      .sort(
        (a, b) => (a.block?.height ?? Number.MAX_SAFE_INTEGER) - (b.block?.height ?? Number.MAX_SAFE_INTEGER),
      );
    return c.json(
      utxos.map((utxo) => ({
        txid: utxo.txid,
        vout: utxo.vout,
        status: statusOf(utxo.block),
        // Satoshis as a JSON integer, like Esplora (at most 2.1e15: exact in a double).
        value: Number(utxo.value),
      })),
    );
  });

  app.get('/tx/:txid/hex', (c) => {
    const transaction = transactionParam(indexer, c.req.param('txid'));
    return transaction ? c.text(hex.encode(transaction.raw)) : c.text('Transaction not found', 404);
  });

  app.get('/tx/:txid/status', (c) => {
    const transaction = transactionParam(indexer, c.req.param('txid'));
    return transaction ? c.json(statusOf(transaction.block)) : c.text('Transaction not found', 404);
  });

  app.get('/tx/:txid', (c) => {
    const transaction = transactionParam(indexer, c.req.param('txid'));
    if (!transaction) return c.text('Transaction not found', 404);
    const prevouts = transaction.inputs.map((input) => indexer.output(input.txid, input.vout));
    const known = prevouts.every((prevout) => prevout !== undefined);
    const paid = transaction.outputs.reduce((sum, output) => sum + output.value, 0n);
    const spent = prevouts.reduce((sum, prevout) => sum + (prevout?.value ?? 0n), 0n);
    return c.json({
      txid: transaction.txid,
      vin: transaction.inputs.map((input, index) => ({
        txid: input.txid,
        vout: input.vout,
        prevout: outputView(prevouts[index]),
      })),
      vout: transaction.outputs.map(outputView),
      // A coinbase (no inputs) pays no fee.
      fee: transaction.inputs.length > 0 && known ? Number(spent - paid) : 0,
      status: statusOf(transaction.block),
    });
  });

  app.get('/fee-estimates', async (c) => {
    const estimates: Record<string, number> = {};
    for (const target of Object.keys(FALLBACK_FEE_ESTIMATES)) {
      const answer = await rpc
        .call<{ feerate?: number }>('estimatesmartfee', [Number(target)])
        .catch(() => ({ feerate: undefined }));
      // BTC per 1000 vbytes → sat per vbyte, to a thousandth (a rate, never an amount).
      estimates[target] =
        answer.feerate === undefined
          ? (FALLBACK_FEE_ESTIMATES[target] ?? 1)
          : Math.round(answer.feerate * 1e8) / 1e3;
    }
    return c.json(estimates);
  });

  app.post('/tx', async (c) => {
    const body = (await c.req.text()).trim();
    if (body.length > MAX_RAW_HEX || !RAW_HEX.test(body)) {
      return c.text('sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}', 400);
    }
    try {
      const txid = await rpc.call<string>('sendrawtransaction', [body]);
      indexer.accepted(txid, body);
      options.onBroadcast?.(txid);
      return c.text(txid);
    } catch (error) {
      if (error instanceof RpcError) {
        const detail = error.message.replace(/^sendrawtransaction: /, '').replace(/ \(code -?\d+\)$/, '');
        return c.text(
          `sendrawtransaction RPC error: ${JSON.stringify({ code: error.code, message: detail })}`,
          400,
        );
      }
      return c.text('The Bitcoin node did not answer', 502);
    }
  });

  return app;
}

function scriptParam(address: string): string | null {
  try {
    return hex.encode(scriptOf(address));
  } catch {
    return null;
  }
}

function transactionParam(indexer: BitcoinIndexer, txid: string): IndexedTransaction | undefined {
  return TXID.test(txid) ? indexer.transaction(txid.toLowerCase()) : undefined;
}

function statusOf(block: IndexedTransaction['block']) {
  return block
    ? { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time }
    : { confirmed: false };
}

function outputView(output: { script: string; value: bigint } | undefined) {
  if (!output) return null;
  const address = addressOfScript(hex.decode(output.script));
  return {
    scriptpubkey: output.script,
    ...(address === null ? {} : { scriptpubkey_address: address }),
    value: Number(output.value),
  };
}
