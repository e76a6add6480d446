/**
 * What went wrong when a Tron deposit was sent, said so a person understands it. Works on the
 * wallet adapters' errors (`WalletSignTransactionError` and friends, named explicitly so the name
 * survives minification, with the wallet's own error as `error`), on TronLink's plain strings
 * ("Confirmation declined by user"), on the node client's `TronNodeError`, on the sending path's
 * own errors and on the builder's refusals. The shared steps are ../kit/errors.ts; the
 * rules here are Tron's own.
 */
import { asSentence, cleanText, present, stringField } from '../kit/error-text';
import {
  DepositFailedError,
  describeSendError,
  type SendErrorDescription,
  shortOfFunds,
  unreachableAfterSend,
  WalletAlteredError,
  WalletModuleError,
  type WalletSendErrorKind,
} from '../kit/errors';
import { TronNodeError } from './node-error';

export type TronSendErrorKind = WalletSendErrorKind | 'node_refused';

/** The wallet module's own reasons not to send, found before the wallet is asked anything. */
export class TronWalletError extends WalletModuleError<'insufficient_funds' | 'not_connected'> {
  override readonly name = 'TronWalletError';
}

/** The wallet returned something other than the transaction it was asked to sign, signed. */
export class TronWalletAlteredError extends WalletAlteredError {
  override readonly name = 'TronWalletAlteredError';
}

/** The deposit is in a block but its contract call failed (the fee was spent, the amount was not). */
export class TronDepositFailedError extends DepositFailedError {
  override readonly name = 'TronDepositFailedError';
}

/** The node's words for an account that cannot pay (TRX balance, bandwidth or energy). */
const NO_FUNDS_TEXT =
  /balance is not sufficient|insufficient balance|not enough (?:energy|bandwidth|balance)|account .* does not exist/i;

export function describeTronError(
  error: unknown,
  networkName?: string,
): SendErrorDescription<TronSendErrorKind> {
  return describeSendError<TronSendErrorKind>(error, {
    network: present(networkName) ?? 'the Tron network',
    wallet: 'Tron',
    rules: [
      shortOfFunds((_, text) => NO_FUNDS_TEXT.test(text), 'TRX'),
      // The node answered and said no (an unreachable node is the shared step's).
      ({ links, network }) => {
        const refusal = links.find(
          (link): link is TronNodeError => link instanceof TronNodeError && link.kind !== 'unreachable',
        );
        if (!refusal) return null;
        const said = cleanText(refusal.message);
        return {
          kind: 'node_refused',
          message: `${network} refused the deposit, so nothing was sent${said ? `: ${asSentence(said)}` : '.'}`,
        };
      },
    ],
    // The adapters' error for a wallet popup closed before it connected.
    notConnected: (link) => stringField(link, 'name') === 'WalletWindowClosedError',
    unreachable: (link) => link instanceof TronNodeError && link.kind === 'unreachable',
    unreachableSentence: unreachableAfterSend,
  });
}
