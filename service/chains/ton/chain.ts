/**
 * The local TON chain: an in-process @ton/sandbox `Blockchain` with the sandbox's accounts and
 * its test jetton (PTT), run one message at a time.
 *
 * @ton/sandbox has no blocks: a message and everything it causes execute at once. The chain
 * keeps a height of its own instead, a counter that `tick()` advances (the backend does on a
 * timer) and that each executed batch advances too, so that confirmations can be counted as on
 * the other local chains. A batch is what one external message caused: the sender's wallet's
 * transaction and every internal message after it.
 */
import { Address, beginCell, contractAddress, type Message, type TupleItem } from '@ton/core';
import {
  Blockchain,
  type BlockchainTransaction,
  createShardAccount,
  type GetMethodResult,
  type SandboxContract,
  type TreasuryContract,
} from '@ton/sandbox';
import {
  jettonMinterInit,
  mintBody,
  normalizedHash,
  type OutgoingMessage,
  signWalletTransfer,
  TON,
  TON_TEST_ACCOUNTS,
  type TonTestAccount,
} from './contracts';

/** The test jetton, PTT: 9 decimals like TON. */
export const PTT = { symbol: 'PTT', name: 'Portage Test Token', decimals: 9 } as const;
const PTT_UNIT = 10n ** BigInt(PTT.decimals);

/** What each sandbox account starts with. */
export const TON_FUNDING = {
  service: { ton: 10n * TON, ptt: 0n },
  hot: { ton: 1_000_000n * TON, ptt: 1_000_000n * PTT_UNIT },
  user: { ton: 10_000n * TON, ptt: 1_000_000n * PTT_UNIT },
  other: { ton: 1_000n * TON, ptt: 1_000n * PTT_UNIT },
} as const;

/** What one external message caused. */
export interface ExecutedBatch {
  /** The normalized hash of the external message (TEP-467): the batch's name. */
  hash: string;
  /** The chain's height it was executed at. */
  height: bigint;
  transactions: readonly BlockchainTransaction[];
}

export type AccountStatus = 'active' | 'uninitialized' | 'frozen';

/** How many executed batches are kept for look-ups by hash, and transactions per account. */
const KEPT_BATCHES = 2_000;
const KEPT_TRANSACTIONS = 100;

export class TonChain {
  private heightValue = 1n;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly batches = new Map<string, ExecutedBatch>();
  private readonly listeners = new Set<(batch: ExecutedBatch) => void>();
  /** Each account's latest transactions, newest first, by raw address. */
  private readonly history = new Map<string, BlockchainTransaction[]>();

  private constructor(
    readonly blockchain: Blockchain,
    /** The PTT jetton master (minter). */
    readonly minter: Address,
  ) {}

  /** A fresh chain: the accounts of `TON_TEST_ACCOUNTS` funded, PTT deployed and minted. */
  static async create(): Promise<TonChain> {
    const blockchain = await Blockchain.create({ uiOptions: { enabled: false } });
    for (const [name, account] of Object.entries(TON_TEST_ACCOUNTS)) {
      const { wallet } = account;
      const funding = TON_FUNDING[name as keyof typeof TON_FUNDING];
      // Deployed from the start (code and data of a fresh WalletV4, seqno 0) with their funding.
      await blockchain.setShardAccount(
        wallet.address,
        createShardAccount({
          address: wallet.address,
          code: wallet.init.code,
          data: wallet.init.data,
          balance: funding.ton,
        }),
      );
    }
    const admin = await blockchain.treasury('portage-ton-jetton-admin');
    const init = jettonMinterInit(admin.address, PTT.name);
    const chain = new TonChain(blockchain, contractAddress(0, init));
    await expectSuccess(
      admin.send({ to: chain.minter, value: TON, init, bounce: false }),
      'deploying the PTT minter',
    );
    for (const [name, account] of Object.entries(TON_TEST_ACCOUNTS)) {
      const ptt = TON_FUNDING[name as keyof typeof TON_FUNDING].ptt;
      if (ptt > 0n) await chain.mint(admin, account.wallet.address, ptt);
    }
    return chain;
  }

  private async mint(
    admin: SandboxContract<TreasuryContract>,
    owner: Address,
    amount: bigint,
  ): Promise<void> {
    const body = mintBody(this.minter, owner, amount, TON / 20n);
    await expectSuccess(admin.send({ to: this.minter, value: TON / 5n, body }), `minting PTT for ${owner}`);
  }

  height(): bigint {
    return this.heightValue;
  }

  /** The next "block": advances the height. */
  tick(): bigint {
    this.heightValue += 1n;
    return this.heightValue;
  }

