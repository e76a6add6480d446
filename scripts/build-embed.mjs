#!/usr/bin/env node
// Builds the embed package (packages/embed) and the widget's plain-script loader, after the
// widget's own build (`npm run build` runs both):
//   packages/embed/dist/index.{js,cjs}, react.{js,cjs}  ESM and CommonJS, React left to the partner
//   packages/embed/dist/portage-embed.iife.js            the <script> loader (window.Portage)
//   packages/embed/dist/*.d.ts                           the types (tsc)
//   <widget out>/embed.js                                the same loader, served next to the widget
// Then prints each file's size and the loader's Subresource Integrity hash, the value a partner
// puts in <script integrity> to run exactly the loader they reviewed.
//
//   node scripts/build-embed.mjs [--widget-out dist]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const PACKAGE = resolve('packages/embed');
const OUT = resolve(PACKAGE, 'dist');
const args = process.argv.slice(2);
const widgetOut = args.includes('--widget-out') ? args[args.indexOf('--widget-out') + 1] : 'dist';

// The package's major version is the protocol version it speaks (packages/embed/README.md).
const { version } = JSON.parse(readFileSync(resolve(PACKAGE, 'package.json'), 'utf8'));
const protocol = readFileSync(resolve(PACKAGE, 'src/protocol.ts'), 'utf8').match(
  /PROTOCOL_VERSION = (\d+)/,
)?.[1];
if (version.split('.')[0] !== protocol) {
  console.error(`✖ @portage/embed ${version} must have major version ${protocol} (PROTOCOL_VERSION).`);
  process.exit(1);
}

rmSync(OUT, { recursive: true, force: true });
const quiet = { configFile: false, logLevel: 'warn', publicDir: false };
/** What both builds share: into the package's dist/, for the browsers partners' pages support. */
const output = { outDir: OUT, emptyOutDir: false, sourcemap: false, target: 'es2019' };

// ESM + CommonJS: `mount` and the types' runtime constants; the React component. React is the
// partner's (a peer dependency), never bundled.
await build({
  ...quiet,
  build: {
    ...output,
    minify: false,
    lib: {
      entry: { index: resolve(PACKAGE, 'src/index.ts'), react: resolve(PACKAGE, 'src/react.tsx') },
      formats: ['es', 'cjs'],
      fileName: (format, name) => `${name}.${format === 'es' ? 'js' : 'cjs'}`,
    },
    rollupOptions: { external: ['react', 'react/jsx-runtime', 'react-dom'] },
  },
});

// The plain script: sets window.Portage = { mount, … }; minified, it is what partners pin.
await build({
  ...quiet,
  build: {
    ...output,
    minify: true,
    lib: {
      entry: resolve(PACKAGE, 'src/loader.ts'),
      name: 'Portage',
      formats: ['iife'],
      fileName: () => 'portage-embed.iife.js',
    },
  },
});

const tsc = spawnSync('npx', ['tsc', '-p', resolve(PACKAGE, 'tsconfig.json')], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status || 1);

const loader = resolve(OUT, 'portage-embed.iife.js');
if (existsSync(widgetOut)) copyFileSync(loader, resolve(widgetOut, 'embed.js'));

const integrity = `sha384-${createHash('sha384').update(readFileSync(loader)).digest('base64')}`;
writeFileSync(resolve(OUT, 'integrity.json'), `${JSON.stringify({ 'embed.js': integrity }, null, 2)}\n`);

// What the React component adds to a partner's bundle: a minified build of a page that imports it,
// React left out (the partner has it anyway). The ceiling is 5 KB gzip.
const PARTNER_BUDGET = 5 * 1024;
const probe = resolve(OUT, '.size-probe');
const probeBuild = await build({
  ...quiet,
  build: {
    write: false,
    minify: true,
    target: 'es2019',
    lib: { entry: resolve(probe, 'entry.js'), formats: ['es'], fileName: () => 'entry.js' },
    rollupOptions: { external: ['react', 'react/jsx-runtime', 'react-dom'] },
  },
  plugins: [
    {
      name: 'size-probe',
      resolveId: (id) => (id.endsWith('.size-probe/entry.js') ? id : null),
      load: (id) =>
        id.endsWith('.size-probe/entry.js')
          ? `import { PortageWidget } from ${JSON.stringify(resolve(OUT, 'react.js'))}; export default PortageWidget;`
          : null,
    },
  ],
});
const probeCode = [probeBuild].flat().flatMap((result) => result.output.filter((o) => o.type === 'chunk'));
const partnerBytes = gzipSync(Buffer.from(probeCode.map((chunk) => chunk.code).join(''))).length;

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
console.log(`\n@portage/embed ${version} (protocol v${protocol})`);
for (const file of ['index.js', 'react.js', 'portage-embed.iife.js']) {
  const bytes = readFileSync(resolve(OUT, file));
  console.log(
    `  ${file.padEnd(24)} ${kb(bytes.length).padStart(9)}  ${kb(gzipSync(bytes).length).padStart(9)} gzip`,
  );
}
console.log(`  PortageWidget in a partner's bundle (minified, React excluded): ${kb(partnerBytes)} gzip`);
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/embed-size.json',
  `${JSON.stringify({ partnerBundleGzipBytes: partnerBytes, budgetBytes: PARTNER_BUDGET }, null, 2)}\n`,
);
if (partnerBytes > PARTNER_BUDGET) {
  console.error(
    `✖ The React component adds ${kb(partnerBytes)} gzip to a partner's bundle; the ceiling is 5 KB.`,
  );
  process.exit(1);
}
console.log(`\nLoader integrity (${widgetOut}/embed.js): ${integrity}`);
console.log(`  <script src=".../embed.js" integrity="${integrity}" crossorigin="anonymous"></script>`);
