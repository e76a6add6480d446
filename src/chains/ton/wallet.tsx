/**
 * The TON wallet: TonConnect (@tonconnect/ui-react) and @ton/core. The only file that imports
 * them for the widget; it is loaded by `import()` from ../wallets.tsx when a TON route or wallet
 * is first used.
 *
 * Wallets. TonConnect lists the wallets of `WALLETS_LIST_SOURCE` (the SDK's own default list).
 * An extension wallet is one whose list entry names a JS bridge key (`window[key].tonconnect`)
 * that is present in the page: that is how an installed wallet shows as installed. When the list
 * cannot be fetched (offline, blocked by the embedding page's policy), the SDK falls back to the
 * list it ships with, so the dialog still opens and injected wallets are still found. Nothing else
 * is fetched from outside: the SDK's analytics are off.
 *
 * A deposit is prepared by ./send.ts (`prepareTonDeposit`): the jetton wallet of the sender is
 * resolved through the network's node and verified, the request is built and checked against what
 * the person chose by `buildTonDeposit`, the balances are checked so that a deposit that cannot go
 * through is not signed, and what will be signed is decoded. `previewDeposit` stops there;
 * `sendDeposit` prepares again, fresh, and the wallet signs and broadcasts it. The hash (TEP-467's
 * normalized hash of the external message it returns) is reported the moment the wallet answers.
 */
import './polyfill';
import { Address } from '@ton/core';
import { TonConnect, TonConnectUIProvider, useTonAddress, useTonConnectUI } from '@tonconnect/ui-react';
import { useEffect, useRef } from 'react';
import type { Network, Token } from '../../api/types';
import type {
  FamilyWallet,
  PreviewDepositInput,
  SendDepositInput,
  WalletModuleProps,
} from '../../wallets/contract';
import { requiredNodeUrl } from '../../wallets/errors';
import { isNativeToken } from '../../wallets/network';
import { describeTonError, TonWalletError } from './errors';
import { externalMessageHash } from './hash';
import { createTonNodeClient } from './node';
import { type PreparedTonDeposit, prepareTonDeposit, TON_FEE_ALLOWANCE } from './send';

/** The SDK's default wallets list, named here so that it is visible (see above). */
export const WALLETS_LIST_SOURCE = 'https://config.ton.org/wallets-v2.json';

let connector: TonConnect | null = null;
/** One TonConnect per page: it keeps the session, and the UI kit expects a single instance. */
function tonConnect(): TonConnect {
  connector ??= new TonConnect({
    manifestUrl: `${window.location.origin}/tonconnect-manifest.json`,
    walletsListSource: WALLETS_LIST_SOURCE,
    analytics: { mode: 'off' },
  });
  return connector;
}

export default function TonWalletModule({ onChange }: WalletModuleProps) {
  return (
    <TonConnectUIProvider
      connector={tonConnect()}
      analytics={{ mode: 'off' }}
      // The widget shows its own progress and errors for the deposit.
      actionsConfiguration={{ modals: [], notifications: [] }}
    >
      <Publisher onChange={onChange} />
    </TonConnectUIProvider>
  );
}

function Publisher({ onChange }: { onChange: WalletModuleProps['onChange'] }) {
  const [ui] = useTonConnectUI();
  // User-friendly, non-bounceable (UQ…): the form wallets show for their own address.
  const address = useTonAddress(true) || null;
  const uiRef = useRef(ui);
  uiRef.current = ui;

  useEffect(() => {
    const wallet: FamilyWallet = {
      family: 'ton',
      address,
      chainId: null,
      connect: () => void uiRef.current.openModal(),
      disconnect: () => void uiRef.current.disconnect(),
      readBalance: (network, token) => readBalance(address, network, token),
      feeReserve: async (_network, token) => (isNativeToken(token?.contract) ? TON_FEE_ALLOWANCE : 0n),
      previewDeposit: async (input) => (await prepare(address, input)).preview,
      sendDeposit: (input) => sendDeposit(uiRef.current, address, input),
      describeError: (error, networkName) => describeTonError(error, networkName),
    };
    onChange(wallet);
  }, [address, onChange]);
  return null;
}

function nodeClientOf(network: Network) {
  return createTonNodeClient(requiredNodeUrl(network));
}

async function readBalance(address: string | null, network: Network, token: Token): Promise<bigint | null> {
  if (!address) return null;
  const node = nodeClientOf(network);
  const owner = Address.parse(address);
  if (isNativeToken(token.contract)) return node.balance(owner);
  return node.jettonBalance(Address.parse(token.contract as string), owner);
}

type TonConnectUI = ReturnType<typeof useTonConnectUI>[0];

/** The one preparation behind the preview and the send: node reads, build, checks, decoding. */
function prepare(address: string | null, input: PreviewDepositInput): Promise<PreparedTonDeposit> {
  if (!address) throw new TonWalletError('not_connected', 'Connect your TON wallet first.');
  const { network } = input;
  return prepareTonDeposit({
    node: nodeClientOf(network),
    sender: address,
    action: input.action,
    expected: input.expected,
    networkName: network.display_name ?? network.name,
  });
}

async function sendDeposit(
  ui: TonConnectUI,
  address: string | null,
  input: SendDepositInput,
): Promise<string> {
  const { onHash, onStage } = input;
  if (!address || !ui.connected) {
    throw new TonWalletError('not_connected', 'Connect your TON wallet first.');
  }
  onStage?.('preparing');
  // Built again, fresh: checked before anything reaches the wallet, so a wrong action is never signed.
  const { deposit } = await prepare(address, input);

  onStage?.('sending');
  const { boc } = await ui.sendTransaction(deposit.request, { modals: [], notifications: [] });
  const hash = externalMessageHash(boc);
  onHash(hash);
  return hash;
}
