import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The widget's version and build, written into the code as `__PORTAGE_VERSION__` (package.json's
 * version) and `__PORTAGE_BUILD__` (the git commit's short hash, or the build's date where there is
 * no git checkout: a tarball, a CI cache). The Help panel's diagnostic bundle names both, so that
 * whoever reads a person's report knows which code they ran. vite.config.ts and vitest.config.ts
 * both use it, so tests see what a build does; src/lib/build-info.d.ts types the two names.
 */
export function buildInfoDefine(root = process.cwd()): Record<string, string> {
  const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string };
  return {
    __PORTAGE_VERSION__: JSON.stringify(version),
    __PORTAGE_BUILD__: JSON.stringify(buildId(root)),
  };
}

function buildId(root: string): string {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (/^[0-9a-f]{4,40}$/.test(hash)) return hash;
  } catch {}
  return new Date().toISOString().slice(0, 10);
}
