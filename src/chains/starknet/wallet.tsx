/**
 * The Starknet wallet: the wallets injected in the page (`window.starknet_*`, listed in the shared
 * WalletChooser) connected through get-starknet (`@starknet-io/get-starknet`'s `connect`, always in
 * `neverAsk` mode, so its own modal never shows), and the Starknet wallet API
 * (`wallet_requestAccounts`, `wallet_addInvokeTransaction`). The only file that talks to a Starknet
 * wallet; it is loaded by `import()` through the registry (../families.ts) when a Starknet route or wallet is first
 * used. starknet.js is not in this chunk: the wallet compiles, signs and sends; the few felt
 * functions Portage needs are in ./felt.ts, checked against starknet.js by the tests.
 *
 * get-starknet is one bundled file of ≈50 KB gzip (its Svelte modal, a browser detector, a list of
 * wallets to install, MetaMask's Snap loader) with no part of it loaded apart, so this module loads
 * it by `import()` only when a wallet is connected: on "Connect wallet", or at start when
 * get-starknet remembers a wallet. Choosing a Starknet route costs the rest of the chunk only.
 *
 * A deposit: `buildStarknetDeposit` checks the service's two calls against what the person chose
 * and rebuilds them, the balance is read from the network's node so that a deposit that cannot go
 * through is not signed (the same preparation serves the preview shown before the wallet opens), the
 * wallet is asked to execute both calls as one multicall (one transaction: the transfer never
 * lands without the swap's record), the hash is reported the moment the wallet returns it, then
 * the receipt is awaited so that a reverted deposit is said so.
 */
import type { StarknetWindowObject } from '@starknet-io/get-starknet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Network, Token } from '../../api/types';
import { loadOnce } from '../../lib/load-once';
import { WalletChooser } from '../kit/chooser';
import type { FamilyWallet, WalletModuleProps } from '../kit/contract';
import { isNativeToken } from '../kit/expected';
import { describeStarknetError, StarknetWalletError } from './errors';
import { normalizeStarknetAddress } from './felt';
import type { StarknetWalletApi } from './send';

/** Balances and the deposit: the part used once a wallet is connected (./connected.ts). */
const loadConnected = loadOnce(() => import('./connected'));

/**
 * Base units of the fee token kept aside by "Max" (STRK, 18 decimals, pays v3 transactions): an
 * ERC-20 transfer plus a small call costs well under 0.05 STRK; 0.1 leaves a margin.
 */
export const STARKNET_FEE_ALLOWANCE = 100_000_000_000_000_000n;

/**
 * get-starknet, loaded once, when a wallet is first connected (see the top of this file); a failed
 * download (the network dropped) is tried again by the next connection.
 */
const importGetStarknet = loadOnce(() => import('@starknet-io/get-starknet'));
function loadGetStarknet() {
  holdMetaMaskSnapName();
  return importGetStarknet();
}

/**
 * As it loads, get-starknet looks for MetaMask (EIP-6963) and registers its Starknet Snap as a
 * "virtual wallet" at `window.starknet_metamask`, unless that name is taken. That wallet's code
 * would be fetched from snaps.consensys.io, which the Content Security Policy refuses, and
 * get-starknet's `connect` asks every wallet in the page for its permissions: with MetaMask
 * installed, each connection would try that origin and be reported. An empty value under the name
 * (not a wallet to get-starknet) keeps it from registering; a wallet already there is left alone.
 */
function holdMetaMaskSnapName() {
  if ('starknet_metamask' in window) return;
  try {
    Object.defineProperty(window, 'starknet_metamask', {
      value: undefined,
      writable: true,
      configurable: true,
    });
  } catch {
    // Not ours to define: get-starknet then behaves as it does elsewhere.
  }
}

/**
 * Connects the wallet `id` through get-starknet without its modal. In `neverAsk` mode `connect`
 * takes only a wallet that already lets this site see its accounts (`wallet_getPermissions`),
 * enables it silently and records it as the last one connected; `include` keeps it to that one
 * wallet, so another wallet that once allowed this site is never connected in its place.
 */
