/**
 * The wallet host: wallet modules, one chain family at a time, loaded only when a family is used.
 *
 * This file is in the first load and imports no wallet SDK. A family's wallet module (e.g.
 * `chains/evm/wallet.tsx`, the only place wagmi and RainbowKit are imported) is fetched by
 * `import()` the first time something asks for that family's wallet. It mounts its own
 * providers and publishes a `FamilyWallet` (`./contract.ts`): a small object the rest of the
 * widget uses. Wallet modules never import this file: they know only the contract.
 */
import {
  Component,
  type ComponentType,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useNetworks } from '../api/hooks';
import { ensureWebStorage } from '../lib/memory-storage';
import type { FamilyWallet, WalletModuleProps } from './contract';

type WalletModuleExport = { default: ComponentType<WalletModuleProps> };

/** Families with a wallet module; each entry is a separate chunk. */
const WALLET_MODULES: Record<string, () => Promise<WalletModuleExport>> = {
  evm: () => import('../chains/evm/wallet'),
  ton: () => import('../chains/ton/wallet'),
  solana: () => import('../chains/solana/wallet'),
  bitcoin: () => import('../chains/bitcoin/wallet'),
  starknet: () => import('../chains/starknet/wallet'),
  tron: () => import('../chains/tron/wallet'),
  fuel: () => import('../chains/fuel/wallet'),
};

export type { FamilyWallet } from './contract';

export function hasWalletModule(family: string | undefined): boolean {
  return family !== undefined && Object.hasOwn(WALLET_MODULES, family);
}

const LAZY_WALLET_MODULES = new Map<string, ComponentType<WalletModuleProps>>();
function lazyWalletModule(family: string): ComponentType<WalletModuleProps> | undefined {
  const load = WALLET_MODULES[family];
  if (!load) return undefined;
  let component = LAZY_WALLET_MODULES.get(family);
  if (!component) {
    component = lazy(() => {
      // Wallet SDKs read Web Storage directly: where it is blocked, they get one in memory.
      ensureWebStorage();
      return load();
    });
    LAZY_WALLET_MODULES.set(family, component);
  }
  return component;
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
  if (!networks.data) return null;
  return (
    <>
      {families.map((family) => {
        const Module = lazyWalletModule(family);
        return Module ? (
          <WalletModuleBoundary key={family} family={family} onFail={onFail}>
            <Suspense fallback={null}>
              <Module networks={networks.data} onChange={onChange} />
            </Suspense>
          </WalletModuleBoundary>
        ) : null;
      })}
    </>
  );
}

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
