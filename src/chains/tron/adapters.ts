/**
 * The Tron wallets Portage offers, each through its @tronweb3/tronwallet-adapters adapter, and the
 * one way the Tron module uses any of them (the adapters' shared `Adapter` API: `readyState`,
 * `connect`, `address`, `signTransaction`, `disconnect`, `accountsChanged`/`disconnect` events).
 *
 * The extension wallets' adapters (TronLink, TokenPocket, OKX Wallet, Bitget Wallet, Trust Wallet)
 * are small and are created when the Tron module loads, so that each can look for its wallet in
 * the page. Ledger's adapter brings the Ledger transport, tronweb's encoder and a modal kit, and
 * WalletConnect's the WalletConnect SDK: each is loaded by its own `import()` only when the person
 * picks it, and WalletConnect is offered only in a build with a WalletConnect project id (the
 * setting the EVM wallets use).
 *
 * Every adapter is made so that a missing wallet opens no page and follows no deep link
 * (`openUrlWhenWalletNotFound: false`, `openAppWithDeeplink: false`): the chooser says it is not
 * installed instead.
 */
import type { Adapter, BaseAdapterConfig } from '@tronweb3/tronwallet-abstract-adapter';
import {
  BitKeepAdapter,
  OkxWalletAdapter,
  TokenPocketAdapter,
  TronLinkAdapter,
  TrustAdapter,
} from '@tronweb3/tronwallet-adapters';
import type { WalletPresence } from '../kit/chooser';
import type { TronTransaction } from './deposit';
import { TronWalletError } from './errors';
import type { TronSigner } from './send';

export type { Adapter };

/** No page opened for a missing wallet, no app opened by a deep link; a late extension still found. */
export const NO_REDIRECT = {
  openUrlWhenWalletNotFound: false,
  openAppWithDeeplink: false,
  checkTimeout: 3_000,
} as const satisfies BaseAdapterConfig;

/** One wallet of the list: its adapter once created (at once, or when picked), and how it is found. */
export interface TronWalletEntry {
  /** The wallet's brand name, as listed (never translated); also its id in the chooser. */
  readonly name: string;
  /** Created when the list is made, or after `load()` for a wallet loaded when picked. */
  adapter: Adapter | null;
  /** For a wallet whose adapter is loaded only when picked (Ledger, WalletConnect). */
  readonly load?: () => Promise<Adapter>;
  /** Before its adapter is loaded: whether this browser can use the wallet (WebHID for Ledger). */
  readonly presence?: () => WalletPresence;
  /**
   * The wallet shows a window of its own while connecting (WalletConnect's QR code): Portage's
   * dialog steps aside meanwhile, else that window would sit behind it.
   */
  readonly ownWindow?: boolean;
}

/** The WalletConnect adapter's package, loaded when the person picks WalletConnect. */
export type WalletConnectModule = typeof import('./walletconnect');

export interface TronWalletListOptions {
  /**
   * WalletConnect, offered only with the build's project id (blank counts as none). The caller
   * writes the `import()`, so that a build without an id has no WalletConnect code at all.
   */
  walletConnect?: { projectId: string | undefined; load: () => Promise<WalletConnectModule> } | undefined;
  /** Where the widget runs, for the WalletConnect session's metadata. */
  origin?: string | undefined;
  /** Whether the browser has WebHID (what the Ledger adapter needs); read from `navigator` by default. */
  hasWebHid?: () => boolean;
}

const browserHasWebHid = () =>
  typeof navigator !== 'undefined' && 'hid' in navigator && Boolean(navigator.hid);

/**
 * The wallets, in the order they are offered before detection sorts them: the extension wallets
 * with their adapters created now, Ledger and (with a project id) WalletConnect to load on demand.
 */
