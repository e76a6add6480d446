/**
 * A swap's status at this moment: simulated swaps from their scenario and deposit
 * (`lifecycleAt`), chain-backed ones from their chain events and the chains' block heights
 * (`chainLifecycleAt`). Also what a chain-backed swap's deposit is worth at the destination,
 * which both its status (is a refuel due?) and its transfers need.
 */
import { parseUnits } from 'viem';
import { type QuoteResult, quote } from '../pricing';
import { humanAmount, outOfRange } from './amounts';
import type { ChainEvents, ChainTransfer } from './chain-backed';
import type { SwapStoreContext } from './context';
import { type ChainLifecycleState, chainLifecycleAt, type LifecycleState, lifecycleAt } from './lifecycle';
import type { SwapRecord } from './types';

export function stateOf(context: SwapStoreContext, record: SwapRecord): LifecycleState {
  if (record.chain) return chainStateOf(context, record, record.chain);
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
    context.now(),
    context.timeScale,
    context.timings,
  );
}

export function chainStateOf(
  context: SwapStoreContext,
  record: SwapRecord,
  events: ChainEvents,
): ChainLifecycleState {
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
        source: context.chains?.height(source.network.name) ?? null,
        destination: context.chains?.height(destination.network.name) ?? null,
      },
    },
    context.now(),
    context.timeScale,
    context.timings,
  );
}

/** What the destination receives for the deposit actually made (pricing of that amount). */
export function deliveryOf(record: SwapRecord, deposit: ChainTransfer): QuoteResult {
  return quote({
    route: record.route,
    amount: humanAmount(deposit.amount, record.route.source.token),
    refuel: record.request.refuel,
    slippage: record.request.slippage,
  });
}

/** The refuel the deposit made pays for, in the destination's native base units; null for none. */
export function refuelOf(record: SwapRecord, deposit: ChainTransfer): bigint | null {
  if (!record.request.refuel) return null;
  const refuel = deliveryOf(record, deposit).refuel;
  if (!refuel?.amount) return null;
  return parseUnits(String(refuel.amount), record.route.destination.network.token.decimals);
}
