// The one Vite configuration of every peer page (bench/peers/<id>/vite.config.ts): built the way
// vite.config.ts builds Portage for production (the same Vite and React plugin, resolved from the
// root's node_modules; es2022, a manifest, no source maps), so scripts/bench.mjs measures the
// bundles alike, from the peer's own packages only.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));
const NOT_INSTALLED = '\0peer-not-installed:';

/**
 * A partner's project has only its own packages. This one sits inside Portage's checkout, so Node's
 * lookup would climb to Portage's node_modules and find packages the page never installed: wagmi's
 * connectors import their wallet SDKs (Coinbase, WalletConnect, Safe, Base, MetaMask) as optional
 * peers, and would bundle Portage's copies. Here a package found only above this folder is treated
 * as missing, as Vite treats a missing optional peer: a dynamic import gets a module that throws
 * (so the connector's own try/catch runs, as in a clean project), a static one fails the build.
 */
function ownPackagesOnly(PEER_DIR: string): Plugin {
  return {
    name: 'peer-own-packages-only',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const bare = !/^[./\0]/.test(source) && !source.includes(':');
      if (!bare || !importer?.startsWith(PEER_DIR)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.startsWith(ROOT_DIR)) return resolved;
      if (resolved.id.startsWith(PEER_DIR)) return resolved;
      if (options.kind === 'dynamic-import') return `${NOT_INSTALLED}${source}`;
      this.error(
        `"${source}" (imported by ${importer}) is not installed in ${PEER_DIR.slice(ROOT_DIR.length)}`,
      );
    },
    load(id) {
      if (!id.startsWith(NOT_INSTALLED)) return null;
      const name = id.slice(NOT_INSTALLED.length);
      return `throw new Error(${JSON.stringify(`"${name}" is not installed in this page.`)});`;
    },
  };
}

/** The build of the peer page in `peerDir` (a folder URL or path ending in a slash). */
export function peerViteConfig(peerDir: string): UserConfig {
  return defineConfig({
    root: peerDir,
    plugins: [ownPackagesOnly(peerDir), react()],
    build: {
      target: 'es2022',
      manifest: true,
      sourcemap: false,
    },
    logLevel: 'warn',
  });
}
