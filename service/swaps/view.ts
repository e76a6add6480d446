/**
 * The swap as the service shows it (spec §2.6, §2.7): its fields, its status, and its
 * transactions, simulated from the scenario or taken from what happened on a local chain.
 */
import Decimal from 'decimal.js';
import { type CatalogNetwork, type CatalogToken, publicNetwork } from '../catalog';
import { makeAddress, makeTransactionHash } from '../chains/addresses';
import { quote } from '../pricing';
import { humanAmount, refundGas } from './amounts';
import type { ChainEvents, ChainTransfer } from './chain-backed';
import type { SwapStoreContext } from './context';
import { claimedOutput } from './hostile';
import {
  type ChainLifecycleState,
  depositDeadline,
  type LifecycleState,
  type TransactionProgress,
} from './lifecycle';
import { chainStateOf, deliveryOf, stateOf } from './status';
import type { SwapRecord } from './types';

/** The swap as the API shows it (spec §2.6, §2.7): quote, swap, and unless excluded its deposit actions. */
export function swapView(context: SwapStoreContext, record: SwapRecord, excludeDepositActions: boolean) {
  const { route, request } = record;
  const source = route.source;
  const destination = route.destination;
  let current: LifecycleState;
  let transactions: object[];
  if (record.chain) {
    const onChain = chainStateOf(context, record, record.chain);
    current = onChain;
    transactions = chainTransactions(record, record.chain, onChain);
  } else {
    current = stateOf(context, record);
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
    status:
      current.status === 'refund_pending' && record.refundSpelling ? record.refundSpelling : current.status,
    fail_reason: current.failReason,
    use_deposit_address: request.use_deposit_address ?? false,
    metadata: {
      sequence_number: Number(record.sequenceNumber),
      reference_id: request.reference_id ?? null,
      exchange_account: null,
    },
    transactions,
    // Compatibility, beyond the spec: when the deposit window closes (a swap with no deposit then
    // expires; a deposit after it is refunded). The spec's swap gives no expiry; the widget reads
    // this one when it is there and says nothing invented when it is not.
    expires_date: new Date(
      depositDeadline(record.createdAt, record.scenario, context.timeScale, context.timings),
    ).toISOString(),
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

function chainTransactions(record: SwapRecord, events: ChainEvents, current: ChainLifecycleState): object[] {
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
  add('output', current.output, claimedTransfer(record, events), destination);
  add('refuel', current.refuel, events.refuel, {
    network: destination.network,
    token: destination.network.token,
  });
  add('refund', current.refund, events.refund, source, refundGas(source.network, source.token).toFixed());
  return transactions;
}

/**
 * The output as the swap names it: what was sent, or under the sandbox's payout lie what was due
 * (the receiver and amount) and, for `payout_missing`, a hash the chain never saw.
 */
function claimedTransfer(record: SwapRecord, events: ChainEvents): ChainTransfer | null {
  const sent = events.output;
  if (!sent || !record.payoutLie || !events.deposit) return sent;
  const due = {
    to: record.request.destination_address,
    amount: deliveryOf(record, events.deposit).receiveBaseUnits,
  };
  return {
    ...sent,
    ...claimedOutput(record.payoutLie, record.id, record.route.destination.network, due, sent),
  };
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
