import { DepositBuildError } from './errors';
import type { DepositInput } from './types';

export const U64_MAX = 2n ** 64n - 1n;
export const U256_MAX = 2n ** 256n - 1n;

/**
 * Checks what every family needs: a positive bigint amount, a non-negative bigint sequence
 * number, non-empty addresses and sane decimals. Family modules add their own range and
 * address checks on top.
 */
export function assertCommonInput(input: DepositInput): void {
  if (typeof input.amount !== 'bigint' || input.amount <= 0n) {
    throw new DepositBuildError(
      'INVALID_AMOUNT',
      `amount must be a positive bigint in base units, got ${show(input.amount)}`,
    );
  }
  if (typeof input.sequenceNumber !== 'bigint' || input.sequenceNumber < 0n) {
    throw new DepositBuildError(
      'INVALID_SEQUENCE_NUMBER',
      `sequenceNumber must be a non-negative bigint, got ${show(input.sequenceNumber)}`,
    );
  }
  assertNonEmpty(input.depositAddress, 'depositAddress');
  assertNonEmpty(input.sourceAddress, 'sourceAddress');
  const { decimals } = input.token;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new DepositBuildError(
      'INVALID_DECIMALS',
      `token.decimals must be an integer in 0..255, got ${show(decimals)}`,
    );
  }
}

export function assertAmountAtMost(input: DepositInput, max: bigint, what: string): void {
  if (input.amount > max) {
    throw new DepositBuildError(
      'AMOUNT_OUT_OF_RANGE',
      `amount ${input.amount} does not fit ${what} on ${input.network.name} (max ${max})`,
    );
  }
}

export function assertSequenceAtMost(input: DepositInput, max: bigint, what: string): void {
  if (input.sequenceNumber > max) {
    throw new DepositBuildError(
      'SEQUENCE_NUMBER_OUT_OF_RANGE',
      `sequenceNumber ${input.sequenceNumber} does not fit ${what} (max ${max})`,
    );
  }
}

/** `null`/`undefined` means native; any string (even empty) is a contract that must validate. */
export function isNativeToken(input: DepositInput): boolean {
  return input.token.contract === null || input.token.contract === undefined;
}

export function invalidAddress(what: string, value: unknown, cause?: unknown): DepositBuildError {
  return new DepositBuildError(
    'INVALID_ADDRESS',
    `${what} is not a valid address: ${show(value)}`,
    cause === undefined ? undefined : { cause },
  );
}

function assertNonEmpty(value: unknown, what: string): void {
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalidAddress(what, value);
  }
}

function show(value: unknown): string {
  return typeof value === 'bigint' ? `${value}n` : (JSON.stringify(value) ?? String(value));
}
