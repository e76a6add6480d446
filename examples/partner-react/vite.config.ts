import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The partner app's build. PARTNER_REACT=18 builds it against React 18 instead (installed in
 * react18/, a project of its own since one project cannot hold two Reacts), into dist-react18/:
 * the component must work with both.
 */
const react18 = process.env.PARTNER_REACT === '18';
const resolveFrom = createRequire(new URL('./react18/package.json', import.meta.url)).resolve;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  build: { outDir: react18 ? 'dist-react18' : 'dist', emptyOutDir: true, target: 'es2020' },
  resolve: react18
    ? {
        alias: [
          { find: /^react$/, replacement: resolveFrom('react') },
          { find: /^react\/jsx-runtime$/, replacement: resolveFrom('react/jsx-runtime') },
          { find: /^react-dom\/client$/, replacement: resolveFrom('react-dom/client') },
          { find: /^react-dom$/, replacement: resolveFrom('react-dom') },
        ],
      }
    : {},
});
