/**
 * A regtest node for Bitcoin-format transactions: Debian's `litecoind` (a Bitcoin Core fork with
 * the same transaction format, segwit and taproot active on regtest), started with a fresh data
 * directory and stopped with the process that started it. Shared by the sandbox's local Bitcoin
 * chain and the widget's chain test (src/chains/bitcoin/deposit.regtest.test.ts).
 *
 * Litecoin regtest differs from Bitcoin regtest in its bech32 prefix (`rltc` for `bcrt`) and its
 * second P2SH version byte (`Q…`, though it still accepts `2…`); see ./regtest.ts for the address
 * forms. MWEB, Litecoin's extension blocks, would activate by BIP9 signalling after a few hundred
 * blocks and add a HogEx transaction to every block: its deployment is pushed past any date here, so
 * blocks hold Bitcoin-format transactions only.
 *
 * Amounts: the RPC speaks BTC (LTC) as JSON numbers. Never send one as a float: `sendtoaddress`
 * and friends take the exact decimal text as a string (`"0.00123456"`), and amounts read back are
 * taken from raw transactions (bigint satoshis), never from the node's JSON.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findTool, missingToolSentence } from '../../../scripts/system-tools.mjs';
import { portIsFree } from '../evm/anvil';
import { describeOutput, onSandboxExit, superviseNode } from '../node-process';

/**
 * The litecoind binary (PORTAGE_LITECOIND, where Debian's package puts the daemon, or on PATH:
 * scripts/system-tools.mjs), or null when none is found.
 */
export function litecoindBinaryPath(): string | null {
  return findTool('litecoind');
}

export class LitecoindStartError extends Error {
  override readonly name = 'LitecoindStartError';
}

/** An error the node answered with (`{ error: { code, message } }`). */
export class RpcError extends Error {
  override readonly name = 'RpcError';
  readonly code: number;
  readonly method: string;

  constructor(method: string, code: number, message: string) {
    super(`${method}: ${message} (code ${code})`);
    this.code = code;
    this.method = method;
  }
}

export interface BitcoinRpc {
  url: string;
  /** Calls a node method; `wallet` routes a wallet method to that loaded wallet. */
  call<T = unknown>(method: string, params?: readonly unknown[], wallet?: string): Promise<T>;
}

