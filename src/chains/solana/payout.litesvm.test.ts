/**
 * The Solana payout reader against the sandbox's own chain: a litesvm bank with its JSON-RPC node
 * in-process, the hot wallet paying SOL and PTT the way the sandbox pays outputs and refunds, and
 * the reader asking the node over HTTP. Then the node's answers are replaced (a stub fetch) to
 * hold the reader to its rule for an untrusted node.
 */
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_TEST_KEYS } from '../../../service/chains/solana/keys';
import type { SolanaLedger } from '../../../service/chains/solana/ledger';
import type { SolanaRpcServer } from '../../../service/chains/solana/rpc';
import { hotWalletTransfer, PTT_MINT, SOLANA_PTT } from '../../../service/chains/solana/setup';
import { startSolanaTestNode } from '../../../service/chains/solana/testing';
import { PayoutNodeError } from '../kit/payout';
import { payoutRequest, unreachableNode } from '../kit/payout.test-support';
import { reader } from './payout';

let ledger: SolanaLedger;
let rpc: SolanaRpcServer;
const HOT = SOLANA_TEST_KEYS.hotWallet;

beforeAll(async () => {
  ({ ledger, rpc } = await startSolanaTestNode());
});

afterAll(async () => {
  await rpc?.close();
});

const request = (hash: string, fetchImpl: typeof fetch = fetch) =>
  payoutRequest({ hash, family: 'solana', nodeUrl: rpc.url, fetch: fetchImpl });

describe('Solana payout reader on the local chain', () => {
  it("reads the hot wallet's SOL payment: the recipient's lamports, nothing for the payer", async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const hash = hotWalletTransfer(ledger, to, 123_456_789n, { mint: null, decimals: 9 });
    expect(await reader.read(request(hash))).toEqual({
      found: true,
      state: 'confirmed',
      payments: [{ to, token: null, amount: 123_456_789n }],
    });
  });

  it('reads a PTT payment by owner and mint, the new token account counted from zero', async () => {
    const to = Keypair.generate().publicKey.toBase58();
    const hash = hotWalletTransfer(ledger, to, 4_500_000n, { mint: PTT_MINT, decimals: SOLANA_PTT.decimals });
    const observed = await reader.read(request(hash));
    expect(observed.found && observed.state).toBe('confirmed');
    const payments = observed.found ? observed.payments : [];
    // The token: to the owner (the person's address), never to the token account.
    expect(payments.filter((payment) => payment.token !== null)).toEqual([
      { to, token: PTT_MINT.toBase58(), amount: 4_500_000n },
    ]);
    // The hot wallet funded the new token account's rent: lamports to that account, not to the owner.
    const sol = payments.filter((payment) => payment.token === null);
    expect(sol).toHaveLength(1);
    expect(sol[0]?.to).not.toBe(to);
    expect(sol[0]?.amount).toBe(ledger.minimumBalanceForRentExemption(165));
  });

  it('says failed for a transaction the bank ran and refused, with no payment', async () => {
    const to = Keypair.generate().publicKey;
    const { blockhash } = ledger.latestBlockhash();
    const transaction = new Transaction({ feePayer: HOT.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: HOT.publicKey, toPubkey: to, lamports: 10n ** 18n }),
    );
    transaction.sign(HOT);
    const hash = ledger.submit(transaction.serialize(), { skipPreflight: true });
    expect(ledger.status(hash)?.err).not.toBeNull();
    expect(await reader.read(request(hash))).toEqual({ found: true, state: 'failed', payments: [] });
  });

  it('says not found for a signature the node never saw, and for text that is no signature', async () => {
    const unknown = Keypair.generate();
    const { blockhash } = ledger.latestBlockhash();
    const never = new Transaction({ feePayer: unknown.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: unknown.publicKey, toPubkey: HOT.publicKey, lamports: 1n }),
    );
    never.sign(unknown);
    const signature = never.signatures[0]?.signature;
    expect(signature).toBeTruthy();
    const { base58 } = await import('@scure/base');
    expect(await reader.read(request(base58.encode(signature as Uint8Array)))).toEqual({ found: false });
    expect(await reader.read(request('0xnot-a-signature'))).toEqual({ found: false });
  });
});

