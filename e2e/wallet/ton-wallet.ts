/**
 * A TonConnect test wallet for the browser tests: an injected JS bridge, `window.portageTestTon`
 * (`{ tonconnect: { deviceInfo, walletInfo, protocolVersion: 2, isWalletBrowser, connect,
 * restoreConnection, send, listen, disconnect } }`, the TonConnect JS-bridge protocol that
 * @tonconnect/sdk's InjectedProvider speaks), announced the way extension wallets are: by an
 * entry with its bridge key in the TonConnect wallets list, which the test serves in place of the
 * real list (the internet is blocked).
 *
 * Signing happens on the Node side (page.exposeBinding): the sandbox's test user's WalletV4
 * (its public test key, service/chains/ton/contracts.ts) signs the request as a wallet does and
 * posts the external message to the sandbox's TON API, then the bridge answers with its BOC.
 * A hold switch makes the next send wait in the page, unsigned, until the test releases it (a
 * person who has not answered yet).
 */
import type { Page } from '@playwright/test';
import { beginCell, type Cell, storeStateInit } from '@ton/core';
import { TON_TEST_ACCOUNTS } from '../../service/chains/ton/contracts';
import { sendAsTonConnectWallet } from '../../service/chains/ton/testing';
import type { TonConnectRequest } from '../../src/chains/ton/deposit';
import { type HoldControls, type HoldGate, holdControls, installHoldGate } from './switches';

/** The list TonConnect fetches (src/chains/ton/wallet.tsx, WALLETS_LIST_SOURCE). */
const WALLETS_LIST = 'https://config.ton.org/wallets-v2.json';
export const TON_WALLET_NAME = 'Portage Test TON Wallet';
const BRIDGE_KEY = 'portageTestTon';
const APP_NAME = 'portagetestton';
const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%230098ea"/%3E%3C/svg%3E';

const USER = TON_TEST_ACCOUNTS.user;
/** The test user's address as wallets show it (non-bounceable). */
export const TON_TEST_USER = USER.wallet.address.toString({ bounceable: false });

export interface TonWalletControls extends HoldControls {
  /** The next request that needs the person (a send) is declined (TonConnect error 300). */
  rejectNext(): void;
  /** How many transactions the wallet signed and sent. */
  sentCount(): number;
  /** The requests it signed, as the page gave them. */
  signed(): TonConnectRequest[];
}

export async function installTonTestWallet(
  page: Page,
  options: { nodeUrl: string },
): Promise<TonWalletControls> {
  let rejectNext = false;
  const signed: TonConnectRequest[] = [];

  await page.route(WALLETS_LIST, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify([
        {
          app_name: APP_NAME,
          name: TON_WALLET_NAME,
          image: ICON,
          about_url: 'http://127.0.0.1/',
          platforms: ['chrome', 'firefox', 'safari', 'macos', 'linux', 'windows'],
          bridge: [{ type: 'js', key: BRIDGE_KEY }],
        },
      ]),
    }),
  );

  await page.exposeBinding(
    '__portageTonWallet',
    async (_source, message: { method: string; params: string[]; id: string }) => {
      const { id } = message;
      if (message.method !== 'sendTransaction') {
        return { error: { code: 400, message: `${message.method} is not supported` }, id };
      }
      if (rejectNext) {
        rejectNext = false;
        return { error: { code: 300, message: 'User declined the transaction' }, id };
      }
      try {
        const request = JSON.parse(message.params[0] ?? '') as TonConnectRequest;
        const { boc } = await sendAsTonConnectWallet(options.nodeUrl, USER, request);
        signed.push(request);
        return { result: boc, id };
      } catch (error) {
        return { error: { code: 1, message: error instanceof Error ? error.message : String(error) }, id };
      }
    },
  );

  const { wallet } = USER;
  await installHoldGate(page, '__portageTonTestWallet');
  await page.addInitScript(
    ({ key, account, walletInfo }) => {
      type Listener = (event: unknown) => void;
      const listeners = new Set<Listener>();
      const GRANT = 'portage-test-ton-wallet.granted';
      const switches = { holdNextSend: false };
      // Installed by its own init script, which runs first (installHoldGate in ./switches).
      const gate = (window as unknown as { __portageTonTestWalletHold: HoldGate }).__portageTonTestWalletHold;
      const deviceInfo = {
        platform: 'browser',
        appName: walletInfo.app_name,
        appVersion: '1.0.0',
        maxProtocolVersion: 2,
        features: ['SendTransaction', { name: 'SendTransaction', maxMessages: 4 }],
      };
      let eventId = 0;
      const connected = () => ({
        event: 'connect',
        id: ++eventId,
        payload: { items: [{ name: 'ton_addr', ...account }], device: deviceInfo },
      });
      const call = (message: unknown) =>
        (window as unknown as { __portageTonWallet(message: unknown): Promise<unknown> }).__portageTonWallet(
          message,
        );
      (window as unknown as Record<string, unknown>)[key] = {
        tonconnect: {
          deviceInfo,
          walletInfo,
          protocolVersion: 2,
          isWalletBrowser: false,
          async connect(_protocolVersion: number, _request: unknown) {
            // Like a real wallet, it remembers that this site may see the account.
            localStorage.setItem(GRANT, '1');
            return connected();
          },
          async restoreConnection() {
            return localStorage.getItem(GRANT)
              ? connected()
              : { event: 'connect_error', id: ++eventId, payload: { code: 0, message: 'not connected' } };
          },
          async send(message: { method?: string }) {
            if (message.method === 'sendTransaction') await gate.wait(switches);
            return call(message);
          },
          listen(callback: Listener) {
            listeners.add(callback);
            return () => listeners.delete(callback);
          },
          disconnect() {
            localStorage.removeItem(GRANT);
          },
        },
      };
      const target = window as unknown as Record<string, unknown>;
      target.__portageTonTestWallet = switches;
    },
    {
      key: BRIDGE_KEY,
      account: {
        address: wallet.address.toRawString(),
        // Mainnet: the sandbox's addresses are mainnet-form.
        network: '-239',
        publicKey: USER.keyPair.publicKey.toString('hex'),
        walletStateInit: stateInitBoc(wallet.init),
      },
      walletInfo: {
        name: TON_WALLET_NAME,
        app_name: APP_NAME,
        image: ICON,
        about_url: 'http://127.0.0.1/',
        platforms: ['chrome', 'firefox', 'safari', 'macos', 'linux', 'windows'],
      },
    },
  );

  return {
    rejectNext: () => {
      rejectNext = true;
    },
    ...holdControls(page, '__portageTonTestWallet'),
    sentCount: () => signed.length,
    signed: () => [...signed],
  };
}

function stateInitBoc(init: { code: Cell; data: Cell }): string {
  return beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64');
}
