import { TronWeb } from 'tronweb';
import { assertAmountAtMost, assertCommonInput, invalidAddress, isNativeToken, U256_MAX } from './common';
import type { BuiltDepositAction, DepositInput } from './types';

/** TRX amounts (sun) are protobuf int64. */
export const TRON_INT64_MAX = 2n ** 63n - 1n;

/**
 * Tron deposit action: `callData` = the sequence number as decimal text, a plain memo the
 * client puts in the transaction's `raw_data.data`; `toAddress` = the deposit address in
 * base58 (`T...`). For a TRC-20 token the client calls the token's `transfer` toward that
 * address with the same memo.
 */
export function buildTronCallData(input: DepositInput): BuiltDepositAction {
  assertCommonInput(input);
  assertAmountAtMost(
    input,
    isNativeToken(input) ? TRON_INT64_MAX : U256_MAX,
    isNativeToken(input) ? 'an int64 of sun' : 'a uint256',
  );
  tronBase58(input.depositAddress, 'depositAddress');
  tronBase58(input.sourceAddress, 'sourceAddress');
  if (!isNativeToken(input)) tronBase58(input.token.contract, 'token.contract');
  return { toAddress: input.depositAddress, callData: input.sequenceNumber.toString() };
}

function tronBase58(value: string | null, what: string): void {
  // TronWeb.isAddress also accepts 41-prefixed hex; the deposit action wants the base58 form.
  if (typeof value !== 'string' || !value.startsWith('T') || !TronWeb.isAddress(value)) {
    throw invalidAddress(`${what} (base58 T... address)`, value);
  }
}
