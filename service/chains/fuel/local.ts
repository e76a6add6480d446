/**
 * The sandbox's Local Fuel network, end to end. There is no offline Fuel node, so this is a
 * VERIFYING LEDGER, not a node: an in-process UTXO ledger (./ledger.ts) that accepts a deposit
 * transaction only after verifying it with fuels (decoded, id hashed, every signature recovered
 * to its coin's owner, amounts balanced), behind a facade of fuel-core's GraphQL API (./graphql.ts)
 * that answers what fuels' `Provider` asks for a wallet deposit. It runs no FuelVM: only the
 * `RET 0` script the service's deposit request carries is accepted.
 *
 * The catalog network (`LOCAL_FUEL`, "Local Fuel": ETH and the PTT test token), the test keys
 * (./keys.ts), and — once a swap store is attached — deposit detection on every transaction the
 * ledger applies (a coin output to a swap's deposit address, in its token, with the swap's
 * sequence number as script data when the transaction carries one) and the hot wallet that sends
 * outputs, refuels and refunds as signed transactions of its own, verified like any other.
 */
import { Address, BigNumberCoder, bn, ScriptTransactionRequest } from 'fuels';
import { LOCAL_EXPLORER, testToken } from '../../catalog';
import { network, token } from '../../catalog/data';
import type { CatalogNetwork } from '../../catalog/types';
import type { TransferOrder } from '../../swaps/chain-backed';
import {
  type ChainSwapStore,
  createTransferDriver,
  driveLogged,
  everyBlock,
  type LocalChainBackend,
  onePort,
  reportDeposit,
  StoreAttachment,
} from '../local';
import { type FuelGraphqlServer, startFuelGraphql } from './graphql';
import {
  FUEL_TEST_KEYS,
  fuelDepositAddress,
  LOCAL_FUEL_BASE_ASSET_ID,
  LOCAL_FUEL_CHAIN_ID,
  LOCAL_FUEL_PTT_ASSET_ID,
} from './keys';
import { createFuelLedger, type FuelLedger, type LandedFuelTransaction, SCRIPT_GAS_USED } from './ledger';

export const LOCAL_FUEL = { name: 'LOCAL_FUEL', displayName: 'Local Fuel' } as const;
/** PTT on Fuel: 9 decimals, as Fuel's ETH (coin amounts are u64, so 18 would cap a coin at 18 PTT). */
export const FUEL_PTT_DECIMALS = 9;
/** What the user and the hot wallet hold at start, in base units: 1,000 ETH and 1,000,000 PTT. */
export const FUEL_START_ETH = 1_000n * 10n ** 9n;
export const FUEL_START_PTT = 1_000_000n * 10n ** 9n;
/** The fee the hot wallet sets on its own transactions (the ledger charges the max fee). */
const HOT_WALLET_FEE = 1_000n;
const sequenceCoder = new BigNumberCoder('u64');

export interface LocalFuelOptions {
  /** One port: the GraphQL facade. */
  ports: readonly number[];
  host?: string;
  /** How often an empty block advances the height. Default 1000 ms. */
  blockMs?: number;
  log?: (line: string) => void;
}

export interface LocalFuelChain extends LocalChainBackend {
  ledger: FuelLedger;
  /** The GraphQL endpoint (the catalog's node_url). */
  url: string;
  user: string;
  hotWallet: string;
  baseAssetId: string;
  pttAssetId: string;
  /** The hot wallet pays, as it pays outputs and refunds (token contract null: the base asset). */
  pay(order: Pick<TransferOrder, 'to' | 'amount' | 'token'>): LandedFuelTransaction;
}

/** The catalog network: native ETH and the PTT test token, ranked first like the other local chains. */
export function localFuelNetwork(nodeUrl: string): CatalogNetwork {
  return network({
    name: LOCAL_FUEL.name,
    display_name: LOCAL_FUEL.displayName,
    type: 'fuel',
    chain_id: String(LOCAL_FUEL_CHAIN_ID),
    node_url: nodeUrl,
    transaction_explorer_template: LOCAL_EXPLORER.transaction,
    account_explorer_template: LOCAL_EXPLORER.account,
    source_rank: 0,
    destination_rank: 0,
    listing_date: '2026-01-01T00:00:00.000Z',
    // The native ETH's asset id is the chain's base asset id (its token `contract` stays null).
    metadata: { base_asset_id: LOCAL_FUEL_BASE_ASSET_ID },
    native: 'ETH',
    tokens: [
      token({
        symbol: 'ETH',
        contract: null,
        decimals: 9,
        precision: 8,
        source_rank: 0,
        destination_rank: 0,
      }),
      testToken({ contract: LOCAL_FUEL_PTT_ASSET_ID, decimals: FUEL_PTT_DECIMALS }),
    ],
  });
}

