// The benchmark's way of answering the peers' API hosts (api.layerswap.io, li.quest, …) on this
// machine without touching the pages or pausing their requests.
//
// The browser tests send those hosts to the peers' handlers through Playwright routes
// (bench/peers/answer.mjs). The benchmark does not: a route pauses every request of the page for
// a round trip to the test process, a cost a person's browser does not have, which would be
// counted against the peers. Here Chromium itself resolves each API host to a local HTTPS server
// (`--host-resolver-rules`), which presents a certificate made for those names at start-up (the
// benchmark's contexts accept it with `ignoreHTTPSErrors`) and answers with the same handlers.
// The page keeps its own URLs, headers and code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withCors } from './answer.mjs';

/** A throw-away key and self-signed certificate naming `hosts` (openssl, which Debian ships). */
function selfSignedCertificate(hosts) {
  const dir = mkdtempSync(join(tmpdir(), 'portage-peers-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${hosts[0]}`,
        '-addext',
        `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined;
}

/**
 * Starts one HTTPS server on 127.0.0.1:`port` answering every host of `peers` with the handler
 * `handlerOf(peer)` gives at the time of each request (the benchmark switches to the 5,000-token
 * handlers for its keystroke runs). Returns the hosts (Chromium must not send them to a proxy),
 * the Chromium flags that send them here, and `close()`.
 * @param {import('./peer.d.ts').Peer[]} peers
 * @param {(peer: import('./peer.d.ts').Peer) => import('./peer.d.ts').PeerHandler} handlerOf
 * @param {number} port
 */
export async function startPeerGateway(peers, handlerOf, port) {
  const byHost = new Map();
  for (const peer of peers) {
    const handle = withCors((request) => handlerOf(peer).handle(request));
    for (const host of peer.hosts) byHost.set(host, handle);
  }
  const hosts = [...byHost.keys()];
  const server = createServer(selfSignedCertificate(hosts), async (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const handle = byHost.get(host);
    if (!handle) {
      res.writeHead(421).end(`not a peer host: ${host}`);
      return;
    }
    try {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name.toLowerCase(),
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      const answer = await handle({
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', `https://${host}`),
        headers,
        body: await readBody(req),
      });
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body ?? '');
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    hosts,
    chromiumArgs: [`--host-resolver-rules=${hosts.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(',')}`],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
