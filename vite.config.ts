import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { buildInfoDefine } from './scripts/build-info.ts';
import { tokenTable } from './scripts/token-table.ts';

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
 * get-starknet (`@starknet-io/get-starknet`, which the Starknet wallet connects through) bundles a
 * module-federation runtime that, as it loads, finds the global object with
 * `new Function("return this")()`: the Content Security Policy (no 'unsafe-eval') refuses it and
 * reports a violation, then the code falls back to `globalThis`. The build writes `globalThis`
 * there, so loading it breaks no rule (e2e/starknet-deposit.spec.ts checks for violations).
 */
function getStarknetWithoutEval(): Plugin {
  const FILE = '/node_modules/@starknet-io/get-starknet/dist/ui.js';
  const PROBE = 'new Function("return this")()';
  return {
    name: 'portage-get-starknet-without-eval',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith(FILE)) return null;
      if (!code.includes(PROBE)) {
        this.warn(`get-starknet no longer has ${PROBE}: check it still loads without a CSP violation`);
        return null;
      }
      return { code: code.replace(PROBE, 'globalThis'), map: null };
    },
  };
}

/**
 * V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136+) on the TON wallet
 * module's chunk: its functions are compiled when the chunk loads (streamed, off the main thread,
 * while the page is idle after a TON source was chosen: wallets/host.tsx preloads it) instead of
 * one by one on first call. TonConnect's dialog runs most of them for the first time when
 * "Connect wallet" is pressed; measured (bench/wallet-ready.mjs, median of 12): ~15–25 ms less
 * main-thread time from the press to its wallet list, and the module no slower to load. Other
 * browsers read it as a comment.
 */
function compileHintForTonWallet(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'portage-compile-hint-ton-wallet',
    apply: 'build',
    // On the written file: the hint must come first, before what Vite adds at the top of a chunk.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId?.endsWith('/src/chains/ton/wallet.tsx')) continue;
        const file = resolve(options.dir ?? 'dist', chunk.fileName);
        writeFileSync(file, HINT + readFileSync(file, 'utf8'));
      }
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

// ---------------------------------------------------------------------------------------------
// Content Security Policy
//
// A production build carries its policy twice: as a <meta http-equiv> in dist/index.html (so it
// holds on any static host), and as the header a host should send (dist/_headers, in the format
// Netlify and Cloudflare Pages read; `vite preview` sends it). Only the header can say who may
// frame the widget (frame-ancestors) and where to report: browsers ignore both in a <meta>. The
// dev server gets no policy: Vite's HMR client needs inline scripts.

type Env = Record<string, string | undefined>;

/** Only the VITE_* names of an environment (what the widget's code can see). */
function pickViteEnv(source: NodeJS.ProcessEnv): Env {
  return Object.fromEntries(Object.entries(source).filter(([name]) => name.startsWith('VITE_')));
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];
/** The sandbox's local chains (nodes, websockets) listen on loopback ports of their own. */
const LOOPBACK_NODES = ['http://127.0.0.1:*', 'ws://127.0.0.1:*', 'http://localhost:*', 'ws://localhost:*'];
/** The partner page of the browser tests (examples/host.html served by e2e/host-server.mjs). */
const TEST_HOST_PAGE = 'http://localhost:4180';
/**
 * TonConnect (in every build): the wallets list (src/chains/ton/wallet.tsx), and the HTTP bridges
 * (server-sent events) of the wallets in it. When its dialog opens, TonConnect UI listens on the
 * bridge of every listed wallet at once (for its "any wallet" QR code), so each must be allowed:
 * these are the bridges of the list the SDK ships (@tonconnect/sdk 3.4, its fallback when the
 * live list cannot be fetched), plus Tonhub's. A wallet added to the live list later connects as
 * a browser extension (its JS bridge needs no network), or by QR once its bridge is added with
 * VITE_PORTAGE_CONNECT_SRC.
 */
