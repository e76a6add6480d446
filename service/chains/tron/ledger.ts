/**
 * Local Tron is a VERIFYING LEDGER, NOT A NODE: there is no offline Tron node to run, so the
 * sandbox keeps TRX and PTT balances in process and accepts a transaction only after checking it
 * the way a Tron node would, with tronweb's own code:
 *
 * - its JSON `raw_data` encodes (tronweb's protobuf encoder, `txCheck`) to `raw_data_hex`, whose
 *   SHA-256 is `txID`;
 * - it holds exactly one contract, a `TransferContract` (TRX) or a `TriggerSmartContract` on the
 *   PTT token calling `transfer(address,uint256)` (decoded with tronweb's ABI decoder);
 * - its one signature recovers (secp256k1, over the txID) to the contract's owner;
 * - its reference block (TaPoS) is one of this ledger's recent blocks, it has not expired, it is
 *   not a duplicate, and the owner can pay (TRX); a token transfer the owner cannot pay, or one
 *   without a fee limit, lands and fails (`REVERT`, `OUT_OF_ENERGY`), as on Tron.
 *
 * There is no virtual machine, no energy or bandwidth accounting and no fee: PTT is the only
 * contract, and its `transfer` and `balanceOf` are implemented here. Transactions apply when they
 * are accepted and are put in the next block; blocks come every `blockMs` (1 s by default) with
 * Tron's block id layout (the height in the first 8 bytes), so TaPoS works as on the real chain.
 */
import { createHash } from 'node:crypto';
import { TronWeb, utils } from 'tronweb';

export const TRC20_TRANSFER_SELECTOR = 'a9059cbb';
/** How far back a reference block may be: Tron keeps 65 536 block ids for TaPoS. */
const TAPOS_WINDOW = 65_536;
/** Tron's longest validity: 24 h after the head block. */
const MAX_EXPIRATION_MS = 24 * 60 * 60 * 1000;

export interface SignedTronTransaction {
  txID: string;
  raw_data: {
    contract: { type: string; parameter: { value: Record<string, unknown>; type_url: string } }[];
  } & Record<string, unknown>;
  raw_data_hex: string;
  signature: string[];
  visible?: boolean;
}

export interface TronBlock {
  number: number;
  /** 64 hex digits: the height in 8 bytes, then 24 bytes of the block's hash. */
  id: string;
  parentId: string;
  timestamp: number;
  txIds: string[];
}

/** What a transaction did, once accepted. */
export interface LedgerEntry {
  tx: SignedTronTransaction;
  kind: 'trx' | 'trc20';
  /** 41-prefixed hex, lower case. */
  from: string;
  to: string;
  /** The token contract (41… hex), or null for TRX. */
  token: string | null;
  amount: bigint;
  /** The transaction's memo (`raw_data.data`) as UTF-8 text, or null. */
  memo: string | null;
  result: 'SUCCESS' | 'REVERT' | 'OUT_OF_ENERGY';
  blockNumber: number | null;
  blockTimestamp: number | null;
}

/** A refusal, with the code Tron's `broadcasttransaction` answers. */
export class TronLedgerError extends Error {
  constructor(
    readonly code:
      | 'SIGERROR'
      | 'CONTRACT_VALIDATE_ERROR'
      | 'TAPOS_ERROR'
      | 'TRANSACTION_EXPIRATION_ERROR'
      | 'DUP_TRANSACTION_ERROR'
      | 'OTHER_ERROR',
    message: string,
  ) {
    super(message);
  }
}

export interface TronLedgerOptions {
  /** Starting balances: base58 or 41-hex address → sun. */
  trx: Record<string, bigint>;
  /** Token contracts (base58) → starting balances. */
  tokens: Record<string, Record<string, bigint>>;
  now?: () => number;
}

export class TronLedger {
  private readonly trx = new Map<string, bigint>();
  private readonly tokens = new Map<string, Map<string, bigint>>();
  private readonly entries = new Map<string, LedgerEntry>();
  private readonly blocks: TronBlock[] = [];
  private pending: string[] = [];
  private readonly listeners = new Set<(block: TronBlock, entries: LedgerEntry[]) => void>();
  private readonly now: () => number;

  constructor(options: TronLedgerOptions) {
    this.now = options.now ?? Date.now;
    for (const [address, balance] of Object.entries(options.trx)) this.trx.set(hex(address), balance);
    for (const [contract, balances] of Object.entries(options.tokens)) {
      this.tokens.set(hex(contract), new Map(Object.entries(balances).map(([a, b]) => [hex(a), b])));
    }
    this.blocks.push(makeBlock(0, '0'.repeat(64), this.now(), []));
  }

