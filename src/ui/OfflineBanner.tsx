import { onlineManager } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '../i18n';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOffline = () => navigator.onLine === false;
const onServer = () => false;

/**
 * Says when the browser is offline, and what still holds: a swap in progress goes on at the service,
 * and the widget checks again once back online. Meanwhile React Query's `onlineManager` (which
 * follows the same `online`/`offline` events) pauses every request and resumes them on return.
 */
export function useOffline(): boolean {
  const offline = useSyncExternalStore(subscribe, isOffline, onServer);
  useEffect(() => {
    // React Query starts "online" until an event says otherwise: align it when the page loads offline.
    if (offline && onlineManager.isOnline()) onlineManager.setOnline(false);
  }, [offline]);
  return offline;
}

export function OfflineBanner() {
  const t = useT();
  if (!useOffline()) return null;
  return (
    <div className="portage-banner" role="status" data-testid="offline-banner">
      {t('offline.banner')}
    </div>
  );
}
