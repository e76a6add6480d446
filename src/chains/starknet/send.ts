/**
 * The Starknet sending path, without React: check and rebuild the service's two calls
 * (`buildStarknetDeposit`), read the balance from the network's node so that a deposit that
 * cannot go through is never signed, make sure the wallet is on the network's chain, have it
 * execute both calls as one multicall (`wallet_addInvokeTransaction`: one transaction, so the
 * transfer never lands without the swap's record), report the hash the moment the wallet returns
 * it, then wait for the receipt so that a reverted deposit is said so.
 *
 * The preview (`previewStarknetDeposit`) goes through the same preparation
 * (`prepareStarknetDeposit`: the builder, its checks against what the person chose, and the
 * balance read from the node) and decodes what would be executed; sending prepares again, fresh.
 */
import { formatUnits } from '../../lib/amount';
import type { DepositPreview, PreviewDepositInput, SendDepositInput } from '../kit/contract';
import { DepositFailedError } from '../kit/errors';
import { buildStarknetDeposit, describeStarknetDeposit, type StarknetDeposit } from './deposit';
import { StarknetWalletError } from './errors';
import { encodeShortString } from './felt';
import type { StarknetNodeClient } from './node';

/** The part of a get-starknet wallet object (`StarknetWindowObject.request`) the path uses. */
export interface StarknetWalletApi {
  request(call: { type: 'wallet_requestChainId' }): Promise<string>;
  request(call: { type: 'wallet_switchStarknetChain'; params: { chainId: string } }): Promise<boolean>;
  request(call: {
    type: 'wallet_addInvokeTransaction';
    params: { calls: { contract_address: string; entry_point: string; calldata: string[] }[] };
  }): Promise<{ transaction_hash: string }>;
}

export interface SendStarknetDepositOptions {
  /** How long the receipt is awaited after the hash is known; the swap view follows it after. */
  receiptWaitMs?: number;
  receiptPollMs?: number;
}

export type StarknetSendInput = SendDepositInput;

/**
 * What the preview and the send both do first: build the deposit with the checked builder, held
 * against what the person chose, then read the sender's balance of the token from the node, so
 * that a deposit that cannot go through is refused before the wallet is asked. One function for
 * both, so that what is shown is built exactly as what is executed.
 */
export async function prepareStarknetDeposit(
  sender: string,
  node: StarknetNodeClient,
  input: PreviewDepositInput,
): Promise<StarknetDeposit> {
  const { action, network, expected } = input;
  const networkName = network.display_name ?? network.name;
  // Checked before anything reaches the wallet: a malformed action is never signed.
  const deposit = buildStarknetDeposit(action, {
    // The network's list names the watchdog, never the action: the service's own instructions
    // must not choose the second contract the account calls.
    watchdogContract: network.metadata?.watchdog_contract,
    sequenceNumber: input.sequenceNumber ?? null,
    expected,
  });

  // The chosen token's words, not the service's: the builder has just matched the two.
  const { symbol, decimals } = expected.token;
  const balance = await node.balanceOf(deposit.token, sender);
  if (balance < deposit.amount) {
    throw new StarknetWalletError(
      'insufficient_funds',
      `Your wallet holds ${formatUnits(balance, decimals)} ${symbol} on ${networkName}, less than the ${formatUnits(deposit.amount, decimals)} ${symbol} to send. Nothing was sent.`,
    );
  }
  return deposit;
}

/** The deposit as it would be executed, decoded from the built calls; the wallet is not asked. */
export async function previewStarknetDeposit(
  sender: string,
  node: StarknetNodeClient,
  input: PreviewDepositInput,
): Promise<DepositPreview> {
  const deposit = await prepareStarknetDeposit(sender, node, input);
  return describeStarknetDeposit(deposit, input.expected, input.network.display_name ?? input.network.name);
}

export async function sendStarknetDeposit(
  wallet: StarknetWalletApi,
  sender: string,
  node: StarknetNodeClient,
  input: StarknetSendInput,
  options: SendStarknetDepositOptions = {},
): Promise<string> {
  const { network, onHash, onStage } = input;
  const networkName = network.display_name ?? network.name;
  onStage?.('preparing');
  // Built again rather than taken from a preview: the balance is read anew too.
  const deposit = await prepareStarknetDeposit(sender, node, input);

  // The chosen network's chain (the builder refused a choice without one), not /networks' word now.
  const expectedChain = chainIdOf(input.expected.network.chainId);
  if (expectedChain !== null) {
    const walletChain = await wallet.request({ type: 'wallet_requestChainId' });
    if (BigInt(walletChain) !== BigInt(expectedChain)) {
      onStage?.('switching');
      const switched = await wallet
        .request({ type: 'wallet_switchStarknetChain', params: { chainId: expectedChain } })
        .catch(() => false);
      if (switched !== true) {
        throw new StarknetWalletError(
          'wrong_network',
          `Your wallet is on another Starknet network than ${networkName}. Switch it to ${networkName}, then send again.`,
        );
      }
    }
  }

  onStage?.('sending');
  const { transaction_hash } = await wallet.request({
    type: 'wallet_addInvokeTransaction',
    params: {
      calls: deposit.calls.map((call) => ({
        contract_address: call.contractAddress,
        entry_point: call.entrypoint,
        calldata: call.calldata,
      })),
    },
  });
  const txHash = `0x${BigInt(transaction_hash).toString(16).padStart(64, '0')}`;
  onHash(txHash);
  await awaitReceipt(node, txHash, options);
  return txHash;
}

/**
 * A chain id as the wallet API gives it, a hex felt: from the expected deposit's decimal digits
 * (`normalizeChainId`), hex, or a short string ("SN_MAIN" → 0x534e5f4d41494e); null when none.
 */
export function chainIdOf(chainId: string | number | null | undefined): string | null {
  if (chainId === undefined || chainId === null || String(chainId).trim() === '') return null;
  const text = String(chainId).trim();
  const value = /^(\d+|0x[0-9a-fA-F]+)$/.test(text) ? BigInt(text) : BigInt(encodeShortString(text));
  return `0x${value.toString(16)}`;
}

/**
 * Waits for the node's receipt so that a reverted deposit (nothing moved, the fee spent) is said
 * so; a node that stays silent leaves the swap view to follow the deposit.
 */
async function awaitReceipt(
  node: StarknetNodeClient,
  txHash: string,
  options: SendStarknetDepositOptions,
): Promise<void> {
  const until = Date.now() + (options.receiptWaitMs ?? 60_000);
  const poll = options.receiptPollMs ?? 1_000;
  while (Date.now() < until) {
    const receipt = await node.receipt(txHash).catch(() => null);
    if (receipt?.execution_status === 'REVERTED')
      throw new DepositFailedError(txHash, receipt.revert_reason ?? '');
    if (receipt?.execution_status === 'SUCCEEDED') return;
    await new Promise((resolve) => setTimeout(resolve, poll));
  }
}
