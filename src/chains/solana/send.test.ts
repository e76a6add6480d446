/**
 * The sending path against a real node: the sandbox's local Solana bank (litesvm) behind its
 * JSON-RPC + websocket facade, on a free port. The "wallet" is the test user's key, with
 * switches to decline, to tamper with the transaction, or to take its time.
 */
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { Connection, Keypair, type PublicKey, SystemProgram, type Transaction } from '@solana/web3.js';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOLANA_TEST_KEYS } from '../../../service/chains/solana/keys';
import type { SolanaLedger } from '../../../service/chains/solana/ledger';
import { type SolanaRpcServer, startSolanaRpc } from '../../../service/chains/solana/rpc';
import { PTT_MINT } from '../../../service/chains/solana/setup';
import { startSolanaTestNode } from '../../../service/chains/solana/testing';
import { buildCallData } from '../../../service/deposits';
import { DepositActionSchema } from '../../api/schemas';
import type { DepositAction, Network } from '../../api/types';
import type { DepositStage } from '../kit/contract';
import { type ExpectedDeposit, ExpectedDepositError } from '../kit/expected';
import { expectedFor } from '../sandbox-actions.test-support';
import { describeSolanaSendError } from './errors';
import { previewSolanaDeposit, type SolanaSigner, sendSolanaDeposit } from './send';

const USER = SOLANA_TEST_KEYS.user;
const NETWORK: Network = { name: 'LOCAL_SOLANA', type: 'solana' } as Network;
const PTT = { symbol: 'PTT', contract: PTT_MINT.toBase58(), decimals: 6 };
const SOL = { symbol: 'SOL', contract: null, decimals: 9 };
/** The swap's sequence number: the memo the sandbox writes, and what the builder is told. */
const SEQUENCE = 100_042n;

let ledger: SolanaLedger;
let rpc: SolanaRpcServer;
let connection: Connection;

beforeAll(async () => {
  ({ ledger, rpc, connection } = await startSolanaTestNode(100));
});

afterAll(async () => {
  // web3.js asks for the signature's status once more after a confirmation: let that finish.
  await new Promise((resolve) => setTimeout(resolve, 300));
  ledger?.stop();
  await rpc?.close();
});

/** A deposit action as the service gives it: the sandbox's own call_data for this swap. */
function action(
  amount: bigint,
  token: typeof PTT | typeof SOL,
  depositAddress = Keypair.generate().publicKey,
  memo = SEQUENCE,
) {
  const built = buildCallData({
    family: 'solana',
    sequenceNumber: memo,
    depositAddress: depositAddress.toBase58(),
    sourceAddress: USER.publicKey.toBase58(),
    amount,
    token,
    network: { name: NETWORK.name },
  });
  const parsed: DepositAction = v.parse(DepositActionSchema, {
    type: 'transfer',
    to_address: built.toAddress,
    amount_in_base_units: amount.toString(),
    network: NETWORK,
    token,
    call_data: built.callData,
  });
  const expected = expectedFor({ family: 'solana', amount, token, network: { name: NETWORK.name } });
  return { action: parsed, depositAddress, expected, sequenceNumber: SEQUENCE };
}

interface Recorded {
  stages: DepositStage[];
  hashes: string[];
  /** Whether the node knew the signature when `onHash` was called. */
  knownAtHash: boolean[];
}

function recorder(): Recorded & { onStage(stage: DepositStage): void; onHash(hash: string): void } {
  const recorded: Recorded = { stages: [], hashes: [], knownAtHash: [] };
  return {
    ...recorded,
    onStage: (stage) => recorded.stages.push(stage),
    onHash: (hash) => {
      recorded.hashes.push(hash);
      recorded.knownAtHash.push(ledger.status(hash) !== null);
    },
  };
}

type Behaviour = 'sign' | 'decline' | 'tamper' | 'slow';

/** The user's key as a wallet that signs what it is given (or misbehaves as told). */
function wallet(behaviour: Behaviour = 'sign'): SolanaSigner & { signed: number } {
  const signer = {
    signed: 0,
    address: USER.publicKey.toBase58(),
    async signTransaction(transaction: Transaction) {
      if (behaviour === 'decline') {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }
      if (behaviour === 'tamper') {
        // A wallet "helpfully" adding an instruction: a transfer to someone else.
        transaction.add(
          SystemProgram.transfer({
            fromPubkey: USER.publicKey,
            toPubkey: Keypair.generate().publicKey,
            lamports: 1_000_000,
          }),
        );
      }
      // A person who leaves the wallet open for more than a minute: the blockhash ages out.
      if (behaviour === 'slow') ledger.advance(151);
      transaction.sign(USER);
      signer.signed += 1;
      return transaction;
    },
    sendTransaction: async () => {
      throw new Error('the fallback path is not expected here');
    },
  };
  return signer;
}

function tokenAccount(owner: PublicKey): string {
  return getAssociatedTokenAddressSync(PTT_MINT, owner, true).toBase58();
}

