/** Starting and stopping anvil nodes, and failing loudly when that cannot be done. */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AnvilStartError, anvilBinaryPath, freePort, startAnvil } from './anvil';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('anvil', () => {
  it('is installed with the npm package', () => {
    expect(anvilBinaryPath()).toMatch(/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil(\.exe)?$/);
  });

  it('starts on the given port with the given chain id, mines blocks, and stops on close()', async () => {
    const node = await startAnvil({ chainId: 31999, port: await freePort() });
    try {
      const rpc = async (method: string) => {
        const response = await fetch(node.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
        });
        return ((await response.json()) as { result: string }).result;
      };
      expect(await rpc('eth_chainId')).toBe('0x7cff');
      const first = BigInt(await rpc('eth_blockNumber'));
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect(BigInt(await rpc('eth_blockNumber'))).toBeGreaterThan(first);
      expect(isRunning(node.pid)).toBe(true);
    } finally {
      await node.close();
    }
    expect(isRunning(node.pid)).toBe(false);
  }, 30_000);

  it('fails loudly when the port is taken', async () => {
    const server = createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen({ host: '127.0.0.1', port: 0 }, () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    try {
      const error = await startAnvil({ chainId: 31337, port }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AnvilStartError);
      expect((error as Error).message).toContain(`127.0.0.1:${port} is already in use`);
      expect((error as Error).message).toContain('SANDBOX_ANVIL_PORTS');
    } finally {
      server.close();
    }
  });

  it('fails loudly when the binary cannot be run', async () => {
    const error = await startAnvil({
      chainId: 31337,
      port: await freePort(),
      binary: '/nonexistent/anvil',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnvilStartError);
    expect((error as Error).message).toMatch(/could not be run/);
  });
});
