// @vitest-environment happy-dom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpectedDeposit } from '../chains/kit/expected';
import {
  capSwaps,
  createResilientStorage,
  MAX_STATUS_LOG,
  MAX_STORED_SWAPS,
  migrateSwapsState,
  type StoredSwap,
  SWAPS_STORAGE_KEY,
  SWAPS_STORE_VERSION,
  sanitizeStatusLog,
  sanitizeStoredSwap,
  sanitizeStoredSwaps,
  useSwapsStore,
} from './swaps';

type SwapsModule = typeof import('./swaps');

const HASH_A = '0x1111111111111111111111111111111111111111111111111111111111111111';
const HASH_B = '0x2222222222222222222222222222222222222222222222222222222222222222';

let clock = 1_700_000_000_000;

const EXPECTED: ExpectedDeposit = {
  origin: 'created',
  network: { name: 'ETHEREUM_SEPOLIA', family: 'evm', chainId: '11155111' },
  token: { symbol: 'ETH', contract: null, decimals: 18 },
  amount: '100000000000000000',
  destination: { network: 'SOLANA_DEVNET', address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin' },
  depository: null,
  baseAssetId: null,
};

function swap(id: string, overrides: Partial<StoredSwap> = {}): StoredSwap {
  clock += 1_000;
  return {
    id,
    createdAt: clock,
    sourceNetwork: 'ETHEREUM_SEPOLIA',
    sourceNetworkName: 'Ethereum Sepolia',
    sourceToken: 'ETH',
    destinationNetwork: 'SOLANA_DEVNET',
    destinationToken: 'SOL',
    amount: '0.1',
    destinationAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    depositMethod: 'wallet',
    ...overrides,
  };
}

function stored(): { state: { swaps: StoredSwap[] }; version: number } {
  const text = localStorage.getItem(SWAPS_STORAGE_KEY);
  if (text === null) throw new Error('nothing stored');
  return JSON.parse(text);
}

function seed(value: unknown): void {
  localStorage.setItem(SWAPS_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
}

/** A fresh copy of the module, as after a reload, before anything read the stored swaps. */
async function freshModule(): Promise<SwapsModule> {
  vi.resetModules();
  return import('./swaps');
}

/** As after a reload once the page has read what localStorage holds now (main.tsx: when idle). */
async function reload(): Promise<SwapsModule> {
  const fresh = await freshModule();
  fresh.loadStoredSwaps();
  return fresh;
}

function ids(list: readonly StoredSwap[]): string[] {
  return list.map((s) => s.id);
}

const store = () => useSwapsStore.getState();

// happy-dom's Storage is a Proxy that ignores assignments to its methods, so spies on it cannot be
// restored: tests swap the whole `localStorage` of the window instead, and put it back afterwards.
const realLocalStorage = globalThis.localStorage;
const localStorageDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');

function restoreLocalStorage(): void {
  if (localStorageDescriptor) Object.defineProperty(globalThis, 'localStorage', localStorageDescriptor);
  else Reflect.deleteProperty(globalThis, 'localStorage');
}

/** Replaces `window.localStorage` by a storage over the real one with some methods overridden. */
function replaceLocalStorage(overrides: Partial<Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>>): void {
  const storage = {
    getItem: (key: string) => realLocalStorage.getItem(key),
    setItem: (key: string, value: string) => realLocalStorage.setItem(key, value),
    removeItem: (key: string) => realLocalStorage.removeItem(key),
    clear: () => realLocalStorage.clear(),
    key: (index: number) => realLocalStorage.key(index),
    get length() {
      return realLocalStorage.length;
    },
    ...overrides,
  } as Storage;
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => storage });
}

beforeEach(() => {
  localStorage.clear();
  useSwapsStore.setState({ swaps: [] });
});

afterEach(() => {
  restoreLocalStorage();
  vi.useRealTimers();
});

