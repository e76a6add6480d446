/**
 * A fake `fetch` for tests: answers from a handler and records every request it was given.
 * Lives in src/ so unit tests of any part can use it; it is never imported by the app.
 */
export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string | null;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export function createFakeFetch(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const recorded: RecordedRequest = {
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    };
    requests.push(recorded);
    const signal = init.signal;
    if (signal?.aborted) throw signal.reason;
    return await new Promise<Response>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      Promise.resolve(handler(recorded)).then(resolve, reject);
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

export function envelope(data: unknown): { data: unknown; error: null } {
  return { data, error: null };
}
