/**
 * The preparing and sending path with a scripted node and wallet: the order of what happens
 * (build, balances, fund, dry run, wallet, then the hash reported once), the preview the same
 * preparation gives, and every reason not to ask the wallet. The path against a real facade is in
 * service/chains/fuel/local.test.ts.
 */
import { Address, bn, type ScriptTransactionRequest, Signer, sha256, toUtf8Bytes } from 'fuels';
import { describe, expect, it } from 'vitest';
import type { Network } from '../../api/types';
import type { ExpectedDeposit } from '../kit/expected';
import { DepositRefusal } from '../kit/refusal';
import { expectedFor } from '../sandbox-actions.test-support';
import { FuelDepositError } from './deposit';
import { describeFuelError, FuelWalletError } from './errors';
import type { FuelNode } from './node';
import { prepareFuelDeposit, sendFuelDeposit } from './send';
import { FUEL_BASE_ASSET, FUEL_ETH, fuelDepositAction, type TokenSpec } from './test-support';

const OWNER = new Signer(sha256(toUtf8Bytes('portage fuel send test'))).address.toB256().toLowerCase();
const DEPOSIT = `0x${'ab'.repeat(32)}`;
const PTT = { symbol: 'PTT', contract: `0x${'12'.repeat(32)}`, decimals: 9 };
const NETWORK = { name: 'LOCAL_FUEL', display_name: 'Local Fuel' } as Network;
const TX_ID = `0x${'5e'.repeat(32)}`;

function action(token = FUEL_ETH, amount = 3_000_000n) {
  return fuelDepositAction({
    amount,
    token,
    depositAddress: DEPOSIT,
    sourceAddress: OWNER,
    sequenceNumber: 9n,
    network: 'LOCAL_FUEL',
  });
}

/** What the person chose for `action(token, amount)`: LOCAL_FUEL, its base asset from the route lists. */
function chosen(
  token: TokenSpec = FUEL_ETH,
  amount = 3_000_000n,
  baseAssetId: string | null = FUEL_BASE_ASSET,
) {
  return expectedFor({ family: 'fuel', amount, token, network: { name: 'LOCAL_FUEL' }, baseAssetId });
}

/** A node that funds with one coin of each asset and change to the owner; `events` records the order. */
function scriptedNode(
  events: string[],
  balances: Record<string, bigint>,
  options: { simulate?: () => void; baseAssetId?: string } = {},
): FuelNode {
  const baseAssetId = options.baseAssetId ?? FUEL_BASE_ASSET;
  return {
    url: 'http://127.0.0.1:1/v1/graphql',
    async chain() {
      events.push('chain');
      return { chainId: 0, baseAssetId };
    },
    async balance(_owner, assetId) {
      events.push(`balance ${assetId === FUEL_BASE_ASSET ? 'ETH' : 'token'}`);
      return balances[assetId] ?? 0n;
    },
    async fund(request, owner, quantities) {
      events.push(`fund ${quantities.map((q) => q.amount.toString()).join(',')}`);
      const assets = new Set([baseAssetId, ...quantities.map((q) => q.assetId)]);
      [...assets].forEach((assetId, index) => {
        request.addCoinInput({
          id: `0x${String(index + 1)
            .padStart(2, '0')
            .repeat(34)}`,
          assetId,
          amount: bn('1000000000000000'),
          owner: new Address(owner),
          blockCreated: bn(0),
          txCreatedIdx: bn(0),
        });
        request.addChangeOutput(new Address(owner), assetId);
      });
      request.gasLimit = bn(1_000);
      request.maxFee = bn(7);
      return 7n;
    },
    async simulate() {
      events.push('simulate');
      options.simulate?.();
    },
  };
}

