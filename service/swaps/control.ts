/**
 * The sandbox's control endpoints on a swap: its simulated deposit arrives, or a scenario chooses
 * the path it takes. A chain-backed swap takes no simulated deposit (its deposit is a real one).
 */
import { makeAddress, makeTransactionHash } from '../chains/addresses';
import { ServiceError } from '../errors';
import { recordOf, type SwapStoreContext } from './context';
import { type Scenario, TERMINAL_STATUSES } from './lifecycle';
import { stateOf } from './status';
import type { RefundSpelling, SwapRecord } from './types';

/** The user's deposit arrives (a simulated chain event). */
export function simulateDeposit(
  context: SwapStoreContext,
  id: string,
  body: { amount?: string | undefined; transaction_id?: string | undefined },
): SwapRecord {
  const record = recordOf(context, id);
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
    at: context.now(),
    amount: body.amount ?? record.request.amount,
    transactionId: body.transaction_id ?? makeTransactionHash(family, `input:${id}`),
    from: record.request.source_address || makeAddress(family, `user:${id}`),
  };
  return record;
}

/**
 * Chooses the path the swap will take, while it can still change; `refundSpelling` how its refund
 * in progress is spelled (kept when not given).
 */
export function setScenario(
  context: SwapStoreContext,
  id: string,
  scenario: Scenario,
  refundSpelling?: RefundSpelling,
): SwapRecord {
  const record = recordOf(context, id);
  const current = stateOf(context, record);
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
  if (refundSpelling) record.refundSpelling = refundSpelling;
  return record;
}
