/**
 * The TON wallet: TonConnect (@tonconnect/ui-react) and @ton/core. The only file that imports
 * them for the widget; it is loaded by `import()` through the registry (../families.ts) when a TON route or wallet
 * is first used.
 *
 * Wallets. TonConnect lists the wallets of `WALLETS_LIST_SOURCE` (the SDK's own default list).
 * An extension wallet is one whose list entry names a JS bridge key (`window[key].tonconnect`)
 * that is present in the page: that is how an installed wallet shows as installed. When the list
 * cannot be fetched (offline, blocked by the embedding page's policy), the SDK falls back to the
 * list it ships with, so the dialog still opens and injected wallets are still found. Nothing else
 * is fetched from outside: the SDK's analytics are off.
 *
 * Listing and connecting wallets needs TonConnect only: what needs @ton/core (balances, the
 * deposit, the signed message's hash) is ./connected.ts, loaded by `import()` once a wallet is
 * connected, so that the wallet list does not wait for it.
 *
 * A deposit is prepared by ./send.ts (`prepareTonDeposit`): the jetton wallet of the sender is
 * resolved through the network's node and verified, the request is built and checked against what
 * the person chose by `buildTonDeposit`, the balances are checked so that a deposit that cannot go
 * through is not signed, and what will be signed is decoded. `previewDeposit` stops there;
 * `sendDeposit` prepares again, fresh, and the wallet signs and broadcasts it. The hash (TEP-467's
 * normalized hash of the external message it returns) is reported the moment the wallet answers.
 */
import { SessionCrypto } from '@tonconnect/sdk';
import { TonConnect, TonConnectUIProvider, useTonAddress, useTonConnectUI } from '@tonconnect/ui-react';
import { useEffect, useRef } from 'react';
import type { Network, Token } from '../../api/types';
import { whenIdle } from '../../lib/idle';
import { loadOnce } from '../../lib/load-once';
import type { FamilyWallet, PreviewDepositInput, SendDepositInput, WalletModuleProps } from '../kit/contract';
import { isNativeToken } from '../kit/expected';
import { describeTonError, TonWalletError } from './errors';

/** The part that needs @ton/core (see the top of this file). */
const loadConnected = loadOnce(() => import('./connected'));

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

/**
 * TonConnect's dialog makes a session key pair (tweetnacl) as it opens, on code the page has not
 * run yet. One throwaway key pair, made once while the page is idle after this module mounted, has
 * that code compiled and warm by then (measured, bench/wallet-ready.mjs: ~15 ms less main-thread
 * time between "Connect wallet" and the wallet list). It is not kept or sent: no bridge or wallet
 * hears of it.
 */
let warmed = false;
function warmSessionCrypto() {
  if (warmed) return;
  warmed = true;
  whenIdle(() => void new SessionCrypto(), 2_000);
}

export default function TonWalletModule({ onChange }: WalletModuleProps) {
  useEffect(warmSessionCrypto, []);
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
    // A wallet is connected: its balances and deposit are next, so their part is fetched now.
    if (address) loadConnected().catch(() => undefined);
    const wallet: FamilyWallet = {
      family: 'ton',
      address,
      chainId: null,
      connect: () => void uiRef.current.openModal(),
      disconnect: () => void uiRef.current.disconnect(),
      readBalance: (network, token) => readBalance(address, network, token),
      feeReserve: async (_network, token) =>
        isNativeToken(token?.contract) ? (await loadConnected()).TON_FEE_ALLOWANCE : 0n,
      previewDeposit: async (input) => (await prepare(address, input)).preview,
      sendDeposit: (input) => sendDeposit(uiRef.current, address, input),
      describeError: (error, networkName) => describeTonError(error, networkName),
    };
    onChange(wallet);
  }, [address, onChange]);
  return null;
}

async function readBalance(address: string | null, network: Network, token: Token): Promise<bigint | null> {
  if (!address) return null;
  return (await loadConnected()).readTonBalance(address, network, token);
}

type TonConnectUI = ReturnType<typeof useTonConnectUI>[0];

/** The one preparation behind the preview and the send (./connected.ts). */
async function prepare(address: string | null, input: PreviewDepositInput) {
  if (!address) throw new TonWalletError('not_connected', 'Connect your TON wallet first.');
  return (await loadConnected()).prepareTon(address, input);
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
  const { signedMessageHash } = await loadConnected();

  onStage?.('sending');
  const { boc } = await ui.sendTransaction(deposit.request, { modals: [], notifications: [] });
  const hash = signedMessageHash(boc);
  onHash(hash);
  return hash;
}
