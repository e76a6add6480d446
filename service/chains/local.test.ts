import { describe, expect, it, vi } from 'vitest';
import type { CatalogNetwork, CatalogToken } from '../catalog';
import type { TransferOrder } from '../swaps/chain-backed';
import {
  combineLocalChains,
  createTransferDriver,
  driveLogged,
  everyBlock,
  type LocalChainBackend,
  onePort,
  StoreAttachment,
} from './local';
import { LOCAL_CHAIN_STARTERS, startLocalChains } from './start';

function fakeBackend(
  family: string,
  names: string[],
  height = 1n,
): LocalChainBackend & { inspected: string[] } {
  const inspected: string[] = [];
  return {
    family,
    inspected,
    networks: names.map((name) => ({ name }) as CatalogNetwork),
    describe: () => [`${family} up`],
    handles: (network) => names.includes(network),
    height: (network) => (names.includes(network) ? height : null),
    depositAddress: (network, seed) => `${family}:${network}:${seed}`,
    attach: () => async () => {},
    async inspect(network, hash) {
      inspected.push(`${network}/${hash}`);
    },
    close: async () => {},
  };
}

describe('combineLocalChains', () => {
  it('serves each network from the backend that owns it', async () => {
    const evm = fakeBackend('evm', ['LOCAL_L1', 'LOCAL_L2'], 10n);
    const solana = fakeBackend('solana', ['LOCAL_SOLANA'], 99n);
    const chains = combineLocalChains([evm, solana]);
    expect(chains.networks.map((network) => network.name)).toEqual(['LOCAL_L1', 'LOCAL_L2', 'LOCAL_SOLANA']);
    expect(chains.handles('LOCAL_SOLANA')).toBe(true);
    expect(chains.handles('ETHEREUM_MAINNET')).toBe(false);
    expect(chains.height('LOCAL_L2')).toBe(10n);
    expect(chains.height('LOCAL_SOLANA')).toBe(99n);
    expect(chains.height('ETHEREUM_MAINNET')).toBeNull();
    expect(chains.depositAddress?.('LOCAL_SOLANA', 'deposit:1')).toBe('solana:LOCAL_SOLANA:deposit:1');
    expect(chains.depositAddress?.('ETHEREUM_MAINNET', 'deposit:1')).toBeUndefined();
    await chains.inspect('LOCAL_SOLANA', 'sig');
    expect(solana.inspected).toEqual(['LOCAL_SOLANA/sig']);
    expect(evm.inspected).toEqual([]);
    expect(chains.describe()).toEqual(['evm up', 'solana up']);
  });

  it('refuses two backends claiming one network', () => {
    expect(() => combineLocalChains([fakeBackend('a', ['X']), fakeBackend('b', ['X'])])).toThrow(
      'two local chains claim the network X',
    );
  });
});

describe('createTransferDriver', () => {
  const order = (swapId: string, network: string): TransferOrder => ({
    swapId,
    step: 'output',
    network: { name: network } as CatalogNetwork,
    token: { symbol: 'PTT' } as CatalogToken,
    to: 'receiver',
    amount: 5n,
  });

  it('sends each due transfer on its own networks once, records it, then its confirmation', async () => {
    let due = [order('a', 'MINE'), order('b', 'OTHER')];
    const recorded: string[] = [];
    const confirmed: string[] = [];
    const store = {
      dueTransfers: () => due,
      recordTransfer: (id: string, step: string, transfer: { hash: string; amount: bigint }) => {
        recorded.push(`${id}/${step}/${transfer.hash}/${transfer.amount}`);
        due = due.filter((o) => o.swapId !== id);
      },
      confirmTransfer: (id: string, _step: string, block: bigint) => confirmed.push(`${id}@${block}`),
      depositTarget: () => undefined,
      recordDeposit: () => false,
    };
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = vi.fn(async (o: TransferOrder) => {
      await gate;
      return { hash: `hash-${o.swapId}`, from: 'hot' };
    });
    const driver = createTransferDriver({
      store,
      handles: (network) => network === 'MINE',
      send,
      confirmation: async () => 7n,
      log: () => {},
    });
    // Blocks arrive while the first send is still with the node: no second send.
    driver.drive();
    driver.drive();
    driver.drive();
    release();
    await vi.waitFor(() => expect(confirmed).toEqual(['a@7']));
    driver.drive();
    expect(send).toHaveBeenCalledTimes(1);
    expect(recorded).toEqual(['a/output/hash-a/5']);
  });

  it('retries a send that failed at the next drive', async () => {
    const logs: string[] = [];
    let attempts = 0;
    let due = [order('a', 'MINE')];
    const driver = createTransferDriver({
      store: {
        dueTransfers: () => due,
        recordTransfer: () => {
          due = [];
        },
        confirmTransfer: () => {},
        depositTarget: () => undefined,
        recordDeposit: () => false,
      },
      handles: () => true,
      send: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('node busy');
        return { hash: 'h', from: 'hot' };
      },
      confirmation: async () => 1n,
      log: (line) => logs.push(line),
    });
    driver.drive();
    await vi.waitFor(() =>
      expect(logs.some((line) => line.includes('could not be sent (will retry): node busy'))).toBe(true),
    );
    driver.drive();
    await vi.waitFor(() => expect(due).toEqual([]));
    expect(attempts).toBe(2);
  });
});

