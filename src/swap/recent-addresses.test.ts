import { describe, expect, it } from 'vitest';
import type { StoredSwap } from '../state/swaps';
import { recentAddresses } from './recent-addresses';

let n = 0;
function swap(address: string, family: string | undefined, createdAt: number): StoredSwap {
  n += 1;
  return {
    id: `s${n}`,
    createdAt,
    sourceNetwork: 'A',
    sourceToken: 'ETH',
    destinationNetwork: 'B',
    destinationToken: 'ETH',
    amount: '1',
    destinationAddress: address,
    ...(family ? { destinationFamily: family } : {}),
    depositMethod: 'manual',
  };
}

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('recentAddresses: addresses used before, for the same family', () => {
  it('lists distinct addresses of the family, newest first', () => {
    // Newest first, as the swaps store keeps them.
    const swaps = [
      swap('Sol1', 'solana', 4),
      swap(B, 'evm', 3),
      swap(A.toLowerCase(), 'evm', 2),
      swap(A, 'evm', 1),
    ];
    expect(recentAddresses(swaps, 'evm', '')).toEqual([B, A.toLowerCase()]);
    expect(recentAddresses(swaps, 'solana', '')).toEqual(['Sol1']);
  });

  it('leaves out the address already in the field (any case for EVM) and swaps without a family', () => {
    const swaps = [swap(B, undefined, 2), swap(A, 'evm', 1)];
    expect(recentAddresses(swaps, 'evm', A.toLowerCase())).toEqual([]);
    expect(recentAddresses(swaps, 'evm', '')).toEqual([A]);
    expect(recentAddresses(swaps, undefined, '')).toEqual([]);
  });

  it('offers at most three', () => {
    const swaps = ['d', 'c', 'b', 'a'].map((x, i) => swap(x, 'ton', 4 - i));
    expect(recentAddresses(swaps, 'ton', '')).toEqual(['d', 'c', 'b']);
  });
});
