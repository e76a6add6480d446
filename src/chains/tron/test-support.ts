/** For the Tron tests: deposit actions as the sandbox service makes them. */
import type { DepositAction } from '../../api/types';
import type { ExpectedDeposit } from '../kit/expected';
import { expectedFor, sandboxDepositAction, type TokenSpec } from '../sandbox-actions.test-support';

export type { TokenSpec };

export const TRX_TOKEN: TokenSpec = { symbol: 'TRX', contract: null, decimals: 6 };

export interface TronActionSpec {
  amount: bigint;
  token: TokenSpec;
  depositAddress: string;
  sourceAddress: string;
  sequenceNumber: bigint;
  network?: string;
}

/** A `transfer` deposit action the sandbox built; `raw` overrides its fields as the service would. */
export function tronDepositAction(spec: TronActionSpec, raw: Record<string, unknown> = {}): DepositAction {
  const { network = 'TRON_MAINNET', ...rest } = spec;
  return sandboxDepositAction(
    { ...rest, family: 'tron', network: { name: network }, feeToken: TRX_TOKEN },
    raw,
  );
}

/** What the person chose for the deposit `tronDepositAction(spec)` makes. */
export function tronExpected(
  spec: Pick<TronActionSpec, 'amount' | 'token' | 'network'>,
  patch: Partial<ExpectedDeposit> = {},
): ExpectedDeposit {
  const network = { name: spec.network ?? 'TRON_MAINNET' };
  return expectedFor({ family: 'tron', amount: spec.amount, token: spec.token, network }, patch);
}
