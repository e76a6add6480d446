/**
 * What went wrong in a wallet module, said so a person understands it. Every family's
 * `describe…Error` climbs the same ladder (`describeSendError`), in this order:
 *
 * 1. Portage's own sentence: a builder's `DepositRefusal` (kind `refused`, or `insufficient_funds`
 *    for a refusal for lack of funds), else a `WalletModuleError` the module raised (its kind).
 * 2. Declined by the person: EIP-1193's 4001, ethers' `ACTION_REJECTED`, the wallets' words, and
 *    whatever the family adds. First after Portage's own: a wallet error that wraps the person's
 *    "no" with something else (viem's `InsufficientFundsError` around a rejection) is a "no".
 * 3. The family's own rules, in the family's order (wrong chain, reverted, dropped, …).
 * 4. Not connected, then a node that cannot be reached: shared words, plus the family's own.
 * 5. The family's last rules (TON's wallet errors), then unknown, with the wallet's first line.
 *
 * The sentences that differ between families only by a name take that name as a parameter.
 */
import type { Network } from '../../api/types';
import { asSentence, cleanText, field, hasName, stringField, walkError } from './error-text';
import { nodeUrlOf } from './node';
import { DepositRefusal } from './refusal';

/** The kinds the shared steps of the ladder give; every family's kinds include them. */
export type WalletSendErrorKind =
  | 'refused'
  | 'rejected'
  | 'insufficient_funds'
  | 'not_connected'
  | 'node_unreachable'
  | 'failed_onchain'
  | 'unknown';

export interface SendErrorDescription<Kind extends string = string> {
  kind: Kind;
  message: string;
}

/**
 * A wallet module's own reason not to send (or to say a send failed), with its kind and a sentence
 * for a person. Families extend it with their own `name` (written out, so minification keeps it)
 * and the kinds they raise.
 */
export class WalletModuleError<Kind extends string = string> extends Error {
  override readonly name: string = 'WalletModuleError';

  constructor(
    readonly kind: Kind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** The sentence for a person; `network` names the swap's network for errors that say it. */
  sentence(_network: string): string {
    return this.message;
  }
}

/** The deposit is in a block but failed there: the fee was spent, the amount was not. */
export class DepositFailedError extends WalletModuleError<'failed_onchain'> {
  override readonly name: string = 'DepositFailedError';

  constructor(
    /** The transaction's id (hash, signature) on its network. */
    readonly txId: string,
    /** The network's reason, as it gave it. */
    readonly reason: string,
  ) {
    super('failed_onchain', `The deposit transaction ${txId} failed on the network: ${reason}`);
  }

  override sentence(network: string): string {
    const reason = cleanText(this.reason);
    return `The deposit failed on ${network}${reason === undefined ? '' : ` (reason: ${reason})`}. The amount was not sent; only the network fee was spent.`;
  }
}

/** The wallet returned another transaction than the one it was asked to sign: nothing was sent. */
export class WalletAlteredError extends WalletModuleError<'refused'> {
  override readonly name: string = 'WalletAlteredError';

  constructor() {
    super(
      'refused',
      'Your wallet changed the deposit transaction before signing it, so Portage did not send it. Nothing left your wallet.',
    );
  }
}

/** The service gave no node Portage can use for the network (see ./network.ts). */
export class NoNodeError extends WalletModuleError<'node_unreachable'> {
  override readonly name: string = 'NoNodeError';

