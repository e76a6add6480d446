/**
 * Solana deposit: the service's `transfer` deposit action → the unsigned transaction a wallet
 * signs (spec §2.8, §4.10). Pure: no wallet, no network.
 *
 * `call_data` is the base64 of a serialized, unsigned legacy transaction. Portage does not sign
 * it blindly: it decodes it and checks that it does exactly what the action says, then rebuilds
 * it from the checked instructions with the sender as fee payer and a fresh blockhash.
 *
 * - SOL (`token.contract` missing): exactly one System Program `Transfer` of
 *   `amount_in_base_units` lamports from the sender to `to_address`.
 * - SPL token (`token.contract` = the mint, classic Token program): exactly one `TransferChecked`
 *   (or `Transfer`) of `amount_in_base_units` from the sender's associated token account to the
 *   associated token account of `to_address`, with the token's decimals; optionally one
 *   idempotent creation of that recipient account, paid by the sender.
 * - Exactly one Memo instruction (SPL Memo v2 or v1), whose text is the swap's sequence number
 *   (`ctx.sequenceNumber`) in decimal digits: the memo is what the service credits the deposit
 *   by, so a memo of another swap, free text, no memo, or a swap whose number Portage does not
 *   know is refused (the kit's `swapMemo`). The memo is signed as the plain digits.
 *
 * Before any of that, the action is held against what the person chose (`ctx.expected`, see
 * ../kit/expected.ts): the network, the mint (base58, exactly), the decimals and the amount to the
 * base unit. The service's word is never enough on its own: it could say "USDC, 9 decimals" for
 * a 6-decimal mint, and the screen would show 100 USDC while 100,000 left the wallet. From there
 * on, the mint and decimals used are the expected ones, never the action's.
 *
 * Every SPL deposit is signed as a `TransferChecked` naming the expected mint and decimals, so
 * that the chain itself refuses it if those decimals are not the mint's. A plain `Transfer` names
 * neither mint nor decimals (the chain would move the base units whatever the screen said), so
 * one found in the call data (the sandbox and perhaps the service send them) is not refused but
 * rebuilt as a `TransferChecked` from its checked accounts and amount. A `TransferChecked` whose
 * mint or decimals differ from the expected ones is refused.
 *
 * Anything else (another program, a compute-budget price, a second transfer, an account
 * creation for someone else, a durable nonce…) is refused with a `SolanaDepositError` whose
 * message a person can read; an action that is not what the person chose, with the shared
 * `ExpectedDepositError`.
 */
import { base64 } from '@scure/base';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
// The `buffer` package web3.js itself uses in the browser: spl-token's instruction encoders reach
// for a global `Buffer` that browsers do not have, so the two instructions Portage rebuilds are
// written here (the tests check them byte for byte against spl-token's).
import { Buffer } from 'buffer';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import type { DepositPreview } from '../kit/contract';
import {
  assertExpectedDeposit,
  type ExpectedDeposit,
  type ExpectedDepositRules,
  isNativeToken,
} from '../kit/expected';
import { swapMemo } from '../kit/memo';
import { clip, DepositRefusal, exactActionAmount } from '../kit/refusal';

export type SolanaDepositErrorCode =
  | 'NOT_A_TRANSFER'
  | 'BAD_CALL_DATA'
  | 'WRONG_FEE_PAYER'
  | 'WRONG_RECIPIENT'
  | 'WRONG_AMOUNT'
  | 'WRONG_TOKEN'
  | 'WRONG_DECIMALS'
  | 'UNEXPECTED_INSTRUCTION'
  | 'MISSING_FIELD'
  | 'AMOUNT_MISMATCH'
  /** The memo is not a number in decimal digits. */
  | 'BAD_MEMO'
  /** The swap's sequence number is not known, so the memo cannot be checked. */
  | 'NO_SEQUENCE'
  /** The memo is another swap's number. */
  | 'WRONG_SEQUENCE';

/** Why Portage will not sign a Solana deposit action. */
export class SolanaDepositError extends DepositRefusal<SolanaDepositErrorCode> {
  override readonly name = 'SolanaDepositError';
}