async function connectThroughGetStarknet(id: string): Promise<StarknetWindowObject | null> {
  const { connect } = await loadGetStarknet();
  return connect({ modalMode: 'neverAsk', include: [id] });
}

/**
 * The id get-starknet recorded for the wallet connected last (its `gsw-last-…` key in
 * localStorage), read without loading get-starknet, so that a person who never connected a
 * Starknet wallet never downloads it. Read through `length`/`key()`, which the in-memory
 * stand-in for blocked storage (lib/memory-storage.ts) answers too.
 */
export function lastConnectedWalletId(): string | null {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith('gsw-last')) return localStorage.getItem(key) || null;
    }
  } catch {
    // No storage at all: nothing to reconnect.
  }
  return null;
}

/**
 * The wallets injected in the page, found as get-starknet finds them: each own property of
 * `window` named `starknet…` holding a wallet object (`id`, `name`, `version`, `icon`, `request`,
 * `on`, `off`), the first one per id. get-starknet lists them only inside its modal, so Portage
 * reads them itself for its chooser. A virtual wallet get-starknet adds (MetaMask's Snap, whose
 * code it would fetch from snaps.consensys.io, which the Content Security Policy does not allow)
 * is left out: it could not connect here.
 */
export function injectedStarknetWallets(scope: object = window): StarknetWindowObject[] {
  const found = new Map<string, StarknetWindowObject>();
  for (const key of Object.getOwnPropertyNames(scope)) {
    if (!key.startsWith('starknet')) continue;
    let candidate: unknown;
    try {
      candidate = (scope as Record<string, unknown>)[key];
    } catch {
      continue;
    }
    if (isInjectedWallet(candidate) && !found.has(candidate.id)) found.set(candidate.id, candidate);
  }
  return [...found.values()];
}

function isInjectedWallet(value: unknown): value is StarknetWindowObject {
  if (value === null || typeof value !== 'object') return false;
  const wallet = value as Record<string, unknown>;
  if (typeof wallet.loadWallet === 'function' || typeof wallet.hasSupport === 'function') return false;
  return (
    typeof wallet.id === 'string' &&
    typeof wallet.name === 'string' &&
    'version' in wallet &&
    'icon' in wallet &&
    typeof wallet.request === 'function' &&
    typeof wallet.on === 'function' &&
    typeof wallet.off === 'function'
  );
}

