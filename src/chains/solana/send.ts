/**
 * The Solana sending path, without React: read a fresh blockhash from the network's node, build
 * the deposit with the checked builder, have the wallet sign it, send it to the node, report the
 * signature (the transaction's hash) the moment the node took it, then wait for `confirmed`.
 *
 * The wallet signs; Portage sends. The network's node (`node_url`) is the one Portage trusts for
 * the blockhash, the broadcast and the confirmation, so a wallet set to another cluster still
 * works, and the signature is known before anything is broadcast. A wallet that can only sign
 * and send itself is used that way as a fallback. What the wallet returns must be the very
 * message it was given: a wallet that edits the deposit (another instruction, another fee payer)
 * gets it refused, unsent.
 *
 * The preview (`previewSolanaDeposit`) goes through the same preparation (`prepareSolanaDeposit`:
 * the blockhash, the builder and its checks against what the person chose) and decodes what would
 * be signed; sending prepares again, fresh, rather than reuse what the preview built.
 */
import { base58 } from '@scure/base';
import {
  type Connection,
  type SendOptions,
  SendTransactionError,
  type Transaction,
  type TransactionSignature,
} from '@solana/web3.js';
import type { DepositPreview, PreviewDepositInput, SendDepositInput } from '../kit/contract';
import { buildSolanaDeposit, describeSolanaDeposit, type SolanaDeposit } from './deposit';
import { SolanaDepositFailedError, SolanaNodeUnreachableError, SolanaWalletAlteredError } from './errors';

/** What the sending path needs from a connected wallet (the adapter's `useWallet()` has it). */
export interface SolanaSigner {
  /** base58 */
  address: string;
  signTransaction?: (transaction: Transaction) => Promise<Transaction>;
  sendTransaction(
    transaction: Transaction,
    connection: Connection,
    options?: SendOptions,
  ): Promise<TransactionSignature>;
}

export interface SendSolanaDepositOptions {
  /** Tries to hand the signed transaction to an unreachable node, one second apart. Default 3. */
  broadcastAttempts?: number;
  retryDelayMs?: number;
}

export interface PreparedSolanaDeposit {
  deposit: SolanaDeposit;
  blockhash: string;
  lastValidBlockHeight: number;
}

/**
 * What the preview and the send both do first: read a fresh blockhash from the node and build the
 * deposit with the checked builder, held against what the person chose (`input.expected`). One
 * function for both, so that what is shown is built exactly as what is signed.
 */
export async function prepareSolanaDeposit(
  connection: Connection,
  sender: string,
  input: PreviewDepositInput,
): Promise<PreparedSolanaDeposit> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed');
  // Checked before anything reaches the wallet: a malformed action is never signed.
  const deposit = buildSolanaDeposit(input.action, {
    sender,
    recentBlockhash: blockhash,
    lastValidBlockHeight,
    expected: input.expected,
    sequenceNumber: input.sequenceNumber,
  });
  return { deposit, blockhash, lastValidBlockHeight };
}

/** The deposit as it would be signed, decoded from the built transaction; the wallet is not asked. */
export async function previewSolanaDeposit(
  connection: Connection,
  sender: string,
  input: PreviewDepositInput,
): Promise<DepositPreview> {
  const { deposit } = await prepareSolanaDeposit(connection, sender, input);
  return describeSolanaDeposit(deposit, input.expected, input.network.display_name ?? input.network.name);
}

export async function sendSolanaDeposit(
  connection: Connection,
  signer: SolanaSigner,
  input: SendDepositInput,
  options: SendSolanaDepositOptions = {},
): Promise<string> {
  const { onHash, onStage } = input;
  onStage?.('preparing');
  // Built again, with a blockhash of its own: a preview's may have aged by the time this is sent.
  const { deposit, blockhash, lastValidBlockHeight } = await prepareSolanaDeposit(
    connection,
    signer.address,
    input,
  );
  const { transaction } = deposit;

  onStage?.('sending');
  let signature: string;
  if (signer.signTransaction) {
    const expected = transaction.serializeMessage();
    const signed = await signer.signTransaction(transaction);
    if (!sameBytes(signed.serializeMessage(), expected) || !signed.verifySignatures()) {
      throw new SolanaWalletAlteredError();
    }
    const own = signed.signature;
    if (!own) throw new SolanaWalletAlteredError();
    signature = base58.encode(own);
    onStage?.('broadcasting');
    await broadcast(connection, signed.serialize(), signature, options);
  } else {
    // The wallet broadcasts through its own node; the hash is known once it has.
    signature = await signer.sendTransaction(transaction, connection, { preflightCommitment: 'confirmed' });
  }
  onHash(signature);

  const confirmed = await connection.confirmTransaction(
    { signature, blockhash, lastValidBlockHeight },
    'confirmed',
  );
  if (confirmed.value.err !== null) {
    throw new SolanaDepositFailedError(signature, JSON.stringify(confirmed.value.err));
  }
  return signature;
}

/**
 * Hands the signed transaction to the node. A refusal by the node (its preflight) means nothing
 * was sent and is thrown as is; a node that cannot be reached is tried again with the same bytes
 * (the same signature: it can land at most once), then asked whether it has the transaction.
 */
async function broadcast(
  connection: Connection,
  wire: Uint8Array,
  signature: string,
  options: SendSolanaDepositOptions,
): Promise<void> {
  const attempts = Math.max(1, options.broadcastAttempts ?? 3);
  const delay = options.retryDelayMs ?? 1_000;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      await connection.sendRawTransaction(wire, { preflightCommitment: 'confirmed', maxRetries: 5 });
      return;
    } catch (error) {
      // The node answered (a preflight refusal, an HTTP error): nothing was sent.
      if (error instanceof SendTransactionError || !isTransportFailure(error)) throw error;
      lastError = error;
    }
  }
  // The request may have reached the node before the connection failed: ask before giving up.
  const known = await connection
    .getSignatureStatuses([signature])
    .then((statuses) => statuses.value[0] ?? null)
    .catch(() => null);
  if (known) return;
  throw new SolanaNodeUnreachableError(
    `the node did not answer (${lastError instanceof Error ? lastError.message : String(lastError)})`,
    { cause: lastError },
  );
}

/** A request that never got an answer: fetch rejects with a TypeError in browsers and in Node. */
function isTransportFailure(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (error instanceof Error &&
      /failed to fetch|fetch failed|networkerror|load failed|ECONNREFUSED|ECONNRESET/i.test(error.message))
  );
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}