/** A JSON-RPC client of a Bitcoin Core-style node (basic auth, JSON-RPC 1.0 bodies). */
export function createRpcClient(options: {
  url: string;
  user: string;
  password: string;
  timeoutMs?: number;
}): BitcoinRpc {
  const auth = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  let nextId = 1;
  return {
    url: options.url,
    async call<T>(method: string, params: readonly unknown[] = [], wallet?: string): Promise<T> {
      const url = wallet === undefined ? options.url : `${options.url}/wallet/${encodeURIComponent(wallet)}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: auth },
        body: JSON.stringify({ jsonrpc: '1.0', id: nextId++, method, params }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const text = await response.text();
      let body: { result?: unknown; error?: { code?: number; message?: string } | null };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        throw new RpcError(method, response.status, `HTTP ${response.status}: ${text.slice(0, 200)}`);
      }
      if (body.error) {
        throw new RpcError(method, body.error.code ?? 0, body.error.message ?? 'unknown error');
      }
      return body.result as T;
    },
  };
}

export interface LitecoindOptions {
  rpcPort: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default: a fresh temporary directory, removed on close. */
  datadir?: string;
  /** Default: the Debian package's binary. */
  binary?: string;
  /** How long the node may take to answer RPC. Default 30 s. */
  startTimeoutMs?: number;
}

export interface LitecoindNode {
  rpc: BitcoinRpc;
  rpcPort: number;
  datadir: string;
  pid: number;
  /** Stops the node (RPC `stop`, then SIGTERM, SIGKILL after 5 s) and removes its data directory. */
  close(): Promise<void>;
}

/**
 * Starts a regtest node with a fresh chain (block 0 only) and waits until its RPC answers. No
 * peer-to-peer port is opened (`-listen=0`), no peer is looked for.
 */
export async function startLitecoind(options: LitecoindOptions): Promise<LitecoindNode> {
  const host = options.host ?? '127.0.0.1';
  const binary = options.binary ?? litecoindBinaryPath();
  if (!binary) {
    throw new LitecoindStartError(missingToolSentence('litecoind'));
  }
  if (!(await portIsFree(host, options.rpcPort))) {
    throw new LitecoindStartError(
      `cannot start litecoind: its RPC port ${host}:${options.rpcPort} is already in use (another sandbox or node?). ` +
        'Free the port or choose others with SANDBOX_BITCOIN_PORTS.',
    );
  }
  const ownDatadir = options.datadir === undefined;
  if (ownDatadir) removeStaleDatadirs();
  const datadir = options.datadir ?? (await mkdtemp(join(tmpdir(), DATADIR_PREFIX)));
  // Removed at exit too: a sandbox stopped before `close()` finished still cleans up.
  const forgetDatadir = ownDatadir
    ? onSandboxExit(() => rmSync(datadir, { recursive: true, force: true }))
    : () => {};
  const user = 'portage';
  const password = randomBytes(16).toString('hex');
  const child = spawn(
    binary,
    [
      '-regtest',
      `-datadir=${datadir}`,
      '-server',
      `-rpcport=${options.rpcPort}`,
      `-rpcbind=${host}`,
      `-rpcallowip=${host}`,
      `-rpcuser=${user}`,
      `-rpcpassword=${password}`,
      '-rpcworkqueue=64',
      '-listen=0',
      '-connect=0',
      '-dnsseed=0',
      '-discover=0',
      '-txindex',
      // What the wallet pays when the node has no fee estimate yet (always, on a fresh regtest).
      '-fallbackfee=0.0001',
      // Keep MWEB from ever activating: blocks stay plain Bitcoin-format (see the header).
      '-vbparams=mweb:2000000000:2100000000',
      '-printtoconsole=0',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const { output, exited, failure } = superviseNode(child);

  const rpc = createRpcClient({ url: `http://${host}:${options.rpcPort}`, user, password });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (child.exitCode === null && child.signalCode === null) {
      await rpc.call('stop').catch(() => child.kill('SIGTERM'));
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDatadir) {
      await rm(datadir, { recursive: true, force: true });
      forgetDatadir();
    }
  };

  const timeoutMs = options.startTimeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  while (failure() === null) {
    try {
      await rpc.call('getblockchaininfo');
      return { rpc, rpcPort: options.rpcPort, datadir, pid: child.pid ?? -1, close };
    } catch {
      // Not listening yet, or still warming up (code -28).
    }
    if (Date.now() > deadline) {
      await close();
      throw new LitecoindStartError(
        `litecoind did not answer on ${rpc.url} within ${timeoutMs} ms.${describeOutput(output())}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new LitecoindStartError(
    `litecoind (RPC ${rpc.url}) ${failure()}.${describeOutput(output())} (binary: ${binary})`,
  );
}

const DATADIR_PREFIX = 'portage-litecoind-';
/** A data directory older than this whose node is gone was left by a process killed outright. */
const STALE_AFTER_MS = 10 * 60_000;

/**
 * Removes the data directories of nodes whose process was killed outright (SIGKILL leaves no
 * chance to clean up): old enough, and the node's pid file names no live process.
 */
function removeStaleDatadirs(): void {
  let names: string[];
  try {
    names = readdirSync(tmpdir()).filter((name) => name.startsWith(DATADIR_PREFIX));
  } catch {
    return;
  }
  for (const name of names) {
    const dir = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(dir).mtimeMs < STALE_AFTER_MS) continue;
      const pid = Number(readFileSync(join(dir, 'regtest', 'bitcoind.pid'), 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) continue;
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Not ours to judge (no pid file yet, no permission): leave it.
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
