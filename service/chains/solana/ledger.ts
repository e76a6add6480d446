/**
 * The local Solana chain: an in-process litesvm bank that behaves, for a wallet and a JSON-RPC
 * client, like a small validator.
 *
 * litesvm executes a transaction the moment it is given one and has no slots of its own, so this
 * module adds what a client relies on: a slot that advances on a timer (a new blockhash with
 * each), blockhashes that stay valid for 150 blocks (litesvm only knows its latest one, so its
 * own check is off and this module checks instead), signature statuses that go from `confirmed`
 * to `finalized`, preflight simulation, and, for every transaction that lands, the balances it
 * changed (lamports and SPL token amounts, before and after), so a deposit is what arrived.
 */

import { base58 } from '@scure/base';
import { type Address, address, getTransactionDecoder, lamports, type Signature } from '@solana/kit';
import { ACCOUNT_SIZE, AccountLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';

/** How long a blockhash stays usable, in blocks (Solana's MAX_PROCESSING_AGE). */
export const BLOCKHASH_LIFETIME = 150n;
/** Slots after which a landed transaction is reported `finalized` (a root on a real cluster). */
export const FINALITY_DEPTH = 31n;
/** litesvm's fee: 5000 lamports per signature, as on mainnet without a priority fee. */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]);
/** The landed transactions kept for status look-ups (a bounded memory, like a node's status cache). */
const MAX_REMEMBERED = 50_000;

export type Commitment = 'processed' | 'confirmed' | 'finalized';

/** A JSON-RPC error as the Solana RPC reports it (code, message, optional data). */
export class SolanaRpcError extends Error {
  override readonly name = 'SolanaRpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** A transaction error in the RPC's JSON form: `"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`… */
export type TransactionErrorJson = string | Record<string, unknown>;

export interface BalanceChange {
  account: string;
  before: bigint;
  after: bigint;
}

export interface TokenBalanceChange extends BalanceChange {
  mint: string;
  /** The token account's owner (the wallet the tokens belong to). */
  owner: string;
  /** Whether the token account existed before (a node lists only those in preTokenBalances). */
  existedBefore: boolean;
  /** Whether it still exists after (a closed one is not in postTokenBalances). */
  existsAfter: boolean;
}

/** A transaction the bank executed (successfully or not: a failed one still pays its fee). */
export interface LandedTransaction {
  signature: string;
  slot: bigint;
  err: TransactionErrorJson | null;
  feePayer: string;
  /** Lamports the fee payer paid (per signature, as the bank charges). */
  fee: bigint;
  /** The message's version, as getTransaction reports it. */
  version: 'legacy' | 0;
  /** The message as getTransaction's `json` encoding gives it (account keys aside). */
  message: {
    header: {
      numRequiredSignatures: number;
      numReadonlySignedAccounts: number;
      numReadonlyUnsignedAccounts: number;
    };
    recentBlockhash: string;
    instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: null }[];
  };
  accountKeys: string[];
  /** Lamports of every account the transaction names, before and after. */
  lamports: BalanceChange[];
  /** Classic SPL token accounts the transaction names, before and after (absent before = 0). */
  tokens: TokenBalanceChange[];
  /** The text of each Memo instruction, in order. */
  memos: string[];
  logs: string[];
}

export interface SignatureStatus {
  slot: bigint;
  /** Null once finalized, as the RPC reports it. */
  confirmations: number | null;
  err: TransactionErrorJson | null;
  confirmationStatus: Commitment;
}

export interface AccountView {
  lamports: bigint;
  owner: string;
  data: Uint8Array;
  executable: boolean;
}

export interface SolanaLedger {
  svm: LiteSVM;
  slot(): bigint;
  /** No slot is ever skipped here, so the block height is the slot. */
  blockHeight(): bigint;
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint };
  /** The bank's first blockhash, standing in for the genesis hash. */
  genesisHash: string;
  /**
   * Executes a wire transaction. With preflight, anything that would fail is refused with the
   * RPC's `-32002` error and nothing is charged; without, a transaction that cannot be processed
   * (unknown blockhash, unfunded fee payer) is silently dropped, as a validator would.
   */
  submit(wire: Uint8Array, options?: { skipPreflight?: boolean }): string;
  simulate(wire: Uint8Array): { err: TransactionErrorJson | null; logs: string[]; unitsConsumed: bigint };
  status(signature: string): SignatureStatus | null;
  landed(signature: string): LandedTransaction | null;
  isBlockhashValid(blockhash: string): boolean;
  account(key: string): AccountView | null;
  /** The classic SPL token accounts `owner` holds, of `mint` or of every mint. */
  tokenAccountsOf(owner: string, mint: string | null): { pubkey: string; account: AccountView }[];
  balance(key: string): bigint;
  /** Gives an account lamports out of thin air (the RPC's requestAirdrop). */
  airdrop(key: string, amount: bigint): void;
  minimumBalanceForRentExemption(size: number): bigint;
  /** Moves to the next slot (the timer calls it; tests may call it by hand). */
  advance(slots?: number): void;
  onLanded(listener: (transaction: LandedTransaction) => void): () => void;
  onSlot(listener: (slot: bigint) => void): () => void;
  /** Starts the slot timer. */
  start(slotMs: number): void;
  stop(): void;
}

