/**
 * The Tron wallet: TronLink through @tronweb3/tronwallet-adapters (its TronLink adapter only:
 * the package's other adapters, WalletConnect and Ledger among them, would bring their own
 * SDKs and UI). The only file importing the adapter; it is loaded by `import()` from
 * ../wallets.tsx when a Tron route or wallet is first used.
 *
 * Connecting opens Portage's own dialog (the shared WalletChooser) listing the wallets the adapter
 * found in the browser. The wallet only signs (`signTransaction`); the latest block, balances,
 * broadcasting and the receipt go through the network's `node_url` (./node.ts, ./send.ts). The
 * preview shown before the wallet opens is prepared as the send is (./send.ts).
 */
import type { Transaction } from '@tronweb3/tronwallet-abstract-adapter';
import { TronLinkAdapter } from '@tronweb3/tronwallet-adapters';
import { useEffect, useState } from 'react';
import type { Network } from '../../api/types';
import { type ChooserError, connectFailure, WalletChooser } from '../../wallets/chooser';
import type {
  DepositPreview,
  FamilyWallet,
  PreviewDepositInput,
  SendDepositInput,
  WalletModuleProps,
} from '../../wallets/contract';
import { requiredNodeUrl } from '../../wallets/errors';
import { isNativeToken } from '../../wallets/network';
import { describeTronError, TronWalletError } from './errors';
import { createTronNodeClient } from './node';
import { previewTronDeposit, sendTronDeposit } from './send';

/**
 * Sun kept aside when all TRX is sent: a transfer with a memo costs about 0.3 TRX of bandwidth
 * when the free allowance is spent, plus the 1 TRX memo fee mainnet charges.
 */
export const TRX_FEE_RESERVE = 2_000_000n;

type Adapter = TronLinkAdapter;

function createAdapters(): Adapter[] {
  // No page opened for a missing wallet, no deep link: the dialog says what is missing instead.
  return [
    new TronLinkAdapter({
      openUrlWhenWalletNotFound: false,
      openAppWithDeeplink: false,
      checkTimeout: 3_000,
    }),
  ];
}

function nodeClientOf(network: Network) {
  return createTronNodeClient(requiredNodeUrl(network));
}

/** The connected adapter and its address, for the preview and the send alike. */
function connectedAdapter(adapter: Adapter | null): { adapter: Adapter; address: string } {
  const address = adapter?.address;
  if (!adapter || !address) {
    throw new TronWalletError(
      'not_connected',
      'Your Tron wallet is not connected. Connect it and try again.',
    );
  }
  return { adapter, address };
}

async function previewDeposit(adapter: Adapter | null, input: PreviewDepositInput): Promise<DepositPreview> {
  const { address } = connectedAdapter(adapter);
  return previewTronDeposit(nodeClientOf(input.network), address, input);
}

async function sendDeposit(current: Adapter | null, input: SendDepositInput): Promise<string> {
  const { adapter, address } = connectedAdapter(current);
  return sendTronDeposit(
    nodeClientOf(input.network),
    {
      address,
      signTransaction: (transaction) => adapter.signTransaction(transaction as unknown as Transaction),
    },
    input,
  );
}

export default function TronWalletModule({ onChange }: WalletModuleProps) {
  const [adapters] = useState(createAdapters);
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
    const wallet: FamilyWallet = {
      family: 'tron',
      address: connected?.address ?? null,
      chainId: null,
      connect: () => setOpen(true),
      disconnect: () => {
        void adapter?.disconnect();
        setConnected(null);
      },
      readBalance: async (network, token) => {
        if (!connected) return null;
        const node = nodeClientOf(network);
        return isNativeToken(token.contract)
          ? node.trxBalance(connected.address)
          : node.trc20Balance(connected.address, token.contract as string);
      },
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
      adapters={adapters}
      onClose={() => setOpen(false)}
      onConnected={(adapter, address) => {
        setConnected({ adapter, address });
        setOpen(false);
      }}
    />
  );
}

/** The Tron wallets this browser has, to choose one; Escape or Close leaves it. */
function ConnectDialog(props: {
  open: boolean;
  adapters: readonly Adapter[];
  onClose(): void;
  onConnected(adapter: Adapter, address: string): void;
}) {
  const { adapters } = props;
  const [, setTick] = useState(0);
  const [connecting, setConnecting] = useState<string | null>(null);
  const [error, setError] = useState<ChooserError | null>(null);

  // A dialog opened again starts without the last attempt's error.
  useEffect(() => {
    if (props.open) setError(null);
  }, [props.open]);

  // Wallets announce themselves a moment after the page loads: list each as it is found.
  useEffect(() => {
    const update = () => setTick((tick) => tick + 1);
    for (const adapter of adapters) adapter.on('readyStateChanged', update);
    return () => {
      for (const adapter of adapters) adapter.off('readyStateChanged', update);
    };
  }, [adapters]);

  const found = adapters.filter((adapter) => adapter.readyState === 'Found');
  const searching = adapters.some((adapter) => adapter.readyState === 'Loading');

  const choose = async (adapter: Adapter) => {
    setConnecting(adapter.name);
    setError(null);
    try {
      await adapter.connect();
      if (adapter.address) props.onConnected(adapter, adapter.address);
      else
        setError({
          wallet: adapter.name,
          reason: 'noAccount',
          message: `${adapter.name} gave no address: unlock it and try again.`,
        });
    } catch (cause) {
      const described = describeTronError(cause);
      setError(connectFailure(adapter.name, described.kind === 'rejected', described.message));
    } finally {
      setConnecting(null);
    }
  };

  return (
    <WalletChooser
      open={props.open}
      family="tron"
      searching={searching}
      choices={found.map((adapter) => ({ id: adapter.name, name: adapter.name, icon: adapter.icon }))}
      busyId={connecting}
      error={error}
      onChoose={(id) => {
        const adapter = found.find((candidate) => candidate.name === id);
        if (adapter) void choose(adapter);
      }}
      onClose={props.onClose}
    />
  );
}