export default function StarknetWalletModule({ networks, onChange }: WalletModuleProps) {
  const starknetNetworks = useMemo(
    () => networks.filter((network) => network.type === 'starknet'),
    [networks],
  );
  const [wallet, setWallet] = useState<StarknetWindowObject | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [choices, setChoices] = useState<StarknetWindowObject[]>([]);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [connectError, setConnectError] = useState<string | null>(null);
  const walletRef = useRef(wallet);
  walletRef.current = wallet;

  // The wallet get-starknet connected: its account becomes the published address.
  const adopt = useCallback(async (enabled: StarknetWindowObject) => {
    const [account] = await enabled.request({
      type: 'wallet_requestAccounts',
      params: { silent_mode: true },
    });
    const normalized = account === undefined ? null : normalizeStarknetAddress(account);
    if (normalized === null) throw new Error('The wallet did not give a Starknet account.');
    setWallet(enabled);
    setAddress(normalized);
  }, []);

  // The wallet connected last time reconnects without asking, if it still allows this site.
  useEffect(() => {
    const last = lastConnectedWalletId();
    if (last === null) return;
    void connectThroughGetStarknet(last)
      .then((enabled) => (enabled ? adopt(enabled) : undefined))
      .catch(() => undefined);
  }, [adopt]);

  // A wallet that switches account tells us; the published address follows.
  useEffect(() => {
    if (!wallet) return;
    const onAccounts = (accounts?: string[]) => {
      const [account] = accounts ?? [];
      setAddress(account === undefined ? null : normalizeStarknetAddress(account));
    };
    wallet.on('accountsChanged', onAccounts);
    return () => wallet.off('accountsChanged', onAccounts);
  }, [wallet]);

  useEffect(() => {
    // A wallet is connected: its balances and deposit are next, so their part is fetched now.
    if (address) loadConnected().catch(() => undefined);
    const resolve = (network: Network) =>
      starknetNetworks.find((candidate) => candidate.name === network.name) ?? network;
    // The preview and the send both need the connected wallet and its account.
    const connected = () => {
      const current = walletRef.current;
      if (!current || !address) {
        throw new StarknetWalletError('not_connected', 'Connect your Starknet wallet first.');
      }
      return { wallet: current, address };
    };
    const published: FamilyWallet = {
      family: 'starknet',
      address,
      chainId: null,
      connect: () => {
        setConnectError(null);
        setChoices(injectedStarknetWallets());
        setDialogOpen(true);
        // Fetched while the person picks, so that connecting does not wait for it; a failure
        // here is said when a wallet is chosen, which tries again.
        loadGetStarknet().catch(() => undefined);
      },
      disconnect: () => {
        // get-starknet forgets the wallet, so that it does not reconnect on the next visit.
        void loadGetStarknet()
          .then(({ disconnect }) => disconnect({ clearLastWallet: true }))
          .catch(() => undefined);
        setWallet(null);
        setAddress(null);
      },
      readBalance: async (network, token) =>
        address && !isNativeToken(token.contract)
          ? (await loadConnected()).readBalance(resolve(network), token.contract as string, address)
          : null,
      feeReserve: async (network, token) =>
        isFeeToken(resolve(network), token) ? STARKNET_FEE_ALLOWANCE : 0n,
      previewDeposit: async (input) => {
        const { address: sender } = connected();
        const network = resolve(input.network);
        return (await loadConnected()).previewDeposit(sender, { ...input, network });
      },
      sendDeposit: async (input) => {
        const { wallet: current, address: sender } = connected();
        const network = resolve(input.network);
        // get-starknet types `request` for every wallet API call; the path uses three of them.
        return (await loadConnected()).sendDeposit(current as unknown as StarknetWalletApi, sender, {
          ...input,
          network,
        });
      },
      describeError: (error, networkName) => describeStarknetError(error, networkName),
    };
    onChange(published);
  }, [address, starknetNetworks, onChange]);

  const choose = (id: string) => {
    const chosen = choices.find((candidate) => candidate.id === id);
    if (!chosen) return;
    setBusyId(id);
    setConnectError(null);
    connectChosen(chosen)
      .then(adopt)
      .then(() => setDialogOpen(false))
      .catch((error: unknown) => setConnectError(describeStarknetError(error).message))
      .finally(() => setBusyId(null));
  };

  return (
    <WalletChooser
      open={dialogOpen}
      choices={choices.map((choice) => ({
        id: choice.id,
        name: choice.name,
        icon: typeof choice.icon === 'string' ? choice.icon : choice.icon.light,
      }))}
      busyId={busyId}
      error={connectError}
      onChoose={choose}
      onClose={() => setDialogOpen(false)}
    />
  );
}

/**
 * The chosen wallet, connected through get-starknet. The wallet is asked first, by its own prompt
 * (`wallet_requestAccounts`), to let this site see its accounts: get-starknet's `connect` would
 * otherwise ask through its modal, which Portage's chooser replaces. Then `connect` (`neverAsk`)
 * checks that permission, enables the wallet and remembers it; the object it returns is the one
 * used from then on.
 */
async function connectChosen(chosen: StarknetWindowObject): Promise<StarknetWindowObject> {
  await chosen.request({ type: 'wallet_requestAccounts', params: { silent_mode: false } });
  const enabled = await connectThroughGetStarknet(chosen.id);
  if (!enabled) {
    throw new StarknetWalletError(
      'not_connected',
      `${chosen.name} did not give this site access to its Starknet account. Allow it in the wallet, then try again.`,
    );
  }
  return enabled;
}

/** The token v3 transactions pay their fee in: the network's own token (STRK). */
function isFeeToken(network: Network, token: Pick<Token, 'contract'>): boolean {
  const fee = network.token?.contract;
  return fee !== undefined && token.contract !== undefined && sameAddress(fee, token.contract);
}

function sameAddress(a: string, b: string): boolean {
  const left = normalizeStarknetAddress(a);
  return left !== null && left === normalizeStarknetAddress(b);
}
