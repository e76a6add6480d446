import { swapsStorage } from '../../state/swaps';

/**
 * Said where it matters when this page may not keep data in the browser (storage blocked in a
 * third-party iframe, private mode, a full quota): the swaps live in memory only, so the person
 * should keep the swap ID to find the swap again after a reload.
 */
export function StorageNotice() {
  if (!swapsStorage.degraded) return null;
  return (
    <p className="portage-callout" role="note" data-testid="storage-notice">
      This page cannot keep data in your browser, so your swap history will not survive a reload. Keep the
      swap ID to find this swap again.
    </p>
  );
}
