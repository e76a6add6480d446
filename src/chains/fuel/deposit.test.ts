/**
 * The Fuel deposit builder on the sandbox's own call_data: the request it returns is funded with
 * a coin of a test key, signed offline, encoded, decoded back with fuels' `TransactionCoder`
 * (inputs, outputs, script data, quantities) and its witness recovered to the signer; every way
 * an action can disagree with itself, with what the person chose, or a node with the route lists,
 * is refused with a sentence.
 */
import {
  Address,
  arrayify,
  BigNumberCoder,
  bn,
  hexlify,
  InputType,
  OutputType,
  Signer,
  sha256,
  TransactionCoder,
  TransactionType,
  toUtf8Bytes,
} from 'fuels';
import { describe, expect, it } from 'vitest';
import type { DepositAction } from '../../api/types';
import type { ExpectedDeposit } from '../kit/expected';
import { DepositRefusal } from '../kit/refusal';
import { expectedFor } from '../sandbox-actions.test-support';
import {
  buildFuelDeposit,
  describeFuelDeposit,
  type FuelDeposit,
  type FuelDepositContext,
  FuelDepositError,
  type FuelDepositErrorCode,
} from './deposit';
import { FUEL_BASE_ASSET, FUEL_ETH, fuelDepositAction, type TokenSpec } from './test-support';

/** Test-only key, derived from a public label. */
const SIGNER = new Signer(sha256(toUtf8Bytes('portage fuel deposit test sender')));
const SENDER = SIGNER.address.toB256();
const DEPOSIT = `0x${'ab'.repeat(32)}`;
const PTT_ASSET = `0x${'12'.repeat(32)}`;
const PTT: TokenSpec = { symbol: 'PTT', contract: PTT_ASSET, decimals: 6 };
const SEQUENCE = 11177265n;
const CHAIN_ID = 9889;
/** What the person chose: the route lists' FUEL_MAINNET (with its base asset id) and token, the amount typed. */
function chosen(spec: { amount?: bigint; token?: TokenSpec } = {}, patch: Partial<ExpectedDeposit> = {}) {
  return expectedFor(
    {
      family: 'fuel',
      amount: spec.amount ?? 3_000_000n,
      token: spec.token ?? FUEL_ETH,
      network: { name: 'FUEL_MAINNET' },
      baseAssetId: FUEL_BASE_ASSET,
    },
    patch,
  );
}
/** The context for what was chosen; the node agrees with the route lists on the base asset. */
function ctxFor(spec: { amount?: bigint; token?: TokenSpec } = {}, patch: Partial<ExpectedDeposit> = {}) {
  return { expected: chosen(spec, patch), nodeBaseAssetId: FUEL_BASE_ASSET, sequenceNumber: SEQUENCE };
}
const ctx: FuelDepositContext = ctxFor();

function action(
  spec: { amount?: bigint; token?: TokenSpec; sequence?: bigint } = {},
  raw = {},
): DepositAction {
  return fuelDepositAction(
    {
      amount: spec.amount ?? 3_000_000n,
      token: spec.token ?? FUEL_ETH,
      depositAddress: DEPOSIT,
      sourceAddress: SENDER,
      sequenceNumber: spec.sequence ?? SEQUENCE,
    },
    raw,
  );
}

/** The action with its call_data JSON (and the script request inside it) edited. */
function withCallData(
  a: DepositAction,
  edit: (
    callData: { script: Record<string, unknown>; quantities: unknown[] } & Record<string, unknown>,
  ) => void,
): DepositAction {
  const parsed = JSON.parse(a.call_data ?? '{}');
  parsed.script = JSON.parse(parsed.script);
  edit(parsed);
  parsed.script = JSON.stringify(parsed.script);
  return { ...a, call_data: JSON.stringify(parsed) };
}

type ExpectedCode = 'NO_EXPECTATION' | 'WRONG_NETWORK' | 'WRONG_TOKEN' | 'WRONG_DECIMALS' | 'WRONG_AMOUNT';

