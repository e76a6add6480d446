/**
 * One JSON-RPC POST to an EVM node by plain `fetch`, with no wallet SDK (this file is in the first
 * load, with the balance batch): the node rule's URL, a timeout on top of the caller's abort, no
 * cookies or referrer, and an answer size cap. The caller checks what comes back: the node is
 * not trusted.
 */

/** A node's answer larger than this is not read (a batch of a hundred balances is a few kB). */
export const MAX_ANSWER_CHARS = 1_000_000;

export interface PostJsonRpcInput {
  /** The network's node (`nodeUrlOf`). */
  url: string;
  /** One request object, or a batch (an array). */
  body: unknown;
  fetch?: typeof fetch | undefined;
  timeoutMs: number;
  /** The caller's abort, on top of the timeout. */
  signal?: AbortSignal | undefined;
}

/**
 * The node's answer, parsed; undefined when there is none to read: unreachable, timed out,
 * aborted, an HTTP error, too large, or not JSON. Never throws.
 */
export async function postJsonRpc(input: PostJsonRpcInput): Promise<unknown> {
  const fetchImpl = input.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeout = AbortSignal.timeout(input.timeoutMs);
  const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
  try {
    const response = await fetchImpl(input.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input.body),
      signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) return undefined;
    const text = await response.text();
    if (text.length > MAX_ANSWER_CHARS) return undefined;
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: number;
  method: string;
  params: unknown[];
}

/** The node did not answer a batch usably (unreachable, HTTP error, too large, not JSON, not a list). */
export class JsonRpcError extends Error {
  override name = 'JsonRpcError';
}

/** Posts a batch and returns each answer by id; throws `JsonRpcError` when there is none to read. */
export async function postJsonRpcBatch(
  input: Omit<PostJsonRpcInput, 'body'> & { requests: readonly JsonRpcRequest[] },
): Promise<Map<unknown, unknown>> {
  const { requests, ...post } = input;
  const body = await postJsonRpc({ ...post, body: requests });
  if (body === undefined) throw new JsonRpcError('the node did not answer usably');
  if (!Array.isArray(body)) throw new JsonRpcError('the node’s answer is not a batch');
  return answersById(body);
}

/** Each answered id's answer; an id answered more than once has none (which one would be true?). */
export function answersById(body: readonly unknown[]): Map<unknown, unknown> {
  const answers = new Map<unknown, unknown>();
  const repeated = new Set<unknown>();
  for (const entry of body) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const id = (entry as { id?: unknown }).id;
    if (typeof id !== 'number') continue;
    if (answers.has(id)) repeated.add(id);
    answers.set(id, entry);
  }
  for (const id of repeated) answers.delete(id);
  return answers;
}
