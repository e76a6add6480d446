/**
 * The wallet host: wallet modules, one chain family at a time, loaded only when a family is used.
 *
 * This file is in the first load and imports no wallet SDK. A family's wallet module (e.g.
 * `chains/evm/wallet.tsx`, the only place wagmi and RainbowKit are imported) is fetched by
 * `import()` the first time something asks for that family's wallet. It mounts its own
 * providers and publishes a `FamilyWallet` (`../chains/kit/contract.ts`): a small object the rest
 * of the widget uses. The modules are the registry's (`../chains/families.ts`); each is mounted
 * inside its family's descriptor (`../chains/kit/family.ts`). Wallet modules never import this
 * file: they know only the kit.
 */
import {
  Component,
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNetworks } from '../api/hooks';
import { FAMILIES, type FamilyEntry, familyDescriptor, isFamily } from '../chains/families';
import type { FamilyWallet, WalletModule, WalletModuleProps } from '../chains/kit/contract';
import { FamilyContext } from '../chains/kit/family';
import { whenIdle } from '../lib/idle';
import { loadOnce } from '../lib/load-once';
import { ensureWebStorage } from '../lib/memory-storage';

/** Families with a wallet module in the registry; each module is a separate chunk. */
const WALLET_FAMILIES = Object.entries<FamilyEntry>(FAMILIES).flatMap(([family, entry]) =>
  entry.wallet ? [{ family, entry, load: entry.wallet }] : [],
);

export type { FamilyWallet } from '../chains/kit/contract';

export function hasWalletModule(family: string | undefined): boolean {
  return isFamily(family) && FAMILIES[family].wallet !== null;
}

/** The modules that have arrived, for a render to use at once. */
const LOADED_MODULES = new Map<string, ComponentType<WalletModuleProps>>();
/**
 * Each family's module, fetched and evaluated once: the preload and the mount share it (a failed
 * download is not kept: the next use asks again).
 */
const MODULE_LOADS = new Map<string, () => Promise<WalletModule>>(
  WALLET_FAMILIES.map(({ family, load }) => [
    family,
    loadOnce(async () => {
      // Wallet SDKs read Web Storage directly: where it is blocked, they get one in memory.
      ensureWebStorage();
      const module = await load();
      LOADED_MODULES.set(family, module.default);
      return module;
    }),
  ]),
);

/** How long an idle moment is waited for before a preload starts anyway. */
export const PRELOAD_IDLE_TIMEOUT_MS = 1_000;

/** Runs `task` once the page has finished loading and is then idle (see lib/idle.ts). */
function afterLoadWhenIdle(task: () => void, timeoutMs: number): void {
  const idle = () => whenIdle(task, timeoutMs);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const PRELOADED = new Set<string>();

/**
 * Fetches and evaluates a family's wallet module ahead of its use, once per family, when the page
 * is idle after it has loaded: called when a person chose a source network of that family, so
 * that "Connect wallet" finds the module there. Mounting it (its providers, its wallet list)
 * stays with `useFamilyWallet`; a family without a module, or already asked for, is left alone.
 * A failed preload says nothing: the mount asks again and reports its own failure.
 */
export function preloadFamilyWallet(family: string | undefined): void {
  const load = family === undefined ? undefined : MODULE_LOADS.get(family);
  if (!family || !load || PRELOADED.has(family)) return;
  PRELOADED.add(family);
  afterLoadWhenIdle(() => {
    load().catch(() => undefined);
  }, PRELOAD_IDLE_TIMEOUT_MS);
}

/**
 * `preloadFamilyWallet` for each source family a person chooses. The family already there when
 * the component first renders (a site's preset) is not preloaded: it is not a choice, and
 * `useFamilyWallet` mounts it anyway. A preload always waits for the page's load event and an
 * idle moment, so it never competes with the first load.
 */
export function usePreloadFamilyWallet(family: string | undefined): void {
  const initial = useRef(family);
  useEffect(() => {
    if (family !== initial.current) preloadFamilyWallet(family);
  }, [family]);
}

interface WalletHostValue {
  wallets: Readonly<Record<string, FamilyWallet>>;
  /** Families whose wallet module failed to load or crashed: offered as if they had none. */
  failed: readonly string[];
  request(family: string): void;
}

/**
 * Keeps a wallet module that throws (a blocked storage it did not expect, an SDK bug) from taking
 * the widget down: the family is then treated as having no wallet module, so the deposit by hand
 * stays available where the service allows it.
 */
class WalletModuleBoundary extends Component<{
  family: string;
  onFail(family: string): void;
  children: ReactNode;
}> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`Portage: the ${this.props.family} wallet module failed`, error);
    this.props.onFail(this.props.family);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const WalletHostContext = createContext<WalletHostValue | null>(null);

