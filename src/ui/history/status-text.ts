import type { Translate } from '../../i18n';

const STATUS_KEY = {
  created: 'history.status.created',
  user_transfer_pending: 'history.status.user_transfer_pending',
  user_transfer_delayed: 'history.status.user_transfer_delayed',
  ls_transfer_pending: 'history.status.ls_transfer_pending',
  completed: 'history.status.completed',
  failed: 'history.status.failed',
  expired: 'history.status.expired',
  cancelled: 'history.status.cancelled',
  refund_pending: 'history.status.refunding',
  pending_refund: 'history.status.refunding',
  refunded: 'history.status.refunded',
} as const;

/**
 * A swap status in words; an unknown or missing one reads "In progress". Its own module so that
 * this browser's list and the wallets' list (WalletSwaps.tsx) say a status alike.
 */
export function statusText(status: string | undefined, t: Translate): string {
  const key =
    status && Object.hasOwn(STATUS_KEY, status) ? STATUS_KEY[status as keyof typeof STATUS_KEY] : null;
  return t(key ?? 'history.status.inProgress');
}
