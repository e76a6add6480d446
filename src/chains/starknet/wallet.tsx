/**
 * The Starknet wallet: get-starknet's discovery of the wallets injected in the page
 * (`window.starknet_*`, get-starknet-core: no wallet list is fetched, no modal of its own) with
 * the shared WalletChooser dialog and the Starknet wallet API (`wallet_requestAccounts`,
 * `wallet_addInvokeTransaction`). The only file that talks to a Starknet wallet; it is loaded by
 * `import()` from ../wallets.tsx when a Starknet route or wallet is first used. starknet.js is
 * not in this chunk: the wallet compiles, signs and sends; the few felt functions Portage needs
 * are in ./felt.ts, checked against starknet.js by the tests.
 *
 * A deposit: `buildStarknetDeposit` checks the service's two calls against what the person chose
 * and rebuilds them, the balance is read from the network's node so that a deposit that cannot go
 * through is not signed (the same preparation serves the preview shown before the wallet opens), the
 * wallet is asked to execute both calls as one multicall (one transaction: the transfer never
 * lands without the swap's record), the hash is reported the moment the wallet returns it, then
 * the receipt is awaited so that a reverted deposit is said so.
 */
import { getStarknet, type StarknetWindowObject } from 'get-starknet-core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Network, Token } from '../../api/types';
import { WalletChooser } from '../../wallets/chooser';
import type { FamilyWallet, WalletModuleProps } from '../../wallets/contract';
import { requiredNodeUrl } from '../../wallets/errors';
import { isNativeToken } from '../../wallets/network';
import { describeStarknetError, StarknetWalletError } from './errors';
import { normalizeStarknetAddress } from './felt';
import { createStarknetNodeClient, type StarknetNodeClient } from './node';
import { previewStarknetDeposit, type StarknetWalletApi, sendStarknetDeposit } from './send';

/**
 * Base units of the fee token kept aside by "Max" (STRK, 18 decimals, pays v3 transactions): an
 * ERC-20 transfer plus a small call costs well under 0.05 STRK; 0.1 leaves a margin.
 */
export const STARKNET_FEE_ALLOWANCE = 100_000_000_000_000_000n;

const starknet = getStarknet();

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

  const adopt = useCallback(async (chosen: StarknetWindowObject, silent: boolean) => {
    const enabled = await starknet.enable(chosen, { silent_mode: silent });
    const [account] = await enabled.request({
      type: 'wallet_requestAccounts',
      params: { silent_mode: silent },
    });
    const normalized = account === undefined ? null : normalizeStarknetAddress(account);
    if (normalized === null) throw new Error('The wallet did not give a Starknet account.');
    setWallet(enabled);
    setAddress(normalized);
  }, []);

  // The wallet connected last time reconnects without asking, if it still allows this site.
  useEffect(() => {
    void starknet
      .getLastConnectedWallet()
      .then((last) => (last ? adopt(last, true) : undefined))
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
        void starknet.getAvailableWallets().then(setChoices);
        setDialogOpen(true);
      },
      disconnect: () => {
        void starknet.disconnect({ clearLastWallet: true });
        setWallet(null);
        setAddress(null);
      },
      readBalance: async (network, token) =>
        address && !isNativeToken(token.contract)
          ? nodeClientOf(resolve(network)).balanceOf(token.contract as string, address)
          : null,
      feeReserve: async (network, token) =>
        isFeeToken(resolve(network), token) ? STARKNET_FEE_ALLOWANCE : 0n,
      previewDeposit: async (input) => {
        const { address: sender } = connected();
        const network = resolve(input.network);
        return previewStarknetDeposit(sender, nodeClientOf(network), { ...input, network });
      },
      sendDeposit: async (input) => {
        const { wallet: current, address: sender } = connected();
        const network = resolve(input.network);
        // get-starknet types `request` for every wallet API call; the path uses three of them.
        return sendStarknetDeposit(current as unknown as StarknetWalletApi, sender, nodeClientOf(network), {
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
    adopt(chosen, false)
      .then(() => setDialogOpen(false))
      .catch((error: unknown) => setConnectError(describeStarknetError(error).message))
      .finally(() => setBusyId(null));
  };

  return (
    <WalletChooser
      open={dialogOpen}
      family="starknet"
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

function nodeClientOf(network: Network): StarknetNodeClient {
  return createStarknetNodeClient(requiredNodeUrl(network));
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
