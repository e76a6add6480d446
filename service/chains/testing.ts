/**
 * For the local chains' vitest suites: the sandbox with one family's backend and the anvil chains,
 * the swap body they create (PTT to LOCAL_L2), waiting for a swap's status, and the balances read
 * on LOCAL_L2. Each family's own deposit path and chain reads stay in its test.
 */
import type { Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { CreateSwapBody, SwapResponse } from '../../src/api/types';
import type { ExpectedDeposit } from '../../src/chains/kit/expected';
import { expectedFromSwap } from '../../src/swap/expected';
import type { LocalFamily } from '../config';
import { startTestSandbox, type TestSandbox } from '../testing';
import type { LocalEvmChain, LocalEvmChains } from './evm/local';
import { erc20TransferAbi, TEST_TOKEN_ADDRESS } from './evm/setup';
import type { LocalChainBackend } from './local';

export interface ChainSandbox<T extends LocalChainBackend> {
  sandbox: TestSandbox;
  /** The family's backend. */
  backend: T;
  evm: LocalEvmChains;
  /** The anvil chain swaps go to (LOCAL_L2). */
  l2: LocalEvmChain;
}

/** Starts the sandbox with `family` and the EVM chains; closes it and throws (with its logs) if one is missing. */
export async function startChainSandbox<T extends LocalChainBackend>(
  family: LocalFamily,
): Promise<ChainSandbox<T>> {
  const sandbox = await startTestSandbox({ localChains: [family, 'evm'] });
  const backend = sandbox.backend<T>(family);
  const evm = sandbox.backend<LocalEvmChains>('evm');
  const l2 = evm?.chains.find((chain) => chain.name === 'LOCAL_L2');
  if (!backend || !evm || !l2) {
    await sandbox.close();
    throw new Error(`the local chains did not start: ${sandbox.logs.join('\n')}`);
  }
  return { sandbox, backend, evm, l2 };
}

export function freshEvmAddress(): Address {
  return privateKeyToAccount(generatePrivateKey()).address;
}

/**
 * The body of a swap of 250 PTT from `network` (paid by `sourceAddress`, through the wallet) to a
 * fresh LOCAL_L2 address; `overrides` change any field.
 */
export function pttSwapBody(
  network: string,
  sourceAddress: string,
): (overrides?: Partial<CreateSwapBody>) => CreateSwapBody {
  return (overrides = {}) => ({
    source_network: network,
    source_token: 'PTT',
    destination_network: 'LOCAL_L2',
    destination_token: 'PTT',
    destination_address: freshEvmAddress(),
    amount: '250',
    source_address: sourceAddress,
    use_deposit_address: false,
    ...overrides,
  });
}

/** Polls the swap until its status is one of `until`; throws once `timeoutMs` have passed. */
export async function waitForSwapStatus(
  sandbox: TestSandbox,
  id: string,
  until: readonly string[],
  { timeoutMs, pollMs = 150 }: { timeoutMs: number; pollMs?: number },
): Promise<SwapResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await sandbox.api.getSwap(id);
    const status = current.swap.status ?? '';
    if (until.includes(status)) return current;
    if (Date.now() > deadline) throw new Error(`swap ${id} is still ${status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** The swap's transaction of `type` (input, output, refund…); throws when it has none. */
export function transactionOf(swap: SwapResponse, type: string) {
  const transaction = swap.swap.transactions.find((candidate) => candidate.type === type);
  if (!transaction) throw new Error(`the swap has no ${type} transaction`);
  return transaction;
}

/** The test token (PTT) `owner` holds on an anvil chain. */
export async function evmPttBalance(chain: LocalEvmChain, owner: Address): Promise<bigint> {
  return chain.clients.public.readContract({
    address: TEST_TOKEN_ADDRESS,
    abi: erc20TransferAbi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

/**
 * What the person chose for `created`, derived as the widget derives it for a swap it opens by
 * id (the sandbox's route lists and the swap): the builders refuse any action that differs.
 */
export async function expectedOf(sandbox: TestSandbox, created: SwapResponse): Promise<ExpectedDeposit> {
  const derived = expectedFromSwap(created.swap, await sandbox.api.getSources());
  if (!derived.ok) throw new Error(`the expected deposit cannot be derived: ${derived.reason}`);
  return derived.expected;
}
