/**
 * The sandbox's swaps: creation with every rule of spec §4.2, deposit actions per family (§2.8,
 * §4.10), the deposit simulation and scenarios of the control endpoints, and the swap as the
 * service shows it (§2.6, §2.7), its status computed by the lifecycle engine.
 *
 * Swaps on a network backed by a local chain (`ChainBackend`) are not simulated: they keep the
 * chain events the watcher reports and the transfers the service sent (`ChainEvents`), and their
 * status comes from those and the chains' block heights (`chainLifecycleAt`).
 */
import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { formatUnits, parseUnits } from 'viem';
import {
  type Catalog,
  type CatalogNetwork,
  type CatalogToken,
  DEFAULT_CATALOG,
  type Family,
  publicNetwork,
  type Route,
} from '../catalog';
import { addressProblem, makeAddress, makeTransactionHash } from '../chains/addresses';
import { addressOptionsOf } from '../chains/bitcoin/network';
import { buildCallData, DepositBuildError, type DepositFamily, type DepositInput } from '../deposits';
import { ServiceError } from '../errors';
import { limits, type QuoteResult, quote } from '../pricing';
import type {
  ChainBackend,
  ChainEvents,
  ChainTransfer,
  DepositTarget,
  ObservedDeposit,
  TransferOrder,
} from './chain-backed';
import { type HostileMode, lyingTransfer } from './hostile';
import {
  type ChainLifecycleState,
  type ChainStep,
  chainLifecycleAt,
  DEFAULT_TIMINGS,
  type LifecycleState,
  lifecycleAt,
  type Scenario,
  TERMINAL_STATUSES,
  type Timings,
  type TransactionProgress,
} from './lifecycle';
import type { CreateSwapRequest, DepositActionView, SwapRecord } from './types';

