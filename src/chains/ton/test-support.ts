/** For the TON tests: deposit actions as the sandbox service makes them. */
import type { DepositAction } from '../../api/types';
import { sandboxDepositAction, type TokenSpec } from '../sandbox-actions.test-support';

export type { TokenSpec };

export const TON_TOKEN: TokenSpec = { symbol: 'TON', contract: null, decimals: 9 };

export interface TonActionSpec {
  amount: bigint;
  token: TokenSpec;
  depositAddress: string;
  sourceAddress: string;
  sequenceNumber: bigint;
  network?: string;
}

/** A `transfer` deposit action the sandbox built; `raw` overrides its fields as the service would. */
export function tonDepositAction(spec: TonActionSpec, raw: Record<string, unknown> = {}): DepositAction {
  const { network = 'TON_MAINNET', ...rest } = spec;
  return sandboxDepositAction(
    { ...rest, family: 'ton', network: { name: network }, feeToken: TON_TOKEN },
    raw,
  );
}