export async function startLocalFuelChain(options: LocalFuelOptions): Promise<LocalFuelChain> {
  const log = options.log ?? ((line: string) => console.log(line));
  const port = onePort(options.ports, 'the local Fuel ledger');
  const ledger = createFuelLedger({ chainId: LOCAL_FUEL_CHAIN_ID, baseAssetId: LOCAL_FUEL_BASE_ASSET_ID });
  const user = FUEL_TEST_KEYS.user.address.toB256().toLowerCase();
  const hotWallet = FUEL_TEST_KEYS.hotWallet.address.toB256().toLowerCase();
  for (const owner of [user, hotWallet]) {
    ledger.mint(owner, LOCAL_FUEL_BASE_ASSET_ID, FUEL_START_ETH);
    ledger.mint(owner, LOCAL_FUEL_PTT_ASSET_ID, FUEL_START_PTT);
  }
  const server: FuelGraphqlServer = await startFuelGraphql(ledger, { port, host: options.host, log });
  const name = LOCAL_FUEL.name;
  const networks = [localFuelNetwork(server.url)];
  const blockMs = options.blockMs ?? 1_000;
  const attachment = new StoreAttachment<ChainSwapStore>('the local Fuel ledger');

  /** The deposits a landed transaction makes to swaps awaiting one. */
  const findDeposits = (store: ChainSwapStore, landed: LandedFuelTransaction) => {
    for (const payment of landed.payments) {
      const target = store.depositTarget(name, payment.to);
      if (!target) continue;
      const wanted = (target.tokenContract ?? LOCAL_FUEL_BASE_ASSET_ID).toLowerCase();
      if (payment.assetId !== wanted) {
        log(
          `${name}: ${landed.id} pays swap ${target.swapId}'s deposit address another asset (${payment.assetId}): not its deposit`,
        );
        continue;
      }
      // A wallet deposit carries the swap's number as its script data; a plain transfer none.
      if (landed.scriptData.length === 18) {
        const [sequence] = sequenceCoder.decode(
          new Uint8Array(Buffer.from(landed.scriptData.slice(2), 'hex')),
          0,
        );
        if (BigInt(sequence.toString()) !== target.sequenceNumber) {
          log(
            `${name}: ${landed.id} carries swap number ${sequence.toString()}, not ${target.sequenceNumber}: not swap ${target.swapId}'s deposit`,
          );
          continue;
        }
      }
      reportDeposit(store, log, target, {
        hash: landed.id,
        from: landed.owners[0] ?? '',
        to: payment.to,
        amount: payment.amount,
        blockNumber: BigInt(landed.height),
      });
    }
  };

  /** A transfer from the hot wallet: its coins, a coin output, change back, signed and applied. */
  const hotWalletTransfer = (
    order: Pick<TransferOrder, 'to' | 'amount' | 'token'>,
  ): LandedFuelTransaction => {
    const assetId = (order.token.contract ?? LOCAL_FUEL_BASE_ASSET_ID).toLowerCase();
    const request = new ScriptTransactionRequest({
      gasLimit: bn(SCRIPT_GAS_USED.toString()),
      maxFee: bn(HOT_WALLET_FEE.toString()),
    });
    request.addCoinOutput(new Address(order.to), bn(order.amount.toString()), assetId);
    const quantities = new Map<string, bigint>([[LOCAL_FUEL_BASE_ASSET_ID, HOT_WALLET_FEE]]);
    quantities.set(assetId, (quantities.get(assetId) ?? 0n) + order.amount);
    const owner = new Address(hotWallet);
    for (const coins of ledger.coinsToSpend(
      hotWallet,
      [...quantities].map(([id, amount]) => ({ assetId: id, amount })),
      [],
    )) {
      for (const coin of coins) {
        request.addCoinInput({
          id: coin.utxoId,
          assetId: coin.assetId,
          amount: bn(coin.amount.toString()),
          owner,
          blockCreated: bn(coin.blockCreated),
          txCreatedIdx: bn(coin.txCreatedIdx),
        });
      }
    }
    for (const id of quantities.keys()) request.addChangeOutput(owner, id);
    request.updateWitnessByOwner(
      owner,
      FUEL_TEST_KEYS.hotWallet.sign(request.getTransactionId(LOCAL_FUEL_CHAIN_ID)),
    );
    return ledger.submit(request.toTransactionBytes());
  };

  return {
    ledger,
    url: server.url,
    user,
    hotWallet,
    baseAssetId: LOCAL_FUEL_BASE_ASSET_ID,
    pttAssetId: LOCAL_FUEL_PTT_ASSET_ID,
    pay: hotWalletTransfer,
    family: 'fuel',
    networks,
    describe: () => [
      `Local Fuel (${name}): a verifying ledger, not a Fuel node, with a fuel-core-style GraphQL facade on ${server.url}`,
      `Base asset (ETH) ${LOCAL_FUEL_BASE_ASSET_ID}; PTT ${LOCAL_FUEL_PTT_ASSET_ID} (${FUEL_PTT_DECIMALS} decimals); hot wallet ${hotWallet}; test user ${user} (keys: service/chains/fuel/keys.ts)`,
    ],
    handles: (candidate) => candidate === name,
    height: (candidate) => (candidate === name ? BigInt(ledger.height()) : null),
    depositAddress: (candidate, seed) => (candidate === name ? fuelDepositAddress(seed) : undefined),

    attach(store) {
      attachment.claim();
      const { drive } = createTransferDriver({
        store,
        log,
        handles: (candidate) => candidate === name,
        send: async (order) => ({ hash: hotWalletTransfer(order).id, from: hotWallet }),
        async confirmation(_order, sent) {
          // The ledger applies on submission: the transaction is there with its block, or it was refused.
          const landed = ledger.transaction(sent.hash);
          if (!landed) throw new Error('the ledger has no such transaction');
          return BigInt(landed.height);
        },
      });
      const offLanded = ledger.onLanded((landed) => findDeposits(store, landed));
      const stopBlocks = everyBlock(blockMs, () => ledger.tick(), driveLogged(name, log, drive));
      return attachment.hold(store, () => {
        stopBlocks();
        offLanded();
      });
    },

    async inspect(candidate, hash) {
      const attached = attachment.current;
      if (candidate !== name || !attached || !/^0x[0-9a-f]{64}$/i.test(hash)) return;
      const landed = ledger.transaction(hash);
      // Deposits are found as they land; a look-up only matters if a swap appeared since.
      if (landed) findDeposits(attached, landed);
    },

    async close() {
      await attachment.detachAll();
      await server.close();
    },
  };
}
