/**
 * Where the page may not use Web Storage (reading `localStorage` throws, as in a third-party
 * iframe with storage blocked), wallet SDKs that read it directly (RainbowKit, WalletConnect,
 * some adapters) would throw. Before a wallet module loads, `ensureWebStorage()` puts an in-memory
 * `Storage` in place of each blocked one: the wallet works for this page's life and remembers
 * nothing after it, which the widget already tells the person. The swaps store reads its own
 * storage before this runs (`beforeMemoryStorage`), so it still knows that storage is blocked.
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(String(key)) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(String(key));
  }
  setItem(key: string, value: string) {
    this.#items.set(String(key), String(value));
  }
}

function blocked(name: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const storage = window[name];
    const probe = '__portage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return false;
  } catch {
    return true;
  }
}

const firstTasks: (() => void)[] = [];

/**
 * Runs `task` before ensureWebStorage first looks at the page's storage: for code that reads the
 * real storage lazily and must still see it (or see it blocked) once a memory one took its place.
 */
export function beforeMemoryStorage(task: () => void): void {
  firstTasks.push(task);
}

/** Replaces each blocked Web Storage with one in memory (the same object on every read). */
export function ensureWebStorage(): void {
  for (const task of firstTasks.splice(0)) task();
  if (typeof window === 'undefined') return;
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (!blocked(name)) continue;
    const memory = new MemoryStorage();
    try {
      Object.defineProperty(window, name, { configurable: true, get: () => memory });
    } catch {
      // A property the browser will not let us redefine: the wallet module's own failure is contained.
    }
  }
}
