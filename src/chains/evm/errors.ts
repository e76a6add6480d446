/**
 * What went wrong when a wallet was asked to send an EVM transaction, said so a person
 * understands it. Works on viem's error chains (a `TransactionExecutionError` whose cause is a
 * `UserRejectedRequestError`, …), on wagmi's errors, and on the plain EIP-1193 objects injected
 * wallets throw (`{ code: 4001 }`, `{ code: -32003, message: 'insufficient funds' }`).
 *
 * Classes are recognised by their `name` and `code`, not `instanceof`: a wallet SDK may bring its
 * own copy of viem, and viem sets `name` explicitly, so it survives minification.
 */

export type EvmSendErrorKind =
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
const MAX_LINKS = 32;

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
  const links = walk(error).map(toLink);
  const some = (test: (link: Link) => boolean) => links.some(test);

  if (some((l) => has(REJECTED_NAMES, l.name) || REJECTED_CODES.has(l.code) || REJECTED_TEXT.test(l.text))) {
    return {
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    };
  }

  if (
    some(
      (l) => has(WRONG_CHAIN_NAMES, l.name) || WRONG_CHAIN_CODES.has(l.code) || WRONG_CHAIN_TEXT.test(l.text),
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

  if (some((l) => has(INSUFFICIENT_NAMES, l.name) || INSUFFICIENT_TEXT.test(l.text))) {
    return {
      kind: 'insufficient_funds',
      message: `Your wallet does not have enough ${present(symbol) ?? 'funds'} to pay this amount and the network fee.`,
    };
  }

  const reverted = links.filter(
    (l) =>
      l.revertedOnchain ||
      has(REVERTED_NAMES, l.name) ||
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

  if (some((l) => has(DROPPED_NAMES, l.name))) {
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
        : `Your wallet could not send the transaction: ${sentence(short)}`,
  };
}

/**
 * The error and everything it wraps: viem's `cause` (what `BaseError.walk` follows), and the
 * `error` / `originalError` / `data.originalError` where wallets and RPC libraries nest the
 * EIP-1193 error. Cycles and runaway depth are cut off.
 */
function walk(error: unknown): object[] {
  const out: object[] = [];
  const seen = new Set<object>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && out.length < MAX_LINKS) {
    const next = queue.shift();
    if (typeof next === 'string') {
      out.push({ message: next });
      continue;
    }
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    out.push(next);
    const data = field(next, 'data');
    queue.push(
      field(next, 'cause'),
      field(next, 'error'),
      field(next, 'originalError'),
      typeof data === 'object' && data !== null ? field(data, 'originalError') : undefined,
    );
  }
  return out;
}

function toLink(o: object): Link {
  const name = stringField(o, 'name');
  const text = [stringField(o, 'shortMessage'), stringField(o, 'message'), stringField(o, 'details')]
    .filter((s) => s !== undefined)
    .join('\n');
  const receipt = field(o, 'receipt');
  const revertedOnchain =
    has(REVERTED_ONCHAIN_NAMES, name) ||
    field(o, 'status') === 'reverted' ||
    (typeof receipt === 'object' && receipt !== null && field(receipt, 'status') === 'reverted');
  return { name, code: field(o, 'code'), text, reason: revertReason(o, text), revertedOnchain };
}

function revertReason(o: object, text: string): string | undefined {
  const own = stringField(o, 'reason');
  if (own !== undefined) return clean(own);
  // viem: "Execution reverted with reason: X."; nodes: "execution reverted: X".
  const match = /reverted with reason: (.+?)\.?$/im.exec(text) ?? /execution reverted: (.+)$/im.exec(text);
  return match?.[1] === undefined ? undefined : clean(match[1]);
}

function shortMessageOf(link: Link): string | undefined {
  const first = link.text.split('\n').find((line) => line.trim() !== '');
  return first === undefined ? undefined : clean(first);
}

function field(o: object, key: string): unknown {
  try {
    return (o as Record<string, unknown>)[key];
  } catch {
    // A hostile getter: treat the field as absent.
    return undefined;
  }
}

function stringField(o: object, key: string): string | undefined {
  const value = field(o, key);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function has(names: ReadonlySet<string>, name: string | undefined): boolean {
  return name !== undefined && names.has(name);
}

function present(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** Wallet or contract text shown to a person: one line, no control or bidi characters, short. */
function clean(text: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ');
  const squeezed = flat.replace(/\s+/g, ' ').trim();
  if (squeezed === '') return undefined;
  return squeezed.length > 160 ? `${squeezed.slice(0, 159)}…` : squeezed;
}

function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