export interface SolanaDepositContext {
  /** The connected wallet's address (base58). */
  sender: string;
  /** A fresh blockhash from the network's node (base58). */
  recentBlockhash: string;
  /** The last block height at which `recentBlockhash` is valid, if the node gave it. */
  lastValidBlockHeight?: number;
  /** What the person chose: the action must match it, and its mint and decimals are used. */
  expected: ExpectedDeposit;
  /** The swap's sequence number (`swap.metadata.sequence_number`): the memo must be it. */
  sequenceNumber: bigint | undefined;
}

export interface SolanaDeposit {
  /** Unsigned, fee payer = sender, fresh blockhash set: ready for the wallet to sign. */
  transaction: Transaction;
  /** The text of the transaction's Memo instruction: the swap's sequence number. */
  memo: string;
  /** The deposit address (base58): what a SOL transfer pays, the owner of the account SPL pays. */
  recipient: string;
}

/** Solana's spelling of the expected token: mints in base58 (compared exactly), SOL without one. */
export const SOLANA_EXPECTED_RULES: ExpectedDepositRules = {
  sameContract: (a, b) => a === b,
  isNative: isNativeToken,
};

/** SPL Memo v2, and v1 which some services still use. */
export const MEMO_PROGRAM_IDS: readonly PublicKey[] = [
  new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
  new PublicKey('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo'),
];

const SOL_DECIMALS = 9;
const U64_MAX = 2n ** 64n - 1n;
/** System Program instruction index of `Transfer`. */
const SYSTEM_TRANSFER = 2;
/** Token Program instruction indexes. */
const TOKEN_TRANSFER = 3;
const TOKEN_TRANSFER_CHECKED = 12;
/** Associated Token Account Program: `CreateIdempotent`. */
const ATA_CREATE_IDEMPOTENT = 1;
const REFUSE = 'Portage will not sign it.';
const REFUSE_ACTION = 'Portage will not sign them.';

function refuse(code: SolanaDepositErrorCode, message: string): never {
  throw new SolanaDepositError(code, message);
}

/** What the transfer must do: from the person's choice, and the action's checked addresses. */
interface Expected {
  sender: PublicKey;
  recipient: PublicKey;
  amount: bigint;
  decimals: number;
  symbol: string;
  /** `null` for SOL. */
  mint: PublicKey | null;
}

/** A checked transfer: its instruction, amount and recipient. */
interface Transfer {
  instruction: TransactionInstruction;
  amount: bigint;
  /** The account credited: the recipient for SOL, a token account for SPL. */
  destination: PublicKey;
  source: PublicKey;
  authority: PublicKey;
  /** `TransferChecked` only. */
  mint?: PublicKey;
  decimals?: number;
}

/**
 * Builds the transaction of a Solana `transfer` deposit action. Throws `SolanaDepositError` when
 * the action cannot be signed as it is, and `RangeError` when `ctx` is not usable (a bug, not the
 * service's doing).
 */