export function createTronWallets(options: TronWalletListOptions = {}): TronWalletEntry[] {
  const hasWebHid = options.hasWebHid ?? browserHasWebHid;
  const wallets: TronWalletEntry[] = [
    { name: 'TronLink', adapter: new TronLinkAdapter({ ...NO_REDIRECT }) },
    { name: 'TokenPocket', adapter: new TokenPocketAdapter({ ...NO_REDIRECT }) },
    { name: 'OKX Wallet', adapter: new OkxWalletAdapter({ ...NO_REDIRECT }) },
    { name: 'Bitget Wallet', adapter: new BitKeepAdapter({ ...NO_REDIRECT }) },
    { name: 'Trust Wallet', adapter: new TrustAdapter({ ...NO_REDIRECT }) },
    {
      name: 'Ledger',
      adapter: null,
      presence: () => (hasWebHid() ? 'found' : 'missing'),
      load: async () => {
        const { LedgerAdapter } = await import('./ledger');
        // Built against an older copy of the adapters' base class (1.2): the same API, another type.
        const ledger: unknown = new LedgerAdapter({
          ...NO_REDIRECT,
          // The adapter's own modals would open behind Portage's dialog: Portage's dialog says
          // "Connecting…" instead, and the first account of the device is used.
          beforeConnect: () => undefined,
          selectAccount: async ({ accounts }) => {
            const [first] = accounts;
            if (!first)
              throw new Error('The Ledger gave no Tron account. Open the Tron app on it and try again.');
            return first;
          },
        });
        return ledger as Adapter;
      },
    },
  ];
  const walletConnect = options.walletConnect;
  const projectId = walletConnect?.projectId?.trim();
  if (walletConnect && projectId) {
    wallets.push({
      name: 'WalletConnect',
      adapter: null,
      presence: () => 'found',
      ownWindow: true,
      load: async () => {
        const { WalletConnectAdapter } = await walletConnect.load();
        const url = options.origin ?? 'https://portage.invalid';
        return new WalletConnectAdapter({
          network: 'Mainnet',
          options: {
            projectId,
            metadata: { name: 'Portage', description: 'Portage swap widget', url, icons: [] },
          },
          // No deep links into wallet apps and no analytics: the QR code and the wallets it lists.
          enableMobileDeepLink: false,
          enableAnalytics: false,
        });
      },
    });
  }
  return wallets;
}

/** Whether the entry's wallet can be connected in this browser, from its adapter once there is one. */
export function presenceOf(entry: TronWalletEntry): WalletPresence {
  const state = entry.adapter?.readyState;
  if (state === 'Found') return 'found';
  if (state === 'Loading') return 'looking';
  if (state === 'NotFound') return 'missing';
  return entry.presence?.() ?? 'missing';
}

const PRESENCE_ORDER: Readonly<Record<WalletPresence, number>> = { found: 0, looking: 1, missing: 2 };

/** The wallets as the chooser lists them: the ones found first, then those still looked for, then the rest; otherwise in the list's order. */
export function orderTronWallets(
  wallets: readonly TronWalletEntry[],
): Array<{ entry: TronWalletEntry; presence: WalletPresence }> {
  return wallets
    .map((entry, index) => ({ entry, presence: presenceOf(entry), index }))
    .sort((a, b) => PRESENCE_ORDER[a.presence] - PRESENCE_ORDER[b.presence] || a.index - b.index)
    .map(({ entry, presence }) => ({ entry, presence }));
}

/** The entry's adapter, loading it first for a wallet loaded when picked. */
export async function adapterOf(entry: TronWalletEntry): Promise<Adapter> {
  if (entry.adapter) return entry.adapter;
  if (!entry.load) throw new Error(`${entry.name} has no adapter.`);
  entry.adapter = await entry.load();
  return entry.adapter;
}

/** The connected adapter and its address, for the preview and the send alike. */
export function connectedAdapter(adapter: Adapter | null): { adapter: Adapter; address: string } {
  const address = adapter?.address;
  if (!adapter || !address) {
    throw new TronWalletError(
      'not_connected',
      'Your Tron wallet is not connected. Connect it and try again.',
    );
  }
  return { adapter, address };
}

/**
 * The sending path's signer for a connected adapter: the wallet signs only while it is still
 * connected with the account the deposit is built for, and an answer given after the wallet
 * switched accounts is refused before broadcast (the node would refuse its signature anyway,
 * after the person had been told it was sent).
 */
export function signerOf(adapter: Adapter, address: string): TronSigner {
  const sameAccount = () => {
    const now = connectedAdapter(adapter).address;
    if (now !== address) {
      throw new TronWalletError(
        'not_connected',
        `Your Tron wallet switched to another account (${now}), so Portage did not send the deposit prepared for ${address}. Nothing was sent; try again.`,
      );
    }
  };
  return {
    address,
    async signTransaction(transaction: TronTransaction) {
      sameAccount();
      // Portage's own transaction type is the adapters' `Transaction` in the fields a wallet signs.
      const signed = await adapter.signTransaction(
        transaction as unknown as Parameters<Adapter['signTransaction']>[0],
      );
      sameAccount();
      return signed;
    },
  };
}
