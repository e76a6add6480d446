/**
 * The Fuel deposit builder on the sandbox's own call_data: the request it returns is funded with
 * a coin of a test key, signed offline, encoded, decoded back with fuels' `TransactionCoder`
 * (inputs, outputs, script data, quantities) and its witness recovered to the signer; every way
 * an action can disagree with itself is refused with a sentence.
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
import { buildFuelDeposit, FuelDepositError, type FuelDepositErrorCode } from './deposit';
import { FUEL_BASE_ASSET, FUEL_ETH, fuelDepositAction, type TokenSpec } from './testing';

/** Test-only key, derived from a public label. */
const SIGNER = new Signer(sha256(toUtf8Bytes('portage fuel deposit test sender')));
const SENDER = SIGNER.address.toB256();
const DEPOSIT = `0x${'ab'.repeat(32)}`;
const PTT_ASSET = `0x${'12'.repeat(32)}`;
const PTT: TokenSpec = { symbol: 'PTT', contract: PTT_ASSET, decimals: 6 };
const SEQUENCE = 11177265n;
const CHAIN_ID = 9889;
const ctx = { baseAssetId: FUEL_BASE_ASSET, sequenceNumber: SEQUENCE };

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

function expectRefused(run: () => unknown, code: FuelDepositErrorCode, message?: RegExp): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(FuelDepositError);
  const refused = thrown as FuelDepositError;
  expect(refused.name).toBe('FuelDepositError');
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
    const deposit = buildFuelDeposit(action({ token: PTT, amount: 18_446_744_073_709_551_615n }), ctx);
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

  it('without the swap number from the caller, any u64 in the script data is read back', () => {
    expect(buildFuelDeposit(action({ sequence: 7n }), { baseAssetId: FUEL_BASE_ASSET }).sequenceNumber).toBe(
      7n,
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
      () => buildFuelDeposit(action({}, { amount_in_base_units: '3000001', amount: 0.003000001 }), ctx),
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
    // The action says ETH, the transaction pays PTT.
    expectRefused(
      () =>
        buildFuelDeposit(
          action({ token: PTT, amount: 3_000_000n }, { token: { ...FUEL_ETH, decimals: 6 } }),
          ctx,
        ),
      'WRONG_TOKEN',
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
      () => buildFuelDeposit(action({}, { amount_in_base_units: tooBig, amount: Number(tooBig) / 1e9 }), ctx),
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
      'MISSING_FIELD',
    );
  });

  it('needs a usable base asset id from the caller', () => {
    expect(() => buildFuelDeposit(action(), { baseAssetId: '0x12' })).toThrow(RangeError);
  });
});
