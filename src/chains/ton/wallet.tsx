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
 * A deposit: the jetton wallet of the sender is resolved through the network's node
 * (`get_wallet_address` on the jetton master), the request is built and checked by
 * `buildTonDeposit`, the balances are checked so that a deposit that cannot go through is not
 * signed, and the wallet signs and broadcasts it. The hash (TEP-467's normalized hash of the
 * external message it returns) is reported the moment the wallet answers.
 */
import './polyfill';
import { Address } from '@ton/core';
import { TonConnect, TonConnectUIProvider, useTonAddress, useTonConnectUI } from '@tonconnect/ui-react';
import { useEffect, useRef } from 'react';
import type { Network, Token } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import type { FamilyWallet, SendDepositInput, WalletBridgeProps } from '../wallets';
import { buildTonDeposit } from './deposit';
import { describeTonError, TonWalletError } from './errors';
import { externalMessageHash } from './hash';
import { createTonNodeClient } from './node';

/** The SDK's default wallets list, named here so that it is visible (see above). */
export const WALLETS_LIST_SOURCE = 'https://config.ton.org/wallets-v2.json';
/**
 * Nanotons kept for the network fee: a transfer from a v4 or v5 wallet costs about 0.003–0.006
 * TON; 0.01 leaves a margin. "Max" keeps it aside, and a deposit is not signed without it.
 */
export const TON_FEE_ALLOWANCE = 10_000_000n;
const TON_DECIMALS = 9;

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

export default function TonWalletBridge({ onChange }: WalletBridgeProps) {
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

function Publisher({ onChange }: { onChange: WalletBridgeProps['onChange'] }) {
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
      feeReserve: async (_network, token) => (isNative(token) ? TON_FEE_ALLOWANCE : 0n),
      sendDeposit: (input) => sendDeposit(uiRef.current, address, input),
      describeError: (error, networkName) => describeTonError(error, networkName),
    };
    onChange(wallet);
  }, [address, onChange]);
  return null;
}

function isNative(token: Pick<Token, 'contract'> | undefined): boolean {
  return !token?.contract;
}

function nodeOf(network: Network) {
  const url = network.node_url ?? network.nodes?.[0];
  if (!url) {
    throw new TonWalletError(
      'node_unreachable',
      `Portage knows no node for ${network.display_name ?? network.name}, so it cannot prepare the deposit.`,
    );
  }
  return createTonNodeClient(url);
}

async function readBalance(address: string | null, network: Network, token: Token): Promise<bigint | null> {
  if (!address) return null;
  const node = nodeOf(network);
  const owner = Address.parse(address);
  if (isNative(token)) return node.balance(owner);
  return node.jettonBalance(Address.parse(token.contract as string), owner);
}

type TonConnectUI = ReturnType<typeof useTonConnectUI>[0];

async function sendDeposit(
  ui: TonConnectUI,
  address: string | null,
  input: SendDepositInput,
): Promise<string> {
  const { action, network, onHash, onStage } = input;
  if (!address || !ui.connected) {
    throw new TonWalletError('not_connected', 'Connect your TON wallet first.');
  }
  onStage?.('preparing');
  const node = nodeOf(network);
  const sender = Address.parse(address);
  const token = action.token;
  const master = token?.contract ? Address.parse(token.contract) : null;
  const jettonWallet = master ? await node.jettonWallet(master, sender) : null;
  // Checked before anything reaches the wallet: a malformed action is never signed.
  const deposit = buildTonDeposit(action, {
    sender: address,
    jettonWallet: jettonWallet?.toString(),
    now: Math.floor(Date.now() / 1000),
  });

  const symbol = token?.symbol ?? 'the token';
  const [tonBalance, jettonBalance] = await Promise.all([
    node.balance(sender),
    master ? node.jettonBalance(master, sender) : Promise.resolve(null),
  ]);
  if (jettonBalance !== null && jettonBalance < deposit.amount) {
    throw new TonWalletError(
      'insufficient_funds',
      `Your wallet holds ${formatUnits(jettonBalance, token?.decimals ?? TON_DECIMALS)} ${symbol}, less than the ${formatUnits(deposit.amount, token?.decimals ?? TON_DECIMALS)} ${symbol} to send. Nothing was sent.`,
    );
  }
  const tonNeeded = deposit.tonAttached + TON_FEE_ALLOWANCE;
  if (tonBalance < tonNeeded) {
    throw new TonWalletError(
      'insufficient_funds',
      deposit.kind === 'jetton'
        ? `Sending ${symbol} takes ${formatUnits(tonNeeded, TON_DECIMALS)} TON for the network fees (most of it comes back), and your wallet holds ${formatUnits(tonBalance, TON_DECIMALS)} TON. Nothing was sent.`
        : `Your wallet holds ${formatUnits(tonBalance, TON_DECIMALS)} TON, not enough to send ${formatUnits(deposit.amount, TON_DECIMALS)} TON and pay the network fee. Nothing was sent.`,
    );
  }

  onStage?.('sending');
  const { boc } = await ui.sendTransaction(deposit.request, { modals: [], notifications: [] });
  const hash = externalMessageHash(boc);
  onHash(hash);
  return hash;
}
