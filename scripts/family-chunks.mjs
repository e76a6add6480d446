#!/usr/bin/env node
// What each wallet family costs when a person first connects it, read from a build's manifest:
// the family's wallet module (src/chains/<family>/wallet.tsx) and every lazy chunk it imports
// (the first load left out: it is already there), in KB gzip: what listing and connecting wallets
// fetches; then, where the family has one, the part it fetches once a wallet is connected
// (src/chains/<family>/connected.ts: balances, the deposit's builder, signing), apart; and which
// copies of the noble crypto libraries (@noble/hashes, @noble/curves) those chunks bundle — two
// copies of one library in one family's code is weight a version alignment may remove.
//
//   node scripts/family-chunks.mjs [dist]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSize } from './bundle.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const read = (file) => JSON.parse(readFileSync(join(dist, '.vite', file), 'utf8'));
if (!existsSync(join(dist, '.vite/modules.json'))) {
  console.error(`✖ ${dist}/.vite/modules.json is missing: build first (npm run build).`);
  process.exit(1);
}
const manifest = read('manifest.json');
const modules = read('modules.json');

function lazyClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? [])
    if (!manifest[imported].isEntry) lazyClosure(imported, seen);
  return seen;
}

/** `@noble/hashes@1.8.0 (node_modules/…/)` for a bundled module id inside a noble package. */
function nobleCopy(id) {
  const match = id.match(/^(.*node_modules\/)((?:[^/]+\/)*?)?(@noble\/(?:hashes|curves))\//);
  if (!match) return null;
  const root = id.slice(0, id.indexOf(match[3]) + match[3].length);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const where = root.slice(root.indexOf('node_modules/') + 'node_modules/'.length, -match[3].length);
  return {
    name: match[3],
    label: `${match[3]}@${version}${where ? ` (in ${where.replace(/\/node_modules\/$/, '')})` : ''}`,
  };
}

const kb = (files) => files.reduce((sum, file) => sum + gzipSize(readFileSync(join(dist, file))), 0) / 1024;

const families = Object.keys(manifest)
  .filter((key) => /^src\/chains\/[^/]+\/wallet\.tsx$/.test(key))
  .sort();
for (const key of families) {
  const listing = lazyClosure(key);
  const files = [...listing].map((chunk) => manifest[chunk].file);
  const connectedKey = key.replace(/wallet\.tsx$/, 'connected.ts');
  const later = manifest[connectedKey]
    ? [...lazyClosure(connectedKey)]
        .filter((chunk) => !listing.has(chunk))
        .map((chunk) => manifest[chunk].file)
    : null;
  const copies = new Map();
  for (const file of [...files, ...(later ?? [])]) {
    for (const id of modules[file] ?? []) {
      const copy = nobleCopy(id);
      if (!copy) continue;
      if (!copies.has(copy.name)) copies.set(copy.name, new Set());
      copies.get(copy.name).add(copy.label);
    }
  }
  const family = key.split('/')[2];
  console.log(`${family.padEnd(9)} ${kb(files).toFixed(1).padStart(6)} KB gzip in ${files.length} chunks`);
  if (later) {
    console.log(
      `          + ${kb(later).toFixed(1).padStart(5)} KB gzip in ${later.length} chunks once a wallet is connected (connected.ts)`,
    );
  }
  for (const [name, labels] of copies) {
    const mark = labels.size > 1 ? `  ← ${labels.size} copies of ${name}` : '';
    console.log(`            ${[...labels].join(', ')}${mark}`);
  }
}
