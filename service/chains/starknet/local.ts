/**
 * The sandbox's Local Starknet: a VERIFYING LEDGER, not a Starknet node (none runs offline). An
 * in-process ledger (./ledger.ts) that accepts a v3 invoke only after verifying its signature and
 * decoding its multicall with starknet.js, behind the Starknet JSON-RPC subset the widget and the
 * test wallet use (./rpc.ts) at the network's `node_url`; the catalog network that describes it
 * (`LOCAL_STARKNET`, "Local Starknet": STRK, the fee token, and the PTT test token, both ERC-20s
 * as on Starknet); and — once a swap store is attached — deposit detection and the hot wallet
 * that sends outputs, refuels and refunds (as signed invokes through the same verification).
 *
 * Every Starknet deposit goes to one service wallet (spec §4.2: no deposit addresses on
 * Starknet) and is matched to its swap by the sequence number the same transaction's `watch` call
 * recorded on the watchdog contract.
 */
import { shortString } from 'starknet';
import { LOCAL_EXPLORER, TEST_TOKEN, testToken } from '../../catalog';
import { network, token } from '../../catalog/data';
import type { CatalogNetwork } from '../../catalog/types';
import type { TransferOrder } from '../../swaps/chain-backed';
import {
  createTransferDriver,
  driveLogged,
  everyBlock,
  type LocalChainBackend,
  onePort,
  reportDeposit,
  StoreAttachment,
} from '../local';
import { signInvoke, unsignedInvoke } from './invoke';
import { LOCAL_STARKNET_CONTRACTS, STARKNET_TEST_ACCOUNTS } from './keys';
import { type LandedInvoke, StarknetLedger } from './ledger';
import { startStarknetRpc } from './rpc';

export const LOCAL_STARKNET_NETWORK = 'LOCAL_STARKNET';
/** The chain id the transaction hashes commit to: the short string "SN_PORTAGE_LOCAL" as a felt. */
export const LOCAL_STARKNET_CHAIN_ID = shortString.encodeShortString('SN_PORTAGE_LOCAL');
const UNIT = 10n ** 18n;
/** What the test user and the hot wallet hold at start, of STRK and of PTT. */
export const USER_FUNDS = 1_000n * UNIT;
export const HOT_WALLET_FUNDS = 1_000_000n * UNIT;

export interface LocalStarknetOptions {
  /** The JSON-RPC facade's port (0: a free one). */
  ports: readonly number[];
  host?: string;
  /** How often an empty block is added. Default 1000 ms. */
  blockMs?: number;
  log?: (line: string) => void;
}

export interface LocalStarknetChain extends LocalChainBackend {
  ledger: StarknetLedger;
  url: string;
  network: CatalogNetwork;
}

export function localStarknetNetwork(nodeUrl: string): CatalogNetwork {
  return network({
    name: LOCAL_STARKNET_NETWORK,
    display_name: 'Local Starknet',
    type: 'starknet',
    chain_id: LOCAL_STARKNET_CHAIN_ID,
    node_url: nodeUrl,
    transaction_explorer_template: LOCAL_EXPLORER.transaction,
    account_explorer_template: LOCAL_EXPLORER.account,
    source_rank: 0,
    destination_rank: 0,
    listing_date: '2026-01-01T00:00:00.000Z',
    metadata: { watchdog_contract: LOCAL_STARKNET_CONTRACTS.watchdog },
    native: 'STRK',
    tokens: [
      token({
        symbol: 'STRK',
        display_asset: 'Starknet Token',
        contract: LOCAL_STARKNET_CONTRACTS.strk,
        decimals: 18,
        precision: 6,
        source_rank: 1,
        destination_rank: 1,
      }),
      testToken({ contract: LOCAL_STARKNET_CONTRACTS.ptt, decimals: TEST_TOKEN.decimals, rank: 0 }),
    ],
  });
}

/** The hot wallet's ERC-20 `transfer`, signed with its key and run by the ledger (it may revert). */
export function hotWalletTransfer(
  ledger: StarknetLedger,
  contract: string,
  to: string,
  amount: bigint,
): LandedInvoke {
  const { hotWallet } = STARKNET_TEST_ACCOUNTS;
  const nonce = ledger.nonce(hotWallet.address) ?? 0n;
  const tx = unsignedInvoke(
    hotWallet.address,
    [
      {
        contractAddress: contract,
        entrypoint: 'transfer',
        calldata: [to, (amount % 2n ** 128n).toString(), (amount / 2n ** 128n).toString()],
      },
    ],
    nonce,
  );
  return ledger.addInvoke(signInvoke(tx, LOCAL_STARKNET_CHAIN_ID, hotWallet.privateKey));
}

