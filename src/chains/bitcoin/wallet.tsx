/**
 * The Bitcoin wallet: sats-connect 4 (Xverse and the wallets that implement its provider
 * interface, listed in `window.btc_providers`). The only file that imports sats-connect; it is
 * loaded by `import()` through the registry (../families.ts) when a Bitcoin route or wallet is first used.
 *
 * Connecting opens Portage's own small dialog (sats-connect's selector would bring its own UI
 * and its list of wallets to install): the person picks one of the wallets the browser has, which
 * is asked for its payment address (`getAccounts`). Coins, fees and broadcasting go through the
 * network's `node_url` (an Esplora API, ./node.ts); the wallet only signs (./send.ts). All of that
 * is ./connected.ts, loaded by `import()` once a wallet is connected, so that the wallet list does
 * not wait for the transaction library.
 */
import { useEffect, useState } from 'react';
import { AddressPurpose, getProviders, type Provider, request } from 'sats-connect';
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
import { BitcoinWalletError, describeBitcoinError, USER_REJECTION } from './errors';
import type { BitcoinAccount } from './send';

/** Balances, fees and the deposit: the part used once a wallet is connected (./connected.ts). */
const loadConnected = loadOnce(() => import('./connected'));

interface ConnectedAccount extends BitcoinAccount {
  providerId: string;
}

type RpcResponse<T> =
  | { status: 'success'; result: T }
  | { status: 'error'; error: { code?: number; message?: string } };

/** A sats-connect request's result, or a `BitcoinWalletError` (thrown errors included). */
async function ask<T>(method: string, call: () => Promise<unknown>): Promise<T> {
  let response: RpcResponse<T>;
  try {
    response = (await call()) as RpcResponse<T>;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: unknown } | null)?.code;
    throw new BitcoinWalletError(method, typeof code === 'number' ? code : undefined, message);
  }
  if (response.status === 'error') {
    throw new BitcoinWalletError(
      method,
      response.error.code,
      response.error.message ?? 'The wallet refused.',
    );
  }
  return response.result;
}

async function previewDeposit(
  account: ConnectedAccount | null,
  input: PreviewDepositInput,
): Promise<DepositPreview> {
  if (!account) throw new Error('Connect a wallet first.');
  return (await loadConnected()).previewDeposit(account, input);
}

async function sendDeposit(account: ConnectedAccount | null, input: SendDepositInput): Promise<string> {
  if (!account) throw new Error('Connect a wallet first.');
  const { providerId } = account;
  // A wallet that can say which network it is on is asked; one that cannot is judged by its address.
  const walletNetwork = await ask<{ bitcoin?: { name?: string } }>('wallet_getNetwork', () =>
    request('wallet_getNetwork', null, providerId),
  ).then(
    (result) => result.bitcoin?.name ?? null,
    () => null,
  );
  return (await loadConnected()).sendDeposit({
    account,
    action: input.action,
    expected: input.expected,
    sequenceNumber: input.sequenceNumber,
    network: input.network,
    walletNetwork,
    onHash: input.onHash,
    ...(input.onStage ? { onStage: input.onStage } : {}),
    sign: async ({ psbt, signInputs }) => {
      const result = await ask<{ psbt: string }>('signPsbt', () =>
        request('signPsbt', { psbt, signInputs, broadcast: false }, providerId),
      );
      return result.psbt;
    },
  });
}

export default function BitcoinWalletModule({ onChange }: WalletModuleProps) {
  const [account, setAccount] = useState<ConnectedAccount | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // A wallet is connected: its balances and deposit are next, so their part is fetched now.
    if (account) loadConnected().catch(() => undefined);
    const wallet: FamilyWallet = {
      family: 'bitcoin',
      address: account?.address ?? null,
      chainId: null,
      connect: () => setOpen(true),
      disconnect: () => setAccount(null),
      readBalance: async (network, token) =>
        account && isNativeToken(token.contract)
          ? (await loadConnected()).readBalance(account, network)
          : null,
      feeReserve: async (network, token) => {
        if (!isNativeToken(token.contract)) return 0n;
        return account ? (await loadConnected()).feeReserve(account, network) : null;
      },
      previewDeposit: (input) => previewDeposit(account, input),
      sendDeposit: (input) => sendDeposit(account, input),
      describeError: (error, networkName) => describeBitcoinError(error, networkName),
    };
    onChange(wallet);
  }, [account, onChange]);

  return open ? (
    <ConnectDialog
      onClose={() => setOpen(false)}
      onConnected={(connected) => {
        setAccount(connected);
        setOpen(false);
      }}
    />
  ) : null;
}

interface AccountEntry {
  address: string;
  publicKey: string;
  purpose: string;
}

/** The wallets this browser has, to choose one; Escape or Close leaves it. */
function ConnectDialog(props: { onClose(): void; onConnected(account: ConnectedAccount): void }) {
  const [providers] = useState<Provider[]>(() => [...getProviders()]);
  const [connecting, setConnecting] = useState<string | null>(null);
  const [error, setError] = useState<ChooserError | null>(null);

  const choose = async (provider: Provider) => {
    setConnecting(provider.id);
    setError(null);
    try {
      const accounts = await ask<AccountEntry[]>('getAccounts', () =>
        request(
          'getAccounts',
          {
            purposes: [AddressPurpose.Payment],
            message: 'Portage asks for your payment address to send a swap deposit from it.',
          },
          provider.id,
        ),
      );
      const payment = accounts.find((entry) => entry.purpose === AddressPurpose.Payment) ?? accounts[0];
      if (!payment?.address || !payment.publicKey) {
        setError({
          wallet: provider.name,
          reason: 'noAccount',
          message: `${provider.name} gave no payment address.`,
        });
        return;
      }
      props.onConnected({ address: payment.address, publicKey: payment.publicKey, providerId: provider.id });
    } catch (cause) {
      const rejected = cause instanceof BitcoinWalletError && cause.code === USER_REJECTION;
      setError(connectFailure(provider.name, rejected, describeBitcoinError(cause).message));
    } finally {
      setConnecting(null);
    }
  };

  return (
    <WalletChooser
      open
      choices={providers.map((provider) => ({ id: provider.id, name: provider.name, icon: provider.icon }))}
      busyId={connecting}
      error={error}
      onChoose={(id) => {
        const provider = providers.find((candidate) => candidate.id === id);
        if (provider) void choose(provider);
      }}
      onClose={props.onClose}
    />
  );
}
