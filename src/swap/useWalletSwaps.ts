/**
 * The swaps of the connected wallets that this browser does not know: history across browsers.
 * The addresses of every wallet already loaded (any family; no wallet module is loaded for this)
 * are sent to the service's `GET /swaps?address=` (api/hooks.ts `useSwapsOfAddresses`), a page
 * of 20 at a time; what comes back is listed beside this browser's swaps, never twice.
 *
 * A service without that endpoint answers 404: the feature is then simply not there (`hidden`),
 * which is no error. Any other failure is one, said with a retry.
 */
import { useMemo } from 'react';
import { type ApiError, isNotOffered } from '../api/client';
import { useSwapsOfAddresses } from '../api/swaps-of-addresses';
import { MAX_SWAP_ADDRESSES, type SwapResponse, type SwapsOfAddressesFilter } from '../api/types';
import { useSwapsStore } from '../state/swaps';
import { useLoadedWalletAddresses } from '../wallets/host';

/** The addresses to ask for: each loaded wallet's once, in a stable order, at most 6. */
export function addressesToAsk(wallets: Readonly<Record<string, string>>): string[] {
  const unique = [...new Set(Object.values(wallets).map((address) => address.trim()))].filter(Boolean);
  return unique.sort().slice(0, MAX_SWAP_ADDRESSES);
}

function createdAt(entry: SwapResponse): number {
  const at = Date.parse(entry.swap.created_date ?? '');
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
}

/**
 * The swaps of every page not among `known` (this browser's own list), each once (a swap made
 * while paging moves the others down a page, so one may come twice), newest first.
 */
export function unseenSwaps(
  pages: readonly (readonly SwapResponse[])[] | undefined,
  known: ReadonlySet<string>,
): SwapResponse[] {
  const seen = new Set(known);
  const out: SwapResponse[] = [];
  for (const entry of (pages ?? []).flat()) {
    if (seen.has(entry.swap.id)) continue;
    seen.add(entry.swap.id);
    out.push(entry);
  }
  // Stable: entries without a date keep the service's order, after the dated ones.
  return out.sort((a, b) => createdAt(b) - createdAt(a));
}

export type WalletSwaps =
  /** No wallet connected, or the service does not offer the list: nothing to show. */
  | { status: 'hidden' }
  | { status: 'loading' }
  /** The first page failed; `retrying` while it is asked again. */
  | { status: 'error'; error: ApiError; retrying: boolean; retry(): void }
  | {
      status: 'ready';
      swaps: SwapResponse[];
      /** Another page may follow (the last one was full). */
      hasMore: boolean;
      loadingMore: boolean;
      /** A later page (or a refresh) failed; the swaps listed stay. */
      moreError: ApiError | null;
      loadMore(): void;
      /** Asks again for what failed: the next page, or every page. */
      retryMore(): void;
    };

export function useWalletSwaps(): WalletSwaps {
  const wallets = useLoadedWalletAddresses();
  const addresses = useMemo(() => addressesToAsk(wallets), [wallets]);
  const filter: SwapsOfAddressesFilter | undefined = addresses.length > 0 ? { addresses } : undefined;
  const query = useSwapsOfAddresses(filter);
  const stored = useSwapsStore((state) => state.swaps);
  const known = useMemo(() => new Set(stored.map((swap) => swap.id)), [stored]);
  const pages = query.data?.pages;
  const swaps = useMemo(() => unseenSwaps(pages, known), [pages, known]);

  if (!filter || isNotOffered(query.error)) return { status: 'hidden' };
  if (!query.data) {
    if (!query.isError) return { status: 'loading' };
    return {
      status: 'error',
      error: query.error,
      retrying: query.isFetching,
      retry: () => void query.refetch(),
    };
  }
  return {
    status: 'ready',
    swaps,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    moreError: query.isError ? query.error : null,
    loadMore: () => void query.fetchNextPage(),
    retryMore: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
}
