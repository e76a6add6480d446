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
