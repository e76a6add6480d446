import {
  AuthorityType,
  createAssociatedTokenAccountIdempotentInstruction,
  createAssociatedTokenAccountInstruction,
  createSetAuthorityInstruction,
  createTransferCheckedInstruction,
  createTransferInstruction,
  decodeTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemInstruction,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildCallData, MEMO_PROGRAM_ID } from '../../../service/deposits';
import { DepositActionSchema } from '../../api/schemas';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import { type ExpectedDeposit, ExpectedDepositError } from '../kit/expected';
import { DepositRefusal } from '../kit/refusal';
import { expectEachRefused, expectedFor, type HostileAction } from '../sandbox-actions.test-support';
import {
  buildSolanaDeposit,
  describeSolanaDeposit,
  type SolanaDepositContext,
  SolanaDepositError,
  type SolanaDepositErrorCode,
} from './deposit';

/** `Keypair.fromSeed` of seeds filled with 1 (deposit) and 2 (sender), as in the sandbox's tests. */
const DEPOSIT_KEYPAIR = Keypair.fromSeed(new Uint8Array(32).fill(1));
const SENDER_KEYPAIR = Keypair.fromSeed(new Uint8Array(32).fill(2));
const DEPOSIT = DEPOSIT_KEYPAIR.publicKey.toBase58();
const SENDER = SENDER_KEYPAIR.publicKey.toBase58();
const OTHER = Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey;
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const USDT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const FRESH_BLOCKHASH = 'CmpNeggWJ4JaWJeJ8YKN1Zypmk7uvQq3PECGUCAEMbky';
const SEQUENCE = 11177265n;

const SOL_TOKEN = { symbol: 'SOL', contract: null, decimals: 9 };
const USDC_TOKEN = { symbol: 'USDC', contract: USDC, decimals: 6 };
const NETWORK = { name: 'SOLANA_MAINNET' };

type TokenSpec = { symbol: string; contract: string | null; decimals: number };

/** What the person chose: by default the SOL deposit `action()` makes. */
function chosen(spec: { amount?: bigint; token?: TokenSpec } = {}): ExpectedDeposit {
  return expectedFor({
    family: 'solana',
    amount: spec.amount ?? 250_000_000n,
    token: spec.token ?? SOL_TOKEN,
    network: NETWORK,
  });
}

const CTX: SolanaDepositContext = {
  sender: SENDER,
  recentBlockhash: FRESH_BLOCKHASH,
  lastValidBlockHeight: 300,
  expected: chosen(),
  sequenceNumber: SEQUENCE,
};
/** The context of the USDC deposit `usdc()` makes. */
const USDC_CTX: SolanaDepositContext = {
  ...CTX,
  expected: chosen({ amount: 123_456_789n, token: USDC_TOKEN }),
};
const ctxFor = (amount: bigint, token: TokenSpec = SOL_TOKEN): SolanaDepositContext => ({
  ...CTX,
  expected: chosen({ amount, token }),
});

interface ActionSpec {
  amount?: bigint;
  token?: TokenSpec;
  sender?: string;
  deposit?: string;
  sequence?: bigint;
  /** The token whose transaction the sandbox builds, when it should differ from `token`. */
  builtToken?: TokenSpec;
}

/** A deposit action whose call_data the sandbox itself built, parsed as the API client parses it. */
function action(spec: ActionSpec = {}, raw: Record<string, unknown> = {}): DepositAction {
  const amount = spec.amount ?? 250_000_000n;
  const token = spec.token ?? SOL_TOKEN;
  const built = buildCallData({
    family: 'solana',
    sequenceNumber: spec.sequence ?? SEQUENCE,
    depositAddress: spec.deposit ?? DEPOSIT,
    sourceAddress: spec.sender ?? SENDER,
    amount,
    token: spec.builtToken ?? token,
    network: NETWORK,
  });
  return v.parse(DepositActionSchema, {
    type: 'transfer',
    to_address: built.toAddress,
    amount: Number(formatUnits(amount, token.decimals)),
    amount_in_base_units: amount.toString(),
    order: 0,
    network: { name: NETWORK.name, type: 'solana' },
    token,
    fee_token: SOL_TOKEN,
    call_data: built.callData,
    ...raw,
  });
}

const usdc = (amount = 123_456_789n, raw: Record<string, unknown> = {}) =>
  action({ amount, token: USDC_TOKEN }, raw);

function decodeCallData(callData: string | undefined): Transaction {
  return Transaction.from(Buffer.from(callData ?? '', 'base64'));
}

/** The action with its transaction edited: what a compromised or buggy service could send. */
function tampered(a: DepositAction, edit: (transaction: Transaction) => void): DepositAction {
  const transaction = decodeCallData(a.call_data);
  edit(transaction);
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
  return { ...a, call_data: bytes.toString('base64') };
}

function memo(text: string | Uint8Array, programId = MEMO_PROGRAM_ID, keys: PublicKey[] = []) {
  return new TransactionInstruction({
    programId,
    keys: keys.map((pubkey) => ({ pubkey, isSigner: true, isWritable: false })),
    data: Buffer.from(typeof text === 'string' ? new TextEncoder().encode(text) : text),
  });
}

function at(transaction: Transaction, index: number): TransactionInstruction {
  const instruction = transaction.instructions[index];
  if (!instruction) throw new Error(`no instruction ${index}`);
  return instruction;
}

function ata(mint: string | PublicKey, owner: string | PublicKey): PublicKey {
  return getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(owner), true);
}

