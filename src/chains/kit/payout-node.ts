/**
 * What every payout reader (`<family>/payout.ts`) needs to ask a node and to read its answer as
 * untrusted input: JSON over HTTP, JSON-RPC, and small checks that turn anything unexpected into
 * a `PayoutNodeError` rather than a crash or a wrong fact.
 */
import { PayoutNodeError } from './payout';

/** The caller's fetch and abort signal (`PayoutRequest`'s). */
export interface PayoutFetch {
  fetch: typeof fetch;
  signal?: AbortSignal | undefined;
}

/** A JSON-RPC error the node answered, with its code (a reader may read "not found" in it). */
export class PayoutRpcError extends PayoutNodeError {
  constructor(
    readonly code: unknown,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sends a request and reads a JSON body. `allow404`: a 404 is an answer (null), as Esplora and
 * some APIs say "unknown transaction". Any other failure is a `PayoutNodeError`; an abort is
 * passed on as it is, so the caller sees its own cancellation.
 */
export async function fetchJson(
  io: PayoutFetch,
  url: string,
  init: RequestInit = {},
  options: { allow404?: boolean; text?: boolean } = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await io.fetch(url, { ...init, signal: io.signal ?? null });
  } catch (cause) {
    if (io.signal?.aborted) throw cause;
    throw new PayoutNodeError(`the node at ${url} did not answer`, { cause });
  }
  if (options.allow404 && response.status === 404) return null;
  let text: string;
  try {
    text = await response.text();
  } catch (cause) {
    if (io.signal?.aborted) throw cause;
    throw new PayoutNodeError(`the node at ${url} broke off its answer`, { cause });
  }
  if (!response.ok && !options.text) {
    // A JSON-RPC error often comes with a 4xx/5xx status: keep the body for the caller to read.
    const body = parseJson(text);
    if (isRecord(body) && isRecord(body.error)) return body;
    throw new PayoutNodeError(`the node at ${url} answered HTTP ${response.status}`);
  }
  if (!response.ok) throw new PayoutNodeError(`the node at ${url} answered HTTP ${response.status}`);
  if (options.text) return text;
  const body = parseJson(text);
  if (body === undefined) throw new PayoutNodeError(`the node at ${url} answered something that is not JSON`);
  return body;
}

/**
 * JSON, with integers beyond 2^53 kept exact as bigints where the engine gives a reviver the
 * source text (Chrome 114+, Firefox 135+, Node 21+); elsewhere they stay rounded numbers, which
 * `amountOf` refuses rather than misread.
 */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text, (_key, value: unknown, context?: { source?: string }) =>
      typeof value === 'number' && !Number.isSafeInteger(value) && /^\d+$/.test(context?.source ?? '')
        ? BigInt(context?.source as string)
        : value,
    ) as unknown;
  } catch {
    return undefined;
  }
}

let nextId = 0;

/** One JSON-RPC 2.0 call; its `result` (which may be null), or a `PayoutRpcError` with the code. */
export async function jsonRpc(
  io: PayoutFetch,
  url: string,
  method: string,
  params: unknown,
): Promise<unknown> {
  const id = ++nextId;
  const body = await fetchJson(io, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
  });
  if (!isRecord(body)) throw new PayoutNodeError(`${method}: the node's answer is not a JSON-RPC response`);
  if (body.error !== undefined && body.error !== null) {
    const error = isRecord(body.error) ? body.error : {};
    const message = typeof error.message === 'string' ? error.message.slice(0, 200) : 'no message';
    throw new PayoutRpcError(error.code, `${method} failed: ${message}`);
  }
  if (!('result' in body)) throw new PayoutNodeError(`${method}: the node's answer has no result`);
  return body.result;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field that must be an object. */
export function recordOf(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new PayoutNodeError(`the node's ${what} is not an object`);
  return value;
}

/** A field that must be a list. */
export function listOf(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new PayoutNodeError(`the node's ${what} is not a list`);
  return value;
}

/** A field that must be a non-empty string. */
export function textOf(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '')
    throw new PayoutNodeError(`the node's ${what} is not a text`);
  return value;
}

/**
 * A non-negative whole amount: a safe JSON integer (or a larger one `parseJson` kept exact), a
 * decimal string, or (with `hex`) a 0x hex string. Anything else (a fraction, a float past 2^53, a negative) is refused.
 */
export function amountOf(value: unknown, what: string, options: { hex?: boolean } = {}): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'bigint' && value >= 0n) return value;
  if (typeof value === 'string') {
    if (/^[0-9]{1,78}$/.test(value)) return BigInt(value);
    if (options.hex && /^0x[0-9a-f]{1,64}$/i.test(value)) return BigInt(value);
  }
  throw new PayoutNodeError(`the node's ${what} is not a whole amount`);
}

/** Adds an amount to the payment to `to` in `token`, so one recipient and token is one line. */
export function addPayment(
  payments: { to: string; token: string | null; amount: bigint }[],
  to: string,
  token: string | null,
  amount: bigint,
): void {
  if (amount <= 0n) return;
  const same = payments.find((payment) => payment.to === to && payment.token === token);
  if (same) same.amount += amount;
  else payments.push({ to, token, amount });
}
