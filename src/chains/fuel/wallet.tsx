/**
 * The Fuel wallet: fuels' `Fuel` connector API and `Provider`. The only file of the widget that
 * imports fuels' wallet side; it is loaded by `import()` from ../wallets.tsx when a Fuel route or
 * wallet is first used.
 *
 * Wallets. A Fuel wallet in the page is a `FuelConnector`; it announces itself by dispatching
 * fuels' `FuelConnector` window event (`dispatchFuelConnectorEvent`), which the `Fuel` instance
 * of @fuels/react's `FuelProvider` listens for (`useConnectors` lists them). Portage shows them in
 * its own dialog (the shared WalletChooser; the provider's own UI is off) and bundles no
 * connector package (@fuels/connectors would bring wagmi, web3modal and Solana along), so a
 * wallet that only works through a bundled connector is not offered.
 *
 * A deposit goes through ./send.ts: built and checked against what the person chose by
 * ./deposit.ts, funded and dry-run through the network's `node_url` (./node.ts); the preview stops
 * there, the send prepares again and has the wallet sign and submit it.
 */
import { FuelProvider, useConnectors } from '@fuels/react';
import { Address, type FuelConnector } from 'fuels';
import { useEffect, useRef, useState } from 'react';
import type { Network, Token } from '../../api/types';
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
import { describeFuelError, FuelWalletError } from './errors';
import { createFuelNode, type FuelNode } from './node';
import { prepareFuelDeposit, sendFuelDeposit } from './send';

/**
 * Base units of ETH kept for the network fee when "Max" is used: a coin transfer costs well
 * under 0.00001 ETH on Fuel; 0.0001 leaves a margin for a busier block.
 */
export const FUEL_FEE_ALLOWANCE = 100_000n;

/** No storage: the connector chosen is not remembered across pages. */
const FUEL_CONFIG = { connectors: [], storage: null };

const nodes = new Map<string, FuelNode>();
function nodeClientOf(network: Network): FuelNode {
  const url = requiredNodeUrl(network);
  let node = nodes.get(url);
  if (!node) {
    node = createFuelNode(url);
    nodes.set(url, node);
  }
  return node;
}

function toB256(account: string | null | undefined): string | null {
  if (!account) return null;
  try {
    return new Address(account).toB256();
  } catch {
    return null;
  }
}

async function readBalance(address: string | null, network: Network, token: Token): Promise<bigint | null> {
  if (!address) return null;
  const node = nodeClientOf(network);
  // Only a balance shown: the deposit itself checks the node's base asset against the route lists.
  const assetId = isNativeToken(token.contract)
    ? (await node.chain()).baseAssetId
    : (token.contract as string);
  return node.balance(address, assetId);
}

export default function FuelWalletModule(props: WalletModuleProps) {
  return (
    <FuelProvider ui={false} fuelConfig={FUEL_CONFIG}>
      <Publisher {...props} />
    </FuelProvider>
  );
}

function Publisher({ onChange }: WalletModuleProps) {
  const [address, setAddress] = useState<string | null>(null);
  const [connector, setConnector] = useState<FuelConnector | null>(null);
  const [open, setOpen] = useState(false);
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
    const wallet: FamilyWallet = {
      family: 'fuel',
      address,
      chainId: null,
      connect: () => setOpen(true),
      disconnect: () => {
        void connectorRef.current?.disconnect().catch(() => undefined);
        setAddress(null);
      },
      readBalance: (network, token) => readBalance(address, network, token),
      feeReserve: async (_network, token) => (isNativeToken(token.contract) ? FUEL_FEE_ALLOWANCE : 0n),
      previewDeposit: (input) => previewDeposit(address, input),
      sendDeposit: (input) => sendDeposit(connectorRef.current, address, input),
      describeError: (error, networkName) => describeFuelError(error, networkName),
    };
    onChange(wallet);
  }, [address, onChange]);

  return open ? (
    <ConnectDialog
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
  const prepared = await prepareFuelDeposit({
    address,
    action: input.action,
    expected: input.expected,
    network: input.network,
    sequenceNumber: input.sequenceNumber,
    node: nodeClientOf(input.network),
  });
  return prepared.preview;
}

async function sendDeposit(
  connector: FuelConnector | null,
  address: string | null,
  input: SendDepositInput,
): Promise<string> {
  if (!connector || !address) throw new FuelWalletError('not_connected', 'Connect your Fuel wallet first.');
  const node = nodeClientOf(input.network);
  return sendFuelDeposit({
    address,
    action: input.action,
    expected: input.expected,
    network: input.network,
    sequenceNumber: input.sequenceNumber,
    node,
    wallet: {
      async sendTransaction(owner, request) {
        // The wallet is told which node the request was funded against.
        const sent = await connector.sendTransaction(owner, request, { provider: { url: node.url } });
        return typeof sent === 'string' ? sent : sent.id;
      },
    },
    onHash: input.onHash,
    ...(input.onStage ? { onStage: input.onStage } : {}),
  });
}

/** The Fuel wallets this page has announced, to choose one; Escape or Close leaves it. */
function ConnectDialog(props: {
  onClose(): void;
  onConnected(connector: FuelConnector, address: string): void;
}) {
  const all = useConnectors();
  const connectors = all.connectors.filter((each) => each.installed);
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
      family="fuel"
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
