/**
 * The swaps this browser made (DESIGN §2 "state"): persisted so that a reload or a later visit can
 * resume them, and so that a wallet deposit's transaction hash, stored before anything else, keeps
 * a reload from ever sending a second deposit.
 *
 * - localStorage key `portage.swaps`, version 2 (version 1 had no `expected`: its entries are kept,
 *   and a wallet deposit for them asks the person to confirm the swap first); older versions and
 *   corrupted JSON read as an empty list, entries that do not have the shape of a `StoredSwap` are
 *   dropped, never a crash;
 * - at most 50 entries, newest first: finished swaps are dropped before swaps still in progress;
 * - storage that throws (private mode, an iframe with storage blocked, a full quota) degrades to
 *   memory for the session;
 * - another tab's writes arrive through the `storage` event and are rehydrated here;
 * - the list is read from storage on first need (`loadStoredSwaps`), not when this module loads.
 */
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { type ExpectedDeposit, sanitizeExpectedDeposit } from '../chains/kit/expected';
import {
  type DeliveryRecord,
  type PayoutPromise,
  sanitizeDeliveryRecord,
  sanitizePayoutPromise,
} from '../chains/kit/payout-record';
import { beforeMemoryStorage } from '../lib/memory-storage';
import { isTerminalStatus } from '../lib/swap-status';

export const SWAPS_STORAGE_KEY = 'portage.swaps';
export const SWAPS_STORE_VERSION = 2;
export const MAX_STORED_SWAPS = 50;
/** How many status changes a stored swap keeps (the latest ones). */
export const MAX_STATUS_LOG = 20;

export type DepositMethod = 'manual' | 'wallet';
export type DepositState = 'signing' | 'submitted' | 'confirmed';

export interface StoredDeposit {
  txHash?: string;
  state: DepositState;
  /** When this state was recorded, in ms. */
  at: number;
  /**
   * When the service acknowledged being told this hash (`deposit_speedup` answered), in ms; missing
   * while it was not (a tab closed before the answer, a failed request): the notice is then sent
   * again when the swap is next opened (../swap/useDepositNotice.ts). Only with a hash; once set,
   * never dropped nor moved.
   */
  notified?: number;
}

/** A status this browser saw the swap take, and when it first saw it (ms). */
export interface StatusLogEntry {
  status: string;
  at: number;
}

export interface StoredSwap {
  id: string;
  /** ms */
  createdAt: number;
  sourceNetwork: string;
  sourceNetworkName?: string;
  sourceToken: string;
  destinationNetwork: string;
  destinationNetworkName?: string;
  destinationToken: string;
  /** Exact decimal text the user typed. */
  amount: string;
  destinationAddress: string;
  /** The destination network's chain family (`evm`, `solana`…): offers the address again there. */
  destinationFamily?: string;
  /**
   * The deposit address the service gave for a deposit by hand, once shown: a person pasting it
   * back as a payout address is stopped (../swap/destination-safety.ts).
   */
  depositAddress?: string;
  /** Where a refund goes, and the source network's family: known to the look-alike check. */
  refundAddress?: string;
  refundFamily?: string;
  depositMethod: DepositMethod;
  /** The partner's `externalId`, sent as the swap's `reference_id`. */
  referenceId?: string;
  /** Last status seen. */
  status?: string;
  /**
   * Each status this browser saw, in order, with when it first saw it (appended by `setStatus` on
   * a change, the last `MAX_STATUS_LOG` kept): how long a swap has been in a status the service
   * dates nowhere (../swap/status-time.ts), and the statuses of a diagnostic bundle.
   */
  statusLog?: StatusLogEntry[];
  updatedAt?: number;
  /** The wallet deposit; its hash is stored before anything else. */
  deposit?: StoredDeposit;
  /**
   * What the person chose (network, token, decimals, exact amount, destination): every deposit
   * is checked against it before it is built. Missing for swaps stored by version 1 and for
   * swaps opened by id until the person confirmed them.
   */
  expected?: ExpectedDeposit;
  /**
   * What the payout must be (the destination token, the quote's minimum in base units, where a
   * refund goes), written when the swap is created here; missing for a swap opened by id.
   */
  payout?: PayoutPromise;
  /** The chain's verdict on the payout (output or refund), once checked (swap/useDeliveryCheck.ts). */
  delivery?: DeliveryRecord;
}

export type StoredSwapPatch = Partial<Omit<StoredSwap, 'id'>>;

