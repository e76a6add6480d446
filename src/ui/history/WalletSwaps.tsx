/**
 * "Swaps of your wallets", in History: the swaps the service knows for the connected wallets'
 * addresses that this browser's own list does not have (made in another browser or app), newest
 * first, 20 at a time. The rules are `useWalletSwaps` (swap/useWalletSwaps.ts); this lays them
 * out. Nothing shows without a connected wallet, or where the service does not offer the list.
 */
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/client';
import type { SwapResponse } from '../../api/types';
import { type Translate, useLocale, useT } from '../../i18n';
import { amountText, formatDateTime } from '../../lib/format';
import { useWalletSwaps } from '../../swap/useWalletSwaps';
import { serviceProblem } from '../errors';
import { statusText } from './status-text';

/** A status as a class name only when it is one word of the service's kind. */
function badgeClass(status: string | undefined): string {
  return `portage-badge is-${status && /^[a-z_]{1,40}$/.test(status) ? status : 'unknown'}`;
}

function WalletSwapItem({ entry, onOpen }: { entry: SwapResponse; onOpen(id: string): void }) {
  const t = useT();
  const locale = useLocale();
  const { swap } = entry;
  const source = swap.source_network;
  const destination = swap.destination_network;
  return (
    <li>
      <button
        type="button"
        className="portage-history-item"
        data-testid="wallet-swap"
        onClick={() => onOpen(swap.id)}
      >
        <span>
          <strong>
            {amountText(swap.requested_amount, swap.source_token, 'down', locale)} {swap.source_token?.symbol}
          </strong>{' '}
          <span className="portage-muted">
            {t('history.route', {
              sourceNetwork: source?.display_name ?? source?.name ?? '',
              destinationToken: swap.destination_token?.symbol ?? '',
              destinationNetwork: destination?.display_name ?? destination?.name ?? '',
            })}
          </span>
        </span>
        <span className={badgeClass(swap.status)}>{statusText(swap.status, t)}</span>
        <span className="portage-small portage-muted">
          {formatDateTime(Date.parse(swap.created_date ?? ''), locale)}
        </span>
      </button>
    </li>
  );
}

/** Why a list could not be loaded, in one sentence: which list, and the service's problem. */
function problemText(t: Translate, sentence: 'walletSwaps.error' | 'walletSwaps.moreError', error: ApiError) {
  return t(sentence, { reason: serviceProblem(error, t) ?? error.message });
}

/** Where focus goes once a load the person asked for ends: a swap it brought, or the heading. */
type FocusTarget = { item: number } | 'heading' | null;

export function WalletSwaps({ onOpen }: { onOpen(id: string): void }) {
  const t = useT();
  const state = useWalletSwaps();
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const ready = state.status === 'ready' ? state : null;
  const count = ready?.swaps.length ?? 0;
  const loadingMore = ready?.loadingMore ?? false;
  const moreControl = ready !== null && (ready.hasMore || ready.moreError !== null);

  // The button pressed may go away with the load (a retry that worked, the last page): focus is
  // moved, never left to fall to the page.
  useEffect(() => {
    if (focusTarget === null || state.status === 'loading' || loadingMore) return;
    if (focusTarget === 'heading') {
      if (state.status === 'ready') headingRef.current?.focus();
      if (state.status !== 'error') setFocusTarget(null);
      return;
    }
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button.portage-history-item');
    const first = buttons?.[focusTarget.item];
    if (first) first.focus();
    else if (!moreControl) headingRef.current?.focus();
    else return;
    setFocusTarget(null);
  }, [focusTarget, state.status, loadingMore, moreControl]);

  if (state.status === 'hidden') return null;
  const announcement =
    state.status === 'loading'
      ? t('walletSwaps.loading')
      : state.status === 'ready'
        ? count === 0
          ? t('walletSwaps.empty')
          : t('walletSwaps.listed', { count })
        : '';
  return (
    <section
      className="portage-wallet-swaps"
      aria-labelledby="portage-wallet-swaps-title"
      aria-busy={state.status === 'loading' || loadingMore}
      data-testid="wallet-swaps"
    >
      <h3 id="portage-wallet-swaps-title" ref={headingRef} tabIndex={-1}>
        {t('walletSwaps.title')}
      </h3>
      <p className="portage-small portage-muted">{t('walletSwaps.intro')}</p>
      {/* Always in the page, so each change of its words is announced. */}
      <p
        role="status"
        className={state.status === 'ready' && count > 0 ? 'portage-visually-hidden' : 'portage-muted'}
      >
        {announcement}
      </p>
      {state.status === 'error' ? (
        <>
          <p className="portage-field-error" role="alert" data-testid="wallet-swaps-error">
            {problemText(t, 'walletSwaps.error', state.error)}
          </p>
          <button
            type="button"
            className="portage-secondary"
            aria-disabled={state.retrying}
            onClick={() => {
              if (state.retrying) return;
              setFocusTarget('heading');
              state.retry();
            }}
          >
            {state.retrying ? t('walletSwaps.retrying') : t('walletSwaps.retry')}
          </button>
        </>
      ) : null}
      {ready && count > 0 ? (
        <ul className="portage-history" ref={listRef}>
          {ready.swaps.map((entry) => (
            <WalletSwapItem key={entry.swap.id} entry={entry} onOpen={onOpen} />
          ))}
        </ul>
      ) : null}
      {ready?.moreError ? (
        <p className="portage-field-error" role="alert" data-testid="wallet-swaps-error">
          {problemText(t, 'walletSwaps.moreError', ready.moreError)}
        </p>
      ) : null}
      {/* One button for "Show more", its loading and its retry: focus stays on it throughout. */}
      {ready && moreControl ? (
        <button
          type="button"
          className="portage-secondary"
          aria-disabled={ready.loadingMore}
          onClick={() => {
            if (ready.loadingMore) return;
            setFocusTarget({ item: count });
            if (ready.moreError) ready.retryMore();
            else ready.loadMore();
          }}
        >
          {ready.loadingMore
            ? t('walletSwaps.loadingMore')
            : ready.moreError
              ? t('walletSwaps.retry')
              : t('walletSwaps.showMore')}
        </button>
      ) : null}
    </section>
  );
}
