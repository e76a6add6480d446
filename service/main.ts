import { serve } from '@hono/node-server';
import { anvilBinaryPath } from './chains/evm/anvil';
import { type LocalEvmChains, startLocalEvmChains } from './chains/evm/local';
import { readConfig } from './config';
import { createSandboxApp } from './http/app';

const config = readConfig();

// Nothing a client sends may bring the sandbox down: report and keep serving.
process.on('uncaughtException', (error) => console.error('sandbox: uncaught exception', error));
process.on('unhandledRejection', (reason) => console.error('sandbox: unhandled rejection', reason));

const localChains = await startLocalChains();
const app = createSandboxApp(config, { localChains });

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(
    `Portage sandbox service on http://${info.address}:${info.port} (keys: ${config.apiKeys.length}, time scale ×${config.timeScale})`,
  );
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Open keep-alive connections may hold server.close() up: do not wait for them for long.
    setTimeout(() => process.exit(0), 3_000).unref();
    void (localChains?.close() ?? Promise.resolve()).finally(() => server.close(() => process.exit(0)));
  });
}

/** The local EVM chains, when configured and installed; failing to start them ends the sandbox only when they were asked for. */
async function startLocalChains(): Promise<LocalEvmChains | undefined> {
  const { mode, ports } = config.localEvm;
  if (mode === 'off') return undefined;
  if (mode === 'auto' && !anvilBinaryPath()) {
    console.log('Local chains off: anvil is not installed (npm package @foundry-rs/anvil).');
    return undefined;
  }
  try {
    const chains = await startLocalEvmChains({ ports, log: (line) => console.log(`chains: ${line}`) });
    for (const chain of chains.chains) {
      console.log(`Local chain ${chain.name} (chain id ${chain.chainId}) on ${chain.url}`);
    }
    console.log(
      `Test token PTT at ${chains.tokenContract} and depository at ${chains.depositoryContract} on every local chain; hot wallet ${chains.hotWallet}`,
    );
    return chains;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Asked for explicitly (SANDBOX_LOCAL_EVM=1): a sandbox without them is not what was wanted.
    if (mode === 'on') {
      console.error(`sandbox: the local chains did not start: ${reason}`);
      process.exit(1);
    }
    console.warn(`sandbox: local chains off, they did not start (${reason}). The rest of the sandbox runs.`);
    return undefined;
  }
}
