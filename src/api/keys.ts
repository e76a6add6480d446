/**
 * Query keys for every endpoint, from one factory. Each key starts with the service's base URL, so
 * a widget re-pointed at another service (a host's `config_update`) never reads the other's cache.
 */
import type { QueryKey } from '@tanstack/react-query';
import type {
  DestinationsParams,
  DetailedQuoteParams,
  NetworksParams,
  QuoteParams,
  SourcesParams,
  SwapsOfAddressesFilter,
} from './types';

/** The kinds of query the factory below makes: the third element of each key. */
const API_QUERY_KINDS = [
  'health',
  'networks',
  'sources',
  'destinations',
  'quote',
  'detailed_quote',
  'swap',
  'swap_by_hash',
  'swaps_of_addresses',
] as const;
export type ApiQueryKind = (typeof API_QUERY_KINDS)[number];

export const apiKeys = {
  all: (scope: string) => ['portage', scope] as const,
  health: (scope: string) => [...apiKeys.all(scope), 'health'] as const,
  networks: (scope: string, params: NetworksParams = {}) =>
    [...apiKeys.all(scope), 'networks', params] as const,
  sources: (scope: string, params: SourcesParams = {}) => [...apiKeys.all(scope), 'sources', params] as const,
  destinations: (scope: string, params: DestinationsParams = {}) =>
    [...apiKeys.all(scope), 'destinations', params] as const,
  quote: (scope: string, params: QuoteParams) => [...apiKeys.all(scope), 'quote', params] as const,
  detailedQuote: (scope: string, params: DetailedQuoteParams) =>
    [...apiKeys.all(scope), 'detailed_quote', params] as const,
  swaps: (scope: string) => [...apiKeys.all(scope), 'swap'] as const,
  swap: (scope: string, id: string, excludeDepositActions = false) =>
    [...apiKeys.swaps(scope), id, { excludeDepositActions }] as const,
  /** A swap looked up by a transaction's hash (beyond the spec; its own kind: no host event reads it). */
  swapByHash: (scope: string, hash: string, excludeDepositActions = false) =>
    [...apiKeys.all(scope), 'swap_by_hash', hash, { excludeDepositActions }] as const,
  /** Every page of the swaps of some addresses (an infinite query: the pages live under one key). */
  swapsOfAddresses: (scope: string, filter: SwapsOfAddressesFilter) =>
    [...apiKeys.all(scope), 'swaps_of_addresses', filter] as const,

  // Readers, for code that watches the whole query cache (the host page's events, the health
  // banner): they say what a key is without knowing where its parts sit. A key made elsewhere (a
  // wallet library sharing the cache) reads as undefined.

  /** The kind of a key made here. */
  kindOf(queryKey: QueryKey): ApiQueryKind | undefined {
    if (queryKey[0] !== apiKeys.all('')[0]) return undefined;
    const kind = queryKey[2];
    return API_QUERY_KINDS.find((known) => known === kind);
  },
  /** The parameters of a key made by `apiKeys.quote`; undefined for any other key. */
  quoteParamsOf(queryKey: QueryKey): QuoteParams | undefined {
    const params = queryKey[3];
    return apiKeys.kindOf(queryKey) === 'quote' && typeof params === 'object' && params !== null
      ? (params as QuoteParams)
      : undefined;
  },
};

// Compile-time check that every kind of key the factory makes is listed in API_QUERY_KINDS:
// `kindOf` would read a kind it does not list as a key made elsewhere.
type KeyBuilder = Exclude<keyof typeof apiKeys, 'all' | 'kindOf' | 'quoteParamsOf'>;
type Listed<T extends true> = T;
export type EveryKindListed = Listed<
  ReturnType<(typeof apiKeys)[KeyBuilder]>[2] extends ApiQueryKind ? true : false
>;
