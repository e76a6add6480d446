/**
 * TON deposit: the service's `transfer` deposit action → the TonConnect `sendTransaction` request
 * the sender's wallet signs (spec §2.8, §4.10). Pure: no wallet, no network; the caller brings the
 * sender's address, its jetton wallet for a jetton (resolved from the master's
 * `get_wallet_address`) and the time.
 *
 * `call_data` is the JSON text `{"amount": "<base units>", "asset": "<symbol>", "comment": "<n>"}`
 * (service/deposits/ton.ts), the comment being the swap's sequence number. It is checked against
 * the action before anything is built: the same amount as `amount_in_base_units` (which must agree
 * with `amount` and the token's decimals), the token's symbol, a comment of digits only.
 *
 * - TON (`token.contract` missing): one message to `to_address` carrying `amount_in_base_units`
 *   nanotons and a text comment (32-bit 0, then the comment's UTF-8 bytes). The wallet pays the
 *   network fee on top (TonConnect wallets send with mode 3, fees paid separately).
 * - Jetton (`token.contract` = the jetton master): one message to the sender's own jetton wallet
 *   carrying `JETTON_TRANSFER_ATTACHED` nanotons and a jetton `transfer` (TEP-74, op 0x0f8a7ea5)
 *   of `amount_in_base_units` to `to_address`, excess back to the sender, no custom payload, and
 *   `JETTON_FORWARD_AMOUNT` forwarded so that the deposit address receives a transfer
 *   notification (0x7362d09c) whose forward payload is the comment.
 *
 * Whatever disagrees is refused with a `TonDepositError` whose message a person can read; a
 * context the caller got wrong (a bad sender address, no jetton wallet for a jetton) throws a
 * `RangeError`, as for the other families.
 */
import { Address, beginCell, type Cell } from '@ton/core';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import { DepositRefusal, exactActionAmount } from '../refusal';

export type TonDepositErrorCode =
  | 'NOT_A_TRANSFER'
  | 'MISSING_FIELD'
  | 'BAD_CALL_DATA'
  | 'WRONG_RECIPIENT'
  | 'WRONG_TOKEN'
  | 'WRONG_AMOUNT'
  | 'AMOUNT_MISMATCH'
  | 'BAD_COMMENT';

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
/** A sequence number is a handful of digits; the cap keeps the comment in one cell. */
const MAX_COMMENT_DIGITS = 64;
const REFUSE = 'Portage will not send it.';
const REFUSE_ACTION = 'Portage will not send them.';

export interface TonDepositContext {
  /** The connected wallet's address (raw or user-friendly). */
  sender: string;
  /** For a jetton: the sender's jetton wallet for `token.contract`. */
  jettonWallet?: string | undefined;
  /** Unix time in seconds: the request is valid until `now + validForSeconds`. */
  now: number;
  validForSeconds?: number | undefined;
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
}

interface CallData {
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
  const symbol = token.symbol.trim() || 'the token';
  const amount = readAmount(action, symbol);
  const callData = readCallData(action.call_data);

  if (callData.amount !== amount) {
    refuse(
      'WRONG_AMOUNT',
      `The service's TON instructions send ${formatUnits(callData.amount, token.decimals ?? TON_DECIMALS)} ${symbol}, but the deposit is for ${formatUnits(amount, token.decimals ?? TON_DECIMALS)} ${symbol}: ${REFUSE}`,
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

  if (token.contract === undefined) {
    if (token.decimals !== TON_DECIMALS) {
      refuse(
        'WRONG_TOKEN',
        `The service's deposit instructions give TON ${String(token.decimals)} decimals, but TON has ${TON_DECIMALS}: ${REFUSE_ACTION}`,
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
    };
  }

  if (parseAddress(token.contract) === null) {
    refuse(
      'WRONG_TOKEN',
      `The service's deposit instructions name "${clip(token.contract)}" as the jetton master of ${symbol}, which is not a TON address: ${REFUSE_ACTION}`,
    );
  }
  if (ctx.jettonWallet === undefined) {
    throw new RangeError(`buildTonDeposit needs the sender's jetton wallet for ${symbol}`);
  }
  const jettonWallet = contextAddress(ctx.jettonWallet, 'jettonWallet');
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
  return {
    request: {
      validUntil,
      from,
      messages: [
        {
          // The sender's own contract: bounceable, so a missing jetton wallet returns the TON.
          address: jettonWallet.toString({ bounceable: true, urlSafe: true }),
          amount: JETTON_TRANSFER_ATTACHED.toString(),
          payload: toBase64(body),
        },
      ],
    },
    kind: 'jetton',
    amount,
    tonAttached: JETTON_TRANSFER_ATTACHED,
    comment,
  };
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

function readAmount(action: DepositAction, symbol: string): bigint {
  return exactActionAmount(
    action,
    {
      symbol,
      decimals: action.token?.decimals,
      max: COINS_MAX,
      chain: 'TON',
      verb: 'send',
      refusal: REFUSE_ACTION,
    },
    refuse,
  ).amount;
}

function readCallData(text: string | undefined): CallData {
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
  if (typeof comment !== 'string' || !new RegExp(`^\\d{1,${MAX_COMMENT_DIGITS}}$`).test(comment)) {
    refuse(
      'BAD_COMMENT',
      `The service's TON deposit comment is not the swap's number, so the deposit could not be matched to this swap: ${REFUSE_ACTION}`,
    );
  }
  return { amount: BigInt(amount), asset, comment };
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

/** Service text quoted in a message: short, on one line. */
function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}
