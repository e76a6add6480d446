/**
 * Destination addresses this browser used before, offered again for a network of the same chain
 * family. Read from the stored swaps (state/swaps.ts): nothing else is stored for them.
 */
import { useMemo } from 'react';
import { type StoredSwap, useSwapsStore } from '../state/swaps';

/** At most this many are offered: enough for a person's own few addresses, not a list to read. */
export const MAX_RECENT_ADDRESSES = 3;

/**
 * The distinct destination addresses of `family`, newest first, without `current` (already in
 * the field). Swaps stored before the family was recorded are left out rather than guessed.
 */
export function recentAddresses(
  swaps: readonly StoredSwap[],
  family: string | undefined,
  current: string,
): string[] {
  if (!family) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  const skip = current.trim().toLowerCase();
  for (const swap of [...swaps].sort((a, b) => b.createdAt - a.createdAt)) {
    if (swap.destinationFamily !== family) continue;
    // EVM addresses differ only in case between their checksummed and plain forms.
    const key = family === 'evm' ? swap.destinationAddress.toLowerCase() : swap.destinationAddress;
    if (seen.has(key) || key === (family === 'evm' ? skip : current.trim())) continue;
    seen.add(key);
    out.push(swap.destinationAddress);
    if (out.length === MAX_RECENT_ADDRESSES) break;
  }
  return out;
}

export function useRecentAddresses(family: string | undefined, current: string): string[] {
  const swaps = useSwapsStore((state) => state.swaps);
  return useMemo(() => recentAddresses(swaps, family, current), [swaps, family, current]);
}
