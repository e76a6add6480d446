/**
 * Honest time per status on the swap's screens, as src/swap/status-time.ts says it: since when the
 * swap is in its step, what normally happens next and how long that usually takes, a calm word
 * when it takes longer than usual (with Help as the way on), and on the deposit step when an
 * unfunded swap expires. The clock ticks outside any live region: only `StatusAnnouncer` speaks,
 * and only when what comes next changes.
 */
import type { SwapResponse } from '../../api/types';
import { type Translate, useLocale, useT } from '../../i18n';
import { formatDuration, formatElapsed, formatMoment } from '../../lib/format';
import { useNow } from '../../lib/useNow';
import { useSwapsStore } from '../../state/swaps';
import type { SwapPhase } from '../../swap/phase';
import { displayName } from '../../swap/route';
import { type NextStep, type StatusTime, statusTime } from '../../swap/status-time';

/** The status time of the swap on screen, ticking each second while the swap is in progress. */
function useStatusTime(data: SwapResponse, phase: SwapPhase): { time: StatusTime; now: number } {
  const statusLog = useSwapsStore((state) => state.get(data.swap.id)?.statusLog);
  const now = useNow(phase.terminal ? null : 1000);
  return { time: statusTime(data, { statusLog, deposit: { txHash: phase.sentHash } }, now), now };
}

/** What normally happens next, in words: the networks and tokens of this swap named. */
function nextSentence(t: Translate, swap: SwapResponse['swap'], next: NextStep): string {
  const source = swap.source_network ? displayName(swap.source_network) : '';
  const destination = swap.destination_network ? displayName(swap.destination_network) : '';
  // A refund comes back in the source token; everything else goes out in the destination's.
  const token = (next === 'refund_sends' ? swap.source_token : swap.destination_token)?.symbol ?? '';
  return t(`statusTime.next.${next}`, { network: source, destination, token });
}

function sinceText(t: Translate, time: StatusTime, now: number, locale: string, terminal: boolean): string {
  const { since, inStatusMs } = time;
  if (!since || inStatusMs === null) return t('statusTime.sinceUnknown');
  const at = formatMoment(since.at, now, locale);
  const seen = since.from === 'seen';
  if (terminal) return t(seen ? 'statusTime.endedSeen' : 'statusTime.endedAt', { time: at });
  return t(seen ? 'statusTime.inStatusSeen' : 'statusTime.inStatus', {
    elapsed: formatElapsed(inStatusMs),
    time: at,
  });
}

/** How long the next step usually takes, or how the deposit's confirmations stand. */
function usualText(
  t: Translate,
  swap: SwapResponse['swap'],
  time: StatusTime,
  locale: string,
): string | null {
  if (time.usualMs !== null) {
    const duration = formatDuration(time.usualMs, locale);
    return time.usualOf === 'refund'
      ? t('statusTime.usuallyRefund', { duration })
      : t('statusTime.usually', { duration });
  }
  if (time.confirmations) {
    return t('statusTime.confirmationsSoFar', {
      confirmations: t('status.confirmations', {
        done: String(time.confirmations.done),
        required: String(time.confirmations.required ?? '?'),
      }),
      network: swap.source_network ? displayName(swap.source_network) : '',
    });
  }
  return null;
}

/** The status's time, next step and usual time, under a swap's progress or ending. */
export function StatusTimeBlock({ data, phase }: { data: SwapResponse; phase: SwapPhase }) {
  const t = useT();
  const locale = useLocale();
  const { time, now } = useStatusTime(data, phase);
  const usual = usualText(t, data.swap, time, locale);
  return (
    <div className={`portage-swap-timing${phase.terminal ? ' is-ended' : ''}`} data-testid="status-time">
      <p className="portage-swap-next" data-testid="status-next">
        {nextSentence(t, data.swap, time.next)}
        {usual ? <span className="portage-muted"> {usual}</span> : null}
      </p>
      <p className="portage-small portage-muted portage-swap-since" data-testid="status-since">
        {sinceText(t, time, now, locale, phase.terminal)}
      </p>
      {time.slow ? (
        <p className="portage-swap-slow" data-testid="status-slow">
          {t('statusTime.slow')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Says politely what comes next when it changes (a new status, or the wait turning long): one
 * region for the whole swap view, so the words are read as the deposit step gives way to the
 * progress and the progress to an ending. Not the clock: it is never read out each second.
 */
export function StatusAnnouncer({ data, phase }: { data: SwapResponse; phase: SwapPhase }) {
  const t = useT();
  const { time } = useStatusTime(data, phase);
  const said = [nextSentence(t, data.swap, time.next), time.slow ? t('statusTime.slow') : '']
    .filter(Boolean)
    .join(' ');
  return (
    <p className="portage-visually-hidden" role="status" data-testid="status-announcer">
      {said}
    </p>
  );
}

/**
 * The moment as the locale writes it, or null where the browser cannot format dates: the deposit
 * step then says the honest sentence instead of losing its instructions to a throw.
 */
function momentOrNull(ms: number, now: number, locale: string): string | null {
  try {
    return formatMoment(ms, now, locale);
  } catch {
    return null;
  }
}

/**
 * Until when an unfunded swap takes a deposit: the service's `expires_date`, or, where the service
 * gives none, an honest sentence, never a guessed time. Shown on the deposit step only.
 */
export function DepositExpiry({ data }: { data: SwapResponse }) {
  const t = useT();
  const locale = useLocale();
  const txHash = useSwapsStore((state) => state.get(data.swap.id)?.deposit?.txHash);
  const now = useNow(1000);
  const { expiry } = statusTime(data, { deposit: { txHash } }, now);
  if (!expiry) return null;
  const time = expiry.known ? momentOrNull(expiry.at, now, locale) : null;
  if (!expiry.known || time === null) {
    return (
      <p className="portage-small portage-muted portage-swap-expiry" data-testid="deposit-expiry">
        {t('statusTime.expiryUnknown')}
      </p>
    );
  }
  if (expiry.passed) {
    return (
      <p className="portage-field-error portage-swap-expiry" role="alert" data-testid="deposit-expiry">
        {t('statusTime.expiryPassed', { time })}
      </p>
    );
  }
  return (
    <p className="portage-small portage-muted portage-swap-expiry" data-testid="deposit-expiry">
      {t('statusTime.expiresAt', { time, duration: formatDuration(expiry.inMs, locale) })}
    </p>
  );
}
