/**
 * Engine test: the deposit transaction built from the sandbox's call_data, signed by the sender,
 * runs in litesvm (an in-process SVM with the System, Token, Associated Token and Memo programs)
 * and credits the deposit address with exactly the amount. A plain SPL `Transfer` in the call data
 * is rebuilt as a `TransferChecked`: it runs on the mint when the expected decimals are the mint's,
 * and the chain refuses it when they are not.
 */

import { type Address, address, getTransactionDecoder, lamports } from '@solana/kit';
import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  MintLayout,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, PublicKey, Transaction, TransactionInstruction } from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM, TransactionMetadata } from 'litesvm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildCallData, MEMO_PROGRAM_ID } from '../../../service/deposits';
import { DepositActionSchema } from '../../api/schemas';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import type { ExpectedDeposit } from '../kit/expected';
import { expectedFor } from '../sandbox-actions.test-support';
import { buildSolanaDeposit, SolanaDepositError } from './deposit';

const SOL = 1_000_000_000n;
/** litesvm's fee: 5000 lamports per signature. */
const FEE = 5_000n;
const SEQUENCE = 11177265n;

type TokenSpec = { symbol: string; contract: string | null; decimals: number };

const at = (key: PublicKey): Address => address(key.toBase58());

function depositAction(
  sender: PublicKey,
  deposit: PublicKey,
  amount: bigint,
  token: TokenSpec,
): DepositAction {
  const built = buildCallData({
    family: 'solana',
    sequenceNumber: SEQUENCE,
    depositAddress: deposit.toBase58(),
    sourceAddress: sender.toBase58(),
    amount,
    token,
    network: { name: 'SOLANA_LOCAL' },
  });
  return v.parse(DepositActionSchema, {
    type: 'transfer',
    to_address: built.toAddress,
    amount: Number(formatUnits(amount, token.decimals)),
    amount_in_base_units: amount.toString(),
    order: 0,
    network: { name: 'SOLANA_LOCAL', type: 'solana' },
    token,
    fee_token: { symbol: 'SOL', contract: null, decimals: 9 },
    call_data: built.callData,
  });
}

/** What the person chose: the action's own token and amount, on the local network. */
function chosen(amount: bigint, token: TokenSpec): ExpectedDeposit {
  return expectedFor({ family: 'solana', amount, token, network: { name: 'SOLANA_LOCAL' } });
}

/** Builds, signs and sends the deposit the way the widget will: fresh blockhash, the sender signs. */
function deposit(
  svm: LiteSVM,
  signer: Keypair,
  action: DepositAction,
  expected: ExpectedDeposit,
  /** `null`: the swap's number is not known. */
  sequence: bigint | null = SEQUENCE,
) {
  const { transaction, memo } = buildSolanaDeposit(action, {
    sender: signer.publicKey.toBase58(),
    recentBlockhash: svm.latestBlockhash(),
    expected,
    sequenceNumber: sequence ?? undefined,
  });
  transaction.sign(signer);
  const wire = getTransactionDecoder().decode(transaction.serialize());
  const result = svm.sendTransaction(wire);
  if (result instanceof FailedTransactionMetadata) {
    throw new Error(`deposit failed: ${result.toString()}\n${result.meta().prettyLogs()}`);
  }
  return { result, memo, transaction };
}

/** The action with its memo replaced (`null`: removed), as a wrong or hostile service may send it. */
function withMemo(action: DepositAction, text: string | null): DepositAction {
  const transaction = Transaction.from(Buffer.from(action.call_data ?? '', 'base64'));
  const index = transaction.instructions.findIndex((instruction) =>
    instruction.programId.equals(MEMO_PROGRAM_ID),
  );
  if (text === null) transaction.instructions.splice(index, 1);
  else {
    transaction.instructions[index] = new TransactionInstruction({
      programId: MEMO_PROGRAM_ID,
      keys: [],
      data: Buffer.from(text, 'utf8'),
    });
  }
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
  return { ...action, call_data: bytes.toString('base64') };
}

