/**
 * The Tron wallet: the Tron wallets people use (TronLink, TokenPocket, OKX Wallet, Bitget Wallet,
 * Trust Wallet, Ledger, and WalletConnect in a build with a WalletConnect project id), each
 * through its @tronweb3/tronwallet-adapters adapter (./adapters.ts; ./ledger.ts and
 * ./walletconnect.ts for the two loaded on demand). Loaded by `import()` from
 * the registry (../families.ts) when a Tron route or wallet is first used; the extension wallets'
 * adapters are created then, Ledger's and WalletConnect's only when the person picks them.
 *
 * Connecting opens Portage's own dialog (the shared WalletChooser): the wallets found in the
 * browser first, then the others as not installed (none opens a page or an app). Every wallet is
 * used the same way, through the adapters' common API; it only signs (`signTransaction`), and
 * what it returns must be the transaction Portage built. The latest block, balances,
 * broadcasting and the receipt go through the network's `node_url` (./node.ts, ./send.ts). The
 * preview shown before the wallet opens is prepared as the send is (./send.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { loadOnce } from '../../lib/load-once';
import { type ChooserError, connectFailure, WalletChooser } from '../kit/chooser';
import type {
  DepositPreview,
  FamilyWallet,
  PreviewDepositInput,
  SendDepositInput,
  WalletModuleProps,
} from '../kit/contract';
import { isNativeToken } from '../kit/expected';
import {
  type Adapter,
  adapterOf,
  connectedAdapter,
  createTronWallets,
  orderTronWallets,
  signerOf,
  type TronWalletEntry,
} from './adapters';
import { describeTronError } from './errors';

/** Balances and the deposit: the part used once a wallet is connected (./connected.ts). */
const loadConnected = loadOnce(() => import('./connected'));

/**
 * Sun kept aside when all TRX is sent: a transfer with a memo costs about 0.3 TRX of bandwidth
 * when the free allowance is spent, plus the 1 TRX memo fee mainnet charges.
 */
export const TRX_FEE_RESERVE = 2_000_000n;

/** The build's WalletConnect project id, the one the EVM wallets use: none, no WalletConnect. */
const WALLETCONNECT_PROJECT_ID = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID as string | undefined;
/**
 * A condition on the build's setting itself, so that a build without an id drops this `import()`
 * and has no WalletConnect chunk at all. (Measured: with the WalletConnect SDK in the graph, the
 * build splits a few first-load modules into chunks of their own, +1.7 KB gzip to the first load.)
 */
const WALLETCONNECT = WALLETCONNECT_PROJECT_ID
  ? { projectId: WALLETCONNECT_PROJECT_ID, load: () => import('./walletconnect') }
  : undefined;

/** Made once, when the module mounts: the extension wallets' adapters start looking for their wallet. */
function createAdapters(): TronWalletEntry[] {
  return createTronWallets({ walletConnect: WALLETCONNECT, origin: window.location.origin });
}

async function previewDeposit(adapter: Adapter | null, input: PreviewDepositInput): Promise<DepositPreview> {
  const { address } = connectedAdapter(adapter);
  return (await loadConnected()).previewDeposit(address, input);
}

async function sendDeposit(current: Adapter | null, input: SendDepositInput): Promise<string> {
  const { adapter, address } = connectedAdapter(current);
  return (await loadConnected()).sendDeposit(signerOf(adapter, address), input);
}

