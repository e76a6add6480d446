#!/usr/bin/env node
// A tiny static server for the embedding examples (examples/), on two origins of its own:
//   http://localhost:4180 — the partner's page (host.html), another site than the widget's
//                           http://127.0.0.1:4173, as a real partner would be;
//   http://localhost:4181 — a third origin (third-party.html), framed by the partner's page.
// Loopback only, GET/HEAD only, nothing outside examples/. Used by playwright.config.ts (and, on
// ports moved by PORTAGE_PORT_OFFSET, by playwright.screenshots.config.ts).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../examples/', import.meta.url));
// The ports of e2e/ports.ts (4180 and 4181, plus PORTAGE_PORT_OFFSET), unless given.
const OFFSET = Number(process.env.PORTAGE_PORT_OFFSET || 0);
export const HOST_PORT = Number(process.env.HOST_PAGE_PORT ?? 4180 + OFFSET);
export const THIRD_PORT = Number(process.env.THIRD_PARTY_PORT ?? 4181 + OFFSET);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let path;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (path.endsWith('/')) path += 'host.html';
  const file = normalize(join(ROOT, path));
  if (!file.startsWith(ROOT) || file.includes(`${sep}..${sep}`)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
  }
}

/** Listens on 127.0.0.1 and, where the machine has it, ::1 (browsers may resolve localhost to either). */
function listen(port) {
  const v4 = new Promise((resolve, reject) => {
    createServer(handle).once('error', reject).listen(port, '127.0.0.1', resolve);
  });
  const v6 = new Promise((resolve) => {
    createServer(handle)
      .once('error', () => resolve())
      .listen(port, '::1', resolve);
  });
  return Promise.all([v4, v6]);
}

// The third origin first: the host origin answering means both are up (Playwright waits for it).
await listen(THIRD_PORT);
await listen(HOST_PORT);
console.log(`examples/ on http://localhost:${HOST_PORT} (host page) and http://localhost:${THIRD_PORT}`);
