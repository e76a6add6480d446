/**
 * Destination addresses this browser used before, offered again for a network of the same chain
 * family. Read from the stored swaps (state/swaps.ts): nothing else is stored for them.
 */
import { useMemo } from 'react';
import { type StoredSwap, useSwapsStore } from '../state/swaps';

/** At most this many are offered: enough for a person's own few addresses, not a list to read. */
export const MAX_RECENT_ADDRESSES = 3;

/**
 * The distinct destination addresses of `family` in `swaps` (newest first, as the swaps store
 * keeps them), without `current` (already in the field). Swaps stored before the family was
 * recorded are left out rather than guessed.
 */
export function recentAddresses(
  swaps: readonly StoredSwap[],
  family: string | undefined,
  current: string,
): string[] {
  if (!family) return [];
  // EVM addresses differ only in case between their checksummed and plain forms.
  const keyOf = (address: string) => (family === 'evm' ? address.trim().toLowerCase() : address.trim());
  const seen = new Set<string>([keyOf(current)]);
  const out: string[] = [];
  for (const swap of swaps) {
    if (swap.destinationFamily !== family) continue;
    const key = keyOf(swap.destinationAddress);
    if (seen.has(key)) continue;
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
