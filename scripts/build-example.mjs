#!/usr/bin/env node
// The React partner example (examples/partner-react), set up as a partner would: after
// `npm run build`, pack the embed package with `npm pack`, install that tarball into the example
// (a project of its own, with its own lock: installed here on first use, never by the widget's
// `npm install`), check its strict TypeScript against the packed types, and build it twice — with
// React 19 (dist/) and React 18 (dist-react18/). e2e/partner-react.spec.ts serves both.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const PACKAGE = resolve('packages/embed');
const EXAMPLE = resolve('examples/partner-react');

function run(name, cmd, args, options = {}) {
  console.log(`  ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', ...options });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    console.error(`✖ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  return result.stdout;
}

if (!existsSync(resolve(PACKAGE, 'dist/index.d.ts'))) {
  console.error('✖ packages/embed/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const packed = JSON.parse(
  run('pack', 'npm', ['pack', '--json', '--pack-destination', PACKAGE], { cwd: PACKAGE }),
)[0];
const tarball = resolve(PACKAGE, packed.filename);
console.log(`  ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} KB packed`);

const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];
for (const project of [EXAMPLE, resolve(EXAMPLE, 'react18')]) {
  if (!existsSync(resolve(project, 'node_modules/.package-lock.json')))
    run('install', 'npm', ['ci', ...quiet], { cwd: project });
}
// The tarball is installed as a partner would (`npm install <tarball>`), without writing it into
// the example's package.json or lock: the tarball changes with every build.
run('install the package', 'npm', ['install', '--no-save', ...quiet, tarball], { cwd: EXAMPLE });
const installed = JSON.parse(
  readFileSync(resolve(EXAMPLE, 'node_modules/@portage/embed/package.json'), 'utf8'),
);
if (installed.version !== packed.version) {
  console.error(`✖ the example has @portage/embed ${installed.version}, not the packed ${packed.version}.`);
  process.exit(1);
}

run('strict types', 'npx', ['tsc', '-p', 'tsconfig.json'], { cwd: EXAMPLE });
run('build (React 19)', 'npx', ['vite', 'build'], { cwd: EXAMPLE });
run('build (React 18)', 'npx', ['vite', 'build'], {
  cwd: EXAMPLE,
  env: { ...process.env, PARTNER_REACT: '18' },
});
console.log('✔ examples/partner-react built with the packed @portage/embed (React 19 and 18).');