  constructor(network: Pick<Network, 'name' | 'display_name'>) {
    super(
      'node_unreachable',
      `Portage knows no node for ${network.display_name ?? network.name}, so it cannot prepare the deposit.`,
    );
  }
}

/** The network's node URL (./network.ts), or a `NoNodeError` when the service gave none usable. */
export function requiredNodeUrl(
  network: Pick<Network, 'name' | 'display_name' | 'node_url' | 'nodes'>,
): string {
  const url = nodeUrlOf(network);
  if (url === undefined) throw new NoNodeError(network);
  return url;
}

export const DECLINED = 'You declined the request in your wallet. Nothing was sent; you can try again.';

/** Not enough to pay: `what` names the coin that is short ("ETH"), "funds" when unknown. */
export function notEnoughFunds(what = 'funds'): string {
  return `Your wallet does not have enough ${what} to pay this amount and the network fee. Nothing was sent.`;
}

/** The node is only asked before anything is signed (Starknet, TON): nothing was sent. */
export function unreachableBeforeSend(network: string): string {
  return `Portage could not reach ${network} to prepare the deposit. Nothing was sent; try again in a moment.`;
}

/** Portage sends through the node, or waits on it: the deposit may have gone anyway. */
export function unreachableAfterSend(network: string): string {
  return `Portage could not reach ${network}. Check your connection and try again; if your wallet shows the deposit as sent, wait for it instead.`;
}

/** The last sentence: the wallet's own words (cleaned) when it gave any. */
export function couldNotSend(
  detail: string | undefined,
  what: 'deposit' | 'transaction' = 'deposit',
): string {
  return detail === undefined
    ? `Your wallet could not send the ${what}. Check your wallet and try again.`
    : `Your wallet could not send the ${what}: ${asSentence(detail)}`;
}

/** EIP-1193's 4001 (user rejected); ethers' name for the same thing. */
const DECLINED_CODES = new Set<unknown>([4001, 'ACTION_REJECTED']);
/** The wallets' words for the person's "no": MetaMask, Phantom, TronLink, TonConnect, Argent, Fuel… */
const DECLINED_TEXT =
  /\buser (?:rejected|rejects|refused|denied|declined|cancel+ed)|(?:rejected|refused|denied|declined|cancel+ed) by (?:the )?user|request (?:was )?rejected|confirmation declined/i;
/** The wallet adapters' names (Solana's, Tron's) for a wallet that is not connected or not there. */
const NOT_CONNECTED_NAMES = new Set([
  'WalletNotConnectedError',
  'WalletNotSelectedError',
  'WalletNotReadyError',
  'WalletDisconnectedError',
  'WalletNotFoundError',
]);
const NOT_CONNECTED_TEXT =
  /not connected|connection not found|no (?:connector|account) (?:selected|connected)/i;
/** A request that never reached the node, in the browsers' and Node's words. */
const UNREACHABLE_TEXT =
  /failed to fetch|fetch failed|networkerror|load failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|socket hang up|network request failed/i;

/** A test of one error in the chain and its text (as the family reads it). */
export type LinkTest = (link: object, text: string) => boolean;

/** The error and everything it wraps, as a family's rules read them. */
export interface ErrorChain {
  /** The error first, then what it wraps (./error-text.ts `walkError`). */
  links: readonly object[];
  /** Each link's text, in the same order. */
  texts: readonly string[];
  /** The network named for a sentence ("Local Tron", or the family's "the Tron network"). */
  network: string;
  /** Whether some link passes the test. */
  some(test: LinkTest): boolean;
}

/** One rung of a family's own: a description when it recognises the error, else null. */
export type SendErrorRule<Kind extends string> = (chain: ErrorChain) => SendErrorDescription<Kind> | null;

export interface SendErrorLadder<Kind extends string> {
  /** The network for sentences: the screen's name for it, else the family's ("the Tron network"). */
  network: string;
  /** The family in "Your Tron wallet is not connected."; none for "Your wallet is not connected.". */
  wallet?: string;
  /** What the wallet could not send, in the unknown sentence: a deposit, unless the family says otherwise. */
  sends?: 'deposit' | 'transaction';
  /** What a link says: its `message`, unless the family reads more fields. */
  text?: (link: object) => string;
  /** The family's own signs of a "no" from the person, next to the shared ones. */
  declined?: LinkTest;
  /** The family's own rules, in order, between the "no" and the shared not connected. */
  rules?: readonly SendErrorRule<Kind>[];
  /** The family's own signs of a wallet that is not connected. */
  notConnected?: LinkTest;
  /** The family's own signs of a node that cannot be reached (its node client's errors, codes). */
  unreachable?: LinkTest;
  /** What an unreachable node means for this family's deposit (`unreachableBeforeSend`, …). */
  unreachableSentence: (network: string) => string;
  /** Rules that only apply once nothing shared fits, before unknown. */
  lastRules?: readonly SendErrorRule<Kind>[];
}

/** A family's rule for its own words for a wallet short of funds, said with `notEnoughFunds(what)`. */
export function shortOfFunds(test: LinkTest, what?: string): SendErrorRule<'insufficient_funds'> {
  return ({ some }) => (some(test) ? { kind: 'insufficient_funds', message: notEnoughFunds(what) } : null);
}

/** The kind of a failed send and a sentence for the person, by the ladder described above. */
export function describeSendError<Kind extends string>(
  error: unknown,
  ladder: SendErrorLadder<Kind>,
): SendErrorDescription<Kind | WalletSendErrorKind> {
  const links = walkError(error);
  const own = ownSentence(links, ladder.network);
  if (own) return own as SendErrorDescription<Kind | WalletSendErrorKind>;

  const read = ladder.text ?? ((link: object) => stringField(link, 'message') ?? '');
  const texts = links.map(read);
  const chain: ErrorChain = {
    links,
    texts,
    network: ladder.network,
    some: (test) => links.some((link, i) => test(link, texts[i] ?? '')),
  };
  const passes = (test: LinkTest | undefined) => test !== undefined && chain.some(test);
  const first = (rules: readonly SendErrorRule<Kind>[] | undefined) => {
    for (const rule of rules ?? []) {
      const described = rule(chain);
      if (described) return described;
    }
    return null;
  };

  if (chain.some(isDeclined) || passes(ladder.declined)) return { kind: 'rejected', message: DECLINED };
  const family = first(ladder.rules);
  if (family) return family;
  if (chain.some(isNotConnected) || passes(ladder.notConnected)) {
    const wallet = ladder.wallet === undefined ? 'wallet' : `${ladder.wallet} wallet`;
    return { kind: 'not_connected', message: `Your ${wallet} is not connected. Connect it and try again.` };
  }
  if (chain.some((_, text) => UNREACHABLE_TEXT.test(text)) || passes(ladder.unreachable)) {
    return { kind: 'node_unreachable', message: ladder.unreachableSentence(ladder.network) };
  }
  const last = first(ladder.lastRules);
  if (last) return last;
  return { kind: 'unknown', message: couldNotSend(firstLine(texts), ladder.sends) };
}

/**
 * The first error in the chain that Portage raised with a sentence ready for a person: a builder's
 * `DepositRefusal`, else a wallet module's own error. A refusal for lack of funds (Bitcoin's
 * `INSUFFICIENT_FUNDS`, with the amounts in its sentence) is a lack of funds.
 */
function ownSentence(links: readonly object[], network: string): SendErrorDescription | null {
  const refusal = links.find((link): link is DepositRefusal => link instanceof DepositRefusal);
  if (refusal) {
    const kind = refusal.code === 'INSUFFICIENT_FUNDS' ? 'insufficient_funds' : 'refused';
    return { kind, message: refusal.message };
  }
  const own = links.find((link): link is WalletModuleError => link instanceof WalletModuleError);
  return own ? { kind: own.kind, message: own.sentence(network) } : null;
}

function isDeclined(link: object, text: string): boolean {
  return DECLINED_CODES.has(field(link, 'code')) || DECLINED_TEXT.test(text);
}

function isNotConnected(link: object, text: string): boolean {
  return hasName(NOT_CONNECTED_NAMES, stringField(link, 'name')) || NOT_CONNECTED_TEXT.test(text);
}

/** The first line of the first link that says anything, cleaned: stack traces stay out. */
function firstLine(texts: readonly string[]): string | undefined {
  for (const text of texts) {
    const line = cleanText(text.split('\n').find((each) => each.trim() !== '') ?? '');
    if (line !== undefined) return line;
  }
  return undefined;
}
