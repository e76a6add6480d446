/**
 * What went wrong when a Starknet deposit was sent, said so a person understands it. Works on the
 * wallet API's errors (get-starknet wallets reject with `{ code, message }`: 113 is
 * USER_REFUSED_OP), on the wallet module's own `StarknetWalletError`, on the node client's
 * `StarknetNodeError`, on a reverted transaction and on the builder's refusals. Errors are
 * recognised by `name`, `code` and text, not `instanceof`, wherever a wallet made them. The
 * shared steps are ../kit/errors.ts; the rules here are Starknet's own.
 */
import { field, present, stringField } from '../kit/error-text';
import {
  describeSendError,
  type SendErrorDescription,
  shortOfFunds,
  unreachableBeforeSend,
  WalletModuleError,
  type WalletSendErrorKind,
} from '../kit/errors';

export type StarknetSendErrorKind = WalletSendErrorKind | 'wrong_network';

/** The wallet module's own reasons not to send. */
export class StarknetWalletError extends WalletModuleError<
  'insufficient_funds' | 'not_connected' | 'wrong_network' | 'node_unreachable'
> {
  override readonly name = 'StarknetWalletError';
}

/** USER_REFUSED_OP of the Starknet wallet API, by code and by name. */
const REFUSED_OP = 113;
const REJECTED_TEXT = /\buser abort(?:ed)?|user_refused_op/i;
/** The ERC-20's own words when the sender has less than the amount, and the fee shortfalls. */
const INSUFFICIENT_TEXT =
  /u256_sub overflow|transfer amount exceeds balance|insufficient (?:funds|balance|max fee)|exceeds balance|resources bounds .* exceed balance/i;

export function describeStarknetError(
  error: unknown,
  networkName?: string,
): SendErrorDescription<StarknetSendErrorKind> {
  return describeSendError<StarknetSendErrorKind>(error, {
    network: present(networkName) ?? 'the Starknet network',
    wallet: 'Starknet',
    // A reverted call's reason is the node's word for what went wrong.
    text: (link) => [stringField(link, 'message'), stringField(link, 'revert_reason')].join('\n'),
    declined: (link, text) => field(link, 'code') === REFUSED_OP || REJECTED_TEXT.test(text),
    rules: [shortOfFunds((_, text) => INSUFFICIENT_TEXT.test(text))],
    // Every failure of the node client, and its words for a node that stayed silent.
    unreachable: (link, text) =>
      stringField(link, 'name') === 'StarknetNodeError' || /did not answer/i.test(text),
    unreachableSentence: unreachableBeforeSend,
  });
}
