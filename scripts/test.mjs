#!/usr/bin/env node
// `npm test`: every check, in order, on a fresh clone or a working tree.
// Installs what it needs: npm dependencies when node_modules is missing, and Chromium and litecoind for
// the browser and chain tests when missing and apt-get exists (scripts/ensure-tools.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

// The sandbox port of e2e/ports.ts (8797, plus PORTAGE_PORT_OFFSET when set).
const E2E_SANDBOX_URL = `http://127.0.0.1:${8797 + Number(process.env.PORTAGE_PORT_OFFSET || 0)}`;

const steps = [
  // Exactly what the lock file says (the lock names every platform's optional binaries).
  {
    name: 'install',
    cmd: 'npm',
    args: ['ci', '--no-audit', '--no-fund'],
    when: () => !existsSync('node_modules/.package-lock.json'),
  },
  // Chromium and litecoind from the machine (PATH, PORTAGE_CHROMIUM / PORTAGE_LITECOIND, or
  // apt-get where there is one); otherwise one sentence on how to provide them.
  { name: 'system tools', cmd: 'node', args: ['scripts/ensure-tools.mjs'] },
  { name: 'types', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  {
    name: 'unit',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  },
  // The build the browser tests load talks to the sandbox they start on a port of their own, and
  // may link to one support site (e2e/help.spec.ts renders the link, never follows it).
  {
    name: 'build',
    cmd: 'npm',
    args: ['run', '--silent', 'build'],
    env: { VITE_PORTAGE_API_URL: E2E_SANDBOX_URL, VITE_PORTAGE_SUPPORT_ORIGINS: 'https://support.example' },
  },
  // The React partner example, with the embed package installed from its packed tarball.
  { name: 'embed example', cmd: 'node', args: ['scripts/build-example.mjs'] },
  { name: 'budget', cmd: 'npm', args: ['run', '--silent', 'budget'] },
  { name: 'browser tests', cmd: 'npx', args: ['playwright', 'test'] },
];

// Not test-results/: Playwright empties that folder when it starts.
mkdirSync('reports', { recursive: true });
const started = Date.now();
for (const step of steps) {
  if (step.when && !step.when()) continue;
  console.log(`\n▶ ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const t0 = Date.now();
  const result = spawnSync(step.cmd, step.args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds} s (exit ${result.status ?? result.signal}).`);
    printCounts();
    process.exit(result.status || 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
printCounts();

function printCounts() {
  let passed = 0;
  let failed = 0;
  const vitest = readJson('reports/vitest.json');
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += vitest.numFailedTests ?? 0;
  }
  const playwright = readJson('reports/playwright.json');
  if (playwright?.stats) {
    passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
    failed += playwright.stats.unexpected ?? 0;
  }
  console.log(`${passed} passed, ${failed} failed`);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}