/** A deposit that is expected to fail: the error, and what was reported on the way. */
async function attempt(
  signer: SolanaSigner,
  deposit: DepositAction,
  expected: ExpectedDeposit,
  /** `null`: the swap's number is not known. */
  sequence: bigint | null = SEQUENCE,
) {
  const record = recorder();
  const failure = await sendSolanaDeposit(connection, signer, {
    action: deposit,
    network: NETWORK,
    expected,
    sequenceNumber: sequence ?? undefined,
    ...record,
  }).catch((error: unknown) => error);
  return { failure, hashes: record.hashes };
}

let userLamports: bigint;
beforeEach(() => {
  userLamports = ledger.balance(USER.publicKey.toBase58());
});

describe('sendSolanaDeposit', () => {
  it('SOL: builds, has the wallet sign, sends, reports the hash once the node has it, confirms', async () => {
    const { action: deposit, depositAddress, expected } = action(2_000_000_000n, SOL);
    const record = recorder();
    const signature = await sendSolanaDeposit(connection, wallet(), {
      action: deposit,
      network: NETWORK,
      expected,
      sequenceNumber: SEQUENCE,
      ...record,
    });
    expect(record.stages).toEqual(['preparing', 'sending', 'broadcasting']);
    expect(record.hashes).toEqual([signature]);
    expect(record.knownAtHash).toEqual([true]);
    expect(ledger.balance(depositAddress.toBase58())).toBe(2_000_000_000n);
    expect(ledger.balance(USER.publicKey.toBase58())).toBe(userLamports - 2_000_000_000n - 5_000n);
    expect(ledger.landed(signature)?.memos).toEqual(['100042']);
  });

  it('PTT: the deposit address’s token account is created and receives exactly the amount', async () => {
    const { action: deposit, depositAddress, expected } = action(12_345_678n, PTT);
    const record = recorder();
    const signature = await sendSolanaDeposit(connection, wallet(), {
      action: deposit,
      network: NETWORK,
      expected,
      sequenceNumber: SEQUENCE,
      ...record,
    });
    const change = ledger
      .landed(signature)
      ?.tokens.find((entry) => entry.owner === depositAddress.toBase58());
    expect(change).toMatchObject({ account: tokenAccount(depositAddress), before: 0n, after: 12_345_678n });
    const spent = ledger.landed(signature)?.tokens.find((entry) => entry.owner === USER.publicKey.toBase58());
    expect(spent && spent.before - spent.after).toBe(12_345_678n);
  });

  it('a declined signature sends nothing and reports no hash', async () => {
    const { action: deposit, depositAddress, expected } = action(1_000_000n, PTT);
    const { failure, hashes } = await attempt(wallet('decline'), deposit, expected);
    expect(describeSolanaSendError(failure).kind).toBe('rejected');
    expect(hashes).toEqual([]);
    expect(ledger.account(tokenAccount(depositAddress))).toBeNull();
    expect(ledger.balance(USER.publicKey.toBase58())).toBe(userLamports);
  });

  it('a wallet that changes the transaction gets it refused, unsent', async () => {
    const { action: deposit, expected } = action(1_000_000_000n, SOL);
    const { failure, hashes } = await attempt(wallet('tamper'), deposit, expected);
    expect(describeSolanaSendError(failure).kind).toBe('refused');
    expect(hashes).toEqual([]);
    expect(ledger.balance(USER.publicKey.toBase58())).toBe(userLamports);
  });

  it('more PTT than the wallet holds: the node’s preflight refuses it, nothing is sent', async () => {
    const { action: deposit, expected } = action(10n ** 15n, PTT);
    const { failure, hashes } = await attempt(wallet(), deposit, expected);
    expect(describeSolanaSendError(failure, 'Local Solana', 'PTT')).toEqual({
      kind: 'insufficient_funds',
      message: 'Your wallet does not have enough PTT for this deposit. Nothing was sent.',
    });
    expect(hashes).toEqual([]);
    expect(ledger.balance(USER.publicKey.toBase58())).toBe(userLamports);
  });

  it('a blockhash that aged out while the wallet was open: refused, nothing sent', async () => {
    const { action: deposit, expected } = action(1_000_000n, PTT);
    const { failure, hashes } = await attempt(wallet('slow'), deposit, expected);
    expect(describeSolanaSendError(failure).kind).toBe('blockhash_expired');
    expect(hashes).toEqual([]);
  });

  it('an unreachable node: a clear error before the wallet is ever asked', async () => {
    const closed = await startSolanaRpc({ ledger, port: 0 });
    const url = closed.url;
    await closed.close();
    const signer = wallet();
    const failure = await sendSolanaDeposit(
      new Connection(url, { wsEndpoint: url.replace('http', 'ws') }),
      signer,
      {
        ...action(1_000_000n, PTT),
        network: NETWORK,
        onHash: () => {},
      },
    ).catch((error: unknown) => error);
    expect(describeSolanaSendError(failure, 'Local Solana').kind).toBe('node_unreachable');
    expect(signer.signed).toBe(0);
  });

  it('a wallet that can only sign and send: its signature is reported and confirmed', async () => {
    const { action: deposit, depositAddress, expected } = action(1_500_000_000n, SOL);
    const record = recorder();
    const sendOnly: SolanaSigner = {
      address: USER.publicKey.toBase58(),
      async sendTransaction(transaction, target) {
        transaction.sign(USER);
        return target.sendRawTransaction(transaction.serialize());
      },
    };
    const signature = await sendSolanaDeposit(connection, sendOnly, {
      action: deposit,
      network: NETWORK,
      expected,
      sequenceNumber: SEQUENCE,
      ...record,
    });
    expect(record.hashes).toEqual([signature]);
    expect(ledger.balance(depositAddress.toBase58())).toBe(1_500_000_000n);
  });

  it("a memo of another swap, or the swap's number unknown: refused before the wallet is asked", async () => {
    const signer = wallet();
    const other = action(1_000_000n, PTT, undefined, SEQUENCE + 1n);
    const wrong = await attempt(signer, other.action, other.expected);
    expect(wrong.failure).toMatchObject({ name: 'SolanaDepositError', code: 'WRONG_SEQUENCE' });
    expect(describeSolanaSendError(wrong.failure).kind).toBe('refused');
    const honest = action(1_000_000n, PTT);
    const unknown = await attempt(signer, honest.action, honest.expected, null);
    expect(unknown.failure).toMatchObject({ name: 'SolanaDepositError', code: 'NO_SEQUENCE' });
    expect(signer.signed).toBe(0);
    expect([...wrong.hashes, ...unknown.hashes]).toEqual([]);
    expect(ledger.balance(USER.publicKey.toBase58())).toBe(userLamports);
  });

  it('an action that is not what the person chose: refused before the wallet is asked, nothing sent', async () => {
    // The service says PTT has 9 decimals (PTT has 6) and asks for 1000× the amount.
    const { action: honest, expected } = action(1_000_000n, PTT);
    const lying = action(1_000_000_000n, { ...PTT, decimals: 9 }).action;
    const signer = wallet();
    const { failure, hashes } = await attempt(signer, lying, expected);
    expect(failure).toBeInstanceOf(ExpectedDepositError);
    expect(describeSolanaSendError(failure).kind).toBe('refused');
    expect(signer.signed).toBe(0);
    expect(hashes).toEqual([]);
    expect(ledger.balance(USER.publicKey.toBase58())).toBe(userLamports);
    // Without what the person chose, nothing is built either.
    const missing = await attempt(signer, honest, undefined as unknown as ExpectedDeposit);
    expect((missing.failure as ExpectedDepositError).code).toBe('NO_EXPECTATION');
    expect(signer.signed).toBe(0);
  });
});