describe('sendFuelDeposit', () => {
  it('funds, dry-runs, then asks the wallet, and reports the id the moment it returns', async () => {
    const events: string[] = [];
    let signed: ScriptTransactionRequest | undefined;
    const hash = await sendFuelDeposit({
      address: OWNER,
      action: action(),
      expected: chosen(),
      network: NETWORK,
      node: scriptedNode(events, { [FUEL_BASE_ASSET]: 3_000_007n }),
      sequenceNumber: 9n,
      wallet: {
        async sendTransaction(owner, request) {
          events.push(`wallet ${owner === OWNER}`);
          signed = request;
          return TX_ID.toUpperCase().replace('0X', '0x');
        },
      },
      onHash: (each) => events.push(`hash ${each}`),
      onStage: (stage) => events.push(stage),
    });
    expect(hash).toBe(TX_ID);
    expect(events).toEqual([
      'preparing',
      'chain',
      'balance ETH',
      'fund 3000000',
      'simulate',
      'sending',
      'wallet true',
      `hash ${TX_ID}`,
    ]);
    // The wallet got the funded request: the deposit first, then only the owner's coins and change.
    const [payment] = signed?.getCoinOutputs() ?? [];
    expect([payment?.to, bn(payment?.amount).toString()]).toEqual([DEPOSIT, '3000000']);
    expect(signed?.inputs).toHaveLength(1);
  });

  it('refuses before the wallet is asked: too little of the token, too little ETH for the fee', async () => {
    const events: string[] = [];
    const wallet = {
      sendTransaction: async () => {
        events.push('wallet');
        return TX_ID;
      },
    };
    const base = {
      address: OWNER,
      network: NETWORK,
      wallet,
      sequenceNumber: 9n,
      onHash: () => events.push('hash'),
    };
    const ptt = { ...base, expected: chosen(PTT, 5_000_000_000n) };
    await expect(
      sendFuelDeposit({ ...ptt, action: action(PTT, 5_000_000_000n), node: scriptedNode(events, {}) }),
    ).rejects.toThrow(/holds 0 PTT, less than the 5 PTT to send/);
    await expect(
      sendFuelDeposit({
        ...ptt,
        action: action(PTT, 5_000_000_000n),
        node: scriptedNode(events, { [PTT.contract]: 5_000_000_000n, [FUEL_BASE_ASSET]: 6n }),
      }),
    ).rejects.toThrow(
      /takes up to 0\.000000007 ETH for the network fee, and your wallet holds 0\.000000006 ETH/,
    );
    await expect(
      sendFuelDeposit({
        ...base,
        expected: chosen(),
        action: action(),
        node: scriptedNode(events, { [FUEL_BASE_ASSET]: 3_000_006n }),
      }),
    ).rejects.toThrow(/not enough to send 0\.003 ETH and pay the network fee/);
    expect(events).not.toContain('wallet');
    expect(events).not.toContain('hash');
  });

  it('a refused action, a failed dry run, a wrong swap number: never signed', async () => {
    const events: string[] = [];
    const wallet = { sendTransaction: async () => TX_ID };
    const rich = { [FUEL_BASE_ASSET]: 10n ** 12n };
    const base = {
      address: OWNER,
      network: NETWORK,
      expected: chosen(),
      wallet,
      sequenceNumber: 9n,
      onHash: () => events.push('hash'),
    };
    await expect(
      sendFuelDeposit({ ...base, action: { ...action(), call_data: '{' }, node: scriptedNode(events, rich) }),
    ).rejects.toBeInstanceOf(FuelDepositError);
    await expect(
      sendFuelDeposit({ ...base, action: action(), sequenceNumber: 10n, node: scriptedNode(events, rich) }),
    ).rejects.toMatchObject({ code: 'WRONG_SEQUENCE_NUMBER' });
    const failing = scriptedNode(events, rich, {
      simulate: () => {
        throw new FuelWalletError(
          'simulation_failed',
          'The network would refuse this deposit (Revert), so it was not sent.',
        );
      },
    });
    await expect(sendFuelDeposit({ ...base, action: action(), node: failing })).rejects.toThrow(
      /would refuse/,
    );
    expect(events).not.toContain('hash');
  });

  it('a wallet that answers without a transaction id: nothing reported, the person told to check', async () => {
    const reported: string[] = [];
    const error = await sendFuelDeposit({
      address: OWNER,
      action: action(),
      expected: chosen(),
      network: NETWORK,
      node: scriptedNode([], { [FUEL_BASE_ASSET]: 10n ** 12n }),
      wallet: { sendTransaction: async () => 'done' },
      sequenceNumber: 9n,
      onHash: (each) => reported.push(each),
    }).catch((cause: unknown) => cause);
    expect(reported).toEqual([]);
    expect(describeFuelError(error).message).toMatch(/without a transaction id.*Check your wallet/);
  });
});

