import Decimal from 'decimal.js';
import { publicNetwork, publicToken } from './lookup';
import type { CatalogNetwork, CatalogToken, Refuel } from './types';

/** What a refuel delivers: this many US dollars of the destination network's native token. */
export const REFUEL_USD = '1';

/** Decimal arithmetic for the catalog, independent of any other module's Decimal settings. */
const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });

/**
 * The refuel a destination token gets (spec §2.4): `REFUEL_USD` worth of the destination
 * network's native token, rounded down to that token's precision. None when the destination
 * token is the native token itself (it already pays for gas).
 */
export function refuelFor(network: CatalogNetwork, token: CatalogToken): Refuel | null {
  const native = network.token;
  if (native.symbol === token.symbol && native.contract === token.contract) return null;
  const price = new Dec(native.price_in_usd);
  const amount = new Dec(REFUEL_USD).dividedBy(price).toDecimalPlaces(native.precision, Decimal.ROUND_DOWN);
  if (amount.isZero()) return null;
  return {
    token: publicToken(native),
    network: publicNetwork(network),
    amount: amount.toNumber(),
    amount_in_usd: amount.times(price).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toNumber(),
  };
}
