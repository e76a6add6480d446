/**
 * What went wrong when a wallet was asked to send an EVM transaction, said so a person
 * understands it. Works on viem's error chains (a `TransactionExecutionError` whose cause is a
 * `UserRejectedRequestError`, …), on wagmi's errors, and on the plain EIP-1193 objects injected
 * wallets throw (`{ code: 4001 }`, `{ code: -32003, message: 'insufficient funds' }`). The shared
 * steps (Portage's own refusals, a "no", not connected, unreachable, unknown) are
 * ../kit/errors.ts; the rules here are EVM's own.
 *
 * Classes are recognised by their `name` and `code`, not `instanceof`: a wallet SDK may bring its
 * own copy of viem, and viem sets `name` explicitly, so it survives minification.
 */
import { cleanText, field, hasName, present, stringField, walkError } from '../kit/error-text';
import {
  describeSendError,
  type SendErrorDescription,
  type SendErrorRule,
  shortOfFunds,
  unreachableAfterSend,
  type WalletSendErrorKind,
} from '../kit/errors';
import { DepositRefusal } from '../kit/refusal';

export type EvmSendErrorKind =
  | WalletSendErrorKind
  | 'wrong_chain'
  | 'dropped'
  | 'reverted'
  /** The token contract, read through the wallet, is not the token chosen (./token-facts.ts). */
  | 'token_mismatch';

export type EvmSendErrorDescription = SendErrorDescription<EvmSendErrorKind>;

const REJECTED_NAMES = new Set(['UserRejectedRequestError']);
/** ./token-facts.ts's refusal, by name (that module is in the connected part, not here). */
const TOKEN_FACTS = new Set(['EvmTokenFactsError']);

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

/**
 * The kind of a failed send and a message for the person. `chainName` names the network the
 * wallet should be on ("Arbitrum One"); `symbol` the coin that pays ("ETH").
 */
export function describeEvmSendError(
  error: unknown,
  chainName?: string,
  symbol?: string,
): EvmSendErrorDescription {
  // Portage's own refusal, like any builder's, but with a sentence of its own in every language:
  // the token's contract disagrees with the route lists, which the generic refusal does not say.
  const facts = walkError(error).find(
    (link) => link instanceof DepositRefusal && hasName(TOKEN_FACTS, nameOf(link)),
  );
  if (facts instanceof DepositRefusal) return { kind: 'token_mismatch', message: facts.message };
  return describeSendError(error, {
    network: present(chainName) ?? 'the network of this swap',
    // An EVM deposit may be two transactions (an approval, then the deposit): say which failed as such.
    sends: 'transaction',
    text: textOf,
    declined: (link) => hasName(REJECTED_NAMES, nameOf(link)),
    rules: [
      wrongChain,
      shortOfFunds(
        (link, text) => hasName(INSUFFICIENT_NAMES, nameOf(link)) || INSUFFICIENT_TEXT.test(text),
        present(symbol),
      ),
      reverted,
      dropped,
    ],
    unreachableSentence: unreachableAfterSend,
  });
}

const wrongChain: SendErrorRule<EvmSendErrorKind> = ({ some, network }) => {
  const wrong = (link: object, text: string) =>
    hasName(WRONG_CHAIN_NAMES, nameOf(link)) ||
    WRONG_CHAIN_CODES.has(field(link, 'code')) ||
    WRONG_CHAIN_TEXT.test(text);
  if (!some(wrong)) return null;
  const unknownChain = some((link, text) => field(link, 'code') === 4902 || /unrecognized chain/i.test(text));
  return {
    kind: 'wrong_chain',
    message: unknownChain
      ? `Your wallet is on another network. Switch it to ${network} and try again; if your wallet does not list it, add the network first.`
      : `Your wallet is on another network. Switch it to ${network} and try again.`,
  };
};

const reverted: SendErrorRule<EvmSendErrorKind> = ({ links, texts }) => {
  const found = links.flatMap((link, i) => {
    const text = texts[i] ?? '';
    const onchain = revertedOnchain(link);
    const isRevert =
      onchain ||
      hasName(REVERTED_NAMES, nameOf(link)) ||
      REVERTED_CODES.has(field(link, 'code')) ||
      REVERTED_TEXT.test(text);
    return isRevert ? [{ onchain, reason: revertReason(link, text) }] : [];
  });
  if (found.length === 0) return null;
  const reason = found.map((each) => each.reason).find((each) => each !== undefined);
  const because = reason === undefined ? '' : ` (reason: ${reason})`;
  return {
    kind: 'reverted',
    message: found.some((each) => each.onchain)
      ? `The transaction failed on the network${because}. The amount was not sent; only the network fee was spent.`
      : `The network would refuse this transaction${because}, so it was not sent. Nothing left your wallet.`,
  };
};

const dropped: SendErrorRule<EvmSendErrorKind> = ({ some }) =>
  some((link) => hasName(DROPPED_NAMES, nameOf(link)))
    ? {
        kind: 'dropped',
        message:
          "The network dropped the transaction before it was included. Check your wallet's activity before trying again.",
      }
    : null;

function nameOf(link: object): string | undefined {
  return stringField(link, 'name');
}

/** viem's short message first (the unknown sentence shows the first line), then the rest. */
function textOf(link: object): string {
  return [stringField(link, 'shortMessage'), stringField(link, 'message'), stringField(link, 'details')]
    .filter((s) => s !== undefined)
    .join('\n');
}

/** A mined transaction whose receipt says `reverted`. */
function revertedOnchain(link: object): boolean {
  const receipt = field(link, 'receipt');
  return (
    hasName(REVERTED_ONCHAIN_NAMES, nameOf(link)) ||
    field(link, 'status') === 'reverted' ||
    (typeof receipt === 'object' && receipt !== null && field(receipt, 'status') === 'reverted')
  );
}

function revertReason(link: object, text: string): string | undefined {
  const own = stringField(link, 'reason');
  if (own !== undefined) return cleanText(own);
  // viem: "Execution reverted with reason: X."; nodes: "execution reverted: X".
  const match = /reverted with reason: (.+?)\.?$/im.exec(text) ?? /execution reverted: (.+)$/im.exec(text);
  return match?.[1] === undefined ? undefined : cleanText(match[1]);
}
