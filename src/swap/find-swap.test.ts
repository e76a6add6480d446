import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import type { SwapResponse } from '../api/types';
import { findSwap, offeredByProbe, readFindInput, type SwapLookups } from './find-swap';

const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const EVM_HASH = `0x${'ab12'.repeat(16)}`;
const SOLANA_SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';
const found = (id: string) => ({ swap: { id } }) as SwapResponse;
const notFound = () => new ApiError({ code: 'NOT_FOUND', message: 'No swap.', status: 404 });
const noRoute = () => new ApiError({ code: 'HTTP_ERROR', message: 'HTTP 404', status: 404 });
const down = () => new ApiError({ code: 'NETWORK_ERROR', message: 'down', status: 0 });

function lookups(byId: SwapLookups['byId'], byHash: SwapLookups['byHash']) {
  return { byId: vi.fn(byId), byHash: vi.fn(byHash) };
}

describe('readFindInput', () => {
  it('reads a UUID as a swap id (trimmed, lower case) and anything hash-shaped as a hash', () => {
    expect(readFindInput(`  ${ID.toUpperCase()}\n`)).toEqual({ kind: 'id', value: ID });
    expect(readFindInput(EVM_HASH.toUpperCase())).toEqual({ kind: 'hash', value: EVM_HASH.toUpperCase() });
    expect(readFindInput(` ${SOLANA_SIGNATURE} `)).toEqual({ kind: 'hash', value: SOLANA_SIGNATURE });
    // Bitcoin's bare hex, TON's base64 (url-safe or not).
    expect(readFindInput('c'.repeat(64)).kind).toBe('hash');
    expect(readFindInput('te6+/bQ-_x9RkN2P1kR8iZqJ0yFq7pQ3nWZkG7vV1uo=').kind).toBe('hash');
  });

  it('says why an input is neither, before any request', () => {
    expect(readFindInput('')).toEqual({ kind: 'invalid', reason: 'empty' });
    expect(readFindInput('   \t')).toEqual({ kind: 'invalid', reason: 'empty' });
    expect(readFindInput(`${EVM_HASH.slice(0, 30)} ${EVM_HASH.slice(30)}`)).toEqual({
      kind: 'invalid',
      reason: 'spaces',
    });
    // Too short to be any hash (half a paste), or with characters no hash or id has.
    expect(readFindInput('0xabc123')).toEqual({ kind: 'invalid', reason: 'malformed' });
    expect(readFindInput(`${EVM_HASH}!`)).toEqual({ kind: 'invalid', reason: 'malformed' });
    expect(readFindInput('https://explorer.example/tx/0xabc')).toEqual({
      kind: 'invalid',
      reason: 'malformed',
    });
    expect(readFindInput('x'.repeat(201))).toEqual({ kind: 'invalid', reason: 'malformed' });
  });
});

describe('findSwap', () => {
  it('finds a hash by hash only', async () => {
    const l = lookups(
      async () => found('never'),
      async () => found('swap-h'),
    );
    await expect(findSwap(l, { kind: 'hash', value: EVM_HASH })).resolves.toMatchObject({
      status: 'found',
      swap: { swap: { id: 'swap-h' } },
    });
    expect(l.byId).not.toHaveBeenCalled();
    expect(l.byHash).toHaveBeenCalledWith(EVM_HASH);
  });

  it('finds an id by id, and tries an id not found as a hash', async () => {
    const first = lookups(
      async () => found(ID),
      async () => found('never'),
    );
    await expect(findSwap(first, { kind: 'id', value: ID })).resolves.toMatchObject({ status: 'found' });
    expect(first.byHash).not.toHaveBeenCalled();
    const second = lookups(
      async () => {
        throw notFound();
      },
      async () => found('swap-h'),
    );
    await expect(findSwap(second, { kind: 'id', value: ID })).resolves.toMatchObject({
      swap: { swap: { id: 'swap-h' } },
    });
    expect(second.byHash).toHaveBeenCalledWith(ID);
  });

  it('says not found when neither finds it, and not offered only for a hash on a service without the route', async () => {
    const missing = async () => {
      throw notFound();
    };
    const absent = async () => {
      throw noRoute();
    };
    await expect(findSwap(lookups(missing, missing), { kind: 'hash', value: EVM_HASH })).resolves.toEqual({
      status: 'not_found',
    });
    await expect(findSwap(lookups(missing, missing), { kind: 'id', value: ID })).resolves.toEqual({
      status: 'not_found',
    });
    await expect(findSwap(lookups(missing, absent), { kind: 'hash', value: EVM_HASH })).resolves.toEqual({
      status: 'not_offered',
    });
    // The id was looked up and not found: that stays the answer on a service without the route.
    await expect(findSwap(lookups(missing, absent), { kind: 'id', value: ID })).resolves.toEqual({
      status: 'not_found',
    });
  });

  it('throws a service failure as it is (the screen offers to try again)', async () => {
    const failing = async () => {
      throw down();
    };
    await expect(
      findSwap(
        lookups(failing, async () => found('x')),
        { kind: 'id', value: ID },
      ),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    await expect(
      findSwap(
        lookups(async () => found('x'), failing),
        { kind: 'hash', value: EVM_HASH },
      ),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});

describe('offeredByProbe', () => {
  it('is offered on any answer but a plain 404', () => {
    expect(offeredByProbe(notFound())).toBe(true);
    expect(offeredByProbe(down())).toBe(true);
    expect(offeredByProbe(new ApiError({ code: 'VALIDATION_ERROR', message: 'bad hash', status: 400 }))).toBe(
      true,
    );
    expect(offeredByProbe(noRoute())).toBe(false);
  });
});
