/**
 * Every error the sandbox answers with: the spec's envelope with a stable code from DESIGN §1's
 * list and a fitting HTTP status. Anything thrown inside a handler that is not a ServiceError is
 * a bug and becomes a 500 with the envelope.
 */
import type { KnownServiceErrorCode } from '../src/api/types';

export type ServiceErrorCode = KnownServiceErrorCode;

const DEFAULT_STATUS: Record<ServiceErrorCode, number> = {
  ROUTE_NOT_FOUND_ERROR: 404,
  LESS_THAN_MIN_ERROR: 400,
  GREATER_THAN_MAX_ERROR: 400,
  PRICE_IMPACT_TOO_HIGH: 400,
  VALIDATION_ERROR: 400,
  INVALID_ADDRESS_ERROR: 400,
  BLACKLISTED_ADDRESS: 403,
  UNACTIVATED_ADDRESS_ERROR: 400,
  NETWORK_CURRENCY_DAILY_LIMIT_REACHED: 400,
  NOT_FOUND: 404,
  INVALID_CREDENTIALS: 401,
  INSUFFICIENT_FUNDS: 400,
  ACTIVE_SWAP_LIMIT_EXCEEDED: 429,
  QUOTE_REQUIRES_NO_DEPOSIT_ADDRESS: 400,
  BAD_REQUEST: 400,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
};

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly status: number;
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    readonly metadata: Record<string, unknown> = {},
    status?: number,
  ) {
    super(message);
    this.status = status ?? DEFAULT_STATUS[code];
  }
}

export function errorBody(code: string, message: string, metadata: Record<string, unknown> = {}) {
  return { data: null, error: { code, message, metadata } };
}