export function createSolanaLedger(): SolanaLedger {
  // Blockhash ages are checked here (litesvm accepts only its latest); history catches replays.
  const svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(BigInt(MAX_REMEMBERED));
  let slot = 1n;
  svm.warpToSlot(slot);
  const genesisHash = svm.latestBlockhash();
  /** Usable blockhashes → the last block height they are valid at. */
  const recentBlockhashes = new Map<string, bigint>([[genesisHash, slot + BLOCKHASH_LIFETIME]]);
  let latest = genesisHash;
  const history = new Map<string, LandedTransaction>();
  const landedListeners = new Set<(transaction: LandedTransaction) => void>();
  const slotListeners = new Set<(slot: bigint) => void>();
  let timer: NodeJS.Timeout | null = null;

  const decoder = getTransactionDecoder();

  function decode(wire: Uint8Array) {
    let parsed: VersionedTransaction;
    let kit: ReturnType<typeof decoder.decode>;
    try {
      parsed = VersionedTransaction.deserialize(wire);
      kit = decoder.decode(wire);
    } catch (error) {
      throw new SolanaRpcError(
        -32602,
        `invalid transaction: failed to deserialize solana_sdk::transaction::versioned::VersionedTransaction: ${messageOf(error)}`,
      );
    }
    const first = parsed.signatures[0];
    if (!first) throw new SolanaRpcError(-32602, 'invalid transaction: it has no signature');
    return { parsed, kit, signature: base58.encode(first) };
  }

  function blockhashUsable(blockhash: string): boolean {
    const lastValid = recentBlockhashes.get(blockhash);
    return lastValid !== undefined && slot <= lastValid;
  }

  function account(key: string): AccountView | null {
    const found = svm.getAccount(address(key));
    if (!found.exists) return null;
    return {
      lamports: found.lamports,
      owner: found.programAddress,
      data: found.data,
      executable: found.executable,
    };
  }

  function tokenAccount(view: AccountView | null): { mint: string; owner: string; amount: bigint } | null {
    if (!view || view.owner !== TOKEN_PROGRAM_ID.toBase58() || view.data.length !== ACCOUNT_SIZE) return null;
    const decoded = AccountLayout.decode(view.data);
    return { mint: decoded.mint.toBase58(), owner: decoded.owner.toBase58(), amount: decoded.amount };
  }

  function snapshot(keys: readonly string[]) {
    return keys.map((key) => {
      const view = account(key);
      return { key, lamports: view?.lamports ?? 0n, token: tokenAccount(view) };
    });
  }

  function simulateKit(kit: ReturnType<typeof decoder.decode>) {
    const result = svm.simulateTransaction(kit as never);
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta();
      return {
        err: transactionErrorJson(result.err()),
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
      };
    }
    const meta = result.meta();
    return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() };
  }

  function remember(transaction: LandedTransaction): void {
    history.set(transaction.signature, transaction);
    if (history.size > MAX_REMEMBERED) {
      const oldest = history.keys().next().value;
      if (oldest !== undefined) history.delete(oldest);
    }
  }

  function memosOf(parsed: VersionedTransaction, keys: readonly string[]): string[] {
    const memos: string[] = [];
    for (const instruction of parsed.message.compiledInstructions) {
      if (!MEMO_PROGRAMS.has(keys[instruction.programIdIndex] ?? '')) continue;
      memos.push(new TextDecoder().decode(instruction.data));
    }
    return memos;
  }

  const ledger: SolanaLedger = {
    svm,
    genesisHash,
    slot: () => slot,
    blockHeight: () => slot,
    latestBlockhash: () => ({
      blockhash: latest,
      lastValidBlockHeight: recentBlockhashes.get(latest) ?? slot + BLOCKHASH_LIFETIME,
    }),

    submit(wire, options = {}) {
      const { parsed, kit, signature } = decode(wire);
      if (history.has(signature)) {
        if (options.skipPreflight) return signature;
        throw simulationFailure('AlreadyProcessed', []);
      }
      const usable = blockhashUsable(parsed.message.recentBlockhash);
      if (!options.skipPreflight) {
        if (!usable) throw simulationFailure('BlockhashNotFound', []);
        const simulated = simulateKit(kit);
        if (simulated.err !== null) throw simulationFailure(simulated.err, simulated.logs);
      } else if (!usable) {
        // A validator drops it: it never lands, and its status stays unknown.
        return signature;
      }

      const keys = parsed.message.staticAccountKeys.map((key) => key.toBase58());
      const before = snapshot(keys);
      let result: ReturnType<LiteSVM['sendTransaction']>;
      try {
        result = svm.sendTransaction(kit as never);
      } catch (error) {
        // litesvm refuses a transaction missing a signature before executing it.
        throw new SolanaRpcError(-32003, `Transaction signature verification failure: ${messageOf(error)}`);
      }
      // Only what the bank committed (executed, or failed but charged) is in its history.
      if (svm.getTransaction(signature as Signature) === null) return signature;
      const after = snapshot(keys);
      const outcome =
        result instanceof FailedTransactionMetadata
          ? { err: transactionErrorJson(result.err()), logs: result.meta().logs() }
          : { err: null, logs: result.logs() };
      const landed: LandedTransaction = {
        signature,
        slot,
        err: outcome.err,
        feePayer: keys[0] ?? '',
        fee: LAMPORTS_PER_SIGNATURE * BigInt(parsed.message.header.numRequiredSignatures),
        version: parsed.version === 'legacy' ? 'legacy' : 0,
        message: {
          header: { ...parsed.message.header },
          recentBlockhash: parsed.message.recentBlockhash,
          instructions: parsed.message.compiledInstructions.map((instruction) => ({
            programIdIndex: instruction.programIdIndex,
            accounts: [...instruction.accountKeyIndexes],
            data: base58.encode(instruction.data),
            stackHeight: null,
          })),
        },
        accountKeys: keys,
        lamports: before.map((entry, index) => ({
          account: entry.key,
          before: entry.lamports,
          after: after[index]?.lamports ?? 0n,
        })),
        tokens: before.flatMap((entry, index) => {
          const post = after[index]?.token ?? null;
          const token = post ?? entry.token;
          if (!token) return [];
          return [
            {
              account: entry.key,
              mint: token.mint,
              owner: token.owner,
              before: entry.token?.amount ?? 0n,
              after: post?.amount ?? 0n,
              existedBefore: entry.token !== null,
              existsAfter: post !== null,
            },
          ];
        }),
        memos: memosOf(parsed, keys),
        logs: outcome.logs,
      };
      remember(landed);
      notify(landedListeners, landed);
      return signature;
    },

    simulate(wire) {
      const { parsed, kit } = decode(wire);
      if (!blockhashUsable(parsed.message.recentBlockhash)) {
        return { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0n };
      }
      return simulateKit(kit);
    },

    status(signature) {
      const landed = history.get(signature);
      if (!landed) return null;
      const depth = slot - landed.slot;
      const finalized = depth >= FINALITY_DEPTH;
      return {
        slot: landed.slot,
        confirmations: finalized ? null : Number(depth),
        err: landed.err,
        confirmationStatus: finalized ? 'finalized' : 'confirmed',
      };
    },

    landed: (signature) => history.get(signature) ?? null,
    isBlockhashValid: blockhashUsable,
    account,
    tokenAccountsOf(owner, mint) {
      return svm.getProgramAccounts(address(TOKEN_PROGRAM_ID.toBase58())).flatMap((found) => {
        const view: AccountView = {
          lamports: found.lamports,
          owner: found.programAddress,
          data: Uint8Array.from(found.data),
          executable: found.executable,
        };
        const token = tokenAccount(view);
        if (!token || token.owner !== owner || (mint !== null && token.mint !== mint)) return [];
        return [{ pubkey: found.address, account: view }];
      });
    },
    balance: (key) => account(key)?.lamports ?? 0n,
    airdrop(key, amount) {
      const result = svm.airdrop(address(key) as Address, lamports(amount));
      if (result instanceof FailedTransactionMetadata || result === null) {
        throw new Error(`airdrop to ${key} failed: ${result?.toString() ?? 'no result'}`);
      }
    },
    minimumBalanceForRentExemption: (size) => svm.minimumBalanceForRentExemption(BigInt(size)),

    advance(slots = 1) {
      for (let i = 0; i < slots; i++) {
        slot += 1n;
        svm.warpToSlot(slot);
        svm.expireBlockhash();
        latest = svm.latestBlockhash();
        recentBlockhashes.set(latest, slot + BLOCKHASH_LIFETIME);
        for (const [blockhash, lastValid] of recentBlockhashes) {
          if (lastValid < slot) recentBlockhashes.delete(blockhash);
        }
        notify(slotListeners, slot);
      }
    },

    onLanded(listener) {
      landedListeners.add(listener);
      return () => landedListeners.delete(listener);
    },
    onSlot(listener) {
      slotListeners.add(listener);
      return () => slotListeners.delete(listener);
    },
    start(slotMs) {
      if (timer) return;
      timer = setInterval(() => ledger.advance(), slotMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return ledger;
}

/** Parses a public key, or throws the RPC's invalid-params error. */
export function publicKeyParam(value: unknown, what = 'pubkey'): string {
  if (typeof value === 'string') {
    try {
      return new PublicKey(value).toBase58();
    } catch {
      // Falls through to the error below.
    }
  }
  throw new SolanaRpcError(-32602, `Invalid param: ${what} is not a valid public key`);
}

/**
 * Calls each listener; one that throws is reported and does not stop the others, nor undo what
 * the bank already did (a transaction that landed has landed, whatever a watcher thinks of it).
 */
function notify<T>(listeners: ReadonlySet<(value: T) => void>, value: T): void {
  for (const listener of listeners) {
    try {
      listener(value);
    } catch (error) {
      console.error('local Solana chain: a listener failed:', error);
    }
  }
}

function simulationFailure(err: TransactionErrorJson, logs: string[]): SolanaRpcError {
  return new SolanaRpcError(-32002, `Transaction simulation failed: ${describeTransactionError(err)}`, {
    err,
    logs,
    accounts: null,
    unitsConsumed: 0,
    returnData: null,
  });
}

// ── Transaction errors: litesvm's objects → the RPC's JSON and the validator's wording ────────

/** litesvm's `TransactionErrorFieldless` values, by index (a const enum: no runtime names). */
const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
] as const;

/** litesvm's `InstructionErrorFieldless` values, by index. */
const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
] as const;

