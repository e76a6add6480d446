/**
 * Types for every resource of the service's interface (spec §2) and the request parameters,
 * including what DESIGN §1 knows beyond the spec. Resource types are inferred from the runtime
 * schemas so that the two can never disagree.
 */
import type * as v from 'valibot';
import type {
  DepositActionSchema,
  DetailedQuoteEntrySchema,
  DetailedQuotePathStepSchema,
  ExchangeSchema,
  NetworkMetadataSchema,
  NetworkSchema,
  QuotePathStepSchema,
  QuoteResponseSchema,
  QuoteSchema,
  RefuelSchema,
  RewardSchema,
  RouteNetworkSchema,
  RouteTokenSchema,
  SwapMetadataSchema,
  SwapResponseSchema,
  SwapSchema,
  TokenSchema,
  TransactionSchema,
} from './schemas';

export type Token = v.InferOutput<typeof TokenSchema>;
export type RouteToken = v.InferOutput<typeof RouteTokenSchema>;
export type NetworkMetadata = v.InferOutput<typeof NetworkMetadataSchema>;
export type Network = v.InferOutput<typeof NetworkSchema>;
export type RouteNetwork = v.InferOutput<typeof RouteNetworkSchema>;
export type Exchange = v.InferOutput<typeof ExchangeSchema>;
export type Refuel = v.InferOutput<typeof RefuelSchema>;
export type Reward = v.InferOutput<typeof RewardSchema>;
export type QuotePathStep = v.InferOutput<typeof QuotePathStepSchema>;
export type Quote = v.InferOutput<typeof QuoteSchema>;
export type QuoteResponse = v.InferOutput<typeof QuoteResponseSchema>;
export type DetailedQuotePathStep = v.InferOutput<typeof DetailedQuotePathStepSchema>;
export type DetailedQuoteEntry = v.InferOutput<typeof DetailedQuoteEntrySchema>;
export type Transaction = v.InferOutput<typeof TransactionSchema>;
export type SwapMetadata = v.InferOutput<typeof SwapMetadataSchema>;
export type Swap = v.InferOutput<typeof SwapSchema>;
export type DepositAction = v.InferOutput<typeof DepositActionSchema>;
export type SwapResponse = v.InferOutput<typeof SwapResponseSchema>;

/** `(string & {})` keeps editor completion for the known values while accepting new ones. */
type Open<T extends string> = T | (string & {});

/** Chain families (spec §2.2): the `type` of a network and the values of `network_types`. */
export const NETWORK_TYPES = [
  'evm',
  'starknet',
  'solana',
  'cosmos',
  'starkex',
  'zksynclite',
  'ton',
  'paradex',
  'tron',
  'fuel',
  'bitcoin',
  'hyperliquid',
] as const;
/** One of the twelve known families. */
export type ChainFamily = (typeof NETWORK_TYPES)[number];
export type NetworkType = Open<ChainFamily>;

/**
 * Swap statuses known from the spec and the public service (DESIGN §1); others are kept as strings.
 * One list for the widget and the partners' event types (the embed package's protocol).
 */
export type { SwapStatus } from '../../packages/embed/src/protocol';

export type TransactionType = Open<'input' | 'output' | 'refuel' | 'refund'>;
export type TransactionStatus = Open<'initiated' | 'pending' | 'completed' | 'failed'>;
export type TokenStatus = Open<'active' | 'inactive' | 'not_found'>;
export type DepositActionType = Open<'transfer' | 'manual_transfer'>;

/** Error codes the service is known to use (DESIGN §1), and the sandbox's two generic ones. */
export const SERVICE_ERROR_CODES = [
  'ROUTE_NOT_FOUND_ERROR',
  'LESS_THAN_MIN_ERROR',
  'GREATER_THAN_MAX_ERROR',
  'PRICE_IMPACT_TOO_HIGH',
  'VALIDATION_ERROR',
  'INVALID_ADDRESS_ERROR',
  'BLACKLISTED_ADDRESS',
  'UNACTIVATED_ADDRESS_ERROR',
  'NETWORK_CURRENCY_DAILY_LIMIT_REACHED',
  'NOT_FOUND',
  'INVALID_CREDENTIALS',
  'INSUFFICIENT_FUNDS',
  'ACTIVE_SWAP_LIMIT_EXCEEDED',
  'QUOTE_REQUIRES_NO_DEPOSIT_ADDRESS',
  'BAD_REQUEST',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
] as const;
export type KnownServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];
export type ServiceErrorCode = Open<KnownServiceErrorCode>;

/** A human amount: a decimal string (exact) or a number. Decimal strings are preferred. */
export type AmountInput = string | number;

export interface NetworksParams {
  /** Family filter; sent as a repeated `network_types` parameter. */
  network_types?: readonly NetworkType[];
}

interface RouteFilterParams extends NetworksParams {
  include_unmatched?: boolean;
  include_unavailable?: boolean;
  include_swaps?: boolean;
}

export interface SourcesParams extends RouteFilterParams {
  destination_network?: string;
  destination_token?: string;
}

export interface DestinationsParams extends RouteFilterParams {
  source_network?: string;
  source_token?: string;
}

interface RouteParams {
  source_network: string;
  /** Asset symbol or contract address (spec §1). */
  source_token: string;
  destination_network: string;
  destination_token: string;
}

export interface QuoteParams extends RouteParams {
  amount: AmountInput;
  refuel?: boolean;
  use_deposit_address?: boolean;
  /** A fraction: 0.005 = 0.5 %. */
  slippage?: number;
  source_address?: string;
  destination_address?: string;
}

export interface DetailedQuoteParams extends RouteParams {
  destination_address?: string;
  refuel?: boolean;
  use_deposit_address?: boolean;
}

/** Body of POST /api/v2/swaps (spec §4.2). */
export interface CreateSwapBody extends RouteParams {
  destination_address: string;
  amount: AmountInput;
  source_address?: string | null;
  refund_address?: string | null;
  reference_id?: string | null;
  refuel?: boolean;
  use_deposit_address?: boolean;
  use_depository?: boolean;
  use_new_deposit_address?: boolean | null;
  slippage?: number | null;
}

export interface GetSwapOptions {
  excludeDepositActions?: boolean;
}

export interface DepositSpeedupBody {
  transaction_id: string;
}

/**
 * GET /api/v2/swaps?address=… (beyond the spec: the public service's history of some addresses).
 * `addresses` 1 to `MAX_SWAP_ADDRESSES`, each sent as a repeated `address`; `statuses` and
 * `networks` repeated likewise.
 */
export interface SwapsOfAddressesFilter {
  addresses: readonly string[];
  statuses?: readonly string[];
  networks?: readonly string[];
}

export interface SwapsOfAddressesParams extends SwapsOfAddressesFilter {
  /** 1-based, as the public service's widget counts. */
  page: number;
}

/** The most addresses one request may name, and the size of a full page. */
export const MAX_SWAP_ADDRESSES = 6;
export const SWAPS_PAGE_SIZE = 20;