export async function startLocalStarknetChain(options: LocalStarknetOptions): Promise<LocalStarknetChain> {
  const log = options.log ?? ((line: string) => console.log(line));
  const port = onePort(options.ports, 'the local Starknet ledger');
  const { user, hotWallet, serviceWallet } = STARKNET_TEST_ACCOUNTS;
  const { strk, ptt, watchdog } = LOCAL_STARKNET_CONTRACTS;
  const ledger = new StarknetLedger(LOCAL_STARKNET_CHAIN_ID, watchdog);
  for (const account of [user, hotWallet, serviceWallet])
    ledger.addAccount(account.address, account.publicKey);
  for (const contract of [strk, ptt]) {
    ledger.addToken(contract, { [user.address]: USER_FUNDS, [hotWallet.address]: HOT_WALLET_FUNDS });
  }
  const rpc = await startStarknetRpc(ledger, { port, host: options.host });
  const starknetNetwork = localStarknetNetwork(rpc.url);
  const blockMs = options.blockMs ?? 1_000;
  const name = LOCAL_STARKNET_NETWORK;
  /** The attached store's deposit check, for `inspect`. */
  const attachment = new StoreAttachment<(invoke: LandedInvoke) => void>('the local Starknet ledger');

  /** The hot wallet's transfer, signed with its key and verified by the ledger like any other. */
  function sendTransfer(order: TransferOrder): LandedInvoke {
    const landed = hotWalletTransfer(ledger, order.token.contract ?? strk, order.to, order.amount);
    if (landed.status !== 'SUCCEEDED')
      throw new Error(`the hot wallet's transfer reverted: ${landed.revertReason}`);
    return landed;
  }

  return {
    ledger,
    url: rpc.url,
    network: starknetNetwork,
    family: 'starknet',
    networks: [starknetNetwork],
    describe: () => [
      `Local Starknet (a verifying ledger, not a node: v3 invokes checked with starknet.js) with its JSON-RPC subset on ${rpc.url}`,
      `STRK ${strk}, PTT ${ptt}, watchdog ${watchdog}; deposits go to the service wallet ${serviceWallet.address}; hot wallet ${hotWallet.address}; test user ${user.address} (keys: service/chains/starknet/keys.ts)`,
    ],
    handles: (candidate) => candidate === name,
    height: (candidate) => (candidate === name ? ledger.blockNumber() : null),
    depositAddress: (candidate) => (candidate === name ? serviceWallet.address : undefined),

    attach(store) {
      attachment.claim();
      const { drive } = createTransferDriver({
        store,
        log,
        handles: (candidate) => candidate === name,
        async send(order) {
          return { hash: sendTransfer(order).hash, from: hotWallet.address };
        },
        async confirmation(_order, sent) {
          const landed = ledger.get(sent.hash);
          if (!landed) throw new Error(`unknown transfer ${sent.hash}`);
          return landed.block;
        },
      });

      const check = (invoke: LandedInvoke) => {
        if (invoke.status !== 'SUCCEEDED') return;
        const paid = invoke.transfers.filter((transfer) => transfer.to === serviceWallet.address);
        if (paid.length === 0) return;
        const [sequence, ...others] = invoke.watched;
        const target =
          sequence === undefined || others.length > 0
            ? undefined
            : store.depositTarget(name, serviceWallet.address, sequence.toString());
        if (!target) {
          log(
            `${name}: ${invoke.hash} pays the service wallet but records ${invoke.watched.length === 0 ? 'no sequence number' : `sequence numbers ${invoke.watched.join(', ')}`}, which names no swap awaiting a deposit`,
          );
          return;
        }
        const wanted = BigInt(target.tokenContract ?? strk);
        const amount = paid
          .filter((transfer) => BigInt(transfer.token) === wanted)
          .reduce((sum, transfer) => sum + transfer.amount, 0n);
        if (amount === 0n) {
          log(
            `${name}: ${invoke.hash} records swap ${target.swapId} but sends another token: not its deposit`,
          );
          return;
        }
        reportDeposit(store, log, target, {
          hash: invoke.hash,
          from: invoke.sender,
          to: serviceWallet.address,
          amount,
          blockNumber: invoke.block,
        });
      };

      const stopListening = ledger.onLanded((invoke) => {
        check(invoke);
        // Not from inside the ledger's own call (the hot wallet's sends land synchronously).
        setTimeout(drive, 0);
      });
      const stopBlocks = everyBlock(blockMs, () => ledger.tick(), driveLogged(name, log, drive));
      return attachment.hold(check, () => {
        stopBlocks();
        stopListening();
      });
    },

    async inspect(candidate, txHash) {
      if (candidate !== name || !/^0x[0-9a-fA-F]{1,64}$/.test(txHash)) return;
      const landed = ledger.get(txHash);
      if (landed) attachment.current?.(landed);
    },

    async close() {
      await attachment.detachAll();
      await rpc.close();
    },
  };
}
