/**
 * Service errors as plain sentences, placed next to the field they concern.
 */
import { type ApiError, isApiError } from '../api/client';

export type ErrorPlace = 'route' | 'amount' | 'destination' | 'refund' | 'general';

export interface PlacedError {
  place: ErrorPlace;
  message: string;
}

export interface ErrorContext {
  token?: string | undefined;
  network?: string | undefined;
  destinationNetwork?: string | undefined;
  /** Route limits in source-token units, from the detailed quote. */
  min?: string | undefined;
  max?: string | undefined;
}

function limitText(value: unknown, fallback: string | undefined): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value;
  return fallback;
}

export function placeError(error: unknown, ctx: ErrorContext = {}): PlacedError {
  if (!isApiError(error)) {
    return { place: 'general', message: error instanceof Error ? error.message : 'Something went wrong.' };
  }
  const token = ctx.token ?? 'this token';
  const field = (error as ApiError).metadata.field;
  switch (error.code) {
    case 'LESS_THAN_MIN_ERROR': {
      const min = limitText(error.metadata.min_amount, ctx.min);
      return {
        place: 'amount',
        message: min
          ? `The minimum for this route is ${min} ${token}.`
          : 'This amount is below the minimum for this route.',
      };
    }
    case 'GREATER_THAN_MAX_ERROR': {
      const max = limitText(error.metadata.max_amount, ctx.max);
      return {
        place: 'amount',
        message: max
          ? `The maximum for this route is ${max} ${token}.`
          : 'This amount is above the maximum for this route.',
      };
    }
    case 'NETWORK_CURRENCY_DAILY_LIMIT_REACHED':
      return {
        place: 'amount',
        message: `Today’s limit for ${token}${ctx.network ? ` on ${ctx.network}` : ''} has been reached. Try a smaller amount, or again tomorrow.`,
      };
    case 'PRICE_IMPACT_TOO_HIGH':
      return { place: 'amount', message: 'The price impact of this swap is too high. Try a smaller amount.' };
    case 'INSUFFICIENT_FUNDS':
      return {
        place: 'amount',
        message: 'The service cannot cover this amount right now. Try a smaller amount.',
      };
    case 'ROUTE_NOT_FOUND_ERROR':
      return {
        place: 'route',
        message: 'This route is not available right now. Choose another token or network.',
      };
    case 'INVALID_ADDRESS_ERROR':
    case 'BLACKLISTED_ADDRESS':
    case 'UNACTIVATED_ADDRESS_ERROR': {
      const place: ErrorPlace =
        field === 'refund_address' ? 'refund' : field === 'source_address' ? 'general' : 'destination';
      const what =
        error.code === 'BLACKLISTED_ADDRESS'
          ? 'This address cannot be used for swaps.'
          : error.code === 'UNACTIVATED_ADDRESS_ERROR'
            ? `This address is not activated${ctx.destinationNetwork ? ` on ${ctx.destinationNetwork}` : ''} yet.`
            : 'The service says this address is not valid.';
      return { place, message: `${what} ${error.message}`.trim() };
    }
    case 'VALIDATION_ERROR':
      if (field === 'refund_address') return { place: 'refund', message: error.message };
      if (field === 'destination_address') return { place: 'destination', message: error.message };
      if (field === 'amount') return { place: 'amount', message: error.message };
      return { place: 'general', message: error.message };
    case 'ACTIVE_SWAP_LIMIT_EXCEEDED':
      return {
        place: 'general',
        message: 'You have too many swaps in progress. Finish one before starting another.',
      };
    case 'INVALID_CREDENTIALS':
      return {
        place: 'general',
        message: 'This widget is not set up correctly: the service refused its API key.',
      };
    case 'QUOTE_REQUIRES_NO_DEPOSIT_ADDRESS':
      return { place: 'route', message: 'Deposits from this network must be sent from a connected wallet.' };
    default:
      return { place: 'general', message: error.message };
  }
}
