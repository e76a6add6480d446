/**
 * React Query hooks over the client: one per endpoint, each reading its options from `queries.ts`.
 * Server state lives in the query cache and is never copied into stores; components never call
 * `fetch`.
 */
import { type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './client';
import { useApiClient } from './context';
import { apiKeys } from './keys';
import {
  destinationsQuery,
  detailedQuoteQuery,
  healthQuery,
  networksQuery,
  quoteQuery,
  sourcesQuery,
  swapByTransactionHashQuery,
  swapQuery,
} from './queries';
import type {
  CreateSwapBody,
  DestinationsParams,
  DetailedQuoteParams,
  GetSwapOptions,
  NetworksParams,
  QuoteParams,
  SourcesParams,
  SwapResponse,
} from './types';

type HealthOptions = Omit<
  UseQueryOptions<unknown, ApiError, unknown, ReturnType<typeof apiKeys.health>>,
  'queryKey' | 'queryFn'
>;

export function useHealth(options: HealthOptions = {}) {
  return useQuery({ ...healthQuery(useApiClient()), ...options });
}

export function useNetworks(params: NetworksParams = {}) {
  return useQuery(networksQuery(useApiClient(), params));
}

export function useSources(params: SourcesParams = {}) {
  return useQuery(sourcesQuery(useApiClient(), params));
}

export function useDestinations(params: DestinationsParams = {}) {
  return useQuery(destinationsQuery(useApiClient(), params));
}

/** Skipped while `params` is undefined (no complete route or amount yet). */
export function useQuote(
  params: QuoteParams | undefined,
  options: { refetchInterval?: number | false } = {},
) {
  return useQuery({
    ...quoteQuery(useApiClient(), params),
    refetchInterval: options.refetchInterval ?? false,
    // Show the last price while the next loads (the rows keep their place).
    placeholderData: (previous) => previous,
  });
}

export function useDetailedQuote(params: DetailedQuoteParams | undefined) {
  return useQuery(detailedQuoteQuery(useApiClient(), params));
}

export function useSwap(
  id: string | undefined,
  options: GetSwapOptions & {
    refetchInterval?: number | false | ((data: SwapResponse | undefined) => number | false);
  } = {},
) {
  const interval = options.refetchInterval;
  return useQuery({
    ...swapQuery(useApiClient(), id, options),
    refetchInterval:
      typeof interval === 'function' ? (query) => interval(query.state.data) : (interval ?? false),
  });
}

/** The swap one of whose transactions has this hash; skipped without a hash. */
export function useSwapByTransactionHash(
  hash: string | undefined,
  options: GetSwapOptions & { enabled?: boolean; staleTime?: number } = {},
) {
  const { enabled, staleTime, ...get } = options;
  return useQuery({
    ...swapByTransactionHashQuery(useApiClient(), hash, get),
    ...(enabled === undefined ? {} : { enabled }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

/** Creating a swap is never retried automatically: a retry could create a second swap. */
export function useCreateSwap() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<SwapResponse, ApiError, CreateSwapBody>({
    mutationFn: (body) => client.createSwap(body),
    retry: false,
    onSuccess: (data) => {
      queryClient.setQueryData(swapQuery(client, data.swap.id).queryKey, data);
    },
  });
}

export function useDepositSpeedup() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { id: string; transactionId: string }>({
    mutationFn: ({ id, transactionId }) => client.depositSpeedup(id, { transaction_id: transactionId }),
    // Every cached view of the swap (with and without its deposit actions).
    onSuccess: (_data, { id }) =>
      queryClient.invalidateQueries({ queryKey: [...apiKeys.swaps(client.baseUrl), id] }),
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    // Every query and mutation goes through the client, which only throws ApiError.
    defaultError: ApiError;
  }
}
