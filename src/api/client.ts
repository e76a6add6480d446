/**
 * The typed client for the swap service (spec §4): one method per endpoint, the `{error, data}`
 * envelope unwrapped, every failure turned into an `ApiError`.
 */
import { normalizeDecimal, numberToDecimalString } from '../lib/amount';
import { loadOnce } from '../lib/load-once';
import { parseRouteNetworks } from './route-lists';
import {
  type AmountInput,
  type CreateSwapBody,
  type DepositSpeedupBody,
  type DestinationsParams,
  type DetailedQuoteEntry,
  type DetailedQuoteParams,
  type GetSwapOptions,
  MAX_SWAP_ADDRESSES,
  type Network,
  type NetworksParams,
  type QuoteParams,
  type QuoteResponse,
  type RouteNetwork,
  type ServiceErrorCode,
  type SourcesParams,
  type SwapResponse,
  type SwapsOfAddressesParams,
} from './types';
import type { Checked, ErrorObject } from './validate';

/**
 * valibot and the schemas (validate.ts), a chunk of their own: loaded when the first request
 * whose answer they check is sent, so they are there when it answers and never in the first load.
 * A failed download fails that request only: the next one loads them again.
 */
const loadValidation = loadOnce(() => import('./validate'));

/** Codes the client itself produces, next to the service's own (see `ServiceErrorCode`). */
export type ClientErrorCode =
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'NON_JSON_RESPONSE'
  | 'HTTP_ERROR'
  | 'MALFORMED_RESPONSE'
  | 'INVALID_REQUEST';

export type ApiErrorCode = ClientErrorCode | ServiceErrorCode;

