/**
 * Every read of the service as React Query options, defined once: the hooks (`hooks.ts`), the
 * start-up prefetch and the route step's re-quote before creating a swap all use these, so a key,
 * a fetcher and a staleness rule can never differ between the one who reads and the one who asks.
 * A query whose parameters are not there yet uses `skipToken`: React Query then never runs it.
 */
import { type QueryFunction, queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { apiKeys } from './keys';
import type {
  DestinationsParams,
  DetailedQuoteParams,
  GetSwapOptions,
  NetworksParams,
  QuoteParams,
  SourcesParams,
} from './types';

/** Route lists change rarely; a few minutes of staleness costs nothing and saves requests. */
const ROUTES_STALE_MS = 5 * 60_000;
const DETAILED_QUOTE_STALE_MS = 60_000;

export function healthQuery(client: ApiClient) {
  return queryOptions({
    queryKey: apiKeys.health(client.baseUrl),
    queryFn: ({ signal }) => client.health({ signal }),
  });
}

export function networksQuery(client: ApiClient, params: NetworksParams = {}) {
  return queryOptions({
    queryKey: apiKeys.networks(client.baseUrl, params),
    queryFn: ({ signal }) => client.getNetworks(params, { signal }),
    staleTime: ROUTES_STALE_MS,
  });
}

export function sourcesQuery(client: ApiClient, params: SourcesParams = {}) {
  return queryOptions({
    queryKey: apiKeys.sources(client.baseUrl, params),
    queryFn: ({ signal }) => client.getSources(params, { signal }),
    staleTime: ROUTES_STALE_MS,
  });
}

export function destinationsQuery(client: ApiClient, params: DestinationsParams = {}) {
  return queryOptions({
    queryKey: apiKeys.destinations(client.baseUrl, params),
    queryFn: ({ signal }) => client.getDestinations(params, { signal }),
    staleTime: ROUTES_STALE_MS,
  });
}

/** Skipped while `params` is undefined (no complete route or amount yet). */
export function quoteQuery(client: ApiClient, params: QuoteParams | undefined) {
  const scope = client.baseUrl;
  return queryOptions({
    queryKey: params ? apiKeys.quote(scope, params) : [...apiKeys.all(scope), 'quote', null],
    queryFn: params ? ({ signal }) => client.getQuote(params, { signal }) : skipToken,
    // A quote is a price: never taken from the cache as fresh.
    staleTime: 0,
  });
}

/** The route's limits and fee tiers; skipped while `params` is undefined (no complete route). */
export function detailedQuoteQuery(client: ApiClient, params: DetailedQuoteParams | undefined) {
  const scope = client.baseUrl;
  return queryOptions({
    queryKey: params ? apiKeys.detailedQuote(scope, params) : [...apiKeys.all(scope), 'detailed_quote', null],
    queryFn: params ? ({ signal }) => client.getDetailedQuote(params, { signal }) : skipToken,
    staleTime: DETAILED_QUOTE_STALE_MS,
  });
}

/** One swap; skipped without an id. */
export function swapQuery(client: ApiClient, id: string | undefined, options: GetSwapOptions = {}) {
  const excludeDepositActions = options.excludeDepositActions ?? false;
  return queryOptions({
    queryKey: apiKeys.swap(client.baseUrl, id ?? '', excludeDepositActions),
    queryFn: id ? ({ signal }) => client.getSwap(id, { excludeDepositActions, signal }) : skipToken,
  });
}

/**
 * The swap one of whose transactions has this hash (`GET /swaps/by_transaction_hash/{hash}`,
 * beyond the spec); skipped without a hash. A swap not found, or a service without the route,
 * is an error no retry cures, so none is made (see `queryClient.ts`).
 */
export function swapByTransactionHashQuery(
  client: ApiClient,
  hash: string | undefined,
  options: GetSwapOptions = {},
) {
  const excludeDepositActions = options.excludeDepositActions ?? false;
  return queryOptions({
    queryKey: apiKeys.swapByHash(client.baseUrl, hash ?? '', excludeDepositActions),
    queryFn: hash
      ? ({ signal }) => client.swapByTransactionHash(hash, { excludeDepositActions, signal })
      : skipToken,
  });
}

/**
 * `options` whose first fetch takes `answer`, a request already sent (the start-up's route lists,
 * src/boot.ts, asked before React Query was even loaded); a retry, or any later fetch, asks the
 * service again with the options' own fetcher.
 */
export function withFirstAnswer<T, O extends { queryFn?: QueryFunction<T, never> | typeof skipToken }>(
  options: O,
  answer: Promise<NoInfer<T>>,
): O {
  const { queryFn } = options;
  if (!queryFn || queryFn === skipToken) return options;
  let first: Promise<T> | null = answer;
  const adopted = (context: never) => {
    const sent = first;
    first = null;
    return sent ?? queryFn(context);
  };
  return { ...options, queryFn: adopted };
}
