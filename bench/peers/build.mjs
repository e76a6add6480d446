#!/usr/bin/env node
// Builds a peer page (bench/peers/<id>/) on first use: the peers are not part of the root install,
// so `npm test` and `npm run bench` stay as they are until a peer is asked for.
//
//   node bench/peers/build.mjs <id> [outDir]
//
// Installs the peer's own lock (`npm ci`) when its node_modules is missing or was installed from
// another lock (a hash of the lock is kept in node_modules/.portage-lock-hash), then builds it
// with the root's Vite when the output is missing or its inputs changed (a hash of the lock, src/,
// index.html, vite.config.ts and the shared vite-peer.ts is kept in the output as .portage-build-hash).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PEERS_DIR = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(PEERS_DIR, '../..');
const LOCK_STAMP = '.portage-lock-hash';
const BUILD_STAMP = '.portage-build-hash';

/** The peers there are: folders of bench/peers holding a package.json. */
export function peerIds() {
  return readdirSync(PEERS_DIR).filter(
    (name) =>
      statSync(join(PEERS_DIR, name)).isDirectory() && existsSync(join(PEERS_DIR, name, 'package.json')),
  );
}

/**
 * Installs (when needed) and builds (when needed) the peer `id`; resolves with the output folder.
 * @param {string} id a folder of bench/peers, e.g. "layerswap"
 * @param {{ outDir?: string }} [options] default bench/peers/<id>/dist
 * @returns {Promise<string>} the absolute output folder
 */
export async function ensurePeerBuilt(id, { outDir } = {}) {
  const known = peerIds();
  if (!known.includes(id)) {
    throw new Error(`No peer page "${id}" in bench/peers (there are: ${known.join(', ') || 'none'}).`);
  }
  const peerDir = join(PEERS_DIR, id);
  const lockPath = join(peerDir, 'package-lock.json');
  if (!existsSync(lockPath)) {
    throw new Error(`bench/peers/${id} has no package-lock.json: run \`npm install\` in that folder once.`);
  }
  const out = resolve(ROOT, outDir ?? join(peerDir, 'dist'));

  const lockHash = hashOf([lockPath]);
  const lockStampPath = join(peerDir, 'node_modules', LOCK_STAMP);
  if (readOr(lockStampPath) !== lockHash) {
    const t0 = Date.now();
    console.log(`▶ peer ${id}: npm ci (first use or a new lock)`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], peerDir);
    writeFileSync(lockStampPath, `${lockHash}\n`);
    console.log(`✔ peer ${id}: installed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }

  const inputs = [
    lockPath,
    join(peerDir, 'index.html'),
    join(peerDir, 'vite.config.ts'),
    join(PEERS_DIR, 'vite-peer.ts'),
    ...filesUnder(join(peerDir, 'src')),
  ];
  const buildHash = hashOf(inputs);
  if (readOr(join(out, BUILD_STAMP)) !== buildHash || !existsSync(join(out, 'index.html'))) {
    const t0 = Date.now();
    console.log(`▶ peer ${id}: vite build → ${relative(ROOT, out) || out}`);
    const config = relative(ROOT, join(peerDir, 'vite.config.ts'));
    await run('npx', ['vite', 'build', '--config', config, '--outDir', out, '--emptyOutDir'], ROOT);
    writeFileSync(join(out, BUILD_STAMP), `${buildHash}\n`);
    console.log(`✔ peer ${id}: built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  return out;
}

/** A hash of the files' paths (relative to bench/peers) and contents, in the order given. */
function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(PEERS_DIR, file));
    hash.update('\0');
    hash.update(existsSync(file) ? readFileSync(file) : 'missing');
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Every file under `dir`, sorted, so the hash does not depend on the directory order. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function readOr(path, fallback = null) {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return fallback;
  }
}

/** Runs a command with its output shown; rejects with a sentence naming it when it fails. */
function run(cmd, args, cwd) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit' });
    child.once('error', (error) =>
      reject(new Error(`Could not start \`${cmd}\` in ${cwd}: ${error.message}`)),
    );
    child.once('exit', (code, signal) => {
      if (code === 0) resolvePromise(undefined);
      else
        reject(
          new Error(
            `\`${cmd} ${args.join(' ')}\` in ${relative(ROOT, cwd) || '.'} failed (${code ?? signal}).`,
          ),
        );
    });
  });
}

// Run as a script: node bench/peers/build.mjs <id> [outDir]
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [id, outDir] = process.argv.slice(2);
  if (!id) {
    console.error(`Usage: node bench/peers/build.mjs <id> [outDir]   (ids: ${peerIds().join(', ')})`);
    process.exit(2);
  }
  ensurePeerBuilt(id, { outDir }).then(
    (out) => console.log(out),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
