/**
 * The sandbox's swaps: creation with every rule of spec §4.2 (./create.ts), deposit actions per
 * family (§2.8, §4.10; ./deposit-action.ts), the deposit simulation and scenarios of the control
 * endpoints (./control.ts), and the swap as the service shows it (§2.6, §2.7; ./view.ts), its
 * status computed by the lifecycle engine (./status.ts).
 *
 * Swaps on a network backed by a local chain (`ChainBackend`) are not simulated: they keep the
 * chain events the watcher reports and the transfers the service sent (`ChainEvents`), and their
 * status comes from those and the chains' block heights (`chainLifecycleAt`; ./chain-transfers.ts).
 *
 * This module holds the store's state (one `SwapStoreContext`) and gives the API its methods.
 */
import { type Catalog, DEFAULT_CATALOG } from '../catalog';
import { ServiceError } from '../errors';
import { type AddressQuery, swapsOfAddresses } from './by-address';
import { findByTransactionHash } from './by-hash';
import type {
  ChainBackend,
  ChainTransfer,
  DepositTarget,
  ObservedDeposit,
  TransferOrder,
} from './chain-backed';
import {
  confirmTransfer,
  depositTarget,
  dueTransfers,
  recordDeposit,
  recordTransfer,
} from './chain-transfers';
import { recordOf, type SwapStoreContext } from './context';
import { setScenario, simulateDeposit } from './control';
import { createSwap } from './create';
import type { HostileMode } from './hostile';
import { type ChainStep, DEFAULT_TIMINGS, type Scenario, type Timings } from './lifecycle';
import type { CreateSwapRequest, RefundSpelling } from './types';
import { swapView } from './view';

const FIRST_SEQUENCE_NUMBER = 100_000n;

export interface SwapStoreOptions {
  timeScale: number;
  now?: () => number;
  timings?: Timings;
  /** The networks and routes swaps may use. Default: the built-in networks. */
  catalog?: Catalog;
  /** The local chains behind some networks, when the sandbox runs them. */
  chains?: ChainBackend;
}

export function createSwapStore(options: SwapStoreOptions) {
  const context: SwapStoreContext = {
    now: options.now ?? Date.now,
    timeScale: options.timeScale,
    timings: options.timings ?? DEFAULT_TIMINGS,
    catalog: options.catalog ?? DEFAULT_CATALOG,
    chains: options.chains,
    swaps: new Map(),
    byDepositAddress: new Map(),
    activeChainSwaps: new Set(),
    nextSequence: FIRST_SEQUENCE_NUMBER,
  };

  return {
    /**
     * `hostile`: the sandbox's hostile mode (POST /sandbox/hostile) at this moment; a swap created
     * under it keeps its lying deposit action for good, whatever the switch does afterwards.
     */
    create(request: CreateSwapRequest, options: { hostile?: HostileMode | null } = {}) {
      return swapView(context, createSwap(context, request, options.hostile ?? null), false);
    },

    get(id: string, excludeDepositActions = false) {
      return swapView(context, recordOf(context, id), excludeDepositActions);
    },

    /**
     * The swap one of whose shown transactions is `hash` (./by-hash.ts), as `get` shows it;
     * NOT_FOUND when none.
     */
    getByTransactionHash(hash: string, excludeDepositActions = false) {
      const record = findByTransactionHash(context, hash);
      if (!record) {
        throw new ServiceError('NOT_FOUND', 'No swap has a transaction with this hash.', {
          transaction_hash: hash,
        });
      }
      return swapView(context, record, excludeDepositActions);
    },

    /** The swaps of some addresses, newest first, a page at a time (./by-address.ts). */
    ofAddresses(query: AddressQuery) {
      return swapsOfAddresses(context, query);
    },

    /** Records a speed-up hint; for a chain-backed swap, the network to look the hash up on. */
    speedup(id: string, transactionId: string): { chainNetwork: string | null } {
      const record = recordOf(context, id);
      if (!record.speedups.includes(transactionId)) record.speedups.push(transactionId);
      return { chainNetwork: record.chain ? record.route.source.network.name : null };
    },

    /** Control endpoint: the user's deposit arrives (a simulated chain event). */
    deposit(id: string, body: { amount?: string | undefined; transaction_id?: string | undefined }) {
      return swapView(context, simulateDeposit(context, id, body), false);
    },

    /** Control endpoint: choose the path the swap will take (and how its refund is spelled). */
    setScenario(id: string, scenario: Scenario, refundSpelling?: RefundSpelling) {
      return swapView(context, setScenario(context, id, scenario, refundSpelling), false);
    },

    size: () => context.swaps.size,

    // ── Chain-backed swaps (service/chains/evm/local.ts) ──────────────────────────────────────

    /** The swap awaiting a deposit to this address (and memo, for a shared service wallet). */
    depositTarget(network: string, address: string, memo?: string | null): DepositTarget | undefined {
      return depositTarget(context, network, address, memo);
    },

    /** A chain-backed swap's deposit was found on its chain; only the first one counts. */
    recordDeposit(id: string, deposit: ObservedDeposit): boolean {
      return recordDeposit(context, id, deposit);
    },

    /** The transfers due now on chain-backed swaps (each must be sent once, then recorded). */
    dueTransfers(): TransferOrder[] {
      return dueTransfers(context);
    },

    /** The service sent a transfer (not mined yet: `confirmTransfer` gives its block). */
    recordTransfer(id: string, step: ChainStep, transfer: Omit<ChainTransfer, 'blockNumber' | 'at'>): void {
      recordTransfer(context, id, step, transfer);
    },

    /** A transfer the service sent was mined. */
    confirmTransfer(id: string, step: ChainStep, blockNumber: bigint): void {
      confirmTransfer(context, id, step, blockNumber);
    },
  };
}

export type SwapStore = ReturnType<typeof createSwapStore>;
