/**
 * Wallets, one chain family at a time, loaded only when a family is used.
 *
 * This file is in the first load and imports no wallet SDK. A family's module (e.g.
 * `./evm/wallet.tsx`, the only place wagmi and RainbowKit are imported) is fetched by
 * `import()` the first time something asks for that family's wallet. It mounts its own
 * providers and publishes a `FamilyWallet`: a small object the rest of the widget uses.
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
import type { DepositAction, Network, Token } from '../api/types';
import { ensureWebStorage } from '../lib/memory-storage';
import type { ExpectedDeposit } from './expected';

export type DepositStage =
  | 'preparing'
  | 'switching'
  | 'approving'
  | 'confirming-approval'
  | 'sending'
  | 'broadcasting';

export interface PreviewDepositInput {
  action: DepositAction;
  /**
   * The source network as the route lists named it (by `expected.network.name`), not the action's
   * own `network`: its chain id and `node_url` are what the wallet module uses.
   */
  network: Network;
  /** What the person chose: every builder refuses an action that differs from it. */
  expected: ExpectedDeposit;
  /**
   * The swap's sequence number (`swap.metadata.sequence_number`), when the service gives it:
   * builders whose deposit carries it (Starknet's watch call, Tron's memo, Fuel's script data)
   * refuse instructions that would credit another swap.
   */
  sequenceNumber?: bigint | undefined;
}

export interface SendDepositInput extends PreviewDepositInput {
  /** Called the moment the wallet returns the deposit's hash, before anything else happens. */
  onHash(hash: string): void;
  onStage?(stage: DepositStage): void;
}

/**
 * What the wallet will be asked to sign, decoded from the transaction Portage actually built (not
 * from the service's words), shown in one line before the wallet opens.
 */
export interface DepositPreview {
  /** Base units of the token that leave the wallet for the deposit. */
  amount: bigint;
  decimals: number;
  symbol: string;
  /** The network's display name. */
  network: string;
  /** Where the deposit goes: the deposit address, or the depository contract it calls. */
  to: string;
  /** `to` is a contract that forwards the deposit (an EVM depository), not the deposit address. */
  viaContract?: boolean;
  /** EVM: an approve comes first, of exactly this amount to `to`. */
  approve?: bigint | null;
  /** The network fee, where Portage sets it (Bitcoin), in the network's native units. */
  fee?: { amount: bigint; decimals: number; symbol: string } | null;
  /** Something Portage could not verify on its own, said before signing (English). */
  caveat?: string | null;
}

export interface FamilyWallet {
  family: string;
  /** The connected address, or null. */
  address: string | null;
  chainId: number | null;
  /** Opens the family's connect dialog. */
  connect(): void;
  disconnect(): void;
  /** Balance in base units of the token (native when it has no contract), or null if unknown. */
  readBalance(network: Network, token: Token): Promise<bigint | null>;
  /**
   * Base units of `token` to keep aside for the network fee when all of it is spent ("max"):
   * the fee reserve for the network's native token, 0 for any other token.
   */
  feeReserve(network: Network, token: Token): Promise<bigint | null>;
  /**
   * Builds the deposit with the connected account (reading what the builder needs from the node)
   * and decodes what would be signed; throws the builder's `DepositRefusal` instead. Nothing is
   * asked of the wallet.
   */
  previewDeposit(input: PreviewDepositInput): Promise<DepositPreview>;
  /** Switches the wallet to the network, approves if needed, sends the deposit; resolves to its hash. */
  sendDeposit(input: SendDepositInput): Promise<string>;
  /** A wallet error as a sentence a person understands. */
  describeError(error: unknown, networkName?: string): { kind: string; message: string };
}

export interface WalletBridgeProps {
  networks: readonly Network[];
  onChange(wallet: FamilyWallet): void;
}

type BridgeModule = { default: ComponentType<WalletBridgeProps> };

/** Families with a wallet module; each entry is a separate chunk. */
const BRIDGES: Record<string, () => Promise<BridgeModule>> = {
  evm: () => import('./evm/wallet'),
  ton: () => import('./ton/wallet'),
  solana: () => import('./solana/wallet'),
  bitcoin: () => import('./bitcoin/wallet'),
  starknet: () => import('./starknet/wallet'),
  tron: () => import('./tron/wallet'),
  fuel: () => import('./fuel/wallet'),
};

export function hasWalletModule(family: string | undefined): boolean {
  return family !== undefined && Object.hasOwn(BRIDGES, family);
}

const LAZY_BRIDGES = new Map<string, ComponentType<WalletBridgeProps>>();
function lazyBridge(family: string): ComponentType<WalletBridgeProps> | undefined {
  const load = BRIDGES[family];
  if (!load) return undefined;
  let component = LAZY_BRIDGES.get(family);
  if (!component) {
    component = lazy(() => {
      // Wallet SDKs read Web Storage directly: where it is blocked, they get one in memory.
      ensureWebStorage();
      return load();
    });
    LAZY_BRIDGES.set(family, component);
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
class BridgeBoundary extends Component<{
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
      {requested.length > 0 ? <Bridges families={requested} onChange={publish} onFail={onFail} /> : null}
    </WalletHostContext.Provider>
  );
}

function Bridges({
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
        const Bridge = lazyBridge(family);
        return Bridge ? (
          <BridgeBoundary key={family} family={family} onFail={onFail}>
            <Suspense fallback={null}>
              <Bridge networks={networks.data} onChange={onChange} />
            </Suspense>
          </BridgeBoundary>
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
