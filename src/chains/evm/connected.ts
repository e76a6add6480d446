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

export async function previewDeposit(
  config: Config,
  networks: readonly Network[],
  address: string | null,
  input: PreviewDepositInput,
): Promise<DepositPreview> {
  const { requests } = await prepareEvmDeposit(config, networks, address, input);
  return describeEvmDeposit(requests, input.expected, input.network.display_name ?? input.network.name);
}

export async function sendDeposit(
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
    if (request.kind === 'approve') {
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
