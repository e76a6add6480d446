/**
 * The sandbox's local Tron network, end to end. It is a VERIFYING LEDGER, NOT A NODE (there is no
 * offline Tron node): balances in process (ledger.ts) that take a transaction only once tronweb
 * has checked its encoding and recovered its signer, behind the subset of the full node's HTTP API
 * the widget and the test wallet use (api.ts). The catalog network `LOCAL_TRON` ("Local Tron")
 * has TRX and the PTT test token (group PTT, $1; TRC-20 with 18 decimals), so PTT routes to the
 * other local chains' PTT.
 *
 * Each swap has its own deposit address (the store's Tron-format address). A deposit is the first
 * successful TRX transfer, or PTT `transfer`, to it in a block; its memo (the sequence number) is
 * logged when it disagrees, as a manual deposit carries none. The hot wallet sends outputs,
 * refuels and refunds as signed transactions through the same checks.
 */
import { TronWeb } from 'tronweb';
import { GROUP_PRICES_USD, LOCAL_EXPLORER, TEST_TOKEN, testToken } from '../../catalog';
import { network, token } from '../../catalog/data';
import type { CatalogNetwork } from '../../catalog/types';
import {
  createTransferDriver,
  driveLogged,
  type LocalChainBackend,
  reportDeposit,
  StoreAttachment,
} from '../local';
import { createTronApi, startTronApi } from './api';
import { TRON_PTT_CONTRACT, TRON_TEST_ACCOUNTS } from './keys';
import { hex, type LedgerEntry, TronLedger } from './ledger';
import { signedTransfer } from './transfer';

export const LOCAL_TRON_NETWORK = 'LOCAL_TRON';
const TRX = 1_000_000n;
const PTT_UNIT = 10n ** BigInt(TEST_TOKEN.decimals);
/** What the test accounts hold at start. */
export const TRON_STARTING_BALANCES = {
  user: { trx: 1_000_000n * TRX, ptt: 1_000_000n * PTT_UNIT },
  hotWallet: { trx: 10_000_000n * TRX, ptt: 10_000_000n * PTT_UNIT },
} as const;

export interface LocalTronOptions {
  /** The API's port (0: a free one). */
  ports: readonly number[];
  host?: string;
  /** How often a block is made. Default 1000 ms. */
  blockMs?: number;
  log?: (line: string) => void;
}

export interface LocalTronChain extends LocalChainBackend {
  ledger: TronLedger;
  /** The network's `node_url`. */
  apiUrl: string;
  network: CatalogNetwork;
  pttContract: string;
}

export function localTronNetwork(input: { nodeUrl: string; chainId: string }): CatalogNetwork {
  return network({
    name: LOCAL_TRON_NETWORK,
    display_name: 'Local Tron',
    type: 'tron',
    // Tron's chain id: the last 4 bytes of the genesis block id, in decimal.
    chain_id: input.chainId,
    node_url: input.nodeUrl,
    transaction_explorer_template: LOCAL_EXPLORER.transaction,
    account_explorer_template: LOCAL_EXPLORER.account,
    source_rank: 0,
    destination_rank: 0,
    listing_date: '2026-01-01T00:00:00.000Z',
    native: 'TRX',
    tokens: [
      token({
        symbol: 'TRX',
        display_asset: 'Tronix',
        contract: null,
        decimals: 6,
        precision: 6,
        price_in_usd: GROUP_PRICES_USD.TRX,
        source_rank: 0,
        destination_rank: 0,
      }),
      testToken({ contract: TRON_PTT_CONTRACT, decimals: TEST_TOKEN.decimals }),
    ],
  });
}