  /** Calls `listener` after each executed batch; returns the function that stops it. */
  onBatch(listener: (batch: ExecutedBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** An executed batch by the normalized hash of its external message. */
  batch(hash: string): ExecutedBatch | undefined {
    return this.batches.get(hash.toLowerCase());
  }

  /**
   * Executes an external message (a wallet's signed transfer) and everything it causes, after
   * whatever was sent before. Rejects, executing nothing, when the receiving contract does not
   * accept it (a bad signature, an old seqno, an expired message), as a node would refuse it.
   */
  sendExternal(message: Message): Promise<ExecutedBatch> {
    return this.serially(() => this.execute(message));
  }

  /** Signs `messages` with a sandbox account's WalletV4 (its current seqno) and executes them. */
  sendFrom(account: TonTestAccount, messages: readonly OutgoingMessage[]): Promise<ExecutedBatch> {
    // Seqno read and message executed in one turn of the queue, so two sends never share a seqno.
    return this.serially(async () => {
      const status = await this.status(account.wallet.address);
      const seqno = status === 'active' ? await this.seqno(account.wallet.address) : 0;
      return this.execute(signWalletTransfer({ account, seqno, messages, deployed: status === 'active' }));
    });
  }

  private async execute(message: Message): Promise<ExecutedBatch> {
    const hash = normalizedHash(message);
    const result = await this.blockchain.sendMessage(message);
    const batch: ExecutedBatch = { hash, height: this.tick(), transactions: result.transactions };
    this.batches.set(hash, batch);
    if (this.batches.size > KEPT_BATCHES) {
      const oldest = this.batches.keys().next().value;
      if (oldest !== undefined) this.batches.delete(oldest);
    }
    for (const transaction of batch.transactions) this.remember(transaction);
    for (const listener of this.listeners) {
      try {
        listener(batch);
      } catch (error) {
        // The message was executed all the same: a listener's failure must not say otherwise.
        console.error('local TON chain: a batch listener failed', error);
      }
    }
    return batch;
  }

  private remember(transaction: BlockchainTransaction): void {
    const dest = transaction.inMessage?.info.dest;
    if (!Address.isAddress(dest)) return;
    const key = dest.toRawString();
    const list = this.history.get(key) ?? [];
    list.unshift(transaction);
    list.length = Math.min(list.length, KEPT_TRANSACTIONS);
    this.history.set(key, list);
  }

  /**
   * An account's latest transactions sent through this chain, newest first. (Kept here: the
   * sandbox's own `getTransactions` reverses its list in place at every call.)
   */
  transactions(address: Address, limit: number): readonly BlockchainTransaction[] {
    return (this.history.get(address.toRawString()) ?? []).slice(0, limit);
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => {});
    return run;
  }

  async balance(address: Address): Promise<bigint> {
    return (await this.blockchain.getContract(address)).balance;
  }

  async status(address: Address): Promise<AccountStatus> {
    const state = (await this.blockchain.getContract(address)).accountState;
    if (state?.type === 'active') return 'active';
    if (state?.type === 'frozen') return 'frozen';
    return 'uninitialized';
  }

  /** Runs a get-method of an active contract (throws for one without code; the API answers -13). */
  async runGetMethod(address: Address, method: string, stack: TupleItem[] = []): Promise<GetMethodResult> {
    return this.blockchain.runGetMethod(address, method, stack);
  }

  async seqno(wallet: Address): Promise<number> {
    return (await this.runGetMethod(wallet, 'seqno')).stackReader.readNumber();
  }

  /** The jetton wallet of `owner` for PTT (whether it is deployed or not). */
  async jettonWallet(owner: Address): Promise<Address> {
    const result = await this.runGetMethod(this.minter, 'get_wallet_address', [
      { type: 'slice', cell: beginCell().storeAddress(owner).endCell() },
    ]);
    return result.stackReader.readAddress();
  }

  /** `owner`'s PTT balance in base units (0 while its jetton wallet does not exist). */
  async jettonBalance(owner: Address): Promise<bigint> {
    const wallet = await this.jettonWallet(owner);
    if ((await this.status(wallet)) !== 'active') return 0n;
    return (await this.runGetMethod(wallet, 'get_wallet_data')).stackReader.readBigNumber();
  }
}

async function expectSuccess(
  sending: Promise<{ transactions: readonly BlockchainTransaction[] }>,
  what: string,
) {
  const { transactions } = await sending;
  const failed = transactions.find(
    (transaction) =>
      transaction.description.type === 'generic' &&
      (transaction.description.aborted ||
        (transaction.description.computePhase.type === 'vm' &&
          !transaction.description.computePhase.success)),
  );
  if (failed) throw new Error(`${what} failed on the local TON chain`);
}
