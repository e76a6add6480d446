/**
 * Starts the local chains the configuration asks for, one backend per family, and combines them.
 * In `auto` mode a family whose engine is not installed, or that fails to start, is left out with
 * a warning and the rest of the sandbox runs; in `on` mode that is an error.
 */
import type { LocalChainsConfig, LocalFamily } from '../config';
import { litecoindBinaryPath } from './bitcoin/litecoind';
import { startLocalBitcoinChain } from './bitcoin/local';
import { anvilBinaryPath } from './evm/anvil';
import { startLocalEvmChains } from './evm/local';
import { combineLocalChains, type LocalChainBackend, type LocalChains, messageOf } from './local';
import { litesvmUnavailable } from './solana/engine';
import { tonSandboxUnavailable } from './ton/engine';

export interface LocalChainStarter {
  /** Why this family's chain cannot run here (its engine is missing), or null when it can. */
  unavailable(): string | null;
  /** Starts the family's chain on the given ports (as many as config.LOCAL_PORTS names). */
  start(options: { ports: readonly number[]; log(line: string): void }): Promise<LocalChainBackend>;
}

/** Each family's starter. */
export const LOCAL_CHAIN_STARTERS: Record<LocalFamily, LocalChainStarter> = {
  fuel: {
    // A verifying ledger in process (fuels only), not a Fuel node: nothing to install.
    unavailable: () => null,
    start: async ({ ports, log }) => (await import('./fuel/local')).startLocalFuelChain({ ports, log }),
  },
  tron: {
    // A verifying ledger in process (tronweb only): nothing to install.
    unavailable: () => null,
    start: async ({ ports, log }) => (await import('./tron/local')).startLocalTronChain({ ports, log }),
  },
  evm: {
    unavailable: () => (anvilBinaryPath() ? null : 'anvil is not installed (npm package @foundry-rs/anvil)'),
    start: ({ ports, log }) => startLocalEvmChains({ ports, log }),
  },
  ton: {
    unavailable: tonSandboxUnavailable,
    // Imported on start only: @ton/sandbox loads its emulator when imported.
    start: async ({ ports, log }) => (await import('./ton/local')).startLocalTonChain({ ports, log }),
  },
  solana: {
    unavailable: litesvmUnavailable,
    // Imported on start only: litesvm is a native addon, checked by `unavailable` first.
    start: async ({ ports, log }) => (await import('./solana/local')).startLocalSolanaChain({ ports, log }),
  },
  bitcoin: {
    unavailable: () =>
      litecoindBinaryPath() ? null : 'litecoind is not installed (apt-get install litecoind)',
    start: ({ ports, log }) => startLocalBitcoinChain({ ports, log }),
  },
  starknet: {
    // A verifying ledger in process (starknet.js only): nothing to install.
    unavailable: () => null,
    start: async ({ ports, log }) =>
      (await import('./starknet/local')).startLocalStarknetChain({ ports, log }),
  },
};

export interface StartLocalChainsOptions {
  config: LocalChainsConfig;
  log(line: string): void;
  warn(line: string): void;
}

/** The local chains, or undefined when none runs. Throws in `on` mode when one cannot start. */
export async function startLocalChains(options: StartLocalChainsOptions): Promise<LocalChains | undefined> {
  const { config, log, warn } = options;
  if (config.mode === 'off') return undefined;
  const families = config.families.filter((family) => {
    const missing = LOCAL_CHAIN_STARTERS[family].unavailable();
    if (missing === null) return true;
    if (config.mode === 'on') throw new Error(`the ${family} local chain cannot start: ${missing}`);
    warn(`Local ${family} chain off: ${missing}.`);
    return false;
  });
  const started = await Promise.allSettled(
    families.map((family) =>
      LOCAL_CHAIN_STARTERS[family].start({
        ports: config.ports[family],
        log: (line) => log(`${family}: ${line}`),
      }),
    ),
  );
  const backends: LocalChainBackend[] = [];
  const failures: string[] = [];
  started.forEach((result, index) => {
    if (result.status === 'fulfilled') backends.push(result.value);
    else failures.push(`the ${families[index]} local chain did not start: ${messageOf(result.reason)}`);
  });
  if (failures.length > 0 && config.mode === 'on') {
    await Promise.all(backends.map((backend) => backend.close()));
    throw new Error(failures.join('; '));
  }
  for (const failure of failures) warn(`${failure}. The rest of the sandbox runs.`);
  return backends.length > 0 ? combineLocalChains(backends) : undefined;
}
