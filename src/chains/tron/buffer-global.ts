/**
 * Ledger's libraries use Node's `Buffer` as a global; browsers have none. The Ledger adapter's
 * package installs the `buffer` package's from its own entry, which a re-export through
 * @tronweb3/tronwallet-adapters skips: ./ledger.ts imports this first instead.
 */
import { Buffer } from 'buffer';

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;