/** `run` is refused with `code` and a sentence, and nothing is built. */
function expectRefused(
  run: () => FuelDeposit,
  code: FuelDepositErrorCode | ExpectedCode,
  message?: RegExp,
): void {
  let thrown: unknown;
  let built: FuelDeposit | undefined;
  try {
    built = run();
  } catch (error) {
    thrown = error;
  }
  expect(built).toBeUndefined();
  expect(thrown).toBeInstanceOf(DepositRefusal);
  const refused = thrown as DepositRefusal;
  expect(['FuelDepositError', 'ExpectedDepositError']).toContain(refused.name);
  if (refused.name === 'FuelDepositError') expect(refused).toBeInstanceOf(FuelDepositError);
  expect(refused.code).toBe(code);
  expect(refused.message).toMatch(/^[A-Z].*\.$/);
  expect(refused.message).not.toMatch(/undefined|null|NaN|\[object/);
  if (message) expect(refused.message).toMatch(message);
}

/** Funds the request as a wallet would (one coin of each asset, change back), signs it offline. */
function fundAndSign(request: ReturnType<typeof buildFuelDeposit>['request'], assets: string[]) {
  assets.forEach((assetId, index) => {
    request.addCoinInput({
      id: hexlify(new Uint8Array(34).fill(index + 1)),
      assetId,
      amount: bn(10_000_000_000),
      owner: new Address(SENDER),
      blockCreated: bn(1),
      txCreatedIdx: bn(0),
    });
    request.addChangeOutput(new Address(SENDER), assetId);
  });
  request.gasLimit = bn(10_000);
  request.maxFee = bn(1_000);
  const txId = request.getTransactionId(CHAIN_ID);
  request.updateWitnessByOwner(new Address(SENDER), SIGNER.sign(txId));
  return { txId, bytes: request.toTransactionBytes() };
}

describe('buildFuelDeposit', () => {
  it('native ETH: one coin output of the exact amount to the deposit address; signed and recovered', () => {
    const deposit = buildFuelDeposit(action(), ctx);
    expect(deposit.kind).toBe('native');
    expect(deposit.amount).toBe(3_000_000n);
    expect(deposit.assetId).toBe(FUEL_BASE_ASSET);
    expect(deposit.sequenceNumber).toBe(SEQUENCE);
    expect(deposit.quantities.map((q) => [q.amount.toString(), q.assetId])).toEqual([
      ['3000000', FUEL_BASE_ASSET],
    ]);
    expect(deposit.request.inputs).toEqual([]);

    const { txId, bytes } = fundAndSign(deposit.request, [FUEL_BASE_ASSET]);
    const [tx] = new TransactionCoder().decode(bytes, 0);
    if (tx.type !== TransactionType.Script) throw new Error('expected a script transaction');
    expect(tx.script).toBe('0x24000000');
    expect(new BigNumberCoder('u64').decode(arrayify(tx.scriptData ?? '0x'), 0)[0].toString()).toBe(
      '11177265',
    );
    expect(tx.inputs?.map((input) => input.type === InputType.Coin && [input.owner, input.assetId])).toEqual([
      [SENDER, FUEL_BASE_ASSET],
    ]);
    const payments = tx.outputs?.filter((o) => o.type === OutputType.Coin) ?? [];
    expect(payments.map((o) => o.type === OutputType.Coin && [o.to, o.amount.toString(), o.assetId])).toEqual(
      [[DEPOSIT, '3000000', FUEL_BASE_ASSET]],
    );
    expect(tx.outputs?.filter((o) => o.type === OutputType.Change)).toHaveLength(1);
    const [witness] = tx.witnesses ?? [];
    expect(witness).toBeDefined();
    expect(Signer.recoverAddress(txId, witness?.data ?? '0x').toB256()).toBe(SENDER);
  });

  it('a token: the asset is the token contract, ETH only pays the fee', () => {
    const max = 18_446_744_073_709_551_615n;
    const deposit = buildFuelDeposit(
      action({ token: PTT, amount: max }),
      ctxFor({ token: PTT, amount: max }),
    );
    expect(deposit.caveat).toBeNull();
    expect(deposit.kind).toBe('token');
    expect(deposit.assetId).toBe(PTT_ASSET);
    expect(deposit.quantities.map((q) => [q.amount.toString(), q.assetId])).toEqual([
      ['18446744073709551615', PTT_ASSET],
    ]);
    const { txId, bytes } = fundAndSign(deposit.request, [PTT_ASSET, FUEL_BASE_ASSET]);
    const [tx] = new TransactionCoder().decode(bytes, 0);
    if (tx.type !== TransactionType.Script) throw new Error('expected a script transaction');
    const [payment] = tx.outputs ?? [];
    expect(
      payment?.type === OutputType.Coin && [payment.to, payment.amount.toString(), payment.assetId],
    ).toEqual([DEPOSIT, '18446744073709551615', PTT_ASSET]);
    expect(Signer.recoverAddress(txId, tx.witnesses?.[0]?.data ?? '0x').toB256()).toBe(SENDER);
  });

  it('accepts the script request as an object (the real service) as well as JSON text (the sandbox)', () => {
    const text = action();
    const parsed = JSON.parse(text.call_data ?? '');
    const asObject = { ...text, call_data: JSON.stringify({ ...parsed, script: JSON.parse(parsed.script) }) };
    const a = buildFuelDeposit(text, ctx);
    const b = buildFuelDeposit(asObject, ctx);
    expect(hexlify(b.request.toTransactionBytes())).toBe(hexlify(a.request.toTransactionBytes()));
  });

  it('drops what the service slipped in besides the checked parts (a tip, a maturity)', () => {
    const tipped = withCallData(action(), (c) => {
      c.script.tip = '0x3b9aca00';
      c.script.maturity = 99;
    });
    const { request } = buildFuelDeposit(tipped, ctx);
    expect(request.tip?.toString() ?? '0').toBe('0');
    expect(request.maturity ?? 0).toBe(0);
  });

  it('refuses when the caller does not know the swap number: nothing ties the deposit to it', () => {
    const { sequenceNumber: _none, ...withoutNumber } = ctx;
    expectRefused(
      () => buildFuelDeposit(action({ sequence: 7n }), withoutNumber),
      'NO_SEQUENCE',
      /swap's number/,
    );
  });

  it('refuses the wrong sequence number', () => {
    expectRefused(
      () => buildFuelDeposit(action({ sequence: 7n }), ctx),
      'WRONG_SEQUENCE_NUMBER',
      /number 7.*11177265/,
    );
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            c.script.scriptData = '0x';
          }),
          ctx,
        ),
      'WRONG_SEQUENCE_NUMBER',
    );
  });

  it('refuses an amount mismatch between the action, the output and the quantities', () => {
    expectRefused(
      () =>
        buildFuelDeposit(
          action({}, { amount_in_base_units: '3000001', amount: 0.003000001 }),
          ctxFor({ amount: 3_000_001n }),
        ),
      'WRONG_AMOUNT',
      /pays 0\.003 ETH, but the deposit is for 0\.003000001 ETH/,
    );
    expectRefused(() => buildFuelDeposit(action({}, { amount: 4 }), ctx), 'AMOUNT_MISMATCH');
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            c.quantities = [{ amount: '1', assetId: FUEL_BASE_ASSET }];
          }),
          ctx,
        ),
      'WRONG_QUANTITIES',
    );
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            c.quantities.push({ amount: '5', assetId: PTT_ASSET });
          }),
          ctx,
        ),
      'WRONG_QUANTITIES',
    );
  });

  it('refuses another recipient, another asset and extra outputs or inputs', () => {
    const other = `0x${'cd'.repeat(32)}`;
    expectRefused(() => buildFuelDeposit(action({}, { to_address: other }), ctx), 'WRONG_RECIPIENT');
    expectRefused(() => buildFuelDeposit(action({}, { to_address: '0x1234' }), ctx), 'WRONG_RECIPIENT');
    // The action says ETH (as the person chose), the transaction pays PTT.
    expectRefused(
      () =>
        buildFuelDeposit(
          action({ token: PTT, amount: 3_000_000n }, { token: { ...FUEL_ETH, decimals: 6 } }),
          ctxFor({ token: { ...FUEL_ETH, decimals: 6 } }),
        ),
      'WRONG_TOKEN',
      /pays another asset than ETH/,
    );
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            const outputs = c.script.outputs as unknown[];
            outputs.push({ type: OutputType.Coin, to: other, amount: '0x01', assetId: FUEL_BASE_ASSET });
          }),
          ctx,
        ),
      'UNEXPECTED_OUTPUT',
    );
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            c.script.outputs = [{ type: OutputType.Change, to: other, assetId: FUEL_BASE_ASSET }];
          }),
          ctx,
        ),
      'UNEXPECTED_OUTPUT',
    );
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            c.script.witnesses = [`0x${'00'.repeat(64)}`];
          }),
          ctx,
        ),
      'UNEXPECTED_INPUT',
    );
    // A coin the service picked (of anyone): only the wallet chooses what it pays with.
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            c.script.inputs = [
              {
                type: InputType.Coin,
                id: `0x${'01'.repeat(34)}`,
                owner: SENDER,
                amount: '0x2dc6c0',
                assetId: FUEL_BASE_ASSET,
                txPointer: '0x00000000000000000000000000000000',
                witnessIndex: 0,
              },
            ];
          }),
          ctx,
        ),
      'UNEXPECTED_INPUT',
    );
  });

  it('refuses an amount no Fuel coin can carry', () => {
    const tooBig = (2n ** 64n).toString();
    expectRefused(
      () =>
        buildFuelDeposit(
          action({}, { amount_in_base_units: tooBig, amount: Number(tooBig) / 1e9 }),
          ctxFor({ amount: 2n ** 64n }),
        ),
      'AMOUNT_MISMATCH',
      /larger than any Fuel amount/,
    );
  });

  it('refuses a script other than RET 0', () => {
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            c.script.script = '0x24040000';
          }),
          ctx,
        ),
      'WRONG_SCRIPT',
    );
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            c.script.type = TransactionType.Create;
          }),
          ctx,
        ),
      'WRONG_SCRIPT',
    );
  });

  it('refuses malformed JSON and unknown shapes', () => {
    expectRefused(() => buildFuelDeposit(action({}, { call_data: '{"script": ' }), ctx), 'BAD_CALL_DATA');
    expectRefused(() => buildFuelDeposit(action({}, { call_data: '[]' }), ctx), 'BAD_CALL_DATA');
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            c.script = 'not json' as never;
          }),
          ctx,
        ),
      'BAD_CALL_DATA',
    );
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            c.quantities = 'all' as never;
          }),
          ctx,
        ),
      'BAD_CALL_DATA',
    );
    expectRefused(
      () =>
        buildFuelDeposit(
          withCallData(action(), (c) => {
            c.extra = 1;
          }),
          ctx,
        ),
      'BAD_CALL_DATA',
      /extra/,
    );
    expectRefused(() => buildFuelDeposit(action({}, { call_data: undefined }), ctx), 'MISSING_FIELD');
    expectRefused(() => buildFuelDeposit(action({}, { type: 'manual_transfer' }), ctx), 'NOT_A_TRANSFER');
    expectRefused(
      () => buildFuelDeposit(action({}, { amount_in_base_units: undefined }), ctx),
      'WRONG_AMOUNT',
      /an unstated amount/,
    );
  });

  it('needs a usable base asset id from the caller', () => {
    expect(() => buildFuelDeposit(action(), { ...ctx, nodeBaseAssetId: '0x12' })).toThrow(RangeError);
  });
});

