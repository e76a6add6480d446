import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTool, missingToolSentence } from './system-tools.mjs';

function fakeProgram(dir: string, name: string, mode = 0o755) {
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, mode);
  return path;
}

const NO_DEBIAN = '/nonexistent/portage-test/debian-binary';

describe('finding Chromium and litecoind on any machine', () => {
  it('takes the PORTAGE_* path first, then the PATH, and names the missing one in a sentence', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portage-tools-'));
    const bin = mkdtempSync(join(tmpdir(), 'portage-path-'));
    const given = fakeProgram(dir, 'my-chromium');
    const onPath = fakeProgram(bin, 'chromium-browser');
    fakeProgram(bin, 'litecoind', 0o644); // not executable: not a litecoind

    expect(findTool('chromium', { PORTAGE_CHROMIUM: given, PATH: bin }, NO_DEBIAN)).toBe(given);
    expect(findTool('chromium', { PATH: `/nonexistent:${bin}` }, NO_DEBIAN)).toBe(onPath);
    expect(findTool('litecoind', { PATH: bin }, NO_DEBIAN)).toBeNull();
    expect(missingToolSentence('litecoind', { PATH: bin })).toBe(
      'litecoind (the regtest node of the Bitcoin chain tests) was not found on PATH or at /usr/lib/litecoin/litecoind: install it (apt-get install litecoind, or a Litecoin Core release from litecoin.org) or set PORTAGE_LITECOIND to its path.',
    );
  });

  it('does not guess past a wrong PORTAGE_* path: the person hears their path is wrong', () => {
    const bin = mkdtempSync(join(tmpdir(), 'portage-path-'));
    fakeProgram(bin, 'chromium');
    const env = { PORTAGE_CHROMIUM: '/opt/nowhere/chrome', PATH: bin };
    expect(findTool('chromium', env, NO_DEBIAN)).toBeNull();
    expect(missingToolSentence('chromium', env)).toBe(
      'PORTAGE_CHROMIUM is set to /opt/nowhere/chrome, which is not an executable file: point it at Chromium (for the browser tests).',
    );
  });
});

describe('npm test’s check of the machine (scripts/ensure-tools.mjs)', () => {
  it('stops with one sentence per missing program, and installs nothing for a wrong path', () => {
    const run = spawnSync(process.execPath, ['scripts/ensure-tools.mjs'], {
      encoding: 'utf8',
      // Any executable stands in for Chromium here, so that nothing else is missing (and apt-get
      // is never run by a unit test).
      env: {
        ...process.env,
        PORTAGE_CHROMIUM: process.execPath,
        PORTAGE_LITECOIND: '/opt/nowhere/litecoind',
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      '✖ PORTAGE_LITECOIND is set to /opt/nowhere/litecoind, which is not an executable file: point it at litecoind (the regtest node of the Bitcoin chain tests).',
    );
    expect(run.stdout).not.toContain('Installing');
  });
});
