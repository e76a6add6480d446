/**
 * The sandbox's local Solana network, end to end: an in-process litesvm bank (./ledger.ts) with
 * a slot every 400 ms, a JSON-RPC + websocket node over it (./rpc.ts), the test accounts and the
 * PTT mint (./setup.ts), the catalog network that describes it, and — once a swap store is
 * attached — deposit detection on every transaction that lands (./watcher.ts) and the hot
 * wallet that sends outputs, refuels and refunds.
 */
import { PublicKey } from '@solana/web3.js';
import { type CatalogNetwork, LOCAL_EXPLORER, testToken } from '../../catalog';
import { network, token } from '../../catalog/data';
import type { DepositTarget, ObservedDeposit } from '../../swaps/chain-backed';
import {
  type ChainSwapStore,
  createTransferDriver,
  type LocalChainBackend,
  onePort,
  reportDeposit,
  StoreAttachment,
} from '../local';
import { SOLANA_TEST_KEYS, solanaDepositAddress } from './keys';
import { createSolanaLedger, type SolanaLedger } from './ledger';
import { type SolanaRpcServer, startSolanaRpc } from './rpc';
import { hotWalletTransfer, PTT_MINT, SOLANA_PTT, setUpSolanaChain } from './setup';
import { findSolanaDeposits } from './watcher';

export const LOCAL_SOLANA = { name: 'LOCAL_SOLANA', displayName: 'Local Solana' } as const;
/** A slot, as on mainnet. */
export const SLOT_MS = 400;

export interface LocalSolanaOptions {
  /** One port: the JSON-RPC node (HTTP and websocket). */
  ports: readonly number[];
  host?: string;
  slotMs?: number;
  log?: (line: string) => void;
}

export interface LocalSolanaChain extends LocalChainBackend {
  ledger: SolanaLedger;
  /** The node's HTTP URL (the catalog's node_url) and its websocket URL (same port). */
  url: string;
  wsUrl: string;
  pttMint: string;
  hotWallet: string;
  user: string;
}

/** The catalog network: native SOL and the PTT test token, ranked first like the other local chains. */
export function localSolanaNetwork(nodeUrl: string, pttMint: string): CatalogNetwork {
  return network({
    name: LOCAL_SOLANA.name,
    display_name: LOCAL_SOLANA.displayName,
    type: 'solana',
    // The real service reports an empty chain id for Solana.
    chain_id: '',
    node_url: nodeUrl,
    transaction_explorer_template: LOCAL_EXPLORER.transaction,
    account_explorer_template: LOCAL_EXPLORER.account,
    source_rank: 0,
    destination_rank: 0,
    listing_date: '2026-01-01T00:00:00.000Z',
    native: 'SOL',
    tokens: [
      token({
        symbol: 'SOL',
        contract: null,
        decimals: 9,
        precision: 8,
        source_rank: 0,
        destination_rank: 0,
      }),
      testToken({ contract: pttMint, decimals: SOLANA_PTT.decimals }),
    ],
  });
}

export async function startLocalSolanaChain(options: LocalSolanaOptions): Promise<LocalSolanaChain> {
  const log = options.log ?? ((line: string) => console.log(line));
  const port = onePort(options.ports, 'the local Solana chain');
  const ledger = createSolanaLedger();
  setUpSolanaChain(ledger);
  const rpc: SolanaRpcServer = await startSolanaRpc({ ledger, port, host: options.host, log });
  ledger.start(options.slotMs ?? SLOT_MS);

  const name = LOCAL_SOLANA.name;
  const pttMint = PTT_MINT.toBase58();
  const hotWallet = SOLANA_TEST_KEYS.hotWallet.publicKey.toBase58();
  const user = SOLANA_TEST_KEYS.user.publicKey.toBase58();
  const networks = [localSolanaNetwork(rpc.url, pttMint)];
  const attachment = new StoreAttachment<ChainSwapStore>('the local Solana chain');

  const finder = (store: ChainSwapStore) => ({
    network: name,
    findTarget: (network: string, address: string) => store.depositTarget(network, address),
    onDeposit: (target: DepositTarget, deposit: ObservedDeposit) =>
      reportDeposit(store, log, target, deposit),
    log,
  });

  return {
    ledger,
    url: rpc.url,
    wsUrl: rpc.wsUrl,
    pttMint,
    hotWallet,
    user,
    family: 'solana',
    networks,
    describe: () => [
      `Local Solana (${name}) on ${rpc.url} (websocket ${rpc.wsUrl}), a slot every ${options.slotMs ?? SLOT_MS} ms`,
      `PTT mint ${pttMint} (${SOLANA_PTT.decimals} decimals); hot wallet ${hotWallet}; test user ${user} (keys: service/chains/solana/keys.ts)`,
    ],
    handles: (network) => network === name,
    height: (network) => (network === name ? ledger.slot() : null),
    depositAddress: (network, seed) => (network === name ? solanaDepositAddress(seed) : undefined),

    attach(store) {
      attachment.claim();
      const { drive } = createTransferDriver({
        store,
        log,
        handles: (network) => network === name,
        send: async (order) => {
          const contract = order.token.contract;
          const hash = hotWalletTransfer(ledger, order.to, order.amount, {
            mint: contract === null ? null : new PublicKey(contract),
            decimals: order.token.decimals,
          });
          return { hash, from: hotWallet };
        },
        async confirmation(_order, sent) {
          // The bank executes on submission: the status is there at once, or the send was dropped.
          const status = ledger.status(sent.hash);
          if (!status) throw new Error('the transaction was dropped');
          // Preflight refuses what would fail, so this is a bank surprise: never call it confirmed.
          if (status.err !== null)
            throw new Error(`it failed in slot ${status.slot}: ${JSON.stringify(status.err)}`);
          return status.slot;
        },
      });
      const deposits = finder(store);
      const offLanded = ledger.onLanded((transaction) => findSolanaDeposits(transaction, deposits));
      const offSlot = ledger.onSlot(() => drive());
      return attachment.hold(store, () => {
        offLanded();
        offSlot();
      });
    },

    async inspect(network, hash) {
      const attached = attachment.current;
      if (network !== name || !attached) return;
      const landed = ledger.landed(hash);
      // Deposits are found as they land; a look-up only matters if a swap appeared since.
      if (landed) findSolanaDeposits(landed, finder(attached));
    },

    async close() {
      await attachment.detachAll();
      ledger.stop();
      await rpc.close();
    },
  };
}
