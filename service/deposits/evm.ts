import { concatHex, encodeFunctionData, erc20Abi, getAddress, type Hex, isAddress, numberToHex } from 'viem';
import {
  assertAmountAtMost,
  assertCommonInput,
  assertSequenceAtMost,
  invalidAddress,
  isNativeToken,
  U256_MAX,
} from './common';
import { depositoryCall } from './depository';
import type { BuiltDepositAction, DepositInput } from './types';

/**
 * EVM deposit action: `callData` is the `data` of a transaction sent to `toAddress`.
 *
 * - Native token: `toAddress` = deposit address, `callData` = the sequence number as minimal
 *   even-length hex (5089 -> `0x13e1`); the client sends `amount` as the transaction value.
 * - ERC-20: `toAddress` = token contract, `callData` = ABI `transfer(depositAddress, amount)`
 *   followed by the sequence number as one extra 32-byte big-endian word. Solidity ignores
 *   calldata past the ABI-encoded arguments, so the token still just transfers; the service
 *   reads the last 32 bytes to match the deposit to its swap.
 *
 * No `gasLimit` is set: the client estimates (a native transfer carrying data needs more
 * than 21000, and a contract deposit address more still).
 *
 * With `network.depositoryContract` (the sandbox's local chains, on `use_depository`), the
 * deposit goes through that contract instead: `toAddress` = the depository, `callData` =
 * `depositERC20(id, token, depositAddress, amount)` (the wallet approves the depository for the
 * amount first) or `depositNative(id, depositAddress)` with the amount as value, `id` = the
 * sequence number as bytes32, with `encodedArgs` and a `gasLimit`.
 */
export function buildEvmCallData(input: DepositInput): BuiltDepositAction {
  assertCommonInput(input);
  const depositAddress = evmAddress(input.depositAddress, 'depositAddress');
  evmAddress(input.sourceAddress, 'sourceAddress');
  assertAmountAtMost(input, U256_MAX, 'a uint256');
  assertSequenceAtMost(input, U256_MAX, 'a 32-byte word');

  const depository = input.network.depositoryContract;
  if (depository != null) {
    const call = depositoryCall({
      sequenceNumber: input.sequenceNumber,
      token: isNativeToken(input) ? null : evmAddress(input.token.contract, 'token.contract'),
      receiver: depositAddress,
      amount: input.amount,
    });
    return {
      toAddress: evmAddress(depository, 'network.depositoryContract'),
      callData: call.callData,
      gasLimit: call.gasLimit,
      encodedArgs: call.encodedArgs,
    };
  }

  if (isNativeToken(input)) {
    return { toAddress: depositAddress, callData: evmSequenceHex(input.sequenceNumber) };
  }

  const tokenContract = evmAddress(input.token.contract, 'token.contract');
  const transfer = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [depositAddress, input.amount],
  });
  return { toAddress: tokenContract, callData: concatHex([transfer, evmSequenceWord(input.sequenceNumber)]) };
}

/** Minimal even-length `0x` hex of a non-negative integer: 5089n -> `0x13e1`, 0n -> `0x00`. */
export function evmSequenceHex(sequenceNumber: bigint): Hex {
  const digits = sequenceNumber.toString(16);
  return `0x${digits.length % 2 === 0 ? digits : `0${digits}`}`;
}

/** The 32 trailing bytes appended to an ERC-20 transfer: the sequence number, big-endian. */
export function evmSequenceWord(sequenceNumber: bigint): Hex {
  return numberToHex(sequenceNumber, { size: 32 });
}

function evmAddress(value: string | null, what: string): Hex {
  // viem's isAddress is strict by default: mixed case must carry a valid EIP-55 checksum.
  if (typeof value !== 'string' || !isAddress(value)) throw invalidAddress(what, value);
  return getAddress(value);
}