/** The action with its SPL transfer replaced by a plain `Transfer`, as a service may send it. */
function withPlainTransfer(action: DepositAction, sender: PublicKey, deposit: PublicKey, mint: PublicKey) {
  const transaction = Transaction.from(Buffer.from(action.call_data ?? '', 'base64'));
  const amount = BigInt(action.amount_in_base_units ?? 0);
  transaction.instructions[1] = createTransferInstruction(
    getAssociatedTokenAddressSync(mint, sender),
    getAssociatedTokenAddressSync(mint, deposit, true),
    sender,
    amount,
  );
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
  return { ...action, call_data: bytes.toString('base64') };
}

function tokenAmount(svm: LiteSVM, account: PublicKey): bigint | null {
  const found = svm.getAccount(at(account));
  if (!found.exists) return null;
  expect(found.programAddress).toBe(TOKEN_PROGRAM_ID.toBase58());
  return AccountLayout.decode(found.data).amount;
}

describe('Solana deposit in litesvm', () => {
  let svm: LiteSVM;
  let sender: Keypair;
  let depositAddress: PublicKey;

  beforeEach(() => {
    svm = new LiteSVM();
    sender = Keypair.generate();
    depositAddress = Keypair.generate().publicKey;
    svm.airdrop(at(sender.publicKey), lamports(10n * SOL));
  });

  it('SOL: the deposit address receives exactly the amount, the sender pays amount + fee', () => {
    const amount = 1_234_567_891n; // above the ~0.00089 SOL rent-exempt minimum of a new account
    const sol = { symbol: 'SOL', contract: null, decimals: 9 };
    const action = depositAction(sender.publicKey, depositAddress, amount, sol);
    const { result, memo, transaction } = deposit(svm, sender, action, chosen(amount, sol));

    expect(result).toBeInstanceOf(TransactionMetadata);
    expect(memo).toBe(SEQUENCE.toString());
    expect(Buffer.from(result.signature()).equals(transaction.signature ?? Buffer.alloc(0))).toBe(true);
    expect(result.logs().some((line) => line.includes(`Memo (len ${SEQUENCE.toString().length})`))).toBe(
      true,
    );
    expect(svm.getBalance(at(depositAddress))).toBe(amount);
    expect(svm.getBalance(at(sender.publicKey))).toBe(10n * SOL - amount - FEE);
  });

  it("SOL: a memo that is not this swap's number never reaches the chain; leading zeros go as plain digits", () => {
    const amount = 1_000_000_000n;
    const sol = { symbol: 'SOL', contract: null, decimals: 9 };
    const honest = depositAction(sender.publicKey, depositAddress, amount, sol);
    const cases: Array<[string, DepositAction, bigint | null, string]> = [
      ["another swap's number", withMemo(honest, '11177266'), SEQUENCE, 'WRONG_SEQUENCE'],
      ['free text', withMemo(honest, 'for swap 11177265'), SEQUENCE, 'BAD_MEMO'],
      ['no memo', withMemo(honest, null), SEQUENCE, 'MISSING_FIELD'],
      ["the swap's number unknown", honest, null, 'NO_SEQUENCE'],
    ];
    for (const [name, action, sequence, code] of cases) {
      let error: unknown;
      try {
        deposit(svm, sender, action, chosen(amount, sol), sequence);
      } catch (caught) {
        error = caught;
      }
      expect(error, name).toBeInstanceOf(SolanaDepositError);
      expect((error as SolanaDepositError).code, name).toBe(code);
    }
    expect(svm.getBalance(at(depositAddress))).toBeNull();
    expect(svm.getBalance(at(sender.publicKey))).toBe(10n * SOL);

    const { result, memo } = deposit(svm, sender, withMemo(honest, '00011177265'), chosen(amount, sol));
    expect(memo).toBe(SEQUENCE.toString());
    expect(result.logs().some((line) => line.includes(`Memo (len ${SEQUENCE.toString().length})`))).toBe(
      true,
    );
    expect(svm.getBalance(at(depositAddress))).toBe(amount);
  });

  /** A classic mint of `decimals`, and the sender's token account holding `balance` of it. */
  function setUpMint(decimals: number, balance: bigint) {
    const mintAuthority = Keypair.generate().publicKey;
    const mint = Keypair.generate().publicKey;
    const senderAta = getAssociatedTokenAddressSync(mint, sender.publicKey);
    const depositAta = getAssociatedTokenAddressSync(mint, depositAddress, true);

    const mintData = Buffer.alloc(MINT_SIZE);
    MintLayout.encode(
      {
        mintAuthorityOption: 1,
        mintAuthority,
        supply: balance,
        decimals,
        isInitialized: true,
        freezeAuthorityOption: 0,
        freezeAuthority: PublicKey.default,
      },
      mintData,
    );
    svm.setAccount({
      address: at(mint),
      data: mintData,
      executable: false,
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
      programAddress: at(TOKEN_PROGRAM_ID),
      space: BigInt(MINT_SIZE),
    });
    const accountData = Buffer.alloc(ACCOUNT_SIZE);
    AccountLayout.encode(
      {
        mint,
        owner: sender.publicKey,
        amount: balance,
        delegateOption: 0,
        delegate: PublicKey.default,
        state: AccountState.Initialized,
        isNativeOption: 0,
        isNative: 0n,
        delegatedAmount: 0n,
        closeAuthorityOption: 0,
        closeAuthority: PublicKey.default,
      },
      accountData,
    );
    svm.setAccount({
      address: at(senderAta),
      data: accountData,
      executable: false,
      lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(ACCOUNT_SIZE))),
      programAddress: at(TOKEN_PROGRAM_ID),
      space: BigInt(ACCOUNT_SIZE),
    });
    return { mint, senderAta, depositAta };
  }

  it("SPL: the deposit address's token account is created and receives exactly the amount", () => {
    const decimals = 6;
    const balance = 1_000_000_000n;
    const { mint, senderAta, depositAta } = setUpMint(decimals, balance);
    expect(tokenAmount(svm, depositAta)).toBeNull();

    const amount = 123_456_789n;
    const token = { symbol: 'USDC', contract: mint.toBase58(), decimals };
    const { memo } = deposit(
      svm,
      sender,
      depositAction(sender.publicKey, depositAddress, amount, token),
      chosen(amount, token),
    );

    expect(memo).toBe(SEQUENCE.toString());
    expect(tokenAmount(svm, depositAta)).toBe(amount);
    expect(tokenAmount(svm, senderAta)).toBe(balance - amount);
    const created = svm.getAccount(at(depositAta));
    if (!created.exists) throw new Error('no deposit token account');
    expect(AccountLayout.decode(created.data).owner.equals(depositAddress)).toBe(true);

    // A second deposit: the idempotent creation lets it through, the account now holds both.
    svm.expireBlockhash();
    deposit(svm, sender, depositAction(sender.publicKey, depositAddress, 1n, token), chosen(1n, token));
    expect(tokenAmount(svm, depositAta)).toBe(amount + 1n);
  });

  it('SPL: a plain Transfer, rebuilt as a TransferChecked, runs on the mint and pays exactly the amount', () => {
    const balance = 1_000_000_000n;
    const { mint, senderAta, depositAta } = setUpMint(6, balance);
    const amount = 7_654_321n;
    const token = { symbol: 'USDC', contract: mint.toBase58(), decimals: 6 };
    const plain = withPlainTransfer(
      depositAction(sender.publicKey, depositAddress, amount, token),
      sender.publicKey,
      depositAddress,
      mint,
    );
    const { transaction } = deposit(svm, sender, plain, chosen(amount, token));
    // Sent as TransferChecked (instruction 12), not as the plain Transfer (3) it came as.
    expect(transaction.instructions[1]?.data[0]).toBe(12);
    expect(tokenAmount(svm, depositAta)).toBe(amount);
    expect(tokenAmount(svm, senderAta)).toBe(balance - amount);
  });

  it('SPL: when the expected decimals are not the mint’s, the chain itself refuses the rebuilt transfer', () => {
    // The route lists and the service both say 9 for a 6-decimal mint: nothing Portage can see
    // off-chain disagrees, but the TransferChecked names 9 and the Token program refuses it.
    const balance = 1_000_000_000n;
    const { mint, senderAta, depositAta } = setUpMint(6, balance);
    const amount = 5_000_000n;
    const lying = { symbol: 'USDC', contract: mint.toBase58(), decimals: 9 };
    const plain = withPlainTransfer(
      depositAction(sender.publicKey, depositAddress, amount, lying),
      sender.publicKey,
      depositAddress,
      mint,
    );
    expect(() => deposit(svm, sender, plain, chosen(amount, lying))).toThrow(
      /decimals different from the Mint decimals/,
    );
    expect(tokenAmount(svm, depositAta)).toBeNull();
    expect(tokenAmount(svm, senderAta)).toBe(balance);
  });
});
