/**
 * The Tron sending path, without React: read the latest block from the network's node, build the
 * deposit with the checked builder, have the wallet sign it, broadcast it to the node, report the
 * transaction id the moment the node took it, then wait for its receipt.
 *
 * The wallet signs; Portage broadcasts to the network's `node_url`, the node it trusts for the
 * reference block and the receipt, so a wallet set to another network cannot send the deposit
 * elsewhere (the reference block ties the transaction to this chain). What the wallet returns must
 * be the very transaction it was given, signed: anything else is refused, unsent.
 *
 * A signed deposit whose broadcast got no answer may have reached the node: the same bytes are sent
 * again (a node takes a transaction once), the node is asked whether it has it, and if it still
 * cannot say, the signed deposit is kept until it expires, so that trying again broadcasts it
 * rather than signing a second deposit.
 *
 * The preview (`previewTronDeposit`) goes through the same preparation (`prepareTronDeposit`: the
 * reference block, the builder and its checks against what the person chose, the balance) and
 * decodes what would be signed; sending prepares again, fresh.
 */
import type { DepositAction } from '../../api/types';
import type { DepositPreview, PreviewDepositInput, SendDepositInput } from '../kit/contract';
import type { ExpectedDeposit } from '../kit/expected';
import { buildTronDeposit, describeTronDeposit, type TronDeposit, type TronTransaction } from './deposit';
import { TronDepositFailedError, TronWalletAlteredError, TronWalletError } from './errors';
import { type TronNodeClient, TronNodeError } from './node';

export type SignedTronTransaction = TronTransaction & { signature: string[] };

export interface TronSigner {
  /** base58 */
  address: string;
  signTransaction(transaction: TronTransaction): Promise<unknown>;
}

export interface SendTronDepositOptions {
  /** Tries to hand the signed transaction to an unreachable node, one second apart. Default 3. */
  broadcastAttempts?: number;
  retryDelayMs?: number;
  /** How long to wait for the receipt, and how often to ask. */
  receiptTimeoutMs?: number;
  pollMs?: number;
  now?: () => number;
}

/**
 * What the preview and the send both do first: read the latest block from the node (the
 * transaction's reference), build the deposit with the checked builder, held against what the
 * person chose, and check the balance, so that a deposit that cannot go through is refused before
 * the wallet is asked. One function for both, so that what is shown is built as what is signed.
 */
export async function prepareTronDeposit(
  node: TronNodeClient,
  sender: string,
  input: PreviewDepositInput,
): Promise<TronDeposit> {
  const block = await node.latestBlock();
  const deposit = buildTronDeposit(input.action, {
    sender,
    refBlock: block,
    // The node's clock, not the browser's: expiration is judged against the chain's head block.
    now: Math.max(block.timestamp, 1),
    sequenceNumber: input.sequenceNumber?.toString(),
    expected: input.expected,
  });
  // The contract the transaction calls (the expected one) and the chosen symbol, not the service's.
  await checkFunds(node, sender, deposit.token, deposit.amount, input.expected.token.symbol);
  return deposit;
}

/** The deposit as it would be signed, decoded from the built transaction; the wallet is not asked. */
export async function previewTronDeposit(
  node: TronNodeClient,
  sender: string,
  input: PreviewDepositInput,
): Promise<DepositPreview> {
  const deposit = await prepareTronDeposit(node, sender, input);
  return describeTronDeposit(deposit, input.expected, input.network.display_name ?? input.network.name);
}

export async function sendTronDeposit(
  node: TronNodeClient,
  signer: TronSigner,
  input: SendDepositInput,
  options: SendTronDepositOptions = {},
): Promise<string> {
  const { action, onHash, onStage } = input;
  const now = options.now ?? Date.now;
  onStage?.('preparing');
  const key = pendingKey(signer.address, action, input.expected);
  let signed = PENDING.get(key);
  if (signed && signed.raw_data.expiration <= now()) {
    PENDING.delete(key);
    signed = undefined;
  }
  if (!signed) {
    // Built again rather than taken from a preview: a fresh block, a fresh balance.
    const deposit = await prepareTronDeposit(node, signer.address, input);
    onStage?.('sending');
    signed = sameTransaction(
      await signer.signTransaction(structuredClone(deposit.transaction)),
      deposit.transaction,
    );
  }

  onStage?.('broadcasting');
  try {
    await broadcast(node, signed, options);
  } catch (error) {
    // Unanswered: the deposit may be on its way. Keep it, to send these bytes again, never sign anew.
    if (error instanceof TronNodeError && error.kind === 'unreachable') PENDING.set(key, signed);
    else PENDING.delete(key);
    throw error;
  }
  PENDING.delete(key);
  const txId = signed.txID;
  onHash(txId);

  const receipt = await waitForReceipt(node, txId, options);
  if (receipt !== null && receipt.result !== 'SUCCESS') {
    throw new TronDepositFailedError(txId, receipt.result);
  }
  return txId;
}

