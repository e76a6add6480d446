/**
 * A TronLink-style test wallet for the browser tests, announced the way TronLink's extension is
 * found by @tronweb3/tronwallet-adapter-tronlink on a desktop browser: a TIP-6963
 * `TIP6963:announceProvider` event (answering `TIP6963:requestProvider`) whose provider is named
 * "TronLink" and speaks TIP-1193 (`request({ method: 'eth_requestAccounts' })`, then
 * `provider.tronWeb` with `defaultAddress` and `trx.sign`).
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

export interface TronWalletControls {
  /** The next request that needs the person (connecting or signing) is declined. */
  rejectNext(): Promise<void>;
  /** The ids of the transactions the wallet signed. */
  signedIds(): string[];
}

export async function installTronTestWallet(page: Page): Promise<TronWalletControls> {
  const signed: string[] = [];

  await page.exposeBinding('__portageTronSign', async (_source, transaction: unknown) => {
    const tx = transaction as { txID: string };
    if (!utils.transaction.txCheck(tx)) throw new Error('Invalid transaction');
    const result = utils.crypto.signTransaction(USER.privateKey, structuredClone(tx));
    signed.push(tx.txID);
    return result;
  });

  await page.addInitScript(
    ({ address, hexAddress }) => {
      const state = { rejectNext: false };
      (window as unknown as { __portageTronTestWallet: typeof state }).__portageTronTestWallet = state;
      const sign = (window as unknown as { __portageTronSign(tx: unknown): Promise<unknown> })
        .__portageTronSign;
      const declined = (message: string) => Object.assign(new Error(message), { code: 4001 });
      const provider: Record<string, unknown> = {
        isTronLink: true,
        tronWeb: undefined,
        on() {},
        removeListener() {},
        async request({ method }: { method: string }) {
          if (method !== 'eth_requestAccounts' && method !== 'tron_requestAccounts') {
            throw new Error(`${method} is not supported by the test wallet`);
          }
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
                return sign(transaction);
              },
            },
          };
          return [address];
        },
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('TIP6963:announceProvider', {
            detail: {
              info: {
                uuid: '5f8ad8a4-0000-4000-8000-portagetron0',
                name: 'TronLink',
                icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23c23631"/%3E%3C/svg%3E',
                rdns: 'org.tronlink.www',
              },
              provider,
            },
          }),
        );
      window.addEventListener('TIP6963:requestProvider', announce);
    },
    { address: USER.address, hexAddress: utils.address.toHex(USER.address) },
  );

  return {
    rejectNext: () => turnOn(page, '__portageTronTestWallet', 'rejectNext'),
    signedIds: () => [...signed],
  };
}
