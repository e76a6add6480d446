/**
 * TON deposit: the service's `transfer` deposit action → the TonConnect `sendTransaction` request
 * the sender's wallet signs (spec §2.8, §4.10). Pure: no wallet, no network; the caller brings the
 * sender's address, what the person chose (`expected`), for a jetton the sender's jetton wallet
 * and the master's wallet code as the node gave them, and the time.
 *
 * The action is first checked against what the person chose (`assertExpectedDeposit`): the same
 * network, the same jetton master (compared as TON addresses: raw and user-friendly spellings of
 * one account are the same master), the same decimals and the exact amount. From there on the
 * expected token is used, never the action's.
 *
 * The jetton wallet the transfer goes to is computed here, never taken from the node: the hash of
 * its initial state, from the expected master, the sender and a jetton wallet code Portage knows
 * (`jetton-wallets.ts`: an allow-list of code hashes, each with its data layout). The master's
 * code as the node gives it (`get_jetton_data`) is used only when its hash is on that list; the
 * node's own answer for the wallet (`get_wallet_address`) must be the address computed. A master
 * whose code the node does not give, code not on the list, or an answer that differs is refused
 * before the wallet is asked anything: a node cannot pass off the sender's wallet of another
 * jetton, someone else's wallet, or an address made from code of its choosing.
 *
 * `call_data` is the JSON text `{"amount": "<base units>", "asset": "<symbol>", "comment": "<n>"}`
 * (service/deposits/ton.ts), the comment being the swap's sequence number. It is checked against
 * the action before anything is built: the same amount as `amount_in_base_units` (which must agree
 * with `amount` and the token's decimals), the token's symbol, and a comment that is this swap's
 * number (`ctx.sequenceNumber`, the kit's `swapMemo`). The comment is the only link between the
 * deposit and the swap, so another swap's number, free text, no comment, or a swap whose number
 * Portage does not know is refused; the comment is sent as the number's plain digits.
 *
 * - TON (no contract in the person's choice): one message to `to_address` carrying `amount_in_base_units`
 *   nanotons and a text comment (32-bit 0, then the comment's UTF-8 bytes). The wallet pays the
 *   network fee on top (TonConnect wallets send with mode 3, fees paid separately).
 * - Jetton (the chosen jetton master): one message to the sender's own jetton wallet, checked as above,
 *   carrying `JETTON_TRANSFER_ATTACHED` nanotons and a jetton `transfer` (TEP-74, op 0x0f8a7ea5)
 *   of `amount_in_base_units` to `to_address`, excess back to the sender, no custom payload, and
 *   `JETTON_FORWARD_AMOUNT` forwarded so that the deposit address receives a transfer
 *   notification (0x7362d09c) whose forward payload is the comment.
 *
 * Whatever disagrees is refused with a `TonDepositError` (an `ExpectedDepositError` for an action
 * that is not what the person chose) whose message a person can read; a context the caller got
 * wrong (a bad sender address, or for a jetton no wallet or no answer about the master's code)
 * throws a `RangeError`, as for the other families.
 */
import { Address, beginCell, Cell } from '@ton/core';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import type { DepositPreview } from '../kit/contract';
import {
  assertExpectedDeposit,
  type ExpectedDeposit,
  type ExpectedDepositRules,
  isNativeToken,
} from '../kit/expected';
import { swapMemo } from '../kit/memo';
import { clip, DepositRefusal, exactActionAmount } from '../kit/refusal';
import { computeJettonWallet, type KnownJettonWalletCode } from './jetton-wallets';

export type TonDepositErrorCode =
  | 'NOT_A_TRANSFER'
  | 'MISSING_FIELD'
  | 'BAD_CALL_DATA'
  | 'WRONG_RECIPIENT'
  | 'WRONG_TOKEN'
  | 'WRONG_AMOUNT'
  | 'AMOUNT_MISMATCH'
  /** The comment is not a number in decimal digits. */
  | 'BAD_MEMO'
  /** The swap's sequence number is not known, so the comment cannot be checked. */
  | 'NO_SEQUENCE'
  /** The comment is another swap's number. */
  | 'WRONG_SEQUENCE'
  /** The node's jetton wallet is not the one computed from the master's code. */
  | 'WRONG_JETTON_WALLET'
  /** The jetton's wallet code is not given, or is not one Portage knows. */
  | 'UNKNOWN_JETTON_CODE';

/** Why Portage will not send a TON deposit action. */
export class TonDepositError extends DepositRefusal<TonDepositErrorCode> {
  override readonly name = 'TonDepositError';
}