describe('useSwapsStore actions', () => {
  it('adds swaps newest first and gets them by id', () => {
    const a = swap('a');
    const b = swap('b');
    store().add(a);
    store().add(b);
    expect(ids(store().swaps)).toEqual(['b', 'a']);
    expect(store().get('a')).toEqual(a);
    expect(store().get('missing')).toBeUndefined();
  });

  it('orders by createdAt even when an older swap is added later', () => {
    const old = swap('old');
    const recent = swap('recent');
    store().add(recent);
    store().add(old);
    expect(ids(store().swaps)).toEqual(['recent', 'old']);
  });

  it('is idempotent by id: a second add keeps the first entry', () => {
    store().add(swap('a', { amount: '1' }));
    store().add(swap('a', { amount: '2' }));
    expect(store().swaps).toHaveLength(1);
    expect(store().get('a')?.amount).toBe('1');
  });

  it('does not keep a reference to the caller’s object', () => {
    const a = swap('a');
    store().add(a);
    a.amount = '999';
    expect(store().get('a')?.amount).toBe('0.1');
  });

  it('updates a swap, stamps updatedAt and never changes the id', () => {
    vi.useFakeTimers({ now: 5_000 });
    store().add(swap('a'));
    store().update('a', { status: 'ls_transfer_pending', destinationNetworkName: 'Solana Devnet' });
    expect(store().get('a')).toMatchObject({
      status: 'ls_transfer_pending',
      destinationNetworkName: 'Solana Devnet',
      updatedAt: 5_000,
    });
    store().update('a', { id: 'b' } as Partial<StoredSwap>);
    expect(ids(store().swaps)).toEqual(['a']);
    store().update('a', { updatedAt: 42 });
    expect(store().get('a')?.updatedAt).toBe(42);
  });

  it('ignores an update of an unknown id', () => {
    store().add(swap('a'));
    const before = store().swaps;
    store().update('nope', { status: 'completed' });
    expect(store().swaps).toBe(before);
  });

  it('update never drops or changes a stored deposit hash, but may clear a deposit without one', () => {
    store().add(swap('a'));
    store().add(swap('b'));
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 1 });
    store().update('a', { deposit: undefined });
    expect(store().get('a')?.deposit?.txHash).toBe(HASH_A);
    store().update('a', { deposit: { txHash: HASH_B, state: 'submitted', at: 2 } });
    expect(store().get('a')?.deposit?.txHash).toBe(HASH_A);
    store().update('a', { deposit: { txHash: HASH_A, state: 'confirmed', at: 3 } });
    expect(store().get('a')?.deposit).toEqual({ txHash: HASH_A, state: 'confirmed', at: 3 });

    store().recordDeposit('b', { state: 'signing', at: 1 });
    store().update('b', { deposit: undefined });
    expect(store().get('b')?.deposit).toBeUndefined();
  });

  it('setStatus records a change and skips a write when unchanged', () => {
    vi.useFakeTimers({ now: 10_000 });
    store().add(swap('a'));
    store().setStatus('a', 'user_transfer_pending');
    expect(store().get('a')).toMatchObject({ status: 'user_transfer_pending', updatedAt: 10_000 });
    const before = store().swaps;
    const write = vi.fn((key: string, value: string) => realLocalStorage.setItem(key, value));
    replaceLocalStorage({ setItem: write });
    vi.setSystemTime(20_000);
    store().setStatus('a', 'user_transfer_pending');
    expect(store().swaps).toBe(before);
    expect(write).not.toHaveBeenCalled();
    store().setStatus('a', 'completed');
    expect(store().get('a')).toMatchObject({ status: 'completed', updatedAt: 20_000 });
    expect(write).toHaveBeenCalled();
    store().setStatus('missing', 'completed');
    expect(store().get('missing')).toBeUndefined();
  });

  it('keeps a log of the statuses seen, each with when it was first seen, capped', () => {
    vi.useFakeTimers({ now: 10_000 });
    store().add(swap('a', { status: 'user_transfer_pending' }));
    expect(store().get('a')?.statusLog).toEqual([{ status: 'user_transfer_pending', at: 10_000 }]);
    vi.setSystemTime(20_000);
    store().setStatus('a', 'user_transfer_pending');
    store().setStatus('a', 'ls_transfer_pending');
    vi.setSystemTime(30_000);
    store().setStatus('a', 'ls_transfer_pending');
    store().setStatus('a', 'pending_refund');
    expect(store().get('a')?.statusLog).toEqual([
      { status: 'user_transfer_pending', at: 10_000 },
      { status: 'ls_transfer_pending', at: 20_000 },
      { status: 'pending_refund', at: 30_000 },
    ]);
    // A swap stored before the log: its status gets its first entry when next seen.
    store().add(swap('old', { status: 'ls_transfer_pending' }));
    store().update('old', { statusLog: undefined });
    store().setStatus('old', 'ls_transfer_pending');
    expect(store().get('old')?.statusLog).toEqual([{ status: 'ls_transfer_pending', at: 30_000 }]);
    for (let i = 0; i < MAX_STATUS_LOG + 5; i++) store().setStatus('a', `step_${i}`);
    const log = store().get('a')?.statusLog ?? [];
    expect(log).toHaveLength(MAX_STATUS_LOG);
    expect(log.at(-1)?.status).toBe(`step_${MAX_STATUS_LOG + 4}`);
  });

  it('reads a stored status log tolerantly', () => {
    expect(sanitizeStatusLog('x')).toBeUndefined();
    expect(sanitizeStatusLog([])).toBeUndefined();
    expect(
      sanitizeStatusLog([
        { status: 'created', at: 1, extra: 'dropped' },
        { status: '', at: 2 },
        { status: 'x'.repeat(65), at: 3 },
        { status: 'completed', at: 'later' },
        null,
        { status: 'refunded', at: 4 },
      ]),
    ).toEqual([
      { status: 'created', at: 1 },
      { status: 'refunded', at: 4 },
    ]);
    const long = Array.from({ length: 30 }, (_, i) => ({ status: `s${i}`, at: i }));
    expect(sanitizeStatusLog(long)).toEqual(long.slice(-MAX_STATUS_LOG));
    const a = swap('a', { statusLog: [{ status: 'created', at: 1 }] });
    expect(sanitizeStoredSwap(a)?.statusLog).toEqual([{ status: 'created', at: 1 }]);
    expect(sanitizeStoredSwap({ ...a, statusLog: 'broken' })).not.toHaveProperty('statusLog');
  });

  it('removes a swap', () => {
    store().add(swap('a'));
    store().add(swap('b'));
    store().remove('a');
    expect(ids(store().swaps)).toEqual(['b']);
    const before = store().swaps;
    store().remove('a');
    expect(store().swaps).toBe(before);
  });

  it('lists the swaps still in progress, with a stable array while nothing changed', () => {
    store().add(swap('new'));
    store().add(swap('pending', { status: 'ls_transfer_pending' }));
    store().add(swap('done', { status: 'completed' }));
    store().add(swap('refunded', { status: 'refunded' }));
    store().add(swap('odd', { status: 'something_new' }));
    expect(ids(store().activeSwaps())).toEqual(['odd', 'pending', 'new']);
    expect(store().activeSwaps()).toBe(store().activeSwaps());
    store().setStatus('pending', 'completed');
    expect(ids(store().activeSwaps())).toEqual(['odd', 'new']);
  });
});

