/**
 * The sandbox's local Bitcoin network, `BITCOIN_REGTEST` ("Local Bitcoin (regtest)"), end to end:
 * a litecoind regtest node (./litecoind.ts: the same transaction format), an Esplora-style API at
 * the network's `node_url` (./esplora.ts) over an address index (./indexer.ts), a block every
 * second, and — once a swap store is attached — deposit detection and the hot wallet that sends
 * outputs and refunds.
 *
 * - Deposit addresses are P2WPKH (`bcrt1q…`), one per swap, derived from its seed (./keys.ts).
 * - A deposit is an output paying a swap's deposit address in a mined transaction; the amount is
 *   what the transaction really pays to that address (all its outputs to it). A wallet deposit
 *   carries the swap's memo in an OP_RETURN (the hex text of the sequence number, spec §4.10);
 *   a transaction with an OP_RETURN that is not this swap's memo is not its deposit, one with no
 *   OP_RETURN (a manual transfer) is matched by address alone. The mempool is watched too, but a
 *   deposit counts from the block that includes it: confirmations are counted from blocks.
 * - The hot wallet is litecoind's own wallet, funded by mining; it pays with `sendtoaddress`,
 *   given the exact decimal amount as text.
 * - The test user (./keys.ts, a public test key) receives 5, 3 and 2 BTC at start.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { hex } from '@scure/base';
import { Script } from '@scure/btc-signer';
import { formatUnits } from 'viem';
import { type CatalogNetwork, LOCAL_EXPLORER } from '../../catalog';
import { network, token } from '../../catalog/data';
import { bitcoinOpReturnText } from '../../deposits/bitcoin';
import { portIsFree } from '../evm/anvil';
import {
  type ChainSwapStore,
  createTransferDriver,
  type LocalChainBackend,
  messageOf,
  reportDeposit,
} from '../local';
import { createEsploraApp } from './esplora';
import { type BitcoinIndexer, createBitcoinIndexer, type IndexedTransaction } from './indexer';
import { BITCOIN_TEST_USER, type RegtestKey, regtestDepositAddress } from './keys';
import { type BitcoinRpc, type LitecoindNode, startLitecoind } from './litecoind';
import { addressOfScript, fromNodeAddress, toNodeAddress } from './regtest';

export const BITCOIN_REGTEST_NETWORK = 'BITCOIN_REGTEST';
/** litecoind's wallet that mines and pays. */
export const HOT_WALLET = 'portage-hot';
/** What the test user receives at start, one coin each (BTC). */
export const TEST_USER_COINS = ['5', '3', '2'] as const;
/** Blocks mined at start: 10 coinbases mature past the 100-block rule, 500 BTC for the hot wallet. */
const INITIAL_BLOCKS = 110;
const BTC_DECIMALS = 8;

export interface LocalBitcoinOptions {
  /** [Esplora API port, litecoind RPC port]. */
  ports: readonly number[];
  host?: string;
  /** Time between blocks. Default 1000 ms. */
  blockMs?: number;
  /** How often the node is looked at (new blocks, mempool). Default 250 ms. */
  pollMs?: number;
  log?: (line: string) => void;
}

export interface LocalBitcoinChain extends LocalChainBackend {
  network: CatalogNetwork;
  /** The Esplora-style API (the network's node_url). */
  esploraUrl: string;
  node: LitecoindNode;
  rpc: BitcoinRpc;
  indexer: BitcoinIndexer;
  /** The hot wallet's receiving address (Bitcoin regtest form). */
  hotWallet: string;
  testUser: RegtestKey;
  /** Pays `satoshis` to a regtest address from the hot wallet; resolves to the txid. */
  pay(address: string, satoshis: bigint): Promise<string>;
  /** Mines blocks now and indexes them. */
  mine(blocks?: number): Promise<void>;
}

/** The catalog network of the local Bitcoin chain. */
export function bitcoinRegtestNetwork(nodeUrl: string): CatalogNetwork {
  return network({
    name: BITCOIN_REGTEST_NETWORK,
    display_name: 'Local Bitcoin (regtest)',
    type: 'bitcoin',
    chain_id: null,
    node_url: nodeUrl,
    transaction_explorer_template: LOCAL_EXPLORER.transaction,
    account_explorer_template: LOCAL_EXPLORER.account,
    source_rank: 0,
    destination_rank: 0,
    listing_date: '2026-01-01T00:00:00.000Z',
    native: 'BTC',
    tokens: [
      token({
        symbol: 'BTC',
        display_asset: 'Bitcoin',
        contract: null,
        decimals: BTC_DECIMALS,
        precision: 8,
        source_rank: 0,
        destination_rank: 0,
      }),
    ],
  });
}

