/**
 * What went wrong when a Starknet deposit was sent, said so a person understands it. Works on the
 * wallet API's errors (get-starknet wallets reject with `{ code, message }`: 113 is
 * USER_REFUSED_OP), on the wallet module's own `StarknetWalletError`, on the node client's
 * `StarknetNodeError`, on a reverted transaction and on the builder's refusals. Errors are
 * recognised by `name`, `code` and text, not `instanceof`, wherever a wallet made them.
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

export type StarknetSendErrorKind =
  | 'rejected'
  | 'insufficient_funds'
  | 'not_connected'
  | 'wrong_network'
  | 'node_unreachable'
  | 'failed_onchain'
  | 'refused'
  | 'unknown';

/** The wallet module's own reasons not to send, or a deposit that reverted. */
export class StarknetWalletError extends Error {
  override readonly name = 'StarknetWalletError';

  constructor(
    readonly kind:
      | 'insufficient_funds'
      | 'not_connected'
      | 'wrong_network'
      | 'node_unreachable'
      | 'failed_onchain',
    message: string,
  ) {
    super(message);
  }
}

/** USER_REFUSED_OP of the Starknet wallet API; 4001 for wallets that speak EIP-1193 codes. */
const REJECTED_CODES = new Set<unknown>([113, 4001]);
const REJECTED_TEXT =
  /\buser (?:rejected|refused|denied|declined|abort(?:ed)?|cancel+ed)|(?:rejected|refused|declined|cancel+ed) by (?:the )?user|user_refused_op/i;
/** The ERC-20's own words when the sender has less than the amount, and the fee shortfalls. */
const INSUFFICIENT_TEXT =
  /u256_sub overflow|transfer amount exceeds balance|insufficient (?:funds|balance|max fee)|exceeds balance|resources bounds .* exceed balance/i;
const UNREACHABLE_TEXT = /failed to fetch|fetch failed|networkerror|load failed|ECONNREFUSED|did not answer/i;

export function describeStarknetError(
  error: unknown,
  networkName?: string,
): { kind: StarknetSendErrorKind; message: string } {
  const network = present(networkName) ?? 'the Starknet network';
  const links = walkError(error);
  const own = ownSentence(links, StarknetWalletError);
  if (own) return own;

  const texts = links.map((link) =>
    [stringField(link, 'message'), stringField(link, 'revert_reason')].join('\n'),
  );
  const some = (test: RegExp) => texts.some((text) => test.test(text));
  if (links.some((link) => REJECTED_CODES.has(field(link, 'code'))) || some(REJECTED_TEXT)) {
    return {
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    };
  }
  if (some(INSUFFICIENT_TEXT)) {
    return {
      kind: 'insufficient_funds',
      message:
        'Your wallet does not have enough to send this amount and pay the network fee. Nothing was sent.',
    };
  }
  if (links.some((link) => hasName(NODE_ERRORS, stringField(link, 'name'))) || some(UNREACHABLE_TEXT)) {
    return {
      kind: 'node_unreachable',
      message: `Portage could not reach ${network} to prepare the deposit. Nothing was sent; try again in a moment.`,
    };
  }
  const short = texts.map((text) => cleanText(text)).find(Boolean);
  return {
    kind: 'unknown',
    message:
      short === undefined
        ? 'Your wallet could not send the deposit. Check your wallet and try again.'
        : `Your wallet could not send the deposit: ${asSentence(short)}`,
  };
}

const NODE_ERRORS = new Set(['StarknetNodeError']);
