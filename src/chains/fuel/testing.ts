/** For the Fuel tests: deposit actions as the sandbox service makes them. */
import * as v from 'valibot';
import { buildCallData } from '../../../service/deposits';
import { DepositActionSchema } from '../../api/schemas';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';

export type TokenSpec = { symbol: string; contract: string | null; decimals: number };

/** Fuel mainnet's base asset (ETH) id; any b256 would do for the builder. */
export const FUEL_BASE_ASSET = '0xf8f8b6283d7fa5b672b530cbb84fcccb4ff8dc40f8176ef4544ddb1f1952ad07';
export const FUEL_ETH: TokenSpec = { symbol: 'ETH', contract: null, decimals: 9 };

export interface FuelActionSpec {
  amount: bigint;
  token: TokenSpec;
  depositAddress: string;
  sourceAddress: string;
  sequenceNumber: bigint;
  baseAssetId?: string;
  network?: string;
}

/**
 * A `transfer` deposit action whose call_data the sandbox itself built, parsed as the API client
 * parses it; `raw` overrides fields of the action as the service would send them.
 */
export function fuelDepositAction(spec: FuelActionSpec, raw: Record<string, unknown> = {}): DepositAction {
  const network = spec.network ?? 'FUEL_MAINNET';
  const built = buildCallData({
    family: 'fuel',
    sequenceNumber: spec.sequenceNumber,
    depositAddress: spec.depositAddress,
    sourceAddress: spec.sourceAddress,
    amount: spec.amount,
    token: spec.token,
    network: { name: network, baseAssetId: spec.baseAssetId ?? FUEL_BASE_ASSET },
  });
  return v.parse(DepositActionSchema, {
    type: 'transfer',
    to_address: built.toAddress,
    amount: Number(formatUnits(spec.amount, spec.token.decimals)),
    amount_in_base_units: spec.amount.toString(),
    order: 0,
    network: { name: network, type: 'fuel' },
    token: spec.token,
    fee_token: FUEL_ETH,
    call_data: built.callData,
    ...raw,
  });
}
