/**
 * The Solana wallet: @solana/wallet-adapter-react over Wallet Standard wallets (found in the page
 * automatically: no wallet list is bundled) and @solana/web3.js. The only file that mounts them;
 * it is loaded by `import()` from ../wallets.tsx when a Solana route or wallet is first used.
 *
 * Each network is read and written through its own `node_url` from the service (one `Connection`
 * per node, its websocket on the same port). Connecting goes through a small dialog of ours that
 * lists the wallets the page announced.
 */
import { ACCOUNT_SIZE, getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import type { WalletError, WalletName } from '@solana/wallet-adapter-base';
import { WalletReadyState } from '@solana/wallet-adapter-base';
import { ConnectionProvider, useWallet, WalletProvider } from '@solana/wallet-adapter-react';
import { Connection, PublicKey } from '@solana/web3.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Network, Token } from '../../api/types';
import { WalletChooser } from '../../wallets/chooser';
import type { FamilyWallet, WalletModuleProps } from '../../wallets/contract';
import { requiredNodeUrl } from '../../wallets/errors';
import { isNativeToken, nodeUrlOf } from '../../wallets/network';
import { describeSolanaSendError } from './errors';
import { previewSolanaDeposit, sendSolanaDeposit } from './send';

/** What "max" keeps aside in SOL: the rent-exempt minimum of a plain account (so the wallet
 *  stays open) plus two signatures' fees. */
const FEE_MARGIN_LAMPORTS = 10_000n;
const STORAGE_KEY = 'portage.solana.wallet';

/** The websocket of a node: the same host and port (web3.js would guess the next port). */
function websocketOf(nodeUrl: string): string {
  return nodeUrl.replace(/^http/, 'ws');
}

const connections = new Map<string, Connection>();
function connectionFor(nodeUrl: string): Connection {
  let connection = connections.get(nodeUrl);
  if (!connection) {
    connection = new Connection(nodeUrl, { commitment: 'confirmed', wsEndpoint: websocketOf(nodeUrl) });
    connections.set(nodeUrl, connection);
  }
  return connection;
}

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
      readBalance: (network, token) => readBalance(resolveNode(network), address, token),
      feeReserve: (network, token) => feeReserve(resolveNode(network), token),
      previewDeposit: async (input) => {
        const { publicKey } = connected();
        return previewSolanaDeposit(connectionFor(nodeFor(input.network)), publicKey.toBase58(), input);
      },
      sendDeposit: async (input) => {
        const { publicKey, signTransaction, sendTransaction } = connected();
        return sendSolanaDeposit(
          connectionFor(nodeFor(input.network)),
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

async function readBalance(node: string | null, owner: string | null, token: Token): Promise<bigint | null> {
  if (!node || !owner) return null;
  const connection = connectionFor(node);
  const ownerKey = new PublicKey(owner);
  if (isNativeToken(token.contract)) return BigInt(await connection.getBalance(ownerKey));
  const mint = new PublicKey(token.contract as string);
  // The associated token account is where wallets keep a token; none yet means a zero balance.
  const account = await connection.getAccountInfo(getAssociatedTokenAddressSync(mint, ownerKey, true));
  if (!account) return 0n;
  if (!account.owner.equals(TOKEN_PROGRAM_ID)) return null;
  return tokenAmountOf(account.data, mint);
}

/**
 * The amount of a classic token account (mint: bytes 0–32, owner: 32–64, amount: u64 LE at 64),
 * read directly: spl-token's layout decoder needs a global `Buffer` that browsers do not have.
 */
function tokenAmountOf(data: Uint8Array, mint: PublicKey): bigint | null {
  if (data.length !== ACCOUNT_SIZE || !new PublicKey(data.subarray(0, 32)).equals(mint)) return null;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(64, true);
}

async function feeReserve(node: string | null, token: Token): Promise<bigint | null> {
  if (!isNativeToken(token.contract)) return 0n;
  if (!node) return null;
  const rent = await connectionFor(node).getMinimumBalanceForRentExemption(0);
  return BigInt(rent) + FEE_MARGIN_LAMPORTS;
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
      family="solana"
      choices={available.map(({ adapter }) => ({ id: adapter.name, name: adapter.name, icon: adapter.icon }))}
      busyId={connecting ? picked : null}
      error={error}
      onChoose={(name) => choose(name as WalletName)}
      onClose={onClose}
    />
  );
}
