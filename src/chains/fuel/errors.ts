/**
 * What went wrong when a Fuel deposit was prepared or sent, said so a person understands it.
 * Works on fuels' `FuelError` (recognised by its `code`, a string such as `not-enough-funds`,
 * which survives minification), on the errors connectors and wallets throw ("User rejected the
 * transaction"), on a fetch that never reached the node, on the wallet module's own
 * `FuelWalletError` and on the builder's refusals.
 */
import {
  asSentence,
  cleanText,
  field,
  ownSentence,
  present,
  stringField,
  walkError,
} from '../../wallets/error-text';

export type FuelSendErrorKind =
  | 'rejected'
  | 'insufficient_funds'
  | 'not_connected'
  | 'node_unreachable'
  | 'simulation_failed'
  | 'refused'
  | 'unknown';

/** The wallet module's own reasons not to send, found before the wallet is asked to sign. */
export class FuelWalletError extends Error {
  override readonly name = 'FuelWalletError';

  constructor(
    readonly kind:
      | 'insufficient_funds'
      | 'not_connected'
      | 'node_unreachable'
      | 'simulation_failed'
      | 'refused',
    message: string,
  ) {
    super(message);
  }
}

/** fuels' `ErrorCode`s for a shortfall: coins to spend, the fee, or too many small coins. */
const FUNDS_CODES = new Set<unknown>([
  'not-enough-funds',
  'not-enough-funds-or-max-coins-reached',
  'funds-too-low',
  'max-coins-reached',
]);
const UNREACHABLE_CODES = new Set<unknown>([
  'connection-refused',
  'timeout-exceeded',
  'node-info-cache-empty',
]);
const REJECTED_CODES = new Set<unknown>([4001, 'ACTION_REJECTED']);
const REJECTED_TEXT =
  /\buser (?:rejected|denied|declined|cancel+ed)|(?:rejected|denied|declined|cancel+ed) by (?:the )?user|request (?:was )?rejected/i;
const NOT_CONNECTED_TEXT =
  /not connected|connection not found|no (?:connector|account) (?:selected|connected)/i;
const FUNDS_TEXT =
  /not enough (?:coins|funds)|insufficient (?:funds|balance)|InsufficientFeeAmount|NotEnoughBalance/i;
const UNREACHABLE_TEXT =
  /failed to fetch|fetch failed|networkerror when attempting|load failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|socket hang up|network request failed|unable to fetch chain and node info/i;

export function describeFuelError(
  error: unknown,
  networkName?: string,
): { kind: FuelSendErrorKind; message: string } {
  const network = present(networkName) ?? 'the Fuel network';
  const links = walkError(error);
  const own = ownSentence(links, FuelWalletError);
  if (own) return own;

  const texts = links.map((link) => stringField(link, 'message') ?? '');
  const codes = links.map((link) => field(link, 'code'));
  if (codes.some((code) => REJECTED_CODES.has(code)) || texts.some((text) => REJECTED_TEXT.test(text))) {
    return {
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    };
  }
  if (
    codes.some((code) => code === 'missing-connector') ||
    texts.some((text) => NOT_CONNECTED_TEXT.test(text))
  ) {
    return {
      kind: 'not_connected',
      message: 'Your Fuel wallet is not connected any more. Connect it again, then send.',
    };
  }
  if (codes.some((code) => FUNDS_CODES.has(code)) || texts.some((text) => FUNDS_TEXT.test(text))) {
    return {
      kind: 'insufficient_funds',
      message:
        'Your wallet does not have enough to send this amount and pay the network fee. Nothing was sent.',
    };
  }
  if (
    codes.some((code) => UNREACHABLE_CODES.has(code)) ||
    texts.some((text) => UNREACHABLE_TEXT.test(text))
  ) {
    return {
      kind: 'node_unreachable',
      message: `Portage could not reach ${network}. Check your connection and try again; if your wallet shows the deposit as sent, wait for it instead.`,
    };
  }
  const short = texts
    .map((text) => cleanText(text.split('\n').find((line) => line.trim() !== '') ?? ''))
    .find(Boolean);
  return {
    kind: 'unknown',
    message:
      short === undefined
        ? 'Your wallet could not send the deposit. Check your wallet and try again.'
        : `Your wallet could not send the deposit: ${asSentence(short)}`,
  };
}
