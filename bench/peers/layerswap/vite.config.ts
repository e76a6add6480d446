// Builds the Layerswap peer page as vite.config.ts builds Portage for production (bench/peers/vite-peer.ts),
// so scripts/bench.mjs measures the two bundles alike. Built on first use by bench/peers/build.mjs.
// Nothing Layerswap-specific: its README's getting-started needs no Vite option.
import { fileURLToPath } from 'node:url';
import { peerViteConfig } from '../vite-peer';

export default peerViteConfig(fileURLToPath(new URL('.', import.meta.url)));
