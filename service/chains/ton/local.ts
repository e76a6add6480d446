/**
 * The sandbox's local TON network, end to end: the in-process chain (chain.ts) and its
 * toncenter-style API (api.ts), the catalog network that describes it (`LOCAL_TON`, "Local TON":
 * TON and the PTT jetton), and — once a swap store is attached — deposit detection and the hot
 * wallet that sends outputs, refuels and refunds.
 *
 * Every TON deposit goes to one service wallet (spec §4.2: no deposit addresses on TON) and is
 * matched to its swap by the comment, read from the transaction that credited the service
 * (deposits.ts) the moment the chain executes it. The hot wallet sends TON as a plain transfer and
 * PTT as a jetton transfer from its own jetton wallet, each with a comment naming the swap.
 */
import { Address, beginCell } from '@ton/core';
import { GROUP_PRICES_USD, LOCAL_EXPLORER, testToken } from '../../catalog';
import { network, token } from '../../catalog/data';
import type { CatalogNetwork } from '../../catalog/types';
import type { TransferOrder } from '../../swaps/chain-backed';
import {
  createTransferDriver,
  driveLogged,
  everyBlock,
  type LocalChainBackend,
  reportDeposit,
  StoreAttachment,
} from '../local';
import { startTonApi } from './api';
import { type ExecutedBatch, PTT, TonChain } from './chain';
import { OP, type OutgoingMessage, TON, TON_TEST_ACCOUNTS, textCell } from './contracts';
import { findDeposits, type ServiceAccounts, succeeded } from './deposits';

export const LOCAL_TON_NETWORK = 'LOCAL_TON';
/** TON attached to a jetton transfer the hot wallet sends (the excess comes back). */
const JETTON_TRANSFER_TON = TON / 20n;

export interface LocalTonOptions {
  /** The API's port (0: a free one). */
  ports: readonly number[];
  host?: string;
  /** How often the chain's height advances (its "blocks"). Default 1000 ms. */
  blockMs?: number;
  log?: (line: string) => void;
}

export interface LocalTonChain extends LocalChainBackend {
  chain: TonChain;
  /** The API's base URL; the network's `node_url` is `${apiUrl}/api/v2/jsonRPC`. */
  apiUrl: string;
  network: CatalogNetwork;
  /** User-friendly addresses. */
  serviceWallet: string;
  hotWallet: string;
  jettonMaster: string;
}

/** Local TON as a catalog network: native TON and the PTT jetton, ranked first like the local EVM chains. */
export function localTonNetwork(input: { nodeUrl: string; jettonMaster: string }): CatalogNetwork {
  return network({
    name: LOCAL_TON_NETWORK,
    display_name: 'Local TON',
    type: 'ton',
    // The real service reports a null chain id for TON.
    chain_id: null,
    node_url: input.nodeUrl,
    transaction_explorer_template: LOCAL_EXPLORER.transaction,
    account_explorer_template: LOCAL_EXPLORER.account,
    source_rank: 0,
    destination_rank: 0,
    listing_date: '2026-01-01T00:00:00.000Z',
    native: 'TON',
    tokens: [
      token({
        symbol: 'TON',
        display_asset: 'Toncoin',
        contract: null,
        decimals: 9,
        precision: 6,
        price_in_usd: GROUP_PRICES_USD.TON,
        source_rank: 0,
        destination_rank: 0,
      }),
      testToken({ contract: input.jettonMaster, decimals: PTT.decimals }),
    ],
  });
}

