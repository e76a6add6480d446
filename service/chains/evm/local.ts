/**
 * The sandbox's local EVM networks, end to end: the anvil nodes, the test token and the
 * depository on each, the catalog networks that describe them, and — once a swap store is attached — the watchers that
 * find deposits and the hot wallet that sends outputs, refuels and refunds.
 *
 * The store decides what is due (`dueTransfers`); this module sends it, once per swap and step:
 * a swap with a transfer in flight is skipped until the transfer is recorded, and each chain's
 * sends are queued so the hot wallet's nonces never collide.
 */
import { type Address, getAddress } from 'viem';
import { type CatalogNetwork, LOCAL_EVM_CHAINS, localEvmNetwork } from '../../catalog';
import type { ChainBackend, TransferOrder } from '../../swaps/chain-backed';
import type { SwapStore } from '../../swaps/store';
import { type AnvilNode, startAnvil } from './anvil';
import {
  ANVIL_TEST_ACCOUNTS,
  type ChainClients,
  chainClients,
  erc20TransferAbi,
  setupLocalChain,
} from './setup';
import { createEvmWatcher, type EvmWatcher } from './watcher';

export interface LocalEvmOptions {
  /** One port per local chain (LOCAL_L1, LOCAL_L2). */
  ports: readonly number[];
  host?: string;
  /** How often the watchers look for new blocks. Default 250 ms. */
  pollMs?: number;
  log?: (line: string) => void;
}

export interface LocalEvmChain {
  /** The catalog network (LOCAL_L1…). */
  name: string;
  chainId: number;
  url: string;
  node: AnvilNode;
  clients: ChainClients;
}

/** What `attach` connects a swap store to: its chain-backed swaps as the chain side needs them. */
export type ChainSwapStore = Pick<
  SwapStore,
  'depositTarget' | 'recordDeposit' | 'dueTransfers' | 'recordTransfer' | 'confirmTransfer'
>;

export interface LocalEvmChains extends ChainBackend {
  chains: readonly LocalEvmChain[];
  /** LOCAL_L1 and LOCAL_L2, for `createCatalog({ localNetworks })`. */
  networks: readonly CatalogNetwork[];
  /** The test token's address (the same on every chain). */
  tokenContract: Address;
  /** The depository contract's address (the same on every chain). */
  depositoryContract: Address;
  hotWallet: Address;
  /** Starts watching the chains for this store's swaps; the returned function stops it. */
  attach(store: ChainSwapStore): () => Promise<void>;
  /** Looks a transaction up at once (deposit_speedup); quietly does nothing when it is unknown. */
  inspect(network: string, hash: string): Promise<void>;
  /** Stops the watchers and the nodes. */
  close(): Promise<void>;
}

