/**
 * What went wrong when a Solana wallet was asked to sign or a node to take a deposit, said so a
 * person understands it. Works on the wallet adapter's errors (`WalletSignTransactionError` and
 * friends, which keep the wallet's own error in `error`), on the plain objects wallets throw
 * (`{ code: 4001, message: 'User rejected the request.' }`), on web3.js's `SendTransactionError`
 * (the node's preflight message and program logs), on its blockhash-expiry error, on a fetch that
 * never reached the node, and on Portage's own refusals.
 *
 * Errors are recognised by `name`, `code` and text, not `instanceof`: a wallet may bring its own
 * copy of the adapter, and the adapter sets `name` explicitly, so it survives minification.
 */

import {
  asSentence,
  cleanText,
  field,
  hasName,
  present,
  stringField,
  walkError,
} from '../../wallets/error-text';
import { DepositRefusal } from '../refusal';

export type SolanaSendErrorKind =
  | 'rejected'
  | 'insufficient_funds'
  | 'blockhash_expired'
  | 'node_unreachable'
  | 'not_connected'
  | 'refused'
  | 'failed_onchain'
  | 'simulation_failed'
  | 'unknown';

export interface SolanaSendErrorDescription {
  kind: SolanaSendErrorKind;
  message: string;
}

/** The deposit landed but failed (its fee was spent): thrown by the sending path after confirmation. */
export class SolanaDepositFailedError extends Error {
  override readonly name = 'SolanaDepositFailedError';
  constructor(
    readonly signature: string,
    readonly reason: string,
  ) {
    super(`The deposit transaction ${signature} failed on the network: ${reason}`);
  }
}

/** The wallet returned a transaction other than the one it was asked to sign. */
export class SolanaWalletAlteredError extends Error {
  override readonly name = 'SolanaWalletAlteredError';
  constructor() {
    super('The wallet returned a different transaction from the one it was asked to sign.');
  }
}

/** The node could not be reached, so whether the transaction arrived is unknown. */
export class SolanaNodeUnreachableError extends Error {
  override readonly name = 'SolanaNodeUnreachableError';
}

const REJECTED_CODES = new Set<unknown>([4001, 'ACTION_REJECTED']);
const REJECTED_TEXT =
  /\buser (?:rejected|denied|declined|cancel+ed)|(?:rejected|denied|declined|cancel+ed) by (?:the )?user|request (?:was )?rejected/i;
const WINDOW_CLOSED_NAMES = new Set(['WalletWindowClosedError']);
const NOT_CONNECTED_NAMES = new Set([
  'WalletNotConnectedError',
  'WalletNotSelectedError',
  'WalletNotReadyError',
]);
const EXPIRED_NAMES = new Set(['TransactionExpiredBlockheightExceededError']);
const EXPIRED_TEXT = /blockhash not found|block height exceeded|blockhash (?:has )?expired/i;
/** A lamport shortfall: the System Program's transfer, the fee, the rent of a new account. */
const NO_SOL_TEXT =
  /insufficient lamports|insufficient funds for fee|found no record of a prior credit|insufficient funds for rent|InsufficientFundsFor(?:Fee|Rent)|AccountNotFound/i;
/** The Token Program's own shortfall (its custom error 0x1, logged as "insufficient funds"). */
const NO_TOKEN_TEXT = /Error: insufficient funds|insufficient funds for instruction|insufficient funds/i;
const UNREACHABLE_NAMES = new Set(['SolanaNodeUnreachableError']);
const UNREACHABLE_TEXT =
  /failed to fetch|fetch failed|networkerror when attempting|load failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|socket hang up|network request failed/i;

/** How far the chain of causes is followed: wallets nest a few levels, never dozens. */

interface Link {
  name: string | undefined;
  code: unknown;
  text: string;
}

/**
 * The kind of a failed deposit and a message for the person. `networkName` names the network
 * ("Local Solana"); `symbol` the token being deposited ("PTT").
 */
