import { onlineManager, type Query, QueryClient } from '@tanstack/react-query';
import { type ApiError, isApiError } from './api/client';

/** Attempts per fetch: the first one and up to three retries. */
export const MAX_RETRIES = 3;
/** The longest wait between two retries of one fetch (a longer `Retry-After` is still honoured). */
export const MAX_RETRY_DELAY_MS = 10_000;
/** While a query stays in error, it is asked again this often (then with its own retries)… */
export const RECOVERY_INTERVAL_MS = 10_000;

/**
 * Worth trying again soon: what the client calls transient (no connection, timeout, 5xx, 429), and
 * an answer that is not JSON even on a 200 (a body cut off by a proxy reads fine the next time).
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.isTransient || error.code === 'NON_JSON_RESPONSE';
}

/**
 * The wait before retry number `attempt + 1`: the service's `Retry-After` when it sent one (never
 * sooner), else 1 s, 2 s, 4 s… capped at 10 s.
 */
export function retryDelayMs(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterMs !== undefined) return error.retryAfterMs;
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

/**
 * A query that ended in an error the service may get over (retryable, or an answer of the wrong
 * shape a fix on its side would cure) is asked again every 10 s — or after `Retry-After` when longer —
 * so the widget recovers by itself when the service is back. A refused key or a 4xx is not: asking
 * again would get the same answer. Queries with their own `refetchInterval` (swap polling, quotes,
 * health) keep theirs.
 */
export function recoveryInterval(query: Query<unknown, ApiError>): number | false {
  if (query.state.status !== 'error') return false;
  const error = query.state.error;
  // Only the service's failures: anything else is the widget's own, which asking again won't fix.
  if (!isApiError(error)) return false;
  if (!isRetryable(error) && error.code !== 'MALFORMED_RESPONSE') return false;
  return Math.max(RECOVERY_INTERVAL_MS, error.retryAfterMs ?? 0);
}

/**
 * Retry only what may succeed on its own, with capped backoff that honours `Retry-After`; errored
 * queries recover by themselves. Offline, React Query's `onlineManager` pauses every fetch (no
 * request is sent, nothing counts as a failure) and resumes them when the browser is back online.
 */
export function createQueryClient(): QueryClient {
  // React Query assumes "online" until an `offline` event: a page opened offline says so at once.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_RETRIES && isRetryable(error),
        retryDelay: retryDelayMs,
        refetchInterval: recoveryInterval,
        refetchOnWindowFocus: false,
      },
    },
  });
}
