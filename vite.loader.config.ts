import { defineConfig } from 'vite';

/**
 * The host-side loader (src/embed/loader.ts) as its own small script, dist/embed.js: an IIFE that
 * sets `window.Portage = { mount }`, for partners to load with a plain <script> tag. Runs after
 * the main build (`npm run build`), so it must not empty dist/, copy public/ again or replace the
 * main build's manifest.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: false,
    sourcemap: false,
    minify: true,
    target: 'es2019',
    lib: {
      entry: 'src/embed/loader.ts',
      name: 'Portage',
      formats: ['iife'],
      fileName: () => 'embed.js',
    },
  },
});