export interface ApiErrorInit {
  code: ApiErrorCode;
  message: string;
  /** HTTP status; 0 when no response arrived (network failure, timeout, abort). */
  status: number;
  metadata?: Record<string, unknown>;
  /** From a `Retry-After` header (429, 503), in milliseconds. */
  retryAfterMs?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly metadata: Record<string, unknown>;
  readonly retryAfterMs: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.status = init.status;
    this.metadata = init.metadata ?? {};
    this.retryAfterMs = init.retryAfterMs;
  }

  /** True when the request may succeed if simply tried again later. */
  get isTransient(): boolean {
    return (
      this.code === 'NETWORK_ERROR' ||
      this.code === 'TIMEOUT' ||
      this.status === 429 ||
      this.status >= 500 ||
      (this.code === 'NON_JSON_RESPONSE' && this.status !== 200)
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A 404 with no envelope: the service has no such route at all. On an endpoint whose envelope may
 * say `NOT_FOUND` of a resource (a swap by hash), only this means "not offered here".
 */
export function isRouteMissing(error: unknown): boolean {
  return isApiError(error) && error.code === 'HTTP_ERROR' && error.status === 404;
}

/**
 * The service has no such endpoint: a 404 from an endpoint beyond the spec that names no resource
 * (a list), whether a bare 404 page or the envelope's `NOT_FOUND`. A feature built on one hides
 * itself then; nothing is wrong.
 */
export function isNotOffered(error: unknown): boolean {
  return isRouteMissing(error) || (isApiError(error) && error.status === 404 && error.code === 'NOT_FOUND');
}

export interface ApiClientOptions {
  /** The service's base address; paths such as `/api/v2/quote` are appended to it. */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof globalThis.fetch;
  /** Per-request time limit. Default 15 s. */
  timeoutMs?: number;
  /**
   * Time limit of POST /swaps. Default 45 s (or `timeoutMs` when longer): creating a swap is the one
   * request that cannot simply be asked again, so a slow service is given time to send back the
   * swap it made rather than being given up on while it is making it.
   */
  createTimeoutMs?: number;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

/** A hand-written parser for a hot response (see route-lists.ts): its output, or null if unusable. */
type FastParser<T> = (data: unknown) => T | null;

/** How a response's `data` is read: a checked response by name (validate.ts), or a fast parser. */
type Reader<T> = { [K in keyof Checked]: Checked[K] extends T ? K : never }[keyof Checked] | FastParser<T>;

type QueryValue = string | number | boolean | readonly string[] | null | undefined;

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_CREATE_TIMEOUT_MS = 45_000;

export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const readTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const createTimeoutMs = options.createTimeoutMs ?? Math.max(DEFAULT_CREATE_TIMEOUT_MS, readTimeoutMs);
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: Reader<T> | null,
    init: {
      query?: Record<string, QueryValue>;
      body?: string;
      signal?: AbortSignal | undefined;
      timeoutMs?: number;
    } = {},
  ): Promise<T> {
    const timeoutMs = init.timeoutMs ?? readTimeoutMs;
    const url = baseUrl + path + toQueryString(init.query);
    const headers: Record<string, string> = { Accept: 'application/json', 'X-SVC-APIKEY': options.apiKey };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';

    // Loaded while the request is on its way; only a response it checks waits for it.
    const checks = typeof schema === 'string' ? loadValidation() : null;
    // A request that fails before its answer is read never awaits them: their own failed download
    // is then not reported a second time, as an unhandled rejection.
    checks?.catch(() => undefined);

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;

    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { method, headers, body: init.body, signal });
      text = await response.text();
    } catch (cause) {
      if (init.signal?.aborted) {
        throw new ApiError({ code: 'ABORTED', message: 'The request was cancelled.', status: 0, cause });
      }
      if (timeout.signal.aborted) {
        throw new ApiError({
          code: 'TIMEOUT',
          message: `The swap service did not answer within ${Math.round(timeoutMs / 1000)} s.`,
          status: 0,
          cause,
        });
      }
      throw new ApiError({
        code: 'NETWORK_ERROR',
        message: 'Could not reach the swap service. Check your connection.',
        status: 0,
        cause,
      });
    } finally {
      clearTimeout(timer);
    }

    const status = response.status;
    const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
    const body = parseJson(text);

    if (body === NOT_JSON) {
      // An HTML 502 page from a proxy, or an empty body where JSON was due.
      if (response.ok && schema === null) return null as T;
      throw new ApiError({
        code: response.ok ? 'NON_JSON_RESPONSE' : 'HTTP_ERROR',
        message: response.ok
          ? 'The swap service sent a response that is not JSON.'
          : `The swap service answered with HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}.`,
        status,
        retryAfterMs,
        metadata: { contentType: response.headers.get('Content-Type') ?? undefined },
      });
    }

    const envelopeError = await readEnvelopeError(body);
    if (envelopeError) {
      throw new ApiError({
        code: envelopeError.code ?? (response.ok ? 'BAD_REQUEST' : 'HTTP_ERROR'),
        message: envelopeError.message ?? `The swap service answered with HTTP ${status}.`,
        metadata: envelopeError.metadata ?? {},
        status,
        retryAfterMs,
      });
    }

    if (!response.ok) {
      throw new ApiError({
        code: 'HTTP_ERROR',
        message: `The swap service answered with HTTP ${status}.`,
        status,
        retryAfterMs,
      });
    }

    if (schema === null) {
      // Endpoints whose response body the spec does not show (health, deposit_speedup).
      return (isRecord(body) && 'data' in body ? body.data : body) as T;
    }

    if (!isRecord(body) || !('data' in body)) {
      throw malformed(status, 'the response has no `data` field');
    }
    if (typeof schema === 'function') {
      const output = schema(body.data);
      if (output === null) throw malformed(status, '`data` is not a list');
      return output;
    }
    const parsed = (await (checks ?? loadValidation())).check(schema, body.data);
    if (!parsed.ok) throw malformed(status, parsed.detail);
    return parsed.output as T;
  }

  return {
    baseUrl,

    /** GET /api/v2/health — resolves when the service is up: to its JSON body (or `data`), else null. */
    async health(opts: RequestOptions = {}): Promise<unknown> {
      return request('GET', '/api/v2/health', null, { signal: opts.signal });
    },

    /** GET /api/v2/networks */
    async getNetworks(params: NetworksParams = {}, opts: RequestOptions = {}): Promise<Network[]> {
      return request('GET', '/api/v2/networks', 'networks', {
        query: { network_types: params.network_types },
        signal: opts.signal,
      });
    },

    /** GET /api/v2/sources */
    async getSources(params: SourcesParams = {}, opts: RequestOptions = {}): Promise<RouteNetwork[]> {
      return request('GET', '/api/v2/sources', parseRouteNetworks, {
        query: { ...params },
        signal: opts.signal,
      });
    },

    /** GET /api/v2/destinations */
    async getDestinations(
      params: DestinationsParams = {},
      opts: RequestOptions = {},
    ): Promise<RouteNetwork[]> {
      return request('GET', '/api/v2/destinations', parseRouteNetworks, {
        query: { ...params },
        signal: opts.signal,
      });
    },

    /** GET /api/v2/quote */
    async getQuote(params: QuoteParams, opts: RequestOptions = {}): Promise<QuoteResponse> {
      return request('GET', '/api/v2/quote', 'quote', {
        query: { ...params, amount: amountText(params.amount) },
        signal: opts.signal,
      });
    },

    /** GET /api/v2/detailed_quote */
    async getDetailedQuote(
      params: DetailedQuoteParams,
      opts: RequestOptions = {},
    ): Promise<DetailedQuoteEntry[]> {
      return request('GET', '/api/v2/detailed_quote', 'detailedQuote', {
        query: { ...params },
        signal: opts.signal,
      });
    },

    /** POST /api/v2/swaps */
    async createSwap(body: CreateSwapBody, opts: RequestOptions = {}): Promise<SwapResponse> {
      return request('POST', '/api/v2/swaps', 'swap', {
        body: jsonWithExactAmount(body),
        signal: opts.signal,
        timeoutMs: createTimeoutMs,
      });
    },

    /** GET /api/v2/swaps/{swapId} */
    async getSwap(id: string, options: GetSwapOptions & RequestOptions = {}): Promise<SwapResponse> {
      return request('GET', `/api/v2/swaps/${pathSegment(id, 'swap id')}`, 'swap', {
        query: { exclude_deposit_actions: options.excludeDepositActions },
        signal: options.signal,
      });
    },

    /**
     * GET /api/v2/swaps/by_transaction_hash/{hash}: beyond the spec, answered by the public
     * service. The swap one of whose transactions has this hash, as `getSwap` reads it. NOT_FOUND
     * (in the envelope) when no swap has it; a service without the route answers a plain 404,
     * an `HTTP_ERROR` with status 404 (see `swap/find-swap.ts`).
     */
    async swapByTransactionHash(
      hash: string,
      options: GetSwapOptions & RequestOptions = {},
    ): Promise<SwapResponse> {
      return request(
        'GET',
        `/api/v2/swaps/by_transaction_hash/${pathSegment(hash, 'transaction hash')}`,
        'swap',
        {
          query: { exclude_deposit_actions: options.excludeDepositActions },
          signal: options.signal,
        },
      );
    },

    /**
     * GET /api/v2/swaps?address=…&page=… (beyond the spec): the swaps of up to 6 addresses, 20 a
     * page from page 1, newest first. A service without it answers 404 (`isNotOffered`).
     */
    async swapsOfAddresses(
      params: SwapsOfAddressesParams,
      opts: RequestOptions = {},
    ): Promise<SwapResponse[]> {
      const addresses = params.addresses.map((address) => address.trim()).filter(Boolean);
      if (addresses.length === 0 || addresses.length > MAX_SWAP_ADDRESSES) {
        throw new ApiError({
          code: 'INVALID_REQUEST',
          message: `From 1 to ${MAX_SWAP_ADDRESSES} addresses are required.`,
          status: 0,
        });
      }
      if (!Number.isSafeInteger(params.page) || params.page < 1) {
        throw new ApiError({ code: 'INVALID_REQUEST', message: 'A page is counted from 1.', status: 0 });
      }
      return request('GET', '/api/v2/swaps', 'swapList', {
        query: {
          address: addresses,
          page: params.page,
          statuses: params.statuses,
          networks: params.networks,
        },
        signal: opts.signal,
      });
    },

    /** POST /api/v2/swaps/{swap_id}/deposit_speedup */
    async depositSpeedup(id: string, body: DepositSpeedupBody, opts: RequestOptions = {}): Promise<unknown> {
      return request('POST', `/api/v2/swaps/${pathSegment(id, 'swap id')}/deposit_speedup`, null, {
        body: JSON.stringify({ transaction_id: body.transaction_id }),
        signal: opts.signal,
      });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function malformed(status: number, detail: string): ApiError {
  return new ApiError({
    code: 'MALFORMED_RESPONSE',
    message: `The swap service sent a response the widget cannot use (${detail}).`,
    status,
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const NOT_JSON = Symbol('not-json');

function parseJson(text: string): unknown {
  if (text.trim() === '') return NOT_JSON;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/**
 * The envelope's error, when it says one: a non-empty string, or an object with a code or a
 * message. A success envelope has `error: null`; `false`, `''`, `0`, `[]` or `{}` say nothing
 * either, so the status and `data` decide (never an error without words on an HTTP 200). An error
 * object is read by valibot (validate.ts), loaded for it.
 */
async function readEnvelopeError(body: unknown): Promise<ErrorObject | null> {
  if (!isRecord(body)) return null;
  const { error } = body;
  if (typeof error === 'string') {
    return error.trim() ? { code: undefined, message: error, metadata: undefined } : null;
  }
  if (!isRecord(error)) return null;
  const parsed = (await loadValidation()).readErrorObject(error);
  return parsed && (parsed.code || parsed.message) ? parsed : null;
}

/** `Retry-After` is either delay-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, item);
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function pathSegment(value: string, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ApiError({ code: 'INVALID_REQUEST', message: `A ${what} is required.`, status: 0 });
  }
  return encodeURIComponent(value);
}

/** A human amount as exact decimal text; a number goes through its shortest round-trip form. */
function amountText(amount: AmountInput): string {
  try {
    return normalizeDecimal(typeof amount === 'number' ? numberToDecimalString(amount) : amount.trim());
  } catch {
    throw new ApiError({
      code: 'INVALID_REQUEST',
      message: `"${String(amount)}" is not a valid amount.`,
      status: 0,
    });
  }
}

/**
 * The body as JSON, with `amount` written as a JSON number whose digits are exactly the decimal
 * text given: the service reads a number (spec §4.2) and no float rounding ever happens.
 */
function jsonWithExactAmount(body: CreateSwapBody): string {
  const { amount, ...rest } = body;
  const json = JSON.stringify(rest);
  return `${json.slice(0, -1)}${json === '{}' ? '' : ','}"amount":${amountText(amount)}}`;
}
