import { createRequire } from 'node:module';

/**
 * Why the local TON chain cannot run here, or null: it needs @ton/sandbox (its emulator ships as
 * WebAssembly, no binary to install) and the jetton code in @ton-community/assets-sdk, both dev
 * dependencies. Checked without loading them, so that a sandbox without TON starts as fast.
 */
export function tonSandboxUnavailable(): string | null {
  const require = createRequire(import.meta.url);
  for (const name of ['@ton/sandbox', '@ton-community/assets-sdk/package.json']) {
    try {
      require.resolve(name);
    } catch {
      return `${name.replace('/package.json', '')} is not installed (a dev dependency: npm install)`;
    }
  }
  return null;
}