describe('prepareFuelDeposit: the preview', () => {
  it('is read from the funded request, after the same checks as the send, and asks no wallet', async () => {
    const events: string[] = [];
    const { deposit, preview } = await prepareFuelDeposit({
      address: OWNER,
      action: action(),
      expected: chosen(),
      network: NETWORK,
      node: scriptedNode(events, { [FUEL_BASE_ASSET]: 3_000_007n }),
      sequenceNumber: 9n,
    });
    expect(events).toEqual(['chain', 'balance ETH', 'fund 3000000', 'simulate']);
    expect(deposit.request.inputs).toHaveLength(1);
    expect(preview).toEqual({
      amount: 3_000_000n,
      decimals: 9,
      symbol: 'ETH',
      network: 'Local Fuel',
      to: DEPOSIT,
      fee: null,
      caveat: null,
      memo: '9',
    });
  });

  it("says when the native asset id is the node's word only", async () => {
    const { preview } = await prepareFuelDeposit({
      address: OWNER,
      action: action(),
      expected: chosen(FUEL_ETH, 3_000_000n, null),
      network: NETWORK,
      node: scriptedNode([], { [FUEL_BASE_ASSET]: 10n ** 12n }),
      sequenceNumber: 9n,
    });
    expect(preview.caveat).toMatch(/comes from the network's node only/);
  });
});

/** Hostile node answers and actions on the whole path: refused, never funded, never signed. */
describe('hostile Fuel sends: refused, nothing funded or signed', () => {
  const LYING_BASE = `0x${'ee'.repeat(32)}`;
  const cases: {
    name: string;
    expected?: ExpectedDeposit;
    a?: ReturnType<typeof action>;
    base?: string;
    code: string;
  }[] = [
    {
      name: "a node whose base asset id is not the route lists'",
      base: LYING_BASE,
      code: 'WRONG_BASE_ASSET',
    },
    {
      name: "a node whose base asset id is not the route lists', for a token deposit",
      a: action(PTT, 5n),
      expected: chosen(PTT, 5n),
      base: LYING_BASE,
      code: 'WRONG_BASE_ASSET',
    },
    {
      name: 'an action one base unit above the choice',
      a: action(FUEL_ETH, 3_000_001n),
      code: 'WRONG_AMOUNT',
    },
    { name: 'an action for the token instead of ETH', a: action(PTT), code: 'WRONG_TOKEN' },
    { name: 'an action for ETH instead of the token', expected: chosen(PTT), code: 'WRONG_TOKEN' },
  ];
  let refused = 0;

  it.each(cases)('$name', async ({ a, expected, base, code }) => {
    const events: string[] = [];
    const error = await sendFuelDeposit({
      address: OWNER,
      action: a ?? action(),
      expected: expected ?? chosen(),
      network: NETWORK,
      node: scriptedNode(
        events,
        { [FUEL_BASE_ASSET]: 10n ** 12n, [LYING_BASE]: 10n ** 12n },
        { baseAssetId: base },
      ),
      wallet: {
        async sendTransaction() {
          events.push('wallet');
          return TX_ID;
        },
      },
      onHash: () => events.push('hash'),
    }).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(DepositRefusal);
    expect((error as DepositRefusal).code).toBe(code);
    // Refused before any balance, funding or wallet.
    expect(events).toEqual(['chain']);
    refused++;
  });

  it('tried every one and refused every one', () => {
    expect(refused).toBe(cases.length);
  });
});

describe('describeFuelError', () => {
  it('says what a person can do for each kind of failure', () => {
    expect(describeFuelError(new Error('User rejected the transaction!'))).toMatchObject({
      kind: 'rejected',
    });
    expect(describeFuelError({ code: 4001, message: 'nope' })).toMatchObject({ kind: 'rejected' });
    expect(
      describeFuelError(
        Object.assign(new Error('not enough coins to fit the target'), { code: 'not-enough-funds' }),
      ),
    ).toMatchObject({ kind: 'insufficient_funds', message: expect.stringMatching(/Nothing was sent/) });
    expect(
      describeFuelError(
        Object.assign(new Error('Unable to fetch chain and node info from the network'), {
          code: 'connection-refused',
        }),
        'Local Fuel',
      ),
    ).toMatchObject({
      kind: 'node_unreachable',
      message: expect.stringMatching(/could not reach Local Fuel/),
    });
    expect(
      describeFuelError({ code: 'missing-connector', message: 'A connector is required' }),
    ).toMatchObject({
      kind: 'not_connected',
    });
    // The wallet's own words, cleaned, when nothing else fits.
    expect(describeFuelError(new Error('Gas\u202e price  too high\n    at wallet.js:1')).message).toBe(
      'Your wallet could not send the deposit: Gas price too high.',
    );
    expect(describeFuelError(undefined).message).toBe(
      'Your wallet could not send the deposit. Check your wallet and try again.',
    );
  });
});
