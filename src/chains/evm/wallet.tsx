/**
 * The EVM wallet: wagmi + viem + RainbowKit. The only file that mounts them; it is loaded by
 * `import()` through the registry (../families.ts) when an EVM route or wallet is first used. What is needed
 * once a wallet is connected (balances, the deposit's builder) is ./connected.ts, loaded apart.
 */
import '@rainbow-me/rainbowkit/styles.css';
import { connectorsForWallets, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit';
import { injectedWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets';
import { useEffect, useMemo, useRef } from 'react';
import { type Chain, http } from 'viem';
import {
  type Config,
  createConfig,
  createStorage,
  noopStorage,
  useAccount,
  useDisconnect,
  WagmiProvider,
} from 'wagmi';
import type { Network } from '../../api/types';
import { loadOnce } from '../../lib/load-once';
import type { FamilyWallet, WalletModuleProps } from '../kit/contract';
import { isNativeToken } from '../kit/expected';
import { toViemChains } from './chains';
import { describeEvmSendError } from './errors';

const WALLETCONNECT_PROJECT_ID = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID as string | undefined;
/** Balances, fees and the deposit: the part used once a wallet is connected (./connected.ts). */
const loadConnected = loadOnce(() => import('./connected'));

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function createWagmiConfig(chains: readonly [Chain, ...Chain[]]): Config {
  // Injected wallets are found through EIP-6963; WalletConnect only where a project id is set.
  const connectors = connectorsForWallets(
    [
      {
        groupName: 'Wallets',
        wallets: WALLETCONNECT_PROJECT_ID ? [injectedWallet, walletConnectWallet] : [injectedWallet],
      },
    ],
    { appName: 'Portage', projectId: WALLETCONNECT_PROJECT_ID ?? 'unset' },
  );
  return createConfig({
    chains,
    connectors,
    // Remembers the connection where the page may keep data; in a storage-blocked iframe
    // (reading `localStorage` throws) wagmi's default would throw, so it keeps nothing instead.
    storage: createStorage({ storage: browserStorage() ?? noopStorage }),
    multiInjectedProviderDiscovery: true,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
  });
}

export default function EvmWalletModule({ networks, onChange }: WalletModuleProps) {
  // A chain the widget cannot reach (no http node) cannot be switched to or read: leave it out.
  const chains = useMemo(
    () => toViemChains(networks).filter((chain) => chain.rpcUrls.default.http.length > 0),
    [networks],
  );
  const config = useMemo(() => {
    const [first, ...rest] = chains;
    return first ? createWagmiConfig([first, ...rest]) : null;
  }, [chains]);
  if (!config) return null;
  return (
    <WagmiProvider config={config}>
      <RainbowKitProvider modalSize="compact">
        <Publisher config={config} networks={networks} onChange={onChange} />
      </RainbowKitProvider>
    </WagmiProvider>
  );
}

function Publisher({
  config,
  networks,
  onChange,
}: {
  config: Config;
  networks: readonly Network[];
  onChange: WalletModuleProps['onChange'];
}) {
  const account = useAccount();
  const { openConnectModal } = useConnectModal();
  const { disconnect } = useDisconnect();
  const openRef = useRef(openConnectModal);
  openRef.current = openConnectModal;

  useEffect(() => {
    const address = account.address ?? null;
    // A wallet is connected: its balances and deposit are next, so their part is fetched now.
    if (address) loadConnected().catch(() => undefined);
    const wallet: FamilyWallet = {
      family: 'evm',
      address,
      chainId: account.chainId ?? null,
      connect: () => openRef.current?.(),
      disconnect: () => disconnect(),
      readBalance: async (network, token) =>
        (await loadConnected()).readBalance(config, address, network, token),
      feeReserve: async (network, token) =>
        isNativeToken(token.contract) ? (await loadConnected()).feeReserve(config, network) : 0n,
      previewDeposit: async (input) =>
        (await loadConnected()).previewDeposit(config, networks, address, input),
      sendDeposit: async (input) => (await loadConnected()).sendDeposit(config, networks, address, input),
      describeError: (error, networkName) => describeEvmSendError(error, networkName),
    };
    onChange(wallet);
  }, [account.address, account.chainId, config, disconnect, networks, onChange]);
  return null;
}
