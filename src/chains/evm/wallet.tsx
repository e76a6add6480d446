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
import type {
  DepositPreview,
  FamilyWallet,
  PreviewDepositInput,
  SendDepositInput,
  WalletModuleProps,
} from '../../wallets/contract';
import { isNativeToken } from '../../wallets/network';
import { chainIdOf, toViemChains } from './chains';
import {
  buildEvmDeposit,
  type EvmDepositContext,
  type EvmTransactionRequest,
  parseEvmChainId,
} from './deposit';
import { parseDepositories } from './depositories';
import { describeEvmSendError } from './errors';
import { describeEvmDeposit } from './preview';

const WALLETCONNECT_PROJECT_ID = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID as string | undefined;
/** The depositories this build pins, by chain id: read once, when the EVM module loads. */
const PINNED_DEPOSITORIES = parseDepositories(
  import.meta.env.VITE_PORTAGE_DEPOSITORIES as string | undefined,
);
/** Gas kept aside by "max" for a native-token deposit: a transfer with calldata, with margin. */
const DEPOSIT_GAS_RESERVE = 60_000n;

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
    const wallet: FamilyWallet = {
      family: 'evm',
      address,
      chainId: account.chainId ?? null,
      connect: () => openRef.current?.(),
      disconnect: () => disconnect(),
      readBalance: (network, token) => readBalance(config, address, network, token),
      feeReserve: (network, token) =>
        isNativeToken(token.contract) ? feeReserve(config, network) : Promise.resolve(0n),
      previewDeposit: (input) => previewDeposit(config, networks, address, input),
      sendDeposit: (input) => sendDeposit(config, networks, address, input),
      describeError: (error, networkName) => describeEvmSendError(error, networkName),
    };
    onChange(wallet);
  }, [account.address, account.chainId, config, disconnect, networks, onChange]);
  return null;
}

async function readBalance(config: Config, address: string | null, network: Network, token: Token) {
  const chainId = chainIdOf(network);
  if (!address || chainId === null) return null;
  if (isNativeToken(token.contract))
    return (await getBalance(config, { address: address as Hex, chainId })).value;
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

/**
 * The token contracts the route lists give for the network the person chose: a native deposit is
 * never sent to one of them.
 */
function knownContractsOf(networks: readonly Network[], input: PreviewDepositInput): string[] {
  const named = input.expected.network.name;
  const lists = [input.network, ...networks.filter((network) => network.name === named)];
  const contracts = new Set<string>();
  for (const network of lists) {
    if (network.name !== named) continue;
    for (const token of [network.token, ...(network.tokens ?? [])]) {
      if (token?.contract) contracts.add(token.contract.toLowerCase());
    }
  }
  return [...contracts];
}

interface PreparedDeposit {
  chainId: number;
  requests: EvmTransactionRequest[];
}

/**
 * The deposit's transactions for the connected account, checked against what the person chose.
 * Without a known allowance the builder puts an approve first wherever one may be needed (a
 * depository); given the sender's current allowance for that depository it leaves the approve out
 * when it is already enough. Serves the preview and the send alike, so both show and sign the
 * same thing; the send calls it again rather than trust an earlier preview.
 */
async function prepareEvmDeposit(
  config: Config,
  networks: readonly Network[],
  address: string | null,
  input: PreviewDepositInput,
): Promise<PreparedDeposit> {
  if (!address) throw new Error('Connect a wallet first.');
  const { action, expected, sequenceNumber } = input;
  const chainId = parseEvmChainId(expected.network.chainId);
  const context: EvmDepositContext = {
    expected,
    sequenceNumber,
    pinnedDepository: chainId === null ? null : (PINNED_DEPOSITORIES.get(chainId) ?? null),
    knownContracts: knownContractsOf(networks, input),
  };
  let requests = buildEvmDeposit(action, context);
  const approve = requests.find((request) => request.kind === 'approve');
  const deposit = requests.find((request) => request.kind === 'deposit');
  if (approve && deposit) {
    // The spender is the depository the builder checked and called, not the action's word.
    const allowance = await readContract(config, {
      address: approve.to,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address as Hex, deposit.to],
      chainId: deposit.chainId,
    });
    requests = buildEvmDeposit(action, { ...context, allowance });
  }
  const [first] = requests;
  if (!first) throw new Error('The deposit instructions held no deposit transaction.');
  return { chainId: first.chainId, requests };
}

async function previewDeposit(
  config: Config,
  networks: readonly Network[],
  address: string | null,
  input: PreviewDepositInput,
): Promise<DepositPreview> {
  const { requests } = await prepareEvmDeposit(config, networks, address, input);
  return describeEvmDeposit(requests, input.expected, input.network.display_name ?? input.network.name);
}

async function sendDeposit(
  config: Config,
  networks: readonly Network[],
  address: string | null,
  input: SendDepositInput,
): Promise<string> {
  const { onHash, onStage } = input;
  // Built afresh, never taken from a preview: the allowance or the action may have changed since.
  const { chainId, requests } = await prepareEvmDeposit(config, networks, address, input);

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
