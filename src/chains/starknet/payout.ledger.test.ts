/**
 * The Starknet payout reader against the sandbox's Local Starknet (the verifying ledger behind
 * its JSON-RPC subset): the hot wallet's signed ERC-20 transfers, as it sends outputs and refunds,
 * read back from the receipt's `Transfer` events; a reverted one failed. Then a stub node answers
 * garbage, the older Cairo 0 event layout, and a pending receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STARKNET_CONTRACTS, STARKNET_TEST_ACCOUNTS } from '../../../service/chains/starknet/keys';
import {
  hotWalletTransfer,
  type LocalStarknetChain,
  startLocalStarknetChain,
} from '../../../service/chains/starknet/local';
import { PayoutNodeError } from '../kit/payout';
import { payoutRequest, unreachableNode } from '../kit/payout.test-support';
import { sameTokenContract } from '../kit/tokens/check';
import { selectorFromName } from './felt';
import { reader } from './payout';

const { ptt, strk } = LOCAL_STARKNET_CONTRACTS;
const USER = STARKNET_TEST_ACCOUNTS.user.address;
const HOT = STARKNET_TEST_ACCOUNTS.hotWallet.address;

let chain: LocalStarknetChain;

beforeAll(async () => {
  chain = await startLocalStarknetChain({ ports: [0], blockMs: 3_600_000, log: () => {} });
});

afterAll(async () => {
  await chain?.close();
});

const request = (hash: string, fetchImpl: typeof fetch = fetch) =>
  payoutRequest({ hash, family: 'starknet', nodeUrl: chain.url, recipient: USER, fetch: fetchImpl });

describe('Starknet payout reader on the local chain', () => {
  it("reads the hot wallet's PTT transfer: to the person, in the token's contract", async () => {
    const amount = 5n * 10n ** 18n + 7n;
    const { hash } = hotWalletTransfer(chain.ledger, ptt, USER, amount);
    const observed = await reader.read(request(hash));
    expect(observed.found && observed.state).toBe('confirmed');
    const [payment, ...others] = observed.found ? observed.payments : [];
    expect(others).toEqual([]);
    expect(payment?.amount).toBe(amount);
    expect(sameTokenContract('starknet', payment?.to ?? '', USER)).toBe(true);
    expect(sameTokenContract('starknet', payment?.token ?? '', ptt)).toBe(true);
  });

  it('says failed for a reverted transfer, with no payment', async () => {
    const landed = hotWalletTransfer(chain.ledger, strk, USER, 10n ** 40n);
    expect(landed.status).toBe('REVERTED');
    expect(await reader.read(request(landed.hash))).toEqual({ found: true, state: 'failed', payments: [] });
  });

  it('says not found for a hash the node does not know, and for text that is no felt', async () => {
    expect(await reader.read(request(`0x${'ab'.repeat(31)}`))).toEqual({ found: false });
    expect(await reader.read(request('not-a-hash'))).toEqual({ found: false });
  });
});

describe('Starknet payout reader and an untrusted node', () => {
  const hash = `0x${'12'.repeat(31)}`;
  const TRANSFER = selectorFromName('Transfer');
  const receipt = (change: Record<string, unknown>) => ({
    jsonrpc: '2.0',
    id: 1,
    result: {
      transaction_hash: hash,
      execution_status: 'SUCCEEDED',
      finality_status: 'ACCEPTED_ON_L2',
      events: [],
      ...change,
    },
  });
  const stub =
    (body: unknown): typeof fetch =>
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body));

  it('reads the Cairo 0 layout (all in data, both u256 halves) and says pending before L2 acceptance', async () => {
    const event = { from_address: strk, keys: [TRANSFER], data: [HOT, USER, '0x64', '0x1'] };
    const observed = await reader.read(
      request(hash, stub(receipt({ finality_status: 'PRE_CONFIRMED', events: [event] }))),
    );
    expect(observed.found && observed.state).toBe('pending');
    expect(observed.found && observed.payments.map((payment) => payment.amount)).toEqual([100n + 2n ** 128n]);
  });

  it('leaves out events that are not ERC-20 transfers (another name, an NFT layout)', async () => {
    const events = [
      { from_address: strk, keys: [selectorFromName('Approval'), HOT, USER], data: ['0x1', '0x0'] },
      { from_address: strk, keys: [TRANSFER, HOT, USER, '0x1', '0x0'], data: [] },
    ];
    expect(await reader.read(request(hash, stub(receipt({ events }))))).toEqual({
      found: true,
      state: 'confirmed',
      payments: [],
    });
  });

  it.each([
    ['not JSON', () => stub('<html>')],
    ['a JSON-RPC error', () => stub({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'oops' } })],
    ['a receipt of another transaction', () => stub(receipt({ transaction_hash: '0x99' }))],
    ['no execution status', () => stub(receipt({ execution_status: undefined }))],
    ['no finality status', () => stub(receipt({ finality_status: 7 }))],
    ['events that are not a list', () => stub(receipt({ events: {} }))],
    [
      'a value half above 128 bits',
      () =>
        stub(
          receipt({
            events: [
              { from_address: strk, keys: [TRANSFER, HOT, USER], data: [`0x${'f'.repeat(33)}`, '0x0'] },
            ],
          }),
        ),
    ],
    [
      'a key that is not a felt',
      () =>
        stub(
          receipt({ events: [{ from_address: strk, keys: [TRANSFER, 'me', USER], data: ['0x1', '0x0'] }] }),
        ),
    ],
    ['an unreachable node', () => unreachableNode],
  ])('refuses %s with PayoutNodeError', async (_what, make) => {
    await expect(reader.read(request(hash, make()))).rejects.toBeInstanceOf(PayoutNodeError);
  });
});
