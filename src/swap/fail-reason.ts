/**
 * A failed or refunded swap's `fail_reason` in words. The service names a few reasons the widget
 * explains in the person's language; any other reason is shown as the service wrote it, so a new
 * reason is never hidden.
 */
import type { Translate } from '../i18n';

const FAIL_REASONS = [
  'received_less_than_valid_range',
  'received_more_than_valid_range',
  'swap_route_unavailable',
  'degraded_quote',
  'quote_expired',
] as const;

export function failReasonText(reason: string | undefined, t: Translate): string {
  if (!reason) return t('status.noReason');
  const known = FAIL_REASONS.find((r) => r === reason);
  return known
    ? t(`status.failReason.${known}`)
    : t('status.reasonGiven', { reason: reason.replace(/_/g, ' ') });
}