export interface SwapsState {
  /** Newest first. */
  swaps: StoredSwap[];
  /** Adds a swap; a swap with the same id already stored is left as it is. */
  add: (swap: StoredSwap) => void;
  /**
   * Merges `patch` into the swap (no-op for an unknown id) and stamps `updatedAt`. A patch never
   * changes or drops a deposit hash already stored, nor the acknowledgement of its notice: use
   * `recordDeposit` and `recordNotice` for deposits.
   */
  update: (id: string, patch: StoredSwapPatch) => void;
  /**
   * Records the last status seen, and appends it to `statusLog` with the time; writes only when it
   * changed (or when the log does not end with it yet, as for a swap stored before the log).
   */
  setStatus: (id: string, status: string) => void;
  /**
   * Records the wallet deposit. Returns false (and changes nothing) for an unknown swap or when a
   * different transaction hash is already stored; a stored hash is kept when the new record has
   * none, the deposit state never goes backwards, and a notice acknowledged stays.
   */
  recordDeposit: (id: string, deposit: StoredDeposit) => boolean;
  /**
   * Records that the service acknowledged the notice of the deposit `hash` (at `at`, ms). Returns
   * false (and changes nothing) unless `hash` is the swap's stored deposit hash; the first
   * acknowledgement stored stays.
   */
  recordNotice: (id: string, hash: string, at: number) => boolean;
  remove: (id: string) => void;
  get: (id: string) => StoredSwap | undefined;
  /** The swaps not at a terminal status, newest first (the same array while `swaps` is unchanged). */
  activeSwaps: () => StoredSwap[];
}

interface PersistedSwaps {
  swaps: StoredSwap[];
}

// ---------------------------------------------------------------------------------------------
// Validation of what comes back from storage

const DEPOSIT_METHODS: ReadonlySet<string> = new Set<DepositMethod>(['manual', 'wallet']);
const DEPOSIT_STATE_RANK: Readonly<Record<DepositState, number>> = { signing: 0, submitted: 1, confirmed: 2 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isDepositState(value: unknown): value is DepositState {
  return typeof value === 'string' && Object.hasOwn(DEPOSIT_STATE_RANK, value);
}

function sanitizeDeposit(value: unknown): StoredDeposit | undefined {
  if (!isRecord(value) || !isDepositState(value.state) || !isTime(value.at)) return undefined;
  const deposit: StoredDeposit = { state: value.state, at: value.at };
  if (isNonEmptyString(value.txHash)) {
    deposit.txHash = value.txHash;
    // A notice is of a hash: without one (or not a time) it is dropped.
    if (isTime(value.notified)) deposit.notified = value.notified;
  }
  return deposit;
}

/** The longest status kept in the log: statuses are short words; anything longer is not one. */
const MAX_LOGGED_STATUS_LENGTH = 64;

/** A stored status log → its well-formed entries, the last `MAX_STATUS_LOG`; undefined if none. */
export function sanitizeStatusLog(value: unknown): StatusLogEntry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const log = value
    .filter(
      (entry): entry is StatusLogEntry =>
        isRecord(entry) &&
        isNonEmptyString(entry.status) &&
        entry.status.length <= MAX_LOGGED_STATUS_LENGTH &&
        isTime(entry.at),
    )
    .map(({ status, at }) => ({ status, at }))
    .slice(-MAX_STATUS_LOG);
  return log.length > 0 ? log : undefined;
}

/** `log` with `status` appended at `at` when it does not already end with it, capped. */
function appendStatus(
  log: readonly StatusLogEntry[] | undefined,
  status: string,
  at: number,
): StatusLogEntry[] {
  const entries = log ?? [];
  if (entries.at(-1)?.status === status) return [...entries];
  return [...entries, { status: status.slice(0, MAX_LOGGED_STATUS_LENGTH), at }].slice(-MAX_STATUS_LOG);
}

const REQUIRED_TEXT = [
  'id',
  'sourceNetwork',
  'sourceToken',
  'destinationNetwork',
  'destinationToken',
  'amount',
  'destinationAddress',
] as const;
const OPTIONAL_TEXT = [
  'sourceNetworkName',
  'destinationNetworkName',
  'destinationFamily',
  'depositAddress',
  'refundAddress',
  'refundFamily',
  'status',
  'referenceId',
] as const;

/**
 * One stored entry → a `StoredSwap`, or null when a required field is missing or of the wrong type.
 * Optional fields of the wrong type are dropped; fields this version does not know are kept, so a
 * newer version's data survives a round trip through this one.
 */
