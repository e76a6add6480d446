/**
 * A node process the sandbox started (anvil, litecoind): what it printed last, for start-up
 * errors, and its exit. Every node is killed when the sandbox's process exits, whatever the
 * reason, by one synchronous `exit` hook, so no node outlives the service that started it.
 */
import type { ChildProcess } from 'node:child_process';

export interface NodeExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SupervisedNode {
  /** The last 4,000 characters the node printed (stdout and stderr). */
  output(): string;
  /** Resolves once the process has exited. */
  exited: Promise<NodeExit>;
  /** Why the node stopped before it was closed ("exited (code 1)", "could not be run (…)"), or null. */
  failure(): string | null;
}

const running = new Set<ChildProcess>();
const cleanups = new Set<() => void>();
let exitHookInstalled = false;

/** Runs `cleanup` when this process exits (it must be synchronous); returns how to cancel it. */
export function onSandboxExit(cleanup: () => void): () => void {
  installExitHook();
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL');
    for (const cleanup of cleanups) cleanup();
  });
}

/** Watches a node just spawned with piped stdout/stderr. */
export function superviseNode(child: ChildProcess): SupervisedNode {
  installExitHook();
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<NodeExit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  let failure: string | null = null;
  void exited.then(({ code, signal }) => {
    failure ??= `exited (${signal ?? `code ${code}`})`;
  });
  child.once('error', (error) => {
    failure ??= `could not be run (${error.message})`;
  });
  return { output: () => output, exited, failure: () => failure };
}

/** The node's output for an error message, or nothing when it printed nothing. */
export function describeOutput(output: string): string {
  const text = output.trim();
  return text ? ` Its output: ${text}` : '';
}
