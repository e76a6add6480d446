/**
 * An injected Fuel test wallet for the browser tests: a FuelConnector ("Portage Test Fuel
 * Wallet") that announces itself with fuels' `FuelConnector` window event, as an injected
 * connector does (`dispatchFuelConnectorEvent`). fuels' `Fuel` only hears announcements made
 * after it started listening, and the widget creates it lazily, so the wallet repeats its
 * announcement until it is pinged (fuels pings every connector it adds).
 *
 * It holds the sandbox's test user (service/chains/fuel/keys.ts: a public, well-known test key);
 * the page never sees the key: `sendTransaction` hands the request's JSON to the Node side
 * (`page.exposeBinding`), which signs it for the chain and submits it to the node the widget
 * names (only the sandbox's, on localhost), like a wallet that signs and broadcasts. A switch
 * makes the next request be declined.
 */
import type { Page } from '@playwright/test';
import { FUEL_TEST_KEYS, LOCAL_FUEL_CHAIN_ID } from '../../service/chains/fuel/keys';
import { signAndSubmitFuel } from '../../service/chains/fuel/testing';
import { turnOn } from './switches';

export const FUEL_TEST_WALLET_NAME = 'Portage Test Fuel Wallet';
export const FUEL_TEST_WALLET_ADDRESS = FUEL_TEST_KEYS.user.address.toB256().toLowerCase();

export interface FuelTestWalletControls {
  /** The next request that needs the person (connect, send) is declined. */
  rejectNext(): Promise<void>;
  /** The transaction ids the wallet submitted, in order. */
  sent(): string[];
}

export async function installFuelTestWallet(page: Page): Promise<FuelTestWalletControls> {
  const sent: string[] = [];
  await page.exposeBinding('__portageFuelSend', async (_source, url: string, requestJson: string) => {
    if (!/^http:\/\/(127\.0\.0\.1|localhost):\d+\//.test(url))
      throw new Error('the test wallet only sends to the sandbox');
    const id = await signAndSubmitFuel(
      url,
      JSON.parse(requestJson),
      FUEL_TEST_KEYS.user,
      LOCAL_FUEL_CHAIN_ID,
    );
    sent.push(id);
    return id;
  });

  await page.addInitScript(
    ({ address, name }) => {
      type Listener = (...args: unknown[]) => void;
      const listeners = new Map<string, Set<Listener>>();
      const switches = { rejectNext: false };
      let connected = false;
      let pinged = false;
      const declined = () => new Error('User rejected the request.');
      const takeRejection = () => {
        if (!switches.rejectNext) return false;
        switches.rejectNext = false;
        return true;
      };
      const emit = (event: string, ...args: unknown[]) => {
        for (const listener of listeners.get(event) ?? []) listener(...args);
      };
      const send = (url: string, json: string) =>
        (
          window as unknown as { __portageFuelSend: (url: string, json: string) => Promise<string> }
        ).__portageFuelSend(url, json);

      const connector = {
        name,
        metadata: { install: { action: '', link: '', description: 'A test wallet.' } },
        connected: false,
        installed: true,
        external: true,
        events: {
          connectors: 'connectors',
          currentConnector: 'currentConnector',
          connection: 'connection',
          accounts: 'accounts',
          currentAccount: 'currentAccount',
          networks: 'networks',
          currentNetwork: 'currentNetwork',
          assets: 'assets',
          abis: 'abis',
        },
        on(event: string, listener: Listener) {
          const set = listeners.get(event) ?? new Set();
          set.add(listener);
          listeners.set(event, set);
          return connector;
        },
        off(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener);
          return connector;
        },
        removeListener(event: string, listener: Listener) {
          return connector.off(event, listener);
        },
        emit(event: string, ...args: unknown[]) {
          emit(event, ...args);
          return true;
        },
        async ping() {
          pinged = true;
          return true;
        },
        async version() {
          return { app: '0.0.0', network: '0.0.0' };
        },
        async isConnected() {
          return connected;
        },
        async connect() {
          if (takeRejection()) throw declined();
          connected = true;
          connector.connected = true;
          emit('connection', true);
          emit('currentAccount', address);
          emit('accounts', [address]);
          return true;
        },
        async disconnect() {
          connected = false;
          connector.connected = false;
          emit('connection', false);
          emit('currentAccount', null);
          return false;
        },
        async accounts() {
          return connected ? [address] : [];
        },
        async currentAccount() {
          return connected ? address : null;
        },
        async networks() {
          return [];
        },
        async currentNetwork() {
          return { chainId: 0, url: '' };
        },
        async sendTransaction(
          owner: string,
          request: { toJSON?: () => unknown },
          params?: { provider?: { url?: string } },
        ) {
          if (!connected) throw new Error('The wallet is not connected.');
          if (owner.toLowerCase() !== address)
            throw new Error('The test wallet only sends from its own account.');
          if (takeRejection()) throw declined();
          const url = params?.provider?.url ?? '';
          const json = JSON.stringify(typeof request.toJSON === 'function' ? request.toJSON() : request);
          return send(url, json);
        },
      };
      (window as unknown as { __portageFuelTestWallet: typeof switches }).__portageFuelTestWallet = switches;
      const announce = () => window.dispatchEvent(new CustomEvent('FuelConnector', { detail: connector }));
      const timer = window.setInterval(() => {
        if (pinged) window.clearInterval(timer);
        else announce();
      }, 200);
      announce();
    },
    { address: FUEL_TEST_WALLET_ADDRESS, name: FUEL_TEST_WALLET_NAME },
  );

  return { rejectNext: () => turnOn(page, '__portageFuelTestWallet', 'rejectNext'), sent: () => [...sent] };
}