describe('the backend lifecycle pieces', () => {
  it('StoreAttachment serves one store at a time and stops each on detach or detachAll', async () => {
    const attachment = new StoreAttachment<string>('the local test chain');
    const stops: string[] = [];
    attachment.claim();
    const detach = attachment.hold('first', () => stops.push('first'));
    expect(attachment.current).toBe('first');
    expect(() => attachment.claim()).toThrow('the local test chain already serves a swap store');
    await detach();
    expect(attachment.current).toBeNull();
    attachment.claim();
    attachment.hold('second', () => stops.push('second'));
    await attachment.detachAll();
    await attachment.detachAll();
    expect(stops).toEqual(['first', 'second']);
    expect(attachment.current).toBeNull();
  });

  it('onePort takes exactly one port; driveLogged logs a failed drive instead of throwing', () => {
    expect(onePort([0], 'the local test ledger')).toBe(0);
    expect(() => onePort([1, 2], 'the local test ledger')).toThrow(
      'the local test ledger needs one port, got 2',
    );
    const lines: string[] = [];
    driveLogged(
      'LOCAL_TEST',
      (line) => lines.push(line),
      () => {
        throw new Error('no funds');
      },
    )();
    expect(lines).toEqual(['LOCAL_TEST: sending what is due failed: no funds']);
  });

  it('everyBlock advances then drives every interval until stopped', () => {
    vi.useFakeTimers();
    try {
      const steps: string[] = [];
      const stop = everyBlock(
        100,
        () => steps.push('advance'),
        () => steps.push('drive'),
      );
      vi.advanceTimersByTime(250);
      stop();
      vi.advanceTimersByTime(500);
      expect(steps).toEqual(['advance', 'drive', 'advance', 'drive']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('startLocalChains', () => {
  const config = (mode: 'auto' | 'on' | 'off') => ({
    mode,
    families: ['evm' as const],
    ports: { evm: [1, 2], solana: [3], ton: [4], bitcoin: [5, 6], starknet: [7], tron: [8], fuel: [9] },
  });

  it('starts nothing when off', async () => {
    await expect(
      startLocalChains({ config: config('off'), log: () => {}, warn: () => {} }),
    ).resolves.toBeUndefined();
  });

  it('leaves out a family whose engine is missing in auto mode, and fails in on mode', async () => {
    const starter = LOCAL_CHAIN_STARTERS.evm;
    const unavailable = vi.spyOn(starter, 'unavailable').mockReturnValue('anvil is not installed');
    try {
      const warnings: string[] = [];
      await expect(
        startLocalChains({ config: config('auto'), log: () => {}, warn: (line) => warnings.push(line) }),
      ).resolves.toBeUndefined();
      expect(warnings).toEqual(['Local evm chain off: anvil is not installed.']);
      await expect(startLocalChains({ config: config('on'), log: () => {}, warn: () => {} })).rejects.toThrow(
        'the evm local chain cannot start: anvil is not installed',
      );
    } finally {
      unavailable.mockRestore();
    }
  });

  it('goes on without a family that fails to start in auto mode, and fails in on mode', async () => {
    const starter = LOCAL_CHAIN_STARTERS.evm;
    const start = vi.spyOn(starter, 'start').mockRejectedValue(new Error('port 1 is in use'));
    try {
      const warnings: string[] = [];
      await expect(
        startLocalChains({ config: config('auto'), log: () => {}, warn: (line) => warnings.push(line) }),
      ).resolves.toBeUndefined();
      expect(warnings).toEqual([
        'the evm local chain did not start: port 1 is in use. The rest of the sandbox runs.',
      ]);
      await expect(startLocalChains({ config: config('on'), log: () => {}, warn: () => {} })).rejects.toThrow(
        'the evm local chain did not start: port 1 is in use',
      );
    } finally {
      start.mockRestore();
    }
  });
});