describe('recordDeposit', () => {
  beforeEach(() => {
    store().add(swap('a'));
  });

  it('stores the hash at once in localStorage', () => {
    expect(store().recordDeposit('a', { state: 'signing', at: 1 })).toBe(true);
    expect(stored().state.swaps[0]?.deposit).toEqual({ state: 'signing', at: 1 });
    expect(store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 2 })).toBe(true);
    expect(stored().state.swaps[0]?.deposit).toEqual({ txHash: HASH_A, state: 'submitted', at: 2 });
  });

  it('refuses a second, different hash and changes nothing', () => {
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 2 });
    const before = store().swaps;
    expect(store().recordDeposit('a', { txHash: HASH_B, state: 'submitted', at: 3 })).toBe(false);
    expect(store().swaps).toBe(before);
    expect(store().get('a')?.deposit).toEqual({ txHash: HASH_A, state: 'submitted', at: 2 });
    expect(stored().state.swaps[0]?.deposit?.txHash).toBe(HASH_A);
  });

  it('accepts the same hash again (hex case-insensitive) and moves the state forward', () => {
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 2 });
    expect(
      store().recordDeposit('a', {
        txHash: HASH_A.toUpperCase().replace('0X', '0x'),
        state: 'confirmed',
        at: 3,
      }),
    ).toBe(true);
    expect(store().get('a')?.deposit).toEqual({ txHash: HASH_A, state: 'confirmed', at: 3 });
  });

  it('compares non-hex hashes exactly', () => {
    store().recordDeposit('a', {
      txHash: '5VfydnLu4XwV2H2dLHPv22JxhLbYJruaM9YTaGY30TZj',
      state: 'submitted',
      at: 1,
    });
    expect(
      store().recordDeposit('a', {
        txHash: '5vfydnlu4xwv2h2dlhpv22jxhlbyjruam9ytagy30tzj',
        state: 'submitted',
        at: 2,
      }),
    ).toBe(false);
  });

  it('keeps a stored hash when a record comes without one, and never moves the state backwards', () => {
    store().recordDeposit('a', { txHash: HASH_A, state: 'confirmed', at: 2 });
    expect(store().recordDeposit('a', { state: 'signing', at: 3 })).toBe(true);
    expect(store().get('a')?.deposit).toEqual({ txHash: HASH_A, state: 'confirmed', at: 3 });
  });

  it('treats an empty hash as none', () => {
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 2 });
    expect(store().recordDeposit('a', { txHash: '', state: 'submitted', at: 3 })).toBe(true);
    expect(store().get('a')?.deposit?.txHash).toBe(HASH_A);
  });

  it('returns false for an unknown swap', () => {
    expect(store().recordDeposit('nope', { txHash: HASH_A, state: 'submitted', at: 1 })).toBe(false);
  });
});