export function sanitizeStoredSwap(value: unknown): StoredSwap | null {
  if (!isRecord(value)) return null;
  for (const key of REQUIRED_TEXT) {
    if (typeof value[key] !== 'string') return null;
  }
  if (value.id === '' || !isTime(value.createdAt)) return null;
  if (typeof value.depositMethod !== 'string' || !DEPOSIT_METHODS.has(value.depositMethod)) return null;
  const swap = { ...value } as Record<string, unknown>;
  for (const key of OPTIONAL_TEXT) {
    if (key in swap && typeof swap[key] !== 'string') delete swap[key];
  }
  if ('updatedAt' in swap && !isTime(swap.updatedAt)) delete swap.updatedAt;
  if ('expected' in swap) {
    const expected = sanitizeExpectedDeposit(swap.expected);
    if (expected) swap.expected = expected;
    else delete swap.expected;
  }
  for (const [key, sanitize] of [
    ['payout', sanitizePayoutPromise],
    ['delivery', sanitizeDeliveryRecord],
  ] as const) {
    if (!(key in swap)) continue;
    const value = sanitize(swap[key]);
    if (value) swap[key] = value;
    else delete swap[key];
  }
  if ('statusLog' in swap) {
    const log = sanitizeStatusLog(swap.statusLog);
    if (log) swap.statusLog = log;
    else delete swap.statusLog;
  }
  if ('deposit' in swap) {
    const deposit = sanitizeDeposit(swap.deposit);
    if (deposit) swap.deposit = deposit;
    else delete swap.deposit;
  }
  return swap as unknown as StoredSwap;
}

