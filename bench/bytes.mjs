// Bytes of a Vite build, read from its manifest the way scripts/check-budget.mjs reads it: the
// initial JavaScript is the HTML entry and its static imports (plus any script index.html names);
// a wallet family's chunk is src/chains/<family>/wallet.tsx with the static imports it brings that
// the first load does not already hold (what the browser fetches when that family is asked for).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FAMILIES = ['evm', 'solana', 'starknet', 'ton', 'bitcoin', 'tron', 'fuel'];

/** Wallet SDK packages (the list scripts/check-budget.mjs asserts on): none may be in the first load. */
const FAMILY_SDKS = [
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
  'get-starknet',
  'get-starknet-core',
  '@starknet-io/',
];

const gzip = (buf) => gzipSync(buf, { level: 9 }).length;

export function bundleBytes(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const buf = readFileSync(join(dist, file));
      sizes.set(file, { raw: buf.length, gzip: gzip(buf) });
    }
    return sizes.get(file);
  };
  /** The files `key` loads through static imports, itself included. */
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, into);
    return into;
  };
  const sum = (files) =>
    [...files].reduce(
      (total, file) => {
        const size = sizeOf(file);
        return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip };
      },
      { raw: 0, gzip: 0 },
    );

  const initial = new Set();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, initial);
  for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\bhref)="\/?([^"]+\.js)"/g)) {
    initial.add(match[1]);
  }

  const families = {};
  for (const family of FAMILIES) {
    const key = `src/chains/${family}/wallet.tsx`;
    if (!manifest[key]) continue;
    const files = [...closure(key)].filter((file) => !initial.has(file));
    families[family] = { file: manifest[key].file, files, ...sum(files) };
  }

  // Which wallet SDK modules are in the first load (written by vite.config.ts's chunkModules plugin).
  const sdkInInitial = new Set();
  const modulesPath = join(dist, '.vite', 'modules.json');
  if (existsSync(modulesPath)) {
    const modules = JSON.parse(readFileSync(modulesPath, 'utf8'));
    for (const file of initial) {
      for (const id of modules[file] ?? []) {
        const name = id
          .match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)
          ?.at(-1)
          ?.slice('node_modules/'.length);
        if (name && FAMILY_SDKS.some((sdk) => (sdk.endsWith('/') ? name.startsWith(sdk) : name === sdk))) {
          sdkInInitial.add(name);
        }
      }
    }
  }

  return {
    initial: { files: [...initial].sort(), ...sum(initial) },
    families,
    sdkInInitial: existsSync(modulesPath) ? [...sdkInInitial].sort() : null,
  };
}