/** The builder's own refusal, or the shared one of an action that is not what the person chose. */
function refusal(run: () => unknown): DepositRefusal {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DepositRefusal);
    const refused = error as DepositRefusal;
    expect(['SolanaDepositError', 'ExpectedDepositError']).toContain(refused.name);
    // A sentence for a person: no programmer's leftovers.
    expect(refused.message).toMatch(/^[A-Z"].*\.$/);
    expect(refused.message).not.toMatch(/undefined|null|NaN|\[object/);
    return refused;
  }
  throw new Error('expected buildSolanaDeposit to refuse');
}

function expectRefused(a: DepositAction, code: SolanaDepositErrorCode, ctx = CTX): DepositRefusal {
  const refused = refusal(() => buildSolanaDeposit(a, ctx));
  expect(refused).toBeInstanceOf(SolanaDepositError);
  expect(refused.code).toBe(code);
  return refused;
}

/** Refused by the check against what the person chose, before the transaction is even read. */
function expectNotChosen(a: DepositAction, code: ExpectedDepositError['code'], ctx = CTX): DepositRefusal {
  const refused = refusal(() => buildSolanaDeposit(a, ctx));
  expect(refused).toBeInstanceOf(ExpectedDepositError);
  expect(refused.code).toBe(code);
  return refused;
}

describe('buildSolanaDeposit: SOL', () => {
  it("accepts the sandbox's transaction and sets the sender as fee payer and the fresh blockhash", () => {
    const a = action();
    expect(a.token?.contract).toBeUndefined();
    const { transaction, memo: text, recipient } = buildSolanaDeposit(a, CTX);

    expect(recipient).toBe(DEPOSIT);
    expect(transaction.feePayer?.toBase58()).toBe(SENDER);
    expect(transaction.recentBlockhash).toBe(FRESH_BLOCKHASH);
    expect(transaction.lastValidBlockHeight).toBe(300);
    expect(transaction.signatures.every((s) => s.signature === null)).toBe(true);
    expect(text).toBe('11177265');
    expect(transaction.instructions).toHaveLength(2);
    const transfer = SystemInstruction.decodeTransfer(at(transaction, 0));
    expect(transfer.fromPubkey.toBase58()).toBe(SENDER);
    expect(transfer.toPubkey.toBase58()).toBe(DEPOSIT);
    expect(transfer.lamports).toBe(250_000_000n);
    expect(at(transaction, 1).programId.equals(MEMO_PROGRAM_ID)).toBe(true);

    // Only the blockhash differs from the service's transaction.
    const original = decodeCallData(a.call_data);
    original.recentBlockhash = FRESH_BLOCKHASH;
    expect(transaction.serializeMessage().equals(original.serializeMessage())).toBe(true);
  });

  it('gives a transaction the sender alone can sign', () => {
    const { transaction } = buildSolanaDeposit(action(), {
      sender: SENDER,
      recentBlockhash: FRESH_BLOCKHASH,
      expected: chosen(),
      sequenceNumber: SEQUENCE,
    });
    expect(transaction.lastValidBlockHeight).toBeUndefined();
    transaction.sign(SENDER_KEYPAIR);
    expect(transaction.verifySignatures()).toBe(true);
    const wire = Transaction.from(transaction.serialize());
    expect(wire.recentBlockhash).toBe(FRESH_BLOCKHASH);
    expect(wire.signatures).toHaveLength(1);
  });

  it('handles the largest u64 amount exactly', () => {
    const amount = 2n ** 64n - 1n;
    const { transaction } = buildSolanaDeposit(action({ amount }), ctxFor(amount));
    expect(SystemInstruction.decodeTransfer(at(transaction, 0)).lamports).toBe(amount);
  });

  it("accepts the swap's number in a Memo v1 memo, and one the sender signs", () => {
    const v1Program = new PublicKey('Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo');
    const v1 = tampered(action(), (tx) => {
      tx.instructions[1] = memo('11177265', v1Program);
    });
    const built = buildSolanaDeposit(v1, CTX);
    expect(built.memo).toBe('11177265');
    expect(at(built.transaction, 1).programId.equals(v1Program)).toBe(true);
    const signed = tampered(action(), (tx) => {
      tx.instructions[1] = memo('11177265', MEMO_PROGRAM_ID, [new PublicKey(SENDER)]);
    });
    expect(buildSolanaDeposit(signed, CTX).memo).toBe('11177265');
  });

  it("signs the swap's number in plain digits, whatever zeros the service's memo led with", () => {
    const padded = tampered(action(), (tx) => {
      tx.instructions[1] = memo('00011177265');
    });
    const { transaction, memo: text } = buildSolanaDeposit(padded, CTX);
    expect(text).toBe('11177265');
    expect(Buffer.from(at(transaction, 1).data).toString('utf8')).toBe('11177265');
    expect(at(transaction, 1).programId.equals(MEMO_PROGRAM_ID)).toBe(true);
  });

  it('does not keep a signature that came with the call data', () => {
    const a = action();
    const presigned = decodeCallData(a.call_data);
    presigned.sign(SENDER_KEYPAIR);
    const { transaction } = buildSolanaDeposit(
      { ...a, call_data: presigned.serialize().toString('base64') },
      CTX,
    );
    expect(transaction.signatures.every((s) => s.signature === null)).toBe(true);
  });
});

describe('buildSolanaDeposit: SPL token', () => {
  it("accepts the sandbox's USDC transaction: ATA create, transferChecked, memo", () => {
    const a = usdc();
    const { transaction, memo: text } = buildSolanaDeposit(a, USDC_CTX);
    expect(transaction.feePayer?.toBase58()).toBe(SENDER);
    expect(transaction.recentBlockhash).toBe(FRESH_BLOCKHASH);
    expect(text).toBe('11177265');
    expect(transaction.instructions).toHaveLength(3);
    const transfer = decodeTransferCheckedInstruction(at(transaction, 1));
    expect(transfer.keys.source.pubkey.equals(ata(USDC, SENDER))).toBe(true);
    expect(transfer.keys.destination.pubkey.equals(ata(USDC, DEPOSIT))).toBe(true);
    expect(transfer.keys.mint.pubkey.toBase58()).toBe(USDC);
    expect(transfer.keys.owner.pubkey.toBase58()).toBe(SENDER);
    expect(transfer.data.amount).toBe(123_456_789n);
    expect(transfer.data.decimals).toBe(6);

    // Written anew from the checked values, it is exactly what spl-token writes, and so exactly
    // the sandbox's transaction: only the blockhash differs.
    const sender = new PublicKey(SENDER);
    expect(at(transaction, 0)).toEqual(
      createAssociatedTokenAccountIdempotentInstruction(
        sender,
        ata(USDC, DEPOSIT),
        new PublicKey(DEPOSIT),
        new PublicKey(USDC),
      ),
    );
    expect(at(transaction, 1)).toEqual(
      createTransferCheckedInstruction(
        ata(USDC, SENDER),
        new PublicKey(USDC),
        ata(USDC, DEPOSIT),
        sender,
        123_456_789n,
        6,
      ),
    );
    const original = decodeCallData(a.call_data);
    original.recentBlockhash = FRESH_BLOCKHASH;
    expect(transaction.serializeMessage().equals(original.serializeMessage())).toBe(true);
  });

  it('rebuilds a plain Token transfer as a TransferChecked of the expected mint and decimals', () => {
    const plain = tampered(usdc(), (tx) => {
      tx.instructions.splice(
        0,
        2,
        createTransferInstruction(ata(USDC, SENDER), ata(USDC, DEPOSIT), new PublicKey(SENDER), 123_456_789n),
      );
    });
    const { transaction, memo: text } = buildSolanaDeposit(plain, USDC_CTX);
    expect(transaction.instructions).toHaveLength(2);
    expect(text).toBe('11177265');
    // The chain checks a TransferChecked's mint and decimals: a plain Transfer would move the
    // base units whatever decimals the screen assumed.
    expect(at(transaction, 0)).toEqual(
      createTransferCheckedInstruction(
        ata(USDC, SENDER),
        new PublicKey(USDC),
        ata(USDC, DEPOSIT),
        new PublicKey(SENDER),
        123_456_789n,
        6,
      ),
    );
    const transfer = decodeTransferCheckedInstruction(at(transaction, 0));
    expect(transfer.keys.mint.pubkey.toBase58()).toBe(USDC);
    expect(transfer.data).toEqual({ instruction: 12, amount: 123_456_789n, decimals: 6 });
    transaction.sign(SENDER_KEYPAIR);
    expect(transaction.verifySignatures()).toBe(true);
  });

  it('speaks of the token as the person chose it, whatever case the action wrote its symbol in', () => {
    const lower = usdc(123_456_789n, { token: { ...USDC_TOKEN, symbol: 'usdc' } });
    const built = buildSolanaDeposit(lower, USDC_CTX);
    expect(describeSolanaDeposit(built, USDC_CTX.expected, 'Solana').symbol).toBe('USDC');
    const more = tampered(lower, (tx) => {
      tx.instructions[1] = createTransferCheckedInstruction(
        ata(USDC, SENDER),
        new PublicKey(USDC),
        ata(USDC, DEPOSIT),
        new PublicKey(SENDER),
        123_456_790n,
        6,
      );
    });
    expect(expectRefused(more, 'WRONG_AMOUNT', USDC_CTX).message).toContain('123.45679 USDC');
  });

  it('refuses decimals no mint can have, even when the person’s choice says so', () => {
    // The API client's schema already drops such decimals; the builder does not rely on it.
    const wide = { ...USDC_TOKEN, decimals: 300 };
    const unparsed: DepositAction = { ...usdc(1n), amount: undefined, token: wide };
    expectRefused(unparsed, 'WRONG_DECIMALS', ctxFor(1n, wide));
  });
});

describe('buildSolanaDeposit: refusals', () => {
  it('NOT_A_TRANSFER: a manual transfer action', () => {
    expectRefused(action({}, { type: 'manual_transfer' }), 'NOT_A_TRANSFER');
  });

  it('MISSING_FIELD: no address or transaction', () => {
    expectRefused(action({}, { to_address: null }), 'MISSING_FIELD');
    expectRefused(action({}, { call_data: null }), 'MISSING_FIELD');
    expectRefused(action({}, { call_data: '' }), 'MISSING_FIELD');
  });

  it('no token, exact amount or decimals: refused first as not what the person chose', () => {
    expectNotChosen(action({}, { token: undefined }), 'WRONG_TOKEN');
    expectNotChosen(action({}, { amount_in_base_units: undefined }), 'WRONG_AMOUNT');
    // Checked by hand: the shared sentence (../kit/expected.ts) says "undefined decimals" here.
    const noDecimals = action({}, { token: { symbol: 'SOL', contract: null } });
    expect(() => buildSolanaDeposit(noDecimals, CTX)).toThrow(ExpectedDepositError);
    expect(() => buildSolanaDeposit(noDecimals, CTX)).toThrow(/decimals/);
  });

  it('BAD_CALL_DATA: garbage, a non-transaction, a versioned transaction, nothing sent, a binary memo', () => {
    expectRefused(action({}, { call_data: 'not base64 at all!' }), 'BAD_CALL_DATA');
    expectRefused(action({}, { call_data: 'AAAA' }), 'BAD_CALL_DATA');
    expectRefused(action({}, { call_data: Buffer.from('hello world').toString('base64') }), 'BAD_CALL_DATA');
    const a = action();
    const truncated = Buffer.from(a.call_data ?? '', 'base64').subarray(0, 100);
    expectRefused({ ...a, call_data: truncated.toString('base64') }, 'BAD_CALL_DATA');

    const message = new TransactionMessage({
      payerKey: new PublicKey(SENDER),
      recentBlockhash: FRESH_BLOCKHASH,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: new PublicKey(SENDER),
          toPubkey: new PublicKey(DEPOSIT),
          lamports: 250_000_000n,
        }),
      ],
    }).compileToV0Message();
    const versioned = Buffer.from(new VersionedTransaction(message).serialize()).toString('base64');
    expectRefused({ ...a, call_data: versioned }, 'BAD_CALL_DATA');

    const memoOnly = tampered(a, (tx) => {
      tx.instructions.shift();
    });
    expect(expectRefused(memoOnly, 'BAD_CALL_DATA').message).toContain('does not send any SOL');
    const binaryMemo = tampered(a, (tx) => {
      tx.instructions[1] = memo(new Uint8Array([0xff, 0xfe, 0x00]));
    });
    expectRefused(binaryMemo, 'BAD_CALL_DATA');
  });

  it("NO_SEQUENCE: the swap's number is unknown, so even the sandbox's own memo is not signed", () => {
    const refused = expectRefused(action(), 'NO_SEQUENCE', { ...CTX, sequenceNumber: undefined });
    expect(refused.message).toBe(
      "The service did not give this swap's number, so Portage cannot tell whether the Solana memo would credit the deposit to this swap: Portage will not sign them.",
    );
    expectRefused(usdc(), 'NO_SEQUENCE', { ...USDC_CTX, sequenceNumber: undefined });
  });

  it("WRONG_SEQUENCE: another swap's number, however close, with or without leading zeros", () => {
    const refused = expectRefused(action({ sequence: SEQUENCE + 1n }), 'WRONG_SEQUENCE');
    expect(refused.message).toBe(
      "The service's Solana memo (11177266) is not this swap's number (11177265), so the deposit would be credited to another swap: Portage will not sign them.",
    );
    expectRefused(usdc(), 'WRONG_SEQUENCE', { ...USDC_CTX, sequenceNumber: 42n });
    for (const text of ['11177264', '111772650', '0', '00011177266', '9'.repeat(200)]) {
      const other = tampered(action(), (tx) => {
        tx.instructions[1] = memo(text);
      });
      expectRefused(other, 'WRONG_SEQUENCE');
    }
  });

  it('BAD_MEMO: free text, the number in another form, or with anything around it', () => {
    for (const text of [
      'hello',
      'swap 11177265',
      '11177265 ',
      '+11177265',
      '11177265.0',
      '1.1177265e7',
      '0xaa8d31',
      'héllo ✓',
    ]) {
      const free = tampered(action(), (tx) => {
        tx.instructions[1] = memo(text);
      });
      const refused = expectRefused(free, 'BAD_MEMO');
      expect(refused.message).toBe(
        "The service's Solana memo is not a swap number, so the deposit could not be matched to this swap: Portage will not sign them.",
      );
    }
    const signedText = tampered(usdc(), (tx) => {
      tx.instructions[2] = memo('héllo ✓', MEMO_PROGRAM_ID, [new PublicKey(SENDER)]);
    });
    expectRefused(signedText, 'BAD_MEMO', USDC_CTX);
  });

  it('MISSING_FIELD: a transaction without a memo, SOL or USDC, even with the number unknown', () => {
    const none = tampered(action(), (tx) => {
      tx.instructions.pop();
    });
    expect(expectRefused(none, 'MISSING_FIELD').message).toBe(
      "The service's deposit instructions carry no Solana memo, so the deposit could not be matched to this swap: Portage will not sign them.",
    );
    expectRefused(none, 'MISSING_FIELD', { ...CTX, sequenceNumber: undefined });
    const usdcNone = tampered(usdc(), (tx) => {
      tx.instructions.pop();
    });
    expectRefused(usdcNone, 'MISSING_FIELD', USDC_CTX);
    const empty = tampered(action(), (tx) => {
      tx.instructions[1] = memo('');
    });
    expectRefused(empty, 'MISSING_FIELD');
  });

  it('WRONG_FEE_PAYER: the fee is paid by someone else, or the action was built for another wallet', () => {
    expectRefused(
      tampered(action(), (tx) => {
        tx.feePayer = OTHER;
      }),
      'WRONG_FEE_PAYER',
    );
    expectRefused(action({ sender: OTHER.toBase58() }), 'WRONG_FEE_PAYER');
    expectRefused(usdc(), 'WRONG_FEE_PAYER', { ...USDC_CTX, sender: OTHER.toBase58() });
  });

  it('WRONG_RECIPIENT: SOL or USDC to someone other than the deposit address', () => {
    const refused = expectRefused(action({}, { to_address: OTHER.toBase58() }), 'WRONG_RECIPIENT');
    expect(refused.message).toBe(
      "The service's Solana transaction pays someone other than the deposit address: Portage will not sign it.",
    );
    expectRefused(
      tampered(action(), (tx) => {
        tx.instructions[0] = SystemProgram.transfer({
          fromPubkey: new PublicKey(SENDER),
          toPubkey: OTHER,
          lamports: 250_000_000n,
        });
      }),
      'WRONG_RECIPIENT',
    );
    // Transfer and account creation both redirected: the transfer is what is reported.
    expectRefused(usdc(123_456_789n, { to_address: OTHER.toBase58() }), 'WRONG_RECIPIENT', USDC_CTX);
    expectRefused(
      tampered(usdc(), (tx) => {
        tx.instructions[1] = createTransferCheckedInstruction(
          ata(USDC, SENDER),
          new PublicKey(USDC),
          ata(USDC, OTHER),
          new PublicKey(SENDER),
          123_456_789n,
          6,
        );
      }),
      'WRONG_RECIPIENT',
      USDC_CTX,
    );
    expectRefused(
      action({}, { to_address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
      'WRONG_RECIPIENT',
    );
  });

  it('WRONG_AMOUNT: one lamport or one token unit more than announced', () => {
    const refused = expectRefused(
      tampered(action(), (tx) => {
        tx.instructions[0] = SystemProgram.transfer({
          fromPubkey: new PublicKey(SENDER),
          toPubkey: new PublicKey(DEPOSIT),
          lamports: 250_000_001n,
        });
      }),
      'WRONG_AMOUNT',
    );
    expect(refused.message).toContain('0.250000001 SOL');
    expectRefused(
      tampered(usdc(), (tx) => {
        tx.instructions[1] = createTransferCheckedInstruction(
          ata(USDC, SENDER),
          new PublicKey(USDC),
          ata(USDC, DEPOSIT),
          new PublicKey(SENDER),
          1_000_000_000n,
          6,
        );
      }),
      'WRONG_AMOUNT',
      USDC_CTX,
    );
  });

  it('WRONG_TOKEN and WRONG_DECIMALS: another mint, other decimals, another source account, SOL with odd decimals', () => {
    // The action says USDC, the transaction moves USDT.
    expectRefused(
      action({ amount: 1_000_000n, token: USDC_TOKEN, builtToken: { ...USDC_TOKEN, contract: USDT } }),
      'WRONG_TOKEN',
      ctxFor(1_000_000n, USDC_TOKEN),
    );
    const lying = expectRefused(
      tampered(usdc(), (tx) => {
        tx.instructions[1] = createTransferCheckedInstruction(
          ata(USDC, SENDER),
          new PublicKey(USDC),
          ata(USDC, DEPOSIT),
          new PublicKey(SENDER),
          123_456_789n,
          9,
        );
      }),
      'WRONG_DECIMALS',
      USDC_CTX,
    );
    expect(lying.message).toBe(
      "The service's Solana transaction treats USDC as having 9 decimals, but it has 6: Portage will not sign it.",
    );
    expectRefused(
      tampered(usdc(), (tx) => {
        tx.instructions[1] = createTransferInstruction(
          ata(USDT, SENDER),
          ata(USDC, DEPOSIT),
          new PublicKey(SENDER),
          123_456_789n,
        );
      }),
      'WRONG_TOKEN',
      USDC_CTX,
    );
    expectNotChosen(
      usdc(123_456_789n, { token: { ...USDC_TOKEN, contract: 'not-a-mint' } }),
      'WRONG_TOKEN',
      USDC_CTX,
    );
    // 1 "SOL" at 12 decimals would be 1000 SOL in lamports; refused even when the route lists
    // themselves said 12.
    const twelve = { symbol: 'SOL', contract: null, decimals: 12 };
    expectRefused(
      action({ amount: 10n ** 12n }, { amount: 1, token: twelve }),
      'WRONG_TOKEN',
      ctxFor(10n ** 12n, twelve),
    );
    // A chosen mint that is not a Solana address (a route list gone wrong) is refused too.
    const broken = { ...USDC_TOKEN, contract: 'not-a-mint' };
    expectRefused(usdc(123_456_789n, { token: broken }), 'WRONG_TOKEN', ctxFor(123_456_789n, broken));
  });

  it('UNEXPECTED_INSTRUCTION: anything beyond the transfer, the account creation and one memo', () => {
    const sender = new PublicKey(SENDER);
    const cases: Array<[string, DepositAction]> = [
      [
        'a second SOL transfer to someone else',
        tampered(action(), (tx) => {
          tx.add(SystemProgram.transfer({ fromPubkey: sender, toPubkey: OTHER, lamports: 1n }));
        }),
      ],
      [
        'the same SOL transfer twice',
        tampered(action(), (tx) => {
          tx.add(at(tx, 0));
        }),
      ],
      [
        'a SOL transfer inside a USDC deposit',
        tampered(usdc(), (tx) => {
          tx.add(SystemProgram.transfer({ fromPubkey: sender, toPubkey: OTHER, lamports: 1n }));
        }),
      ],
      [
        'a SetAuthority handing the USDC account to someone else',
        tampered(usdc(), (tx) => {
          tx.add(createSetAuthorityInstruction(ata(USDC, SENDER), sender, AuthorityType.AccountOwner, OTHER));
        }),
      ],
      [
        'a second USDC transfer',
        tampered(usdc(), (tx) => {
          tx.add(createTransferInstruction(ata(USDC, SENDER), ata(USDC, OTHER), sender, 1n));
        }),
      ],
      [
        'a compute-unit price',
        tampered(action(), (tx) => {
          tx.instructions.unshift(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000_000n }));
        }),
      ],
      [
        'a second memo',
        tampered(action(), (tx) => {
          tx.add(memo('1'));
        }),
      ],
      [
        'a memo that someone else must sign',
        tampered(action(), (tx) => {
          tx.instructions[1] = memo('1', MEMO_PROGRAM_ID, [OTHER]);
        }),
      ],
      [
        'a token account created for someone else',
        tampered(usdc(), (tx) => {
          tx.instructions[0] = createAssociatedTokenAccountIdempotentInstruction(
            sender,
            ata(USDC, OTHER),
            OTHER,
            new PublicKey(USDC),
          );
        }),
      ],
      [
        'a non-idempotent account creation',
        tampered(usdc(), (tx) => {
          tx.instructions[0] = createAssociatedTokenAccountInstruction(
            sender,
            ata(USDC, DEPOSIT),
            new PublicKey(DEPOSIT),
            new PublicKey(USDC),
          );
        }),
      ],
      [
        'the account creation twice',
        tampered(usdc(), (tx) => {
          tx.instructions.unshift(at(tx, 0));
        }),
      ],
      [
        'a transfer spending another wallet’s SOL',
        tampered(action(), (tx) => {
          tx.instructions[0] = SystemProgram.transfer({
            fromPubkey: OTHER,
            toPubkey: new PublicKey(DEPOSIT),
            lamports: 250_000_000n,
          });
        }),
      ],
      [
        'a Token-2022 transfer',
        tampered(usdc(), (tx) => {
          tx.instructions[1] = createTransferCheckedInstruction(
            ata(USDC, SENDER),
            new PublicKey(USDC),
            ata(USDC, DEPOSIT),
            sender,
            123_456_789n,
            6,
            [],
            TOKEN_2022_PROGRAM_ID,
          );
        }),
      ],
      [
        'a System transfer with seed instead of a plain transfer',
        tampered(action(), (tx) => {
          tx.instructions[0] = SystemProgram.transfer({
            fromPubkey: sender,
            basePubkey: sender,
            seed: 'x',
            programId: SystemProgram.programId,
            toPubkey: new PublicKey(DEPOSIT),
            lamports: 250_000_000n,
          });
        }),
      ],
      [
        'an account key asked to sign that is not the sender',
        tampered(action(), (tx) => {
          const transfer = at(tx, 0);
          tx.instructions[0] = new TransactionInstruction({
            programId: transfer.programId,
            data: transfer.data,
            keys: transfer.keys.map((key, i) => (i === 1 ? { ...key, isSigner: true } : key)),
          });
        }),
      ],
    ];
    for (const [name, tamperedAction] of cases) {
      const ctx = tamperedAction.token?.contract === USDC ? USDC_CTX : CTX;
      const refused = refusal(() => buildSolanaDeposit(tamperedAction, ctx));
      expect(refused.code, name).toBe('UNEXPECTED_INSTRUCTION');
      expect(refused.message, name).toMatch(
        /^The service's Solana transaction .*: Portage will not sign it\.$/,
      );
    }
  });

  it('AMOUNT_MISMATCH: the human amount disagrees with the base units, zero, or more than a u64', () => {
    const refused = expectRefused(action({ amount: 250_000_000n }, { amount: 2.5 }), 'AMOUNT_MISMATCH');
    expect(refused.message).toContain('2.5 SOL');
    expect(refused.message).toContain('0.25 SOL');
    expectRefused(usdc(1_000_000n, { amount: 1_000_000 }), 'AMOUNT_MISMATCH', ctxFor(1_000_000n, USDC_TOKEN));
    // Even when the person's choice itself says so (a bug upstream): zero, or more than a u64.
    expectRefused(action({}, { amount: 0, amount_in_base_units: '0' }), 'AMOUNT_MISMATCH', ctxFor(0n));
    expectRefused(
      action({}, { amount: undefined, amount_in_base_units: (2n ** 64n).toString() }),
      'AMOUNT_MISMATCH',
      ctxFor(2n ** 64n),
    );
  });

  it('throws RangeError, not a refusal, when the caller gives a bad sender or blockhash', () => {
    expect(() => buildSolanaDeposit(action(), { ...CTX, sender: '' })).toThrow(RangeError);
    expect(() => buildSolanaDeposit(action(), { ...CTX, sender: '0xabc' })).toThrow(RangeError);
    expect(() => buildSolanaDeposit(action(), { ...CTX, recentBlockhash: 'nope' })).toThrow(RangeError);
    expect(() => buildSolanaDeposit(action(), { ...CTX, lastValidBlockHeight: -1 })).toThrow(RangeError);
  });
});

