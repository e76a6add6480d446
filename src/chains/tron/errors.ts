/**
 * What went wrong when a Tron deposit was sent, said so a person understands it. Works on the
 * wallet adapters' errors (`WalletSignTransactionError` and friends, named explicitly so the name
 * survives minification, with the wallet's own error as `error`), on TronLink's plain strings
 * ("Confirmation declined by user"), on the node client's `TronNodeError`, on the sending path's
 * own errors and on the builder's refusals.
 */
import {
  asSentence,
  cleanText,
  field,
  hasName,
  ownSentence,
  present,
  stringField,
  walkError,
} from '../../wallets/error-text';
import { TronNodeError } from './node';

export type TronSendErrorKind =
  | 'rejected'
  | 'insufficient_funds'
  | 'not_connected'
  | 'node_unreachable'
  | 'node_refused'
  | 'refused'
  | 'failed_onchain'
  | 'unknown';

/** The wallet module's own reasons not to send, found before the wallet is asked anything. */
export class TronWalletError extends Error {
  override readonly name = 'TronWalletError';

  constructor(
    readonly kind: 'insufficient_funds' | 'not_connected',
    message: string,
  ) {
    super(message);
  }
}

/** The wallet returned something other than the transaction it was asked to sign, signed. */
export class TronWalletAlteredError extends Error {
  override readonly name = 'TronWalletAlteredError';
  constructor() {
    super('The wallet returned a different transaction from the one it was asked to sign.');
  }
}

/** The deposit is in a block but its contract call failed (the fee was spent, the amount was not). */
export class TronDepositFailedError extends Error {
  override readonly name = 'TronDepositFailedError';
  constructor(
    readonly txId: string,
    readonly reason: string,
  ) {
    super(`The deposit transaction ${txId} failed on the network: ${reason}`);
  }
}

const REJECTED_CODES = new Set<unknown>([4001]);
const REJECTED_TEXT =
  /\buser (?:rejected|denied|declined|cancel+ed)|(?:rejected|denied|declined|cancel+ed) by (?:the )?user|confirmation declined/i;
const NOT_CONNECTED_NAMES = new Set([
  'WalletDisconnectedError',
  'WalletNotFoundError',
  'WalletWindowClosedError',
]);
/** The node's words for an account that cannot pay (TRX balance, bandwidth or energy). */
const NO_FUNDS_TEXT =
  /balance is not sufficient|insufficient balance|not enough (?:energy|bandwidth|balance)|account .* does not exist/i;

export function describeTronError(
  error: unknown,
  networkName?: string,
): { kind: TronSendErrorKind; message: string } {
  const network = present(networkName) ?? 'the Tron network';
  const links = walkError(error);
  const own = ownSentence(links, TronWalletError);
  if (own) return own;

  const text = (link: object) => stringField(link, 'message') ?? '';
  const some = (test: (link: object) => boolean) => links.some(test);

  if (some((l) => REJECTED_CODES.has(field(l, 'code')) || REJECTED_TEXT.test(text(l)))) {
    return {
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    };
  }
  if (some((l) => l instanceof TronWalletAlteredError)) {
    return {
      kind: 'refused',
      message:
        'Your wallet changed the deposit transaction before signing it, so Portage did not send it. Nothing left your wallet.',
    };
  }
  const failed = links.find((l): l is TronDepositFailedError => l instanceof TronDepositFailedError);
  if (failed) {
    return {
      kind: 'failed_onchain',
      message: `The deposit failed on ${network} (reason: ${cleanText(failed.reason) ?? 'unknown'}). The amount was not sent; only the network fee was spent.`,
    };
  }
  const nodeError = links.find((l): l is TronNodeError => l instanceof TronNodeError);
  if (nodeError?.kind === 'unreachable') {
    return {
      kind: 'node_unreachable',
      message: `Portage could not reach ${network}. Check your connection and try again; if your wallet shows the deposit as sent, wait for it instead.`,
    };
  }
  if (some((l) => NO_FUNDS_TEXT.test(text(l)))) {
    return {
      kind: 'insufficient_funds',
      message:
        'Your wallet does not have enough TRX to send this deposit and pay the network fee. Nothing was sent.',
    };
  }
  if (nodeError) {
    const said = cleanText(nodeError.message);
    return {
      kind: 'node_refused',
      message: `${network} refused the deposit, so nothing was sent${said ? `: ${asSentence(said)}` : '.'}`,
    };
  }
  if (some((l) => hasName(NOT_CONNECTED_NAMES, stringField(l, 'name')))) {
    return { kind: 'not_connected', message: 'Your Tron wallet is not connected. Connect it and try again.' };
  }
  const short = links.map((l) => cleanText(text(l))).find(Boolean);
  return {
    kind: 'unknown',
    message:
      short === undefined
        ? 'Your wallet could not send the deposit. Check your wallet and try again.'
        : `Your wallet could not send the deposit: ${asSentence(short)}`,
  };
}
