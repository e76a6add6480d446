import { assertAmountAtMost, assertCommonInput, isNativeToken } from './common';
import { DepositBuildError } from './errors';
import type { BuiltDepositAction, DepositInput } from './types';

/** Standard relay policy caps an OP_RETURN payload at 80 bytes. */
export const OP_RETURN_MAX_BYTES = 80;
/** 21 million BTC in satoshis. */
export const BITCOIN_MAX_SATOSHIS = 21_000_000n * 100_000_000n;

/**
 * The text the client puts into the OP_RETURN output: the sequence number in lowercase hex,
 * padded to an even number of digits so it can also be read as whole bytes
 * (11177265 -> `aa8d31`).
 */
export function bitcoinOpReturnText(sequenceNumber: bigint): string {
  const digits = sequenceNumber.toString(16);
  return digits.length % 2 === 0 ? digits : `0${digits}`;
}

/**
 * Bitcoin deposit action: `callData` = the sequence number as a decimal string
 * (e.g. `11177265`), `toAddress` = the deposit address. The client pays `amount` satoshis to
 * the deposit address and adds an OP_RETURN holding `bitcoinOpReturnText(sequence)`; a
 * sequence number whose text would exceed 80 bytes is refused (the length is counted on the
 * ASCII text, which is the stricter reading: the raw bytes are half as long).
 *
 * No Bitcoin library is installed, so the addresses are only checked to be non-empty.
 */
export function buildBitcoinCallData(input: DepositInput): BuiltDepositAction {
  assertCommonInput(input);
  if (!isNativeToken(input)) {
    throw new DepositBuildError(
      'UNSUPPORTED_TOKEN',
      `only native BTC can be deposited on ${input.network.name}, not contract token ${input.token.symbol}`,
    );
  }
  assertAmountAtMost(input, BITCOIN_MAX_SATOSHIS, 'a satoshi amount');
  const text = bitcoinOpReturnText(input.sequenceNumber);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > OP_RETURN_MAX_BYTES) {
    throw new DepositBuildError(
      'OP_RETURN_TOO_LONG',
      `sequence number ${input.sequenceNumber} needs ${bytes} bytes of OP_RETURN text, more than ${OP_RETURN_MAX_BYTES}`,
    );
  }
  return { toAddress: input.depositAddress, callData: input.sequenceNumber.toString() };
}
