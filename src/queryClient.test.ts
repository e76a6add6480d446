import { describe, expect, it } from 'vitest';
import { ApiError } from './api/client';
import {
  createQueryClient,
  isRetryable,
  RECOVERY_INTERVAL_MS,
  recoveryInterval,
  retryDelayMs,
} from './queryClient';

const api = (code: string, status: number, retryAfterMs?: number) =>
  new ApiError({ code: code as ApiError['code'], message: code, status, retryAfterMs });

describe('the query client’s retry policy', () => {
  it('retries what may pass on its own, not what would be refused again', () => {
    expect(isRetryable(api('NETWORK_ERROR', 0))).toBe(true);
    expect(isRetryable(api('TIMEOUT', 0))).toBe(true);
    expect(isRetryable(api('INTERNAL_ERROR', 500))).toBe(true);
    expect(isRetryable(api('HTTP_ERROR', 502))).toBe(true);
    expect(isRetryable(api('TOO_MANY_REQUESTS', 429))).toBe(true);
    expect(isRetryable(api('NON_JSON_RESPONSE', 200))).toBe(true);
    expect(isRetryable(api('INVALID_CREDENTIALS', 401))).toBe(false);
    expect(isRetryable(api('NOT_FOUND', 404))).toBe(false);
    expect(isRetryable(api('MALFORMED_RESPONSE', 200))).toBe(false);
  });

  it('at most three retries per fetch', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    const error = api('INTERNAL_ERROR', 500);
    expect([0, 1, 2, 3].map((n) => retry(n, error))).toEqual([true, true, true, false]);
    expect(retry(0, api('INVALID_CREDENTIALS', 401))).toBe(false);
  });

  it('backs off 1 s, 2 s, 4 s… up to 10 s, and never sooner than Retry-After', () => {
    const error = api('INTERNAL_ERROR', 500);
    expect([0, 1, 2, 3, 4, 5].map((n) => retryDelayMs(n, error))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
    expect(retryDelayMs(0, api('TOO_MANY_REQUESTS', 429, 3_000))).toBe(3_000);
    expect(retryDelayMs(0, api('TOO_MANY_REQUESTS', 429, 30_000))).toBe(30_000);
  });

  it('an errored query is asked again every 10 s (or after Retry-After) unless asking cannot help', () => {
    const query = (status: 'error' | 'success', error: unknown) =>
      ({ state: { status, error } }) as unknown as Parameters<typeof recoveryInterval>[0];
    expect(recoveryInterval(query('success', null))).toBe(false);
    expect(recoveryInterval(query('error', api('INTERNAL_ERROR', 500)))).toBe(RECOVERY_INTERVAL_MS);
    expect(recoveryInterval(query('error', api('MALFORMED_RESPONSE', 200)))).toBe(RECOVERY_INTERVAL_MS);
    expect(recoveryInterval(query('error', api('TOO_MANY_REQUESTS', 429, 45_000)))).toBe(45_000);
    expect(recoveryInterval(query('error', api('INVALID_CREDENTIALS', 401)))).toBe(false);
    expect(recoveryInterval(query('error', api('VALIDATION_ERROR', 400)))).toBe(false);
    expect(recoveryInterval(query('error', new TypeError('a bug')))).toBe(false);
  });
});
