/**
 * The sandbox's local chains, one backend per chain family (EVM: anvil; Solana: litesvm; TON:
 * @ton/sandbox; Bitcoin format: litecoind regtest), behind one contract, and the pieces every
 * backend shares: the driver that sends what the swap store says is due exactly once, and the
 * combination of several backends into the one the store and the HTTP app see.
 */
import type { CatalogNetwork } from '../catalog';
import type { ChainBackend, DepositTarget, ObservedDeposit, TransferOrder } from '../swaps/chain-backed';
import type { SwapStore } from '../swaps/store';

/** What a backend connects to: a swap store's chain-backed swaps, as the chain side needs them. */
export type ChainSwapStore = Pick<
  SwapStore,
  'depositTarget' | 'recordDeposit' | 'dueTransfers' | 'recordTransfer' | 'confirmTransfer'
>;

/** The chains of one family the sandbox runs. */
export interface LocalChainBackend extends ChainBackend {
  /** The chain family (catalog `type`) of its networks. */
  family: string;
  /** Its catalog networks, for `createCatalog({ localNetworks })`. */
  networks: readonly CatalogNetwork[];
  /** Lines for the sandbox's start-up log: where the nodes are, the test accounts and tokens. */
  describe(): string[];
  /** Starts watching the chains for this store's swaps; the returned function stops it. */
  attach(store: ChainSwapStore): () => Promise<void>;
  /** Looks a transaction up at once (deposit_speedup); quietly does nothing when it is unknown. */
  inspect(network: string, hash: string): Promise<void>;
  /** Stops the watchers and the nodes. */
  close(): Promise<void>;
}

/** Every local chain the sandbox runs, as one backend. */
export interface LocalChains extends LocalChainBackend {
  backends: readonly LocalChainBackend[];
}

/** Several backends as one: each network is served by the backend that owns it. */
export function combineLocalChains(backends: readonly LocalChainBackend[]): LocalChains {
  const owner = new Map<string, LocalChainBackend>();
  for (const backend of backends) {
    for (const network of backend.networks) {
      if (owner.has(network.name)) throw new Error(`two local chains claim the network ${network.name}`);
      owner.set(network.name, backend);
    }
  }
  return {
    backends,
    family: backends.map((backend) => backend.family).join(','),
    networks: backends.flatMap((backend) => backend.networks),
    describe: () => backends.flatMap((backend) => backend.describe()),
    handles: (network) => owner.get(network)?.handles(network) ?? false,
    height: (network) => owner.get(network)?.height(network) ?? null,
    depositAddress: (network, seed) => owner.get(network)?.depositAddress?.(network, seed),
    attach(store) {
      const detachers = backends.map((backend) => backend.attach(store));
      return async () => {
        await Promise.all(detachers.map((detach) => detach()));
      };
    },
    async inspect(network, hash) {
      await owner.get(network)?.inspect(network, hash);
    },
    async close() {
      await Promise.all(backends.map((backend) => backend.close()));
    },
  };
}

/** A transfer a backend sent: its hash and the sending account. */
export interface SentTransfer {
  hash: string;
  from: string;
}

export interface TransferDriverOptions {
  store: ChainSwapStore;
  /** Whether this backend sends on `network` (orders for other networks are left to their backend). */
  handles(network: string): boolean;
  /** Sends the order's transfer; resolves once the node accepted it. */
  send(order: TransferOrder): Promise<SentTransfer>;
  /** Resolves to the block (or height) the transfer was included in; rejects if it never is. */
  confirmation(order: TransferOrder, sent: SentTransfer): Promise<bigint>;
  log(line: string): void;
}

/**
 * Sends the transfers a store says are due on this backend's networks, each once: a swap with a
 * transfer in flight is skipped until the transfer is recorded; a send that fails is retried at
 * the next `drive`. Call `drive` whenever the chain moves (each new block).
 */
