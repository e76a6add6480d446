/** For the Starknet tests: deposit actions as the sandbox service makes them. */
import type { DepositAction } from '../../api/types';
import { sandboxDepositAction } from '../action-testing';

export interface StarknetActionSpec {
  amount: bigint;
  token: { symbol: string; contract: string; decimals: number };
  depositAddress: string;
  sourceAddress: string;
  sequenceNumber: bigint;
  watchdogContract: string;
}

/** A `transfer` deposit action the sandbox built; `raw` overrides its fields as the service would. */
export function starknetDepositAction(
  spec: StarknetActionSpec,
  raw: Record<string, unknown> = {},
): DepositAction {
  const { watchdogContract, ...rest } = spec;
  return sandboxDepositAction(
    {
      ...rest,
      family: 'starknet',
      network: { name: 'STARKNET_MAINNET', watchdogContract },
      networkView: { metadata: { watchdog_contract: watchdogContract } },
    },
    raw,
  );
}
