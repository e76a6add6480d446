/**
 * A small address index over the regtest node, what an Esplora server keeps: every transaction
 * of every block (and of the mempool), the outputs by script, and which outputs are spent. The
 * node's own RPC cannot list an arbitrary address's coins (its wallet only knows its own), so the
 * index reads each new block once (`getblock <hash> 2`, which carries each transaction's raw hex)
 * and the mempool at every look.
 *
 * Values come from the raw transactions (bigint satoshis), never from the node's JSON numbers.
 * One miner, no peers: regtest here never reorganises, so blocks are only ever appended.
 */
import { hex } from '@scure/base';
import { RawTx } from '@scure/btc-signer';
import type { BitcoinRpc } from './litecoind';

export interface IndexedOutput {
  txid: string;
  vout: number;
  /** Satoshis. */
  value: bigint;
  /** Hex scriptPubKey. */
  script: string;
}

export interface IndexedTransaction {
  txid: string;
  raw: Uint8Array;
  /** The coins it spends (none for a coinbase). */
  inputs: { txid: string; vout: number }[];
  outputs: IndexedOutput[];
  /** Null while in the mempool. */
  block: { height: number; hash: string; time: number } | null;
}

export interface IndexedUtxo extends IndexedOutput {
  block: IndexedTransaction['block'];
}

export interface BitcoinIndexerOptions {
  rpc: BitcoinRpc;
  /** A transaction was included in a block (whether or not it was seen in the mempool first). */
  onConfirmed?(transaction: IndexedTransaction): void;
  /** A transaction was first seen in the mempool. */
  onMempool?(transaction: IndexedTransaction): void;
  log?(line: string): void;
}

export interface BitcoinIndexer {
  /**
   * One look at the node: new blocks, then the mempool. A call made while a look is under way is
   * served by one more look after it (the first may have read the block count too early).
   */
  tick(): Promise<void>;
  /** The tip height indexed, or null before the first look. */
  height(): number | null;
  /** The unspent outputs paying `script` (hex), confirmed and in the mempool, not spent by either. */
  utxos(script: string): IndexedUtxo[];
  transaction(txid: string): IndexedTransaction | undefined;
  /** The output an input spends, if the index has it. */
  output(txid: string, vout: number): IndexedOutput | undefined;
  /**
   * A transaction the node just accepted into its mempool (a broadcast): indexed at once, so the
   * coins it spends are no longer listed as unspent to the next request.
   */
  accepted(txid: string, rawHex: string): void;
}

interface VerboseBlock {
  hash: string;
  height: number;
  time: number;
  tx: { txid: string; hex: string }[];
}

const COINBASE_TXID = '0'.repeat(64);

export function createBitcoinIndexer(options: BitcoinIndexerOptions): BitcoinIndexer {
  const { rpc } = options;
  const transactions = new Map<string, IndexedTransaction>();
  const outputs = new Map<string, IndexedOutput>();
  const outputsByScript = new Map<string, Set<string>>();
  /** Outpoint → the transaction (confirmed or in the mempool) that spends it. */
  const spentBy = new Map<string, string>();
  const mempool = new Set<string>();
  let tip: number | null = null;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  function add(txid: string, raw: Uint8Array, block: IndexedTransaction['block']): IndexedTransaction {
    const decoded = RawTx.decode(raw);
    const transaction: IndexedTransaction = {
      txid,
      raw,
      inputs: decoded.inputs
        .map((input) => ({ txid: hex.encode(input.txid), vout: input.index }))
        .filter((input) => input.txid !== COINBASE_TXID),
      outputs: decoded.outputs.map((output, vout) => ({
        txid,
        vout,
        value: output.amount,
        script: hex.encode(output.script),
      })),
      block,
    };
    transactions.set(txid, transaction);
    for (const input of transaction.inputs) spentBy.set(key(input.txid, input.vout), txid);
    for (const output of transaction.outputs) {
      const id = key(txid, output.vout);
      outputs.set(id, output);
      let set = outputsByScript.get(output.script);
      if (!set) {
        set = new Set();
        outputsByScript.set(output.script, set);
      }
      set.add(id);
    }
    return transaction;
  }

  /** A mempool transaction that left without being mined (replaced or evicted). */
  function drop(txid: string): void {
    const transaction = transactions.get(txid);
    if (!transaction || transaction.block) return;
    transactions.delete(txid);
    mempool.delete(txid);
    for (const input of transaction.inputs) {
      const id = key(input.txid, input.vout);
      if (spentBy.get(id) === txid) spentBy.delete(id);
    }
    for (const output of transaction.outputs) {
      const id = key(txid, output.vout);
      outputs.delete(id);
      outputsByScript.get(output.script)?.delete(id);
    }
  }

  async function indexBlock(height: number): Promise<void> {
    const hash = await rpc.call<string>('getblockhash', [height]);
    const block = await rpc.call<VerboseBlock>('getblock', [hash, 2]);
    const where = { height: block.height, hash: block.hash, time: block.time };
    for (const entry of block.tx) {
      const known = transactions.get(entry.txid);
      let transaction: IndexedTransaction;
      if (known) {
        known.block = where;
        mempool.delete(entry.txid);
        transaction = known;
      } else {
        transaction = add(entry.txid, hex.decode(entry.hex), where);
      }
      options.onConfirmed?.(transaction);
    }
    tip = height;
  }

  async function indexMempool(): Promise<void> {
    const current = new Set(await rpc.call<string[]>('getrawmempool'));
    for (const txid of [...mempool]) if (!current.has(txid)) drop(txid);
    for (const txid of current) {
      if (transactions.has(txid)) continue;
      let rawHex: string;
      try {
        rawHex = await rpc.call<string>('getrawtransaction', [txid, false]);
      } catch {
        continue; // Mined or evicted in between: the next look sees where it went.
      }
      mempool.add(txid);
      const transaction = add(txid, hex.decode(rawHex), null);
      options.onMempool?.(transaction);
    }
  }

  async function look(): Promise<void> {
    const count = await rpc.call<number>('getblockcount');
    for (let height = tip === null ? 0 : tip + 1; height <= count; height++) await indexBlock(height);
    await indexMempool();
  }

  function tick(): Promise<void> {
    if (!running) {
      running = look().finally(() => {
        running = null;
      });
      return running;
    }
    // A look under way may have read the block count before the caller's block was mined
    // (`mine()` then resolved with the block unindexed): one more look, after it, serves every
    // caller who asked meanwhile.
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = null;
        return tick();
      });
    return queued;
  }

  return {
    tick,
    height: () => tip,
    utxos(script) {
      const result: IndexedUtxo[] = [];
      for (const id of outputsByScript.get(script.toLowerCase()) ?? []) {
        if (spentBy.has(id)) continue;
        const output = outputs.get(id);
        const transaction = output && transactions.get(output.txid);
        if (output && transaction) result.push({ ...output, block: transaction.block });
      }
      return result;
    },
    transaction: (txid) => transactions.get(txid.toLowerCase()),
    output: (txid, vout) => outputs.get(key(txid.toLowerCase(), vout)),
    accepted(txid, rawHex) {
      const id = txid.toLowerCase();
      if (transactions.has(id)) return;
      mempool.add(id);
      options.onMempool?.(add(id, hex.decode(rawHex), null));
    },
  };
}

function key(txid: string, vout: number): string {
  return `${txid}:${vout}`;
}
