/**
 * The local TON API over a fresh chain: answers in toncenter's shape, what a wallet and the widget
 * read (balances, seqno, get-methods), and a node's refusals (a BOC that is not a message, a
 * message the wallet does not accept, an unknown method).
 */
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTonNodeClient, TonNodeError } from '../../../src/chains/ton/node';
import { startTonApi, type TonApiServer } from './api';
import { TON_FUNDING, TonChain } from './chain';
import {
  messageBoc,
  normalizedHash,
  signWalletTransfer,
  TON,
  TON_TEST_ACCOUNTS,
  textCell,
} from './contracts';

const { user, other } = TON_TEST_ACCOUNTS;
let chain: TonChain;
let api: TonApiServer;
let node: ReturnType<typeof createTonNodeClient>;

beforeAll(async () => {
  chain = await TonChain.create();
  api = await startTonApi(chain, { port: 0 });
  node = createTonNodeClient(api.url);
}, 30_000);

afterAll(async () => {
  await api?.close();
});

function transfer(seqno: number, amount = TON) {
  return signWalletTransfer({
    account: user,
    seqno,
    deployed: true,
    messages: [
      { address: other.wallet.address.toString({ bounceable: false }), amount, body: textCell('hello') },
    ],
  });
}

describe('the local TON API', () => {
  it("answers balances, a wallet's seqno and get-methods as toncenter does", async () => {
    expect(await node.balance(user.wallet.address)).toBe(TON_FUNDING.user.ton);
    expect(await node.wallet(user.wallet.address)).toEqual({ deployed: true, seqno: 0 });
    expect(await node.jettonBalance(chain.minter, user.wallet.address)).toBe(TON_FUNDING.user.ptt);
    // An address nobody deployed: no wallet, no jetton wallet, a node's exit code -13.
    const nobody = new Address(0, Buffer.alloc(32, 7));
    expect(await node.wallet(nobody)).toEqual({ deployed: false, seqno: 0 });
    expect(await node.jettonBalance(chain.minter, nobody)).toBe(0n);
    expect((await node.runGetMethod(nobody, 'seqno')).exitCode).toBe(-13);
    // The same methods by GET, with CORS for the browser.
    const response = await fetch(
      `${api.url}/api/v2/getAddressBalance?address=${user.wallet.address.toString()}`,
      {
        headers: { Origin: 'http://127.0.0.1:4173' },
      },
    );
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ ok: true, result: TON_FUNDING.user.ton.toString() });
  });

  it('executes a signed message at once and names it by its normalized hash', async () => {
    const message = transfer(0);
    const before = await node.balance(other.wallet.address);
    expect(await node.sendBoc(messageBoc(message))).toBe(normalizedHash(message));
    expect(await node.wallet(user.wallet.address)).toEqual({ deployed: true, seqno: 1 });
    const [latest] = await node.call<{ in_msg: { value: string; message: string; source: string } }[]>(
      'getTransactions',
      { address: other.wallet.address.toString(), limit: 1 },
    );
    expect(latest?.in_msg).toMatchObject({ value: TON.toString(), message: 'hello' });
    // The wallet's transaction, then the receiver's: its balance rose by the TON less its own fees.
    const [, received, ...more] = chain.batch(normalizedHash(message))?.transactions ?? [];
    expect(more).toEqual([]);
    expect((await node.balance(other.wallet.address)) - before).toBe(TON - (received?.totalFees.coins ?? 0n));
  });

  it('refuses what a node refuses: a message the wallet does not accept, a BOC that is no message', async () => {
    const seqno = (await node.wallet(user.wallet.address)).seqno;
    const replayed = transfer(seqno - 1);
    const height = chain.height();
    await expect(node.sendBoc(messageBoc(replayed))).rejects.toThrow(/cannot apply external message/);
    await expect(node.sendBoc('te6cckEBAQEAAgAAAEysuc0=')).rejects.toThrow(/cannot deserialize/);
    expect(chain.height()).toBe(height);
    await expect(node.call('getSomethingElse', {})).rejects.toMatchObject({ kind: 'node' });
    const answer = await fetch(`${api.url}/api/v2/jsonRPC`, { method: 'POST', body: '{"method":"nope"}' });
    expect(answer.status).toBe(404);
  });

  it('names the port when it is taken', async () => {
    const port = Number(new URL(api.url).port);
    await expect(startTonApi(chain, { port })).rejects.toThrow(
      `the local TON API cannot listen on port ${port}: it is in use`,
    );
  });

  it('says a node that does not answer is unreachable', async () => {
    const gone = createTonNodeClient('http://127.0.0.1:9/api/v2/jsonRPC');
    const error = await gone.balance(user.wallet.address).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TonNodeError);
    expect(error).toMatchObject({ kind: 'unreachable' });
  });
});
