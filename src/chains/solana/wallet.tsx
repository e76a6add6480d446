/**
 * The Solana wallet: @solana/wallet-adapter-react over Wallet Standard wallets (found in the page
 * automatically: no wallet list is bundled) and @solana/web3.js. The only file that mounts them;
 * it is loaded by `import()` through the registry (../families.ts) when a Solana route or wallet is first used.
 *
 * Each network is read and written through its own `node_url` from the service (one `Connection`
 * per node, its websocket on the same port). Connecting goes through a small dialog of ours that
 * lists the wallets the page announced.
 */
import type { WalletError, WalletName } from '@solana/wallet-adapter-base';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { ConnectionProvider, useWallet, WalletProvider } from '@solana/wallet-adapter-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Network } from '../../api/types';
import { loadOnce } from '../../lib/load-once';
import { WalletChooser } from '../kit/chooser';
import type { FamilyWallet, WalletModuleProps } from '../kit/contract';
import { requiredNodeUrl } from '../kit/errors';
import { nodeUrlOf } from '../kit/node';
import { describeSolanaSendError } from './errors';
import { websocketOf } from './node-url';

const STORAGE_KEY = 'portage.solana.wallet';

/** Balances, fees and the deposit: the part used once a wallet is connected (./connected.ts). */
const loadConnected = loadOnce(() => import('./connected'));

export default function SolanaWalletModule({ networks, onChange }: WalletModuleProps) {
  const solanaNetworks = useMemo(() => networks.filter((network) => network.type === 'solana'), [networks]);
  // The adapter wants one endpoint; Portage itself talks to each network's own node.
  const endpoint = useMemo(
    () => solanaNetworks.map(nodeUrlOf).find((url) => url !== undefined) ?? null,
    [solanaNetworks],
  );
  // Connection errors reach the dialog; the adapter reports signing errors here too, which the
  // dialog clears whenever it opens.
  const [connectError, setConnectError] = useState<unknown>(null);
  const onError = useCallback((error: WalletError) => setConnectError(error), []);
  const clearConnectError = useCallback(() => setConnectError(null), []);
  if (!endpoint) return null;
  return (
    <ConnectionProvider
      endpoint={endpoint}
      config={{ commitment: 'confirmed', wsEndpoint: websocketOf(endpoint) }}
    >
      <WalletProvider wallets={[]} autoConnect localStorageKey={STORAGE_KEY} onError={onError}>
        <Publisher
          networks={solanaNetworks}
          onChange={onChange}
          connectError={connectError}
          clearConnectError={clearConnectError}
        />
      </WalletProvider>
    </ConnectionProvider>
  );
}

function Publisher(props: {
  networks: readonly Network[];
  onChange: WalletModuleProps['onChange'];
  connectError: unknown;
  clearConnectError(): void;
}) {
  const { networks, onChange, connectError, clearConnectError } = props;
  const wallet = useWallet();
  const [dialogOpen, setDialogOpen] = useState(false);
  const address = wallet.publicKey?.toBase58() ?? null;
  // The latest wallet functions, for the published object (which only changes with the address).
  const current = useRef(wallet);
  current.current = wallet;

  useEffect(() => {
    // A wallet is connected: its balances and deposit are next, so their part is fetched now.
    if (address) loadConnected().catch(() => undefined);
    // The module's own copy of the network (from the route lists), else the one it was given.
    const listed = (network: Network): Network =>
      networks.find((candidate) => candidate.name === network.name) ?? network;
    const resolveNode = (network: Network): string | null => nodeUrlOf(listed(network)) ?? null;
    // The preview and the send need the same two things: a connected wallet and the network's node.
    const connected = () => {
      const { publicKey, signTransaction, sendTransaction } = current.current;
      if (!publicKey)
        throw Object.assign(new Error('Connect a wallet first.'), { name: 'WalletNotConnectedError' });
      return { publicKey, signTransaction, sendTransaction };
    };
    const nodeFor = (network: Network): string => requiredNodeUrl(listed(network));
    const published: FamilyWallet = {
      family: 'solana',
      address,
      chainId: null,
      connect: () => {
        clearConnectError();
        setDialogOpen(true);
      },
      disconnect: () => void current.current.disconnect(),
      readBalance: async (network, token) =>
        (await loadConnected()).readBalance(resolveNode(network), address, token),
      feeReserve: async (network, token) => (await loadConnected()).feeReserve(resolveNode(network), token),
      previewDeposit: async (input) => {
        const { publicKey } = connected();
        const node = nodeFor(input.network);
        return (await loadConnected()).previewDeposit(node, publicKey.toBase58(), input);
      },
      sendDeposit: async (input) => {
        const { publicKey, signTransaction, sendTransaction } = connected();
        const node = nodeFor(input.network);
        return (await loadConnected()).sendDeposit(
          node,
          { address: publicKey.toBase58(), signTransaction, sendTransaction },
          input,
        );
      },
      describeError: (error, networkName) => describeSolanaSendError(error, networkName),
    };
    onChange(published);
  }, [address, networks, onChange, clearConnectError]);

  const closeDialog = useCallback(() => {
    setDialogOpen(false);
    clearConnectError();
  }, [clearConnectError]);

  return (
    <ConnectDialog
      open={dialogOpen}
      onClose={closeDialog}
      connectError={connectError}
      clearConnectError={clearConnectError}
    />
  );
}

/** The wallets the page announced, to pick one and connect it. */
function ConnectDialog(props: {
  open: boolean;
  onClose(): void;
  connectError: unknown;
  clearConnectError(): void;
}) {
  const { open, onClose, connectError, clearConnectError } = props;
  const { wallets, wallet: selected, select, connect, connected, connecting } = useWallet();
  const [picked, setPicked] = useState<string | null>(null);
  const available = wallets.filter(
    (candidate) =>
      candidate.readyState === WalletReadyState.Installed ||
      candidate.readyState === WalletReadyState.Loadable,
  );

  // Connected: the dialog has done its job.
  useEffect(() => {
    if (open && connected) {
      setPicked(null);
      onClose();
    }
  }, [open, connected, onClose]);

  const choose = (name: WalletName) => {
    clearConnectError();
    setPicked(name);
    // Selecting a wallet makes the provider connect it (autoConnect); one already selected but
    // disconnected is connected directly.
    if (selected?.adapter.name === name) void connect().catch(() => {});
    else select(name);
  };

  const error = connectError ? describeSolanaSendError(connectError).message : null;

  return (
    <WalletChooser
      open={open}
      choices={available.map(({ adapter }) => ({ id: adapter.name, name: adapter.name, icon: adapter.icon }))}
      busyId={connecting ? picked : null}
      error={error}
      onChoose={(name) => choose(name as WalletName)}
      onClose={onClose}
    />
  );
}
