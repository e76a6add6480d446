/**
 * An injected EVM test wallet for the browser tests: an EIP-1193 provider announced through
 * EIP-6963 ("Portage Test Wallet"). It forwards requests to the local anvil node of the chain
 * it is on, where the anvil test account signs (the well-known public test key of account #0).
 * Switches let a test make the next request be rejected or the next send fail.
 *
 * Like an extension injected into every frame, it is in every frame of the page (init scripts and
 * bindings reach child frames, cross-site ones included): a widget framed by a partner's page
 * finds it too, and `sentFrom()` tells which frame's page sent. Each frame has its own copy: the
 * switches below (rejectNext, holdNextSend, …) act on the top page's copy only.
 */
import type { Page } from '@playwright/test';
import { type HoldControls, type HoldGate, holdControls, installHoldGate, turnOn } from './switches';

/** Anvil's account #0: a public, well-known test account. */
export const TEST_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export interface TestWalletOptions {
  /** chain id → local JSON-RPC URL */
  rpcUrls: Record<number, string>;
  initialChainId: number;
  address?: string;
  /**
   * A wallet whose view of the chain lies (a compromised node or extension, or lists the chain
   * disagrees with): its `eth_call` of `decimals()` (0x313ce567) on `contract` answers `decimals`
   * instead of asking the node. Every other request goes to the node as usual.
   */
  decimalsOf?: { contract: string; decimals: number };
}

/** Its hold switch (`HoldControls`) holds the next eth_sendTransaction. */
export interface TestWalletControls extends HoldControls {
  /** The next wallet request that needs the user (connect, send) is rejected (code 4001). */
  rejectNext(): Promise<void>;
  /** The next eth_sendTransaction fails as if the node refused it (insufficient funds). */
  failNextSend(): Promise<void>;
  /** How many `decimals()` calls on `decimalsOf.contract` the wallet answered with its own value. */
  decimalsReads(): Promise<number>;
  /** How many eth_sendTransaction requests reached the node. */
  sentCount(): Promise<number>;
  /** The origin of the page (top or framed) that made each eth_sendTransaction, in order. */
  sentFrom(): Promise<string[]>;
  /** Chains the site asked the wallet to add (wallet_addEthereumChain). */
  addedChains(): Promise<number[]>;
  /**
   * Every request of this page that would put something before the person other than connecting:
   * switching or adding a chain, sending, signing (in order, by method).
   */
  askedToAct(): Promise<string[]>;
}