const TONCONNECT_ORIGINS = [
  'https://config.ton.org',
  'https://bridge.tonapi.io', // Tonkeeper, Tonkeeper Pro
  'https://walletbot.me', // Wallet in Telegram
  'https://tonconnectbridge.mytonwallet.org',
  'https://connect.tonhubapi.com',
  'https://ton-connect-bridge.bgwapi.io', // Bitget
  'https://www.okx.com',
  'https://wallet.binance.com',
  'https://api-node.bybit.com',
  'https://wallet-bridge.fintopio.com',
  'https://sse-bridge.hot-labs.org',
  'https://bridge.dewallet.pro',
  'https://ton-bridge.safepal.com',
  'https://dapp.gateio.services',
  'https://go-bridge.tomo.inc',
  'https://bridge.mirai.app',
  'https://tc.architecton.su',
  'https://ton-connect.mytokenpocket.vip',
  'https://bridge.uxuy.me',
  'https://tc.nicegram.app',
  'https://ton-connect-bridge.echooo.link',
  'https://blitzwallet.cfd',
  'https://web3-bridge.kolo.in',
  'https://connect.token.im', // imToken
];
/**
 * WalletConnect, only in a build with VITE_WALLETCONNECT_PROJECT_ID (src/chains/evm/wallet.tsx):
 * the relay (websocket), its RPC, the verify service and the SDK's telemetry. Verify also runs in
 * a hidden iframe, hence frame-src.
 */
const WALLETCONNECT_ORIGINS = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://api.web3modal.org',
];
/** The CSP hash of the empty script "" (base64 SHA-256). */
const EMPTY_SCRIPT_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const WALLETCONNECT_FRAMES = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'];

/** The origin of a URL given in a VITE_* setting; a build with a wrong one fails. */
function originOf(value: string, setting: string): string {
  try {
    const url = new URL(value);
    if (url.origin !== 'null') return url.origin;
  } catch {}
  throw new Error(`${setting}: "${value}" is not a URL.`);
}

