/**
 * Ledger's adapter on its own, for the `import()` that loads it only when the person picks
 * Ledger: it brings the Ledger transport (WebHID), tronweb's encoder and a modal kit, about
 * 250 KB gzip, which the Tron module does not carry. `Buffer` first (./buffer-global.ts).
 */
import './buffer-global';

export { LedgerAdapter } from '@tronweb3/tronwallet-adapters';