export async function startLocalBitcoinChain(options: LocalBitcoinOptions): Promise<LocalBitcoinChain> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? '127.0.0.1';
  const [apiPort, rpcPort] = options.ports;
  if (options.ports.length !== 2 || apiPort === undefined || rpcPort === undefined) {
    throw new Error(`the local Bitcoin chain needs 2 ports (API, node RPC), got ${options.ports.length}`);
  }
  if (!(await portIsFree(host, apiPort))) {
    throw new Error(
      `cannot serve the local Bitcoin API: ${host}:${apiPort} is already in use. Choose other ports with SANDBOX_BITCOIN_PORTS.`,
    );
  }
  const node = await startLitecoind({ rpcPort, host });
  const { rpc } = node;
  let attached: ChainSwapStore | null = null;
  let drive: () => void = () => {};

  const indexer = createBitcoinIndexer({
    rpc,
    onConfirmed(transaction) {
      if (attached) findDeposits(attached, transaction);
    },
    onMempool(transaction) {
      if (attached) noticePending(attached, transaction);
    },
  });

  let hotNodeAddress: string;
  let server: ReturnType<typeof serve>;
  try {
    await rpc.call('createwallet', [HOT_WALLET]);
    hotNodeAddress = await rpc.call<string>('getnewaddress', ['hot', 'bech32'], HOT_WALLET);
    await rpc.call('generatetoaddress', [INITIAL_BLOCKS, hotNodeAddress]);
    for (const amount of TEST_USER_COINS) {
      await rpc.call('sendtoaddress', [toNodeAddress(BITCOIN_TEST_USER.address), amount], HOT_WALLET);
    }
    await rpc.call('generatetoaddress', [1, hotNodeAddress]);
    await indexer.tick();
    const app = createEsploraApp({ rpc, indexer, onBroadcast: () => void indexer.tick().catch(() => {}) });
    server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, hostname: host, port: apiPort }, () => resolve(s));
      s.once('error', reject);
    });
  } catch (error) {
    await node.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const esploraUrl = `http://${host}:${port}`;
  const hotWallet = fromNodeAddress(hotNodeAddress);
  const catalogNetwork = bitcoinRegtestNetwork(esploraUrl);

  function findDeposits(store: ChainSwapStore, transaction: IndexedTransaction): void {
    const block = transaction.block;
    if (!block) return;
    const memos = opReturnTexts(transaction);
    for (const [script, amount] of paidByScript(transaction)) {
      const address = addressOfScript(hex.decode(script));
      const target = address === null ? undefined : store.depositTarget(BITCOIN_REGTEST_NETWORK, address);
      if (!target || address === null) continue;
      const memo = bitcoinOpReturnText(target.sequenceNumber);
      if (memos.length > 0 && !memos.includes(memo)) {
        log(
          `${BITCOIN_REGTEST_NETWORK}: ${transaction.txid} pays ${address} (swap ${target.swapId}) but is not its deposit: memo ${JSON.stringify(memos)}, expected "${memo}"`,
        );
        continue;
      }
      reportDeposit(store, log, target, {
        hash: transaction.txid,
        from: senderOf(transaction),
        to: address,
        amount,
        blockNumber: BigInt(block.height),
      });
    }
  }

  function noticePending(store: ChainSwapStore, transaction: IndexedTransaction): void {
    for (const script of paidByScript(transaction).keys()) {
      const address = addressOfScript(hex.decode(script));
      const target = address === null ? undefined : store.depositTarget(BITCOIN_REGTEST_NETWORK, address);
      if (target) {
        log(
          `${BITCOIN_REGTEST_NETWORK}: ${transaction.txid} for swap ${target.swapId} is in the mempool; it counts once mined`,
        );
      }
    }
  }

  /** The address of the first coin a transaction spends: who sent it, as far as Bitcoin says. */
  function senderOf(transaction: IndexedTransaction): string {
    const first = transaction.inputs[0];
    const spent = first && indexer.output(first.txid, first.vout);
    return (spent && addressOfScript(hex.decode(spent.script))) ?? 'unknown';
  }

  let closed = false;
  let lastError = '';
  const report = (what: string, error: unknown) => {
    const message = `${BITCOIN_REGTEST_NETWORK}: ${what} failed: ${messageOf(error).split('\n')[0]}`;
    // One line per distinct problem, not four a second.
    if (message !== lastError) log(message);
    lastError = message;
  };

  let pollTimer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const poll = () => {
    if (closed) return;
    running = indexer
      .tick()
      .then(() => drive())
      .catch((error: unknown) => report('watching the chain', error))
      .finally(() => {
        running = null;
        if (!closed) pollTimer = setTimeout(poll, options.pollMs ?? 250);
      });
  };
  poll();

  let mining: Promise<unknown> | null = null;
  const blockTimer = setInterval(() => {
    if (closed || mining) return;
    mining = rpc
      .call('generatetoaddress', [1, hotNodeAddress])
      .catch((error: unknown) => report('mining a block', error))
      .finally(() => {
        mining = null;
      });
  }, options.blockMs ?? 1_000);

  async function pay(address: string, satoshis: bigint): Promise<string> {
    const txid = await rpc.call<string>(
      'sendtoaddress',
      [toNodeAddress(address), formatUnits(satoshis, BTC_DECIMALS)],
      HOT_WALLET,
    );
    await indexer.tick().catch(() => {});
    return txid;
  }

  async function waitForBlock(txid: string, timeoutMs: number): Promise<bigint> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const block = indexer.transaction(txid)?.block;
      if (block) return BigInt(block.height);
      if (closed) throw new Error('the local Bitcoin chain stopped');
      if (Date.now() > deadline) throw new Error(`${txid} was not mined within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 250));
    }
  }

  return {
    family: 'bitcoin',
    networks: [catalogNetwork],
    network: catalogNetwork,
    esploraUrl,
    node,
    rpc,
    indexer,
    hotWallet,
    testUser: BITCOIN_TEST_USER,
    pay,
    async mine(blocks = 1) {
      await rpc.call('generatetoaddress', [blocks, hotNodeAddress]);
      await indexer.tick();
    },
    describe: () => [
      `Local Bitcoin network ${BITCOIN_REGTEST_NETWORK}: litecoind regtest (RPC port ${node.rpcPort}), Esplora API on ${esploraUrl}, a block every ${(options.blockMs ?? 1_000) / 1000} s`,
      `Bitcoin test user ${BITCOIN_TEST_USER.address} (public test key, sha256 of "portage sandbox bitcoin test user"): ${TEST_USER_COINS.join(' + ')} BTC; hot wallet ${hotWallet}`,
    ],
    handles: (name) => name === BITCOIN_REGTEST_NETWORK,
    height: (name) => {
      const height = name === BITCOIN_REGTEST_NETWORK ? indexer.height() : null;
      return height === null ? null : BigInt(height);
    },
    depositAddress: (name, seed) =>
      name === BITCOIN_REGTEST_NETWORK ? regtestDepositAddress(seed) : undefined,

    attach(store) {
      if (attached) throw new Error('the local Bitcoin chain already serves a swap store');
      attached = store;
      drive = createTransferDriver({
        store,
        log,
        handles: (name) => name === BITCOIN_REGTEST_NETWORK,
        async send(order) {
          if (order.token.contract !== null) throw new Error(`only BTC moves on ${BITCOIN_REGTEST_NETWORK}`);
          return { hash: await pay(order.to, order.amount), from: hotWallet };
        },
        confirmation: (_order, sent) => waitForBlock(sent.hash, 120_000),
      }).drive;
      return async () => {
        attached = null;
        drive = () => {};
      };
    },

    async inspect(name, hash) {
      if (name !== BITCOIN_REGTEST_NETWORK || !/^[0-9a-f]{64}$/i.test(hash)) return;
      // The look finds the transaction in its block if it is mined; otherwise its block will.
      await indexer.tick().catch(() => {});
    },

    async close() {
      if (closed) return;
      closed = true;
      attached = null;
      clearInterval(blockTimer);
      if (pollTimer) clearTimeout(pollTimer);
      await Promise.all([running, mining]);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Browsers keep connections open: do not wait for them.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await node.close();
    },
  };
}

/** The total each output script receives in a transaction. */
function paidByScript(transaction: IndexedTransaction): Map<string, bigint> {
  const paid = new Map<string, bigint>();
  for (const output of transaction.outputs) {
    if (output.script.startsWith('6a')) continue;
    paid.set(output.script, (paid.get(output.script) ?? 0n) + output.value);
  }
  return paid;
}

/** The texts a transaction's OP_RETURN outputs push (a memo that is not text never matches). */
function opReturnTexts(transaction: IndexedTransaction): string[] {
  const texts: string[] = [];
  for (const output of transaction.outputs) {
    if (!output.script.startsWith('6a')) continue;
    try {
      const data = Script.decode(hex.decode(output.script))
        .slice(1)
        .filter((item): item is Uint8Array => item instanceof Uint8Array);
      texts.push(data.map((bytes) => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).join(''));
    } catch {
      texts.push(`<${output.script}>`);
    }
  }
  return texts;
}