describe('buildSolanaDeposit: properties', () => {
  const key = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => new PublicKey(bytes));
  const wallet = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((seed) => Keypair.fromSeed(seed).publicKey);
  const token = fc.oneof(
    fc.constant(SOL_TOKEN),
    fc.record({
      symbol: fc.constantFrom('USDC', 'BONK', 'T'),
      contract: key.map((mint) => mint.toBase58()),
      decimals: fc.integer({ min: 0, max: 18 }),
    }),
  );

  it('accepts every deposit the sandbox builds, for the exact amount and recipient', () => {
    fc.assert(
      fc.property(
        wallet,
        key,
        token,
        fc.bigInt({ min: 1n, max: 2n ** 64n - 1n }),
        fc.bigInt({ min: 0n, max: 2n ** 63n }),
        fc.nat(),
        (sender, deposit, tokenSpec, amount, sequence, height) => {
          const a = action({
            amount,
            token: tokenSpec,
            sender: sender.toBase58(),
            deposit: deposit.toBase58(),
            sequence,
          });
          const expected = chosen({ amount, token: tokenSpec });
          const built = buildSolanaDeposit(a, {
            sender: sender.toBase58(),
            recentBlockhash: FRESH_BLOCKHASH,
            lastValidBlockHeight: height,
            expected,
            sequenceNumber: sequence,
          });
          const { transaction, memo: text } = built;
          expect(describeSolanaDeposit(built, expected, 'Solana')).toEqual({
            amount,
            decimals: tokenSpec.decimals,
            symbol: tokenSpec.symbol,
            network: 'Solana',
            to: deposit.toBase58(),
            memo: sequence.toString(),
          });
          expect(transaction.feePayer?.equals(sender)).toBe(true);
          expect(transaction.recentBlockhash).toBe(FRESH_BLOCKHASH);
          expect(transaction.lastValidBlockHeight).toBe(height);
          expect(text).toBe(sequence.toString());
          if (tokenSpec.contract === null) {
            const transfer = SystemInstruction.decodeTransfer(at(transaction, 0));
            expect(transfer.toPubkey.equals(deposit)).toBe(true);
            expect(transfer.lamports).toBe(amount);
          } else {
            const transfer = decodeTransferCheckedInstruction(at(transaction, 1));
            expect(transfer.keys.destination.pubkey.equals(ata(tokenSpec.contract, deposit))).toBe(true);
            expect(transfer.data.amount).toBe(amount);
            expect(transfer.data.decimals).toBe(tokenSpec.decimals);
          }
          // Any other sender is refused, and so is the deposit for any other swap.
          expect(
            refusal(() =>
              buildSolanaDeposit(a, { ...CTX, expected, sequenceNumber: sequence, sender: OTHER.toBase58() }),
            ).code,
          ).toBe('WRONG_FEE_PAYER');
          const other = { ...CTX, expected, sender: sender.toBase58(), sequenceNumber: sequence + 1n };
          expect(refusal(() => buildSolanaDeposit(a, other)).code).toBe('WRONG_SEQUENCE');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses or keeps the deposit intact whatever bytes of the call data are changed', () => {
    const samples = [action(), usdc()];
    const contexts = [CTX, USDC_CTX];
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 }),
        (which, edits) => {
          const a = samples[which];
          if (!a) throw new Error('no sample');
          const bytes = Buffer.from(a.call_data ?? '', 'base64');
          for (const [index, value] of edits) bytes[index % bytes.length] = value;
          let built: ReturnType<typeof buildSolanaDeposit>;
          try {
            built = buildSolanaDeposit({ ...a, call_data: bytes.toString('base64') }, contexts[which] ?? CTX);
          } catch (error) {
            expect(error).toBeInstanceOf(SolanaDepositError);
            return;
          }
          // Accepted: it still moves exactly the amount to the deposit address, paid by the sender.
          const { transaction } = built;
          expect(transaction.feePayer?.toBase58()).toBe(SENDER);
          if (which === 0) {
            const transfers = transaction.instructions.filter((i) =>
              i.programId.equals(SystemProgram.programId),
            );
            expect(transfers).toHaveLength(1);
            const transfer = SystemInstruction.decodeTransfer(transfers[0] as TransactionInstruction);
            expect(transfer.toPubkey.toBase58()).toBe(DEPOSIT);
            expect(transfer.lamports).toBe(250_000_000n);
          } else {
            const transfer = decodeTransferCheckedInstruction(at(transaction, 1));
            expect(transfer.keys.destination.pubkey.equals(ata(USDC, DEPOSIT))).toBe(true);
            expect(transfer.data.amount).toBe(123_456_789n);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('describeSolanaDeposit', () => {
  it("reads the amount, the deposit address and the swap's number from the built transaction", () => {
    expect(describeSolanaDeposit(buildSolanaDeposit(action(), CTX), CTX.expected, 'Solana')).toEqual({
      amount: 250_000_000n,
      decimals: 9,
      symbol: 'SOL',
      network: 'Solana',
      to: DEPOSIT,
      memo: '11177265',
    });
    expect(describeSolanaDeposit(buildSolanaDeposit(usdc(), USDC_CTX), USDC_CTX.expected, 'Solana')).toEqual({
      amount: 123_456_789n,
      decimals: 6,
      symbol: 'USDC',
      network: 'Solana',
      to: DEPOSIT,
      memo: '11177265',
    });
  });

  it('reads a plain Transfer from the TransferChecked it was rebuilt as', () => {
    const plain = tampered(usdc(), (tx) => {
      tx.instructions.splice(
        1,
        1,
        createTransferInstruction(ata(USDC, SENDER), ata(USDC, DEPOSIT), new PublicKey(SENDER), 123_456_789n),
      );
    });
    const preview = describeSolanaDeposit(buildSolanaDeposit(plain, USDC_CTX), USDC_CTX.expected, 'Solana');
    expect(preview).toMatchObject({ amount: 123_456_789n, decimals: 6, to: DEPOSIT });
  });

  it('does not describe a transaction that pays anyone else or moves another amount (a bug, not a refusal)', () => {
    const built = buildSolanaDeposit(usdc(), USDC_CTX);
    const redirected = new Transaction();
    redirected.add(
      createTransferCheckedInstruction(
        ata(USDC, SENDER),
        new PublicKey(USDC),
        ata(USDC, OTHER),
        new PublicKey(SENDER),
        123_456_789n,
        6,
      ),
    );
    expect(() =>
      describeSolanaDeposit({ ...built, transaction: redirected }, USDC_CTX.expected, 'Solana'),
    ).toThrow(/deposit address/);
    const sol = buildSolanaDeposit(action(), CTX);
    expect(() =>
      describeSolanaDeposit({ ...sol, recipient: OTHER.toBase58() }, CTX.expected, 'Solana'),
    ).toThrow(/deposit address/);
    expect(() => describeSolanaDeposit(sol, USDC_CTX.expected, 'Solana')).toThrow(/exactly one/);
    const noMemo = new Transaction().add(at(sol.transaction, 0));
    expect(() => describeSolanaDeposit({ ...sol, transaction: noMemo }, CTX.expected, 'Solana')).toThrow(
      /memo/,
    );
  });
});

/**
 * The security review's table: deposit actions that do not send what the person chose, each of
 * which must be refused with its code before anything is built. The figures are printed.
 */
describe('buildSolanaDeposit: hostile actions', () => {
  const sender = new PublicKey(SENDER);
  /** 100 USDC, the person's choice in the review's example. */
  const HUNDRED = 100_000_000n;
  const usdcChoice: SolanaDepositContext = {
    ...CTX,
    expected: chosen({ amount: HUNDRED, token: USDC_TOKEN }),
  };
  const hundred = (raw: Record<string, unknown> = {}) => action({ amount: HUNDRED, token: USDC_TOKEN }, raw);
  const checked = (amount: bigint, decimals: number, mint = USDC, to = DEPOSIT) =>
    createTransferCheckedInstruction(
      ata(mint, SENDER),
      new PublicKey(mint),
      ata(mint, to),
      sender,
      amount,
      decimals,
    );
  const plainTransfer = (amount: bigint) =>
    createTransferInstruction(ata(USDC, SENDER), ata(USDC, DEPOSIT), sender, amount);
  /** The USDC deposit whose SPL transfer is replaced (the ATA create stays in front). */
  const withTransfer = (a: DepositAction, transfer: TransactionInstruction) =>
    tampered(a, (tx) => {
      tx.instructions[1] = transfer;
    });
  const nineDecimals = { ...USDC_TOKEN, decimals: 9 };

  type Case = HostileAction<SolanaDepositContext> & { by: 'ExpectedDepositError' | 'SolanaDepositError' };
  const cases: Case[] = [
    {
      name: 'the review’s attack: "USDC, 9 decimals" for 100 USDC, a plain Transfer of 100,000 USDC',
      action: withTransfer(
        hundred({ token: nineDecimals, amount_in_base_units: (HUNDRED * 1000n).toString(), amount: 100 }),
        plainTransfer(HUNDRED * 1000n),
      ),
      ctx: usdcChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_DECIMALS',
    },
    {
      name: 'another token contract, with the chosen symbol',
      action: action({ amount: HUNDRED, token: { ...USDC_TOKEN, contract: USDT } }),
      ctx: usdcChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'the chosen mint under another symbol',
      action: hundred({ token: { ...USDC_TOKEN, symbol: 'USDT' } }),
      ctx: usdcChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'wrong decimals in token.decimals, with a TransferChecked that agrees with them',
      action: action({ amount: HUNDRED, token: nineDecimals }),
      ctx: usdcChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_DECIMALS',
    },
    {
      name: 'wrong decimals in token.decimals, with a plain Transfer (which names none)',
      action: withTransfer(hundred({ token: nineDecimals, amount: 0.1 }), plainTransfer(HUNDRED)),
      ctx: usdcChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_DECIMALS',
    },
    {
      name: 'a TransferChecked whose decimals lie, token.decimals honest',
      action: withTransfer(hundred(), checked(HUNDRED, 9)),
      ctx: usdcChoice,
      by: 'SolanaDepositError',
      code: 'WRONG_DECIMALS',
    },
    {
      name: 'a TransferChecked of another mint, the action honest',
      action: withTransfer(hundred(), checked(HUNDRED, 6, USDT)),
      ctx: usdcChoice,
      by: 'SolanaDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'another network',
      action: hundred({ network: { name: 'SOLANA_DEVNET', type: 'solana' } }),
      ctx: usdcChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_NETWORK',
    },
    {
      name: 'the action’s amount one base unit more (its transaction agreeing)',
      action: action({ amount: HUNDRED + 1n, token: USDC_TOKEN }),
      ctx: usdcChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'the action’s amount one base unit less (its transaction agreeing)',
      action: action({ amount: HUNDRED - 1n, token: USDC_TOKEN }),
      ctx: usdcChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'the TransferChecked one base unit more than the honest action',
      action: withTransfer(hundred(), checked(HUNDRED + 1n, 6)),
      ctx: usdcChoice,
      by: 'SolanaDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'the plain Transfer one base unit more than the honest action',
      action: withTransfer(hundred(), plainTransfer(HUNDRED + 1n)),
      ctx: usdcChoice,
      by: 'SolanaDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'the SOL transfer one lamport more than the honest action',
      action: tampered(action(), (tx) => {
        tx.instructions[0] = SystemProgram.transfer({
          fromPubkey: sender,
          toPubkey: new PublicKey(DEPOSIT),
          lamports: 250_000_001n,
        });
      }),
      ctx: CTX,
      by: 'SolanaDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'a SOL deposit when USDC was chosen',
      action: action({ amount: HUNDRED, token: { ...SOL_TOKEN, symbol: 'USDC', decimals: 6 } }),
      ctx: usdcChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'a USDC deposit when SOL was chosen',
      action: action({ amount: 250_000_000n, token: { ...USDC_TOKEN, symbol: 'SOL', decimals: 9 } }),
      ctx: CTX,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'no token named',
      action: hundred({ token: undefined }),
      ctx: usdcChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_TOKEN',
    },
    {
      name: 'no exact amount',
      action: hundred({ amount_in_base_units: undefined }),
      ctx: usdcChoice,
      by: 'ExpectedDepositError',
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'the memo of another swap, the transfer honest',
      action: action({ amount: HUNDRED, token: USDC_TOKEN, sequence: SEQUENCE + 1n }),
      ctx: usdcChoice,
      by: 'SolanaDepositError',
      code: 'WRONG_SEQUENCE',
    },
    {
      name: 'a free-text memo',
      action: tampered(hundred(), (tx) => {
        tx.instructions[2] = memo('for swap 11177265');
      }),
      ctx: usdcChoice,
      by: 'SolanaDepositError',
      code: 'BAD_MEMO',
    },
    {
      name: 'no memo',
      action: tampered(hundred(), (tx) => {
        tx.instructions.pop();
      }),
      ctx: usdcChoice,
      by: 'SolanaDepositError',
      code: 'MISSING_FIELD',
    },
    {
      name: "the swap's number unknown",
      action: hundred(),
      ctx: { ...usdcChoice, sequenceNumber: undefined },
      by: 'SolanaDepositError',
      code: 'NO_SEQUENCE',
    },
    {
      name: 'no expectation at all',
      action: hundred(),
      ctx: { ...usdcChoice, expected: undefined as unknown as ExpectedDeposit },
      by: 'ExpectedDepositError',
      code: 'NO_EXPECTATION',
    },
  ];

  it('refuses every one with its code, and builds nothing', () => {
    const refused = expectEachRefused(
      cases,
      buildSolanaDeposit,
      /^[A-Z"].*Portage will not sign (?:it|them)\.$/,
    );
    console.info(`Solana hostile deposit actions: ${cases.length} tried, ${refused} refused`);
    expect(cases.length).toBeGreaterThanOrEqual(10);
    expect(refused).toBe(cases.length);
  });

  it('accepts the honest action of the same table', () => {
    expect(buildSolanaDeposit(hundred(), usdcChoice).transaction.instructions).toHaveLength(3);
  });
});