describe('recordNotice: the service acknowledged the deposit notice', () => {
  beforeEach(() => {
    store().add(swap('a'));
  });

  it('is stored with the hash, at once in localStorage, and read back after a reload', async () => {
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 2 });
    expect(store().recordNotice('a', HASH_A, 5)).toBe(true);
    const deposit = { txHash: HASH_A, state: 'submitted', at: 2, notified: 5 };
    expect(store().get('a')?.deposit).toEqual(deposit);
    expect(stored().state.swaps[0]?.deposit).toEqual(deposit);
    const fresh = await reload();
    expect(fresh.useSwapsStore.getState().get('a')?.deposit).toEqual(deposit);
  });

  it('only for the stored hash (hex case-insensitive), never without one', () => {
    expect(store().recordNotice('a', HASH_A, 5)).toBe(false);
    store().recordDeposit('a', { state: 'signing', at: 1 });
    expect(store().recordNotice('a', HASH_A, 5)).toBe(false);
    expect(store().get('a')?.deposit).toEqual({ state: 'signing', at: 1 });
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 2 });
    expect(store().recordNotice('a', HASH_B, 5)).toBe(false);
    expect(store().recordNotice('nope', HASH_A, 5)).toBe(false);
    expect(store().get('a')?.deposit).toEqual({ txHash: HASH_A, state: 'submitted', at: 2 });
    expect(store().recordNotice('a', HASH_A.toUpperCase().replace('0X', '0x'), 6)).toBe(true);
    expect(store().get('a')?.deposit?.notified).toBe(6);
  });

  it('never goes backwards: the first acknowledgement stays, and later deposit records keep it', () => {
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 2 });
    store().recordNotice('a', HASH_A, 5);
    const before = store().swaps;
    expect(store().recordNotice('a', HASH_A, 9)).toBe(true);
    expect(store().swaps).toBe(before);
    store().recordDeposit('a', { txHash: HASH_A, state: 'confirmed', at: 3 });
    store().recordDeposit('a', { state: 'signing', at: 4 });
    expect(store().get('a')?.deposit).toEqual({ txHash: HASH_A, state: 'confirmed', at: 4, notified: 5 });
    // A patch with the same hash and no notice keeps it; one that would drop the hash changes nothing.
    store().update('a', { deposit: { txHash: HASH_A, state: 'confirmed', at: 6 } });
    expect(store().get('a')?.deposit).toEqual({ txHash: HASH_A, state: 'confirmed', at: 6, notified: 5 });
    store().update('a', { deposit: undefined });
    expect(store().get('a')?.deposit?.notified).toBe(5);
  });

  it('a deposit record carrying a notice stores it only with a hash', () => {
    store().recordDeposit('a', { state: 'signing', at: 1, notified: 3 });
    expect(store().get('a')?.deposit).toEqual({ state: 'signing', at: 1 });
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 2, notified: 3 });
    expect(store().get('a')?.deposit).toEqual({ txHash: HASH_A, state: 'submitted', at: 2, notified: 3 });
  });
});

