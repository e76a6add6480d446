#!/usr/bin/env node
// `npm run screenshots`: pictures of every step of the widget, light and dark, 1280 and 360 px
// wide, into docs/screenshots/ (screenshots/walk.spec.ts). Not part of `npm test`, and able to run
// while it does: everything here is on ports of its own (PORTAGE_PORT_OFFSET, default 10000, added
// to e2e/ports.ts), and the build goes into dist-screens/, not dist/.
import { spawnSync } from 'node:child_process';

const offset = Number(process.env.PORTAGE_PORT_OFFSET || 10_000);
const env = { ...process.env, PORTAGE_PORT_OFFSET: String(offset) };
const OUT_DIR = 'dist-screens';

const build = {
  // The sandbox the walk starts, and the partner page allowed to frame the widget (vite.config.ts
  // names only :4180 for a sandbox build).
  VITE_PORTAGE_API_URL: `http://127.0.0.1:${8797 + offset}`,
  VITE_PORTAGE_FRAME_ANCESTORS: `'self' http://localhost:${4180 + offset}`,
  VITE_PORTAGE_PUBLIC_URL: `http://127.0.0.1:${4173 + offset}`,
};

const steps = [
  ['build', 'npx', ['vite', 'build', '--outDir', OUT_DIR, '--logLevel', 'warn'], build],
  ['build (embed package and loader)', 'node', ['scripts/build-embed.mjs', '--widget-out', OUT_DIR], build],
  [
    'walk',
    'npx',
    ['playwright', 'test', '-c', 'playwright.screenshots.config.ts', ...process.argv.slice(2)],
    {},
  ],
];

const started = Date.now();
for (const [name, cmd, args, extra] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
console.log(`\nScreenshots in docs/screenshots/ (${((Date.now() - started) / 1000).toFixed(0)} s).`);
