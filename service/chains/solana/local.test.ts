/**
 * Swaps from the local Solana chain, end to end: the sandbox with its litesvm bank and JSON-RPC
 * node, and the two anvil chains, on free ports. Deposits are built by the widget's own builder
 * (`buildSolanaDeposit`) from the service's deposit action, signed with the test user's key and
 * sent through the node with web3.js (`sendRawTransaction`, then `confirmTransaction` over the
 * websocket), as the wallet module does. Every result is read back from both chains.
 */
import {
  ACCOUNT_SIZE,
  AccountLayout,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js';
import { type Address, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwapResponse } from '../../../src/api/types';
import { buildSolanaDeposit } from '../../../src/chains/solana/deposit';
import type { TestSandbox } from '../../testing';
import type { LocalEvmChain } from '../evm/local';
import { ANVIL_TEST_ACCOUNTS } from '../evm/setup';
import {
  evmPttBalance,
  expectedOf,
  freshEvmAddress,
  pttSwapBody,
  startChainSandbox,
  transactionOf,
  waitForSwapStatus,
} from '../testing';
import { SOLANA_TEST_KEYS } from './keys';
import { LAMPORTS_PER_SIGNATURE } from './ledger';
import type { LocalSolanaChain } from './local';
import { PTT_MINT, SOLANA_FLOATS } from './setup';

const USER = SOLANA_TEST_KEYS.user;
const HOT_WALLET = SOLANA_TEST_KEYS.hotWallet.publicKey.toBase58();
const SWAP_TIMEOUT_MS = 45_000;
const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

let sandbox: TestSandbox;
let solana: LocalSolanaChain;
let connection: Connection;
let l2: LocalEvmChain;
/** Rent of a new token account, paid by whoever creates it. */
let tokenAccountRent: bigint;

beforeAll(async () => {
  ({ sandbox, backend: solana, l2 } = await startChainSandbox<LocalSolanaChain>('solana'));
  // The node serves its websocket on its own port (web3.js would otherwise try the next one).
  connection = new Connection(solana.url, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' });
  tokenAccountRent = BigInt(await connection.getMinimumBalanceForRentExemption(ACCOUNT_SIZE));
}, 90_000);

afterAll(async () => {
  await sandbox?.close();
});

function pttAccount(owner: PublicKey | string): PublicKey {
  return getAssociatedTokenAddressSync(PTT_MINT, new PublicKey(owner), true);
}

/** The PTT an owner holds (0 when its token account does not exist), read through the node. */
async function pttBalance(owner: PublicKey | string): Promise<bigint> {
  const account = await connection.getAccountInfo(pttAccount(owner));
  return account ? AccountLayout.decode(account.data).amount : 0n;
}

async function lamportsOf(owner: PublicKey | string): Promise<bigint> {
  return BigInt(await connection.getBalance(new PublicKey(owner)));
}

const evmTokenBalance = (owner: Address) => evmPttBalance(l2, owner);

/** Signs with the user key and sends through the node, then waits for `confirmed` over the websocket. */
async function sendAndConfirm(transaction: Transaction, signer: Keypair = USER): Promise<string> {
  transaction.sign(signer);
  const signature = await connection.sendRawTransaction(transaction.serialize());
  const { recentBlockhash, lastValidBlockHeight } = transaction;
  if (!recentBlockhash || lastValidBlockHeight === undefined) throw new Error('no blockhash lifetime');
  const confirmed = await connection.confirmTransaction(
    { signature, blockhash: recentBlockhash, lastValidBlockHeight },
    'confirmed',
  );
  expect(confirmed.value.err).toBeNull();
  return signature;
}

/** What the wallet module does: a fresh blockhash, the widget's builder, the user signs, send, confirm. */
async function depositAsWallet(created: SwapResponse): Promise<{ signature: string; memo: string }> {
  const action = created.deposit_actions[0];
  if (!action) throw new Error('no deposit action');
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  const { transaction, memo } = buildSolanaDeposit(action, {
    sender: USER.publicKey.toBase58(),
    recentBlockhash: blockhash,
    lastValidBlockHeight,
    expected: await expectedOf(sandbox, created),
    sequenceNumber: BigInt(created.swap.metadata?.sequence_number ?? -1),
  });
  return { signature: await sendAndConfirm(transaction), memo };
}

async function freshTransaction(): Promise<Transaction> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  return new Transaction({ feePayer: USER.publicKey, blockhash, lastValidBlockHeight });
}

/** A hand-made PTT transfer from the user to `owner`'s token account (which must exist). */
async function sendPtt(owner: PublicKey | string, amount: bigint, memo?: string): Promise<string> {
  const transaction = (await freshTransaction()).add(
    createTransferCheckedInstruction(
      pttAccount(USER.publicKey),
      PTT_MINT,
      pttAccount(owner),
      USER.publicKey,
      amount,
      6,
    ),
  );
  if (memo !== undefined) {
    transaction.add(
      new TransactionInstruction({ keys: [], programId: MEMO_PROGRAM, data: Buffer.from(memo) }),
    );
  }
  return sendAndConfirm(transaction);
}

/** Creates owners' PTT accounts (a hand-made transfer needs one; a wallet deposit creates its own). */
async function openPttAccounts(...owners: (PublicKey | string)[]): Promise<void> {
  const transaction = await freshTransaction();
  for (const owner of owners) {
    transaction.add(
      createAssociatedTokenAccountIdempotentInstruction(
        USER.publicKey,
        pttAccount(owner),
        new PublicKey(owner),
        PTT_MINT,
      ),
    );
  }
  await sendAndConfirm(transaction);
}

async function sendSol(to: PublicKey | string, amount: bigint): Promise<string> {
  const transaction = (await freshTransaction()).add(
    SystemProgram.transfer({ fromPubkey: USER.publicKey, toPubkey: new PublicKey(to), lamports: amount }),
  );
  return sendAndConfirm(transaction);
}

const body = pttSwapBody('LOCAL_SOLANA', USER.publicKey.toBase58());

const waitForSwap = (id: string, until: readonly string[]) =>
  waitForSwapStatus(sandbox, id, until, { timeoutMs: SWAP_TIMEOUT_MS });

/** Lets `slots` slots pass (the chain moves every 400 ms). */
async function slotsPass(slots: number): Promise<void> {
  const target = solana.ledger.slot() + BigInt(slots);
  while (solana.ledger.slot() < target) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('the local Solana chain', () => {
  it('is a catalog network with SOL and PTT, served by a node holding the test floats', async () => {
    const networks = await sandbox.api.getNetworks();
    const local = networks.find((network) => network.name === 'LOCAL_SOLANA');
    expect(local).toMatchObject({
      display_name: 'Local Solana',
      type: 'solana',
      chain_id: '',
      node_url: solana.url,
      deposit_methods: ['wallet', 'deposit_address'],
    });
    expect(
      local?.tokens?.map((token) => [token.symbol, token.contract, token.decimals, token.group]),
    ).toEqual([
      ['SOL', undefined, 9, 'SOL'],
      ['PTT', PTT_MINT.toBase58(), 6, 'PTT'],
    ]);
    // Before any swap: the floats exactly (the user has paid nothing yet).
    expect(await pttBalance(USER.publicKey)).toBe(SOLANA_FLOATS.userPtt);
    expect(await lamportsOf(USER.publicKey)).toBe(SOLANA_FLOATS.userSol);
    expect(await pttBalance(HOT_WALLET)).toBe(SOLANA_FLOATS.hotWalletPtt);
    // Slots move on their own, and the sandbox reads its heights from them.
    const before = await connection.getSlot();
    await slotsPass(2);
    expect(await connection.getSlot()).toBeGreaterThanOrEqual(before + 2);
    expect(solana.height('LOCAL_SOLANA')).toBe(solana.ledger.slot());
  });

  it('refuses, as a validator does, a transaction whose blockhash is 150 blocks old, and a replay', async () => {
    const stale = (await freshTransaction()).add(
      SystemProgram.transfer({
        fromPubkey: USER.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    );
    stale.sign(USER);
    const before = await lamportsOf(USER.publicKey);
    solana.ledger.advance(151);
    await expect(connection.sendRawTransaction(stale.serialize())).rejects.toThrow(/Blockhash not found/);
    expect(await lamportsOf(USER.publicKey)).toBe(before);

    const once = (await freshTransaction()).add(
      SystemProgram.transfer({
        fromPubkey: USER.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000_000,
      }),
    );
    await sendAndConfirm(once);
    await expect(connection.sendRawTransaction(once.serialize())).rejects.toThrow(/already been processed/);
    expect(await lamportsOf(USER.publicKey)).toBe(before - 1_000_000n - LAMPORTS_PER_SIGNATURE);
  });

  it('gives each swap its own valid deposit address, and refuses the control deposit', async () => {
    const [a, b] = await Promise.all([sandbox.api.createSwap(body({})), sandbox.api.createSwap(body({}))]);
    const first = a.deposit_actions[0]?.to_address ?? '';
    const second = b.deposit_actions[0]?.to_address ?? '';
    expect(first).not.toBe(second);
    expect(PublicKey.isOnCurve(new PublicKey(first).toBytes())).toBe(true);
    const response = await sandbox.call(`/sandbox/swaps/${a.swap.id}/deposit`, { body: {} });
    expect(response.status).toBe(409);
  });
});

describe.concurrent('swaps from the local Solana chain', () => {
  it('PTT → LOCAL_L2 PTT: the deposit is found, the output is really paid on anvil', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(body({ destination_address: destination, amount: '250' }));
    const depositAddress = created.deposit_actions[0]?.to_address ?? '';
    const { signature, memo } = await depositAsWallet(created);
    expect(memo).toBe(String(created.swap.metadata?.sequence_number));

    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    // Solana: the deposit address's token account holds exactly 250 PTT, sent in the wallet's transaction.
    expect(await pttBalance(depositAddress)).toBe(250_000_000n);
    // The user paid exactly 250 PTT, and in SOL the fee and the rent of the deposit's token account.
    const landed = solana.ledger.landed(signature);
    const userPtt = landed?.tokens.find((change) => change.owner === USER.publicKey.toBase58());
    expect(userPtt && userPtt.before - userPtt.after).toBe(250_000_000n);
    const userSol = landed?.lamports.find((change) => change.account === USER.publicKey.toBase58());
    expect(userSol && userSol.before - userSol.after).toBe(LAMPORTS_PER_SIGNATURE + tokenAccountRent);
    const input = transactionOf(final, 'input');
    expect(input).toMatchObject({
      transaction_hash: signature,
      from: USER.publicKey.toBase58(),
      to: depositAddress,
      amount: 250,
      confirmations: 2,
      max_confirmations: 2,
    });
    // LOCAL_L2: the receiver got exactly the quoted receive amount, in the 18-decimal PTT there.
    const receive = parseUnits(String(created.quote?.receive_amount), 18);
    expect(receive).toBeLessThan(parseUnits('250', 18));
    expect(await evmTokenBalance(destination)).toBe(receive);
    const output = transactionOf(final, 'output');
    expect(output.amount).toBe(created.quote?.receive_amount);
    expect(output.from?.toLowerCase()).toBe(ANVIL_TEST_ACCOUNTS.hotWallet.address.toLowerCase());
  }, 60_000);

  it('SOL → LOCAL_L2 ETH through the swap provider: exact lamports in, the ETH output paid', async () => {
    const destination = freshEvmAddress();
    const userBefore = await lamportsOf(USER.publicKey);
    const created = await sandbox.api.createSwap(
      body({
        source_token: 'SOL',
        destination_token: 'ETH',
        destination_address: destination,
        amount: '1.5',
        refund_address: USER.publicKey.toBase58(),
      }),
    );
    const depositAddress = created.deposit_actions[0]?.to_address ?? '';
    const { signature } = await depositAsWallet(created);
    const landed = solana.ledger.landed(signature);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    expect(await lamportsOf(depositAddress)).toBe(1_500_000_000n);
    // The user's own change: exactly the deposit and one signature's fee (read from the transaction,
    // since other tests spend from the same account concurrently).
    const userChange = landed?.lamports.find((change) => change.account === USER.publicKey.toBase58());
    expect(userChange && userChange.before - userChange.after).toBe(1_500_000_000n + LAMPORTS_PER_SIGNATURE);
    expect(userBefore).toBeGreaterThan(0n);
    const receive = parseUnits(String(created.quote?.receive_amount), 18);
    expect(await l2.clients.public.getBalance({ address: destination })).toBe(receive);
    expect(transactionOf(final, 'input').transaction_hash).toBe(signature);
  }, 60_000);

  it('pays out for what arrived, not what was asked: 100 PTT sent to a 250 PTT swap', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(body({ destination_address: destination, amount: '250' }));
    const depositAddress = created.deposit_actions[0]?.to_address ?? '';
    await openPttAccounts(depositAddress);
    const signature = await sendPtt(
      depositAddress,
      100_000_000n,
      String(created.swap.metadata?.sequence_number),
    );
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    expect(transactionOf(final, 'input')).toMatchObject({ transaction_hash: signature, amount: 100 });
    const received = await evmTokenBalance(destination);
    expect(received).toBeGreaterThan(parseUnits('99', 18));
    expect(received).toBeLessThan(parseUnits('100', 18));
    expect(received).toBe(parseUnits(String(transactionOf(final, 'output').amount), 18));
  }, 60_000);

  it('does not count a transfer elsewhere, of the wrong token, or for another swap; then the real one', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(body({ destination_address: destination, amount: '30' }));
    const depositAddress = created.deposit_actions[0]?.to_address ?? '';
    const other = Keypair.generate().publicKey;
    const sequence = created.swap.metadata?.sequence_number;

    // PTT to another owner; SOL to the PTT swap's address; PTT to it with another swap's memo.
    await openPttAccounts(other, depositAddress);
    await sendPtt(other, 30_000_000n, String(sequence));
    await sendSol(depositAddress, 1_000_000_000n);
    await sendPtt(depositAddress, 30_000_000n, String(Number(sequence) + 1));
    await slotsPass(4);
    const waiting = await sandbox.api.getSwap(created.swap.id);
    expect(waiting.swap.status).toBe('user_transfer_pending');
    expect(waiting.swap.transactions).toEqual([]);
    expect(await pttBalance(depositAddress)).toBe(30_000_000n);
    expect(sandbox.logs.filter((line) => line.includes(`(swap ${created.swap.id})`)).length).toBe(2);

    const { signature } = await depositAsWallet(created);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('completed');
    // Only the real deposit counts: the input is its transaction and its 30 PTT.
    expect(transactionOf(final, 'input')).toMatchObject({ transaction_hash: signature, amount: 30 });
    expect(await evmTokenBalance(destination)).toBe(parseUnits(String(created.quote?.receive_amount), 18));
  }, 60_000);

  it('fails a deposit below the minimum and sends nothing', async () => {
    const destination = freshEvmAddress();
    const created = await sandbox.api.createSwap(body({ destination_address: destination, amount: '5' }));
    const depositAddress = created.deposit_actions[0]?.to_address ?? '';
    await openPttAccounts(depositAddress);
    await sendPtt(depositAddress, 500_000n);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap).toMatchObject({ status: 'failed', fail_reason: 'received_less_than_valid_range' });
    expect(final.swap.transactions.map((transaction) => transaction.type)).toEqual(['input']);
    await slotsPass(3);
    expect(await evmTokenBalance(destination)).toBe(0n);
  }, 60_000);

  it('refunds PTT on Solana: the deposit minus the $0.50 fee goes back from the hot wallet', async () => {
    const refundTo = Keypair.generate().publicKey;
    const created = await sandbox.api.createSwap(body({ amount: '40', refund_address: refundTo.toBase58() }));
    const scenario = await sandbox.call(`/sandbox/swaps/${created.swap.id}/scenario`, {
      body: { scenario: 'refund' },
    });
    expect(scenario.status).toBe(200);
    const hotBefore = await pttBalance(HOT_WALLET);
    await depositAsWallet(created);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('refunded');
    // A fresh refund address: its token account was created by the hot wallet and holds 39.5 PTT.
    expect(await pttBalance(refundTo)).toBe(39_500_000n);
    const refund = transactionOf(final, 'refund');
    expect(refund).toMatchObject({ from: HOT_WALLET, to: refundTo.toBase58(), amount: 39.5 });
    const landed = solana.ledger.landed(refund.transaction_hash ?? '');
    expect(landed?.err).toBeNull();
    expect(landed?.feePayer).toBe(HOT_WALLET);
    const hotChange = landed?.tokens.find((change) => change.owner === HOT_WALLET);
    expect(hotChange && hotChange.before - hotChange.after).toBe(39_500_000n);
    expect(hotBefore).toBeGreaterThan(0n);
    // The hot wallet paid the new token account's rent.
    const createdAccount = landed?.lamports.find(
      (change) => change.account === pttAccount(refundTo).toBase58(),
    );
    expect(createdAccount?.after).toBe(tokenAccountRent);
  }, 60_000);

  it('refunds SOL on Solana to the refund address', async () => {
    const refundTo = Keypair.generate().publicKey;
    const created = await sandbox.api.createSwap(
      body({
        source_token: 'SOL',
        destination_token: 'ETH',
        amount: '0.2',
        refund_address: refundTo.toBase58(),
      }),
    );
    await sandbox.call(`/sandbox/swaps/${created.swap.id}/scenario`, { body: { scenario: 'refund' } });
    await depositAsWallet(created);
    const final = await waitForSwap(created.swap.id, ['completed', 'failed', 'refunded']);
    expect(final.swap.status).toBe('refunded');
    // 0.2 SOL minus $0.50 at $150 (0.00333334 SOL, rounded up at 8 digits).
    expect(await lamportsOf(refundTo)).toBe(200_000_000n - 3_333_340n);
    expect(transactionOf(final, 'refund').from).toBe(HOT_WALLET);
  }, 60_000);
});
