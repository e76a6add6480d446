import { cairo, constants, validateAndParseAddress } from 'starknet';
import {
  assertAmountAtMost,
  assertCommonInput,
  assertSequenceAtMost,
  invalidAddress,
  U256_MAX,
} from './common';
import { DepositBuildError } from './errors';
import type { BuiltDepositAction, DepositInput } from './types';

/** One call of a Starknet multicall, in the shape starknet.js `Call` accepts. */
export interface StarknetDepositCall {
  contractAddress: string;
  entrypoint: string;
  calldata: string[];
}

/**
 * Starknet deposit action: `callData` is `JSON.stringify` of exactly two calls that the
 * client passes to `account.execute(calls)` as one multicall:
 *
 * 1. `{ contractAddress: token contract, entrypoint: 'transfer', calldata: [deposit, low, high] }`
 *    (the amount as a u256: two decimal felts, low 128 bits first, as `cairo.uint256` gives);
 * 2. `{ contractAddress: watchdog contract, entrypoint: 'watch', calldata: [sequenceNumber] }`.
 *
 * Addresses are normalized by starknet.js `validateAndParseAddress` (0x + 64 lowercase hex).
 * `toAddress` is the deposit address. Even ETH and STRK are ERC-20 contracts on Starknet, so
 * a token without a contract is refused, as is a network without a watchdog contract.
 */
export function buildStarknetCallData(input: DepositInput): BuiltDepositAction {
  assertCommonInput(input);
  const tokenContract = input.token.contract;
  if (tokenContract === null || tokenContract === undefined || tokenContract.trim() === '') {
    throw new DepositBuildError(
      'MISSING_CONTRACT',
      `token ${input.token.symbol} on ${input.network.name} has no contract: every Starknet token (ETH and STRK included) is deposited through its ERC-20 contract`,
    );
  }
  const watchdog = input.network.watchdogContract;
  if (watchdog === null || watchdog === undefined || watchdog.trim() === '') {
    throw new DepositBuildError(
      'MISSING_WATCHDOG_CONTRACT',
      `network ${input.network.name} has no watchdog contract to record the sequence number`,
    );
  }
  assertAmountAtMost(input, U256_MAX, 'a u256');
  // The sequence number is passed as one felt.
  assertSequenceAtMost(input, constants.PRIME - 1n, 'a felt');

  const deposit = starknetAddress(input.depositAddress, 'depositAddress');
  starknetAddress(input.sourceAddress, 'sourceAddress');
  const amount = cairo.uint256(input.amount);
  const calls: [StarknetDepositCall, StarknetDepositCall] = [
    {
      contractAddress: starknetAddress(tokenContract, 'token.contract'),
      entrypoint: 'transfer',
      calldata: [deposit, amount.low.toString(), amount.high.toString()],
    },
    {
      contractAddress: starknetAddress(watchdog, 'network.watchdogContract'),
      entrypoint: 'watch',
      calldata: [input.sequenceNumber.toString()],
    },
  ];
  return { toAddress: deposit, callData: JSON.stringify(calls) };
}

function starknetAddress(value: string, what: string): string {
  // validateAndParseAddress reads an unprefixed string as hex ('12345' -> 0x...12345), so a
  // decimal address would be silently misread: insist on 0x-hex first.
  if (!/^0x[0-9a-fA-F]{1,64}$/.test(value)) throw invalidAddress(what, value);
  try {
    return validateAndParseAddress(value);
  } catch (cause) {
    throw invalidAddress(what, value, cause);
  }
}
