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

export default defineConfig({
  plugins: [react(), chunkModules()],
  build: {
    target: 'es2022',
    // The manifest lets scripts/check-budget.mjs follow exactly what index.html loads up front.
    manifest: true,
    sourcemap: false,
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
