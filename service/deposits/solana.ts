import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { assertAmountAtMost, assertCommonInput, invalidAddress, isNativeToken, U64_MAX } from './common';
import type { BuiltDepositAction, DepositInput } from './types';

export const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/**
 * Placeholder recent blockhash (32 zero bytes, base58 `111...1`). The transaction cannot be
 * serialized without one; the client replaces it with a fresh blockhash before signing.
 */
export const PLACEHOLDER_BLOCKHASH = PublicKey.default.toBase58();

/**
 * Solana deposit action: `callData` is the base64 of a serialized, unsigned legacy
 * `Transaction` (fee payer = source address, placeholder blockhash):
 *
 * - SOL: `SystemProgram.transfer(source -> deposit, amount)`.
 * - SPL token (contract = mint): `createAssociatedTokenAccountIdempotent` for the deposit
 *   address's ATA (payer = source), then `transferChecked(source ATA -> deposit ATA, amount,
 *   decimals)`. ATAs are derived for the classic Token program: the mint's owning program
 *   cannot be looked up offline, so Token-2022 mints are not handled here.
 * - Then always a Memo program instruction whose data is the UTF-8 decimal sequence number.
 *
 * `toAddress` is the deposit address (the owner of the receiving ATA for SPL tokens).
 */
export function buildSolanaCallData(input: DepositInput): BuiltDepositAction {
  assertCommonInput(input);
  // Lamports and SPL amounts are u64.
  assertAmountAtMost(input, U64_MAX, 'a u64');
  const deposit = solanaKey(input.depositAddress, 'depositAddress');
  const source = solanaKey(input.sourceAddress, 'sourceAddress');
  // The source is the fee payer and signer, so it must be a real (on-curve) wallet key, not a PDA.
  if (!PublicKey.isOnCurve(source.toBytes())) {
    throw invalidAddress(
      'sourceAddress (must be an on-curve wallet key to pay fees and sign)',
      input.sourceAddress,
    );
  }

  const transaction = new Transaction({ feePayer: source, recentBlockhash: PLACEHOLDER_BLOCKHASH });
  if (isNativeToken(input)) {
    transaction.add(
      SystemProgram.transfer({ fromPubkey: source, toPubkey: deposit, lamports: input.amount }),
    );
  } else {
    const mint = solanaKey(input.token.contract, 'token.contract');
    const sourceAta = getAssociatedTokenAddressSync(mint, source);
    // The deposit address may be a program-owned (off-curve) account: allow it as an ATA owner.
    const depositAta = getAssociatedTokenAddressSync(mint, deposit, true);
    transaction.add(
      createAssociatedTokenAccountIdempotentInstruction(source, depositAta, deposit, mint),
      createTransferCheckedInstruction(
        sourceAta,
        mint,
        depositAta,
        source,
        input.amount,
        input.token.decimals,
      ),
    );
  }
  transaction.add(
    new TransactionInstruction({
      keys: [],
      programId: MEMO_PROGRAM_ID,
      data: Buffer.from(input.sequenceNumber.toString(), 'utf8'),
    }),
  );

  const serialized = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
  return { toAddress: deposit.toBase58(), callData: serialized.toString('base64') };
}

function solanaKey(value: string | null, what: string): PublicKey {
  if (typeof value !== 'string') throw invalidAddress(what, value);
  try {
    return new PublicKey(value);
  } catch (cause) {
    throw invalidAddress(what, value, cause);
  }
}