/** TEP-74 jetton `transfer`. */
export const JETTON_TRANSFER_OP = 0x0f8a7ea5;
/** TEP-74 `transfer_notification`, sent by the receiver's jetton wallet to its owner. */
export const JETTON_TRANSFER_NOTIFICATION_OP = 0x7362d09c;
/**
 * Nanotons forwarded with the notification to the deposit address. Any non-zero amount makes the
 * receiver's jetton wallet send the notification, which is what carries the comment to the
 * deposit address's owner; one nanoton is what TON wallets send for a comment. (It cannot pay for
 * the receiving wallet's code, so that wallet's transaction stops before running it; the message,
 * comment included, is delivered and recorded all the same, which is what deposit watchers read.)
 */
export const JETTON_FORWARD_AMOUNT = 1n;
/**
 * Nanotons attached to the message to the sender's jetton wallet: 0.05 TON, the figure TON wallets
 * use for a standard jetton transfer. It pays the sender's and the receiver's jetton wallets'
 * gas, the forward fees, the receiver's jetton wallet's storage if it is created, and the
 * forwarded amount; the excess (typically about 0.03 TON) comes back to the sender.
 */
export const JETTON_TRANSFER_ATTACHED = 50_000_000n;
/** How long the wallet may take to send it: TonConnect's SDK warns beyond five minutes. */
export const DEFAULT_VALID_FOR_SECONDS = 300;
/** TON `Coins` are VarUInteger 16: at most 15 bytes. */
export const COINS_MAX = 2n ** 120n - 1n;
const TON_DECIMALS = 9;
const U64_MAX = 2n ** 64n - 1n;
const REFUSE = 'Portage will not send it.';
const REFUSE_ACTION = 'Portage will not send them.';

/**
 * How TON compares the service's token with the person's choice: jetton masters as TON addresses
 * (`EQ…`, `UQ…` and `0:…` of one account are the same master); TON itself has no contract.
 */
export const TON_EXPECTED_RULES: ExpectedDepositRules = {
  isNative: isNativeToken,
  sameContract(a, b) {
    try {
      return Address.parse(a).equals(Address.parse(b));
    } catch {
      return false;
    }
  },
};

export interface TonDepositContext {
  /** What the person chose: the action must agree with it, and the deposit is built from it. */
  expected: ExpectedDeposit;
  /** The connected wallet's address (raw or user-friendly). */
  sender: string;
  /**
   * For a jetton: the sender's jetton wallet for the expected master as the node gave it
   * (`get_wallet_address`); it must be the address computed from the code.
   */
  jettonWallet?: string | undefined;
  /**
   * For a jetton: the jetton wallet code the expected master hands out, as the node gave it
   * (`get_jetton_data`); null when the node gave none. Used only when its hash is on the list.
   */
  jettonWalletCode?: Cell | null | undefined;
  /** Unix time in seconds: the request is valid until `now + validForSeconds`. */
  now: number;
  validForSeconds?: number | undefined;
  /** The swap's sequence number (`swap.metadata.sequence_number`): the comment must be it. */
  sequenceNumber: bigint | undefined;
}

/** One message of a TonConnect `sendTransaction` request. */
export interface TonConnectMessage {
  /** User-friendly (base64url) destination, with the bounce flag it must be sent with. */
  address: string;
  /** Nanotons, as decimal digits. */
  amount: string;
  /** Base64 BOC of the message body. */
  payload: string;
}

/** A TonConnect `sendTransaction` request (the SDK's `SendTransactionRequest`). */
export interface TonConnectRequest {
  validUntil: number;
  /** The sender, raw (`0:…`): the wallet refuses to sign from another account. */
  from: string;
  messages: [TonConnectMessage];
}

export interface TonDeposit {
  request: TonConnectRequest;
  kind: 'native' | 'jetton';
  /** Base units of the token the deposit address receives. */
  amount: bigint;
  /** Nanotons that leave the wallet besides the network fee (the amount for TON, the attached TON for a jetton). */
  tonAttached: bigint;
  /** The comment the deposit carries (the swap's sequence number). */
  comment: string;
  /** The deposit address, user-friendly, as the message or the jetton transfer is addressed. */
  recipient: string;
  /** The expected token's symbol and decimals. */
  symbol: string;
  decimals: number;
  /** For a jetton: the sender's jetton wallet the message goes to (user-friendly), else null. */
  jettonWallet: string | null;
  /** For a jetton: the known code the wallet's address was computed from; null for TON. */
  jettonWalletCode: KnownJettonWalletCode | null;
}

