/** The sandbox's settings, from the environment (see README "Sandbox service"). */
export const SANDBOX_DEFAULT_API_KEY = 'portage-sandbox-key';
export const DEFAULT_ANVIL_PORTS: readonly number[] = [8545, 8546];

export interface SandboxConfig {
  host: string;
  port: number;
  apiKeys: string[];
  /** Speeds the lifecycle timers up: 10 means ten times faster. */
  timeScale: number;
  localEvm: LocalEvmConfig;
}

export interface LocalEvmConfig {
  /**
   * `auto`: start the local EVM chains when the anvil binary is installed (the default);
   * `on`: start them or fail; `off`: never.
   */
  mode: 'auto' | 'on' | 'off';
  /** One port per local chain: LOCAL_L1, LOCAL_L2. */
  ports: number[];
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
    localEvm: readLocalEvm(env),
  };
}

function readLocalEvm(env: NodeJS.ProcessEnv): LocalEvmConfig {
  const raw = (env.SANDBOX_LOCAL_EVM ?? '').trim().toLowerCase();
  const mode = raw === '' ? 'auto' : raw === '1' ? 'on' : raw === '0' ? 'off' : null;
  if (mode === null) {
    throw new Error(
      `SANDBOX_LOCAL_EVM must be 1 (start the local chains) or 0 (do not), not "${env.SANDBOX_LOCAL_EVM}"`,
    );
  }
  const portsText = env.SANDBOX_ANVIL_PORTS?.trim();
  const ports = portsText
    ? portsText.split(',').map((part) => Number(part.trim()))
    : [...DEFAULT_ANVIL_PORTS];
  if (ports.length !== DEFAULT_ANVIL_PORTS.length || !ports.every((value) => isPort(value) && value > 0)) {
    throw new Error(
      `SANDBOX_ANVIL_PORTS must be ${DEFAULT_ANVIL_PORTS.length} port numbers separated by a comma (e.g. ${DEFAULT_ANVIL_PORTS.join(',')}), not "${env.SANDBOX_ANVIL_PORTS}"`,
    );
  }
  if (new Set(ports).size !== ports.length) {
    throw new Error(`SANDBOX_ANVIL_PORTS must name different ports, not "${env.SANDBOX_ANVIL_PORTS}"`);
  }
  return { mode, ports };
}

function isPort(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 65535;
}
