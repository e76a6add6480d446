/** The sandbox's settings, from the environment (see README "Sandbox service"). */
export const SANDBOX_DEFAULT_API_KEY = 'portage-sandbox-key';

export interface SandboxConfig {
  host: string;
  port: number;
  apiKeys: string[];
  /** Speeds the lifecycle timers up: 10 means ten times faster. */
  timeScale: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.PORT ?? 8787);
  const timeScale = Number(env.SANDBOX_TIME_SCALE ?? 1);
  const keys = (env.SANDBOX_API_KEYS ?? SANDBOX_DEFAULT_API_KEY)
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  if (!(timeScale > 0))
    throw new Error(`SANDBOX_TIME_SCALE must be a positive number, not "${env.SANDBOX_TIME_SCALE}"`);
  if (keys.length === 0) throw new Error('SANDBOX_API_KEYS must name at least one key');
  return { host: env.HOST ?? '127.0.0.1', port, apiKeys: keys, timeScale };
}