/** A litesvm transaction error in the RPC's JSON form. */
export function transactionErrorJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? `TransactionError${error}`;
  if (typeof error === 'object' && error !== null) {
    const name = error.constructor.name;
    const fields = error as { index?: number; accountIndex?: number; err?: () => unknown };
    if (name === 'TransactionErrorInstructionError' && typeof fields.err === 'function') {
      const inner = fields.err();
      const instruction =
        typeof inner === 'number'
          ? (INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`)
          : typeof inner === 'object' && inner !== null && 'code' in inner
            ? { Custom: Number((inner as { code: number }).code) }
            : { BorshIoError: String((inner as { msg?: string } | null)?.msg ?? '') };
      return { InstructionError: [fields.index ?? 0, instruction] };
    }
    if (name === 'TransactionErrorInsufficientFundsForRent')
      return { InsufficientFundsForRent: { account_index: fields.accountIndex ?? 0 } };
    if (name === 'TransactionErrorDuplicateInstruction') return { DuplicateInstruction: fields.index ?? 0 };
    if (name === 'TransactionErrorProgramExecutionTemporarilyRestricted')
      return { ProgramExecutionTemporarilyRestricted: { account_index: fields.accountIndex ?? 0 } };
  }
  return String(error);
}

/** The validator's sentence for a transaction error (what `Transaction simulation failed:` is followed by). */
export function describeTransactionError(error: TransactionErrorJson): string {
  if (typeof error === 'string') {
    const known: Record<string, string> = {
      AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
      InsufficientFundsForFee: 'Insufficient funds for fee',
      AlreadyProcessed: 'This transaction has already been processed',
      BlockhashNotFound: 'Blockhash not found',
      SignatureFailure: 'Transaction did not pass signature verification',
    };
    return known[error] ?? error;
  }
  const instruction = error.InstructionError;
  if (Array.isArray(instruction)) {
    const [index, inner] = instruction as [number, unknown];
    const text =
      typeof inner === 'object' && inner !== null && 'Custom' in inner
        ? `custom program error: 0x${Number((inner as { Custom: number }).Custom).toString(16)}`
        : inner === 'InsufficientFunds'
          ? 'insufficient funds for instruction'
          : String(inner);
    return `Error processing Instruction ${index}: ${text}`;
  }
  const rent = error.InsufficientFundsForRent as { account_index?: number } | undefined;
  if (rent)
    return `Transaction results in an account (${rent.account_index}) with insufficient funds for rent`;
  return JSON.stringify(error);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
