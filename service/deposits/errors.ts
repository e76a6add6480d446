export type DepositBuildErrorCode =
  /** `family` is not one of the supported wallet families. */
  | 'UNSUPPORTED_FAMILY'
  /** The token cannot be deposited on this family (e.g. a contract token on Bitcoin). */
  | 'UNSUPPORTED_TOKEN'
  /** `amount` is not a bigint or is not strictly positive. */
  | 'INVALID_AMOUNT'
  /** `amount` does not fit the family's amount type (u64 on Solana and Fuel, u256 on EVM, ...). */
  | 'AMOUNT_OUT_OF_RANGE'
  /** `sequenceNumber` is not a bigint or is negative. */
  | 'INVALID_SEQUENCE_NUMBER'
  /** `sequenceNumber` does not fit where the family carries it (32 bytes, a felt, a u64). */
  | 'SEQUENCE_NUMBER_OUT_OF_RANGE'
  /** The Bitcoin OP_RETURN text for the sequence number would exceed 80 bytes. */
  | 'OP_RETURN_TOO_LONG'
  /** The token has no contract where one is required (Starknet tokens are all contracts). */
  | 'MISSING_CONTRACT'
  /** The network has no watchdog contract where one is required (Starknet). */
  | 'MISSING_WATCHDOG_CONTRACT'
  /** A native Fuel deposit needs `network.baseAssetId`. */
  | 'MISSING_BASE_ASSET_ID'
  /** An address, contract or asset id is not valid for the family. */
  | 'INVALID_ADDRESS'
  /** `token.decimals` is not an integer in 0..255. */
  | 'INVALID_DECIMALS';

/** Thrown by every deposit `call_data` builder when its input cannot produce a safe deposit. */
export class DepositBuildError extends Error {
  override readonly name = 'DepositBuildError';
  readonly code: DepositBuildErrorCode;

  constructor(code: DepositBuildErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
