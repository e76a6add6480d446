import { useHealth } from '../api/hooks';
import { useT } from '../i18n';

const RETRY_MS = 5_000;

/** Says plainly when the service is down (instead of showing empty lists) and keeps retrying. */
export function HealthBanner() {
  const t = useT();
  const health = useHealth({
    retry: false,
    refetchInterval: (query) => (query.state.status === 'error' ? RETRY_MS : 60_000),
  });
  if (!health.isError) return null;
  return (
    <div className="portage-banner" role="alert">
      {t('health.unavailable', { error: health.error.message, seconds: RETRY_MS / 1000 })}
    </div>
  );
}
