// A tiny static file server for the benchmark: serves a built dist folder as a production host
// would (index.html for paths without a file; text compressed with gzip when the browser accepts
// it, as every CDN does, which matters on the phone profile's slow network), never caches, and
// adds nothing else.
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.wasm']);

/** Serves `root` on 127.0.0.1:`port`; resolves with a `close()` once listening. */
export async function serveStatic(root, port) {
  // Each file is compressed once (level 9, the level the byte figures use), then kept.
  const gzipped = new Map();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    // Stay inside root: normalize, then refuse anything that climbs out of it.
    const file = normalize(join(root, path));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    let target = file;
    try {
      if (!(await stat(target)).isFile()) target = join(root, 'index.html');
    } catch {
      // A client-side route (no extension) gets the app; a missing asset is a 404.
      if (extname(path)) {
        res.writeHead(404).end();
        return;
      }
      target = join(root, 'index.html');
    }
    let body = await readFile(target);
    const headers = {
      'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSIBLE.has(extname(target)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      if (!gzipped.has(target)) gzipped.set(target, gzipSync(body, { level: 9 }));
      body = gzipped.get(target);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