export function describeSolanaSendError(
  error: unknown,
  networkName?: string,
  symbol?: string,
): SolanaSendErrorDescription {
  const network = present(networkName) ?? 'the Solana network';
  const refusal = walkError(error).find((link): link is DepositRefusal => link instanceof DepositRefusal);
  if (refusal) return { kind: 'refused', message: refusal.message };

  const links = walkError(error).map(toLink);
  const some = (test: (link: Link) => boolean) => links.some(test);

  if (some((l) => REJECTED_CODES.has(l.code) || REJECTED_TEXT.test(l.text))) {
    return {
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    };
  }
  if (some((l) => hasName(WINDOW_CLOSED_NAMES, l.name))) {
    return {
      kind: 'rejected',
      message: 'The wallet window was closed before you approved. Nothing was sent; you can try again.',
    };
  }
  if (some((l) => l.name === 'SolanaWalletAlteredError')) {
    return {
      kind: 'refused',
      message:
        'Your wallet changed the deposit transaction before signing it, so Portage did not send it. Nothing left your wallet.',
    };
  }
  if (some((l) => hasName(NOT_CONNECTED_NAMES, l.name))) {
    return { kind: 'not_connected', message: 'Your wallet is not connected. Connect it and try again.' };
  }

  const failed = links.find((l) => l.name === 'SolanaDepositFailedError');
  if (failed) {
    return {
      kind: 'failed_onchain',
      message: `The deposit failed on ${network}${because(failed.text)}. The amount was not sent; only the network fee was spent.`,
    };
  }

  if (some((l) => hasName(EXPIRED_NAMES, l.name) || EXPIRED_TEXT.test(l.text))) {
    return {
      kind: 'blockhash_expired',
      message: `The deposit expired before it reached ${network} (it was signed too long ago). Nothing was sent; try again and approve it in your wallet within a minute.`,
    };
  }

  if (some((l) => NO_SOL_TEXT.test(l.text))) {
    return {
      kind: 'insufficient_funds',
      message:
        'Your wallet does not have enough SOL to pay the network fee (and, for a token, the deposit account’s rent). Nothing was sent.',
    };
  }
  if (some((l) => NO_TOKEN_TEXT.test(l.text))) {
    return {
      kind: 'insufficient_funds',
      message: `Your wallet does not have enough ${present(symbol) ?? 'of this token'} for this deposit. Nothing was sent.`,
    };
  }

  if (some((l) => hasName(UNREACHABLE_NAMES, l.name) || UNREACHABLE_TEXT.test(l.text))) {
    const node = present(networkName) ? `the ${present(networkName)} node` : 'the Solana node';
    return {
      kind: 'node_unreachable',
      message: `Portage could not reach ${node}. Check your connection and try again; if your wallet shows the deposit as sent, wait for it instead.`,
    };
  }

  const simulation = links.find((l) => /simulation failed/i.test(l.text));
  if (simulation) {
    return {
      kind: 'simulation_failed',
      message: `The network would refuse this transaction${because(simulation.text)}, so it was not sent. Nothing left your wallet.`,
    };
  }

  const short = links
    .map((l) => cleanText(l.text.split('\n').find((line) => line.trim() !== '') ?? ''))
    .find(Boolean);
  return {
    kind: 'unknown',
    message:
      short === undefined
        ? 'Your wallet could not send the deposit. Check your wallet and try again.'
        : `Your wallet could not send the deposit: ${asSentence(short)}`,
  };
}

function toLink(o: object): Link {
  const logs = field(o, 'transactionLogs') ?? field(o, 'logs');
  const text = [
    stringField(o, 'message'),
    stringField(o, 'transactionMessage'),
    stringField(o, 'reason'),
    Array.isArray(logs) ? logs.filter((line) => typeof line === 'string').join('\n') : undefined,
  ]
    .filter((s) => s !== undefined)
    .join('\n');
  return { name: stringField(o, 'name'), code: field(o, 'code'), text };
}

/** " (reason: …)" from the node's preflight message or the failure's reason, when there is one. */
function because(text: string): string {
  const match =
    /Transaction simulation failed: ([^\n]+?)\.?\s*(?:\n|$)/.exec(text) ??
    /failed on the network: ([^\n]+?)\.?\s*(?:\n|$)/.exec(text);
  const reason = match?.[1] === undefined ? undefined : cleanText(match[1]);
  return reason === undefined ? '' : ` (reason: ${reason})`;
}