describe('the base asset: the route lists give it, the node must agree', () => {
  const OTHER_BASE = `0x${'ee'.repeat(32)}`;

  it("takes the node's id in any case when it is the route lists'", () => {
    const deposit = buildFuelDeposit(action(), {
      ...ctx,
      nodeBaseAssetId: FUEL_BASE_ASSET.toUpperCase().replace('0X', '0x'),
    });
    expect(deposit.assetId).toBe(FUEL_BASE_ASSET);
    expect(deposit.caveat).toBeNull();
  });

  it("uses the node's where the route lists give none, and says so", () => {
    for (const none of [null, '', undefined]) {
      const deposit = buildFuelDeposit(action(), { ...ctx, expected: chosen({}, { baseAssetId: none }) });
      expect(deposit.assetId).toBe(FUEL_BASE_ASSET);
      expect(deposit.caveat).toBe(
        "The asset id of ETH on FUEL_MAINNET comes from the network's node only: the route lists do not give it.",
      );
      expect(describeFuelDeposit(deposit, chosen(), 'Fuel Ignition').caveat).toBe(deposit.caveat);
    }
    // A token's asset id is the route lists' own contract: nothing rests on the node.
    const token = buildFuelDeposit(action({ token: PTT }), {
      ...ctxFor({ token: PTT }),
      expected: chosen({ token: PTT }, { baseAssetId: null }),
    });
    expect(token.caveat).toBeNull();
  });

  it('refuses a node whose base asset is not the route lists', () => {
    expectRefused(
      () => buildFuelDeposit(action(), { ...ctx, nodeBaseAssetId: OTHER_BASE }),
      'WRONG_BASE_ASSET',
      /The Fuel node says the base asset of FUEL_MAINNET is 0xee.*but the route lists give 0xf8f8.*Portage will not send it\./,
    );
  });
});