/** CSP source expressions from a setting (comma- or space-separated); nothing that could end a directive. */
function sourcesOf(value: string | undefined, setting: string, keywords: readonly string[] = []): string[] {
  const list = (value ?? '').split(/[\s,]+/).filter(Boolean);
  for (const source of list) {
    const scheme = /^[a-z][a-z0-9+.-]*:$/i.test(source); // e.g. https:
    const host = /^[a-z][a-z0-9+.-]*:\/\/(\*\.)?[a-z0-9.[\]:-]+(:(\d+|\*))?(\/[^\s;,']*)?$/i.test(source);
    if (!scheme && !host && !keywords.includes(source))
      throw new Error(`${setting}: "${source}" is not a CSP source (write https://host[:port]).`);
  }
  return list;
}

/**
 * Who may frame the widget (frame-ancestors): VITE_PORTAGE_FRAME_ANCESTORS, else the widget's
 * own origin, plus the browser tests' partner page for a sandbox build (what they frame it from).
 */
export function frameAncestorsOf(env: Env): string[] {
  if (env.VITE_PORTAGE_FRAME_ANCESTORS)
    return sourcesOf(env.VITE_PORTAGE_FRAME_ANCESTORS, 'VITE_PORTAGE_FRAME_ANCESTORS', ["'self'", "'none'"]);
  const api = originOf(env.VITE_PORTAGE_API_URL || 'http://127.0.0.1:8787', 'VITE_PORTAGE_API_URL');
  return ["'self'", ...(LOOPBACK_HOSTS.includes(new URL(api).hostname) ? [TEST_HOST_PAGE] : [])];
}

/**
 * The same list for the widget's code, as `import.meta.env.PORTAGE_FRAME_ANCESTORS` (space-separated):
 * the header protects only where the host sends it, so the widget also checks its parent against
 * it before it talks to the page (src/embed/framer.ts). A wrong setting fails a build; the dev
 * server then goes without the check rather than not starting.
 */
function frameAncestorsDefine(env: Env, command: 'build' | 'serve'): Record<string, string> {
  let list: string[] = [];
  try {
    list = frameAncestorsOf(env);
  } catch (error) {
    if (command === 'build') throw error;
    console.warn(
      `${error instanceof Error ? error.message : String(error)} The widget will not check its framer.`,
    );
  }
  return { 'import.meta.env.PORTAGE_FRAME_ANCESTORS': JSON.stringify(list.join(' ')) };
}

/**
 * VITE_PORTAGE_SUPPORT_ORIGINS: the sites a partner's `supportUrl` may link to from the Help panel
 * (src/embed/config.ts reads the same text). Each must be an https origin written exactly
 * (`https://help.partner.example`): a build with anything else fails rather than link nowhere.
 */
export function supportOriginsOf(env: Env): string[] {
  const list = (env.VITE_PORTAGE_SUPPORT_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (originOf(origin, 'VITE_PORTAGE_SUPPORT_ORIGINS') !== origin || !origin.startsWith('https://'))
      throw new Error(
        `VITE_PORTAGE_SUPPORT_ORIGINS: "${origin}" is not an https origin such as https://help.example.`,
      );
  }
  return list;
}

export interface ContentSecurityPolicy {
  /** For <meta http-equiv="Content-Security-Policy"> in index.html. */
  meta: string;
  /** The same, plus frame-ancestors: for the Content-Security-Policy header. */
  header: string;
}

/** The policy of a build, from its VITE_* settings. */
export function contentSecurityPolicy(env: Env): ContentSecurityPolicy {
  const api = originOf(env.VITE_PORTAGE_API_URL || 'http://127.0.0.1:8787', 'VITE_PORTAGE_API_URL');
  const loopback = LOOPBACK_HOSTS.includes(new URL(api).hostname);
  const apiOrigins = (env.VITE_PORTAGE_API_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => originOf(origin, 'VITE_PORTAGE_API_ORIGINS'));
  const walletConnect = Boolean(env.VITE_WALLETCONNECT_PROJECT_ID);
  const frameAncestors = frameAncestorsOf(env);

  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // Only the build's own files. No inline script, no eval; WebAssembly may be compiled.
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
    // Inline event handlers: only an empty one (the hash of ""). TonConnect UI sets
    // <body ontouchstart=""> (so that iOS applies :active styles); an empty handler runs nothing.
    ['script-src-attr', ["'unsafe-hashes'", EMPTY_SCRIPT_HASH]],
    // 'unsafe-inline' for styles only: the wallet kits insert <style> elements at run time
    // (RainbowKit's theme variables, TonConnect UI's styled components, Fuel's connector styles),
    // which no hash or nonce of a static build can cover. Styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Token, network and wallet icons come from wherever the service and wallet lists say.
    ['img-src', ["'self'", 'https:', 'data:']],
    // The service (and the others a page may name with apiUrl), the chains' nodes and the
    // wallets' relays; nothing else can be reached from the widget.
    [
      'connect-src',
      [
        "'self'",
        api,
        ...apiOrigins,
        ...TONCONNECT_ORIGINS,
        ...(walletConnect ? WALLETCONNECT_ORIGINS : []),
        ...sourcesOf(env.VITE_PORTAGE_CONNECT_SRC, 'VITE_PORTAGE_CONNECT_SRC'),
        ...(loopback ? LOOPBACK_NODES : []),
      ],
    ],
    ...(walletConnect ? [['frame-src', WALLETCONNECT_FRAMES] as [string, string[]]] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
  const text = (list: Array<[string, string[]]>) =>
    list.map(([name, sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
  return {
    meta: text(directives),
    header: text([...directives, ['frame-ancestors', frameAncestors]]),
  };
}

/** Where a build leaves its policy for `vite preview`, in its outDir (.vite/ is not served). */
const BUILT_POLICY = '.vite/csp.json';
/** Violation reports sent to the preview server (report-uri): it prints them. */
const REPORT_PATH = '/__csp-report';

/**
 * The headers `vite preview` sends: the policy of the build it serves (dist/, or the directory
 * given with --outDir), when there is one.
 */
function builtPolicyHeaders(outDir: string): Record<string, string> | undefined {
  let built: ContentSecurityPolicy;
  try {
    built = JSON.parse(readFileSync(resolve(outDir, BUILT_POLICY), 'utf8'));
  } catch {
    return undefined;
  }
  return { 'Content-Security-Policy': `${built.header}; report-uri ${REPORT_PATH}` };
}

function contentSecurityPolicyPlugin(env: Env): Plugin {
  let policy: ContentSecurityPolicy | undefined;
  return {
    name: 'portage-content-security-policy',
    // `vite preview`: the built policy as real headers (with frame-ancestors), read from the build
    // being served (its outDir as the command line gives it, else the config's).
    config(config, { isPreview }) {
      if (!isPreview) return;
      const root = resolve(config.root ?? process.cwd());
      const headers = builtPolicyHeaders(resolve(root, config.build?.outDir ?? 'dist'));
      return headers ? { preview: { headers } } : undefined;
    },
    // Computed for a build only (a wrong setting fails the build, never the dev server).
    configResolved(config) {
      if (config.command === 'build') policy = contentSecurityPolicy(env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.server || !policy) return html;
        // Right after <meta charset> (which must stay in the first 1024 bytes), before anything
        // the policy governs: it applies only to what is parsed after it.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html has no <meta charset>: cannot place the CSP.');
        const content = policy.meta
          .replaceAll('&', '&amp;')
          .replaceAll('"', '&quot;')
          .replaceAll('<', '&lt;');
        return html.replace(
          charset,
          (tag) => `${tag}\n    <meta http-equiv="Content-Security-Policy" content="${content}" />`,
        );
      },
    },
    generateBundle() {
      if (!policy) return;
      this.emitFile({ type: 'asset', fileName: '.vite/csp.json', source: JSON.stringify(policy) });
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: `/*\n  Content-Security-Policy: ${policy.header}\n`,
      });
    },
    // `vite preview` prints the violation reports its header asks for: the browser tests' output
    // then shows anything the policy blocked.
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== REPORT_PATH || req.method !== 'POST') return next();
        let body = '';
        req.on('data', (chunk) => {
          if (body.length < 64_000) body += chunk;
        });
        req.on('end', () => {
          let report: Record<string, unknown> = {};
          try {
            report = JSON.parse(body)['csp-report'] ?? {};
          } catch {}
          console.error(
            `[csp] ${report['effective-directive'] ?? report['violated-directive']} blocked ${report['blocked-uri']} on ${report['document-uri']}`,
          );
          res.statusCode = 204;
          res.end();
        });
      });
    },
  };
}

