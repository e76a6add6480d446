import { Address, BigNumberCoder, bn, isB256, ScriptTransactionRequest } from 'fuels';
import {
  assertAmountAtMost,
  assertCommonInput,
  assertSequenceAtMost,
  invalidAddress,
  isNativeToken,
  U64_MAX,
} from './common';
import { DepositBuildError } from './errors';
import type { BuiltDepositAction, DepositInput } from './types';

/** The JSON object carried in a Fuel deposit action's `callData`. */
export interface FuelDepositCallData {
  /** `JSON.stringify(request.toJSON())` of the unfunded `ScriptTransactionRequest`. */
  script: string;
  /** What the client must fund the request with (`coinQuantityfy`-able). */
  quantities: { amount: string; assetId: string }[];
}

/** Decoder for the sequence number in a Fuel deposit's `scriptData`: one big-endian u64. */
export const fuelSequenceCoder = new BigNumberCoder('u64');

/**
 * Fuel deposit action: `callData` = `JSON.stringify({ script, quantities })`, `toAddress` = the
 * deposit address.
 *
 * `script` is `JSON.stringify(request.toJSON())` of a `ScriptTransactionRequest`. That is the
 * route fuels itself uses to persist a request offline (`serializeTransactionResponseJson`
 * writes `requestJson: JSON.stringify(request.toJSON())`, and
 * `deserializeTransactionResponseJson` reads it back with
 * `transactionRequestify(JSON.parse(requestJson))`, in @fuel-ts/account's
 * providers/utils/transaction-response-serialization). `toJSON()` is `normalizeJSON`: BNs
 * become hex strings and byte arrays hex, and the `ScriptTransactionRequest` constructor
 * accepts both back, so the rebuilt request encodes to the same transaction bytes. The client
 * must `JSON.parse(script)` first: `ScriptTransactionRequest.from(aString)` does not throw,
 * it silently returns an empty request.
 *
 * The request (no provider, chain id or base asset id is needed to build it):
 * - `script` = fuels' default `returnZeroScript` (`RET 0`, 0x24000000), so it moves nothing;
 * - `scriptData` = the sequence number as one big-endian u64 (fuels `BigNumberCoder('u64')`).
 *   The script ignores it, but it is part of the signed transaction and of what a node
 *   reports for it, so the service matches the deposit by decoding `scriptData`;
 * - `outputs[0]` = a coin output of `amount` of the asset to the deposit address;
 * - no inputs, no witnesses, gas limit and max fee 0: the client funds it with `quantities`
 *   (e.g. `provider.assembleTx`/`estimateAndFund`, which add inputs, change and fees).
 *
 * The asset id is the token's contract, or `network.baseAssetId` for the native token. Fuel
 * coin amounts are u64, so larger amounts are refused (fuels itself would only fail later,
 * when encoding the transaction).
 */
export function buildFuelCallData(input: DepositInput): BuiltDepositAction {
  assertCommonInput(input);
  assertAmountAtMost(input, U64_MAX, 'a Fuel coin amount (u64)');
  assertSequenceAtMost(input, U64_MAX, 'the u64 in scriptData');
  const deposit = fuelB256(input.depositAddress, 'depositAddress');
  fuelB256(input.sourceAddress, 'sourceAddress');
  const assetId = fuelAssetId(input);

  const request = new ScriptTransactionRequest({
    scriptData: fuelSequenceCoder.encode(bn(input.sequenceNumber.toString())),
  });
  request.addCoinOutput(new Address(deposit), bn(input.amount.toString()), assetId);

  const callData: FuelDepositCallData = {
    script: JSON.stringify(request.toJSON()),
    quantities: [{ amount: input.amount.toString(), assetId }],
  };
  return { toAddress: deposit, callData: JSON.stringify(callData) };
}

function fuelAssetId(input: DepositInput): string {
  if (!isNativeToken(input)) return fuelB256(input.token.contract, 'token.contract (asset id)');
  const base = input.network.baseAssetId;
  if (base === null || base === undefined || base.trim() === '') {
    throw new DepositBuildError(
      'MISSING_BASE_ASSET_ID',
      `network ${input.network.name} has no baseAssetId for native ${input.token.symbol}`,
    );
  }
  return fuelB256(base, 'network.baseAssetId');
}

/**
 * Insists on a 32-byte hex (b256). fuels' `Address` would also take a 20-byte EVM address or a
 * 64-byte public key and quietly turn them into a different b256, which must not happen to
 * a deposit address.
 */
function fuelB256(value: string | null, what: string): string {
  if (typeof value !== 'string' || !isB256(value)) throw invalidAddress(`${what} (b256 hex)`, value);
  return value.toLowerCase();
}
