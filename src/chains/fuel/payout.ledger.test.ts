/**
 * The Fuel payout reader against the sandbox's Local Fuel (the verifying ledger behind its
 * fuel-core-style GraphQL facade): the hot wallet's signed transfers of the base asset and PTT,
 * as it sends outputs and refunds, read back from the transaction's own bytes. Then a stub node
 * answers garbage, other statuses, and another transaction's bytes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUEL_TEST_KEYS, LOCAL_FUEL_CHAIN_ID } from '../../../service/chains/fuel/keys';
import { type LocalFuelChain, startLocalFuelChain } from '../../../service/chains/fuel/local';
import { PayoutNodeError } from '../kit/payout';
import { payoutRequest, unreachableNode } from '../kit/payout.test-support';
import { reader } from './payout';

const TO = FUEL_TEST_KEYS.user.address.toB256().toLowerCase();

let chain: LocalFuelChain;

beforeAll(async () => {
  chain = await startLocalFuelChain({ ports: [0], blockMs: 3_600_000, log: () => {} });
});

afterAll(async () => {
  await chain?.close();
});

const request = (hash: string, fetchImpl: typeof fetch = fetch, chainId = String(LOCAL_FUEL_CHAIN_ID)) => {
  const base = payoutRequest({ hash, family: 'fuel', nodeUrl: chain.url, recipient: TO, fetch: fetchImpl });
  return { ...base, network: { ...base.network, chain_id: chainId } };
};

describe('Fuel payout reader on the local chain', () => {
  it('reads a base-asset payment as the native coin, to the person', async () => {
    const { id } = chain.pay({ to: TO, amount: 123_456n, token: { contract: null } as never });
    expect(await reader.read(request(id))).toEqual({
      found: true,
      state: 'confirmed',
      payments: [{ to: TO, token: null, amount: 123_456n }],
    });
  });

  it('reads a PTT payment in its asset id, the id given without 0x too', async () => {
    const { id } = chain.pay({ to: TO, amount: 9_000n, token: { contract: chain.pttAssetId } as never });
    expect(await reader.read(request(id.slice(2)))).toEqual({
      found: true,
      state: 'confirmed',
      payments: [{ to: TO, token: chain.pttAssetId.toLowerCase(), amount: 9_000n }],
    });
  });

  it('says not found for an id the node does not know, and for text that is no id', async () => {
    expect(await reader.read(request(`0x${'ab'.repeat(32)}`))).toEqual({ found: false });
    expect(await reader.read(request('T123'))).toEqual({ found: false });
  });
});

describe('Fuel payout reader and an untrusted node', () => {
  let id: string;
  let real: { data: { transaction: Record<string, unknown> } };
  let otherRaw: string;

  const ask = async (transactionId: string) =>
    (await (
      await fetch(chain.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          operationName: 'getTransaction',
          query: 'query getTransaction',
          variables: { transactionId },
        }),
      })
    ).json()) as typeof real;

  beforeAll(async () => {
    id = chain.pay({ to: TO, amount: 5n, token: { contract: null } as never }).id;
    const other = chain.pay({ to: TO, amount: 6n, token: { contract: null } as never }).id;
    real = await ask(id);
    otherRaw = (await ask(other)).data.transaction.rawPayload as string;
  });

  const withTransaction = (change: Record<string, unknown>) => () => ({
    data: { transaction: { ...real.data.transaction, ...change } },
  });
  const stub =
    (body: () => unknown): typeof fetch =>
    async () =>
      new Response(JSON.stringify(body()));

  it.each([
    ['FailureStatus', 'failed', []],
    ['SqueezedOutStatus', 'failed', []],
    ['SubmittedStatus', 'pending', [{ to: TO, token: null, amount: 5n }]],
  ])('reads %s as %s', async (type, state, payments) => {
    const observed = await reader.read(request(id, stub(withTransaction({ status: { type } }))));
    expect(observed).toEqual({ found: true, state, payments });
  });

  it.each([
    ['a GraphQL error', () => stub(() => ({ data: null, errors: [{ message: 'boom' }] }))],
    ['no data', () => stub(() => ({}))],
    ['another transaction under this id', () => stub(withTransaction({ rawPayload: otherRaw }))],
    ['bytes that do not decode', () => stub(withTransaction({ rawPayload: '0x0000' }))],
    ['no raw payload', () => stub(withTransaction({ rawPayload: null }))],
    ['a status Portage does not know', () => stub(withTransaction({ status: { type: 'HappyStatus' } }))],
    ['an unreachable node', () => unreachableNode],
  ])('refuses %s with PayoutNodeError', async (_what, make) => {
    await expect(reader.read(request(id, make()))).rejects.toBeInstanceOf(PayoutNodeError);
  });

  it('refuses to check without the chain id the id is hashed with', async () => {
    await expect(reader.read(request(id, fetch, ''))).rejects.toBeInstanceOf(PayoutNodeError);
  });
});
