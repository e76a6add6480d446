/** For the Starknet tests: deposit actions as the sandbox service makes them. */
import * as v from 'valibot';
import { buildCallData } from '../../../service/deposits';
import { DepositActionSchema } from '../../api/schemas';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';

export interface StarknetActionSpec {
  amount: bigint;
  token: { symbol: string; contract: string; decimals: number };
  depositAddress: string;
  sourceAddress: string;
  sequenceNumber: bigint;
  watchdogContract: string;
}

/**
 * A `transfer` deposit action whose call_data the sandbox itself built, parsed as the API client
 * parses it; `raw` overrides fields of the action as the service would send them.
 */
export function starknetDepositAction(
  spec: StarknetActionSpec,
  raw: Record<string, unknown> = {},
): DepositAction {
  const built = buildCallData({
    family: 'starknet',
    sequenceNumber: spec.sequenceNumber,
    depositAddress: spec.depositAddress,
    sourceAddress: spec.sourceAddress,
    amount: spec.amount,
    token: spec.token,
    network: { name: 'STARKNET_MAINNET', watchdogContract: spec.watchdogContract },
  });
  return v.parse(DepositActionSchema, {
    type: 'transfer',
    to_address: built.toAddress,
    amount: Number(formatUnits(spec.amount, spec.token.decimals)),
    amount_in_base_units: spec.amount.toString(),
    order: 0,
    network: {
      name: 'STARKNET_MAINNET',
      type: 'starknet',
      metadata: { watchdog_contract: spec.watchdogContract },
    },
    token: spec.token,
    call_data: built.callData,
    ...raw,
  });
}