describe('the cap of 50', () => {
  it('drops the oldest swaps beyond 50', () => {
    for (let i = 0; i < MAX_STORED_SWAPS + 3; i++) store().add(swap(`s${i}`, { status: 'completed' }));
    expect(store().swaps).toHaveLength(MAX_STORED_SWAPS);
    expect(store().get('s0')).toBeUndefined();
    expect(store().get('s2')).toBeUndefined();
    expect(store().get('s3')).toBeDefined();
    expect(stored().state.swaps).toHaveLength(MAX_STORED_SWAPS);
  });

  it('drops a finished swap before an older one still in progress', () => {
    store().add(swap('oldest-in-progress', { status: 'user_transfer_pending' }));
    store().add(swap('old-unknown-status'));
    for (let i = 0; i < MAX_STORED_SWAPS - 2; i++) store().add(swap(`done${i}`, { status: 'completed' }));
    store().add(swap('newest'));
    expect(store().swaps).toHaveLength(MAX_STORED_SWAPS);
    expect(store().get('oldest-in-progress')).toBeDefined();
    expect(store().get('old-unknown-status')).toBeDefined();
    expect(store().get('done0')).toBeUndefined();
    expect(store().get('done1')).toBeDefined();
  });

  it('drops the oldest in progress only when none is finished, keeping those with a deposit hash', () => {
    store().add(swap('oldest-with-hash', { deposit: { txHash: HASH_A, state: 'submitted', at: 1 } }));
    store().add(swap('old-no-hash'));
    for (let i = 0; i < MAX_STORED_SWAPS - 2; i++)
      store().add(swap(`p${i}`, { status: 'ls_transfer_pending' }));
    store().add(swap('newest'));
    expect(store().swaps).toHaveLength(MAX_STORED_SWAPS);
    expect(store().get('oldest-with-hash')).toBeDefined();
    expect(store().get('old-no-hash')).toBeUndefined();
    store().add(swap('newer'));
    expect(store().get('p0')).toBeUndefined();
  });

  it('capSwaps: drops the oldest of everything when every swap holds a deposit hash', () => {
    const deposit = { txHash: HASH_A, state: 'submitted' as const, at: 1 };
    const list = [swap('c', { deposit }), swap('b', { deposit }), swap('a', { deposit })].reverse();
    expect(ids(capSwaps(list, 2))).toEqual(['a', 'b']);
    expect(capSwaps(list, 5)).toEqual(list);
    expect(capSwaps(list, 5)).not.toBe(list);
  });
});

describe('persistence', () => {
  it('writes version 2 under portage.swaps, with the expected deposit, and reads it back after a reload', async () => {
    store().add(swap('a', { status: 'user_transfer_pending', expected: EXPECTED }));
    store().add(swap('b'));
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 7 });
    const raw = stored();
    expect(raw.version).toBe(SWAPS_STORE_VERSION);
    expect(raw.version).toBe(2);
    expect(Object.keys(raw.state)).toEqual(['swaps']);
    expect(raw.state.swaps.find((s) => s.id === 'a')?.expected).toEqual(EXPECTED);
    const expected = store().swaps;

    const fresh = await reload();
    expect(fresh.useSwapsStore.getState().swaps).toEqual(expected);
    expect(fresh.useSwapsStore.getState().get('a')?.deposit?.txHash).toBe(HASH_A);
    expect(fresh.useSwapsStore.persist.hasHydrated()).toBe(true);
  });

  it('reads storage only when asked, or before the first change, which then keeps what was stored', async () => {
    seed({ state: { swaps: [swap('a', { createdAt: 1 })] }, version: 2 });
    const fresh = await freshModule();
    expect(fresh.useSwapsStore.persist.hasHydrated()).toBe(false);
    expect(fresh.useSwapsStore.getState().swaps).toEqual([]);
    fresh.useSwapsStore.getState().add(swap('b', { createdAt: 2 }));
    expect(ids(fresh.useSwapsStore.getState().swaps)).toEqual(['b', 'a']);
    expect(ids(stored().state.swaps)).toEqual(['b', 'a']);
    // Asked again later (main.tsx when idle, a view's chunk): nothing read twice, nothing lost.
    fresh.loadStoredSwaps();
    expect(ids(fresh.useSwapsStore.getState().swaps)).toEqual(['b', 'a']);
  });

  it('is read before a memory storage takes a blocked one’s place, so it still knows storage is blocked', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    replaceLocalStorage({ getItem: blocked, setItem: blocked, removeItem: blocked });
    const fresh = await freshModule();
    const { ensureWebStorage } = await import('../lib/memory-storage');
    ensureWebStorage();
    expect(fresh.useSwapsStore.persist.hasHydrated()).toBe(true);
    expect(fresh.swapsStorage.degraded).toBe(true);
  });

  it('starts empty when nothing is stored', async () => {
    const fresh = await reload();
    expect(fresh.useSwapsStore.getState().swaps).toEqual([]);
  });

  it('reads a version 0 list as an empty list and rewrites it as version 2', async () => {
    seed({ state: { swaps: [swap('a')] }, version: 0 });
    const fresh = await reload();
    expect(fresh.useSwapsStore.getState().swaps).toEqual([]);
    expect(stored()).toEqual({ state: { swaps: [] }, version: 2 });
  });

  it('migrates version 1 entries with their deposit hashes and no expectation, rewritten as version 2', async () => {
    const a = { ...swap('a'), deposit: { txHash: HASH_A, state: 'submitted' as const, at: 3 } };
    seed({ state: { swaps: [a, swap('b')] }, version: 1 });
    const fresh = await reload();
    expect(fresh.useSwapsStore.getState().get('a')?.deposit?.txHash).toBe(HASH_A);
    expect(fresh.useSwapsStore.getState().get('a')?.expected).toBeUndefined();
    expect(fresh.useSwapsStore.getState().swaps).toHaveLength(2);
    fresh.useSwapsStore.getState().setStatus('b', 'completed');
    expect(stored().version).toBe(2);
  });

  it('drops a stored expectation that is not complete, keeping the swap', async () => {
    const broken = { ...swap('a'), expected: { ...EXPECTED, amount: '1.5' } };
    seed({ state: { swaps: [broken] }, version: 2 });
    const fresh = await reload();
    expect(fresh.useSwapsStore.getState().get('a')).toBeDefined();
    expect(fresh.useSwapsStore.getState().get('a')?.expected).toBeUndefined();
  });

  it('reads a newer version entry by entry', async () => {
    const a = { ...swap('a'), extra: { from: 'v3' } };
    seed({ state: { swaps: [a, { id: 'broken' }] }, version: 3 });
    const fresh = await reload();
    expect(fresh.useSwapsStore.getState().swaps).toEqual([a]);
  });

  it.each([
    ['not JSON', '{"state": {"swaps": ['],
    ['plain text', 'hello'],
    ['empty string', ''],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an array', '[1,2,3]'],
    ['no state', '{"version":1}'],
    ['swaps not a list', '{"state":{"swaps":"lots"},"version":1}'],
    ['state null', '{"state":null,"version":1}'],
    ['version not a number', `{"state":{"swaps":"x"},"version":"1"}`],
  ])('reads corrupted storage (%s) as an empty list, without a crash', async (_name, text) => {
    seed(text);
    const fresh = await reload();
    expect(fresh.useSwapsStore.getState().swaps).toEqual([]);
    fresh.useSwapsStore.getState().add(swap('a'));
    expect(stored().state.swaps.map((s) => s.id)).toEqual(['a']);
  });

  it('drops malformed entries, duplicates and the excess, and sorts newest first', async () => {
    const good = swap('good');
    const newer = swap('newer');
    seed({
      state: {
        swaps: [
          good,
          { ...good, amount: 'duplicate' },
          { ...swap('no-method'), depositMethod: 'carrier-pigeon' },
          { ...swap('no-time'), createdAt: 'yesterday' },
          { ...swap(''), id: '' },
          null,
          'swap',
          newer,
        ],
      },
      version: 1,
    });
    const fresh = await reload();
    expect(ids(fresh.useSwapsStore.getState().swaps)).toEqual(['newer', 'good']);
    expect(fresh.useSwapsStore.getState().get('good')?.amount).toBe('0.1');
  });
});