/** Sources whose family the spec forbids a deposit address for (spec §4.2 rule 1). */
const NO_DEPOSIT_ADDRESS: ReadonlySet<Family> = new Set(['starknet', 'paradex', 'ton']);
const WALLET_FAMILIES: ReadonlySet<Family> = new Set([
  'evm',
  'solana',
  'starknet',
  'ton',
  'bitcoin',
  'tron',
  'fuel',
]);
/** Families whose deposits go to one service wallet per network, matched by the memo. */
const SHARED_WALLET: ReadonlySet<Family> = new Set(['starknet', 'paradex', 'ton']);
const MAX_SWAPS = 10_000;
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
  const now = options.now ?? Date.now;
  const timings = options.timings ?? DEFAULT_TIMINGS;
  const catalog = options.catalog ?? DEFAULT_CATALOG;
  const chains = options.chains;
  const swaps = new Map<string, SwapRecord>();
  /** Chain-backed swaps by `NETWORK:depositaddress` (lower case), for the watchers. */
  const byDepositAddress = new Map<string, string>();
  /** Chain-backed swaps with a deposit that may still owe a transfer. */
  const activeChainSwaps = new Set<string>();
  let nextSequence = FIRST_SEQUENCE_NUMBER;

  function get(id: string): SwapRecord {
    const record = swaps.get(id);
    if (!record) throw new ServiceError('NOT_FOUND', `No swap with id "${id}".`, { swap_id: id });
    return record;
  }

  function state(record: SwapRecord): LifecycleState {
    if (record.chain) return chainState(record, record.chain);
    return lifecycleAt(
      {
        createdAt: record.createdAt,
        scenario: record.scenario,
        depositAt: record.deposit?.at ?? null,
        depositOutOfRange: record.deposit
          ? outOfRange(record.route, record.request, record.deposit.amount)
          : null,
        sourceFamily: record.route.source.network.type,
        destinationFamily: record.route.destination.network.type,
      },
      now(),
      options.timeScale,
      timings,
    );
  }

  function chainState(record: SwapRecord, events: ChainEvents): ChainLifecycleState {
    const { source, destination } = record.route;
    const progress = (transfer: ChainTransfer | null) =>
      transfer && { blockNumber: transfer.blockNumber, at: transfer.at };
    const { deposit } = events;
    const depositOutOfRange = deposit
      ? outOfRange(record.route, record.request, humanAmount(deposit.amount, source.token))
      : null;
    return chainLifecycleAt(
      {
        createdAt: record.createdAt,
        scenario: record.scenario,
        depositOutOfRange,
        sourceFamily: source.network.type,
        destinationFamily: destination.network.type,
        // Only a deposit within the limits is priced (and delivered).
        refuelDue: deposit !== null && !depositOutOfRange && refuelOf(record, deposit) !== null,
        deposit: progress(events.deposit),
        output: progress(events.output),
        refuel: progress(events.refuel),
        refund: progress(events.refund),
        heights: {
          source: chains?.height(source.network.name) ?? null,
          destination: chains?.height(destination.network.name) ?? null,
        },
      },
      now(),
      options.timeScale,
      timings,
    );
  }

  /** What the destination receives for the deposit actually made (pricing of that amount). */
  function deliveryOf(record: SwapRecord, deposit: ChainTransfer): QuoteResult {
    return quote({
      route: record.route,
      amount: humanAmount(deposit.amount, record.route.source.token),
      refuel: record.request.refuel,
      slippage: record.request.slippage,
    });
  }

  function refuelOf(record: SwapRecord, deposit: ChainTransfer): bigint | null {
    if (!record.request.refuel) return null;
    const refuel = deliveryOf(record, deposit).refuel;
    if (!refuel?.amount) return null;
    return parseUnits(String(refuel.amount), record.route.destination.network.token.decimals);
  }

  function transferOrder(record: SwapRecord, events: ChainEvents, step: ChainStep): TransferOrder | null {
    const deposit = events.deposit;
    if (!deposit) return null;
    const { source, destination } = record.route;
    switch (step) {
      case 'output':
        return {
          swapId: record.id,
          step,
          network: destination.network,
          token: destination.token,
          to: record.request.destination_address,
          amount: deliveryOf(record, deposit).receiveBaseUnits,
        };
      case 'refuel': {
        const amount = refuelOf(record, deposit);
        return amount === null
          ? null
          : {
              swapId: record.id,
              step,
              network: destination.network,
              token: destination.network.token,
              to: record.request.destination_address,
              amount,
            };
      }
      case 'refund': {
        const gas = parseUnits(refundGas(source.network, source.token).toFixed(), source.token.decimals);
        return {
          swapId: record.id,
          step,
          network: source.network,
          token: source.token,
          to: record.request.refund_address || record.request.source_address || deposit.from,
          amount: deposit.amount > gas ? deposit.amount - gas : 0n,
        };
      }
    }
  }

  function chainRecord(id: string): SwapRecord & { chain: ChainEvents } {
    const record = get(id);
    if (!record.chain) {
      throw new ServiceError('VALIDATION_ERROR', 'This swap is not on a local chain.', { swap_id: id }, 409);
    }
    return record as SwapRecord & { chain: ChainEvents };
  }

  function forget(record: SwapRecord): void {
    swaps.delete(record.id);
    activeChainSwaps.delete(record.id);
    if (record.chain)
      byDepositAddress.delete(
        depositKey(record.route.source.network.name, record.depositAddress, memoOf(record)),
      );
  }

  return {
    /**
     * `hostile`: the sandbox's hostile mode (POST /sandbox/hostile) at this moment; a swap created
     * under it keeps its lying deposit action for good, whatever the switch does afterwards.
     */
    create(request: CreateSwapRequest, options: { hostile?: HostileMode | null } = {}) {
      const route = catalog.findRoute(
        request.source_network,
        request.source_token,
        request.destination_network,
        request.destination_token,
      );
      const source = route.source.network;
      const destination = route.destination.network;
      const useDepositAddress = request.use_deposit_address ?? false;

      if (useDepositAddress && NO_DEPOSIT_ADDRESS.has(source.type)) {
        throw new ServiceError(
          'QUOTE_REQUIRES_NO_DEPOSIT_ADDRESS',
          `${source.display_name} deposits must be sent from a wallet: a deposit address is not available for this network.`,
          { source_network: source.name },
        );
      }
      checkAddress('destination_address', destination, request.destination_address);
      if (request.source_address) checkAddress('source_address', source, request.source_address);
      if (request.refund_address) checkAddress('refund_address', source, request.refund_address);
      if (route.requiresRefundAddress && !request.refund_address) {
        throw new ServiceError(
          'VALIDATION_ERROR',
          'This route swaps assets through a swap provider: a refund_address on the source network is required.',
          { field: 'refund_address' },
        );
      }
      if (!useDepositAddress) {
        if (!WALLET_FAMILIES.has(source.type)) {
          throw new ServiceError(
            'VALIDATION_ERROR',
            `${source.display_name} deposits are made to a deposit address: set use_deposit_address to true.`,
            { field: 'use_deposit_address' },
          );
        }
        if (!request.source_address) {
          throw new ServiceError(
            'VALIDATION_ERROR',
            'source_address is required when use_deposit_address is false (a wallet transfer is built for it).',
            { field: 'source_address' },
          );
        }
      }

      const quoted = quote({
        route,
        amount: request.amount,
        refuel: request.refuel,
        slippage: request.slippage,
      });

      if (swaps.size >= MAX_SWAPS) {
        // The oldest swap makes room: the sandbox keeps memory bounded, not history.
        const oldest = swaps.values().next().value;
        if (oldest !== undefined) forget(oldest);
      }
      const id = randomUUID();
      const sequenceNumber = nextSequence++;
      const seed = SHARED_WALLET.has(source.type) ? `service-wallet:${source.name}` : `deposit:${id}`;
      const depositAddress = chains?.depositAddress?.(source.name, seed) ?? makeAddress(source.type, seed);
      // A sandbox extension: only the local chains have a depository; elsewhere the flag is ignored.
      const depositoryContract =
        request.use_depository && !useDepositAddress && catalog.isLocal(source.name)
          ? (source.metadata.depository_contract ?? null)
          : null;
      const action = buildDepositAction({
        route,
        amount: request.amount,
        useDepositAddress,
        depositAddress,
        sourceAddress: request.source_address ?? '',
        sequenceNumber,
        depositoryContract,
        hostile: options.hostile ?? null,
      });
      const record: SwapRecord = {
        id,
        sequenceNumber,
        createdAt: now(),
        route,
        request: { ...request, use_deposit_address: useDepositAddress },
        quote: quoted,
        depositActions: [action],
        depositAddress,
        scenario: 'complete',
        deposit: null,
        speedups: [],
        chain: chains?.handles(source.name)
          ? { deposit: null, output: null, refuel: null, refund: null }
          : null,
      };
      swaps.set(id, record);
      if (record.chain) byDepositAddress.set(depositKey(source.name, depositAddress, memoOf(record)), id);
      return view(record, false);
    },

    get(id: string, excludeDepositActions = false) {
      return view(get(id), excludeDepositActions);
    },

    /** Records a speed-up hint; for a chain-backed swap, the network to look the hash up on. */
    speedup(id: string, transactionId: string): { chainNetwork: string | null } {
      const record = get(id);
      if (!record.speedups.includes(transactionId)) record.speedups.push(transactionId);
      return { chainNetwork: record.chain ? record.route.source.network.name : null };
    },

    /** Control endpoint: the user's deposit arrives (a simulated chain event). */
    deposit(id: string, body: { amount?: string | undefined; transaction_id?: string | undefined }) {
      const record = get(id);
      if (record.chain) {
        throw new ServiceError(
          'VALIDATION_ERROR',
          `This swap is on a local chain: send the deposit on the chain (${record.route.source.network.display_name}, to ${record.depositAddress}).`,
          { swap_id: id, network: record.route.source.network.name, deposit_address: record.depositAddress },
          409,
        );
      }
      if (record.deposit) {
        throw new ServiceError(
          'VALIDATION_ERROR',
          'This swap already received its deposit.',
          { swap_id: id },
          409,
        );
      }
      const family = record.route.source.network.type;
      record.deposit = {
        at: now(),
        amount: body.amount ?? record.request.amount,
        transactionId: body.transaction_id ?? makeTransactionHash(family, `input:${id}`),
        from: record.request.source_address || makeAddress(family, `user:${id}`),
      };
      return view(record, false);
    },

    /** Control endpoint: choose the path the swap will take. */
    setScenario(id: string, scenario: Scenario) {
      const record = get(id);
      const current = state(record);
      if (TERMINAL_STATUSES.has(current.status)) {
        throw new ServiceError(
          'VALIDATION_ERROR',
          `The swap is already ${current.status}; its scenario can no longer change.`,
          { status: current.status },
          409,
        );
      }
      if (record.chain && (record.chain.output || record.chain.refund)) {
        throw new ServiceError(
          'VALIDATION_ERROR',
          `The swap's ${record.chain.output ? 'output' : 'refund'} was already sent; its scenario can no longer change.`,
          { status: current.status },
          409,
        );
      }
      record.scenario = scenario;
      return view(record, false);
    },

    size: () => swaps.size,

    // ── Chain-backed swaps (service/chains/evm/local.ts) ──────────────────────────────────────

    /**
     * The swap a deposit on a chain-backed network belongs to, while it awaits its deposit: found
     * by its deposit address, and for families that share one service wallet (TON) by the memo too.
     */
    depositTarget(network: string, address: string, memo?: string | null): DepositTarget | undefined {
      const id =
        byDepositAddress.get(depositKey(network, address)) ??
        (memo ? byDepositAddress.get(depositKey(network, address, memo)) : undefined);
      const record = id === undefined ? undefined : swaps.get(id);
      if (!record?.chain || record.chain.deposit) return undefined;
      return {
        swapId: record.id,
        network,
        depositAddress: record.depositAddress,
        sequenceNumber: record.sequenceNumber,
        memo: memoOf(record),
        tokenContract: record.route.source.token.contract,
      };
    },

    /** A chain-backed swap's deposit was found on its chain; only the first one counts. */
    recordDeposit(id: string, deposit: ObservedDeposit): boolean {
      const record = chainRecord(id);
      if (record.chain.deposit) return false;
      record.chain.deposit = { ...deposit, at: now() };
      activeChainSwaps.add(id);
      return true;
    },

    /** The transfers due now on chain-backed swaps (each must be sent once, then recorded). */
    dueTransfers(): TransferOrder[] {
      const orders: TransferOrder[] = [];
      for (const id of activeChainSwaps) {
        const record = swaps.get(id);
        if (!record?.chain) {
          activeChainSwaps.delete(id);
          continue;
        }
        const current = chainState(record, record.chain);
        if (TERMINAL_STATUSES.has(current.status)) {
          activeChainSwaps.delete(id);
          continue;
        }
        const order = current.next && transferOrder(record, record.chain, current.next);
        if (order) orders.push(order);
      }
      return orders;
    },

    /** The service sent a transfer (not mined yet: `confirmTransfer` gives its block). */
    recordTransfer(id: string, step: ChainStep, transfer: Omit<ChainTransfer, 'blockNumber' | 'at'>): void {
      const record = chainRecord(id);
      if (record.chain[step]) throw new Error(`swap ${id}: its ${step} was already sent`);
      record.chain[step] = { ...transfer, blockNumber: null, at: now() };
    },

    /** A transfer the service sent was mined. */
    confirmTransfer(id: string, step: ChainStep, blockNumber: bigint): void {
      const transfer = swaps.get(id)?.chain?.[step];
      if (transfer) transfer.blockNumber = blockNumber;
    },
  };

  function view(record: SwapRecord, excludeDepositActions: boolean) {
    const { route, request } = record;
    const source = route.source;
    const destination = route.destination;
    let current: LifecycleState;
    let transactions: object[];
    if (record.chain) {
      const onChain = chainState(record, record.chain);
      current = onChain;
      transactions = chainTransactions(record, record.chain, onChain);
    } else {
      current = state(record);
      transactions = simulatedTransactions(record, current);
    }
    const swap = {
      id: record.id,
      created_date: new Date(record.createdAt).toISOString(),
      source_network: publicNetwork(source.network),
      source_token: source.token,
      source_exchange: null,
      destination_network: publicNetwork(destination.network),
      destination_token: destination.token,
      destination_exchange: null,
      requested_amount: Number(request.amount),
      destination_address: request.destination_address,
      source_address: request.source_address ?? null,
      refund_address: request.refund_address ?? null,
      status: current.status,
      fail_reason: current.failReason,
      use_deposit_address: request.use_deposit_address ?? false,
      metadata: {
        sequence_number: Number(record.sequenceNumber),
        reference_id: request.reference_id ?? null,
        exchange_account: null,
      },
      transactions,
    };
    return {
      quote: record.quote.quote,
      refuel: record.quote.refuel,
      reward: record.quote.reward,
      swap,
      ...(excludeDepositActions ? {} : { deposit_actions: record.depositActions }),
    };
  }

  function simulatedTransactions(record: SwapRecord, current: LifecycleState): object[] {
    const { route, request } = record;
    const source = route.source;
    const destination = route.destination;
    const transactions: object[] = [];

    if (record.deposit && current.input) {
      transactions.push(
        transaction('input', current.input, {
          from: record.deposit.from,
          to: record.depositAddress,
          hash: record.deposit.transactionId,
          amount: record.deposit.amount,
          side: source,
        }),
      );
    }
    if (record.deposit && current.output) {
      const received = quote({
        route,
        amount: record.deposit.amount,
        refuel: request.refuel,
        slippage: request.slippage,
      });
      transactions.push(
        transaction('output', current.output, {
          from: makeAddress(destination.network.type, `service-wallet:${destination.network.name}`),
          to: request.destination_address,
          hash: makeTransactionHash(destination.network.type, `output:${record.id}`),
          amount: String((received.quote as { receive_amount: number }).receive_amount),
          side: destination,
        }),
      );
      const refuel = received.refuel as { amount?: number } | null;
      if (refuel?.amount) {
        transactions.push(
          transaction('refuel', current.output, {
            from: makeAddress(destination.network.type, `service-wallet:${destination.network.name}`),
            to: request.destination_address,
            hash: makeTransactionHash(destination.network.type, `refuel:${record.id}`),
            amount: String(refuel.amount),
            side: { network: destination.network, token: destination.network.token },
          }),
        );
      }
    }
    if (record.deposit && current.refund) {
      const gas = refundGas(source.network, source.token);
      const refunded = Decimal.max(0, new Decimal(record.deposit.amount).minus(gas));
      transactions.push(
        transaction('refund', current.refund, {
          from: record.depositAddress,
          to: request.refund_address || record.deposit.from,
          hash: makeTransactionHash(source.network.type, `refund:${record.id}`),
          amount: refunded.toFixed(),
          side: source,
          fee: gas.toFixed(),
        }),
      );
    }
    return transactions;
  }

  function chainTransactions(
    record: SwapRecord,
    events: ChainEvents,
    current: ChainLifecycleState,
  ): object[] {
    const { source, destination } = record.route;
    const transactions: object[] = [];
    const add = (
      type: 'input' | 'output' | 'refuel' | 'refund',
      progress: TransactionProgress | null,
      transfer: ChainTransfer | null,
      side: { network: CatalogNetwork; token: CatalogToken },
      fee?: string,
    ) => {
      if (!progress || !transfer) return;
      transactions.push(
        transaction(type, progress, {
          from: transfer.from,
          to: transfer.to,
          hash: transfer.hash,
          amount: humanAmount(transfer.amount, side.token),
          side,
          ...(fee === undefined ? {} : { fee }),
        }),
      );
    };
    add('input', current.input, events.deposit, source);
    add('output', current.output, events.output, destination);
    add('refuel', current.refuel, events.refuel, {
      network: destination.network,
      token: destination.network.token,
    });
    add('refund', current.refund, events.refund, source, refundGas(source.network, source.token).toFixed());
    return transactions;
  }

  function transaction(
    type: 'input' | 'output' | 'refuel' | 'refund',
    progress: TransactionProgress,
    detail: {
      from: string;
      to: string;
      hash: string;
      amount: string;
      side: { network: CatalogNetwork; token: CatalogToken };
      fee?: string;
    },
  ) {
    const network = detail.side.network;
    return {
      from: detail.from,
      to: detail.to,
      timestamp: new Date(progress.sentAt).toISOString(),
      transaction_hash: detail.hash,
      confirmations: progress.confirmations,
      max_confirmations: progress.maxConfirmations,
      amount: Number(detail.amount),
      type,
      status: progress.confirmations >= progress.maxConfirmations ? 'completed' : 'pending',
      token: detail.side.token,
      network: publicNetwork(network),
      fee_amount: detail.fee === undefined ? null : Number(detail.fee),
      fee_token: network.token,
    };
  }
}

