/** Amount arithmetic the swap store's modules share: units, limits and the refund's gas. */
import Decimal from 'decimal.js';
import { formatUnits } from 'viem';
import type { CatalogNetwork, CatalogToken, Route } from '../catalog';
import { limits } from '../pricing';
import type { CreateSwapRequest } from './types';

/** Base units as exact decimal text in human units. */
export function humanAmount(amount: bigint, token: CatalogToken): string {
  return formatUnits(amount, token.decimals);
}

export function outOfRange(
  route: Route,
  request: CreateSwapRequest,
  amount: string,
): 'below' | 'above' | null {
  const bounds = limits(route, request.refuel);
  const value = new Decimal(amount);
  if (value.lessThan(bounds.min)) return 'below';
  if (value.greaterThan(bounds.max)) return 'above';
  return null;
}

/** The gas a refund costs, taken from the refunded amount (spec §1): about $0.50, at most it all. */
export function refundGas(network: CatalogNetwork, token: CatalogToken): Decimal {
  const usd = network.type === 'evm' && network.chain_id === '1' ? 2 : 0.5;
  return new Decimal(usd).dividedBy(token.price_in_usd).toDecimalPlaces(token.precision, Decimal.ROUND_UP);
}
