import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  decodeTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  PublicKey,
  SystemInstruction,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { buildSolanaCallData, MEMO_PROGRAM_ID, PLACEHOLDER_BLOCKHASH } from './solana';
import { expectDepositError, SOLANA_DEPOSIT, SOLANA_SOURCE, SOLANA_USDC_MINT, sampleInput } from './testing';

const usdc = { symbol: 'USDC', contract: SOLANA_USDC_MINT, decimals: 6 };

function parse(callData: string): Transaction {
  return Transaction.from(Buffer.from(callData, 'base64'));
}

function at(transaction: Transaction, index: number): TransactionInstruction {
  const instruction = transaction.instructions[index];
  if (!instruction) throw new Error(`no instruction ${index}`);
  return instruction;
}

function expectMemo(instruction: TransactionInstruction, text: string): void {
  expect(instruction.programId.equals(MEMO_PROGRAM_ID)).toBe(true);
  expect(instruction.keys).toEqual([]);
  expect(instruction.data.toString('utf8')).toBe(text);
}

describe('Solana deposit call data', () => {
  it('SOL: an unsigned transaction with a system transfer and the memo', () => {
    const amount = 18_446_744_073_709_551_615n; // u64 max, exact
    const built = buildSolanaCallData(sampleInput('solana', { amount }));
    expect(built.toAddress).toBe(SOLANA_DEPOSIT);

    const transaction = parse(built.callData);
    expect(transaction.feePayer?.toBase58()).toBe(SOLANA_SOURCE);
    expect(transaction.recentBlockhash).toBe(PLACEHOLDER_BLOCKHASH);
    expect(transaction.signatures).toHaveLength(1);
    expect(transaction.signatures[0]?.signature).toBeNull();
    expect(transaction.instructions).toHaveLength(2);

    const transfer = at(transaction, 0);
    expect(transfer.programId.equals(SystemProgram.programId)).toBe(true);
    expect(SystemInstruction.decodeInstructionType(transfer)).toBe('Transfer');
    const decoded = SystemInstruction.decodeTransfer(transfer);
    expect(decoded.fromPubkey.toBase58()).toBe(SOLANA_SOURCE);
    expect(decoded.toPubkey.toBase58()).toBe(SOLANA_DEPOSIT);
    expect(decoded.lamports).toBe(amount);

    expectMemo(at(transaction, 1), '11177265');
  });

  it('SPL: idempotent ATA creation for the deposit, transferChecked, then the memo', () => {
    const amount = 123_456_789_000n;
    const built = buildSolanaCallData(sampleInput('solana', { amount, token: usdc }));
    expect(built.toAddress).toBe(SOLANA_DEPOSIT);

    const mint = new PublicKey(SOLANA_USDC_MINT);
    const source = new PublicKey(SOLANA_SOURCE);
    const deposit = new PublicKey(SOLANA_DEPOSIT);
    const sourceAta = getAssociatedTokenAddressSync(mint, source);
    const depositAta = getAssociatedTokenAddressSync(mint, deposit);

    const transaction = parse(built.callData);
    expect(transaction.feePayer?.toBase58()).toBe(SOLANA_SOURCE);
    expect(transaction.instructions).toHaveLength(3);

    const create = at(transaction, 0);
    expect(create.programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID)).toBe(true);
    expect([...create.data]).toEqual([1]); // 1 = CreateIdempotent
    expect(create.keys.map((key) => key.pubkey.toBase58())).toEqual([
      SOLANA_SOURCE, // payer
      depositAta.toBase58(),
      SOLANA_DEPOSIT, // owner
      SOLANA_USDC_MINT,
      SystemProgram.programId.toBase58(),
      TOKEN_PROGRAM_ID.toBase58(),
    ]);

    const transfer = decodeTransferCheckedInstruction(at(transaction, 1));
    expect(transfer.programId.equals(TOKEN_PROGRAM_ID)).toBe(true);
    expect(transfer.keys.source.pubkey.equals(sourceAta)).toBe(true);
    expect(transfer.keys.mint.pubkey.equals(mint)).toBe(true);
    expect(transfer.keys.destination.pubkey.equals(depositAta)).toBe(true);
    expect(transfer.keys.owner.pubkey.equals(source)).toBe(true);
    expect(transfer.keys.owner.isSigner).toBe(true);
    expect(transfer.data.amount).toBe(amount);
    expect(transfer.data.decimals).toBe(6);

    expectMemo(at(transaction, 2), '11177265');
  });

  it('SPL: a program-owned (off-curve) deposit address still gets its ATA', () => {
    const [pda] = PublicKey.findProgramAddressSync([Buffer.from('deposit')], SystemProgram.programId);
    const built = buildSolanaCallData(sampleInput('solana', { depositAddress: pda.toBase58(), token: usdc }));
    const transaction = parse(built.callData);
    const transfer = decodeTransferCheckedInstruction(at(transaction, 1));
    const expected = getAssociatedTokenAddressSync(new PublicKey(SOLANA_USDC_MINT), pda, true);
    expect(transfer.keys.destination.pubkey.equals(expected)).toBe(true);
  });

  it('refuses bad keys, an off-curve fee payer and amounts beyond u64', () => {
    expectDepositError(
      () => buildSolanaCallData(sampleInput('solana', { depositAddress: 'abc' })),
      'INVALID_ADDRESS',
    );
    expectDepositError(
      () => buildSolanaCallData(sampleInput('solana', { token: { ...usdc, contract: 'not-a-mint' } })),
      'INVALID_ADDRESS',
    );
    const [pda] = PublicKey.findProgramAddressSync([Buffer.from('source')], SystemProgram.programId);
    expectDepositError(
      () => buildSolanaCallData(sampleInput('solana', { sourceAddress: pda.toBase58() })),
      'INVALID_ADDRESS',
    );
    expectDepositError(
      () => buildSolanaCallData(sampleInput('solana', { amount: 2n ** 64n })),
      'AMOUNT_OUT_OF_RANGE',
    );
  });
});
