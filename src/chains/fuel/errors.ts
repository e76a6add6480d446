/**
 * What went wrong when a Fuel deposit was prepared or sent, said so a person understands it.
 * Works on fuels' `FuelError` (recognised by its `code`, a string such as `not-enough-funds`,
 * which survives minification), on the errors connectors and wallets throw ("User rejected the
 * transaction"), on a fetch that never reached the node, on the wallet module's own
 * `FuelWalletError` and on the builder's refusals. The shared steps are ../kit/errors.ts;
 * the rules here are Fuel's own.
 */
import { field, present } from '../kit/error-text';
import {
  describeSendError,
  type SendErrorDescription,
  shortOfFunds,
  unreachableAfterSend,
  WalletModuleError,
  type WalletSendErrorKind,
} from '../kit/errors';

export type FuelSendErrorKind = WalletSendErrorKind | 'simulation_failed';

/** The wallet module's own reasons not to send, found before the wallet is asked to sign. */
export class FuelWalletError extends WalletModuleError<
  'insufficient_funds' | 'not_connected' | 'node_unreachable' | 'simulation_failed' | 'refused'
> {
  override readonly name = 'FuelWalletError';
}

/** fuels' `ErrorCode`s for a shortfall: coins to spend, the fee, or too many small coins. */
const FUNDS_CODES = new Set<unknown>([
  'not-enough-funds',
  'not-enough-funds-or-max-coins-reached',
  'funds-too-low',
  'max-coins-reached',
]);
const FUNDS_TEXT =
  /not enough (?:coins|funds)|insufficient (?:funds|balance)|InsufficientFeeAmount|NotEnoughBalance/i;
const UNREACHABLE_CODES = new Set<unknown>([
  'connection-refused',
  'timeout-exceeded',
  'node-info-cache-empty',
]);

export function describeFuelError(
  error: unknown,
  networkName?: string,
): SendErrorDescription<FuelSendErrorKind> {
  return describeSendError<FuelSendErrorKind>(error, {
    network: present(networkName) ?? 'the Fuel network',
    wallet: 'Fuel',
    rules: [shortOfFunds((link, text) => FUNDS_CODES.has(field(link, 'code')) || FUNDS_TEXT.test(text))],
    notConnected: (link) => field(link, 'code') === 'missing-connector',
    unreachable: (link, text) =>
      UNREACHABLE_CODES.has(field(link, 'code')) || /unable to fetch chain and node info/i.test(text),
    unreachableSentence: unreachableAfterSend,
  });
}
