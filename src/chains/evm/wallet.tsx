/**
 * The EVM wallet: wagmi + viem + RainbowKit. The only file that imports them; it is loaded by
 * `import()` from ../wallets.tsx when an EVM route or wallet is first used.
 */
import '@rainbow-me/rainbowkit/styles.css';
import { connectorsForWallets, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit';
import { injectedWallet, walletConnectWallet } from '@rainbow-me/rainbowkit/wallets';
import { useEffect, useMemo, useRef } from 'react';
import { type Chain, erc20Abi, type Hex, http } from 'viem';
import {
  type Config,
  createConfig,
  createStorage,
  noopStorage,
  useAccount,
  useDisconnect,
  WagmiProvider,
} from 'wagmi';
import {
  estimateFeesPerGas,
  getBalance,
  readContract,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions';
import type { Network, Token } from '../../api/types';
import type { FamilyWallet, SendDepositInput, WalletBridgeProps } from '../wallets';
import { chainIdOf, toViemChains } from './chains';
import { buildEvmDeposit, EvmDepositError } from './deposit';
import { describeEvmSendError } from './errors';

const WALLETCONNECT_PROJECT_ID = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID as string | undefined;
/** Gas kept aside by "max" for a native-token deposit: a transfer with calldata, with margin. */
const DEPOSIT_GAS_RESERVE = 60_000n;
const ZERO = '0x0000000000000000000000000000000000000000';

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

export default function EvmWalletBridge({ networks, onChange }: WalletBridgeProps) {
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
        <Publisher config={config} onChange={onChange} />
      </RainbowKitProvider>
    </WagmiProvider>
  );
}

function Publisher({ config, onChange }: { config: Config; onChange: WalletBridgeProps['onChange'] }) {
  const account = useAccount();
  const { openConnectModal } = useConnectModal();
  const { disconnect } = useDisconnect();
  const openRef = useRef(openConnectModal);
  openRef.current = openConnectModal;

  useEffect(() => {
    const address = account.address ?? null;
    const wallet: FamilyWallet = {
      family: 'evm',
      address,
      chainId: account.chainId ?? null,
      connect: () => openRef.current?.(),
      disconnect: () => disconnect(),
      readBalance: (network, token) => readBalance(config, address, network, token),
      feeReserve: (network, token) => (isNative(token) ? feeReserve(config, network) : Promise.resolve(0n)),
      sendDeposit: (input) => sendDeposit(config, address, input),
      describeError: (error, networkName) => describeEvmSendError(error, networkName),
    };
    onChange(wallet);
  }, [account.address, account.chainId, config, disconnect, onChange]);
  return null;
}

function requireChainId(network: Network): number {
  const chainId = chainIdOf(network);
  if (chainId === null)
    throw new EvmDepositError('MISSING_FIELD', `${network.display_name ?? network.name} has no chain id.`);
  return chainId;
}

function isNative(token: Token): boolean {
  return !token.contract || token.contract.toLowerCase() === ZERO;
}

async function readBalance(config: Config, address: string | null, network: Network, token: Token) {
  const chainId = chainIdOf(network);
  if (!address || chainId === null) return null;
  if (isNative(token)) return (await getBalance(config, { address: address as Hex, chainId })).value;
  return readContract(config, {
    address: token.contract as Hex,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address as Hex],
    chainId,
  });
}

async function feeReserve(config: Config, network: Network): Promise<bigint | null> {
  const chainId = chainIdOf(network);
  if (chainId === null) return null;
  const fees = await estimateFeesPerGas(config, { chainId });
  const perGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n;
  return perGas * DEPOSIT_GAS_RESERVE;
}

async function sendDeposit(config: Config, address: string | null, input: SendDepositInput): Promise<string> {
  const { action, network, onHash, onStage } = input;
  if (!address) throw new Error('Connect a wallet first.');
  const chainId = requireChainId(network);
  const token = action.token;

  // Checked before anything reaches the wallet: a malformed action is never signed. Without a
  // known allowance the builder puts an approve first wherever one may be needed (a depository);
  // given the sender's current allowance it leaves the approve out when it is already enough.
  let requests = buildEvmDeposit(action, { chainId });
  if (requests.some((request) => request.kind === 'approve') && token?.contract && action.to_address) {
    const allowance = await readContract(config, {
      address: token.contract as Hex,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address as Hex, action.to_address as Hex],
      chainId,
    });
    requests = buildEvmDeposit(action, { chainId, allowance });
  }

  onStage?.('switching');
  await switchChain(config, { chainId });

  let depositHash: string | null = null;
  for (const request of requests) {
    if (request.kind === 'approve') {
      onStage?.('approving');
      const hash = await sendTransaction(config, {
        chainId,
        to: request.to,
        data: request.data,
        value: request.value,
        gas: request.gas,
      });
      onStage?.('confirming-approval');
      const receipt = await waitForTransactionReceipt(config, { hash, chainId });
      if (receipt.status !== 'success') throw new Error('The approval transaction failed on the network.');
      continue;
    }
    onStage?.('sending');
    const hash = await sendTransaction(config, {
      chainId,
      to: request.to,
      data: request.data,
      value: request.value,
      gas: request.gas,
    });
    depositHash = hash;
    onHash(hash);
  }
  if (!depositHash) throw new Error('The deposit instructions held no deposit transaction.');
  return depositHash;
}
