/**
 * `GET /api/v2/swaps/by_transaction_hash/{hash}`, a compatibility endpoint beyond the spec: the
 * same `data` as `GET /swaps/{id}` for the swap that shows a transaction with this hash (input,
 * output, refuel, refund); unknown → 404 NOT_FOUND in the envelope.
 */
import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ethSwapBody as createBody, startTestSandbox, type TestSandbox } from '../testing';

const SOLANA_USER = Keypair.fromSeed(new Uint8Array(32).fill(7)).publicKey.toBase58();

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** An answer as the test reads it: the swap envelope, loosely. */
interface Answer {
  data: { swap: { id: string; status: string; transactions: { type: string; transaction_hash: string }[] } };
  error: unknown;
}

async function byHash(hash: string, query = ''): Promise<{ status: number; body: Answer }> {
  const response = await sandbox.call(
    `/api/v2/swaps/by_transaction_hash/${encodeURIComponent(hash)}${query}`,
  );
  return { status: response.status, body: await response.json() };
}

async function byId(id: string, query = ''): Promise<Answer> {
  const response = await sandbox.call(`/api/v2/swaps/${encodeURIComponent(id)}${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

async function deposit(id: string, transactionId: string) {
  const response = await sandbox.call(`/sandbox/swaps/${id}/deposit`, {
    body: { transaction_id: transactionId },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const hashOf = (body: Answer, type: string): string =>
  body.data.swap.transactions.find((tx) => tx.type === type)?.transaction_hash ?? '';

describe('GET /api/v2/swaps/by_transaction_hash/{hash}', () => {
  it('finds a swap by its deposit hash, in any case and with or without 0x, as GET /swaps/{id} shows it', async () => {
    const { swap } = await sandbox.api.createSwap(createBody());
    const hash = `0x${'ab12'.repeat(16)}`;
    await deposit(swap.id, hash);
    const expected = await byId(swap.id);
    for (const asked of [hash, hash.toUpperCase(), `0x${hash.slice(2).toUpperCase()}`, hash.slice(2)]) {
      const found = await byHash(asked);
      expect(found.status, asked).toBe(200);
      expect(found.body, asked).toEqual(expected);
    }
    // The deposit actions are left out the same way.
    const lean = await byHash(hash, '?exclude_deposit_actions=true');
    expect(lean.body).toEqual(await byId(swap.id, '?exclude_deposit_actions=true'));
    expect(lean.body.data).not.toHaveProperty('deposit_actions');
    expect(expected.data).toHaveProperty('deposit_actions');
    // Through the widget's own client too.
    await expect(sandbox.api.swapByTransactionHash(hash.toUpperCase())).resolves.toMatchObject({
      swap: { id: swap.id },
    });
  });

  it('finds a swap by its output and refuel hashes once it shows them', async () => {
    const { swap } = await sandbox.api.createSwap(
      createBody({ source_token: 'USDC', destination_token: 'USDC', amount: '100', refuel: true }),
    );
    await deposit(swap.id, `0x${'cd34'.repeat(16)}`);
    sandbox.clock.advance(10 * 60_000);
    const shown = await byId(swap.id);
    expect(shown.data.swap.status).toBe('completed');
    for (const type of ['output', 'refuel']) {
      const hash = hashOf(shown, type);
      expect(hash, type).toMatch(/^0x[0-9a-f]{64}$/);
      const found = await byHash(hash.toUpperCase());
      expect(found.status, type).toBe(200);
      expect(found.body.data.swap.id, type).toBe(swap.id);
    }
  });

  it('finds a refunded swap by its refund hash', async () => {
    const { swap } = await sandbox.api.createSwap(createBody({ amount: '1' }));
    expect(
      (await sandbox.call(`/sandbox/swaps/${swap.id}/scenario`, { body: { scenario: 'refund' } })).status,
    ).toBe(200);
    await deposit(swap.id, `0x${'ef56'.repeat(16)}`);
    sandbox.clock.advance(10 * 60_000);
    const shown = await byId(swap.id);
    expect(shown.data.swap.status).toBe('refunded');
    const found = await byHash(hashOf(shown, 'refund'));
    expect(found.status).toBe(200);
    expect(found.body.data.swap.id).toBe(swap.id);
  });

  it('answers 404 NOT_FOUND in the envelope for a hash no swap shows', async () => {
    const found = await byHash(`0x${'99'.repeat(32)}`);
    expect(found.status).toBe(404);
    expect(found.body).toMatchObject({ data: null, error: { code: 'NOT_FOUND' } });
    // Through the client: the service's own NOT_FOUND, not a bare HTTP error.
    await expect(sandbox.api.swapByTransactionHash(`0x${'99'.repeat(32)}`)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
  });

  it('does not find a swap by a hash only told by deposit_speedup', async () => {
    const { swap } = await sandbox.api.createSwap(createBody());
    const told = `0x${'77'.repeat(32)}`;
    await sandbox.api.depositSpeedup(swap.id, { transaction_id: told });
    expect((await byHash(told)).status).toBe(404);
    // Once the swap shows it (the deposit arrives with that hash), it is found.
    await deposit(swap.id, told);
    expect((await byHash(told)).body.data.swap.id).toBe(swap.id);
  });

  it('tells Solana signatures apart by case: each swap is found by its own exactly', async () => {
    const solana = createBody({
      source_network: 'SOLANA_MAINNET',
      source_token: 'USDC',
      destination_token: 'USDC',
      source_address: SOLANA_USER,
      amount: '20',
    });
    // Both valid base58, both made only of characters that are also hex digits: a rule that
    // folded hex case would take one for the other.
    const lower = '1a2b3c4d5e6f789abcdef'.repeat(4);
    const upper = lower.toUpperCase();
    const first = await sandbox.api.createSwap(solana);
    const second = await sandbox.api.createSwap(solana);
    await deposit(first.swap.id, lower);
    await deposit(second.swap.id, upper);
    expect((await byHash(lower)).body.data.swap.id).toBe(first.swap.id);
    expect((await byHash(upper)).body.data.swap.id).toBe(second.swap.id);
    const mixed = `${upper.slice(0, 10)}${lower.slice(10)}`;
    expect((await byHash(mixed)).status).toBe(404);
  });

  it('asks for the API key like every endpoint', async () => {
    const response = await sandbox.call(`/api/v2/swaps/by_transaction_hash/0x${'ab'.repeat(32)}`, {
      key: null,
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
  });
});
