// The two programs the tests need from the machine, not from npm: Chromium (the browser tests and
// the benchmark; never a browser downloaded by a test tool) and litecoind (the regtest node standing
// in for Bitcoin). Each is looked for in this order:
//   1. PORTAGE_CHROMIUM / PORTAGE_LITECOIND: a path given by the person running the tests;
//   2. where Debian's package puts it (/usr/bin/chromium; /usr/lib/litecoin/litecoind — Debian's
//      /usr/bin/litecoind is a wrapper that writes to $HOME, so the daemon itself comes first);
//   3. the PATH (chromium, chromium-browser, google-chrome…; litecoind).
// Plain Node, synchronous and without child processes: playwright.config.ts reads it at load.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const TOOLS = {
  chromium: {
    env: 'PORTAGE_CHROMIUM',
    debianPackage: 'chromium',
    debianPath: '/usr/bin/chromium',
    names: ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'],
    what: 'Chromium (for the browser tests)',
    example: 'apt-get install chromium, or brew install --cask chromium',
  },
  litecoind: {
    env: 'PORTAGE_LITECOIND',
    debianPackage: 'litecoind',
    debianPath: '/usr/lib/litecoin/litecoind',
    names: ['litecoind'],
    what: 'litecoind (the regtest node of the Bitcoin chain tests)',
    example: 'apt-get install litecoind, or a Litecoin Core release from litecoin.org',
  },
};

function executable(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where `tool` ('chromium' | 'litecoind') is, or null. A PORTAGE_* path that is not an executable
 * file is not replaced by a guess: it returns null, so the person hears that their path is wrong.
 */
export function findTool(tool, env = process.env, debianPath = TOOLS[tool].debianPath) {
  const spec = TOOLS[tool];
  const given = env[spec.env]?.trim();
  if (given) return executable(given) ? given : null;
  if (executable(debianPath)) return debianPath;
  return onPath(spec.names, env);
}

/** The first of `names` found as an executable file in a PATH directory, or null. */
export function onPath(names, env = process.env) {
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of names) {
      const candidate = join(dir, name);
      if (executable(candidate)) return candidate;
    }
  }
  return null;
}

/** One sentence: what is missing and how to provide it. */
export function missingToolSentence(tool, env = process.env) {
  const spec = TOOLS[tool];
  const given = env[spec.env]?.trim();
  if (given)
    return `${spec.env} is set to ${given}, which is not an executable file: point it at ${spec.what}.`;
  return `${spec.what} was not found on PATH or at ${spec.debianPath}: install it (${spec.example}) or set ${spec.env} to its path.`;
}
