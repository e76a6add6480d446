/**
 * The Fuel wallet: the Fuel wallets in the page (FuelConnectors, ./connectors.ts) and, once one is
 * connected, fuels' `Provider` (./connected.ts). The only file of the widget that talks to a Fuel
 * wallet; it is loaded by `import()` through the registry (../families.ts) when a Fuel route or wallet is
 * first used.
 *
 * Wallets. A Fuel wallet in the page is a `FuelConnector`; it announces itself by dispatching
 * fuels' `FuelConnector` window event (`dispatchFuelConnectorEvent`), which ./connectors.ts
 * listens for from the moment this module mounts, as fuels' `Fuel` would, without bringing fuels'
 * node client along. Portage shows them in its own dialog (the shared WalletChooser) and bundles
 * no connector package (@fuels/connectors would bring wagmi, web3modal and Solana along), so a
 * wallet that only works through a bundled connector is not offered.
 *
 * A deposit goes through ./send.ts (in ./connected.ts, loaded by `import()` once a wallet is
 * connected): built and checked against what the person chose by ./deposit.ts, funded and dry-run
 * through the network's `node_url` (./node.ts); the preview stops there, the send prepares again
 * and has the wallet sign and submit it.
 */
import type { FuelConnector } from 'fuels';
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
import { accountToB256, watchFuelConnectors } from './connectors';
import { describeFuelError, FuelWalletError } from './errors';

/** Balances and the deposit: the part used once a wallet is connected (./connected.ts). */
const loadConnected = loadOnce(() => import('./connected'));

/**
 * Base units of ETH kept for the network fee when "Max" is used: a coin transfer costs well
 * under 0.00001 ETH on Fuel; 0.0001 leaves a margin for a busier block.
 */
export const FUEL_FEE_ALLOWANCE = 100_000n;

function toB256(account: string | null | undefined): string | null {
  return account ? accountToB256(account) : null;
}

export default function FuelWalletModule({ onChange }: WalletModuleProps) {
  const [address, setAddress] = useState<string | null>(null);
  const [connector, setConnector] = useState<FuelConnector | null>(null);
  const [open, setOpen] = useState(false);
  // The wallets the page announces, from now on (a wallet that announced earlier announces again
  // until it is answered). The chosen one is not remembered across pages.
  const [installed, setInstalled] = useState<readonly FuelConnector[]>([]);
  useEffect(() => watchFuelConnectors(setInstalled), []);
  const connectorRef = useRef(connector);
  connectorRef.current = connector;

  // The wallet may switch accounts or disconnect on its own side.
  useEffect(() => {
    if (!connector) return;
    const onAccount = (account: string | null) => setAddress(toB256(account));
    const onConnection = (connected: boolean) => {
      if (!connected) setAddress(null);
    };
    connector.on(connector.events.currentAccount, onAccount);
    connector.on(connector.events.connection, onConnection);
    return () => {
      connector.off(connector.events.currentAccount, onAccount);
      connector.off(connector.events.connection, onConnection);
    };
  }, [connector]);

  useEffect(() => {
    // A wallet is connected: its balances and deposit are next, so their part is fetched now.
    if (address) loadConnected().catch(() => undefined);
    const wallet: FamilyWallet = {
      family: 'fuel',
      address,
      chainId: null,
      connect: () => setOpen(true),
      disconnect: () => {
        void connectorRef.current?.disconnect().catch(() => undefined);
        setAddress(null);
      },
      readBalance: async (network, token) =>
        address ? (await loadConnected()).readBalance(address, network, token) : null,
      feeReserve: async (_network, token) => (isNativeToken(token.contract) ? FUEL_FEE_ALLOWANCE : 0n),
      previewDeposit: (input) => previewDeposit(address, input),
      sendDeposit: (input) => sendDeposit(connectorRef.current, address, input),
      describeError: (error, networkName) => describeFuelError(error, networkName),
    };
    onChange(wallet);
  }, [address, onChange]);

  return open ? (
    <ConnectDialog
      connectors={installed}
      onClose={() => setOpen(false)}
      onConnected={(chosen, account) => {
        setConnector(chosen);
        setAddress(account);
        setOpen(false);
      }}
    />
  ) : null;
}

/** The same preparation as the send (node reads, build, funding, dry run), without the wallet. */
async function previewDeposit(address: string | null, input: PreviewDepositInput): Promise<DepositPreview> {
  if (!address) throw new FuelWalletError('not_connected', 'Connect your Fuel wallet first.');
  return (await loadConnected()).previewDeposit(address, input);
}

async function sendDeposit(
  connector: FuelConnector | null,
  address: string | null,
  input: SendDepositInput,
): Promise<string> {
  if (!connector || !address) throw new FuelWalletError('not_connected', 'Connect your Fuel wallet first.');
  return (await loadConnected()).sendDeposit(address, input, (nodeUrl) => ({
    async sendTransaction(owner, request) {
      // The wallet is told which node the request was funded against.
      const sent = await connector.sendTransaction(owner, request, { provider: { url: nodeUrl } });
      return typeof sent === 'string' ? sent : sent.id;
    },
  }));
}

/** The Fuel wallets this page has announced, to choose one; Escape or Close leaves it. */
function ConnectDialog(props: {
  connectors: readonly FuelConnector[];
  onClose(): void;
  onConnected(connector: FuelConnector, address: string): void;
}) {
  const { connectors } = props;
  const [connecting, setConnecting] = useState<string | null>(null);
  const [error, setError] = useState<ChooserError | null>(null);

  const choose = async (connector: FuelConnector) => {
    setConnecting(connector.name);
    setError(null);
    try {
      const connected = (await connector.isConnected()) || (await connector.connect());
      const account = toB256(connected ? await connector.currentAccount() : null);
      if (!account) {
        setError({
          wallet: connector.name,
          reason: 'noAccount',
          message: `${connector.name} gave no account.`,
        });
        return;
      }
      props.onConnected(connector, account);
    } catch (cause) {
      const described = describeFuelError(cause);
      setError(connectFailure(connector.name, described.kind === 'rejected', described.message));
    } finally {
      setConnecting(null);
    }
  };

  return (
    <WalletChooser
      open
      choices={connectors.map((each) => ({
        id: each.name,
        name: each.name,
        icon: typeof each.metadata?.image === 'string' ? each.metadata.image : each.metadata?.image?.light,
      }))}
      busyId={connecting}
      error={error}
      onChoose={(id) => {
        const chosen = connectors.find((each) => each.name === id);
        if (chosen) void choose(chosen);
      }}
      onClose={props.onClose}
    />
  );
}