describe('sanitizeStoredSwap / sanitizeStoredSwaps / migrateSwapsState', () => {
  it('keeps the payout promised and the check of the payout; drops either when malformed', () => {
    const payout = { token: { symbol: 'PTT', contract: null, decimals: 18 }, minimum: '990', refundTo: null };
    const delivery = {
      kind: 'output',
      hash: HASH_A,
      network: 'Local Chain B',
      explorerUrl: 'https://local.invalid/tx/1',
      token: { symbol: 'PTT', decimals: 18 },
      verdict: { verdict: 'not_confirmed', differences: [{ code: 'amount', minimum: '990', paid: '10' }] },
      checkedAt: 4,
    };
    const a = swap('a', { payout, delivery } as object);
    expect(sanitizeStoredSwap(a)).toEqual(a);
    expect(sanitizeStoredSwap(JSON.parse(JSON.stringify(a)))).toEqual(a);
    for (const bad of [
      { payout: { ...payout, minimum: 990 } },
      { delivery: { ...delivery, explorerUrl: 'javascript:alert(1)' } },
      { delivery: { ...delivery, verdict: { verdict: 'delivered', paid: 'lots', minimum: null } } },
      {
        delivery: { ...delivery, verdict: { verdict: 'not_confirmed', differences: [{ code: 'nonsense' }] } },
      },
      { delivery: { ...delivery, verdict: { verdict: 'not_checked', reason: 'because' } } },
    ]) {
      const read = sanitizeStoredSwap({ ...a, ...bad });
      expect(read?.id).toBe('a');
      expect(Object.keys(bad).some((key) => key in (read ?? {}))).toBe(false);
    }
  });

  it('keeps a valid swap and drops wrong optional fields', () => {
    const a = swap('a', {
      status: 'completed',
      updatedAt: 3,
      deposit: { txHash: HASH_A, state: 'submitted', at: 1 },
    });
    expect(sanitizeStoredSwap(a)).toEqual(a);
    const { status: _s, updatedAt: _u, deposit: _d, sourceNetworkName: _n, ...required } = a;
    expect(
      sanitizeStoredSwap({
        ...a,
        status: 5,
        updatedAt: 'now',
        sourceNetworkName: null,
        deposit: { state: 'x', at: 1 },
      }),
    ).toEqual(required);
    expect(sanitizeStoredSwap({ ...a, deposit: { txHash: 7, state: 'signing', at: 1 } })?.deposit).toEqual({
      state: 'signing',
      at: 1,
    });
  });

  it('keeps the time the notice was acknowledged, only as a time and only with a hash', () => {
    const deposit = { txHash: HASH_A, state: 'submitted', at: 1, notified: 2 } as const;
    expect(sanitizeStoredSwap(swap('a', { deposit }))?.deposit).toEqual(deposit);
    for (const notified of ['2', null, Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      expect(sanitizeStoredSwap({ ...swap('a'), deposit: { ...deposit, notified } })?.deposit).toEqual({
        txHash: HASH_A,
        state: 'submitted',
        at: 1,
      });
    }
    expect(
      sanitizeStoredSwap(swap('a', { deposit: { state: 'signing', at: 1, notified: 2 } }))?.deposit,
    ).toEqual({
      state: 'signing',
      at: 1,
    });
  });

  it.each([
    'id',
    'createdAt',
    'sourceNetwork',
    'sourceToken',
    'amount',
    'destinationAddress',
    'depositMethod',
  ])('rejects a swap without %s', (key) => {
    const a: Record<string, unknown> = { ...swap('a') };
    delete a[key];
    expect(sanitizeStoredSwap(a)).toBeNull();
  });

  it('caps a long stored list', () => {
    const list = Array.from({ length: 70 }, (_, i) => swap(`s${i}`));
    expect(sanitizeStoredSwaps(list)).toHaveLength(MAX_STORED_SWAPS);
    expect(sanitizeStoredSwaps({ length: 1 })).toEqual([]);
  });

  it('migrates unknown older versions to an empty list, never throwing', () => {
    expect(migrateSwapsState({ swaps: [swap('a')] }, 0)).toEqual({ swaps: [] });
    expect(migrateSwapsState(undefined, -1)).toEqual({ swaps: [] });
    expect(migrateSwapsState('garbage', 5)).toEqual({ swaps: [] });
    expect(migrateSwapsState({ swaps: [swap('a')] }, 1).swaps).toHaveLength(1);
    expect(migrateSwapsState({ swaps: [swap('a')] }, 3).swaps).toHaveLength(1);
  });
});

describe('storage that throws', () => {
  it('falls back to memory when every localStorage call throws', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    replaceLocalStorage({ getItem: blocked, setItem: blocked, removeItem: blocked });
    const fresh = await reload();
    const s = fresh.useSwapsStore.getState();
    expect(s.swaps).toEqual([]);
    s.add(swap('a'));
    expect(
      fresh.useSwapsStore.getState().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 1 }),
    ).toBe(true);
    expect(fresh.useSwapsStore.getState().get('a')?.deposit?.txHash).toBe(HASH_A);
    expect(fresh.swapsStorage.degraded).toBe(true);
    // A rehydration (e.g. a storage event) reads the memory copy, not an empty list.
    await fresh.useSwapsStore.persist.rehydrate();
    expect(fresh.useSwapsStore.getState().get('a')?.deposit?.txHash).toBe(HASH_A);
  });

  it('falls back to memory when merely touching window.localStorage throws', async () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    const fresh = await reload();
    fresh.useSwapsStore.getState().add(swap('a'));
    expect(fresh.useSwapsStore.getState().get('a')).toBeDefined();
    expect(fresh.swapsStorage.degraded).toBe(true);
  });

  it('keeps working in memory when a write fails (quota exceeded)', async () => {
    const fresh = await reload();
    replaceLocalStorage({
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    });
    fresh.useSwapsStore.getState().add(swap('a'));
    expect(fresh.useSwapsStore.getState().get('a')).toBeDefined();
    expect(fresh.swapsStorage.degraded).toBe(true);
  });

  it('createResilientStorage: memory when there is no storage at all, and null for non-JSON text', () => {
    const none = createResilientStorage(() => undefined);
    expect(none.getItem('k')).toBeNull();
    none.setItem('k', '{"a":1}');
    expect(none.getItem('k')).toBe('{"a":1}');
    none.removeItem('k');
    expect(none.getItem('k')).toBeNull();
    expect(none.degraded).toBe(true);

    const real = createResilientStorage(() => localStorage);
    localStorage.setItem('k', 'not json');
    expect(real.getItem('k')).toBeNull();
    real.setItem('k', '[1]');
    expect(localStorage.getItem('k')).toBe('[1]');
    real.removeItem('k');
    expect(localStorage.getItem('k')).toBeNull();
    expect(real.degraded).toBe(false);
  });
});

