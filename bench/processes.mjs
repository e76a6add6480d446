// Processes the benchmark starts (the sandbox, builds), stopped on every way out: Ctrl-C, a
// failure, the end.
import { spawn, spawnSync } from 'node:child_process';

export const cleanups = [];
let cleaning = null;
export function cleanup() {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch {
        // Best effort: the next one still runs.
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    void cleanup().finally(() => process.exit(130));
  });
}

export function run(cmd, cmdArgs, env = {}, cwd = undefined) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env }, cwd });
  if (result.status !== 0)
    throw new Error(`${cmd} ${cmdArgs.join(' ')} failed (${result.status ?? result.signal})`);
}

/** Starts a long-running child in its own process group, so that stopping it stops its children. */
export function startChild(name, cmd, cmdArgs, env) {
  const child = spawn(cmd, cmdArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, 5_000);
    await exited;
    clearTimeout(timer);
  });
  return { child, log: () => log, name };
}

export async function waitForUrl(url, proc, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${proc.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${proc.log()}`);
}
