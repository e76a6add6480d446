/**
 * The pure rules of "Swaps of your wallets" (./useWalletSwaps.ts): which addresses are asked for,
 * and which swaps of the pages are listed.
 */
import { describe, expect, it } from 'vitest';
import type { SwapResponse } from '../api/types';
import { addressesToAsk, unseenSwaps } from './useWalletSwaps';

const at = (id: string, created_date?: string) =>
  ({ swap: { id, created_date, transactions: [] }, deposit_actions: [] }) as unknown as SwapResponse;

describe('addressesToAsk', () => {
  it('each wallet’s address once, trimmed, in a stable order, at most 6', () => {
    expect(addressesToAsk({})).toEqual([]);
    expect(addressesToAsk({ evm: '0xB', solana: 'A', tron: ' 0xB ', ton: '' })).toEqual(['0xB', 'A']);
    const seven = Object.fromEntries(['g', 'f', 'e', 'd', 'c', 'b', 'a'].map((x) => [`family-${x}`, x]));
    expect(addressesToAsk(seven)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('unseenSwaps', () => {
  it('leaves out what this browser lists and what an earlier page already gave, newest first', () => {
    const pages = [
      [at('b', '2026-11-27T09:00:00Z'), at('mine', '2026-11-27T10:00:00Z'), at('c', '2026-11-27T08:00:00Z')],
      // A swap made while paging pushed `c` down a page: it comes again.
      [at('c', '2026-11-27T08:00:00Z'), at('a', '2026-11-27T11:00:00Z'), at('undated')],
    ];
    expect(unseenSwaps(pages, new Set(['mine'])).map((entry) => entry.swap.id)).toEqual([
      'a',
      'b',
      'c',
      'undated',
    ]);
    expect(unseenSwaps(undefined, new Set())).toEqual([]);
  });
});