export function buildSolanaDeposit(action: DepositAction, ctx: SolanaDepositContext): SolanaDeposit {
  // First: nothing the service says is used before it matches what the person chose.
  const chosenAmount = assertExpectedDeposit(action, ctx.expected, SOLANA_EXPECTED_RULES);
  const sender = contextKey(ctx.sender, 'sender');
  contextKey(ctx.recentBlockhash, 'recentBlockhash');
  const { lastValidBlockHeight } = ctx;
  if (
    lastValidBlockHeight !== undefined &&
    (!Number.isSafeInteger(lastValidBlockHeight) || lastValidBlockHeight < 0)
  ) {
    throw new RangeError(
      `buildSolanaDeposit needs a non-negative integer lastValidBlockHeight, got ${String(lastValidBlockHeight)}`,
    );
  }

  const expected = readAction(action, sender, ctx.expected, chosenAmount);
  const decoded = decode(action.call_data);

  const feePayer = decoded.feePayer;
  if (feePayer === undefined || !feePayer.equals(sender)) {
    refuse(
      'WRONG_FEE_PAYER',
      `The service's Solana transaction is paid for by an account other than your wallet: ${REFUSE}`,
    );
  }

  const transfers: Transfer[] = [];
  const creates: TransactionInstruction[] = [];
  const memos: TransactionInstruction[] = [];
  for (const instruction of decoded.instructions) {
    const { programId } = instruction;
    if (isMemo(programId)) memos.push(instruction);
    else if (expected.mint === null && programId.equals(SystemProgram.programId))
      transfers.push(systemTransfer(instruction));
    else if (expected.mint !== null && programId.equals(TOKEN_PROGRAM_ID))
      transfers.push(tokenTransfer(instruction, expected));
    else if (expected.mint !== null && programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID))
      creates.push(instruction);
    else unexpected(`calls a program Portage does not expect in a deposit (${programId.toBase58()})`);
  }

  const [transfer, ...more] = transfers;
  if (transfer === undefined) {
    refuse(
      'BAD_CALL_DATA',
      `The service's Solana transaction does not send any ${expected.symbol} to the deposit address: ${REFUSE}`,
    );
  }
  if (more.length > 0) unexpected(`makes more than one ${expected.symbol} transfer`);
  checkTransfer(transfer, expected);

  const [create, ...moreCreates] = creates;
  if (moreCreates.length > 0) unexpected('creates more than one token account');
  if (create !== undefined) checkCreate(create, expected);

  const [memo, ...moreMemos] = memos;
  if (moreMemos.length > 0) unexpected('carries more than one memo');
  const memoText = swapMemo(
    memo === undefined ? undefined : checkMemo(memo, sender),
    ctx.sequenceNumber,
    { memo: 'Solana memo', refusal: REFUSE_ACTION },
    refuse,
  );

  // Nothing but the sender may be asked to sign: the wallet could not, and should not.
  for (const instruction of decoded.instructions) {
    for (const key of instruction.keys) {
      if (key.isSigner && !key.pubkey.equals(sender))
        unexpected('asks an account other than your wallet to sign');
    }
  }

  // Rebuilt from the checked instructions only, in their order: no signature, no nonce, no
  // leftover of the service's copy comes along. An SPL transfer and its account creation are
  // written anew from the checked values (the expected mint and decimals): a plain `Transfer`
  // leaves as a `TransferChecked`, which the chain refuses if the decimals are not the mint's.
  // The memo is written anew as the swap's number in plain digits.
  const transaction = new Transaction();
  transaction.feePayer = sender;
  transaction.recentBlockhash = ctx.recentBlockhash;
  if (lastValidBlockHeight !== undefined) transaction.lastValidBlockHeight = lastValidBlockHeight;
  const { mint } = expected;
  for (const instruction of decoded.instructions) {
    if (mint !== null && instruction === transfer.instruction) {
      transaction.add(
        transferCheckedInstruction(
          transfer.source,
          mint,
          transfer.destination,
          sender,
          expected.amount,
          expected.decimals,
        ),
      );
    } else if (instruction === memo) {
      transaction.add(
        new TransactionInstruction({
          programId: memo.programId,
          keys: memo.keys,
          data: Buffer.from(new TextEncoder().encode(memoText)),
        }),
      );
    } else if (mint !== null && instruction === create) {
      transaction.add(
        createIdempotentInstruction(
          sender,
          getAssociatedTokenAddressSync(mint, expected.recipient, true),
          expected.recipient,
          mint,
        ),
      );
    } else {
      transaction.add(instruction);
    }
  }
  return { transaction, memo: memoText, recipient: expected.recipient.toBase58() };
}

