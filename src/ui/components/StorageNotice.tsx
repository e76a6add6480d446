import { useT } from '../../i18n';
import { swapsStorage } from '../../state/swaps';

/**
 * Said where it matters when this page may not keep data in the browser (storage blocked in a
 * third-party iframe, private mode, a full quota): the swaps live in memory only, so the person
 * should keep the swap ID to find the swap again after a reload.
 */
export function StorageNotice() {
  const t = useT();
  if (!swapsStorage.degraded) return null;
  return (
    <p className="portage-callout" role="note" data-testid="storage-notice">
      {t('storage.notice')}
    </p>
  );
}
