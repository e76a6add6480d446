#!/usr/bin/env node
// The byte budget: JavaScript that index.html loads before any user action, gzip-compressed.
// It follows the Vite manifest from the HTML entry through static imports only; a chunk reached
// by import() (a wallet family, a language) is not part of the first load.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize, readBundle } from './bundle.mjs';

const BUDGET_GZIP_BYTES = 130 * 1024;
const dist = process.argv[2] ?? 'dist';
const { manifest, initial, familySdksIn, sizeOf } = readBundle(dist);

const rows = [...initial].sort().map((file) => ({ file, ...sizeOf(file) }));
const lazy = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !initial.has(chunk.file))
  .map((chunk) => ({ file: chunk.file, name: chunk.name ?? chunk.src ?? '', ...sizeOf(chunk.file) }))
  .sort((a, b) => b.gzip - a.gzip);

const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), {
  raw: 0,
  gzip: 0,
});
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('Initial JavaScript (loaded by index.html before any user action):');
for (const row of rows)
  console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
console.log(`  ${'total'.padEnd(48)} ${kb(total.raw).padStart(10)} raw ${kb(total.gzip).padStart(10)} gzip`);
if (lazy.length > 0) {
  console.log('Chunks loaded on demand:');
  for (const row of lazy)
    console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip`);
}
// The host-side loader partners load with a <script> tag (scripts/build-embed.mjs): its own budget.
const EMBED_FILE = 'embed.js';
const EMBED_BUDGET_GZIP_BYTES = 4 * 1024;
let embed = null;
try {
  const buf = readFileSync(join(dist, EMBED_FILE));
  embed = { file: EMBED_FILE, raw: buf.length, gzip: gzipSize(buf) };
} catch {
  // Reported (and failed) below.
}
console.log('Embed loader (loaded by partners’ pages):');
console.log(
  embed
    ? `  ${EMBED_FILE.padEnd(48)} ${kb(embed.raw).padStart(10)} raw ${kb(embed.gzip).padStart(10)} gzip`
    : `  ${EMBED_FILE.padEnd(48)} missing`,
);

writeFileSync(
  join(dist, 'budget.json'),
  `${JSON.stringify({ budgetGzipBytes: BUDGET_GZIP_BYTES, initial: rows, total, lazy, embedBudgetGzipBytes: EMBED_BUDGET_GZIP_BYTES, embed }, null, 2)}\n`,
);

// Which wallet SDK code made it into the first load, if any.
const leaked = familySdksIn(initial);
if (!leaked) throw new Error(`${join(dist, '.vite', 'modules.json')} is missing: build with vite.config.ts`);
if (leaked.size > 0) {
  console.error(`Wallet SDK code is in the first load: ${[...leaked.keys()].join(', ')}.`);
  console.error('Load it through src/wallets/host.tsx (import()), not with a static import.');
  process.exit(1);
}
console.log('No wallet SDK in the first load.');

// Portage's token table (virtual:portage-token-table, scripts/token-table.ts) loads with the
// deposit step: a chunk of its own, reached by import() only.
const modules = JSON.parse(readFileSync(join(dist, '.vite', 'modules.json'), 'utf8'));
const TOKEN_TABLE = 'virtual:portage-token-table';
const tableIn = (file) => (modules[file] ?? []).some((id) => id.includes(TOKEN_TABLE));
const tableFiles = Object.keys(modules).filter(tableIn);
if ([...initial].some(tableIn)) {
  console.error(`The token table is in the first load: ${[...initial].filter(tableIn).join(', ')}.`);
  process.exit(1);
}
if (tableFiles.length !== 1 || (modules[tableFiles[0]] ?? []).length !== 1) {
  console.error(`The token table is not a chunk of its own: ${tableFiles.join(', ') || 'in no chunk'}.`);
  process.exit(1);
}
console.log(`No token table in the first load (${tableFiles[0]}).`);

// A production build carries no development code: React's development build, Vite's client or
// React Refresh leave these strings behind.
const DEVELOPMENT_MARKERS = [
  'Download the React DevTools',
  'react-stack-top-frame',
  '/@vite/client',
  '$RefreshReg$',
  'import.meta.hot',
];
const developmentCode = [...initial].flatMap((file) => {
  if (!file.endsWith('.js')) return [];
  const text = readFileSync(join(dist, file), 'utf8');
  return DEVELOPMENT_MARKERS.filter((marker) => text.includes(marker)).map(
    (marker) => `${file}: "${marker}"`,
  );
});
if (developmentCode.length > 0) {
  console.error(
    `Development code is in the first load (build with NODE_ENV=production):\n  ${developmentCode.join('\n  ')}`,
  );
  process.exit(1);
}
console.log('No development code in the first load.');

if (total.gzip > BUDGET_GZIP_BYTES) {
  console.error(
    `Budget exceeded: initial JavaScript is ${kb(total.gzip)} gzip, the budget is ${kb(BUDGET_GZIP_BYTES)}.`,
  );
  process.exit(1);
}
console.log(`Budget ok: ${kb(total.gzip)} gzip of ${kb(BUDGET_GZIP_BYTES)}.`);

if (!embed) {
  console.error(
    `${EMBED_FILE} is missing from ${dist}: run the whole \`npm run build\` (it builds the loader too).`,
  );
  process.exit(1);
}
if (embed.gzip > EMBED_BUDGET_GZIP_BYTES) {
  console.error(
    `Budget exceeded: ${EMBED_FILE} is ${kb(embed.gzip)} gzip, its budget is ${kb(EMBED_BUDGET_GZIP_BYTES)}.`,
  );
  process.exit(1);
}
console.log(`Embed loader ok: ${kb(embed.gzip)} gzip of ${kb(EMBED_BUDGET_GZIP_BYTES)}.`);
