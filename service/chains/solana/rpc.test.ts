/**
 * The local node's `getTransaction`, read by @solana/web3.js's `Connection`, whose response
 * schemas are the real node's: a payout the hot wallet made comes back with its balances, an
 * unknown signature is null, and `processed` is refused as a validator refuses it.
 */
import { base58 } from '@scure/base';
import { type Connection, Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_TEST_KEYS } from './keys';
import { LAMPORTS_PER_SIGNATURE, type SolanaLedger } from './ledger';
import type { SolanaRpcServer } from './rpc';
import { hotWalletTransfer, PTT_MINT } from './setup';
import { startSolanaTestNode } from './testing';

let ledger: SolanaLedger;
let rpc: SolanaRpcServer;
let connection: Connection;

beforeAll(async () => {
  ({ ledger, rpc, connection } = await startSolanaTestNode());
});

afterAll(async () => {
  await rpc?.close();
});

describe('the local Solana node: getTransaction', () => {
  it('gives a token payout with its lamport and token balances, as web3.js reads them', async () => {
    const owner = Keypair.generate().publicKey;
    const hash = hotWalletTransfer(ledger, owner.toBase58(), 2_000_000n, { mint: PTT_MINT, decimals: 6 });
    const transaction = await connection.getTransaction(hash, { maxSupportedTransactionVersion: 0 });
    expect(transaction?.version).toBe('legacy');
    expect(transaction?.transaction.signatures).toEqual([hash]);
    const meta = transaction?.meta;
    expect(meta?.err).toBeNull();
    expect(meta?.fee).toBe(Number(LAMPORTS_PER_SIGNATURE));
    const keys = transaction?.transaction.message.staticAccountKeys.map((key) => key.toBase58()) ?? [];
    expect(keys[0]).toBe(SOLANA_TEST_KEYS.hotWallet.publicKey.toBase58());
    expect(meta?.preBalances).toHaveLength(keys.length);
    // The new token account is in the post balances only; the hot wallet's in both.
    const mine = meta?.postTokenBalances?.find((balance) => balance.owner === owner.toBase58());
    expect(mine?.uiTokenAmount.amount).toBe('2000000');
    expect(mine?.mint).toBe(PTT_MINT.toBase58());
    expect(meta?.preTokenBalances?.some((balance) => balance.owner === owner.toBase58())).toBe(false);
    expect(
      meta?.preTokenBalances?.some(
        (balance) => balance.owner === SOLANA_TEST_KEYS.hotWallet.publicKey.toBase58(),
      ),
    ).toBe(true);
  });

  it('answers null for a signature it never saw, and refuses the processed commitment', async () => {
    const unknown = base58.encode(crypto.getRandomValues(new Uint8Array(64)));
    expect(await connection.getTransaction(unknown, { maxSupportedTransactionVersion: 0 })).toBeNull();
    await expect(
      connection.getTransaction(unknown, {
        maxSupportedTransactionVersion: 0,
        commitment: 'processed' as 'confirmed',
      }),
    ).rejects.toThrow(/commitment/);
  });
});
