/**
 * React Query hooks over the client: one per endpoint. Server state lives in the query cache and is
 * never copied into stores; components never call `fetch`.
 */
import { type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiError } from './client';
import { useApiClient } from './context';
import { apiKeys } from './keys';
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

/** Route lists change rarely; a few minutes of staleness costs nothing and saves requests. */
const ROUTES_STALE_MS = 5 * 60_000;
const DETAILED_QUOTE_STALE_MS = 60_000;

type ExtraOptions<T> = Omit<UseQueryOptions<T, ApiError>, 'queryKey' | 'queryFn'>;

function useScope() {
  const client = useApiClient();
  return { client, scope: client.baseUrl };
}

export function useHealth(options: ExtraOptions<unknown> = {}) {
  const { client, scope } = useScope();
  return useQuery<unknown, ApiError>({
    queryKey: apiKeys.health(scope),
    queryFn: ({ signal }) => client.health({ signal }),
    ...options,
  });
}

export function useNetworks(params: NetworksParams = {}) {
  const { client, scope } = useScope();
  return useQuery({
    queryKey: apiKeys.networks(scope, params),
    queryFn: ({ signal }) => client.getNetworks(params, { signal }),
    staleTime: ROUTES_STALE_MS,
  });
}

/** The query of `/sources`: one definition for the hook and for the start-up prefetch. */
export function sourcesQuery(client: ApiClient, params: SourcesParams = {}) {
  return {
    queryKey: apiKeys.sources(client.baseUrl, params),
    queryFn: ({ signal }: { signal: AbortSignal }) => client.getSources(params, { signal }),
    staleTime: ROUTES_STALE_MS,
  };
}

export function destinationsQuery(client: ApiClient, params: DestinationsParams = {}) {
  return {
    queryKey: apiKeys.destinations(client.baseUrl, params),
    queryFn: ({ signal }: { signal: AbortSignal }) => client.getDestinations(params, { signal }),
    staleTime: ROUTES_STALE_MS,
  };
}

export function useSources(params: SourcesParams = {}) {
  return useQuery(sourcesQuery(useApiClient(), params));
}

export function useDestinations(params: DestinationsParams = {}) {
  return useQuery(destinationsQuery(useApiClient(), params));
}

/** Disabled while `params` is undefined (no complete route or amount yet). */
export function useQuote(
  params: QuoteParams | undefined,
  options: { refetchInterval?: number | false } = {},
) {
  const { client, scope } = useScope();
  return useQuery({
    queryKey: params ? apiKeys.quote(scope, params) : [...apiKeys.all(scope), 'quote', null],
    queryFn: ({ signal }) => {
      if (!params) throw new Error('unreachable: the query is disabled without params');
      return client.getQuote(params, { signal });
    },
    enabled: params !== undefined,
    refetchInterval: options.refetchInterval ?? false,
    // A quote is a price: show the last one while the next loads, never a cached one as fresh.
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export function useDetailedQuote(params: DetailedQuoteParams | undefined) {
  const { client, scope } = useScope();
  return useQuery({
    queryKey: params ? apiKeys.detailedQuote(scope, params) : [...apiKeys.all(scope), 'detailed_quote', null],
    queryFn: ({ signal }) => {
      if (!params) throw new Error('unreachable: the query is disabled without params');
      return client.getDetailedQuote(params, { signal });
    },
    enabled: params !== undefined,
    staleTime: DETAILED_QUOTE_STALE_MS,
  });
}

export function useSwap(
  id: string | undefined,
  options: GetSwapOptions & {
    refetchInterval?: number | false | ((data: SwapResponse | undefined) => number | false);
  } = {},
) {
  const { client, scope } = useScope();
  const exclude = options.excludeDepositActions ?? false;
  const interval = options.refetchInterval;
  return useQuery({
    queryKey: apiKeys.swap(scope, id ?? '', exclude),
    queryFn: ({ signal }) => {
      if (!id) throw new Error('unreachable: the query is disabled without an id');
      return client.getSwap(id, { excludeDepositActions: exclude, signal });
    },
    enabled: Boolean(id),
    refetchInterval:
      typeof interval === 'function' ? (query) => interval(query.state.data) : (interval ?? false),
  });
}

/** Creating a swap is never retried automatically: a retry could create a second swap. */
export function useCreateSwap() {
  const { client, scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation<SwapResponse, ApiError, CreateSwapBody>({
    mutationFn: (body) => client.createSwap(body),
    retry: false,
    onSuccess: (data) => {
      queryClient.setQueryData(apiKeys.swap(scope, data.swap.id, false), data);
    },
  });
}

export function useDepositSpeedup() {
  const { client, scope } = useScope();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { id: string; transactionId: string }>({
    mutationFn: ({ id, transactionId }) => client.depositSpeedup(id, { transaction_id: transactionId }),
    onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: [...apiKeys.swaps(scope), id] }),
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    // Every query and mutation goes through the client, which only throws ApiError.
    defaultError: ApiError;
  }
}
