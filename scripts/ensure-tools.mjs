#!/usr/bin/env node
// `npm test`'s first check of the machine: Chromium and litecoind (scripts/system-tools.mjs). What
// is missing is installed with apt-get where apt-get exists (Debian's packages, as root or with
// sudo); elsewhere, or if that fails, it stops with one sentence per missing program saying how to
// provide it. Never downloads a browser itself.
import { spawnSync } from 'node:child_process';
import { findTool, missingToolSentence, onPath, TOOLS } from './system-tools.mjs';

const missing = () => Object.keys(TOOLS).filter((tool) => !findTool(tool));
let absent = missing();
// A wrong PORTAGE_* path is the person's to fix, not apt-get's.
const fixable = absent.filter((tool) => !process.env[TOOLS[tool].env]?.trim());
const hasAptGet = onPath(['apt-get']) !== null;

if (fixable.length > 0 && hasAptGet) {
  const packages = fixable.map((tool) => TOOLS[tool].debianPackage);
  console.log(`Installing Debian packages the tests need: ${packages.join(' ')}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    return spawnSync(cmd, rest, { stdio: 'inherit', env }).status === 0;
  };
  if (apt('update', '-qq')) apt('install', '-y', '-qq', '--no-install-recommends', ...packages);
  absent = missing();
}

if (absent.length > 0) {
  for (const tool of absent) console.error(`✖ ${missingToolSentence(tool)}`);
  process.exit(1);
}
for (const tool of Object.keys(TOOLS)) console.log(`  ${tool}: ${findTool(tool)}`);
