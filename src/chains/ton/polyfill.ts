/**
 * @ton/core uses Node's `Buffer` as a global; browsers have none. This installs the `buffer`
 * package's, before the TON wallet module uses @ton/core (it is that module's first import).
 */
import { Buffer } from 'buffer';

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;