function readAction(
  action: DepositAction,
  sender: PublicKey,
  chosen: ExpectedDeposit,
  chosenAmount: bigint,
): Expected {
  if (action.type !== 'transfer') {
    refuse(
      'NOT_A_TRANSFER',
      'These deposit instructions are for a manual transfer, not a wallet transaction: send the amount to the deposit address instead.',
    );
  }

  const to = action.to_address;
  if (to === undefined || to === '') {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions have no address to send to: ${REFUSE_ACTION}`,
    );
  }
  const recipient = parseKey(to);
  if (recipient === null) {
    refuse(
      'WRONG_RECIPIENT',
      `The service's deposit instructions send to "${clip(to)}", which is not a Solana address: ${REFUSE_ACTION}`,
    );
  }

  // The token is the person's choice (the action was just found to name the same one): its mint
  // and decimals are the ones the transaction is checked against and rebuilt with.
  const symbol = chosen.token.symbol.trim() || 'the token';
  const contract = chosen.token.contract;
  let mint: PublicKey | null = null;
  if (!SOLANA_EXPECTED_RULES.isNative(contract)) {
    mint = parseKey(String(contract));
    if (mint === null) {
      refuse(
        'WRONG_TOKEN',
        `The mint of ${symbol}, "${clip(String(contract))}", is not a Solana address: ${REFUSE_ACTION}`,
      );
    }
  }

  if (action.call_data === undefined || action.call_data === '') {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions have no transaction, so the deposit could not be matched to this swap: ${REFUSE_ACTION}`,
    );
  }

  const { decimals } = exactActionAmount(
    action,
    {
      symbol,
      decimals: chosen.token.decimals,
      max: U64_MAX,
      chain: 'Solana',
      verb: 'sign',
      refusal: REFUSE_ACTION,
    },
    refuse,
  );
  // A mint's decimals are one byte; a TransferChecked could not even name more.
  if (mint !== null && decimals > 255) {
    refuse(
      'WRONG_DECIMALS',
      `No Solana token has ${decimals} decimals, as ${symbol} is said to have: ${REFUSE_ACTION}`,
    );
  }
  if (mint === null && decimals !== SOL_DECIMALS) {
    refuse(
      'WRONG_TOKEN',
      `The service's deposit instructions give SOL ${decimals} decimals, but SOL has ${SOL_DECIMALS}: ${REFUSE_ACTION}`,
    );
  }
  return { sender, recipient, amount: chosenAmount, decimals, symbol, mint };
}

function decode(callData: string | undefined): Transaction {
  let transaction: Transaction;
  try {
    const bytes = base64.decode((callData ?? '').trim());
    transaction = Transaction.from(bytes);
  } catch {
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions carry a Solana transaction that cannot be read: ${REFUSE_ACTION}`,
    );
  }
  // A key index past the end of the account list decodes as a missing key: unreadable too.
  const whole = transaction.instructions.every(
    (instruction) =>
      instruction.programId instanceof PublicKey &&
      instruction.keys.every((key) => key.pubkey instanceof PublicKey),
  );
  if (!whole) {
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions carry a Solana transaction that cannot be read: ${REFUSE_ACTION}`,
    );
  }
  return transaction;
}

function systemTransfer(instruction: TransactionInstruction): Transfer {
  const { data, keys } = instruction;
  if (data.length !== 12 || u32(data, 0) !== SYSTEM_TRANSFER) {
    unexpected('asks the System Program for something other than a plain SOL transfer');
  }
  const [from, to, ...rest] = keys;
  if (from === undefined || to === undefined || rest.length > 0) {
    unexpected('makes a SOL transfer Portage cannot read');
  }
  return {
    instruction,
    amount: u64(data, 4),
    source: from.pubkey,
    authority: from.pubkey,
    destination: to.pubkey,
  };
}

function tokenTransfer(instruction: TransactionInstruction, expected: Expected): Transfer {
  const { data, keys } = instruction;
  const kind = data[0];
  if (kind === TOKEN_TRANSFER_CHECKED && data.length === 10) {
    const [source, mint, destination, owner, ...rest] = keys;
    if (source && mint && destination && owner && rest.length === 0) {
      return {
        instruction,
        amount: u64(data, 1),
        decimals: data[9] ?? -1,
        source: source.pubkey,
        mint: mint.pubkey,
        destination: destination.pubkey,
        authority: owner.pubkey,
      };
    }
  } else if (kind === TOKEN_TRANSFER && data.length === 9) {
    const [source, destination, owner, ...rest] = keys;
    if (source && destination && owner && rest.length === 0) {
      return {
        instruction,
        amount: u64(data, 1),
        source: source.pubkey,
        destination: destination.pubkey,
        authority: owner.pubkey,
      };
    }
  }
  return unexpected(`asks the Token Program for something other than a plain ${expected.symbol} transfer`);
}