/** Starts one node per port, sets each up, and describes them as catalog networks. */
export async function startLocalEvmChains(options: LocalEvmOptions): Promise<LocalEvmChains> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (options.ports.length !== LOCAL_EVM_CHAINS.length) {
    throw new Error(`the local chains need ${LOCAL_EVM_CHAINS.length} ports, got ${options.ports.length}`);
  }
  const started = await Promise.allSettled(
    LOCAL_EVM_CHAINS.map((spec, index) =>
      startAnvil({ chainId: spec.chainId, port: options.ports[index] ?? 0, host: options.host }),
    ),
  );
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(nodes.map((node) => node.close()));
    throw failed.reason;
  }

  let chains: LocalEvmChain[];
  let tokenContract: Address;
  let depositoryContract: Address;
  try {
    chains = LOCAL_EVM_CHAINS.map((spec, index) => {
      const node = nodes[index] as AnvilNode;
      return {
        name: spec.name,
        chainId: spec.chainId,
        url: node.url,
        node,
        clients: chainClients(spec.chainId, node.url, ANVIL_TEST_ACCOUNTS.hotWallet.privateKey),
      };
    });
    const deployed = await Promise.all(chains.map((chain) => setupLocalChain(chain.clients)));
    const first = deployed[0] as { token: Address; depository: Address };
    tokenContract = getAddress(first.token);
    depositoryContract = getAddress(first.depository);
  } catch (error) {
    await Promise.all(nodes.map((node) => node.close()));
    throw error;
  }

  const networks = LOCAL_EVM_CHAINS.map((spec, index) =>
    localEvmNetwork({
      name: spec.name,
      displayName: spec.displayName,
      chainId: spec.chainId,
      nodeUrl: (chains[index] as LocalEvmChain).url,
      tokenContract,
      depositoryContract,
    }),
  );
  const byName = new Map(chains.map((chain) => [chain.name, chain]));
  const watchers = new Map<string, EvmWatcher>();
  const detachers = new Set<() => Promise<void>>();

  function chainOf(network: string): LocalEvmChain {
    const chain = byName.get(network);
    if (!chain) throw new Error(`${network} is not a local chain`);
    return chain;
  }

  /** Each chain's sends, one after the other: the hot wallet's next nonce is always the pending count. */
  const sendQueues = new Map<string, Promise<unknown>>();
  function enqueue<T>(network: string, send: () => Promise<T>): Promise<T> {
    const previous = sendQueues.get(network) ?? Promise.resolve();
    const result = previous.then(send);
    sendQueues.set(
      network,
      result.catch(() => {}),
    );
    return result;
  }

  async function sendTransfer(order: TransferOrder): Promise<`0x${string}`> {
    const { wallet } = chainOf(order.network.name).clients;
    const to = getAddress(order.to);
    return enqueue(order.network.name, () =>
      order.token.contract === null
        ? wallet.sendTransaction({ to, value: order.amount })
        : wallet.writeContract({
            address: getAddress(order.token.contract),
            abi: erc20TransferAbi,
            functionName: 'transfer',
            args: [to, order.amount],
          }),
    );
  }

  return {
    chains,
    networks,
    tokenContract,
    depositoryContract,
    hotWallet: ANVIL_TEST_ACCOUNTS.hotWallet.address,
    handles: (network) => byName.has(network),
    height: (network) => watchers.get(network)?.height() ?? null,

    attach(store) {
      if (watchers.size > 0) throw new Error('the local chains already serve a swap store');
      /** Swaps with a transfer being sent: the guard that makes every transfer go out once. */
      const inFlight = new Set<string>();

      const deliver = async (order: TransferOrder) => {
        const label = `${order.network.name}: swap ${order.swapId} ${order.step}`;
        let hash: `0x${string}`;
        try {
          hash = await sendTransfer(order);
        } catch (error) {
          log(`${label} could not be sent (will retry): ${error instanceof Error ? error.message : error}`);
          return;
        }
        try {
          store.recordTransfer(order.swapId, order.step, {
            hash,
            from: ANVIL_TEST_ACCOUNTS.hotWallet.address,
            to: getAddress(order.to),
            amount: order.amount,
          });
        } catch (error) {
          log(`${label} ${hash} could not be recorded: ${error instanceof Error ? error.message : error}`);
          return;
        }
        log(`${label} sent: ${order.amount} base units of ${order.token.symbol} to ${order.to} in ${hash}`);
        const { public: client } = chainOf(order.network.name).clients;
        void client
          .waitForTransactionReceipt({ hash, timeout: 120_000 })
          .then((receipt) => {
            if (receipt.status !== 'success')
              log(`${label} ${hash} reverted in block ${receipt.blockNumber}`);
            store.confirmTransfer(order.swapId, order.step, receipt.blockNumber);
          })
          .catch((error: unknown) =>
            log(`${label} ${hash}: no receipt (${error instanceof Error ? error.message : error})`),
          );
      };

      const drive = () => {
        for (const order of store.dueTransfers()) {
          if (inFlight.has(order.swapId)) continue;
          inFlight.add(order.swapId);
          void deliver(order).finally(() => inFlight.delete(order.swapId));
        }
      };

      for (const chain of chains) {
        const watcher = createEvmWatcher({
          network: chain.name,
          client: chain.clients.public,
          tokenContract,
          depositoryContract,
          pollMs: options.pollMs,
          log,
          findTarget: (network, address) => store.depositTarget(network, address),
          onDeposit(target, deposit) {
            if (store.recordDeposit(target.swapId, deposit)) {
              log(
                `${chain.name}: swap ${target.swapId} deposit ${deposit.amount} base units from ${deposit.from} in ${deposit.hash} (block ${deposit.blockNumber})`,
              );
            }
          },
          onTick: drive,
        });
        watchers.set(chain.name, watcher);
        watcher.start();
      }

      const detach = async () => {
        detachers.delete(detach);
        const stopping = [...watchers.values()].map((watcher) => watcher.stop());
        watchers.clear();
        await Promise.all(stopping);
      };
      detachers.add(detach);
      return detach;
    },

    async inspect(network, hash) {
      await watchers.get(network)?.inspect(hash);
    },

    async close() {
      await Promise.all([...detachers].map((detach) => detach()));
      await Promise.all(chains.map((chain) => chain.node.close()));
    },
  };
}