describe('describeFuelDeposit', () => {
  it("reads the amount, asset and recipient from the request's coin output", () => {
    const deposit = buildFuelDeposit(
      action({ token: PTT, amount: 1_234_567n }),
      ctxFor({ token: PTT, amount: 1_234_567n }),
    );
    expect(describeFuelDeposit(deposit, chosen({ token: PTT, amount: 1_234_567n }), 'Fuel Ignition')).toEqual(
      {
        amount: 1_234_567n,
        decimals: 6,
        symbol: 'PTT',
        network: 'Fuel Ignition',
        to: DEPOSIT,
        fee: null,
        caveat: null,
        memo: '11177265',
      },
    );
  });

  it('refuses a request that pays another amount or asset than chosen', () => {
    const deposit = buildFuelDeposit(action(), ctx);
    expect(() => describeFuelDeposit(deposit, chosen({ amount: 3_000_001n }), 'Fuel')).toThrow(
      /pays 0\.003 ETH, not the 0\.003000001 ETH you chose/,
    );
    expect(() => describeFuelDeposit(deposit, chosen({ token: PTT }), 'Fuel')).toThrow(FuelDepositError);
  });
});

/**
 * What a lying service or node could try. Each is refused with a sentence, and nothing is built:
 * the builder returns no request to fund or sign.
 */
