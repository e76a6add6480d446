/**
 * Whether the local Solana chain can run here: litesvm is a native Node addon (one prebuilt binary
 * per platform). Loaded with `require` inside a try, so a platform without a binary turns the
 * Solana chain off with a reason instead of stopping the sandbox.
 */
import { createRequire } from 'node:module';

export function litesvmUnavailable(): string | null {
  try {
    createRequire(import.meta.url)('litesvm');
    return null;
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return `litesvm (the in-process Solana bank) does not load on this platform: ${reason}`;
  }
}
