/**
 * "Find my swap" (History): the rule that reads what the person pasted and looks the swap up, by
 * id and by a transaction's hash (`GET /swaps/by_transaction_hash/{hash}`, beyond the spec).
 * Pure apart from the look-ups it is given: no React, no store.
 *
 * - A UUID-shaped text is a swap id (the service's ids are UUIDs); anything else that could be a
 *   hash (hex with or without 0x, base58, TON's base64) is a hash. An id not found is tried as a
 *   hash too: the service decides, not the shape alone.
 * - A service that has no such route answers a plain 404 (no envelope: the client's `HTTP_ERROR`
 *   with status 404). That is not a failure the person should hear about: the search is simply
 *   not offered there (`isRouteMissing`, api/client.ts), and the screen hides it.
 */
import { isApiError, isRouteMissing } from '../api/client';
import type { SwapResponse } from '../api/types';

/** What the person typed, read: an id, a hash, or why it is neither (said before any request). */
export type FindInput =
  | { kind: 'id'; value: string }
  | { kind: 'hash'; value: string }
  | { kind: 'invalid'; reason: 'empty' | 'spaces' | 'malformed' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Every hash a network writes: hex (with `0x`), base58, base64 (TON, url-safe or not). At least
 * 32 characters: the shortest real hashes (hex 64, base58 signatures ~87, base64 44) all pass,
 * and a half-pasted one does not.
 */
const HASH = /^[A-Za-z0-9+/_=-]{32,200}$/;

/** The pasted text, trimmed, read as an id or a hash; spaces inside or stray characters refused. */
export function readFindInput(raw: string): FindInput {
  const text = raw.trim();
  if (text === '') return { kind: 'invalid', reason: 'empty' };
  if (/\s/.test(text)) return { kind: 'invalid', reason: 'spaces' };
  // A UUID is case-blind; the service writes its ids in lower case.
  if (UUID.test(text)) return { kind: 'id', value: text.toLowerCase() };
  if (HASH.test(text)) return { kind: 'hash', value: text };
  return { kind: 'invalid', reason: 'malformed' };
}

/** The look-ups `findSwap` uses: the client's `getSwap` and `swapByTransactionHash`. */
export interface SwapLookups {
  byId(id: string): Promise<SwapResponse>;
  byHash(hash: string): Promise<SwapResponse>;
}

export type FindResult =
  | { status: 'found'; swap: SwapResponse }
  | { status: 'not_found' }
  /** The service has no look-up by hash: say nothing, hide the search. */
  | { status: 'not_offered' };

/** The service's own word that there is no such swap. */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 'NOT_FOUND';
}

async function lookUpHash(lookups: SwapLookups, hash: string): Promise<FindResult> {
  try {
    return { status: 'found', swap: await lookups.byHash(hash) };
  } catch (error) {
    if (isNotFound(error)) return { status: 'not_found' };
    if (isRouteMissing(error)) return { status: 'not_offered' };
    throw error;
  }
}

/**
 * Looks the swap up. Throws the client's `ApiError` for anything else than "no such swap" (the
 * service unreachable, busy, refusing the key…): the screen says so and offers to try again.
 */
export async function findSwap(
  lookups: SwapLookups,
  input: Extract<FindInput, { kind: 'id' | 'hash' }>,
): Promise<FindResult> {
  if (input.kind === 'hash') return lookUpHash(lookups, input.value);
  try {
    return { status: 'found', swap: await lookups.byId(input.value) };
  } catch (error) {
    // A plain 404 on /swaps/{id} is "no such swap" too: that route exists on every service.
    if (!isNotFound(error) && !(isApiError(error) && error.status === 404)) throw error;
  }
  const byHash = await lookUpHash(lookups, input.value);
  // The id was not found; that the service cannot search hashes changes nothing to that.
  return byHash.status === 'not_offered' ? { status: 'not_found' } : byHash;
}

/**
 * A hash no transaction has, asked once when History opens: the answer says whether the service
 * offers the look-up at all (its NOT_FOUND in the envelope: yes; a plain 404: no).
 */
export const FIND_PROBE_HASH = `0x${'0'.repeat(64)}`;

/** Whether the probe's outcome says the look-up by hash is offered (any answer but a plain 404). */
export function offeredByProbe(error: unknown): boolean {
  return !isRouteMissing(error);
}