export async function installEvmTestWallet(
  page: Page,
  options: TestWalletOptions,
): Promise<TestWalletControls> {
  const address = options.address ?? TEST_WALLET_ADDRESS;
  const sentFrom: string[] = [];
  let decimalsReads = 0;
  await page.exposeBinding(
    '__portageWalletRpc',
    async (source, request: { chainId: number; method: string; params: unknown[] }) => {
      const url = options.rpcUrls[request.chainId];
      if (!url) return { error: { code: 4902, message: `Unrecognized chain ${request.chainId}` } };
      if (request.method === 'eth_sendTransaction') sentFrom.push(new URL(source.frame.url()).origin);
      const lie = options.decimalsOf;
      const call =
        request.method === 'eth_call' ? (request.params?.[0] as { to?: string; data?: string }) : null;
      if (
        lie &&
        call?.to?.toLowerCase() === lie.contract.toLowerCase() &&
        call.data?.toLowerCase().startsWith('0x313ce567')
      ) {
        decimalsReads += 1;
        return { result: `0x${lie.decimals.toString(16).padStart(64, '0')}` };
      }
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: request.method, params: request.params ?? [] }),
      });
      const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
      return body.error ? { error: body.error } : { result: body.result };
    },
  );
  await installHoldGate(page, '__portageTestWallet');
  await page.addInitScript(
    ({ address, chainIds, initialChainId }) => {
      type Listener = (...args: unknown[]) => void;
      const listeners = new Map<string, Set<Listener>>();
      const emit = (event: string, ...args: unknown[]) => {
        for (const listener of listeners.get(event) ?? []) listener(...args);
      };
      const switches = { rejectNext: false, failNextSend: false, holdNextSend: false };
      // Installed by its own init script, which runs first (installHoldGate in ./switches).
      const gate = (window as unknown as { __portageTestWalletHold: HoldGate }).__portageTestWalletHold;
      let chainId = initialChainId;
      const known = new Set<number>([initialChainId]);
      const addedChains: number[] = [];
      const asked: string[] = [];
      const ACTS = new Set([
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'eth_sendTransaction',
        'eth_sign',
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_signTransaction',
      ]);
      // Like a real wallet, it remembers that this site was allowed to see the account.
      // (A real extension keeps this in its own storage: where the page's storage is blocked, this
      // one remembers it for the page's life only.)
      const GRANT_KEY = 'portage-test-wallet.granted';
      const grant = {
        read: () => {
          try {
            return localStorage.getItem(GRANT_KEY) !== null;
          } catch {
            return false;
          }
        },
        write: () => {
          try {
            localStorage.setItem(GRANT_KEY, '1');
          } catch {}
        },
      };
      let accounts: string[] = grant.read() ? [address] : [];
      const hex = (n: number) => `0x${n.toString(16)}`;
      // Looked up at call time: the binding to the Node side may be installed after this script.
      const rpc = (request: unknown) =>
        (
          window as unknown as {
            __portageWalletRpc: (
              r: unknown,
            ) => Promise<{ result?: unknown; error?: { code: number; message: string } }>;
          }
        ).__portageWalletRpc(request);
      const fail = (code: number, message: string) => Object.assign(new Error(message), { code });

      const provider = {
        isPortageTestWallet: true,
        async request({ method, params }: { method: string; params?: unknown[] }) {
          if (ACTS.has(method)) asked.push(method);
          const needsUser = method === 'eth_requestAccounts' || method === 'eth_sendTransaction';
          if (needsUser && switches.rejectNext) {
            switches.rejectNext = false;
            throw fail(4001, 'User rejected the request.');
          }
          switch (method) {
            case 'eth_requestAccounts':
              accounts = [address];
              grant.write();
              emit('connect', { chainId: hex(chainId) });
              emit('accountsChanged', accounts);
              return accounts;
            case 'eth_accounts':
              return accounts;
            case 'eth_chainId':
              return hex(chainId);
            case 'net_version':
              return String(chainId);
            case 'wallet_switchEthereumChain': {
              const requested = (params?.[0] as { chainId?: string } | undefined)?.chainId ?? '';
              const target = Number.parseInt(requested, 16);
              // Like a fresh wallet, it knows only its first chain until the site adds another.
              if (!known.has(target)) throw fail(4902, `Unrecognized chain ${target}`);
              if (target !== chainId) {
                chainId = target;
                emit('chainChanged', hex(chainId));
              }
              return null;
            }
            case 'wallet_addEthereumChain': {
              const added = Number.parseInt(
                (params?.[0] as { chainId?: string } | undefined)?.chainId ?? '',
                16,
              );
              if (!chainIds.includes(added)) throw fail(-32602, `No local node for chain ${added}`);
              known.add(added);
              addedChains.push(added);
              // As MetaMask does, adding a chain also switches to it.
              if (added !== chainId) {
                chainId = added;
                emit('chainChanged', hex(chainId));
              }
              return null;
            }
            case 'wallet_requestPermissions':
            case 'wallet_getPermissions':
              return [{ parentCapability: 'eth_accounts' }];
            case 'eth_sendTransaction':
              await gate.wait(switches);
              if (switches.failNextSend) {
                switches.failNextSend = false;
                throw fail(-32003, 'insufficient funds for gas * price + value');
              }
              break;
          }
          const answer = await rpc({ chainId, method, params: params ?? [] });
          if (answer.error) throw fail(answer.error.code, answer.error.message);
          return answer.result;
        },
        on(event: string, listener: Listener) {
          let set = listeners.get(event);
          if (!set) {
            set = new Set();
            listeners.set(event, set);
          }
          set.add(listener);
          return provider;
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener);
          return provider;
        },
      };
      const info = {
        uuid: '5f8c6c9e-4b5e-4f7a-9a58-2c3d4e5f6a7b',
        name: 'Portage Test Wallet',
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23177245"/%3E%3C/svg%3E',
        rdns: 'test.portage.wallet',
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
      (
        window as unknown as {
          __portageTestWallet: typeof switches & { addedChains: number[]; asked: string[] };
        }
      ).__portageTestWallet = Object.assign(switches, { addedChains, asked });
    },
    { address, chainIds: Object.keys(options.rpcUrls).map(Number), initialChainId: options.initialChainId },
  );
  return {
    rejectNext: () => turnOn(page, '__portageTestWallet', 'rejectNext'),
    failNextSend: () => turnOn(page, '__portageTestWallet', 'failNextSend'),
    decimalsReads: async () => decimalsReads,
    sentCount: async () => sentFrom.length,
    sentFrom: async () => [...sentFrom],
    ...holdControls(page, '__portageTestWallet'),
    addedChains: () =>
      page.evaluate(
        () =>
          (window as unknown as { __portageTestWallet: { addedChains: number[] } }).__portageTestWallet
            .addedChains,
      ),
    askedToAct: () =>
      page.evaluate(
        () => (window as unknown as { __portageTestWallet: { asked: string[] } }).__portageTestWallet.asked,
      ),
  };
}