function checkTransfer(transfer: Transfer, expected: Expected): void {
  const { symbol, sender, recipient, mint } = expected;
  if (!transfer.authority.equals(sender)) unexpected(`moves ${symbol} that your wallet does not hold`);
  if (mint === null) {
    if (!transfer.destination.equals(recipient)) wrongRecipient();
  } else {
    if (transfer.mint !== undefined && !transfer.mint.equals(mint)) {
      refuse('WRONG_TOKEN', `The service's Solana transaction sends a token other than ${symbol}: ${REFUSE}`);
    }
    if (transfer.decimals !== undefined && transfer.decimals !== expected.decimals) {
      refuse(
        'WRONG_DECIMALS',
        `The service's Solana transaction treats ${symbol} as having ${transfer.decimals} decimals, but it has ${expected.decimals}: ${REFUSE}`,
      );
    }
    if (!transfer.source.equals(getAssociatedTokenAddressSync(mint, sender, true))) {
      refuse(
        'WRONG_TOKEN',
        `The service's Solana transaction takes the tokens from an account other than your wallet's ${symbol} account: ${REFUSE}`,
      );
    }
    if (!transfer.destination.equals(getAssociatedTokenAddressSync(mint, recipient, true))) wrongRecipient();
  }
  if (transfer.amount !== expected.amount) {
    refuse(
      'WRONG_AMOUNT',
      `The service's Solana transaction sends ${formatUnits(transfer.amount, expected.decimals)} ${symbol}, but the deposit is for ${formatUnits(expected.amount, expected.decimals)} ${symbol}: ${REFUSE}`,
    );
  }
}

/** `CreateIdempotent` of exactly the recipient's token account for the mint, paid by the sender. */
function checkCreate(instruction: TransactionInstruction, expected: Expected): void {
  const { mint } = expected;
  const [payer, account, owner, mintKey, system, tokenProgram, ...rest] = instruction.keys;
  const matches =
    mint !== null &&
    instruction.data.length === 1 &&
    instruction.data[0] === ATA_CREATE_IDEMPOTENT &&
    rest.length === 0 &&
    payer?.pubkey.equals(expected.sender) === true &&
    account?.pubkey.equals(getAssociatedTokenAddressSync(mint, expected.recipient, true)) === true &&
    owner?.pubkey.equals(expected.recipient) === true &&
    mintKey?.pubkey.equals(mint) === true &&
    system?.pubkey.equals(SystemProgram.programId) === true &&
    tokenProgram?.pubkey.equals(TOKEN_PROGRAM_ID) === true;
  if (!matches)
    unexpected(`creates a token account other than the deposit address's ${expected.symbol} account`);
}

function checkMemo(instruction: TransactionInstruction, sender: PublicKey): string {
  if (!instruction.keys.every((key) => key.pubkey.equals(sender))) {
    unexpected('attaches a memo that other accounts must sign');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(instruction.data);
  } catch {
    refuse('BAD_CALL_DATA', `The service's Solana transaction carries a memo that is not text: ${REFUSE}`);
  }
}

function isMemo(programId: PublicKey): boolean {
  return MEMO_PROGRAM_IDS.some((memo) => memo.equals(programId));
}

function unexpected(what: string): never {
  refuse('UNEXPECTED_INSTRUCTION', `The service's Solana transaction ${what}: ${REFUSE}`);
}

function wrongRecipient(): never {
  refuse(
    'WRONG_RECIPIENT',
    `The service's Solana transaction pays someone other than the deposit address: ${REFUSE}`,
  );
}

/**
 * What the wallet will be asked to sign, read from the transaction Portage built (not from the
 * service's words): the one SOL or SPL transfer it makes, the address it pays, and the swap's
 * number its one memo carries. For SPL, the account the `TransferChecked` credits must be the
 * deposit address's account for the expected mint. Throws an `Error` when the transaction is not
 * one `buildSolanaDeposit` makes (a bug).
 */
