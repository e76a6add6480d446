/**
 * Service errors as plain sentences, placed next to the field they concern, in the chosen
 * language (`t` from `useT()`; English when not given). The service's own message, appended to
 * some sentences or shown when the code is unknown, is the service's text as it sent it.
 */
import { type ApiError, isApiError } from '../api/client';
import { englishT, type Translate } from '../i18n';

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

export function placeError(error: unknown, ctx: ErrorContext = {}, t: Translate = englishT): PlacedError {
  if (!isApiError(error)) {
    return { place: 'general', message: error instanceof Error ? error.message : t('errors.generic') };
  }
  const token = ctx.token ?? t('errors.thisToken');
  const field = (error as ApiError).metadata.field;
  switch (error.code) {
    case 'LESS_THAN_MIN_ERROR': {
      const min = limitText(error.metadata.min_amount, ctx.min);
      return {
        place: 'amount',
        message: min ? t('errors.minimum', { min, token }) : t('errors.belowMinimum'),
      };
    }
    case 'GREATER_THAN_MAX_ERROR': {
      const max = limitText(error.metadata.max_amount, ctx.max);
      return {
        place: 'amount',
        message: max ? t('errors.maximum', { max, token }) : t('errors.aboveMaximum'),
      };
    }
    case 'NETWORK_CURRENCY_DAILY_LIMIT_REACHED':
      return {
        place: 'amount',
        message: ctx.network
          ? t('errors.dailyLimitOn', { token, network: ctx.network })
          : t('errors.dailyLimit', { token }),
      };
    case 'PRICE_IMPACT_TOO_HIGH':
      return { place: 'amount', message: t('errors.priceImpact') };
    case 'INSUFFICIENT_FUNDS':
      return { place: 'amount', message: t('errors.insufficientFunds') };
    case 'ROUTE_NOT_FOUND_ERROR':
      return { place: 'route', message: t('errors.routeNotFound') };
    case 'INVALID_ADDRESS_ERROR':
    case 'BLACKLISTED_ADDRESS':
    case 'UNACTIVATED_ADDRESS_ERROR': {
      const place: ErrorPlace =
        field === 'refund_address' ? 'refund' : field === 'source_address' ? 'general' : 'destination';
      const what =
        error.code === 'BLACKLISTED_ADDRESS'
          ? t('errors.blacklistedAddress')
          : error.code === 'UNACTIVATED_ADDRESS_ERROR'
            ? ctx.destinationNetwork
              ? t('errors.unactivatedAddressOn', { network: ctx.destinationNetwork })
              : t('errors.unactivatedAddress')
            : t('errors.invalidAddress');
      return { place, message: `${what} ${error.message}`.trim() };
    }
    case 'VALIDATION_ERROR':
      if (field === 'refund_address') return { place: 'refund', message: error.message };
      if (field === 'destination_address') return { place: 'destination', message: error.message };
      if (field === 'amount') return { place: 'amount', message: error.message };
      return { place: 'general', message: error.message };
    case 'ACTIVE_SWAP_LIMIT_EXCEEDED':
      return { place: 'general', message: t('errors.activeSwapLimit') };
    case 'INVALID_CREDENTIALS':
      return { place: 'general', message: t('errors.invalidCredentials') };
    case 'QUOTE_REQUIRES_NO_DEPOSIT_ADDRESS':
      return { place: 'route', message: t('errors.walletOnly') };
    default:
      // Not about this request's content (the connection, the service's health, its key): said
      // as a sentence; else the service's own message.
      return { place: 'general', message: serviceProblem(error, t) ?? error.message };
  }
}

/**
 * What went wrong between the widget and the service, as one sentence, for a failure that is not
 * about the person's input: no answer in time, no connection, a server error, an error page from a
 * proxy, an answer that cannot be read, rate limiting, a refused API key. `null` for the service's
 * own verdicts on a request (limits, addresses, routes…), which `placeError` places at a field.
 */
export function serviceProblem(error: unknown, t: Translate = englishT): string | null {
  if (!isApiError(error)) return null;
  if (error.code === 'INVALID_CREDENTIALS' || error.status === 401 || error.status === 403) {
    return t('errors.invalidCredentials');
  }
  if (error.code === 'TIMEOUT') return t('service.timeout');
  if (error.code === 'NETWORK_ERROR') return t('service.unreachable');
  if (error.status === 429) {
    return error.retryAfterMs !== undefined
      ? t('service.busyRetry', { seconds: Math.max(1, Math.ceil(error.retryAfterMs / 1000)) })
      : t('service.busy');
  }
  // An HTML page (or any non-JSON body) with an error status: a proxy or gateway answered.
  if (error.code === 'HTTP_ERROR' && error.status >= 400) {
    return t('service.errorPage', { status: error.status });
  }
  if (error.code === 'NON_JSON_RESPONSE' || error.code === 'MALFORMED_RESPONSE') {
    return t('service.unreadable');
  }
  if (error.status >= 500) return t('service.serverError', { status: error.status });
  return null;
}
