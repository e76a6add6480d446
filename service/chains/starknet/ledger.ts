/**
 * Local Starknet's VERIFYING LEDGER — not a Starknet node. There is no offline Starknet node the
 * sandbox can run, so this keeps accounts, nonces and ERC-20 balances in memory and accepts a v3
 * INVOKE only after checking it with starknet.js exactly as a sequencer's account validation
 * would: the sender is a known account, the nonce is its next one, the signature `[r, s]` verifies
 * against the account's public key over the v3 transaction hash (`hash.calculateInvokeTransactionHash`
 * on this chain's id), and the `__execute__` calldata decodes into calls. It then executes the
 * calls it knows — ERC-20 `transfer(recipient, u256)` on its tokens and `watch(sequence)` on the
 * watchdog — atomically: one call that fails reverts them all (the nonce is still spent, as on
 * Starknet). There is no fee, no contract code, no class, no state root.
 */
import { hash } from 'starknet';
import {
  decodeExecuteCalldata,
  type InvokeTransactionV3,
  invokeTransactionHash,
  verifyInvoke,
} from './invoke';

const TRANSFER = BigInt(hash.getSelectorFromName('transfer'));
const WATCH = BigInt(hash.getSelectorFromName('watch'));
const U128 = 2n ** 128n;

/** An ERC-20 transfer a landed transaction made. */
export interface LedgerTransfer {
  token: string;
  from: string;
  to: string;
  amount: bigint;
}

export interface LandedInvoke {
  hash: string;
  sender: string;
  block: bigint;
  status: 'SUCCEEDED' | 'REVERTED';
  revertReason: string | null;
  transfers: LedgerTransfer[];
  /** The sequence numbers `watch` recorded. */
  watched: bigint[];
}

/** Why the ledger refused a transaction outright (nothing happened, not even the nonce). */
export class LedgerRejection extends Error {
  constructor(
    /** Starknet JSON-RPC error codes: 52 INVALID_TRANSACTION_NONCE, 55 VALIDATION_FAILURE. */
    readonly code: 52 | 55,
    message: string,
  ) {
    super(message);
  }
}

const felt = (value: bigint | string) => `0x${BigInt(value).toString(16).padStart(64, '0')}`;

export class StarknetLedger {
  private readonly accounts = new Map<string, { publicKey: string; nonce: bigint }>();
  private readonly balances = new Map<string, Map<string, bigint>>();
  private readonly landed = new Map<string, LandedInvoke>();
  private readonly listeners = new Set<(invoke: LandedInvoke) => void>();
  private height = 0n;

  constructor(
    /** The chain id felt (hex) that transaction hashes commit to. */
    readonly chainId: string,
    readonly watchdog: string,
  ) {}

  addAccount(address: string, publicKey: string): void {
    this.accounts.set(felt(address), { publicKey, nonce: 0n });
  }

  addToken(token: string, holdings: Record<string, bigint>): void {
    const book = new Map<string, bigint>();
    for (const [owner, amount] of Object.entries(holdings)) book.set(felt(owner), amount);
    this.balances.set(felt(token), book);
  }

  isToken(address: string): boolean {
    return this.balances.has(felt(address));
  }

  balanceOf(token: string, owner: string): bigint | undefined {
    return this.balances.get(felt(token))?.get(felt(owner)) ?? (this.isToken(token) ? 0n : undefined);
  }

  nonce(address: string): bigint | undefined {
    return this.accounts.get(felt(address))?.nonce;
  }

  blockNumber(): bigint {
    return this.height;
  }

  /** A new (empty) block: the chain moves on even when nobody transacts. */
  tick(): void {
    this.height += 1n;
  }

  get(txHash: string): LandedInvoke | undefined {
    return this.landed.get(felt(txHash));
  }

  onLanded(listener: (invoke: LandedInvoke) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Verifies, then executes a v3 invoke in a block of its own; throws `LedgerRejection` if invalid. */
  addInvoke(tx: InvokeTransactionV3): LandedInvoke {
    if (tx.type !== 'INVOKE' || BigInt(tx.version) !== 3n) {
      throw new LedgerRejection(55, 'only v3 INVOKE transactions are accepted');
    }
    const sender = felt(tx.sender_address);
    const account = this.accounts.get(sender);
    if (!account) throw new LedgerRejection(55, `${sender} is not a deployed account on this chain`);
    if (BigInt(tx.nonce) !== account.nonce) {
      throw new LedgerRejection(
        52,
        `invalid nonce ${BigInt(tx.nonce)}: the account's next nonce is ${account.nonce}`,
      );
    }
    if (!verifyInvoke(tx, this.chainId, account.publicKey)) {
      throw new LedgerRejection(55, 'the signature does not verify against the account key');
    }
    const calls = decodeExecuteCalldata(tx.calldata);
    if (!calls) throw new LedgerRejection(55, 'the __execute__ calldata is not a Cairo 1 multicall');

    const txHash = felt(invokeTransactionHash(tx, this.chainId));
    if (this.landed.has(txHash)) throw new LedgerRejection(55, 'the transaction is already known');
    account.nonce += 1n;
    this.height += 1n;

    // Executed on a copy, committed only if every call succeeds: a multicall is atomic.
    const pending = new Map<string, bigint>();
    const read = (token: string, owner: string) =>
      pending.get(`${token}:${owner}`) ?? this.balances.get(token)?.get(owner) ?? 0n;
    const transfers: LedgerTransfer[] = [];
    const watched: bigint[] = [];
    let revertReason: string | null = null;
    for (const call of calls) {
      const contract = felt(call.contractAddress);
      if (this.isToken(contract) && call.selector === TRANSFER) {
        const [to, low, high, ...rest] = call.calldata;
        if (
          to === undefined ||
          low === undefined ||
          high === undefined ||
          rest.length > 0 ||
          low >= U128 ||
          high >= U128
        ) {
          revertReason = `transfer on ${contract}: bad arguments`;
          break;
        }
        const amount = low + high * U128;
        const recipient = felt(to);
        const held = read(contract, sender);
        if (held < amount) {
          revertReason = `transfer on ${contract}: 'u256_sub Overflow' (balance ${held}, amount ${amount})`;
          break;
        }
        pending.set(`${contract}:${sender}`, held - amount);
        pending.set(`${contract}:${recipient}`, read(contract, recipient) + amount);
        transfers.push({ token: contract, from: sender, to: recipient, amount });
      } else if (contract === felt(this.watchdog) && call.selector === WATCH && call.calldata.length === 1) {
        watched.push(call.calldata[0] as bigint);
      } else {
        revertReason = `${contract}: ENTRYPOINT_NOT_FOUND (selector ${felt(call.selector)})`;
        break;
      }
    }
    if (revertReason === null) {
      for (const [key, amount] of pending) {
        const [token, owner] = key.split(':') as [string, string];
        this.balances.get(token)?.set(owner, amount);
      }
    }
    const invoke: LandedInvoke = {
      hash: txHash,
      sender,
      block: this.height,
      status: revertReason === null ? 'SUCCEEDED' : 'REVERTED',
      revertReason,
      transfers: revertReason === null ? transfers : [],
      watched: revertReason === null ? watched : [],
    };
    this.landed.set(txHash, invoke);
    for (const listener of this.listeners) listener(invoke);
    return invoke;
  }
}
