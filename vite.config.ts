import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes dist/.vite/modules.json: which source modules went into which chunk. The budget check
 * (scripts/check-budget.mjs) reads it to prove that no wallet SDK is in the first load.
 */
function chunkModules(): Plugin {
  return {
    name: 'portage-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') map[chunk.fileName] = chunk.moduleIds;
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(map) });
    },
  };
}

/**
 * The TonConnect manifest (`/tonconnect-manifest.json`): the name, address and icon a TON wallet
 * shows when Portage asks to connect. Its `url` must be where this widget is served: the dev and
 * preview servers answer with the address they were reached at; a build writes the file for
 * static hosting from VITE_PORTAGE_PUBLIC_URL (the preview server's address when unset, with a
 * warning, since a wallet would then show a local address).
 */
export function tonConnectManifest(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${JSON.stringify({ url: base, name: 'Portage', iconUrl: `${base}/portage.svg` }, null, 2)}\n`;
}

function tonConnectManifestPlugin(): Plugin {
  const PATH = '/tonconnect-manifest.json';
  const serve = (server: { middlewares: { use: (handler: Connect) => void } }, scheme: string) =>
    server.middlewares.use((req, res, next) => {
      if (req.url?.split('?')[0] !== PATH || !req.headers.host) return next();
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end(tonConnectManifest(`${scheme}://${req.headers.host}`));
    });
  return {
    name: 'portage-tonconnect-manifest',
    // Blocks, not arrows: a function returned from these hooks would be run as a late middleware.
    configureServer(server) {
      serve(server, server.config.server.https ? 'https' : 'http');
    },
    configurePreviewServer(server) {
      serve(server, server.config.preview.https ? 'https' : 'http');
    },
    generateBundle() {
      const publicUrl = process.env.VITE_PORTAGE_PUBLIC_URL;
      if (!publicUrl) {
        this.warn(
          'VITE_PORTAGE_PUBLIC_URL is not set: tonconnect-manifest.json names http://127.0.0.1:4173. Set it to where the widget is served.',
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: PATH.slice(1),
        source: tonConnectManifest(publicUrl ?? 'http://127.0.0.1:4173'),
      });
    },
  };
}

type Connect = (
  req: import('node:http').IncomingMessage,
  res: import('node:http').ServerResponse,
  next: () => void,
) => void;

export default defineConfig({
  plugins: [react(), chunkModules(), tonConnectManifestPlugin()],
  build: {
    target: 'es2022',
    // The manifest lets scripts/check-budget.mjs follow exactly what index.html loads up front.
    manifest: true,
    sourcemap: false,
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
