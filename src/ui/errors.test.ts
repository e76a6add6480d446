import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { placeError, serviceProblem } from './errors';

const err = (code: string, metadata: Record<string, unknown> = {}, message = 'detail') =>
  new ApiError({ code, message, metadata, status: 400 });

describe('placeError', () => {
  it('puts limit errors at the amount, with the limit in the token', () => {
    expect(placeError(err('LESS_THAN_MIN_ERROR', { min_amount: 0.0015 }), { token: 'ETH' })).toEqual({
      place: 'amount',
      message: 'The minimum for this route is 0.0015 ETH.',
    });
    expect(placeError(err('GREATER_THAN_MAX_ERROR'), { token: 'USDC', max: '250000' })).toEqual({
      place: 'amount',
      message: 'The maximum for this route is 250000 USDC.',
    });
    expect(
      placeError(err('NETWORK_CURRENCY_DAILY_LIMIT_REACHED'), { token: 'USDC', network: 'Base' }).message,
    ).toBe('Today’s limit for USDC on Base has been reached. Try a smaller amount, or again tomorrow.');
  });

  it('puts a missing route at the route', () => {
    expect(placeError(err('ROUTE_NOT_FOUND_ERROR')).place).toBe('route');
  });

  it('puts address errors at the field the service names', () => {
    expect(placeError(err('INVALID_ADDRESS_ERROR', { field: 'destination_address' })).place).toBe(
      'destination',
    );
    expect(placeError(err('INVALID_ADDRESS_ERROR', { field: 'refund_address' })).place).toBe('refund');
    expect(
      placeError(err('VALIDATION_ERROR', { field: 'refund_address' }, 'refund_address is required')).place,
    ).toBe('refund');
  });

  it('keeps anything else general, with the service’s or the client’s message', () => {
    expect(placeError(err('SOMETHING_NEW', {}, 'New thing'))).toEqual({
      place: 'general',
      message: 'New thing',
    });
    expect(placeError(new Error('boom'))).toEqual({ place: 'general', message: 'boom' });
  });
});

describe('serviceProblem', () => {
  const api = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
    new ApiError({ code: 'HTTP_ERROR', message: 'raw client text', status: 0, ...init });

  it('says each kind of service fault as a sentence, not the client’s raw text', () => {
    expect(serviceProblem(api({ code: 'TIMEOUT' }))).toBe('The service did not answer in time.');
    expect(serviceProblem(api({ code: 'NETWORK_ERROR' }))).toBe('The service could not be reached.');
    expect(serviceProblem(api({ code: 'INTERNAL_ERROR', status: 500 }))).toBe(
      'The service reported an error (HTTP 500).',
    );
    expect(serviceProblem(api({ code: 'HTTP_ERROR', status: 502 }))).toBe(
      'The service answered with an error page (HTTP 502).',
    );
    expect(serviceProblem(api({ code: 'NON_JSON_RESPONSE', status: 200 }))).toBe(
      'The service sent an answer the widget cannot read.',
    );
    expect(serviceProblem(api({ code: 'MALFORMED_RESPONSE', status: 200 }))).toBe(
      'The service sent an answer the widget cannot read.',
    );
    expect(serviceProblem(api({ code: 'TOO_MANY_REQUESTS', status: 429, retryAfterMs: 3_000 }))).toBe(
      'The service is busy; next try in 3 s.',
    );
    expect(serviceProblem(api({ code: 'TOO_MANY_REQUESTS', status: 429 }))).toBe('The service is busy.');
    expect(serviceProblem(api({ code: 'INVALID_CREDENTIALS', status: 401 }))).toBe(
      'This widget is not set up correctly: the service refused its API key.',
    );
    expect(serviceProblem(api({ code: 'HTTP_ERROR', status: 403 }))).toContain('API key');
  });

  it('leaves the service’s verdicts on the request to placeError', () => {
    expect(serviceProblem(err('LESS_THAN_MIN_ERROR'))).toBeNull();
    expect(serviceProblem(err('ROUTE_NOT_FOUND_ERROR'))).toBeNull();
    expect(serviceProblem(new Error('boom'))).toBeNull();
  });

  it('placeError says a fault the same way, in general, and keeps a known code at its field even on a 5xx', () => {
    expect(placeError(api({ code: 'INTERNAL_ERROR', status: 500, message: 'stack trace here' }))).toEqual({
      place: 'general',
      message: 'The service reported an error (HTTP 500).',
    });
    expect(placeError(new ApiError({ code: 'ROUTE_NOT_FOUND_ERROR', message: 'x', status: 503 })).place).toBe(
      'route',
    );
  });
});
