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
import { LOCAL_EVM_CHAINS, localEvmNetwork } from '../../catalog';
import type { TransferOrder } from '../../swaps/chain-backed';
import { createTransferDriver, type LocalChainBackend, reportDeposit } from '../local';
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

export interface LocalEvmChains extends LocalChainBackend {
  chains: readonly LocalEvmChain[];
  /** The test token's address (the same on every chain). */
  tokenContract: Address;
  /** The depository contract's address (the same on every chain). */
  depositoryContract: Address;
  hotWallet: Address;
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
    family: 'evm',
    describe: () => [
      ...chains.map((chain) => `Local chain ${chain.name} (chain id ${chain.chainId}) on ${chain.url}`),
      `Test token PTT at ${tokenContract} and depository at ${depositoryContract} on every local EVM chain; hot wallet ${ANVIL_TEST_ACCOUNTS.hotWallet.address}`,
    ],
    handles: (network) => byName.has(network),
    height: (network) => watchers.get(network)?.height() ?? null,

    attach(store) {
      if (watchers.size > 0) throw new Error('the local chains already serve a swap store');
      const { drive } = createTransferDriver({
        store,
        log,
        handles: (network) => byName.has(network),
        send: async (order) => ({
          hash: await sendTransfer(order),
          from: ANVIL_TEST_ACCOUNTS.hotWallet.address,
        }),
        async confirmation(order, sent) {
          const { public: client } = chainOf(order.network.name).clients;
          const receipt = await client.waitForTransactionReceipt({
            hash: sent.hash as `0x${string}`,
            timeout: 120_000,
          });
          if (receipt.status !== 'success')
            log(
              `${order.network.name}: swap ${order.swapId} ${order.step} ${sent.hash} reverted in block ${receipt.blockNumber}`,
            );
          return receipt.blockNumber;
        },
      });

      for (const chain of chains) {
        const watcher = createEvmWatcher({
          network: chain.name,
          client: chain.clients.public,
          tokenContract,
          depositoryContract,
          pollMs: options.pollMs,
          log,
          findTarget: (network, address) => store.depositTarget(network, address),
          onDeposit: (target, deposit) => reportDeposit(store, log, target, deposit),
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
