/**
 * When two transaction hashes are the same one, per family (./by-hash.ts): hex without case or
 * `0x`, Starknet's felts as numbers, Solana's base58 signatures exactly.
 */
import { describe, expect, it } from 'vitest';
import { makeTransactionHash } from '../chains/addresses';
import { sameTransactionHash } from './by-hash';

describe('sameTransactionHash', () => {
  it('matches an EVM hash in any case, with or without 0x', () => {
    const hash = makeTransactionHash('evm', 'one');
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(sameTransactionHash('evm', hash, hash)).toBe(true);
    expect(sameTransactionHash('evm', hash, hash.toUpperCase())).toBe(true);
    expect(sameTransactionHash('evm', hash, `0x${hash.slice(2).toUpperCase()}`)).toBe(true);
    expect(sameTransactionHash('evm', hash, hash.slice(2))).toBe(true);
    expect(sameTransactionHash('evm', hash, makeTransactionHash('evm', 'two'))).toBe(false);
    // One digit short is another hash, not the same one written differently.
    expect(sameTransactionHash('evm', hash, hash.slice(0, -1))).toBe(false);
  });

  it('matches a Bitcoin, Tron or TON hash (hex without 0x) in any case, and with 0x added', () => {
    for (const family of ['bitcoin', 'tron', 'ton', 'fuel', 'cosmos'] as const) {
      const hash = makeTransactionHash(family, 'one');
      expect(sameTransactionHash(family, hash, hash.toUpperCase()), family).toBe(true);
      expect(sameTransactionHash(family, hash, hash.toLowerCase()), family).toBe(true);
      const bare = hash.replace(/^0x/, '');
      expect(sameTransactionHash(family, hash, `0x${bare}`), family).toBe(true);
      expect(sameTransactionHash(family, hash, bare), family).toBe(true);
    }
  });

  it('matches a Starknet felt with or without its leading zeros', () => {
    const padded = `0x0000${'1a2b'.repeat(15)}`;
    expect(sameTransactionHash('starknet', padded, `0x${'1A2B'.repeat(15)}`)).toBe(true);
    expect(sameTransactionHash('paradex', padded, `${'1a2b'.repeat(15)}`)).toBe(true);
    expect(sameTransactionHash('starknet', padded, `0x${'1a2b'.repeat(14)}`)).toBe(false);
    // Leading zeros count only for felts: on EVM they make another hash.
    expect(sameTransactionHash('evm', padded, `0x${'1a2b'.repeat(15)}`)).toBe(false);
  });

  it('compares Solana signatures exactly: two that differ only by case are two transactions', () => {
    const signature = makeTransactionHash('solana', 'one');
    expect(sameTransactionHash('solana', signature, signature)).toBe(true);
    expect(sameTransactionHash('solana', signature, signature.toUpperCase())).toBe(false);
    expect(sameTransactionHash('solana', signature, signature.toLowerCase())).toBe(false);
    // A base58 signature made only of characters that are also hex digits: folding case as for
    // hex would merge it with its upper-case twin, which is another valid signature.
    const hexLooking = '1a2b3c4d5e6f789abcdef'.repeat(4);
    expect(sameTransactionHash('solana', hexLooking, hexLooking.toUpperCase())).toBe(false);
    expect(sameTransactionHash('solana', hexLooking, `0x${hexLooking}`)).toBe(false);
    // The same text on a hex network is one hash.
    expect(sameTransactionHash('bitcoin', hexLooking, hexLooking.toUpperCase())).toBe(true);
  });

  it('compares text that is not hex exactly on every network', () => {
    expect(sameTransactionHash('ton', 'abc+/=', 'ABC+/=')).toBe(false);
    expect(sameTransactionHash('ton', 'abc+/=', 'abc+/=')).toBe(true);
    expect(sameTransactionHash('evm', '0xzz', '0xZZ')).toBe(false);
  });
});