describe('sync between tabs', () => {
  function otherTabWrites(swaps: StoredSwap[]): void {
    const newValue = JSON.stringify({ state: { swaps }, version: 1 });
    const oldValue = localStorage.getItem(SWAPS_STORAGE_KEY);
    localStorage.setItem(SWAPS_STORAGE_KEY, newValue);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SWAPS_STORAGE_KEY, oldValue, newValue, storageArea: localStorage }),
    );
  }

  it('sees another tab’s deposit hash after the storage event', async () => {
    const a = swap('a');
    store().add(a);
    otherTabWrites([
      { ...a, status: 'user_transfer_pending', deposit: { txHash: HASH_A, state: 'submitted', at: 9 } },
    ]);
    await vi.waitFor(() => expect(store().get('a')?.deposit?.txHash).toBe(HASH_A));
    expect(store().get('a')?.status).toBe('user_transfer_pending');
    // and this tab now refuses a different hash for that swap
    expect(store().recordDeposit('a', { txHash: HASH_B, state: 'submitted', at: 10 })).toBe(false);
  });

  it('sees a swap another tab created', async () => {
    store().add(swap('mine'));
    otherTabWrites([swap('theirs'), ...store().swaps]);
    await vi.waitFor(() => expect(ids(store().swaps)).toEqual(['theirs', 'mine']));
  });

  it('ignores other keys', async () => {
    store().add(swap('a'));
    const before = store().swaps;
    localStorage.setItem(SWAPS_STORAGE_KEY, JSON.stringify({ state: { swaps: [] }, version: 1 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else', newValue: 'x' }));
    await Promise.resolve();
    expect(store().swaps).toBe(before);
  });

  it('rehydrates after another tab clears the storage', async () => {
    store().add(swap('a'));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    await vi.waitFor(() => expect(store().swaps).toEqual([]));
  });

  it('never loses a deposit hash this tab holds to a concurrent write without it, and writes it back', async () => {
    const a = swap('a');
    store().add(a);
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 1 });
    otherTabWrites([{ ...a, status: 'user_transfer_pending' }]);
    await vi.waitFor(() => expect(store().get('a')?.status).toBe('user_transfer_pending'));
    expect(store().get('a')?.deposit?.txHash).toBe(HASH_A);
    expect(stored().state.swaps[0]?.deposit?.txHash).toBe(HASH_A);
  });

  it('never loses the notice this tab recorded to a concurrent write without it, and writes it back', async () => {
    const a = swap('a');
    store().add(a);
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 1 });
    store().recordNotice('a', HASH_A, 4);
    otherTabWrites([
      { ...a, status: 'user_transfer_pending', deposit: { txHash: HASH_A, state: 'submitted', at: 1 } },
    ]);
    await vi.waitFor(() => expect(store().get('a')?.status).toBe('user_transfer_pending'));
    expect(store().get('a')?.deposit).toEqual({ txHash: HASH_A, state: 'submitted', at: 1, notified: 4 });
    expect(stored().state.swaps[0]?.deposit?.notified).toBe(4);
  });

  it('sees the notice another tab recorded', async () => {
    const a = swap('a');
    store().add(a);
    store().recordDeposit('a', { txHash: HASH_A, state: 'submitted', at: 1 });
    otherTabWrites([{ ...a, deposit: { txHash: HASH_A, state: 'submitted', at: 1, notified: 8 } }]);
    await vi.waitFor(() => expect(store().get('a')?.deposit?.notified).toBe(8));
  });

  it('survives a corrupted write from another tab', async () => {
    store().add(swap('a'));
    localStorage.setItem(SWAPS_STORAGE_KEY, '{broken');
    window.dispatchEvent(new StorageEvent('storage', { key: SWAPS_STORAGE_KEY, newValue: '{broken' }));
    await vi.waitFor(() => expect(store().swaps).toEqual([]));
    store().add(swap('b'));
    expect(ids(stored().state.swaps)).toEqual(['b']);
  });
});
