/** For the Tron tests: deposit actions as the sandbox service makes them. */
import * as v from 'valibot';
import { buildCallData } from '../../../service/deposits';
import { DepositActionSchema } from '../../api/schemas';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';

export type TokenSpec = { symbol: string; contract: string | null; decimals: number };

export const TRX_TOKEN: TokenSpec = { symbol: 'TRX', contract: null, decimals: 6 };

export interface TronActionSpec {
  amount: bigint;
  token: TokenSpec;
  depositAddress: string;
  sourceAddress: string;
  sequenceNumber: bigint;
  network?: string;
}

/**
 * A `transfer` deposit action whose call_data the sandbox itself built, parsed as the API client
 * parses it; `raw` overrides fields of the action as the service would send them.
 */
export function tronDepositAction(spec: TronActionSpec, raw: Record<string, unknown> = {}): DepositAction {
  const network = spec.network ?? 'TRON_MAINNET';
  const built = buildCallData({
    family: 'tron',
    sequenceNumber: spec.sequenceNumber,
    depositAddress: spec.depositAddress,
    sourceAddress: spec.sourceAddress,
    amount: spec.amount,
    token: spec.token,
    network: { name: network },
  });
  return v.parse(DepositActionSchema, {
    type: 'transfer',
    to_address: built.toAddress,
    amount: Number(formatUnits(spec.amount, spec.token.decimals)),
    amount_in_base_units: spec.amount.toString(),
    order: 0,
    network: { name: network, type: 'tron' },
    token: spec.token,
    fee_token: TRX_TOKEN,
    call_data: built.callData,
    ...raw,
  });
}
