import { useHealth } from '../api/hooks';

const RETRY_MS = 5_000;

/** Says plainly when the service is down (instead of showing empty lists) and keeps retrying. */
export function HealthBanner() {
  const health = useHealth({
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? RETRY_MS : 60_000),
  });
  if (!health.isError) return null;
  return (
    <div className="portage-banner" role="alert">
      The swap service is unavailable right now ({health.error.message}). Retrying every {RETRY_MS / 1000} s…
    </div>
  );
}
