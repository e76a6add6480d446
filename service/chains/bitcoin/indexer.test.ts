import { describe, expect, it } from 'vitest';
import { createBitcoinIndexer } from './indexer';
import type { BitcoinRpc } from './litecoind';

/** A node with empty blocks, whose block count the test controls (and may answer late). */
function fakeNode() {
  let count = 0;
  const late: Array<() => void> = [];
  let holdNextCount = false;
  const rpc: BitcoinRpc = {
    url: 'http://127.0.0.1:1',
    async call<T>(method: string, params: readonly unknown[] = []): Promise<T> {
      if (method === 'getblockcount') {
        const answer = count;
        if (holdNextCount) {
          holdNextCount = false;
          // Read now, answered later: the look that asked it is still "under way".
          await new Promise<void>((resolve) => late.push(resolve));
        }
        return answer as T;
      }
      if (method === 'getblockhash') return `hash${params[0]}` as T;
      if (method === 'getblock') {
        const height = Number(String(params[0]).slice(4));
        return { hash: params[0], height, time: 1_700_000_000 + height, tx: [] } as T;
      }
      if (method === 'getrawmempool') return [] as T;
      throw new Error(`unexpected ${method}`);
    },
  };
  return {
    rpc,
    mine: () => {
      count += 1;
    },
    holdNextCount: () => {
      holdNextCount = true;
    },
    release: () => {
      for (const resolve of late.splice(0)) resolve();
    },
  };
}

describe('the Bitcoin indexer', () => {
  it('a tick asked while a look is under way indexes the block mined before it was asked', async () => {
    const node = fakeNode();
    const indexer = createBitcoinIndexer({ rpc: node.rpc });
    await indexer.tick();
    expect(indexer.height()).toBe(0);

    // The periodic look reads the block count (0)…
    node.holdNextCount();
    const periodic = indexer.tick();
    // …then a block is mined and its miner asks for a tick, which must include that block.
    node.mine();
    const afterMining = indexer.tick();
    node.release();
    await periodic;
    await afterMining;
    expect(indexer.height()).toBe(1);
  });

  it('callers who ask during one look share the next one (no pile of looks)', async () => {
    const node = fakeNode();
    const indexer = createBitcoinIndexer({ rpc: node.rpc });
    node.holdNextCount();
    const first = indexer.tick();
    const second = indexer.tick();
    const third = indexer.tick();
    expect(third).toBe(second);
    node.release();
    await Promise.all([first, second, third]);
  });
});
