import { Address } from '@ton/core';
import { assertAmountAtMost, assertCommonInput, invalidAddress, isNativeToken } from './common';
import type { BuiltDepositAction, DepositInput } from './types';

/** TON `Coins` are VarUInteger 16: at most 15 bytes, so below 2^120. */
export const TON_COINS_MAX = 2n ** 120n - 1n;

/** The JSON object carried in a TON deposit action's `callData`. */
export interface TonDepositCallData {
  /** Base units (nanotons for TON, the jetton's base units otherwise), as a decimal string. */
  amount: string;
  asset: string;
  /** The decimal sequence number: the client sends it as a text comment (op 0 + UTF-8 tail). */
  comment: string;
}

/**
 * TON deposit action: `callData` = `JSON.stringify({ amount, asset, comment })`, `toAddress` =
 * the deposit address exactly as given (its user-friendly form carries the bounce flag).
 */
export function buildTonCallData(input: DepositInput): BuiltDepositAction {
  assertCommonInput(input);
  assertAmountAtMost(input, TON_COINS_MAX, 'TON Coins (VarUInteger 16)');
  tonAddress(input.depositAddress, 'depositAddress');
  tonAddress(input.sourceAddress, 'sourceAddress');
  if (!isNativeToken(input)) tonAddress(input.token.contract, 'token.contract (jetton master)');

  const callData: TonDepositCallData = {
    amount: input.amount.toString(),
    asset: input.token.symbol,
    comment: input.sequenceNumber.toString(),
  };
  return { toAddress: input.depositAddress, callData: JSON.stringify(callData) };
}

function tonAddress(value: string | null, what: string): Address {
  if (typeof value !== 'string') throw invalidAddress(what, value);
  try {
    return Address.parse(value);
  } catch (cause) {
    throw invalidAddress(what, value, cause);
  }
}