export type SwapStore = ReturnType<typeof createSwapStore>;

function checkAddress(field: string, network: CatalogNetwork, address: string): void {
  // A Bitcoin network's own address forms (bcrt1… on regtest); other families need no options.
  const problem = addressProblem(network.type, address, addressOptionsOf(network));
  if (problem) {
    throw new ServiceError(
      'INVALID_ADDRESS_ERROR',
      `${field} is not a valid ${network.display_name} address: ${problem}.`,
      {
        field,
        network: network.name,
        reason: problem,
      },
    );
  }
}

/** The memo that identifies a swap's deposit to a shared service wallet; null where addresses do. */
function memoOf(record: SwapRecord): string | null {
  return SHARED_WALLET.has(record.route.source.network.type) ? record.sequenceNumber.toString() : null;
}

function depositKey(network: string, address: string, memo: string | null = null): string {
  return memo === null
    ? `${network}:${address.toLowerCase()}`
    : `${network}:${address.toLowerCase()}:${memo}`;
}

/** Base units as exact decimal text in human units. */
function humanAmount(amount: bigint, token: CatalogToken): string {
  return formatUnits(amount, token.decimals);
}

function outOfRange(route: Route, request: CreateSwapRequest, amount: string): 'below' | 'above' | null {
  const bounds = limits(route, request.refuel);
  const value = new Decimal(amount);
  if (value.lessThan(bounds.min)) return 'below';
  if (value.greaterThan(bounds.max)) return 'above';
  return null;
}