/** Mounts the wallet modules that have been asked for, and only those. */
export function WalletHost({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState<readonly string[]>([]);
  const [wallets, setWallets] = useState<Record<string, FamilyWallet>>({});
  const [failed, setFailed] = useState<readonly string[]>([]);
  const onFail = useCallback(
    (family: string) => setFailed((current) => (current.includes(family) ? current : [...current, family])),
    [],
  );
  const request = useCallback((family: string) => {
    if (!hasWalletModule(family)) return;
    setRequested((current) => (current.includes(family) ? current : [...current, family]));
  }, []);
  // Stable: a wallet module publishes from an effect that depends on it; a new function on every
  // render would publish again, re-render this host, and loop for as long as the page is open.
  const publish = useCallback(
    (wallet: FamilyWallet) =>
      setWallets((all) => (all[wallet.family] === wallet ? all : { ...all, [wallet.family]: wallet })),
    [],
  );
  const value = useMemo(() => ({ wallets, failed, request }), [wallets, failed, request]);
  return (
    <WalletHostContext.Provider value={value}>
      {children}
      {requested.length > 0 ? (
        <WalletModules families={requested} onChange={publish} onFail={onFail} />
      ) : null}
    </WalletHostContext.Provider>
  );
}

/**
 * Mounts each asked-for family's module as soon as its code is there and the networks are known.
 * Not `React.lazy` under Suspense: React holds back a Suspense boundary's content that arrives
 * within 300 ms of its fallback, which kept "Connect wallet" away that much longer after a module
 * had loaded. The import starts when the family is asked for, alongside the networks request.
 */
function WalletModules({
  families,
  onChange,
  onFail,
}: {
  families: readonly string[];
  onChange(wallet: FamilyWallet): void;
  onFail(family: string): void;
}) {
  // The wallet modules build their chains from the service's networks (chain id, nodes, explorer).
  const networks = useNetworks();
  const [, setArrived] = useState(0);
  useEffect(() => {
    let live = true;
    for (const family of families) {
      const load = MODULE_LOADS.get(family);
      if (!load || LOADED_MODULES.has(family)) continue;
      load().then(
        () => {
          if (live) setArrived((count) => count + 1);
        },
        (error: unknown) => {
          console.error(`Portage: the ${family} wallet module failed to load`, error);
          if (live) onFail(family);
        },
      );
    }
    return () => {
      live = false;
    };
  }, [families, onFail]);
  if (!networks.data) return null;
  return (
    <>
      {families.map((family) => {
        const Module = LOADED_MODULES.get(family);
        return Module ? (
          <WalletModuleBoundary key={family} family={family} onFail={onFail}>
            <FamilyContext.Provider value={DESCRIPTORS.get(family) ?? null}>
              <Module networks={networks.data} onChange={onChange} />
            </FamilyContext.Provider>
          </WalletModuleBoundary>
        ) : null;
      })}
    </>
  );
}

/** Each wallet family's descriptor, made once: the context value stays the same object. */
const DESCRIPTORS = new Map(
  WALLET_FAMILIES.map(({ family, entry }) => [family, familyDescriptor(family, entry)]),
);

export type WalletState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; wallet: FamilyWallet };

/** The wallet of a family, loading its module on first use; `none` for a family without one. */
export function useFamilyWallet(family: string | undefined): WalletState {
  const host = useContext(WalletHostContext);
  const supported = hasWalletModule(family);
  useEffect(() => {
    if (host && family && supported) host.request(family);
  }, [host, family, supported]);
  if (!family || !supported || !host || host.failed.includes(family)) return { status: 'none' };
  const wallet = host.wallets[family];
  return wallet ? { status: 'ready', wallet } : { status: 'loading' };
}

/**
 * The wallet of a family if its module is already loaded, without loading it: for things that
 * only help when a wallet happens to be connected (the destination's "Use my wallet address", the
 * picker's balances) and must never pull a wallet SDK in by themselves.
 */
export function useLoadedWallet(family: string | undefined): FamilyWallet | null {
  const host = useContext(WalletHostContext);
  if (!family || !host || host.failed.includes(family)) return null;
  return host.wallets[family] ?? null;
}

/**
 * The connected address of every wallet module already loaded, by family (never loading one):
 * the addresses the look-alike check holds a typed address to.
 */
export function useLoadedWalletAddresses(): Readonly<Record<string, string>> {
  const host = useContext(WalletHostContext);
  const wallets = host?.wallets;
  const failed = host?.failed;
  return useMemo(() => {
    const out: Record<string, string> = {};
    for (const [family, wallet] of Object.entries(wallets ?? {})) {
      if (wallet.address && !failed?.includes(family)) out[family] = wallet.address;
    }
    return out;
  }, [wallets, failed]);
}
