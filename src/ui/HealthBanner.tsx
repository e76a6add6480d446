import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { type ApiError, isApiError } from '../api/client';
import { useHealth } from '../api/hooks';
import { type ApiQueryKind, apiKeys } from '../api/keys';
import { useT } from '../i18n';
import { RECOVERY_INTERVAL_MS } from '../queryClient';
import { serviceProblem } from './errors';
import { useIdle } from './idle';

const RETRY_MS = 5_000;

/** Queries whose failure nothing else on screen says: without them the pickers stay empty. */
const ROUTE_LISTS: ReadonlySet<ApiQueryKind | undefined> = new Set<ApiQueryKind>([
  'sources',
  'destinations',
  'networks',
]);

function isRefusedKey(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'INVALID_CREDENTIALS' || error.status === 401 || error.status === 403)
  );
}

/**
 * The error to put in a banner, from the queries on screen: a refused API key from any of them
 * (nothing the person can do; the widget stops asking), else a failed route list. `null` when none.
 */
function bannerError(queries: readonly Query[]): ApiError | null {
  let listError: ApiError | null = null;
  for (const query of queries) {
    if (query.state.status !== 'error' || query.getObserversCount() === 0) continue;
    const error = query.state.error;
    if (!isApiError(error)) continue;
    if (isRefusedKey(error)) return error;
    if (!listError && ROUTE_LISTS.has(apiKeys.kindOf(query.queryKey))) listError = error;
  }
  return listError;
}

function useBannerError(): ApiError | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const snapshot = useCallback(() => bannerError(cache.getAll()), [cache]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Says plainly when the service cannot be used — down (its health check, asked once the page is
 * idle after its first frame, fails; retried every 5 s), refusing the widget's API key (never
 * retried: a person cannot fix it, the site must), or failing to list the networks (asked again
 * every 10 s) — instead of showing empty lists.
 */
export function HealthBanner() {
  const t = useT();
  // The first check waits until the first frame is out and the page is idle: nothing on the way to
  // a usable route picker depends on it (a failing route list is said below, at once).
  const idle = useIdle();
  const health = useHealth({
    enabled: idle,
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? RETRY_MS : 60_000),
  });
  const other = useBannerError();
  if (health.isError) {
    return (
      <div className="portage-banner" role="alert">
        {t('health.unavailable', {
          error: serviceProblem(health.error, t) ?? health.error.message,
          seconds: RETRY_MS / 1000,
        })}
      </div>
    );
  }
  if (!other) return null;
  return (
    <div className="portage-banner" role="alert">
      {isRefusedKey(other)
        ? t('errors.invalidCredentials')
        : t('health.unavailable', {
            error: serviceProblem(other, t) ?? other.message,
            seconds: RECOVERY_INTERVAL_MS / 1000,
          })}
    </div>
  );
}