describe('hostile Fuel deposits: refused, nothing built', () => {
  const OTHER_ASSET = `0x${'34'.repeat(32)}`;
  const OTHER_BASE = `0x${'ee'.repeat(32)}`;
  const tokenCtx = ctxFor({ token: PTT });
  const cases: { name: string; run: () => FuelDeposit; code: FuelDepositErrorCode | ExpectedCode }[] = [
    {
      name: 'another asset id than the token chosen',
      run: () => buildFuelDeposit(action({ token: { ...PTT, contract: OTHER_ASSET } }), tokenCtx),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'other decimals than the route lists give',
      run: () => buildFuelDeposit(action({ token: { ...PTT, decimals: 9 } }), tokenCtx),
      code: 'WRONG_DECIMALS',
    },
    {
      name: 'another network',
      run: () => buildFuelDeposit(action({}, { network: { name: 'FUEL_TESTNET', type: 'fuel' } }), ctx),
      code: 'WRONG_NETWORK',
    },
    {
      name: 'one base unit more than chosen',
      run: () => buildFuelDeposit(action({ amount: 3_000_001n }), ctx),
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'one token base unit less than chosen',
      run: () => buildFuelDeposit(action({ token: PTT, amount: 2_999_999n }), tokenCtx),
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'ETH where the token was chosen',
      run: () => buildFuelDeposit(action(), tokenCtx),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'the token where ETH was chosen',
      run: () => buildFuelDeposit(action({ token: { ...PTT, decimals: 9 } }), ctx),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'no expectation at all',
      run: () => buildFuelDeposit(action(), { ...ctx, expected: undefined as unknown as ExpectedDeposit }),
      code: 'NO_EXPECTATION',
    },
    {
      name: "a node whose base asset id is not the route lists' (ETH)",
      run: () => buildFuelDeposit(action(), { ...ctx, nodeBaseAssetId: OTHER_BASE }),
      code: 'WRONG_BASE_ASSET',
    },
    {
      name: "a node whose base asset id is not the route lists' (a token)",
      run: () => buildFuelDeposit(action({ token: PTT }), { ...tokenCtx, nodeBaseAssetId: OTHER_BASE }),
      code: 'WRONG_BASE_ASSET',
    },
    {
      name: 'a node and an action that agree on another base asset than the route lists',
      run: () =>
        buildFuelDeposit(
          fuelDepositAction({
            amount: 3_000_000n,
            token: FUEL_ETH,
            depositAddress: DEPOSIT,
            sourceAddress: SENDER,
            sequenceNumber: SEQUENCE,
            baseAssetId: OTHER_BASE,
          }),
          { ...ctx, nodeBaseAssetId: OTHER_BASE },
        ),
      code: 'WRONG_BASE_ASSET',
    },
    {
      name: 'an ETH deposit whose transaction pays another asset',
      run: () =>
        buildFuelDeposit(
          fuelDepositAction({
            amount: 3_000_000n,
            token: FUEL_ETH,
            depositAddress: DEPOSIT,
            sourceAddress: SENDER,
            sequenceNumber: SEQUENCE,
            baseAssetId: OTHER_ASSET,
          }),
          ctx,
        ),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'route lists whose base asset id is not a Fuel asset id',
      run: () => buildFuelDeposit(action(), ctxFor({}, { baseAssetId: 'ETH' })),
      code: 'WRONG_BASE_ASSET',
    },
  ];
  let refused = 0;

  it.each(cases)('$name', ({ run, code }) => {
    expectRefused(run, code);
    refused++;
  });

  it('tried every one and refused every one', () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
    expect(refused).toBe(cases.length);
  });

  it('and the sandbox-made actions these start from are accepted, asset ids in any case', () => {
    expect(buildFuelDeposit(action(), ctx).kind).toBe('native');
    expect(buildFuelDeposit(action({ token: PTT }), tokenCtx).kind).toBe('token');
    const upper = { ...PTT, contract: PTT_ASSET.toUpperCase().replace('0X', '0x') };
    expect(buildFuelDeposit(action({ token: upper }), tokenCtx).assetId).toBe(PTT_ASSET);
  });
});