export async function startLocalTonChain(options: LocalTonOptions): Promise<LocalTonChain> {
  const log = options.log ?? ((line: string) => console.log(line));
  const blockMs = options.blockMs ?? 1_000;
  const chain = await TonChain.create();
  const { service, hot } = TON_TEST_ACCOUNTS;
  const accounts: ServiceAccounts = {
    wallet: service.wallet.address,
    jettonWallet: await chain.jettonWallet(service.wallet.address),
  };
  const hotJettonWallet = await chain.jettonWallet(hot.wallet.address);
  const api = await startTonApi(chain, { port: options.ports[0] ?? 0, host: options.host });

  const serviceWallet = service.wallet.address.toString();
  const hotWallet = hot.wallet.address.toString();
  const jettonMaster = chain.minter.toString();
  const tonNetwork = localTonNetwork({ nodeUrl: `${api.url}/api/v2/jsonRPC`, jettonMaster });
  /** The attached store's deposit check, for `inspect`. */
  const attachment = new StoreAttachment<(batch: ExecutedBatch) => void>('the local TON chain');

  async function sendTransfer(order: TransferOrder): Promise<ExecutedBatch> {
    const message = hotWalletMessage(order, { wallet: hot.wallet.address, jettonWallet: hotJettonWallet });
    const batch = await chain.sendFrom(hot, [message]);
    // The hot wallet's own transaction says whether the transfer left (enough balance, no error).
    const own = batch.transactions[0];
    if (!own || !succeeded(own) || own.outMessagesCount === 0) {
      throw new Error(`the hot wallet's transfer ${batch.hash} did not leave it`);
    }
    return batch;
  }

  return {
    chain,
    apiUrl: api.url,
    network: tonNetwork,
    serviceWallet,
    hotWallet,
    jettonMaster,
    family: 'ton',
    networks: [tonNetwork],
    describe: () => [
      `Local TON (@ton/sandbox, in process) with its toncenter-style API on ${api.url}/api/v2/jsonRPC`,
      `PTT jetton master ${jettonMaster}; TON deposits go to the service wallet ${serviceWallet}; hot wallet ${hotWallet}; test user ${TON_TEST_ACCOUNTS.user.wallet.address.toString({ bounceable: false })}`,
    ],
    handles: (name) => name === LOCAL_TON_NETWORK,
    // No blocks in @ton/sandbox: the chain's own counter (see chain.ts).
    height: (name) => (name === LOCAL_TON_NETWORK ? chain.height() : null),
    depositAddress: (name) => (name === LOCAL_TON_NETWORK ? serviceWallet : undefined),

    attach(store) {
      attachment.claim();
      const sent = new Map<string, bigint>();
      const { drive } = createTransferDriver({
        store,
        log,
        handles: (name) => name === LOCAL_TON_NETWORK,
        async send(order) {
          const batch = await sendTransfer(order);
          sent.set(batch.hash, batch.height);
          return { hash: batch.hash, from: hotWallet };
        },
        async confirmation(_order, transfer) {
          const height = sent.get(transfer.hash);
          sent.delete(transfer.hash);
          if (height === undefined) throw new Error(`unknown transfer ${transfer.hash}`);
          return height;
        },
      });

      /** Batches already read (a speed-up hint for one of them changes nothing). */
      const seen = new Set<string>();
      const check = (batch: ExecutedBatch) => {
        if (seen.has(batch.hash)) return;
        if (seen.size >= 10_000) seen.clear();
        seen.add(batch.hash);
        for (const deposit of findDeposits(batch.transactions, accounts)) {
          const from = deposit.from.toString({ bounceable: false });
          const target =
            deposit.comment === null
              ? undefined
              : store.depositTarget(LOCAL_TON_NETWORK, serviceWallet, deposit.comment);
          if (!target) {
            log(
              `${LOCAL_TON_NETWORK}: ${batch.hash} pays the service wallet ${deposit.amount} base units of ${deposit.kind === 'native' ? 'TON' : 'PTT'} from ${from} with comment ${JSON.stringify(deposit.comment)}, which names no swap awaiting a deposit`,
            );
            continue;
          }
          const wanted = target.tokenContract === null ? 'native' : 'jetton';
          if (
            deposit.kind !== wanted ||
            (target.tokenContract !== null && !sameAddress(target.tokenContract, jettonMaster))
          ) {
            log(
              `${LOCAL_TON_NETWORK}: ${batch.hash} carries the comment of swap ${target.swapId} but sends ${deposit.kind === 'native' ? 'TON' : 'PTT'}, not its token: not its deposit`,
            );
            continue;
          }
          reportDeposit(store, log, target, {
            hash: batch.hash,
            from,
            to: serviceWallet,
            amount: deposit.amount,
            blockNumber: batch.height,
          });
        }
      };

      const stopListening = chain.onBatch((batch) => {
        check(batch);
        drive();
      });
      const stopBlocks = everyBlock(blockMs, () => chain.tick(), driveLogged(LOCAL_TON_NETWORK, log, drive));
      return attachment.hold(check, () => {
        stopBlocks();
        stopListening();
      });
    },

    async inspect(name, hash) {
      if (name !== LOCAL_TON_NETWORK || !/^[0-9a-f]{64}$/i.test(hash)) return;
      const batch = chain.batch(hash);
      if (batch) attachment.current?.(batch);
    },

    async close() {
      await attachment.detachAll();
      await api.close();
    },
  };
}

/**
 * Where the hot wallet pays: a user-friendly address keeps its bounce flag; a raw one is taken for
 * a person's wallet, paid non-bounceable so that a wallet not deployed yet still receives it.
 */
/**
 * The message the hot wallet sends for an output, refuel or refund: TON as a plain transfer with
 * a comment naming the swap, a jetton as a TEP-74 `transfer` to its own jetton wallet (the
 * comment in the forward payload, 1 nanoton forwarded so the recipient is notified).
 */
export function hotWalletMessage(
  order: Pick<TransferOrder, 'to' | 'amount' | 'token' | 'step' | 'swapId'>,
  hot: { wallet: Address; jettonWallet: Address },
): OutgoingMessage {
  const to = recipient(order.to);
  const comment = textCell(`Portage ${order.step} ${order.swapId}`);
  if (order.token.contract === null) return { address: to.text, amount: order.amount, body: comment };
  return {
    address: hot.jettonWallet.toString({ bounceable: true }),
    amount: JETTON_TRANSFER_TON,
    body: beginCell()
      .storeUint(OP.transfer, 32)
      .storeUint(0, 64)
      .storeCoins(order.amount)
      .storeAddress(to.address)
      .storeAddress(hot.wallet)
      .storeMaybeRef(null)
      .storeCoins(1n)
      .storeMaybeRef(comment)
      .endCell(),
  };
}

function recipient(text: string): { address: Address; text: string } {
  if (Address.isFriendly(text)) return { address: Address.parse(text), text };
  const address = Address.parse(text);
  return { address, text: address.toString({ bounceable: false }) };
}

function sameAddress(a: string, b: string): boolean {
  try {
    return Address.parse(a).equals(Address.parse(b));
  } catch {
    return false;
  }
}
