import {
  arrayify,
  bn,
  coinQuantityfy,
  hexlify,
  OutputType,
  ScriptTransactionRequest,
  type ScriptTransactionRequestLike,
  TransactionCoder,
  TransactionType,
  transactionRequestify,
} from 'fuels';
import { describe, expect, it } from 'vitest';
import { buildFuelCallData, type FuelDepositCallData, fuelSequenceCoder } from './fuel';
import {
  expectDepositError,
  FUEL_BASE_ASSET_ID,
  FUEL_CHAIN_ID,
  FUEL_DEPOSIT,
  FUEL_TOKEN_ASSET_ID,
  sampleInput,
} from './testing';

const token = { symbol: 'USDC', contract: FUEL_TOKEN_ASSET_ID, decimals: 6 };

function rebuild(callData: string): { parsed: FuelDepositCallData; request: ScriptTransactionRequest } {
  const parsed = JSON.parse(callData) as FuelDepositCallData;
  expect(typeof parsed.script).toBe('string');
  const request = transactionRequestify(JSON.parse(parsed.script));
  if (!(request instanceof ScriptTransactionRequest)) throw new Error('not a script transaction request');
  return { parsed, request };
}

describe('Fuel deposit call data', () => {
  it('rebuilds offline into a script request with one coin output to the deposit address', () => {
    const amount = 18_446_744_073_709_551_615n; // u64 max, exact
    const built = buildFuelCallData(sampleInput('fuel', { amount, token }));
    expect(built.toAddress).toBe(FUEL_DEPOSIT);
    const { parsed, request } = rebuild(built.callData);

    expect(request.type).toBe(TransactionType.Script);
    expect(request.inputs).toEqual([]);
    expect(request.witnesses).toEqual([]);
    expect(request.outputs).toHaveLength(1);
    const [output] = request.getCoinOutputs();
    expect(output?.type).toBe(OutputType.Coin);
    expect(output?.to).toBe(FUEL_DEPOSIT);
    expect(bn(output?.amount).toString()).toBe(amount.toString());
    expect(output?.assetId).toBe(FUEL_TOKEN_ASSET_ID);

    // The sequence number is the script data: one big-endian u64. The script is fuels' RET 0.
    expect(hexlify(request.script)).toBe('0x24000000');
    expect(hexlify(request.scriptData)).toBe('0x0000000000aa8d31');
    const [sequence] = fuelSequenceCoder.decode(request.scriptData, 0);
    expect(sequence.toString()).toBe('11177265');

    expect(parsed.quantities).toEqual([{ amount: amount.toString(), assetId: FUEL_TOKEN_ASSET_ID }]);
    const [quantity] = parsed.quantities.map((each) => coinQuantityfy(each));
    expect(quantity?.amount.toString()).toBe(amount.toString());
    expect(quantity?.assetId).toBe(FUEL_TOKEN_ASSET_ID);
    expect(request.getCoinOutputsQuantities().map((each) => [each.amount.toString(), each.assetId])).toEqual([
      [amount.toString(), FUEL_TOKEN_ASSET_ID],
    ]);
  });

  it('native token uses the network base asset id', () => {
    const built = buildFuelCallData(sampleInput('fuel'));
    const { parsed, request } = rebuild(built.callData);
    expect(request.getCoinOutputs()[0]?.assetId).toBe(FUEL_BASE_ASSET_ID);
    expect(parsed.quantities).toEqual([{ amount: '3000000', assetId: FUEL_BASE_ASSET_ID }]);
  });

  it('the rebuilt request encodes to transaction bytes that decode to the same fields', () => {
    const built = buildFuelCallData(
      sampleInput('fuel', { amount: 42n, sequenceNumber: 2n ** 64n - 1n, token }),
    );
    const { request } = rebuild(built.callData);
    const [transaction] = new TransactionCoder().decode(request.toTransactionBytes(), 0);
    if (transaction.type !== TransactionType.Script) throw new Error('expected a script transaction');
    expect(transaction.inputs).toEqual([]);
    expect(transaction.outputs).toHaveLength(1);
    expect(transaction.script).toBe('0x24000000');
    // TransactionCoder hands back hex strings, not bytes: arrayify before decoding.
    expect(transaction.scriptData).toBe('0xffffffffffffffff');
    const [output] = transaction.outputs ?? [];
    if (output?.type !== OutputType.Coin) throw new Error('expected a coin output');
    expect(output.to).toBe(FUEL_DEPOSIT);
    expect(output.amount.toString()).toBe('42');
    expect(output.assetId).toBe(FUEL_TOKEN_ASSET_ID);
    expect(fuelSequenceCoder.decode(arrayify(transaction.scriptData ?? '0x'), 0)[0].toString()).toBe(
      (2n ** 64n - 1n).toString(),
    );
    // The id hashes offline from the input's chain id: no provider is involved.
    expect(request.getTransactionId(Number(FUEL_CHAIN_ID))).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('fuels pitfall: ScriptTransactionRequest.from wants the parsed object, a string gives an empty request', () => {
    const { script } = JSON.parse(buildFuelCallData(sampleInput('fuel')).callData) as FuelDepositCallData;
    const fromString = ScriptTransactionRequest.from(script as unknown as ScriptTransactionRequestLike);
    expect(fromString.outputs).toEqual([]);
    const fromObject = ScriptTransactionRequest.from(JSON.parse(script) as ScriptTransactionRequestLike);
    expect(fromObject.outputs).toHaveLength(1);
  });

  it('refuses a native deposit without base asset id, non-b256 ids and values beyond u64', () => {
    expectDepositError(
      () => buildFuelCallData(sampleInput('fuel', { network: { name: 'FUEL', baseAssetId: null } })),
      'MISSING_BASE_ASSET_ID',
    );
    // fuels' Address would silently pad a 20-byte EVM address into a b256: refused here.
    expectDepositError(
      () =>
        buildFuelCallData(
          sampleInput('fuel', { depositAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
        ),
      'INVALID_ADDRESS',
    );
    expectDepositError(
      () => buildFuelCallData(sampleInput('fuel', { token: { ...token, contract: '0x1234' } })),
      'INVALID_ADDRESS',
    );
    expectDepositError(
      () => buildFuelCallData(sampleInput('fuel', { amount: 2n ** 64n })),
      'AMOUNT_OUT_OF_RANGE',
    );
    expectDepositError(
      () => buildFuelCallData(sampleInput('fuel', { sequenceNumber: 2n ** 64n })),
      'SEQUENCE_NUMBER_OUT_OF_RANGE',
    );
  });
});