export function describeSolanaDeposit(
  built: SolanaDeposit,
  expected: ExpectedDeposit,
  networkName: string,
): DepositPreview {
  const { symbol, decimals } = expected.token;
  const recipient = new PublicKey(built.recipient);
  const native = SOLANA_EXPECTED_RULES.isNative(expected.token.contract);
  const transfers = built.transaction.instructions.filter((instruction) =>
    instruction.programId.equals(native ? SystemProgram.programId : TOKEN_PROGRAM_ID),
  );
  const [transfer, ...more] = transfers;
  if (transfer === undefined || more.length > 0) {
    throw new Error(`describeSolanaDeposit: the transaction does not make exactly one ${symbol} transfer`);
  }
  const { data, keys } = transfer;
  if (native) {
    const to = keys[1]?.pubkey;
    if (data.length !== 12 || u32(data, 0) !== SYSTEM_TRANSFER || to === undefined || !to.equals(recipient)) {
      throw new Error('describeSolanaDeposit: the SOL transfer does not pay the deposit address');
    }
    return {
      amount: u64(data, 4),
      decimals,
      symbol,
      network: networkName,
      to: to.toBase58(),
      memo: builtMemo(built.transaction),
    };
  }
  const mint = new PublicKey(String(expected.token.contract));
  const [, mintKey, destination] = keys;
  if (
    data.length !== 10 ||
    data[0] !== TOKEN_TRANSFER_CHECKED ||
    data[9] !== decimals ||
    mintKey === undefined ||
    !mintKey.pubkey.equals(mint) ||
    destination === undefined ||
    !destination.pubkey.equals(getAssociatedTokenAddressSync(mint, recipient, true))
  ) {
    throw new Error(
      `describeSolanaDeposit: the ${symbol} transfer is not a TransferChecked of the expected mint to the deposit address`,
    );
  }
  return {
    amount: u64(data, 1),
    decimals,
    symbol,
    network: networkName,
    to: recipient.toBase58(),
    memo: builtMemo(built.transaction),
  };
}

/** The text of the one Memo instruction of a built transaction: the swap's number it carries. */
function builtMemo(transaction: Transaction): string {
  const memos = transaction.instructions.filter((instruction) => isMemo(instruction.programId));
  const [memo, ...more] = memos;
  const text = memo === undefined ? '' : new TextDecoder().decode(memo.data);
  if (more.length > 0 || !/^\d+$/.test(text)) {
    throw new Error(
      "describeSolanaDeposit: the transaction does not carry exactly one memo of the swap's number",
    );
  }
  return text;
}

/** spl-token's `createTransferCheckedInstruction` (no multisig), for the classic Token program. */
function transferCheckedInstruction(
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
): TransactionInstruction {
  const data = Buffer.alloc(10);
  data.writeUInt8(TOKEN_TRANSFER_CHECKED, 0);
  data.writeBigUInt64LE(amount, 1);
  data.writeUInt8(decimals, 9);
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  });
}

/** spl-token's `createAssociatedTokenAccountIdempotentInstruction`, for the classic Token program. */
function createIdempotentInstruction(
  payer: PublicKey,
  account: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
): TransactionInstruction {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: account, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: TOKEN_PROGRAM_ID, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([ATA_CREATE_IDEMPOTENT]),
  });
}

function u32(data: Uint8Array, offset: number): number {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);
}

function u64(data: Uint8Array, offset: number): bigint {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true);
}

/** A base58 address of exactly 32 bytes, or `null`. */
function parseKey(text: string): PublicKey | null {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)) return null;
  try {
    return new PublicKey(text);
  } catch {
    return null;
  }
}

function contextKey(text: string, what: string): PublicKey {
  const key = typeof text === 'string' ? parseKey(text) : null;
  if (key === null)
    throw new RangeError(`buildSolanaDeposit needs a base58 ${what}, got ${JSON.stringify(text)}`);
  return key;
}
