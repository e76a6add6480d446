/** The catalog's shapes: what the list endpoints, quotes and swaps are built from (spec §2.1–2.4). */
import { type ChainFamily, NETWORK_TYPES } from '../../src/api/types';

/** A network's chain family: its `type` (spec §2.2) and the values of the `network_types` filter. */
export type Family = ChainFamily;

export const FAMILIES: readonly Family[] = NETWORK_TYPES;

/** A token with exactly the base fields of spec §2.1 (what `/networks`, quotes and swaps embed). */
export interface CatalogToken {
  symbol: string;
  display_asset: string;
  logo: string;
  contract: string | null;
  decimals: number;
  price_in_usd: number;
  precision: number;
  listing_date: string;
  source_rank: number;
  destination_rank: number;
  group: string;
}

/** A network with every field of spec §2.2, `tokens` included. */
export interface CatalogNetwork {
  name: string;
  display_name: string;
  logo: string;
  chain_id: string | null;
  node_url: string;
  nodes: string[];
  type: Family;
  transaction_explorer_template: string;
  account_explorer_template: string;
  source_rank: number;
  destination_rank: number;
  token: CatalogToken;
  metadata: Record<string, string>;
  deposit_methods: string[];
  tokens: CatalogToken[];
}

export interface PathStep {
  provider: string;
  order: number;
}

export interface Route {
  source: { network: CatalogNetwork; token: CatalogToken };
  destination: { network: CatalogNetwork; token: CatalogToken };
  path: PathStep[];
  /** True when the route involves a swap provider (spec §7.4: a refund address is then required). */
  requiresRefundAddress: boolean;
}

/** Token status in route lists (DESIGN §1): pickers offer `active` tokens only. */
export type TokenStatus = 'active' | 'inactive' | 'not_found';

/** Spec §2.4 Refuel: a little native gas delivered next to the destination token. */
export interface Refuel {
  token: CatalogToken;
  network: PublicNetwork;
  amount: number;
  amount_in_usd: number;
}

/** A network as quotes and swaps embed it: every field but `tokens`. */
export type PublicNetwork = Omit<CatalogNetwork, 'tokens'>;

/** A token in `/sources` and `/destinations`: the base fields plus `status` and `refuel`. */
export interface RouteToken extends CatalogToken {
  status: TokenStatus;
  refuel: Refuel | null;
}
