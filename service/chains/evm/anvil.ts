/**
 * Local EVM nodes: `anvil` processes from the npm package `@foundry-rs/anvil` (its binary ships in
 * a per-platform package such as `@foundry-rs/anvil-linux-amd64`).
 *
 * Each node starts with a fresh in-memory state, mines a block every second (so confirmations
 * keep coming while nobody transacts), and is killed when the sandbox stops: by `close()`, and by
 * a process `exit` hook as a last resort, so no node outlives the service that started it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { describeOutput, superviseNode } from '../node-process';

export interface AnvilOptions {
  chainId: number;
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Seconds between blocks. Default 1. */
  blockTimeSeconds?: number;
  /** Default: the binary of the installed npm package. */
  binary?: string;
  /** How long the node may take to answer `eth_chainId`. Default 15 s. */
  startTimeoutMs?: number;
}

export interface AnvilNode {
  chainId: number;
  port: number;
  url: string;
  pid: number;
  /** Stops the node (SIGTERM, then SIGKILL after 2 s); resolves once it has exited. */
  close(): Promise<void>;
}

export class AnvilStartError extends Error {
  override readonly name = 'AnvilStartError';
}

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

/** The anvil binary of the installed npm package for this platform, or null when there is none. */
export function anvilBinaryPath(): string | null {
  const packageName = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!packageName) return null;
  try {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve(`${packageName}/package.json`));
    const binary = join(root, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

/** Starts one node and waits until it answers `eth_chainId` with the expected chain id. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilNode> {
  const host = options.host ?? '127.0.0.1';
  const { chainId, port } = options;
  const url = `http://${host}:${port}`;
  const binary = options.binary ?? anvilBinaryPath();
  if (!binary) {
    throw new AnvilStartError(
      `anvil is not installed for ${process.platform}-${process.arch}: run npm install (package @foundry-rs/anvil).`,
    );
  }
  // anvil refuses a taken port itself, but another node already there would answer our probe:
  // find out first, and say which port.
  if (!(await portIsFree(host, port))) {
    throw new AnvilStartError(
      `cannot start anvil for chain ${chainId}: ${host}:${port} is already in use (another sandbox or node?). ` +
        'Free the port, choose others with SANDBOX_ANVIL_PORTS, or turn the local chains off with SANDBOX_LOCAL_EVM=0.',
    );
  }

  const child = spawn(
    binary,
    [
      '--host',
      host,
      '--port',
      String(port),
      '--chain-id',
      String(chainId),
      '--block-time',
      String(options.blockTimeSeconds ?? 1),
      '--silent',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const { output, exited, failure } = superviseNode(child);

  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 15_000);
  while (failure() === null) {
    const answered = await chainIdAt(url);
    if (failure() !== null) break;
    if (answered !== null) {
      if (answered !== chainId) {
        await close();
        throw new AnvilStartError(`the node at ${url} answers chain id ${answered}, not ${chainId}.`);
      }
      return { chainId, port, url, pid: child.pid ?? -1, close };
    }
    if (Date.now() > deadline) {
      await close();
      throw new AnvilStartError(
        `anvil for chain ${chainId} did not answer on ${url} within ${options.startTimeoutMs ?? 15_000} ms.${describeOutput(output())}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new AnvilStartError(
    `anvil for chain ${chainId} on ${url} ${failure()}.${describeOutput(output())} (binary: ${binary})`,
  );
}

/** The chain id a node answers with, or null when nothing (valid) answers yet. */
async function chainIdAt(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    const body = (await response.json()) as { result?: unknown };
    return typeof body.result === 'string' ? Number(BigInt(body.result)) : null;
  } catch {
    return null;
  }
}

/** Whether a TCP port can be listened on (it is closed again at once). */
export function portIsFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the OS says is free right now (for tests: it may be taken again before it is used). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ host, port: 0, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Gives `address` the runtime `code` on an anvil node (anvil's own `anvil_setCode`), as if a
 * contract had been deployed there: for tests of a contract that exists on one chain only.
 */
export async function setAnvilCode(url: string, address: string, code: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [address, code] }),
  });
  const body = (await response.json()) as { error?: unknown };
  if (!response.ok || body.error) throw new Error(`anvil_setCode failed: ${JSON.stringify(body)}`);
}
