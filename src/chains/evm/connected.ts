/**
 * The part of the EVM wallet module used once a wallet is connected: balances, the fee "Max"
 * keeps aside, and the deposit (built and checked by ./deposit.ts, decoded by ./preview.ts, sent
 * through wagmi's actions). Loaded by `import()` from ./wallet.tsx, so that listing and connecting
 * wallets (RainbowKit's modal) does not wait for the builder.
 */
import { erc20Abi, type Hex } from 'viem';
import type { Config } from 'wagmi';
import {
  estimateFeesPerGas,
  getAccount,
  getBalance,
  readContract,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions';
import type { Network, Token } from '../../api/types';
import type { DepositPreview, PreviewDepositInput, SendDepositInput } from '../kit/contract';
import { isNativeToken } from '../kit/expected';
import { chainIdOf } from './chains';
import {
  buildEvmDeposit,
  type EvmDepositContext,
  type EvmTransactionRequest,
  parseEvmChainId,
} from './deposit';
import { parseDepositories } from './depositories';
import { describeEvmDeposit } from './preview';
import {
  assertTokenFacts,
  type Eip1193Requester,
  EvmWalletChainError,
  walletAllowance,
  walletChainId,
} from './token-facts';

/** The depositories this build pins, by chain id: read once, when this part loads. */
const PINNED_DEPOSITORIES = parseDepositories(
  import.meta.env.VITE_PORTAGE_DEPOSITORIES as string | undefined,
);
/** Gas kept aside by "max" for a native-token deposit: a transfer with calldata, with margin. */
const DEPOSIT_GAS_RESERVE = 60_000n;

export async function readBalance(config: Config, address: string | null, network: Network, token: Token) {
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

export async function feeReserve(config: Config, network: Network): Promise<bigint | null> {
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

/** The connected wallet's own EIP-1193 provider: the person's view of the chain, not `node_url`. */
async function walletProvider(config: Config): Promise<Eip1193Requester> {
  const { connector } = getAccount(config);
  if (!connector) throw new Error('Connect a wallet first.');
  return (await connector.getProvider()) as Eip1193Requester;
}

/** The service's action checked against what the person chose, and built; no wallet, no network. */
function buildChecked(networks: readonly Network[], input: PreviewDepositInput) {
  const { action, expected, sequenceNumber } = input;
  const chainId = parseEvmChainId(expected.network.chainId);
  const context: EvmDepositContext = {
    expected,
    sequenceNumber,
    pinnedDepository: chainId === null ? null : (PINNED_DEPOSITORIES.get(chainId) ?? null),
    knownContracts: knownContractsOf(networks, input),
  };
  const requests = buildEvmDeposit(action, context);
  const [first] = requests;
  if (!first) throw new Error('The deposit instructions held no deposit transaction.');
  return { context, requests, chainId: first.chainId };
}

/**
 * The deposit's transactions for the connected account, checked against what the person chose
 * and against the chain as the wallet sees it. Serves the preview and the send alike, so both show
 * and sign the same thing; the send calls it again rather than trust an earlier preview.
 *
 * 1. The action is built with no allowance (./deposit.ts): a lying action ends here.
 * 2. Once the wallet's provider reports the deposit's chain, the token contract's `decimals()`
 *    and `symbol()` are read through it (./token-facts.ts), and the sender's allowance for the
 *    depository: the deposit is built again with it (no approve when it is exactly the amount,
 *    a reset to 0 first when it is another non-zero value).
 * 3. `onChain: 'required'` (the send, after switching): a wallet on another chain is refused.
 *    `'if-there'` (the preview, which asks the wallet for nothing): on another chain, the
 *    reads wait for the send, and the preview reads the allowance at the network's `node_url`.
 */
async function prepareEvmDeposit(
  config: Config,
  networks: readonly Network[],
  address: string | null,
  input: PreviewDepositInput,
  onChain: 'required' | 'if-there',
): Promise<PreparedDeposit> {
  if (!address) throw new Error('Connect a wallet first.');
  const { context, requests, chainId } = buildChecked(networks, input);
  const networkName = input.network.display_name ?? input.network.name;
  const approve = requests.find((request) => request.kind === 'approve');
  const deposit = requests.find((request) => request.kind === 'deposit');

  const provider = await walletProvider(config);
  if ((await walletChainId(provider)) !== chainId) {
    if (onChain === 'required') throw new EvmWalletChainError(networkName);
    if (!approve || !deposit) return { chainId, requests };
    const allowance = await readContract(config, {
      address: approve.to,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address as Hex, deposit.to],
      chainId,
    });
    return { chainId, requests: buildEvmDeposit(input.action, { ...context, allowance }) };
  }

  // Before the wallet is asked to sign anything: the token is the one chosen, on the chain itself.
  await assertTokenFacts(provider, input.expected, networkName);
  if (!approve || !deposit) return { chainId, requests };
  // The spender is the depository the builder checked and called, not the action's word.
  const allowance = await walletAllowance(provider, approve.to, address as Hex, deposit.to);
  return { chainId, requests: buildEvmDeposit(input.action, { ...context, allowance }) };
}

export async function previewDeposit(
  config: Config,
  networks: readonly Network[],
  address: string | null,
  input: PreviewDepositInput,
): Promise<DepositPreview> {
  const { requests } = await prepareEvmDeposit(config, networks, address, input, 'if-there');
  return describeEvmDeposit(requests, input.expected, input.network.display_name ?? input.network.name);
}

export async function sendDeposit(
  config: Config,
  networks: readonly Network[],
  address: string | null,
  input: SendDepositInput,
): Promise<string> {
  const { onHash, onStage } = input;
  if (!address) throw new Error('Connect a wallet first.');
  // The action is checked before the wallet is asked even to switch chains.
  const { chainId } = buildChecked(networks, input);
  onStage?.('switching');
  await switchChain(config, { chainId });
  // Built afresh on the chain the wallet is now on, never taken from a preview: the allowance,
  // the token's contract or the action may have changed since.
  const { requests } = await prepareEvmDeposit(config, networks, address, input, 'required');

  // Every request goes out exactly as prepared and checked: same chain, target, data, value, gas.
  const send = (request: (typeof requests)[number]) =>
    sendTransaction(config, {
      chainId,
      to: request.to,
      data: request.data,
      value: request.value,
      gas: request.gas,
    });

  let depositHash: string | null = null;
  for (const request of requests) {
    if (request.kind === 'reset' || request.kind === 'approve') {
      onStage?.('approving');
      const hash = await send(request);
      onStage?.('confirming-approval');
      const receipt = await waitForTransactionReceipt(config, { hash, chainId });
      if (receipt.status !== 'success') throw new Error('The approval transaction failed on the network.');
      continue;
    }
    onStage?.('sending');
    const hash = await send(request);
    depositHash = hash;
    onHash(hash);
  }
  if (!depositHash) throw new Error('The deposit instructions held no deposit transaction.');
  return depositHash;
}
