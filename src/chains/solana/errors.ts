/**
 * What went wrong when a Solana wallet was asked to sign or a node to take a deposit, said so a
 * person understands it. Works on the wallet adapter's errors (`WalletSignTransactionError` and
 * friends, which keep the wallet's own error in `error`), on the plain objects wallets throw
 * (`{ code: 4001, message: 'User rejected the request.' }`), on web3.js's `SendTransactionError`
 * (the node's preflight message and program logs), on its blockhash-expiry error, on a fetch that
 * never reached the node, and on Portage's own refusals. The shared steps are
 * ../kit/errors.ts; the rules here are Solana's own.
 *
 * Errors are recognised by `name`, `code` and text, not `instanceof`: a wallet may bring its own
 * copy of the adapter, and the adapter sets `name` explicitly, so it survives minification.
 */

import { cleanText, field, hasName, present, stringField } from '../kit/error-text';
import {
  DepositFailedError,
  describeSendError,
  type SendErrorDescription,
  type SendErrorRule,
  unreachableAfterSend,
  WalletAlteredError,
  type WalletSendErrorKind,
} from '../kit/errors';

export type SolanaSendErrorKind = WalletSendErrorKind | 'blockhash_expired' | 'simulation_failed';

export type SolanaSendErrorDescription = SendErrorDescription<SolanaSendErrorKind>;

/** The deposit landed but failed (its fee was spent): thrown by the sending path after confirmation. */
export class SolanaDepositFailedError extends DepositFailedError {
  override readonly name = 'SolanaDepositFailedError';
}

/** The wallet returned a transaction other than the one it was asked to sign. */
export class SolanaWalletAlteredError extends WalletAlteredError {
  override readonly name = 'SolanaWalletAlteredError';
}

/** The node could not be reached, so whether the transaction arrived is unknown. */
export class SolanaNodeUnreachableError extends Error {
  override readonly name = 'SolanaNodeUnreachableError';
}

const WINDOW_CLOSED_NAMES = new Set(['WalletWindowClosedError']);
const EXPIRED_NAMES = new Set(['TransactionExpiredBlockheightExceededError']);
const EXPIRED_TEXT = /blockhash not found|block height exceeded|blockhash (?:has )?expired/i;
/** A lamport shortfall: the System Program's transfer, the fee, the rent of a new account. */
const NO_SOL_TEXT =
  /insufficient lamports|insufficient funds for fee|found no record of a prior credit|insufficient funds for rent|InsufficientFundsFor(?:Fee|Rent)|AccountNotFound/i;
/** The Token Program's own shortfall (its custom error 0x1, logged as "insufficient funds"). */
const NO_TOKEN_TEXT = /Error: insufficient funds|insufficient funds for instruction|insufficient funds/i;
const UNREACHABLE_NAMES = new Set(['SolanaNodeUnreachableError']);

/**
 * The kind of a failed deposit and a message for the person. `networkName` names the network
 * ("Local Solana"); `symbol` the token being deposited ("PTT").
 */
export function describeSolanaSendError(
  error: unknown,
  networkName?: string,
  symbol?: string,
): SolanaSendErrorDescription {
  return describeSendError(error, {
    network: present(networkName) ?? 'the Solana network',
    wallet: 'Solana',
    text: textOf,
    rules: [windowClosed, expired, noSol, noToken(symbol), simulationFailed],
    unreachable: (link) => hasName(UNREACHABLE_NAMES, stringField(link, 'name')),
    unreachableSentence: unreachableAfterSend,
  });
}

const windowClosed: SendErrorRule<SolanaSendErrorKind> = ({ some }) =>
  some((link) => hasName(WINDOW_CLOSED_NAMES, stringField(link, 'name')))
    ? {
        kind: 'rejected',
        message: 'The wallet window was closed before you approved. Nothing was sent; you can try again.',
      }
    : null;

const expired: SendErrorRule<SolanaSendErrorKind> = ({ some, network }) =>
  some((link, text) => hasName(EXPIRED_NAMES, stringField(link, 'name')) || EXPIRED_TEXT.test(text))
    ? {
        kind: 'blockhash_expired',
        message: `The deposit expired before it reached ${network} (it was signed too long ago). Nothing was sent; try again and approve it in your wallet within a minute.`,
      }
    : null;

const noSol: SendErrorRule<SolanaSendErrorKind> = ({ some }) =>
  some((_, text) => NO_SOL_TEXT.test(text))
    ? {
        kind: 'insufficient_funds',
        message:
          'Your wallet does not have enough SOL to pay the network fee (and, for a token, the deposit account’s rent). Nothing was sent.',
      }
    : null;

function noToken(symbol: string | undefined): SendErrorRule<SolanaSendErrorKind> {
  return ({ some }) =>
    some((_, text) => NO_TOKEN_TEXT.test(text))
      ? {
          kind: 'insufficient_funds',
          message: `Your wallet does not have enough ${present(symbol) ?? 'of this token'} for this deposit. Nothing was sent.`,
        }
      : null;
}

const simulationFailed: SendErrorRule<SolanaSendErrorKind> = ({ texts }) => {
  const simulation = texts.find((text) => /simulation failed/i.test(text));
  return simulation === undefined
    ? null
    : {
        kind: 'simulation_failed',
        message: `The network would refuse this transaction${because(simulation)}, so it was not sent. Nothing left your wallet.`,
      };
};

/** The wallet's or node's words, the node's preflight message and the program logs. */
function textOf(link: object): string {
  const logs = field(link, 'transactionLogs') ?? field(link, 'logs');
  return [
    stringField(link, 'message'),
    stringField(link, 'transactionMessage'),
    stringField(link, 'reason'),
    Array.isArray(logs) ? logs.filter((line) => typeof line === 'string').join('\n') : undefined,
  ]
    .filter((s) => s !== undefined)
    .join('\n');
}

/** " (reason: …)" from the node's preflight message, when there is one. */
function because(text: string): string {
  const match = /Transaction simulation failed: ([^\n]+?)\.?\s*(?:\n|$)/.exec(text);
  const reason = match?.[1] === undefined ? undefined : cleanText(match[1]);
  return reason === undefined ? '' : ` (reason: ${reason})`;
}
