/**
 * An injected Solana test wallet for the browser tests: a Wallet Standard wallet ("Portage Test
 * Solana Wallet") that registers itself through the `wallet-standard:register-wallet` /
 * `wallet-standard:app-ready` events, exactly as an extension's content script does. It holds
 * the sandbox's test user (service/chains/solana/keys.ts: a public, well-known test key); the
 * page never sees the key: signing happens on the Node side through `page.exposeBinding`.
 * Features: `standard:connect` (with `silent` for auto-connect), `standard:disconnect`,
 * `standard:events`, `solana:signTransaction`. Switches make the next request be declined, or the
 * next signature wait until the test releases it (a person who has not answered yet).
 */
import type { Page } from '@playwright/test';
import { base58, base64 } from '@scure/base';
import { VersionedTransaction } from '@solana/web3.js';
import { SOLANA_TEST_KEYS } from '../../service/chains/solana/keys';
import { type HoldControls, type HoldGate, holdControls, installHoldGate, turnOn } from './switches';

export const SOLANA_TEST_WALLET_NAME = 'Portage Test Solana Wallet';
export const SOLANA_TEST_WALLET_ADDRESS = SOLANA_TEST_KEYS.user.publicKey.toBase58();

export interface SolanaTestWalletControls extends HoldControls {
  /** The next request that needs the person (connect, sign) is declined, as a person would. */
  rejectNext(): Promise<void>;
  /** The signatures the wallet produced, in order (the transactions' hashes). */
  signatures(): string[];
}

export async function installSolanaTestWallet(page: Page): Promise<SolanaTestWalletControls> {
  const signatures: string[] = [];
  const user = SOLANA_TEST_KEYS.user;
  await page.exposeBinding('__portageSolanaSign', async (_source, serialized: string) => {
    const transaction = VersionedTransaction.deserialize(base64.decode(serialized));
    // Like a real wallet, it signs only for its own account: as the fee payer.
    const feePayer = transaction.message.staticAccountKeys[0];
    if (!feePayer?.equals(user.publicKey)) throw new Error('the test wallet only signs as its own account');
    transaction.sign([user]);
    const signature = transaction.signatures[0];
    if (signature) signatures.push(base58.encode(signature));
    return base64.encode(transaction.serialize());
  });

  await installHoldGate(page, '__portageSolanaTestWallet');
  await page.addInitScript(
    ({ address, publicKey, name }) => {
      type Listener = (properties: { accounts?: unknown[] }) => void;
      const listeners = new Set<Listener>();
      const switches = { rejectNext: false, holdNextSend: false };
      // Installed by its own init script, which runs first (installHoldGate in ./switches).
      const gate = (window as unknown as { __portageSolanaTestWalletHold: HoldGate })
        .__portageSolanaTestWalletHold;
      const CHAINS = ['solana:localnet', 'solana:devnet', 'solana:mainnet'] as const;
      // Like a real wallet, it remembers that this site was allowed to see the account.
      const GRANT_KEY = 'portage-test-solana-wallet.granted';
      const account = Object.freeze({
        address,
        publicKey: new Uint8Array(publicKey),
        chains: CHAINS,
        features: ['solana:signTransaction'] as const,
        label: 'Portage test user',
      });
      let accounts: (typeof account)[] = [];
      const emit = () => {
        for (const listener of listeners) listener({ accounts });
      };
      const declined = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
      const takeRejection = () => {
        if (!switches.rejectNext) return false;
        switches.rejectNext = false;
        return true;
      };
      // Looked up at call time: the binding to the Node side may be installed after this script.
      const sign = (transaction: string) =>
        (
          window as unknown as { __portageSolanaSign: (transaction: string) => Promise<string> }
        ).__portageSolanaSign(transaction);
      const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
      const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

      const wallet = {
        version: '1.0.0' as const,
        name,
        icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzZhM2RlOCIvPjwvc3ZnPg==' as const,
        chains: CHAINS,
        get accounts() {
          return accounts;
        },
        features: {
          'standard:connect': {
            version: '1.0.0',
            async connect(input?: { silent?: boolean }) {
              const granted = localStorage.getItem(GRANT_KEY) === '1';
              // A silent (automatic) connect never asks the person: only a site already allowed gets in.
              if (input?.silent && !granted) return { accounts: [] };
              if (!input?.silent && takeRejection()) throw declined();
              localStorage.setItem(GRANT_KEY, '1');
              accounts = [account];
              emit();
              return { accounts };
            },
          },
          'standard:disconnect': {
            version: '1.0.0',
            async disconnect() {
              accounts = [];
              localStorage.removeItem(GRANT_KEY);
              emit();
            },
          },
          'standard:events': {
            version: '1.0.0',
            on(event: string, listener: Listener) {
              if (event !== 'change') return () => {};
              listeners.add(listener);
              return () => listeners.delete(listener);
            },
          },
          'solana:signTransaction': {
            version: '1.0.0',
            supportedTransactionVersions: ['legacy', 0],
            async signTransaction(...inputs: { transaction: Uint8Array }[]) {
              if (takeRejection()) throw declined();
              await gate.wait(switches);
              // Signed on the Node side, where the key is; the page only sees bytes.
              return Promise.all(
                inputs.map(async ({ transaction }) => ({
                  signedTransaction: fromBase64(await sign(toBase64(transaction))),
                })),
              );
            },
          },
        },
      };

      // The Wallet Standard handshake: announce now, and again when the app says it is ready.
      const register = ({ register }: { register(wallet: unknown): unknown }) => register(wallet);
      window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
      window.addEventListener('wallet-standard:app-ready', (event) =>
        register((event as CustomEvent<{ register(wallet: unknown): unknown }>).detail),
      );
      (window as unknown as { __portageSolanaTestWallet: typeof switches }).__portageSolanaTestWallet =
        switches;
    },
    {
      address: SOLANA_TEST_WALLET_ADDRESS,
      publicKey: Array.from(user.publicKey.toBytes()),
      name: SOLANA_TEST_WALLET_NAME,
    },
  );

  return {
    rejectNext: () => turnOn(page, '__portageSolanaTestWallet', 'rejectNext'),
    ...holdControls(page, '__portageSolanaTestWallet'),
    signatures: () => [...signatures],
  };
}
