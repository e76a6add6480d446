// Serving a peer's handler to a browser: the page's origin (a local static server) is not the API's,
// so every answer needs CORS headers, and preflights need an answer of their own. Used by the
// browser tests through Playwright routes (`routePeerHosts`); the benchmark serves the same wrapped
// handler from its own gateway.

/** @typedef {import('./peer.d.ts').Peer} Peer */
/** @typedef {import('./peer.d.ts').PeerRequest} PeerRequest */
/** @typedef {import('./peer.d.ts').PeerAnswer} PeerAnswer */
/** @typedef {import('./peer.d.ts').PeerHandler} PeerHandler */
/** @typedef {import('./peer.d.ts').PeerHandlerOptions} PeerHandlerOptions */

/**
 * The CORS headers for an answer to `request`: the page's own origin echoed (so a request sent with
 * credentials is allowed too), the headers it asked for, and every method.
 * @param {PeerRequest} request
 */
function corsHeaders(request) {
  const origin = request.headers.origin;
  return {
    'access-control-allow-origin': origin || '*',
    ...(origin ? { 'access-control-allow-credentials': 'true', vary: 'Origin' } : {}),
    'access-control-allow-headers': request.headers['access-control-request-headers'] || '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-max-age': '600',
  };
}

/**
 * Wraps a handler: answers OPTIONS preflights itself (204) and adds the CORS headers to every other
 * answer. A handler that throws becomes a 502 with the error's message, so a test sees why.
 * @param {(request: PeerRequest) => Promise<PeerAnswer>} handle
 * @returns {(request: PeerRequest) => Promise<PeerAnswer>}
 */
export function withCors(handle) {
  return async (request) => {
    const cors = corsHeaders(request);
    if (request.method === 'OPTIONS') return { status: 204, headers: cors, body: '' };
    let answer;
    try {
      answer = await handle(request);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      answer = {
        status: 502,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ error: { code: 'PEER_HANDLER_FAILED', message } }),
      };
    }
    return { ...answer, headers: { ...answer.headers, ...cors } };
  };
}

/**
 * Playwright: sends every request to one of `peer.hosts` to the peer's handler (CORS-wrapped),
 * in `context` (every page of it). Routes added later win over earlier ones, so this overrides the
 * test fixture's block of non-localhost hosts for these hosts only.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {Peer} peer
 * @param {PeerHandlerOptions} options
 * @returns {Promise<PeerHandler>} the handler, so a test can read `offSpec`
 */
export async function routePeerHosts(context, peer, options) {
  const handler = peer.createHandler(options);
  const handle = withCors((request) => handler.handle(request));
  const hosts = new Set(peer.hosts);
  await context.route(
    (url) => hosts.has(url.hostname),
    async (route) => {
      const request = route.request();
      const answer = await handle({
        method: request.method(),
        url: new URL(request.url()),
        headers: await request.allHeaders(),
        body: request.postData() ?? undefined,
      });
      await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
    },
  );
  return handler;
}
