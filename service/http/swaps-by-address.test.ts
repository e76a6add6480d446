/**
 * `GET /api/v2/swaps?address=…&page=…` over HTTP, a compatibility endpoint beyond the spec: the
 * query as the public service's widget sends it (repeated `address`, `statuses`, `networks`;
 * `page` from 1), its checks, and the entries it answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ethSwapBody as createBody, startTestSandbox, TEST_EVM_USER, type TestSandbox } from '../testing';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** The query as the public widget writes it: each value of a list as its own parameter. */
async function list(
  params: Record<string, string | string[]>,
  key?: string | null,
): Promise<{ status: number; body: { data: unknown; error: unknown } }> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, one);
  }
  const response = await sandbox.call(`/api/v2/swaps?${query}`, key === undefined ? {} : { key });
  return { status: response.status, body: await response.json() };
}

const idsOf = (data: unknown) => (data as { swap: { id: string } }[]).map((entry) => entry.swap.id);

/** A fresh address per test, so the swaps other tests made are not in its answers. */
let counter = 0;
function freshAddress(): string {
  counter += 1;
  return `0x${counter.toString(16).padStart(40, 'a')}`;
}

describe('GET /api/v2/swaps?address=', () => {
  it('answers the swaps of an address in the envelope, each as GET /swaps/{id} shows it without deposit actions', async () => {
    const me = freshAddress();
    const first = await sandbox.api.createSwap(createBody({ source_address: me }));
    const second = await sandbox.api.createSwap(createBody({ destination_address: me }));
    await sandbox.api.createSwap(createBody());
    const { status, body } = await list({ address: me.toUpperCase().replace('0X', '0x'), page: '1' });
    expect(status).toBe(200);
    expect(body.error).toBeNull();
    expect(idsOf(body.data)).toEqual([second.swap.id, first.swap.id]);
    const single = await sandbox.call(`/api/v2/swaps/${first.swap.id}?exclude_deposit_actions=true`);
    expect((body.data as unknown[])[1]).toEqual(((await single.json()) as { data: unknown }).data);
  });

  it('pages from 1, 20 a page; page 1 when none is given', async () => {
    const me = freshAddress();
    const made: string[] = [];
    for (let i = 0; i < 21; i++)
      made.push((await sandbox.api.createSwap(createBody({ source_address: me }))).swap.id);
    const newestFirst = made.reverse();
    const pageOne = await list({ address: me, page: '1' });
    expect(idsOf(pageOne.body.data)).toEqual(newestFirst.slice(0, 20));
    expect((await list({ address: me })).body).toEqual(pageOne.body);
    expect(idsOf((await list({ address: me, page: '2' })).body.data)).toEqual(newestFirst.slice(20));
    expect((await list({ address: me, page: '3' })).body).toEqual({ data: [], error: null });
  });

  it('takes repeated address, statuses and networks, as the public widget sends them', async () => {
    const me = freshAddress();
    const other = freshAddress();
    const mine = await sandbox.api.createSwap(createBody({ source_address: me }));
    const theirs = await sandbox.api.createSwap(
      createBody({ source_address: other, destination_network: 'OPTIMISM_MAINNET' }),
    );
    const both = await list({ address: [me, other], page: '1', statuses: ['PendingDeposit'] });
    expect(idsOf(both.body.data)).toEqual([theirs.swap.id, mine.swap.id]);
    const onOptimism = await list({ address: [me, other], networks: ['OPTIMISM_MAINNET', 'BASE_MAINNET'] });
    expect(idsOf(onOptimism.body.data)).toEqual([theirs.swap.id]);
    const commaJoined = await list({ address: [me, other], statuses: 'completed,refunded' });
    expect(commaJoined.body).toEqual({ data: [], error: null });
  });

  it('refuses a query it cannot answer with 400 VALIDATION_ERROR naming the problem', async () => {
    const seven = Array.from({ length: 7 }, () => freshAddress());
    const cases: [Record<string, string | string[]>, string][] = [
      [{}, 'address is required'],
      [{ address: '' }, 'address must not be empty'],
      [{ address: seven }, 'at most 6 addresses'],
      [{ address: TEST_EVM_USER, page: '0' }, 'page must be a whole number from 1'],
      [{ address: TEST_EVM_USER, page: '-1' }, 'page must be a whole number from 1'],
      [{ address: TEST_EVM_USER, page: 'two' }, 'page must be a whole number from 1'],
      [{ address: TEST_EVM_USER, statuses: 'stuck' }, 'statuses must each be one of'],
    ];
    for (const [params, message] of cases) {
      const { status, body } = await list(params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(body.data, JSON.stringify(params)).toBeNull();
      expect(body.error, JSON.stringify(params)).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect((body.error as { message: string }).message, JSON.stringify(params)).toContain(message);
    }
    // Six are allowed.
    expect((await list({ address: seven.slice(0, 6) })).status).toBe(200);
  });

  it('wants the API key like every endpoint', async () => {
    const missing = await list({ address: TEST_EVM_USER }, null);
    expect(missing.status).toBe(401);
    expect(missing.body.error).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('leaves GET /swaps/{id} and POST /swaps as they were', async () => {
    const created = await sandbox.api.createSwap(createBody());
    expect((await sandbox.api.getSwap(created.swap.id)).swap.id).toBe(created.swap.id);
  });
});