/**
 * The widget's stylesheet goes into index.html as a <style> element (a build only): it is small
 * (~10 KB, ~3 KB gzip), every page needs all of it, and as a file it is one more request that
 * holds back the first script until it has arrived (module scripts wait for style sheets).
 * The policy allows inline styles already (see contentSecurityPolicy).
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'portage-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            const css = String(asset.source);
            // A style element's text ends at the first "</style": a stylesheet holding one stays a file.
            return /<\/style/i.test(css) ? tag : `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

export default defineConfig(({ mode, command }) => {
  // The same VITE_* values the widget's code sees (the environment, then .env files).
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickViteEnv(process.env) };
  if (command === 'build') supportOriginsOf(env);
  return {
    // The frame-ancestors list and the widget's version and build (the Help panel's bundle).
    define: { ...frameAncestorsDefine(env, command), ...buildInfoDefine() },
    plugins: [
      react(),
      chunkModules(),
      tonConnectManifestPlugin(),
      contentSecurityPolicyPlugin(env),
      inlineEntryStylesheet(),
      getStarknetWithoutEval(),
      compileHintForTonWallet(),
      // Portage's own token facts (`virtual:portage-token-table`), a lazy chunk of the deposit step.
      tokenTable(),
    ],
    build: {
      target: 'es2022',
      // The manifest lets scripts/check-budget.mjs follow exactly what index.html loads up front.
      manifest: true,
      sourcemap: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything index.html loads in one file: left alone, the modules that the lazy chunks
            // share with the first load (React, the JSX runtime, lib/amount) became small chunks of
            // their own, each one more request and one more script to compile before the first
            // frame (measured: ~7% slower to a usable route picker than one file).
            groups: [{ name: 'index', tags: ['$initial'] }],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    // The dev server's dependency scan starts from the widget's own page only. Left to itself it
    // crawls every .html in the tree, the peer pages in bench/peers/ and the partner examples
    // too, whose packages are installed apart (or not at all) and so "could not be resolved".
    optimizeDeps: { entries: ['index.html'] },
    // Its headers: the built policy (contentSecurityPolicyPlugin).
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
