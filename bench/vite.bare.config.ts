// Builds the benchmark's bare React page (bench/bare) the way vite.config.ts builds the widget:
// same React plugin, target and manifest, so the two bundles are measured alike by scripts/bench.mjs.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('./bare', import.meta.url)),
  plugins: [react()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
  logLevel: 'warn',
});