describe('previewSolanaDeposit', () => {
  it('shows what would be signed, decoded from the built transaction, without asking the wallet', async () => {
    const { action: deposit, depositAddress, expected } = action(12_345_678n, PTT);
    const preview = await previewSolanaDeposit(connection, USER.publicKey.toBase58(), {
      action: deposit,
      network: { ...NETWORK, display_name: 'Local Solana' },
      expected,
      sequenceNumber: SEQUENCE,
    });
    expect(preview).toEqual({
      amount: 12_345_678n,
      decimals: 6,
      symbol: 'PTT',
      network: 'Local Solana',
      to: depositAddress.toBase58(),
      memo: '100042',
    });
    expect(ledger.balance(USER.publicKey.toBase58())).toBe(userLamports);
  });

  it('refuses what sending would refuse', async () => {
    const { action: deposit, expected } = action(12_345_678n, PTT);
    const preview = previewSolanaDeposit(connection, USER.publicKey.toBase58(), {
      action: { ...deposit, amount_in_base_units: '12345679', amount: 12.345679 },
      network: NETWORK,
      expected,
      sequenceNumber: SEQUENCE,
    });
    await expect(preview).rejects.toMatchObject({ name: 'ExpectedDepositError', code: 'WRONG_AMOUNT' });
  });

  it("refuses a memo of another swap, and any memo while the swap's number is unknown", async () => {
    const other = action(12_345_678n, PTT, undefined, SEQUENCE + 1n);
    const input = { action: other.action, network: NETWORK, expected: other.expected };
    await expect(
      previewSolanaDeposit(connection, USER.publicKey.toBase58(), { ...input, sequenceNumber: SEQUENCE }),
    ).rejects.toMatchObject({ name: 'SolanaDepositError', code: 'WRONG_SEQUENCE' });
    const honest = action(12_345_678n, PTT);
    await expect(
      previewSolanaDeposit(connection, USER.publicKey.toBase58(), {
        action: honest.action,
        network: NETWORK,
        expected: honest.expected,
      }),
    ).rejects.toMatchObject({ name: 'SolanaDepositError', code: 'NO_SEQUENCE' });
  });
});
