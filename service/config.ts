/** The sandbox's settings, from the environment (see README "Sandbox service"). */
export const SANDBOX_DEFAULT_API_KEY = 'portage-sandbox-key';

/** The chain families the sandbox can run a local chain for, in start-up order. */
export const LOCAL_FAMILIES = ['evm', 'solana', 'ton', 'bitcoin', 'starknet', 'tron', 'fuel'] as const;
export type LocalFamily = (typeof LOCAL_FAMILIES)[number];

/**
 * The ports each family's local chain listens on, and the variable that sets them: EVM two anvil
 * nodes; Solana its JSON-RPC (HTTP + websocket) facade over litesvm; TON its toncenter-style
 * API over @ton/sandbox; Bitcoin the Esplora-style API and the litecoind regtest node's RPC.
 */
export const LOCAL_PORTS: Record<LocalFamily, { variable: string; defaults: readonly number[] }> = {
  evm: { variable: 'SANDBOX_ANVIL_PORTS', defaults: [8545, 8546] },
  solana: { variable: 'SANDBOX_SOLANA_PORTS', defaults: [8899] },
  ton: { variable: 'SANDBOX_TON_PORTS', defaults: [8081] },
  bitcoin: { variable: 'SANDBOX_BITCOIN_PORTS', defaults: [3002, 19443] },
  starknet: { variable: 'SANDBOX_STARKNET_PORTS', defaults: [5050] },
  tron: { variable: 'SANDBOX_TRON_PORTS', defaults: [8090] },
  fuel: { variable: 'SANDBOX_FUEL_PORTS', defaults: [4000] },
};
export interface SandboxConfig {
  host: string;
  port: number;
  apiKeys: string[];
  /** Speeds the lifecycle timers up: 10 means ten times faster. */
  timeScale: number;
  localChains: LocalChainsConfig;
}

export interface LocalChainsConfig {
  /**
   * `auto`: start each family's local chain when its engine is installed (the default);
   * `on`: start every chosen family's or fail; `off`: none.
   */
  mode: 'auto' | 'on' | 'off';
  /** The families to run (SANDBOX_LOCAL_FAMILIES); default all. */
  families: LocalFamily[];
  ports: Record<LocalFamily, number[]>;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.PORT ?? 8787);
  const timeScale = Number(env.SANDBOX_TIME_SCALE ?? 1);
  const keys = (env.SANDBOX_API_KEYS ?? SANDBOX_DEFAULT_API_KEY)
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (!isPort(port)) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  if (!(timeScale > 0))
    throw new Error(`SANDBOX_TIME_SCALE must be a positive number, not "${env.SANDBOX_TIME_SCALE}"`);
  if (keys.length === 0) throw new Error('SANDBOX_API_KEYS must name at least one key');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    apiKeys: keys,
    timeScale,
    localChains: readLocalChains(env),
  };
}

function readLocalChains(env: NodeJS.ProcessEnv): LocalChainsConfig {
  // SANDBOX_LOCAL_EVM is the older name, from when the only local chains were EVM ones.
  const variable = env.SANDBOX_LOCAL_CHAINS !== undefined ? 'SANDBOX_LOCAL_CHAINS' : 'SANDBOX_LOCAL_EVM';
  const given = env[variable];
  const raw = (given ?? '').trim().toLowerCase();
  const mode = raw === '' ? 'auto' : raw === '1' ? 'on' : raw === '0' ? 'off' : null;
  if (mode === null) {
    throw new Error(`${variable} must be 1 (start the local chains) or 0 (do not), not "${given}"`);
  }
  const familiesText = env.SANDBOX_LOCAL_FAMILIES?.trim();
  const families = familiesText ? familiesText.split(',').map((part) => part.trim()) : [...LOCAL_FAMILIES];
  const unknown = families.filter((family) => !(LOCAL_FAMILIES as readonly string[]).includes(family));
  if (unknown.length > 0 || families.length === 0) {
    throw new Error(
      `SANDBOX_LOCAL_FAMILIES must name some of ${LOCAL_FAMILIES.join(', ')}, separated by a comma, not "${familiesText}"`,
    );
  }
  const ports = Object.fromEntries(
    LOCAL_FAMILIES.map((family) => [family, readPorts(env, family)]),
  ) as Record<LocalFamily, number[]>;
  const all = Object.values(ports).flat();
  if (new Set(all).size !== all.length) {
    throw new Error(`the local chains' ports must all differ, not ${all.join(', ')}`);
  }
  return { mode, families: families as LocalFamily[], ports };
}

function readPorts(env: NodeJS.ProcessEnv, family: LocalFamily): number[] {
  const { variable, defaults } = LOCAL_PORTS[family];
  const text = env[variable]?.trim();
  const ports = text ? text.split(',').map((part) => Number(part.trim())) : [...defaults];
  if (ports.length !== defaults.length || !ports.every((value) => isPort(value) && value > 0)) {
    const count =
      defaults.length === 1 ? 'a port number' : `${defaults.length} port numbers separated by a comma`;
    throw new Error(`${variable} must be ${count} (e.g. ${defaults.join(',')}), not "${env[variable]}"`);
  }
  if (new Set(ports).size !== ports.length) {
    throw new Error(`${variable} must name different ports, not "${env[variable]}"`);
  }
  return ports;
}

function isPort(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 65535;
}
