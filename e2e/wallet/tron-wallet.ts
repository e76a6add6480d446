/**
 * Tron test wallets for the browser tests, injected the way each real extension is found by its
 * @tronweb3/tronwallet-adapters adapter on a desktop browser:
 *
 * - TronLink: a TIP-6963 `TIP6963:announceProvider` event (answering `TIP6963:requestProvider`)
 *   whose provider is named "TronLink" (what @tronweb3/tronwallet-adapter-tronlink listens for);
 * - OKX Wallet: `window.okxwallet.tronLink` (what @tronweb3/tronwallet-adapter-okxwallet's
 *   `supportOkxWallet()` checks).
 *
 * Both are the same TronLink-style provider (TIP-1193 `request({ method: 'tron_requestAccounts' })`,
 * then `provider.tronWeb` with `defaultAddress` and `trx.sign`), made by one function under two
 * names, so a test can tell which wallet the widget asked.
 *
 * Signing happens on the Node side (page.exposeBinding): like TronLink, the wallet first checks
 * with tronweb that the transaction's JSON encodes to its `raw_data_hex` and `txID` (`txCheck`),
 * then signs the txID with the sandbox's test user's key (service/chains/tron/keys.ts, public on
 * purpose) and returns the transaction with its signature. It does not broadcast: the widget does.
 */
import type { Page } from '@playwright/test';
import { utils } from 'tronweb';
import { TRON_TEST_ACCOUNTS } from '../../service/chains/tron/keys';
import { turnOn } from './switches';

const USER = TRON_TEST_ACCOUNTS.user;
export const TRON_TEST_USER = USER.address;
/** The adapter lists the wallet by its own name for TronLink. */
export const TRON_WALLET_NAME = 'TronLink';
/** Portage lists OKX's wallet under the name its adapter gives it. */
export const OKX_WALLET_NAME = 'OKX Wallet';

/** The test wallets that can be injected, by the name the widget lists them under. */
export type TronTestWalletName = typeof TRON_WALLET_NAME | typeof OKX_WALLET_NAME;

/** One request that reached a test wallet: connecting, or signing (with the transaction's id). */
export interface TronWalletRequest {
  wallet: TronTestWalletName;
  kind: 'connect' | 'sign';
  txID?: string;
}

export interface TronWalletControls {
  /** The next request that needs the person (connecting or signing, in any of the wallets) is declined. */
  rejectNext(): Promise<void>;
  /** The ids of the transactions signed (by the one wallet named, or by any). */
  signedIds(wallet?: TronTestWalletName): string[];
  /** Every request that reached a wallet (the one named, or any), in order, declined ones included. */
  requests(wallet?: TronTestWalletName): TronWalletRequest[];
}

/** Injects the named test wallets (TronLink alone by default) before the page's scripts run. */
export async function installTronTestWallet(
  page: Page,
  wallets: readonly TronTestWalletName[] = [TRON_WALLET_NAME],
): Promise<TronWalletControls> {
  const requests: TronWalletRequest[] = [];
  const signed: Array<{ wallet: TronTestWalletName; txID: string }> = [];

  await page.exposeBinding(
    '__portageTronWallet',
    async (_source, wallet: TronTestWalletName, kind: 'connect' | 'sign', transaction?: unknown) => {
      if (kind === 'connect') {
        requests.push({ wallet, kind });
        return null;
      }
      const tx = transaction as { txID: string };
      requests.push({ wallet, kind, txID: tx.txID });
      if (!utils.transaction.txCheck(tx)) throw new Error('Invalid transaction');
      const result = utils.crypto.signTransaction(USER.privateKey, structuredClone(tx));
      signed.push({ wallet, txID: tx.txID });
      return result;
    },
  );

  await page.addInitScript(
    ({ address, hexAddress, wallets, names }) => {
      const state = { rejectNext: false };
      (window as unknown as { __portageTronTestWallet: typeof state }).__portageTronTestWallet = state;
      const ask = (window as unknown as { __portageTronWallet(...args: unknown[]): Promise<unknown> })
        .__portageTronWallet;
      const declined = (message: string) => Object.assign(new Error(message), { code: 4001 });

      /** A TronLink-style provider that tells the Node side which wallet it is. */
      const makeProvider = (name: string) => {
        const provider: Record<string, unknown> = {
          isTronLink: name === names.tronLink,
          tronWeb: undefined,
          on() {},
          removeListener() {},
          async request({ method }: { method: string }) {
            if (method !== 'eth_requestAccounts' && method !== 'tron_requestAccounts') {
              throw new Error(`${method} is not supported by the test wallet`);
            }
            await ask(name, 'connect');
            if (state.rejectNext) {
              state.rejectNext = false;
              throw declined('The user rejected connection.');
            }
            provider.tronWeb = {
              defaultAddress: { base58: address, hex: hexAddress },
              trx: {
                async sign(transaction: unknown) {
                  if (state.rejectNext) {
                    state.rejectNext = false;
                    // What TronLink rejects with when the person declines.
                    throw 'Confirmation declined by user';
                  }
                  return ask(name, 'sign', transaction);
                },
              },
            };
            return [address];
          },
        };
        return provider;
      };

      const icon = (color: string) =>
        `data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23${color}"/%3E%3C/svg%3E`;

      if (wallets.includes(names.tronLink)) {
        const provider = makeProvider(names.tronLink);
        const announce = () =>
          window.dispatchEvent(
            new CustomEvent('TIP6963:announceProvider', {
              detail: {
                info: {
                  uuid: '5f8ad8a4-0000-4000-8000-portagetron0',
                  name: 'TronLink',
                  icon: icon('c23631'),
                  rdns: 'org.tronlink.www',
                },
                provider,
              },
            }),
          );
        window.addEventListener('TIP6963:requestProvider', announce);
      }
      if (wallets.includes(names.okx)) {
        (window as unknown as { okxwallet: unknown }).okxwallet = { tronLink: makeProvider(names.okx) };
      }
    },
    {
      address: USER.address,
      hexAddress: utils.address.toHex(USER.address),
      wallets: wallets.map(String),
      names: { tronLink: TRON_WALLET_NAME, okx: OKX_WALLET_NAME },
    },
  );

  return {
    rejectNext: () => turnOn(page, '__portageTronTestWallet', 'rejectNext'),
    signedIds: (wallet) =>
      signed.filter((each) => !wallet || each.wallet === wallet).map((each) => each.txID),
    requests: (wallet) => requests.filter((each) => !wallet || each.wallet === wallet),
  };
}