function newestFirst(swaps: readonly StoredSwap[]): StoredSwap[] {
  return [...swaps].sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * Keeps at most `max` swaps of a newest-first list. The oldest finished swaps go first; then the
 * oldest in progress without a deposit hash; a swap in progress with a deposit hash only when
 * nothing else is left.
 */
export function capSwaps(swaps: readonly StoredSwap[], max = MAX_STORED_SWAPS): StoredSwap[] {
  const excess = swaps.length - max;
  if (excess <= 0) return [...swaps];
  const drop = new Set<number>();
  const passes: ((swap: StoredSwap) => boolean)[] = [
    (swap) => isTerminalStatus(swap.status),
    (swap) => !swap.deposit?.txHash,
    () => true,
  ];
  for (const eligible of passes) {
    for (let i = swaps.length - 1; i >= 0 && drop.size < excess; i--) {
      const swap = swaps[i];
      if (swap && !drop.has(i) && eligible(swap)) drop.add(i);
    }
  }
  return swaps.filter((_, i) => !drop.has(i));
}

/** A stored list → valid entries, one per id, newest first, capped. Anything else → []. */
export function sanitizeStoredSwaps(value: unknown): StoredSwap[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const swaps: StoredSwap[] = [];
  for (const entry of value) {
    const swap = sanitizeStoredSwap(entry);
    if (swap && !seen.has(swap.id)) {
      seen.add(swap.id);
      swaps.push(swap);
    }
  }
  return capSwaps(newestFirst(swaps));
}

/**
 * `migrate` of the persisted state. Version 1 is read entry by entry (it has no `expected`, which
 * is optional). Versions before 1 (and anything without a usable version) read as an empty list.
 * A newer version's list is read best-effort, entry by entry.
 */
export function migrateSwapsState(persisted: unknown, version: number): PersistedSwaps {
  if (typeof version === 'number' && version >= 1 && isRecord(persisted)) {
    return { swaps: sanitizeStoredSwaps(persisted.swaps) };
  }
  return { swaps: [] };
}

// ---------------------------------------------------------------------------------------------
// Storage: localStorage when it works, memory when it does not

function browserLocalStorage(): Storage | undefined {
  return globalThis.localStorage ?? undefined;
}

function validJson(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  try {
    JSON.parse(text);
    return text;
  } catch {
    return null; // corrupted: read as "nothing stored", overwritten by the next write
  }
}

/**
 * A `StateStorage` over `getBacking()` (localStorage by default) that never throws: the first time
 * the backing storage is missing or throws, it switches to an in-memory copy for the rest of the
 * session. Reads of text that is not JSON return null.
 */
export function createResilientStorage(
  getBacking: () => Storage | undefined = browserLocalStorage,
): StateStorage & { readonly degraded: boolean } {
  const memory = new Map<string, string>();
  let degraded = false;

  function backing(): Storage | undefined {
    if (degraded) return undefined;
    try {
      const storage = getBacking();
      if (storage) return storage;
    } catch {
      // SecurityError: storage blocked
    }
    degraded = true;
    return undefined;
  }

  function attempt<T>(action: (storage: Storage) => T): { ok: true; value: T } | { ok: false } {
    const storage = backing();
    if (!storage) return { ok: false };
    try {
      return { ok: true, value: action(storage) };
    } catch {
      degraded = true;
      return { ok: false };
    }
  }

  return {
    get degraded() {
      return degraded;
    },
    getItem(name) {
      const read = attempt((storage) => storage.getItem(name));
      return validJson(read.ok ? read.value : memory.get(name));
    },
    setItem(name, value) {
      memory.set(name, value);
      attempt((storage) => storage.setItem(name, value));
    },
    removeItem(name) {
      memory.delete(name);
      attempt((storage) => storage.removeItem(name));
    },
  };
}

export const swapsStorage = createResilientStorage();

// ---------------------------------------------------------------------------------------------
// The store

function sameHash(a: string, b: string): boolean {
  // EVM-style hex hashes are case-insensitive; base58 and others are compared exactly.
  if (/^0x[0-9a-f]+$/i.test(a) && /^0x[0-9a-f]+$/i.test(b)) return a.toLowerCase() === b.toLowerCase();
  return a === b;
}

/** The acknowledged notice of `previous`'s hash, carried to `next` when it is of the same hash. */
function keepNotice(previous: StoredDeposit | undefined, next: StoredDeposit): StoredDeposit {
  if (
    previous?.notified === undefined ||
    next.notified !== undefined ||
    !previous.txHash ||
    !next.txHash ||
    !sameHash(previous.txHash, next.txHash)
  ) {
    return next;
  }
  return { ...next, notified: previous.notified };
}

/**
 * A deposit this tab knows and the stored list lost (e.g. a concurrent write by another tab): its
 * hash, or the service's acknowledgement of its notice.
 */
let restoredOnMerge = false;

function mergePersisted(persisted: unknown, current: SwapsState): SwapsState {
  restoredOnMerge = false;
  const stored = sanitizeStoredSwaps(isRecord(persisted) ? persisted.swaps : undefined);
  const mine = new Map(current.swaps.map((swap) => [swap.id, swap]));
  const swaps = stored.map((swap) => {
    const known = mine.get(swap.id)?.deposit;
    if (known?.txHash && !swap.deposit?.txHash) {
      restoredOnMerge = true;
      return { ...swap, deposit: known };
    }
    if (swap.deposit) {
      const deposit = keepNotice(known, swap.deposit);
      if (deposit !== swap.deposit) {
        restoredOnMerge = true;
        return { ...swap, deposit };
      }
    }
    return swap;
  });
  return { ...current, swaps };
}

let activeCache: { swaps: StoredSwap[]; active: StoredSwap[] } | undefined;

export const useSwapsStore = create<SwapsState>()(
  persist(
    (set, getState) => {
      function replace(id: string, next: (swap: StoredSwap) => StoredSwap | undefined): boolean {
        const { swaps } = getState();
        const index = swaps.findIndex((swap) => swap.id === id);
        const current = swaps[index];
        if (!current) return false;
        const updated = next(current);
        if (!updated) return false;
        const list = swaps.slice();
        list[index] = updated;
        set({ swaps: updated.createdAt === current.createdAt ? list : newestFirst(list) });
        return true;
      }

      return {
        swaps: [],

        add: (swap) => {
          loadStoredSwaps();
          if (getState().swaps.some((s) => s.id === swap.id)) return;
          // The status it is stored with is the first one this browser saw, now.
          const entry =
            swap.status && !swap.statusLog
              ? { ...swap, statusLog: appendStatus([], swap.status, Date.now()) }
              : { ...swap };
          set((state) => ({ swaps: capSwaps(newestFirst([entry, ...state.swaps])) }));
        },

        update: (id, patch) => {
          loadStoredSwaps();
          replace(id, (current) => {
            const { id: _id, ...rest } = patch as StoredSwapPatch & { id?: unknown };
            const next: StoredSwap = {
              ...current,
              ...rest,
              id: current.id,
              updatedAt: rest.updatedAt ?? Date.now(),
            };
            const hash = current.deposit?.txHash;
            if (hash && 'deposit' in rest && !(rest.deposit?.txHash && sameHash(rest.deposit.txHash, hash))) {
              next.deposit = current.deposit;
            } else if (rest.deposit) {
              next.deposit = keepNotice(current.deposit, rest.deposit);
            }
            return next;
          });
        },

        setStatus: (id, status) => {
          loadStoredSwaps();
          replace(id, (current) => {
            if (current.status === status && current.statusLog?.at(-1)?.status === status) return undefined;
            const now = Date.now();
            return {
              ...current,
              status,
              statusLog: appendStatus(current.statusLog, status, now),
              updatedAt: now,
            };
          });
        },

        recordDeposit: (id, deposit) => {
          loadStoredSwaps();
          return replace(id, (current) => {
            const previous = current.deposit;
            const hash = isNonEmptyString(deposit.txHash) ? deposit.txHash : undefined;
            if (previous?.txHash && hash && !sameHash(previous.txHash, hash)) return undefined;
            const state =
              previous && DEPOSIT_STATE_RANK[previous.state] > DEPOSIT_STATE_RANK[deposit.state]
                ? previous.state
                : deposit.state;
            const txHash = previous?.txHash ?? hash;
            const next: StoredDeposit = txHash
              ? { txHash, state, at: deposit.at }
              : { state, at: deposit.at };
            // The notice is of the hash, which never changes here: kept, or taken from the record.
            const notified = previous?.notified ?? (txHash ? deposit.notified : undefined);
            if (txHash && isTime(notified)) next.notified = notified;
            return { ...current, deposit: next, updatedAt: Date.now() };
          });
        },

        recordNotice: (id, hash, at) => {
          loadStoredSwaps();
          const deposit = getState().swaps.find((swap) => swap.id === id)?.deposit;
          if (!deposit?.txHash || !sameHash(deposit.txHash, hash) || !isTime(at)) return false;
          // Acknowledged already: the first time stays, and nothing is written.
          if (deposit.notified !== undefined) return true;
          return replace(id, (current) => ({
            ...current,
            deposit: { ...deposit, notified: at },
            updatedAt: Date.now(),
          }));
        },

        remove: (id) => {
          loadStoredSwaps();
          const { swaps } = getState();
          if (!swaps.some((swap) => swap.id === id)) return;
          set({ swaps: swaps.filter((swap) => swap.id !== id) });
        },

        get: (id) => getState().swaps.find((swap) => swap.id === id),

        activeSwaps: () => {
          const { swaps } = getState();
          if (activeCache?.swaps !== swaps) {
            activeCache = { swaps, active: swaps.filter((swap) => !isTerminalStatus(swap.status)) };
          }
          return activeCache.active;
        },
      };
    },
    {
      name: SWAPS_STORAGE_KEY,
      version: SWAPS_STORE_VERSION,
      storage: createJSONStorage<PersistedSwaps>(() => swapsStorage),
      partialize: (state): PersistedSwaps => ({ swaps: state.swaps }),
      migrate: migrateSwapsState,
      merge: mergePersisted,
      // Read by loadStoredSwaps, not as the module loads.
      skipHydration: true,
    },
  ),
);

/**
 * Reads the stored swaps into the store, the first time it is called (and after no other reading).
 * Not done as this module loads: a page's first use of localStorage waits on the browser (2 to 11
 * ms of the main thread in the benchmark's loads), and nothing on the way to a usable route picker
 * needs the list. main.tsx calls it when the page is idle after the first render; whatever needs
 * the list before then calls it first: every change above (so a write never replaces a list not
 * yet read), the swap and history views as their chunks load, and ensureWebStorage before it puts
 * a memory storage in place of a blocked one (so this store still finds storage blocked, and says
 * so). The host events announce nothing for the swaps this first reading brings (embed/events.ts).
 */
export function loadStoredSwaps(): void {
  if (!useSwapsStore.persist.hasHydrated()) void useSwapsStore.persist.rehydrate();
}

beforeMemoryStorage(loadStoredSwaps);

// ---------------------------------------------------------------------------------------------
// Other tabs

// A rehydration that kept a deposit hash (or its notice) this tab holds writes it back at once (hydration alone does
// not write), so the other tabs see it too.
useSwapsStore.persist.onFinishHydration((state) => {
  if (!restoredOnMerge) return;
  restoredOnMerge = false;
  useSwapsStore.setState({ swaps: state.swaps });
});

function onStorage(event: StorageEvent): void {
  // key null: another tab called localStorage.clear().
  if (event.key !== null && event.key !== SWAPS_STORAGE_KEY) return;
  void useSwapsStore.persist.rehydrate();
}

if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', onStorage);
  import.meta.hot?.dispose(() => window.removeEventListener('storage', onStorage));
}
