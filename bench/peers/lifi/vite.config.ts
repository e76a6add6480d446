// Builds the LI.FI peer page the way vite.config.ts builds Portage (same Vite and React plugin,
// resolved from the root's node_modules; same target, a manifest, no source maps), so
// scripts/bench.mjs measures the two bundles alike.
//
// Nothing LI.FI-specific is added. LI.FI's docs ("Polyfill Requirements") name polyfills only for
// browsers older than Chrome 92 / Safari 15.4 (structuredClone, Array.at, …), and the benchmark's
// Chromium has all of them; the widget's Vite example adds Node polyfills, but the docs do not ask
// for them and this EVM-only page builds and runs without.
import { fileURLToPath } from 'node:url';
import { peerViteConfig } from '../vite-peer';

export default peerViteConfig(fileURLToPath(new URL('.', import.meta.url)));