  head(): TronBlock {
    return this.blocks[this.blocks.length - 1] as TronBlock;
  }

  block(number: number): TronBlock | undefined {
    const first = this.blocks[0]?.number ?? 0;
    return this.blocks[number - first];
  }

  /** An account the ledger knows (a balance, ever): what `getaccount` answers for. */
  account(address: string): { balance: bigint } | null {
    const balance = this.trx.get(hex(address));
    return balance === undefined ? null : { balance };
  }

  trxBalance(address: string): bigint {
    return this.trx.get(hex(address)) ?? 0n;
  }

  tokenBalance(contract: string, address: string): bigint | null {
    const balances = this.tokens.get(hex(contract));
    return balances === undefined ? null : (balances.get(hex(address)) ?? 0n);
  }

  isToken(contract: string): boolean {
    return this.tokens.has(hex(contract));
  }

  entry(txId: string): LedgerEntry | undefined {
    return this.entries.get(txId.toLowerCase());
  }

  onBlock(listener: (block: TronBlock, entries: LedgerEntry[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Verifies a signed transaction and applies it; it goes into the next block. Throws
   * `TronLedgerError` with the node's code when it would be refused.
   */
  submit(tx: SignedTronTransaction): LedgerEntry {
    const entry = this.verify(tx);
    if (entry.result === 'SUCCESS') this.apply(entry);
    this.entries.set(tx.txID.toLowerCase(), entry);
    this.pending.push(tx.txID.toLowerCase());
    return entry;
  }

  /** Closes a block with the pending transactions. */
  mine(): TronBlock {
    const parent = this.head();
    const txIds = this.pending;
    this.pending = [];
    const block = makeBlock(parent.number + 1, parent.id, Math.max(this.now(), parent.timestamp + 1), txIds);
    this.blocks.push(block);
    if (this.blocks.length > TAPOS_WINDOW) this.blocks.shift();
    const included: LedgerEntry[] = [];
    for (const id of txIds) {
      const entry = this.entries.get(id);
      if (!entry) continue;
      entry.blockNumber = block.number;
      entry.blockTimestamp = block.timestamp;
      included.push(entry);
    }
    for (const listener of this.listeners) listener(block, included);
    return block;
  }

  private verify(tx: SignedTronTransaction): LedgerEntry {
    if (
      typeof tx !== 'object' ||
      tx === null ||
      typeof tx.txID !== 'string' ||
      typeof tx.raw_data_hex !== 'string' ||
      typeof tx.raw_data !== 'object' ||
      tx.raw_data === null ||
      !Array.isArray(tx.raw_data.contract)
    ) {
      throw new TronLedgerError(
        'OTHER_ERROR',
        'not a transaction: txID, raw_data and raw_data_hex are required',
      );
    }
    if (tx.raw_data.contract.length !== 1) {
      throw new TronLedgerError('CONTRACT_VALIDATE_ERROR', 'a transaction holds exactly one contract');
    }
    const type = tx.raw_data.contract[0]?.type;
    if (type !== 'TransferContract' && type !== 'TriggerSmartContract') {
      throw new TronLedgerError(
        'CONTRACT_VALIDATE_ERROR',
        `the local ledger runs TRX and PTT transfers, not ${String(type)}`,
      );
    }
    let consistent: boolean;
    try {
      // tronweb's encoder: the JSON must say what the signed bytes say, and the id be their hash.
      consistent = utils.transaction.txCheck(tx);
    } catch {
      consistent = false;
    }
    if (!consistent) {
      throw new TronLedgerError('OTHER_ERROR', 'raw_data, raw_data_hex and txID do not agree');
    }
    const txId = tx.txID.toLowerCase();
    if (this.entries.has(txId)) throw new TronLedgerError('DUP_TRANSACTION_ERROR', 'dup transaction');

    const raw = utils.deserializeTx.deserializeTransaction(type, tx.raw_data_hex);
    const value = raw.contract[0].parameter.value as Record<string, unknown>;
    const from = String(value.owner_address).toLowerCase();

    if (!Array.isArray(tx.signature) || tx.signature.length !== 1 || typeof tx.signature[0] !== 'string') {
      throw new TronLedgerError('SIGERROR', 'validate signature error: one signature is required');
    }
    let signer: string;
    try {
      signer = utils.crypto.ecRecover(txId, tx.signature[0]).toLowerCase();
    } catch {
      signer = '';
    }
    if (signer !== from) {
      throw new TronLedgerError(
        'SIGERROR',
        `validate signature error: signed by ${signer || 'nobody'}, not the owner ${from}`,
      );
    }

    this.checkTapos(String(raw.ref_block_bytes).toLowerCase(), String(raw.ref_block_hash).toLowerCase());
    const head = this.head();
    const expiration = Number(raw.expiration);
    if (!(expiration > head.timestamp) || expiration > head.timestamp + MAX_EXPIRATION_MS) {
      throw new TronLedgerError('TRANSACTION_EXPIRATION_ERROR', 'transaction expired or expires too late');
    }
    const memo = raw.data ? Buffer.from(String(raw.data), 'hex').toString('utf8') : null;
    const base = { tx, from, memo, blockNumber: null, blockTimestamp: null };

    if (type === 'TransferContract') {
      const to = String(value.to_address).toLowerCase();
      const amount = BigInt(String(value.amount));
      if (amount <= 0n)
        throw new TronLedgerError('CONTRACT_VALIDATE_ERROR', 'Amount must be greater than 0.');
      if (to === from)
        throw new TronLedgerError('CONTRACT_VALIDATE_ERROR', 'Cannot transfer TRX to yourself.');
      if (this.trxBalance(from) < amount) {
        throw new TronLedgerError(
          'CONTRACT_VALIDATE_ERROR',
          'Validate TransferContract error, balance is not sufficient.',
        );
      }
      return { ...base, kind: 'trx', to, token: null, amount, result: 'SUCCESS' };
    }

    const token = String(value.contract_address).toLowerCase();
    if (!this.tokens.has(token)) {
      throw new TronLedgerError('CONTRACT_VALIDATE_ERROR', 'No contract or not a valid smart contract');
    }
    if (Number(value.call_value ?? 0) !== 0 || Number(value.call_token_value ?? 0) !== 0) {
      throw new TronLedgerError('CONTRACT_VALIDATE_ERROR', 'PTT does not take TRX or TRC-10 with a call');
    }
    const data = String(value.data).toLowerCase();
    if (!data.startsWith(TRC20_TRANSFER_SELECTOR) || data.length !== 8 + 128) {
      throw new TronLedgerError(
        'CONTRACT_VALIDATE_ERROR',
        'the local PTT contract runs transfer(address,uint256) only',
      );
    }
    const decoded = utils.abi.decodeParams(['to', 'amount'], ['address', 'uint256'], `0x${data.slice(8)}`);
    const to = String(decoded.to).replace(/^0x/, '41').toLowerCase();
    const amount = BigInt(String(decoded.amount));
    const feeLimit = Number(raw.fee_limit ?? 0);
    const result =
      feeLimit <= 0
        ? 'OUT_OF_ENERGY'
        : (this.tokenBalance(token, from) ?? 0n) < amount
          ? 'REVERT'
          : 'SUCCESS';
    return { ...base, kind: 'trc20', to, token, amount, result };
  }

  private checkTapos(refBytes: string, refHash: string): void {
    const head = this.head().number;
    for (let number = head; number >= Math.max(0, head - TAPOS_WINDOW + 1); number--) {
      if ((number & 0xffff).toString(16).padStart(4, '0') !== refBytes) continue;
      const block = this.block(number);
      if (block && block.id.slice(16, 32) === refHash) return;
      break;
    }
    throw new TronLedgerError('TAPOS_ERROR', 'Tapos check error: the reference block is not on this chain');
  }

  private apply(entry: LedgerEntry): void {
    if (entry.token === null) {
      this.trx.set(entry.from, this.trxBalance(entry.from) - entry.amount);
      this.trx.set(entry.to, this.trxBalance(entry.to) + entry.amount);
      return;
    }
    const balances = this.tokens.get(entry.token) as Map<string, bigint>;
    balances.set(entry.from, (balances.get(entry.from) ?? 0n) - entry.amount);
    balances.set(entry.to, (balances.get(entry.to) ?? 0n) + entry.amount);
    // A token transfer makes no TRX account, but the sender has one (it signed and paid nothing here).
    if (!this.trx.has(entry.from)) this.trx.set(entry.from, 0n);
  }
}

/** An address as 41-prefixed lower-case hex. */
export function hex(address: string): string {
  return (address.startsWith('T') ? TronWeb.address.toHex(address) : address).toLowerCase();
}

function makeBlock(number: number, parentId: string, timestamp: number, txIds: string[]): TronBlock {
  const hash = createHash('sha256')
    .update(`${parentId}:${number}:${timestamp}:${txIds.join(',')}`)
    .digest('hex');
  return { number, id: number.toString(16).padStart(16, '0') + hash.slice(16), parentId, timestamp, txIds };
}