export async function startLocalTronChain(options: LocalTronOptions): Promise<LocalTronChain> {
  const log = options.log ?? ((line: string) => console.log(line));
  const blockMs = options.blockMs ?? 1_000;
  const { user, hotWallet } = TRON_TEST_ACCOUNTS;
  const ledger = new TronLedger({
    trx: {
      [user.address]: TRON_STARTING_BALANCES.user.trx,
      [hotWallet.address]: TRON_STARTING_BALANCES.hotWallet.trx,
    },
    tokens: {
      [TRON_PTT_CONTRACT]: {
        [user.address]: TRON_STARTING_BALANCES.user.ptt,
        [hotWallet.address]: TRON_STARTING_BALANCES.hotWallet.ptt,
      },
    },
  });
  const genesis = ledger.head();
  const api = await startTronApi(
    createTronApi(ledger, (contract) =>
      hex(contract) === hex(TRON_PTT_CONTRACT)
        ? { symbol: TEST_TOKEN.symbol, decimals: TEST_TOKEN.decimals }
        : undefined,
    ),
    { port: options.ports[0] ?? 0, host: options.host },
  );
  const tronNetwork = localTronNetwork({
    nodeUrl: api.url,
    chainId: Number.parseInt(genesis.id.slice(-8), 16).toString(),
  });
  // Blocks come whether or not a store is attached: wallets need a moving head for TaPoS.
  const blockTimer = setInterval(() => ledger.mine(), blockMs);
  /** The attached store's deposit check, for `inspect`. */
  const attachment = new StoreAttachment<(entry: LedgerEntry) => void>('the local Tron chain');

  return {
    ledger,
    apiUrl: api.url,
    network: tronNetwork,
    pttContract: TRON_PTT_CONTRACT,
    family: 'tron',
    networks: [tronNetwork],
    describe: () => [
      `Local Tron: a verifying ledger in process (not a node), with a TronGrid-style HTTP API on ${api.url}`,
      `PTT (TRC-20) ${TRON_PTT_CONTRACT}; hot wallet ${hotWallet.address}; test user ${user.address}`,
    ],
    handles: (name) => name === LOCAL_TRON_NETWORK,
    height: (name) => (name === LOCAL_TRON_NETWORK ? BigInt(ledger.head().number) : null),

    attach(store) {
      attachment.claim();
      const { drive } = createTransferDriver({
        store,
        log,
        handles: (name) => name === LOCAL_TRON_NETWORK,
        async send(order) {
          const tx = signedTransfer({
            privateKey: hotWallet.privateKey,
            from: hotWallet.address,
            to: order.to,
            amount: order.amount,
            token: order.token.contract ?? undefined,
            memo: `Portage ${order.step} ${order.swapId}`,
            refBlock: ledger.head(),
          });
          const entry = ledger.submit(tx);
          if (entry.result !== 'SUCCESS')
            throw new Error(`the hot wallet's transfer ${tx.txID} failed: ${entry.result}`);
          return { hash: tx.txID, from: hotWallet.address };
        },
        confirmation: (_order, sent) =>
          new Promise<bigint>((resolve, reject) => {
            const poll = setInterval(
              () => {
                const entry = ledger.entry(sent.hash);
                if (!entry) {
                  clearInterval(poll);
                  reject(new Error(`unknown transfer ${sent.hash}`));
                } else if (entry.blockNumber !== null) {
                  clearInterval(poll);
                  resolve(BigInt(entry.blockNumber));
                }
              },
              Math.max(50, blockMs / 4),
            );
          }),
      });

      const check = (entry: LedgerEntry) => {
        if (entry.result !== 'SUCCESS' || entry.blockNumber === null) return;
        const to = toBase58(entry.to);
        const target = store.depositTarget(LOCAL_TRON_NETWORK, to);
        if (!target) return;
        const wanted = target.tokenContract === null ? null : hex(target.tokenContract);
        if (entry.token !== wanted) {
          log(
            `${LOCAL_TRON_NETWORK}: ${entry.tx.txID} pays swap ${target.swapId}'s deposit address in another token: not its deposit`,
          );
          return;
        }
        if (entry.memo !== null && entry.memo !== target.sequenceNumber.toString()) {
          log(
            `${LOCAL_TRON_NETWORK}: ${entry.tx.txID} carries the memo ${JSON.stringify(entry.memo)}, not swap ${target.swapId}'s number`,
          );
        }
        reportDeposit(store, log, target, {
          hash: entry.tx.txID,
          from: toBase58(entry.from),
          to,
          amount: entry.amount,
          blockNumber: BigInt(entry.blockNumber),
        });
      };
      const driveDue = driveLogged(LOCAL_TRON_NETWORK, log, drive);
      const stop = ledger.onBlock((_block, entries) => {
        for (const entry of entries) check(entry);
        driveDue();
      });
      return attachment.hold(check, stop);
    },

    async inspect(name, hash) {
      if (name !== LOCAL_TRON_NETWORK || !/^[0-9a-f]{64}$/i.test(hash)) return;
      const entry = ledger.entry(hash);
      if (entry) attachment.current?.(entry);
    },

    async close() {
      clearInterval(blockTimer);
      await attachment.detachAll();
      await api.close();
    },
  };
}

function toBase58(hexAddress: string): string {
  return TronWeb.address.fromHex(hexAddress);
}