export function createTransferDriver(options: TransferDriverOptions): { drive(): void } {
  const { store, log } = options;
  const inFlight = new Set<string>();

  const deliver = async (order: TransferOrder) => {
    const label = `${order.network.name}: swap ${order.swapId} ${order.step}`;
    let sent: SentTransfer;
    try {
      sent = await options.send(order);
    } catch (error) {
      log(`${label} could not be sent (will retry): ${messageOf(error)}`);
      return;
    }
    try {
      store.recordTransfer(order.swapId, order.step, {
        hash: sent.hash,
        from: sent.from,
        to: order.to,
        amount: order.amount,
      });
    } catch (error) {
      log(`${label} ${sent.hash} could not be recorded: ${messageOf(error)}`);
      return;
    }
    log(`${label} sent: ${order.amount} base units of ${order.token.symbol} to ${order.to} in ${sent.hash}`);
    void options
      .confirmation(order, sent)
      .then((block) => store.confirmTransfer(order.swapId, order.step, block))
      .catch((error: unknown) => log(`${label} ${sent.hash}: not confirmed (${messageOf(error)})`));
  };

  return {
    drive() {
      for (const order of store.dueTransfers()) {
        if (!options.handles(order.network.name) || inFlight.has(order.swapId)) continue;
        inFlight.add(order.swapId);
        void deliver(order).finally(() => inFlight.delete(order.swapId));
      }
    },
  };
}

/** Records a deposit a watcher found (only the swap's first counts) and logs it. */
export function reportDeposit(
  store: ChainSwapStore,
  log: (line: string) => void,
  target: DepositTarget,
  deposit: ObservedDeposit,
): void {
  if (store.recordDeposit(target.swapId, deposit)) {
    log(
      `${target.network}: swap ${target.swapId} deposit ${deposit.amount} base units from ${deposit.from} in ${deposit.hash} (block ${deposit.blockNumber})`,
    );
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The one port a single-node backend listens on; throws when `ports` is not exactly one. */
export function onePort(ports: readonly number[], what: string): number {
  const [port] = ports;
  if (port === undefined || ports.length !== 1) {
    throw new Error(`${what} needs one port, got ${ports.length}`);
  }
  return port;
}

/** `drive` (a transfer driver's), logging instead of throwing when sending what is due fails. */
export function driveLogged(network: string, log: (line: string) => void, drive: () => void): () => void {
  return () => {
    try {
      drive();
    } catch (error) {
      log(`${network}: sending what is due failed: ${messageOf(error)}`);
    }
  };
}

/** Every `ms`: `advance` the chain, then `drive`; the returned function stops it. */
export function everyBlock(ms: number, advance: () => void, drive: () => void): () => void {
  const timer = setInterval(() => {
    advance();
    drive();
  }, ms);
  return () => clearInterval(timer);
}

/**
 * A backend's hold on the one swap store it serves at a time: what it keeps for the store (read by
 * `inspect`), and the detach functions `close` still has to call.
 */
export class StoreAttachment<T> {
  #current: T | null = null;
  readonly #detachers = new Set<() => Promise<void>>();

  /** `what` names the backend in the error for a second store ("the local TON chain"). */
  constructor(private readonly what: string) {}

  get current(): T | null {
    return this.#current;
  }

  /** Throws when a store is attached already: call before wiring anything up. */
  claim(): void {
    if (this.#current !== null) throw new Error(`${this.what} already serves a swap store`);
  }

  /** Keeps `current` until the returned detach (or `detachAll`) runs `stop` and forgets it. */
  hold(current: T, stop: () => void): () => Promise<void> {
    this.#current = current;
    const detach = async () => {
      this.#detachers.delete(detach);
      stop();
      this.#current = null;
    };
    this.#detachers.add(detach);
    return detach;
  }

  async detachAll(): Promise<void> {
    await Promise.all([...this.#detachers].map((detach) => detach()));
  }
}
