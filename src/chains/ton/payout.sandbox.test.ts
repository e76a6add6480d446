/**
 * The TON payout reader against the sandbox's local TON chain (@ton/sandbox behind its
 * toncenter v2 API): the hot wallet pays TON and PTT with the very messages it sends for outputs
 * and refunds (`hotWalletMessage`), named by the normalized hash the sandbox reports, and the
 * reader finds them from the recipient's side. Then a stub node answers garbage.
 */
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TON_TEST_ACCOUNTS } from '../../../service/chains/ton/contracts';
import { hotWalletMessage, type LocalTonChain, startLocalTonChain } from '../../../service/chains/ton/local';
import { PayoutNodeError, type PayoutRequest } from '../kit/payout';
import { payoutRequest, unreachableNode } from '../kit/payout.test-support';
import { sameTokenContract } from '../kit/tokens/check';
import { reader } from './payout';

const { hot, user, other } = TON_TEST_ACCOUNTS;
const TON = { symbol: 'TON', contract: null, decimals: 9 };

let chain: LocalTonChain;
let ptt: { symbol: string; contract: string; decimals: number };

beforeAll(async () => {
  chain = await startLocalTonChain({ ports: [0], blockMs: 3_600_000, log: () => {} });
  ptt = { symbol: 'PTT', contract: chain.jettonMaster, decimals: 9 };
});

afterAll(async () => {
  await chain?.close();
});

function request(
  hash: string,
  recipient: string,
  token: PayoutRequest['token'] = TON,
  fetchImpl: typeof fetch = fetch,
): PayoutRequest {
  const nodeUrl = `${chain.apiUrl}/api/v2/jsonRPC`;
  return payoutRequest({ hash, family: 'ton', nodeUrl, recipient, token, fetch: fetchImpl });
}

/** The hot wallet pays as the sandbox's transfer driver does; resolves to the hash it reports. */
async function pay(to: string, amount: bigint, contract: string | null): Promise<string> {
  const jettonWallet = await chain.chain.jettonWallet(hot.wallet.address);
  const message = hotWalletMessage(
    { to, amount, token: { contract } as never, step: 'output', swapId: 'payout-test' },
    { wallet: hot.wallet.address, jettonWallet },
  );
  return (await chain.chain.sendFrom(hot, [message])).hash;
}

describe('TON payout reader on the local chain', () => {
  it("reads the hot wallet's TON payment, named by the normalized hash, by the person's address", async () => {
    const to = user.wallet.address.toString({ bounceable: false });
    const hash = await pay(to, 1_250_000_000n, null);
    const observed = await reader.read(request(hash, to));
    expect(observed.found && observed.state).toBe('confirmed');
    const payments = observed.found ? observed.payments : [];
    expect(payments).toHaveLength(1);
    expect(payments[0]?.amount).toBe(1_250_000_000n);
    expect(payments[0]?.token).toBeNull();
    // Another spelling of the person's address is the same account.
    expect(sameTokenContract('ton', payments[0]?.to ?? '', user.wallet.address.toRawString())).toBe(true);
  });

  it('reads a PTT payment as the jetton to its owner, not TON to the jetton wallet', async () => {
    const to = other.wallet.address.toString();
    const hash = await pay(to, 3_000_000n, ptt.contract);
    const observed = await reader.read(request(hash, to, ptt));
    expect(observed).toEqual({
      found: true,
      state: 'confirmed',
      payments: [{ to: Address.parse(to).toString(), token: ptt.contract, amount: 3_000_000n }],
    });
  });

  it('says not found for a hash no payer of the recipient sent, and for text that is no hash', async () => {
    const to = user.wallet.address.toString();
    expect(await reader.read(request('ab'.repeat(32), to))).toEqual({ found: false });
    expect(await reader.read(request('0x1234', to))).toEqual({ found: false });
  });

  it('says failed for a payout its wallet could not make (more TON than it holds)', async () => {
    const to = user.wallet.address.toString({ bounceable: false });
    const hash = await pay(to, 10n ** 18n, null);
    // The recipient got nothing from it, so the reader looks among the hot wallet's other payments
    // to this person: the hot wallet is a known payer of theirs by now.
    expect(await reader.read(request(hash, to))).toEqual({ found: true, state: 'failed', payments: [] });
  });
});

describe('TON payout reader and an untrusted node', () => {
  let hash: string;
  let to: string;
  let real: { result: unknown[] };

  beforeAll(async () => {
    to = user.wallet.address.toString({ bounceable: false });
    hash = await pay(to, 2_000_000_000n, null);
    const response = await fetch(
      `${chain.apiUrl}/api/v2/getTransactions?address=${encodeURIComponent(to)}&limit=5`,
    );
    real = (await response.json()) as { result: unknown[] };
  });

  const stub =
    (body: () => unknown): typeof fetch =>
    async () =>
      new Response(JSON.stringify(body()));
  const first = () => real.result[0] as Record<string, unknown>;

  it.each([
    ['not ok', () => stub(() => ({ ok: false, error: 'LITE_SERVER_UNKNOWN', code: 500 }))],
    ['a result that is not a list', () => stub(() => ({ ok: true, result: 'many' }))],
    [
      'a transaction without data',
      () => stub(() => ({ ok: true, result: [{ ...first(), data: undefined }] })),
    ],
    [
      'a transaction that does not decode',
      () => stub(() => ({ ok: true, result: [{ ...first(), data: 'AAAA' }] })),
    ],
    [
      'a transaction under another hash',
      () =>
        stub(() => ({
          ok: true,
          result: [{ ...first(), transaction_id: { lt: '1', hash: Buffer.alloc(32, 7).toString('base64') } }],
        })),
    ],
    ['an unreachable node', () => unreachableNode],
  ])('refuses %s with PayoutNodeError', async (_what, make) => {
    await expect(reader.read(request(hash, to, TON, make()))).rejects.toBeInstanceOf(PayoutNodeError);
  });

  it("refuses another account's transactions given as the recipient's", async () => {
    const hotSide = await (
      await fetch(
        `${chain.apiUrl}/api/v2/getTransactions?address=${encodeURIComponent(hot.wallet.address.toString())}&limit=5`,
      )
    ).json();
    await expect(
      reader.read(
        request(
          hash,
          to,
          TON,
          stub(() => hotSide),
        ),
      ),
    ).rejects.toThrow(/another account/);
  });
});