export interface TonCallData {
  amount: bigint;
  asset: string;
  comment: string;
}

function refuse(code: TonDepositErrorCode, message: string): never {
  throw new TonDepositError(code, message);
}

/**
 * Builds the TonConnect request of a TON `transfer` deposit action. Throws `TonDepositError` when
 * the action cannot be sent as it is, and `RangeError` when `ctx` is not usable.
 */
export function buildTonDeposit(action: DepositAction, ctx: TonDepositContext): TonDeposit {
  // What the person chose comes first: an action for another network, token or amount is refused
  // before anything else is read from it.
  assertExpectedDeposit(action, ctx.expected, TON_EXPECTED_RULES);
  const chosen = ctx.expected.token;
  const sender = contextAddress(ctx.sender, 'sender');
  const validFor = ctx.validForSeconds ?? DEFAULT_VALID_FOR_SECONDS;
  if (!Number.isSafeInteger(ctx.now) || ctx.now <= 0 || !Number.isSafeInteger(validFor) || validFor <= 0) {
    throw new RangeError(
      `buildTonDeposit needs a positive unix time and validity, got ${String(ctx.now)} and ${String(validFor)}`,
    );
  }

  if (action.type !== 'transfer') {
    refuse(
      'NOT_A_TRANSFER',
      'These deposit instructions are not a wallet transfer, and TON deposits can only be sent from a wallet.',
    );
  }
  const recipient = readRecipient(action.to_address);
  const token = action.token;
  if (token === undefined) {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions do not say which token to send: ${REFUSE_ACTION}`,
    );
  }
  const symbol = chosen.symbol.trim() || 'the token';
  const decimals = chosen.decimals;
  const amount = readAmount(action, symbol, decimals);
  const callData = readTonCallData(action.call_data, ctx.sequenceNumber);

  if (callData.amount !== amount) {
    refuse(
      'WRONG_AMOUNT',
      `The service's TON instructions send ${formatUnits(callData.amount, decimals)} ${symbol}, but the deposit is for ${formatUnits(amount, decimals)} ${symbol}: ${REFUSE}`,
    );
  }
  if (callData.asset !== token.symbol) {
    refuse(
      'WRONG_TOKEN',
      `The service's TON instructions name the asset "${clip(callData.asset)}", but the deposit is in ${symbol}: ${REFUSE}`,
    );
  }
  const comment = callData.comment;
  const validUntil = ctx.now + validFor;
  const from = sender.toRawString();

  if (TON_EXPECTED_RULES.isNative(chosen.contract)) {
    if (decimals !== TON_DECIMALS) {
      refuse(
        'WRONG_TOKEN',
        `These deposit instructions give TON ${String(decimals)} decimals, but TON has ${TON_DECIMALS}: ${REFUSE_ACTION}`,
      );
    }
    return {
      request: {
        validUntil,
        from,
        messages: [
          { address: recipient.text, amount: amount.toString(), payload: toBase64(commentCell(comment)) },
        ],
      },
      kind: 'native',
      amount,
      tonAttached: amount,
      comment,
      recipient: recipient.text,
      symbol,
      decimals,
      jettonWallet: null,
      jettonWalletCode: null,
    };
  }

  // The expected master, never the action's (they are the same account, but only one was chosen).
  const master = parseAddress(String(chosen.contract));
  if (master === null) {
    refuse(
      'WRONG_TOKEN',
      `The route lists name "${clip(String(chosen.contract))}" as the jetton master of ${symbol}, which is not a TON address: ${REFUSE_ACTION}`,
    );
  }
  if (ctx.jettonWallet === undefined || ctx.jettonWalletCode === undefined) {
    throw new RangeError(
      `buildTonDeposit needs the sender's jetton wallet and the master's code for ${symbol}`,
    );
  }
  const computed = computedJettonWallet(
    contextAddress(ctx.jettonWallet, 'jettonWallet'),
    ctx.jettonWalletCode,
    master.address,
    sender,
    symbol,
  );
  const jettonWallet = computed.address;
  const body = beginCell()
    .storeUint(JETTON_TRANSFER_OP, 32)
    // The query id ties the transfer (and the excess returned) to the swap when it fits 64 bits.
    .storeUint(BigInt(comment) <= U64_MAX ? BigInt(comment) : 0n, 64)
    .storeCoins(amount)
    .storeAddress(recipient.address)
    .storeAddress(sender)
    .storeMaybeRef(null)
    .storeCoins(JETTON_FORWARD_AMOUNT)
    .storeMaybeRef(commentCell(comment))
    .endCell();
  // The sender's own contract: bounceable, so a missing jetton wallet returns the TON.
  const walletText = jettonWallet.toString({ bounceable: true, urlSafe: true });
  return {
    request: {
      validUntil,
      from,
      messages: [
        { address: walletText, amount: JETTON_TRANSFER_ATTACHED.toString(), payload: toBase64(body) },
      ],
    },
    kind: 'jetton',
    amount,
    tonAttached: JETTON_TRANSFER_ATTACHED,
    comment,
    recipient: recipient.text,
    symbol,
    decimals,
    jettonWallet: walletText,
    jettonWalletCode: computed.code,
  };
}

