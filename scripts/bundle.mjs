// What a Vite build of the widget holds, read once for the byte budget (scripts/check-budget.mjs)
// and the benchmark (bench/bytes.mjs): the first load is the HTML entry and its static imports
// (plus any script index.html names); a chunk reached by import() (a wallet family, a language)
// is not part of it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Wallet SDKs: each belongs in its family's chunk, loaded by import(), never in the first load. */
export const FAMILY_SDKS = [
  'wagmi',
  '@wagmi/',
  'viem',
  '@rainbow-me/',
  '@walletconnect/',
  '@solana/',
  '@ton/',
  '@tonconnect/',
  'sats-connect',
  'tronweb',
  '@tronweb3/',
  'fuels',
  '@fuels/',
  '@fuel-ts/',
  'starknet',
  '@starknet-io/get-starknet',
  '@starknet-io/get-starknet-core',
  '@starknet-io/',
];

export const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

/** The package a bundled module id comes from, when it is a wallet SDK; else null. */
function familySdkOf(id) {
  const match = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)?.at(-1);
  if (!match) return null;
  const name = match.slice('node_modules/'.length);
  return FAMILY_SDKS.some((sdk) => (sdk.endsWith('/') ? name.startsWith(sdk) : name === sdk)) ? name : null;
}

export function readBundle(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');

  /** The files `key` loads through static imports, itself included, added to `into`. */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };

  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length === 0) throw new Error('no entry chunk in the Vite manifest');
  const initial = new Set();
  for (const [key] of entries) closure(key, initial);
  // Anything index.html references directly counts too, whatever the manifest says.
  for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="\/?([^"]+\.js)"/g)) {
    initial.add(match[1]);
  }

  /**
   * Wallet SDK packages in `files`, each with the files holding it (from dist/.vite/modules.json,
   * written by vite.config.ts); null when the build has no modules.json.
   */
  const familySdksIn = (files) => {
    const path = join(dist, '.vite', 'modules.json');
    if (!existsSync(path)) return null;
    const modules = JSON.parse(readFileSync(path, 'utf8'));
    const found = new Map();
    for (const file of files) {
      for (const id of modules[file] ?? []) {
        const sdk = familySdkOf(id);
        if (sdk) found.set(sdk, [...(found.get(sdk) ?? []), file]);
      }
    }
    return found;
  };

  const sizeOf = (file) => {
    const buf = readFileSync(join(dist, file));
    return { raw: buf.length, gzip: gzipSize(buf) };
  };

  return { manifest, initial, closure, familySdksIn, sizeOf };
}