/**
 * Signed deposits whose broadcast got no answer, by sender, action and the person's choice, until
 * they expire. The choice is part of the key: a kept deposit was checked against it, and is sent
 * again only for the same one.
 */
const PENDING = new Map<string, SignedTronTransaction>();

function pendingKey(sender: string, action: DepositAction, expected: ExpectedDeposit | undefined): string {
  return JSON.stringify([
    sender,
    action.to_address,
    action.call_data,
    action.amount_in_base_units,
    action.token?.contract,
    expected?.network.name,
    expected?.token.contract,
    expected?.token.decimals,
    expected?.amount,
  ]);
}

/**
 * Hands the signed transaction to the node. A refusal by the node means nothing was sent and is
 * thrown as is; a node that cannot be reached gets the same bytes again, then is asked whether it
 * has the transaction before Portage gives up.
 */
async function broadcast(
  node: TronNodeClient,
  signed: SignedTronTransaction,
  options: SendTronDepositOptions,
) {
  const attempts = Math.max(1, options.broadcastAttempts ?? 3);
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs ?? 1_000));
    try {
      await node.broadcast(signed);
      return;
    } catch (error) {
      if (!(error instanceof TronNodeError) || error.kind !== 'unreachable') throw error;
      lastError = error;
    }
  }
  if (await node.hasTransaction(signed.txID).catch(() => false)) return;
  throw lastError;
}

/** Refused before the wallet is asked: a deposit the account cannot pay would only fail on the node. */
async function checkFunds(
  node: TronNodeClient,
  address: string,
  contract: string | null,
  amount: bigint,
  symbol = 'the token',
): Promise<void> {
  const balance =
    contract === null ? await node.trxBalance(address) : await node.trc20Balance(address, contract);
  if (balance < amount) {
    throw new TronWalletError(
      'insufficient_funds',
      `Your wallet does not have enough ${symbol} for this deposit. Nothing was sent.`,
    );
  }
}

/** The wallet's answer, if it is the transaction it was given with a signature; otherwise refused. */
function sameTransaction(returned: unknown, expected: TronTransaction): SignedTronTransaction {
  const signed = returned as Partial<SignedTronTransaction> | null;
  if (
    typeof signed !== 'object' ||
    signed === null ||
    signed.txID !== expected.txID ||
    typeof signed.raw_data_hex !== 'string' ||
    signed.raw_data_hex.toLowerCase() !== expected.raw_data_hex ||
    !Array.isArray(signed.signature) ||
    signed.signature.length !== 1 ||
    typeof signed.signature[0] !== 'string' ||
    !/^(?:0x)?[0-9a-fA-F]{130}$/.test(signed.signature[0])
  ) {
    throw new TronWalletAlteredError();
  }
  // What is broadcast is Portage's own transaction with the wallet's signature, nothing else of the answer.
  return { ...expected, signature: [signed.signature[0].replace(/^0x/, '')] };
}

async function waitForReceipt(node: TronNodeClient, txId: string, options: SendTronDepositOptions) {
  const now = options.now ?? Date.now;
  const deadline = now() + (options.receiptTimeoutMs ?? 90_000);
  const poll = options.pollMs ?? 1_500;
  while (now() < deadline) {
    const receipt = await node.receipt(txId).catch(() => null);
    if (receipt !== null) return receipt;
    await new Promise((resolve) => setTimeout(resolve, poll));
  }
  // Not in a block yet: the deposit is recorded; the swap's status follows it from here.
  return null;
}