describe('Solana payout reader and an untrusted node', () => {
  const to = Keypair.generate().publicKey.toBase58();
  let hash: string;
  let real: Record<string, unknown>;

  beforeAll(async () => {
    hash = hotWalletTransfer(ledger, to, 1_000_000_000n, { mint: null, decimals: 9 });
    const response = await fetch(rpc.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getTransaction',
        params: [hash, { encoding: 'json', maxSupportedTransactionVersion: 0 }],
      }),
    });
    real = ((await response.json()) as { result: Record<string, unknown> }).result;
  });

  /** A node answering `body` (made when asked, once the real answer is known). */
  const answering =
    (body: unknown | (() => unknown), status = 200): typeof fetch =>
    async () => {
      const made = typeof body === 'function' ? body() : body;
      return new Response(typeof made === 'string' ? made : JSON.stringify(made), { status });
    };
  const withMeta = (change: Record<string, unknown>) => () => ({
    jsonrpc: '2.0',
    id: 1,
    result: { ...real, meta: { ...(real.meta as object), ...change } },
  });

  it('reads the real answer through the stub the same way', async () => {
    const observed = await reader.read(
      request(
        hash,
        answering(() => ({ jsonrpc: '2.0', id: 1, result: real })),
      ),
    );
    expect(observed).toEqual({
      found: true,
      state: 'confirmed',
      payments: [{ to, token: null, amount: 1_000_000_000n }],
    });
  });

  it('reads the payment when the fee payer holds more lamports than a JSON number carries', async () => {
    const text = JSON.stringify({ jsonrpc: '2.0', id: 1, result: real }).replace(
      /"preBalances":\[\d+/,
      '"preBalances":[90000000000000000001',
    );
    const observed = await reader.read(request(hash, async () => new Response(text)));
    expect(observed).toEqual({
      found: true,
      state: 'confirmed',
      payments: [{ to, token: null, amount: 1_000_000_000n }],
    });
  });

  it('says pending for a transaction the node has only processed (a status, no transaction yet)', async () => {
    const node: typeof fetch = async (_input, init) => {
      const { method } = JSON.parse(String(init?.body)) as { method: string };
      const result =
        method === 'getTransaction'
          ? null
          : {
              context: { slot: 9 },
              value: [{ slot: 9, confirmations: 0, err: null, confirmationStatus: 'processed' }],
            };
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result }));
    };
    expect(await reader.read(request(hash, node))).toEqual({ found: true, state: 'pending', payments: [] });
  });

  it.each([
    ['not JSON', answering('<html>')],
    ['an HTTP error', answering('busy', 503)],
    ['no result', answering({ jsonrpc: '2.0', id: 1 })],
    ['a JSON-RPC error', answering({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'x' } })],
    ['a result that is a number', answering({ jsonrpc: '2.0', id: 1, result: 7 })],
    ['no meta', answering(() => ({ jsonrpc: '2.0', id: 1, result: { ...real, meta: null } }))],
    ['balances as text', answering(withMeta({ postBalances: 'lots' }))],
    ['a fractional balance', answering(withMeta({ postBalances: [1.5, 1.5, 1.5] }))],
    ['fewer balances than accounts', answering(withMeta({ preBalances: [1] }))],
    [
      'a token balance without an owner',
      answering(
        withMeta({
          postTokenBalances: [{ accountIndex: 1, mint: PTT_MINT.toBase58(), uiTokenAmount: { amount: '9' } }],
        }),
      ),
    ],
    [
      'another transaction',
      answering(() => ({
        jsonrpc: '2.0',
        id: 1,
        result: { ...real, transaction: { ...(real.transaction as object), signatures: ['1'.repeat(88)] } },
      })),
    ],
    ['an unreachable node', unreachableNode],
  ])('refuses %s with PayoutNodeError', async (_what, fetchImpl) => {
    await expect(reader.read(request(hash, fetchImpl))).rejects.toBeInstanceOf(PayoutNodeError);
  });
});
