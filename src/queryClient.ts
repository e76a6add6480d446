import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api/client';

const MAX_RETRIES = 3;

/** Retry only what may succeed on its own (network, timeout, 5xx, 429), with capped backoff. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES && (!isApiError(error) || error.isTransient),
        retryDelay: (attempt, error) =>
          isApiError(error) && error.retryAfterMs !== undefined
            ? error.retryAfterMs
            : Math.min(1000 * 2 ** attempt, 10_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}
