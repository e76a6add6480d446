import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { placeError } from './errors';

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