/** The gas a refund costs, taken from the refunded amount (spec §1): about $0.50, at most it all. */
function refundGas(network: CatalogNetwork, token: CatalogToken): Decimal {
  const usd = network.type === 'evm' && network.chain_id === '1' ? 2 : 0.5;
  return new Decimal(usd).dividedBy(token.price_in_usd).toDecimalPlaces(token.precision, Decimal.ROUND_UP);
}

function baseUnits(amount: string, decimals: number): bigint {
  const scaled = new Decimal(amount).times(new Decimal(10).pow(decimals));
  if (!scaled.isInteger()) {
    throw new ServiceError('VALIDATION_ERROR', `The amount has more than ${decimals} decimal places.`, {
      field: 'amount',
    });
  }
  return BigInt(scaled.toFixed(0));
}

function buildDepositAction(input: {
  route: Route;
  amount: string;
  useDepositAddress: boolean;
  depositAddress: string;
  sourceAddress: string;
  sequenceNumber: bigint;
  /** Deposit through this depository contract (local chains, `use_depository`). */
  depositoryContract: string | null;
  /** The sandbox's hostile mode when the swap was created: its `transfer` action lies so. */
  hostile: HostileMode | null;
}): DepositActionView {
  const { network, token } = input.route.source;
  const amountInBaseUnits = baseUnits(input.amount, token.decimals);
  const common = {
    amount: Number(input.amount),
    amount_in_base_units: amountInBaseUnits.toString(),
    order: 0,
    network: publicNetwork(network),
    token,
    fee_token: network.token,
    encoded_args: [],
  };
  if (input.useDepositAddress) {
    return {
      type: 'manual_transfer',
      to_address: input.depositAddress,
      call_data: null,
      gas_limit: null,
      ...common,
    };
  }
  // Paradex runs on Starknet: its wallet deposit is the same transfer + watch multicall.
  const family = (network.type === 'paradex' ? 'starknet' : network.type) as DepositFamily;
  const depositInput: DepositInput = {
    family,
    sequenceNumber: input.sequenceNumber,
    depositAddress: input.depositAddress,
    sourceAddress: input.sourceAddress,
    amount: amountInBaseUnits,
    token: { symbol: token.symbol, contract: token.contract, decimals: token.decimals },
    network: {
      name: network.name,
      chainId: network.chain_id,
      watchdogContract: network.metadata.watchdog_contract ?? null,
      depositoryContract: input.depositoryContract,
      baseAssetId:
        network.type === 'fuel' ? (network.token.contract ?? network.metadata.base_asset_id ?? null) : null,
    },
  };
  try {
    const built = buildCallData(depositInput);
    const honest: DepositActionView = {
      type: 'transfer',
      to_address: built.toAddress,
      call_data: built.callData,
      gas_limit: built.gasLimit ?? null,
      ...common,
      encoded_args: built.encodedArgs ?? [],
    };
    // Built once, at creation, and kept in the record: the swap shows the same lie on every read.
    return (input.hostile && lyingTransfer(input.hostile, honest, depositInput, network)) ?? honest;
  } catch (error) {
    if (error instanceof DepositBuildError) {
      throw new ServiceError('VALIDATION_ERROR', `Cannot build the deposit transaction: ${error.message}`, {
        reason: error.code,
      });
    }
    throw error;
  }
}
