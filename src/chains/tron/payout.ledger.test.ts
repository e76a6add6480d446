/**
 * The Tron payout reader against the sandbox's local Tron chain (the verifying ledger behind its
 * full-node HTTP API): the hot wallet's transfers, signed as the sandbox signs its outputs and
 * refunds, read back pending, then confirmed once in a block; a reverted one failed. Then a stub
 * node answers garbage, or another transaction's bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRON_PTT_CONTRACT, TRON_TEST_ACCOUNTS } from '../../../service/chains/tron/keys';
import { type LocalTronChain, startLocalTronChain } from '../../../service/chains/tron/local';
import { signedTransfer, type TransferSpec } from '../../../service/chains/tron/transfer';
import { PayoutNodeError } from '../kit/payout';
import { payoutRequest, unreachableNode } from '../kit/payout.test-support';
import { reader } from './payout';

const HOT = TRON_TEST_ACCOUNTS.hotWallet;
const USER = TRON_TEST_ACCOUNTS.user.address;

let chain: LocalTronChain;

beforeAll(async () => {
  // Blocks only when the test mines, so "pending" is there to be seen.
  chain = await startLocalTronChain({ ports: [0], blockMs: 3_600_000, log: () => {} });
});

afterAll(async () => {
  await chain?.close();
});

const request = (hash: string, fetchImpl: typeof fetch = fetch) =>
  payoutRequest({ hash, family: 'tron', nodeUrl: chain.apiUrl, recipient: USER, fetch: fetchImpl });

/** The hot wallet pays, as the sandbox's transfer driver does; returns the txID. */
function pay(spec: Pick<TransferSpec, 'to' | 'amount' | 'token'>): string {
  const tx = signedTransfer({
    privateKey: HOT.privateKey,
    from: HOT.address,
    memo: 'Portage output test',
    refBlock: chain.ledger.head(),
    ...spec,
  });
  chain.ledger.submit(tx);
  return tx.txID;
}

describe('Tron payout reader on the local chain', () => {
  it('reads a TRX payment: pending before its block, confirmed in it', async () => {
    const hash = pay({ to: USER, amount: 7_000_000n });
    const payment = { to: USER, token: null, amount: 7_000_000n };
    expect(await reader.read(request(hash))).toEqual({ found: true, state: 'pending', payments: [payment] });
    chain.ledger.mine();
    expect(await reader.read(request(hash.toUpperCase()))).toEqual({
      found: true,
      state: 'confirmed',
      payments: [payment],
    });
  });

  it('reads a TRC-20 payment from the call: to the person, in the contract, base58', async () => {
    const hash = pay({ to: USER, amount: 2_500_000n, token: TRON_PTT_CONTRACT });
    chain.ledger.mine();
    expect(await reader.read(request(hash))).toEqual({
      found: true,
      state: 'confirmed',
      payments: [{ to: USER, token: TRON_PTT_CONTRACT, amount: 2_500_000n }],
    });
  });

  it('says failed for a reverted TRC-20 transfer, with no payment', async () => {
    const hash = pay({ to: USER, amount: 10n ** 30n, token: TRON_PTT_CONTRACT });
    chain.ledger.mine();
    expect(chain.ledger.entry(hash)?.result).toBe('REVERT');
    expect(await reader.read(request(hash))).toEqual({ found: true, state: 'failed', payments: [] });
  });

  it('says not found for a txID the node does not know, and for text that is no txID', async () => {
    expect(await reader.read(request('ab'.repeat(32)))).toEqual({ found: false });
    expect(await reader.read(request('T'.repeat(34)))).toEqual({ found: false });
  });
});

describe('Tron payout reader and an untrusted node', () => {
  let hash: string;
  let real: Record<string, unknown>;
  let other: Record<string, unknown>;
  const info = { id: '', blockNumber: 9, receipt: { result: 'SUCCESS' } };

  const ask = async (txid: string) =>
    (await (
      await fetch(`${chain.apiUrl}/wallet/gettransactionbyid`, {
        method: 'POST',
        body: JSON.stringify({ value: txid }),
      })
    ).json()) as Record<string, unknown>;

  beforeAll(async () => {
    hash = pay({ to: USER, amount: 3n, token: TRON_PTT_CONTRACT });
    const second = pay({ to: HOT.address, amount: 3n, token: TRON_PTT_CONTRACT });
    chain.ledger.mine();
    real = await ask(hash);
    other = await ask(second);
    info.id = hash;
  });

  /** A node answering `transaction` (made when asked) and `outcome`. */
  const stub =
    (transaction: () => unknown, outcome: unknown = info): typeof fetch =>
    async (input) => {
      const body = String(input).endsWith('gettransactionbyid') ? transaction() : outcome;
      return new Response(typeof body === 'string' ? body : JSON.stringify(body));
    };

  it('reads the real answer through the stub the same way', async () => {
    expect(
      await reader.read(
        request(
          hash,
          stub(() => real),
        ),
      ),
    ).toEqual({
      found: true,
      state: 'confirmed',
      payments: [{ to: USER, token: TRON_PTT_CONTRACT, amount: 3n }],
    });
  });

  it("refuses another transaction's bytes under this txID", async () => {
    await expect(
      reader.read(
        request(
          hash,
          stub(() => ({ ...other, txID: hash })),
        ),
      ),
    ).rejects.toThrow(/another transaction/);
  });

  it('holds a TRC-20 call that returned false to be failed', async () => {
    const returnedFalse = { ...info, contractResult: ['0'.repeat(64)] };
    expect(
      await reader.read(
        request(
          hash,
          stub(() => real, returnedFalse),
        ),
      ),
    ).toEqual({
      found: true,
      state: 'failed',
      payments: [],
    });
  });

  it.each([
    ['not JSON', () => stub(() => '<html>')],
    ['a list', () => stub(() => [])],
    ['an Error', () => stub(() => ({ Error: 'class java.lang.NullPointerException' }))],
    ['no raw data', () => stub(() => ({ ...real, raw_data_hex: undefined }))],
    ['raw data that is not hex', () => stub(() => ({ ...real, raw_data_hex: 'xyz' }))],
    ['a block number that is text', () => stub(() => real, { ...info, blockNumber: 'nine' })],
    ['a receipt that is text', () => stub(() => real, { ...info, receipt: 'ok' })],
    ['the outcome of another transaction', () => stub(() => real, { ...info, id: 'cd'.repeat(32) })],
    ['an unreachable node', () => unreachableNode],
  ])('refuses %s with PayoutNodeError', async (_what, make) => {
    await expect(reader.read(request(hash, make()))).rejects.toBeInstanceOf(PayoutNodeError);
  });
});