/**
 * The sender's jetton wallet for `master`, computed from the master's code when that code is one
 * Portage knows, and the node's answer `given` checked against it. Refuses otherwise.
 */
function computedJettonWallet(
  given: Address,
  code: Cell | null,
  master: Address,
  sender: Address,
  symbol: string,
) {
  if (code === null) {
    refuse(
      'UNKNOWN_JETTON_CODE',
      `The TON node does not give the wallet code of the ${symbol} jetton, so Portage cannot work out your ${symbol} jetton wallet itself: ${REFUSE}`,
    );
  }
  const computed = computeJettonWallet(code, master, sender);
  if (computed === null) {
    refuse(
      'UNKNOWN_JETTON_CODE',
      `The wallet code of the ${symbol} jetton (hash ${code.hash().toString('hex').slice(0, 16)}…) is not one Portage knows, so Portage cannot work out your ${symbol} jetton wallet itself: ${REFUSE}`,
    );
  }
  if (!computed.address.equals(given)) {
    refuse(
      'WRONG_JETTON_WALLET',
      `The TON node gives ${friendly(given)} as your ${symbol} jetton wallet, but your wallet for the ${symbol} you chose is ${friendly(computed.address)}: ${REFUSE}`,
    );
  }
  return computed;
}

function friendly(address: Address): string {
  return address.toString({ bounceable: true, urlSafe: true });
}

/**
 * What the wallet will be asked to sign, read back from the built request: the nanotons and the
 * address of the TON message, or the amount and destination of the jetton transfer in its body,
 * and the comment it carries (the message's, or the transfer's forward payload). Throws a
 * `TonDepositError` when what was built is not the deposit the person chose.
 */
export function describeTonDeposit(
  built: TonDeposit,
  expected: ExpectedDeposit,
  networkName: string,
): DepositPreview {
  const [message] = built.request.messages;
  const to = Address.parse(message.address);
  let amount: bigint;
  let recipient: Address;
  /** The comment cell, read once the amounts are known to be right. */
  let comment: () => Cell | null;
  if (built.kind === 'native') {
    amount = BigInt(message.amount);
    recipient = to;
    comment = () => Cell.fromBase64(message.payload);
  } else {
    if (built.jettonWallet === null || !to.equals(Address.parse(built.jettonWallet))) {
      refuse('WRONG_JETTON_WALLET', `The built TON deposit is not sent to your jetton wallet: ${REFUSE}`);
    }
    const body = Cell.fromBase64(message.payload).beginParse();
    if (body.loadUint(32) !== JETTON_TRANSFER_OP) {
      refuse('BAD_CALL_DATA', `The built TON deposit is not a jetton transfer: ${REFUSE}`);
    }
    body.loadUintBig(64);
    amount = body.loadCoins();
    recipient = body.loadAddress();
    comment = () => {
      body.loadMaybeAddress(); // where the excess goes
      body.loadMaybeRef(); // custom payload
      body.loadCoins(); // forwarded nanotons
      return body.loadMaybeRef(); // the forward payload
    };
  }
  const native = TON_EXPECTED_RULES.isNative(expected.token.contract);
  if ((built.kind === 'native') !== native || amount !== BigInt(expected.amount)) {
    refuse(
      'WRONG_AMOUNT',
      `The built TON deposit sends ${formatUnits(amount, expected.token.decimals)} ${built.symbol}, not the ${formatUnits(BigInt(expected.amount), expected.token.decimals)} ${expected.token.symbol} you chose: ${REFUSE}`,
    );
  }
  // The deposit address as the service wrote it, once it is known to be the one built.
  const shown = recipient.equals(Address.parse(built.recipient))
    ? built.recipient
    : recipient.toString({ bounceable: true, urlSafe: true });
  return {
    amount,
    decimals: expected.token.decimals,
    symbol: expected.token.symbol,
    network: networkName,
    to: shown,
    fee: null,
    caveat: null,
    memo: commentNumber(comment),
  };
}

