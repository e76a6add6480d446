/**
 * Chain-backed swaps (service/chains/<family>/local.ts): the watchers find a swap by its deposit
 * address and report its deposit; the store says which transfers (output, refuel, refund) are due
 * and records them as they are sent and mined.
 */
import { parseUnits } from 'viem';
import { refundGas } from './amounts';
import type {
  ChainEvents,
  ChainTransfer,
  DepositTarget,
  ObservedDeposit,
  TransferOrder,
} from './chain-backed';
import { chainRecordOf, depositKey, memoOf, type SwapStoreContext } from './context';
import { lyingPayoutOrder } from './hostile';
import { type ChainStep, TERMINAL_STATUSES } from './lifecycle';
import { chainStateOf, deliveryOf, refuelOf } from './status';
import type { SwapRecord } from './types';

/**
 * The swap a deposit on a chain-backed network belongs to, while it awaits its deposit: found
 * by its deposit address, and for families that share one service wallet (TON) by the memo too.
 */
export function depositTarget(
  context: SwapStoreContext,
  network: string,
  address: string,
  memo?: string | null,
): DepositTarget | undefined {
  const { byDepositAddress } = context;
  const id =
    byDepositAddress.get(depositKey(network, address)) ??
    (memo ? byDepositAddress.get(depositKey(network, address, memo)) : undefined);
  const record = id === undefined ? undefined : context.swaps.get(id);
  if (!record?.chain || record.chain.deposit) return undefined;
  return {
    swapId: record.id,
    network,
    depositAddress: record.depositAddress,
    sequenceNumber: record.sequenceNumber,
    memo: memoOf(record),
    tokenContract: record.route.source.token.contract,
  };
}

/** A chain-backed swap's deposit was found on its chain; only the first one counts. */
export function recordDeposit(context: SwapStoreContext, id: string, deposit: ObservedDeposit): boolean {
  const record = chainRecordOf(context, id);
  if (record.chain.deposit) return false;
  record.chain.deposit = { ...deposit, at: context.now() };
  context.activeChainSwaps.add(id);
  return true;
}

/** The transfers due now on chain-backed swaps (each must be sent once, then recorded). */
export function dueTransfers(context: SwapStoreContext): TransferOrder[] {
  const { activeChainSwaps } = context;
  const orders: TransferOrder[] = [];
  for (const id of activeChainSwaps) {
    const record = context.swaps.get(id);
    if (!record?.chain) {
      activeChainSwaps.delete(id);
      continue;
    }
    const current = chainStateOf(context, record, record.chain);
    if (TERMINAL_STATUSES.has(current.status)) {
      activeChainSwaps.delete(id);
      continue;
    }
    const order = current.next && transferOrder(record, record.chain, current.next);
    if (order) orders.push(order);
  }
  return orders;
}

/** The service sent a transfer (not mined yet: `confirmTransfer` gives its block). */
export function recordTransfer(
  context: SwapStoreContext,
  id: string,
  step: ChainStep,
  transfer: Omit<ChainTransfer, 'blockNumber' | 'at'>,
): void {
  const record = chainRecordOf(context, id);
  if (record.chain[step]) throw new Error(`swap ${id}: its ${step} was already sent`);
  record.chain[step] = { ...transfer, blockNumber: null, at: context.now() };
}

/** A transfer the service sent was mined. */
export function confirmTransfer(
  context: SwapStoreContext,
  id: string,
  step: ChainStep,
  blockNumber: bigint,
): void {
  const transfer = context.swaps.get(id)?.chain?.[step];
  if (transfer) transfer.blockNumber = blockNumber;
}

/** What the service must send for a swap's `step`; null before the deposit, or for no refuel. */
function transferOrder(record: SwapRecord, events: ChainEvents, step: ChainStep): TransferOrder | null {
  const deposit = events.deposit;
  if (!deposit) return null;
  const { source, destination } = record.route;
  switch (step) {
    case 'output': {
      const due: TransferOrder = {
        swapId: record.id,
        step,
        network: destination.network,
        token: destination.token,
        to: record.request.destination_address,
        amount: deliveryOf(record, deposit).receiveBaseUnits,
      };
      // The sandbox's hostile payout (hostile.ts): paid elsewhere, or short.
      return record.payoutLie ? lyingPayoutOrder(record.payoutLie, due) : due;
    }
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
