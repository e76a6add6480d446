/**
 * What went wrong when a wallet was asked to send an EVM transaction, said so a person
 * understands it. Works on viem's error chains (a `TransactionExecutionError` whose cause is a
 * `UserRejectedRequestError`, …), on wagmi's errors, and on the plain EIP-1193 objects injected
 * wallets throw (`{ code: 4001 }`, `{ code: -32003, message: 'insufficient funds' }`).
 *
 * Classes are recognised by their `name` and `code`, not `instanceof`: a wallet SDK may bring its
 * own copy of viem, and viem sets `name` explicitly, so it survives minification.
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

export type EvmSendErrorKind =
  | 'refused'
  | 'rejected'
  | 'insufficient_funds'
  | 'wrong_chain'
  | 'dropped'
  | 'reverted'
  | 'unknown';

export interface EvmSendErrorDescription {
  kind: EvmSendErrorKind;
  message: string;
}

const REJECTED_NAMES = new Set(['UserRejectedRequestError']);
/** EIP-1193 4001; ethers' name for the same thing. */
const REJECTED_CODES = new Set<unknown>([4001, 'ACTION_REJECTED']);
const REJECTED_TEXT =
  /\buser (?:rejected|denied|declined|cancel+ed)|(?:rejected|denied|declined|cancel+ed) by (?:the )?user/i;

/** viem's and wagmi's errors for a wallet on the wrong chain or one that could not switch. */
const WRONG_CHAIN_NAMES = new Set([
  'ChainMismatchError',
  'SwitchChainError',
  'SwitchChainNotSupportedError',
  'ConnectorChainMismatchError',
  'ChainDisconnectedError',
]);
/** EIP-1193 4901 (not connected to the requested chain), 4902 (unrecognised chain). */
const WRONG_CHAIN_CODES = new Set<unknown>([4901, 4902]);
const WRONG_CHAIN_TEXT = /unrecognized chain|does not match the target chain|chain mismatch/i;

const INSUFFICIENT_NAMES = new Set(['InsufficientFundsError']);
/** Node and wallet wordings, and ERC-20's "transfer amount exceeds balance". */
const INSUFFICIENT_TEXT =
  /insufficient funds|insufficient balance|exceeds (?:the )?(?:transaction sender account |account )?balance/i;

/** Reverted once included: the fee was paid. */
const REVERTED_ONCHAIN_NAMES = new Set(['TransactionReceiptRevertedError']);
/** Reverted in simulation or gas estimation: nothing was sent. */
const REVERTED_NAMES = new Set(['ContractFunctionRevertedError', 'ExecutionRevertedError']);
const REVERTED_CODES = new Set<unknown>([3]);
const REVERTED_TEXT = /execution reverted|transaction reverted/i;

const DROPPED_NAMES = new Set([
  'TransactionNotFoundError',
  'WaitForTransactionReceiptTimeoutError',
  'TransactionReceiptNotFoundError',
]);

/** How far the chain of causes is followed: wallets nest a few levels, never dozens. */

interface Link {
  name: string | undefined;
  code: unknown;
  text: string;
  /** The revert reason, when the link carries one. */
  reason: string | undefined;
  /** A mined transaction whose receipt says `reverted`. */
  revertedOnchain: boolean;
}

/**
 * The kind of a failed send and a message for the person. `chainName` names the network the
 * wallet should be on ("Arbitrum One"); `symbol` the coin that pays ("ETH").
 */
export function describeEvmSendError(
  error: unknown,
  chainName?: string,
  symbol?: string,
): EvmSendErrorDescription {
  // Portage refused the service's instructions before anything reached the wallet: said as such.
  const refusal = walkError(error).find((link): link is DepositRefusal => link instanceof DepositRefusal);
  if (refusal) return { kind: 'refused', message: refusal.message };
  const links = walkError(error).map(toLink);
  const some = (test: (link: Link) => boolean) => links.some(test);

  if (
    some((l) => hasName(REJECTED_NAMES, l.name) || REJECTED_CODES.has(l.code) || REJECTED_TEXT.test(l.text))
  ) {
    return {
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    };
  }

  if (
    some(
      (l) =>
        hasName(WRONG_CHAIN_NAMES, l.name) || WRONG_CHAIN_CODES.has(l.code) || WRONG_CHAIN_TEXT.test(l.text),
    )
  ) {
    const target = present(chainName) ?? 'the network of this swap';
    const unknownChain = some((l) => l.code === 4902 || /unrecognized chain/i.test(l.text));
    return {
      kind: 'wrong_chain',
      message: unknownChain
        ? `Your wallet is on another network. Switch it to ${target} and try again; if your wallet does not list it, add the network first.`
        : `Your wallet is on another network. Switch it to ${target} and try again.`,
    };
  }

  if (some((l) => hasName(INSUFFICIENT_NAMES, l.name) || INSUFFICIENT_TEXT.test(l.text))) {
    return {
      kind: 'insufficient_funds',
      message: `Your wallet does not have enough ${present(symbol) ?? 'funds'} to pay this amount and the network fee.`,
    };
  }

  const reverted = links.filter(
    (l) =>
      l.revertedOnchain ||
      hasName(REVERTED_NAMES, l.name) ||
      REVERTED_CODES.has(l.code) ||
      REVERTED_TEXT.test(l.text),
  );
  if (reverted.length > 0) {
    const reason = reverted.map((l) => l.reason).find((r) => r !== undefined);
    const because = reason === undefined ? '' : ` (reason: ${reason})`;
    return {
      kind: 'reverted',
      message: reverted.some((l) => l.revertedOnchain)
        ? `The transaction failed on the network${because}. The amount was not sent; only the network fee was spent.`
        : `The network would refuse this transaction${because}, so it was not sent. Nothing left your wallet.`,
    };
  }

  if (some((l) => hasName(DROPPED_NAMES, l.name))) {
    return {
      kind: 'dropped',
      message:
        "The network dropped the transaction before it was included. Check your wallet's activity before trying again.",
    };
  }

  const short = links.map(shortMessageOf).find((m) => m !== undefined);
  return {
    kind: 'unknown',
    message:
      short === undefined
        ? 'Your wallet could not send the transaction. Check your wallet and try again.'
        : `Your wallet could not send the transaction: ${asSentence(short)}`,
  };
}

function toLink(o: object): Link {
  const name = stringField(o, 'name');
  const text = [stringField(o, 'shortMessage'), stringField(o, 'message'), stringField(o, 'details')]
    .filter((s) => s !== undefined)
    .join('\n');
  const receipt = field(o, 'receipt');
  const revertedOnchain =
    hasName(REVERTED_ONCHAIN_NAMES, name) ||
    field(o, 'status') === 'reverted' ||
    (typeof receipt === 'object' && receipt !== null && field(receipt, 'status') === 'reverted');
  return { name, code: field(o, 'code'), text, reason: revertReason(o, text), revertedOnchain };
}

function revertReason(o: object, text: string): string | undefined {
  const own = stringField(o, 'reason');
  if (own !== undefined) return cleanText(own);
  // viem: "Execution reverted with reason: X."; nodes: "execution reverted: X".
  const match = /reverted with reason: (.+?)\.?$/im.exec(text) ?? /execution reverted: (.+)$/im.exec(text);
  return match?.[1] === undefined ? undefined : cleanText(match[1]);
}

function shortMessageOf(link: Link): string | undefined {
  const first = link.text.split('\n').find((line) => line.trim() !== '');
  return first === undefined ? undefined : cleanText(first);
}