/** The swap's number a built comment cell carries (op 0, then its digits); refused otherwise. */
function commentNumber(read: () => Cell | null): string {
  let text: string | null = null;
  try {
    const slice = read()?.beginParse();
    if (slice && slice.loadUint(32) === 0) text = slice.loadStringTail();
  } catch {
    text = null;
  }
  if (text === null || !/^\d+$/.test(text)) {
    refuse('BAD_MEMO', `The built TON deposit does not carry the swap's number as its comment: ${REFUSE}`);
  }
  return text;
}

/** A TON text comment: op 0, then the UTF-8 text (continued in references past one cell). */
export function commentCell(text: string): Cell {
  return beginCell().storeUint(0, 32).storeStringTail(text).endCell();
}

function readRecipient(to: string | undefined): { address: Address; text: string } {
  if (to === undefined || to.trim() === '') {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions have no address to send to: ${REFUSE_ACTION}`,
    );
  }
  const parsed = parseAddress(to);
  if (parsed === null) {
    refuse(
      'WRONG_RECIPIENT',
      `The service's deposit instructions send to "${clip(to)}", which is not a TON address: ${REFUSE_ACTION}`,
    );
  }
  // A user-friendly address says how to send to it (bounceable or not, test-only or not); a raw
  // one does not, and the deposit address is the service's deployed wallet: bounceable, so that
  // a mistake comes back instead of resting on an empty account.
  const { address, bounceable, testOnly } = parsed;
  return { address, text: address.toString({ bounceable: bounceable ?? true, testOnly, urlSafe: true }) };
}

function readAmount(action: DepositAction, symbol: string, decimals: number): bigint {
  return exactActionAmount(
    action,
    {
      symbol,
      decimals,
      max: COINS_MAX,
      chain: 'TON',
      verb: 'send',
      refusal: REFUSE_ACTION,
    },
    refuse,
  ).amount;
}

/**
 * The action's `call_data` JSON, read and checked: known fields only, the amount in digits, the
 * asset, and the comment that must be this swap's number (returned as its plain digits). Throws
 * `TonDepositError`; the preparation runs it before asking the node anything.
 */
export function readTonCallData(text: string | undefined, sequenceNumber: bigint | undefined): TonCallData {
  if (text === undefined || text.trim() === '') {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions have no comment, so the deposit could not be matched to this swap: ${REFUSE_ACTION}`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    refuse('BAD_CALL_DATA', `The service's TON deposit instructions cannot be read: ${REFUSE_ACTION}`);
  }
  const { amount, asset, comment, ...rest } = parsed as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) {
    refuse(
      'BAD_CALL_DATA',
      `The service's TON deposit instructions carry fields Portage does not know (${clip(unknown.join(', '))}): ${REFUSE_ACTION}`,
    );
  }
  if (typeof amount !== 'string' || !/^\d+$/.test(amount) || typeof asset !== 'string') {
    refuse(
      'BAD_CALL_DATA',
      `The service's TON deposit instructions do not give the amount and asset as expected: ${REFUSE_ACTION}`,
    );
  }
  // The comment is the only link between the deposit and this swap.
  const digits = swapMemo(comment, sequenceNumber, { memo: 'TON comment', refusal: REFUSE_ACTION }, refuse);
  return { amount: BigInt(amount), asset, comment: digits };
}

interface ParsedAddress {
  address: Address;
  /** Null for a raw address, which carries no flags. */
  bounceable: boolean | null;
  testOnly: boolean;
}

function parseAddress(text: string): ParsedAddress | null {
  try {
    if (Address.isRaw(text)) return { address: Address.parseRaw(text), bounceable: null, testOnly: false };
    if (Address.isFriendly(text)) {
      const { address, isBounceable, isTestOnly } = Address.parseFriendly(text);
      return { address, bounceable: isBounceable, testOnly: isTestOnly };
    }
  } catch {
    // Unreadable: refused by the caller.
  }
  return null;
}

function contextAddress(text: string | undefined, what: string): Address {
  const parsed = typeof text === 'string' ? parseAddress(text) : null;
  if (parsed === null)
    throw new RangeError(`buildTonDeposit needs a TON address as ${what}, got ${JSON.stringify(text)}`);
  return parsed.address;
}

function toBase64(cell: Cell): string {
  return cell.toBoc().toString('base64');
}
