/**
 * The swaps of some addresses (GET /api/v2/swaps?address=…, beyond the spec) as a paged React
 * Query read: its options and its hook. Apart from queries.ts and hooks.ts, which are in the first
 * load, because a paged read brings React Query's infinite-query code with it; only History (a
 * lazy chunk) imports this module, so that code comes with History and never before.
 */
import { infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { useApiClient } from './context';
import { apiKeys } from './keys';
import { SWAPS_PAGE_SIZE, type SwapsOfAddressesFilter } from './types';

/**
 * The swaps of some addresses, page after page (1, 2, …): a page shorter than a full one is the
 * last. Skipped while `filter` is undefined (no wallet connected).
 */
export function swapsOfAddressesQuery(client: ApiClient, filter: SwapsOfAddressesFilter | undefined) {
  const scope = client.baseUrl;
  return infiniteQueryOptions({
    queryKey: filter
      ? apiKeys.swapsOfAddresses(scope, filter)
      : [...apiKeys.all(scope), 'swaps_of_addresses', null],
    queryFn: filter
      ? ({ pageParam, signal }) => client.swapsOfAddresses({ ...filter, page: pageParam }, { signal })
      : skipToken,
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.length < SWAPS_PAGE_SIZE ? undefined : page + 1),
  });
}

/**
 * The swaps of some addresses, a page at a time (`fetchNextPage` until `hasNextPage` is false).
 * Skipped while `filter` is undefined. A service without the endpoint fails it with a 404 that
 * `isNotOffered` (client.ts) recognises; that error is not retried (it is not transient).
 */
export function useSwapsOfAddresses(filter: SwapsOfAddressesFilter | undefined) {
  return useInfiniteQuery(swapsOfAddressesQuery(useApiClient(), filter));
}