export default function TronWalletModule({ onChange }: WalletModuleProps) {
  const [wallets] = useState(createAdapters);
  const [connected, setConnected] = useState<{ adapter: Adapter; address: string } | null>(null);
  const [open, setOpen] = useState(false);

  // The wallet may switch accounts or disconnect on its side.
  useEffect(() => {
    if (!connected) return;
    const { adapter } = connected;
    const onAccounts = (address: string) => setConnected(address ? { adapter, address } : null);
    const onDisconnect = () => setConnected(null);
    adapter.on('accountsChanged', onAccounts);
    adapter.on('disconnect', onDisconnect);
    return () => {
      adapter.off('accountsChanged', onAccounts);
      adapter.off('disconnect', onDisconnect);
    };
  }, [connected]);

  useEffect(() => {
    const adapter = connected?.adapter ?? null;
    // A wallet is connected: its balances and deposit are next, so their part is fetched now.
    if (connected) loadConnected().catch(() => undefined);
    const wallet: FamilyWallet = {
      family: 'tron',
      address: connected?.address ?? null,
      chainId: null,
      connect: () => setOpen(true),
      disconnect: () => {
        void adapter?.disconnect();
        setConnected(null);
      },
      readBalance: async (network, token) =>
        connected ? (await loadConnected()).readBalance(connected.address, network, token) : null,
      feeReserve: async (_network, token) => (isNativeToken(token.contract) ? TRX_FEE_RESERVE : 0n),
      previewDeposit: (input) => previewDeposit(adapter, input),
      sendDeposit: (input) => sendDeposit(adapter, input),
      describeError: (error, networkName) => describeTronError(error, networkName),
    };
    onChange(wallet);
  }, [connected, onChange]);

  // Mounted throughout, so that closing the dialog returns focus to where it was opened from.
  return (
    <ConnectDialog
      open={open}
      wallets={wallets}
      onClose={() => setOpen(false)}
      onStepAside={setOpen}
      onConnected={(adapter, address) => {
        setConnected({ adapter, address });
        setOpen(false);
      }}
    />
  );
}

/**
 * The Tron wallets, the ones found first, to choose one; Escape or Close leaves it. A wallet with
 * a window of its own (WalletConnect) has the dialog step aside while it connects, and come back
 * with the error if that failed.
 */
function ConnectDialog(props: {
  open: boolean;
  wallets: readonly TronWalletEntry[];
  onClose(): void;
  onStepAside(open: boolean): void;
  onConnected(adapter: Adapter, address: string): void;
}) {
  const { wallets } = props;
  const [, setTick] = useState(0);
  const [connecting, setConnecting] = useState<string | null>(null);
  const [error, setError] = useState<ChooserError | null>(null);
  /** Set while the dialog comes back after a wallet's own window, to say how that went. */
  const returning = useRef(false);

  // A dialog opened again starts without the last attempt's error (unless it is back to say it).
  useEffect(() => {
    if (!props.open) return;
    if (returning.current) returning.current = false;
    else setError(null);
  }, [props.open]);

  // Wallets announce themselves a moment after the page loads: list each as it is found.
  useEffect(() => {
    const update = () => setTick((tick) => tick + 1);
    const adapters = wallets.flatMap((wallet) => (wallet.adapter ? [wallet.adapter] : []));
    for (const adapter of adapters) adapter.on('readyStateChanged', update);
    return () => {
      for (const adapter of adapters) adapter.off('readyStateChanged', update);
    };
  }, [wallets]);

  const listed = orderTronWallets(wallets);
  const searching = listed.some((wallet) => wallet.presence === 'looking');

  const choose = async (wallet: TronWalletEntry) => {
    setConnecting(wallet.name);
    setError(null);
    if (wallet.ownWindow) props.onStepAside(false);
    try {
      const adapter = await adapterOf(wallet);
      await adapter.connect();
      if (adapter.address) {
        props.onConnected(adapter, adapter.address);
        return;
      }
      setError({
        wallet: wallet.name,
        reason: 'noAccount',
        message: `${wallet.name} gave no address: unlock it and try again.`,
      });
    } catch (cause) {
      const described = describeTronError(cause);
      setError(connectFailure(wallet.name, described.kind === 'rejected', described.message));
    } finally {
      setConnecting(null);
    }
    if (wallet.ownWindow) {
      returning.current = true;
      props.onStepAside(true);
    }
  };

  return (
    <WalletChooser
      open={props.open}
      searching={searching}
      choices={listed.map(({ entry, presence }) => ({
        id: entry.name,
        name: entry.name,
        icon: entry.adapter?.icon,
        presence,
      }))}
      busyId={connecting}
      error={error}
      onChoose={(id) => {
        const chosen = listed.find((each) => each.entry.name === id && each.presence === 'found');
        if (chosen) void choose(chosen.entry);
      }}
      onClose={props.onClose}
    />
  );
}
