/** For the Fuel tests: deposit actions as the sandbox service makes them. */
import type { DepositAction } from '../../api/types';
import { sandboxDepositAction, type TokenSpec } from '../sandbox-actions.test-support';

export type { TokenSpec };

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

/** A `transfer` deposit action the sandbox built; `raw` overrides its fields as the service would. */
export function fuelDepositAction(spec: FuelActionSpec, raw: Record<string, unknown> = {}): DepositAction {
  const { network = 'FUEL_MAINNET', baseAssetId = FUEL_BASE_ASSET, ...rest } = spec;
  return sandboxDepositAction(
    { ...rest, family: 'fuel', network: { name: network, baseAssetId }, feeToken: FUEL_ETH },
    raw,
  );
}
