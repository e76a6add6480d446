/**
 * The Help panel's rules (the panel: src/ui/help/HelpPanel.tsx): the diagnostic bundle a person
 * copies for the partner's support, and the support link a partner may add.
 *
 * The bundle is built field by field from an allow-list, never by copying an object: the service's
 * answer and the stored record may carry anything (unknown fields are kept by the API's schemas, a
 * newer store may hold more), and a person pastes this text wherever someone asks for it, scammers
 * included. So it names only what support needs to find the swap and what a stranger cannot use:
 * the swap id, statuses and their times, the public transaction hashes, network and token names,
 * amounts, how the deposit was made, and which widget ran where. Never the API key, a partner's
 * strings or configuration, an address book, a seed or private key, a signature, signed bytes,
 * call data or a deposit action. Every text is checked for shape and length (a "hash" of 2 KB is
 * no hash), and any secret the caller names is cut out of the final text as a last guard.
 */
import { numberToDecimalString } from '../lib/amount';
import type { StoredSwap } from '../state/swaps';

/** One status as this browser saw it, and when (ms). */
export interface StatusSeen {
  status: string;
  at: number;
}

export interface DiagnosticEnvironment {
  /** package.json's version. */
  version: string;
  /** The build's id (git short hash or date). */
  build: string;
  /** The language shown. */
  lang: string;
  /** Whether the widget runs inside a frame. */
  framed: boolean;
  userAgent: string;
  /** When the bundle was made (ms). */
  now: number;
}

export interface DiagnosticInput {
  /** The swap the panel is about; null in History. */
  swapId: string | null;
  /** The service's answer (`data.swap`), as last polled; anything, it is read field by field. */
  swap?: unknown;
  /** This browser's record of the swap. */
  stored?: StoredSwap;
  /**
   * The statuses this browser saw, with their times (the stored swap's `statusLog`); left out
   * when there is none.
   */
  statusLog?: readonly StatusSeen[];
  /** In History: this browser's swaps. */
  history?: readonly StoredSwap[];
  environment: DiagnosticEnvironment;
  /** Texts that must never appear (the API key): cut out of the result whatever carried them. */
  secrets?: readonly string[];
}

/** A format number, so that whoever reads a bundle knows its shape. */
export const DIAGNOSTIC_FORMAT = 1;

/** The most swaps a History bundle lists (the store keeps 50). */
const MAX_HISTORY = 50;
const MAX_TRANSACTIONS = 20;
const MAX_STATUSES = 50;

// Names, symbols, statuses, types: short printable text without quotes or angle brackets.
const WORD = /^[\p{L}\p{N} ._:()₮+-]{1,64}$/u;
// A transaction hash as the families write it: hex, base58, base64 (TON), at most 128 characters.
const HASH = /^[A-Za-z0-9:_+/=-]{8,128}$/;
const SWAP_ID = /^[A-Za-z0-9_-]{1,100}$/;
const DECIMAL = /^\d{1,40}(?:\.\d{1,40})?$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function word(value: unknown): string | undefined {
  return typeof value === 'string' && WORD.test(value) ? value : undefined;
}

function hash(value: unknown): string | undefined {
  return typeof value === 'string' && HASH.test(value) ? value : undefined;
}

function swapId(value: unknown): string | undefined {
  return typeof value === 'string' && SWAP_ID.test(value) ? value : undefined;
}

/** A time as ISO text, from ms or from a date the service wrote; undefined when it is neither. */
function time(value: unknown): string | undefined {
  const date =
    typeof value === 'number' ? new Date(value) : typeof value === 'string' ? new Date(value) : null;
  return date && Number.isFinite(date.getTime()) ? date.toISOString() : undefined;
}

/** An amount as exact decimal text: the service's JSON number, or a stored decimal string. */
function amount(value: unknown): string | undefined {
  if (typeof value === 'string') return DECIMAL.test(value) ? value : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? numberToDecimalString(value)
    : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e9
    ? value
    : undefined;
}

/** `{ network, token }` from the service's network and token objects. */
function end(network: unknown, token: unknown) {
  return {
    network: isRecord(network) ? word(network.name) : undefined,
    token: isRecord(token) ? word(token.symbol) : undefined,
  };
}

function transactionsOf(swap: Record<string, unknown>) {
  const list = Array.isArray(swap.transactions) ? swap.transactions.slice(0, MAX_TRANSACTIONS) : [];
  return list.filter(isRecord).map((tx) => ({
    type: word(tx.type),
    network: isRecord(tx.network) ? word(tx.network.name) : undefined,
    token: isRecord(tx.token) ? word(tx.token.symbol) : undefined,
    amount: amount(tx.amount),
    hash: hash(tx.transaction_hash),
    status: word(tx.status),
    time: time(tx.timestamp),
    confirmations: count(tx.confirmations),
    maxConfirmations: count(tx.max_confirmations),
  }));
}

/** What the service says of the swap now. */
function serviceView(swap: unknown) {
  if (!isRecord(swap)) return undefined;
  const source = end(swap.source_network, swap.source_token);
  const destination = end(swap.destination_network, swap.destination_token);
  return {
    status: word(swap.status),
    failReason: word(swap.fail_reason),
    createdAt: time(swap.created_date),
    source,
    destination,
    requestedAmount: amount(swap.requested_amount),
    transactions: transactionsOf(swap),
  };
}

/** What this browser kept of the swap. */
function storedView(stored: StoredSwap | undefined) {
  if (!stored) return undefined;
  return {
    createdAt: time(stored.createdAt),
    status: word(stored.status),
    source: { network: word(stored.sourceNetwork), token: word(stored.sourceToken) },
    destination: { network: word(stored.destinationNetwork), token: word(stored.destinationToken) },
    amount: amount(stored.amount),
    depositMethod:
      stored.depositMethod === 'wallet' || stored.depositMethod === 'manual'
        ? stored.depositMethod
        : undefined,
    deposit: stored.deposit
      ? {
          hash: hash(stored.deposit.txHash),
          state: word(stored.deposit.state),
          at: time(stored.deposit.at),
        }
      : undefined,
    delivery: stored.delivery ? word(stored.delivery.verdict.verdict) : undefined,
  };
}

function statusesOf(log: readonly StatusSeen[] | undefined) {
  if (!log) return undefined;
  return log.slice(-MAX_STATUSES).flatMap((entry) => {
    const status = isRecord(entry) ? word(entry.status) : undefined;
    const at = isRecord(entry) ? time(entry.at) : undefined;
    return status && at ? [{ status, at }] : [];
  });
}

/** One stored swap in a History bundle: enough to find it, nothing more. */
function historyEntry(stored: StoredSwap) {
  return {
    id: swapId(stored.id),
    createdAt: time(stored.createdAt),
    status: word(stored.status),
    route: `${word(stored.sourceToken) ?? '?'} ${word(stored.sourceNetwork) ?? '?'} → ${word(stored.destinationToken) ?? '?'} ${word(stored.destinationNetwork) ?? '?'}`,
    amount: amount(stored.amount),
    depositMethod: storedView(stored)?.depositMethod,
    depositHash: hash(stored.deposit?.txHash),
    depositState: word(stored.deposit?.state),
  };
}

/** The bundle as an object (JSON-safe: strings, numbers, booleans, arrays and plain objects). */
export function diagnosticBundle(input: DiagnosticInput) {
  const env = input.environment;
  return {
    kind: 'portage-diagnostics',
    format: DIAGNOSTIC_FORMAT,
    madeAt: time(env.now),
    widget: { version: word(env.version), build: word(env.build) },
    environment: {
      lang: word(env.lang),
      framed: env.framed === true,
      // The browser's own description, cut to a length no secret hides in.
      userAgent: typeof env.userAgent === 'string' ? env.userAgent.slice(0, 300) : undefined,
    },
    swapId: input.swapId === null ? null : (swapId(input.swapId) ?? null),
    service: serviceView(input.swap),
    thisBrowser: storedView(input.stored),
    statusesSeen: statusesOf(input.statusLog),
    swaps: input.history?.slice(0, MAX_HISTORY).map(historyEntry),
  };
}

/**
 * The bundle as the text a person copies: indented JSON (undefined fields left out), with every
 * secret named by the caller cut out.
 */
export function diagnosticText(input: DiagnosticInput): string {
  let text = JSON.stringify(diagnosticBundle(input), null, 2);
  for (const secret of input.secrets ?? []) {
    // A secret shorter than 6 characters would cut ordinary words out: such a key is no secret.
    if (secret.length >= 6) text = text.split(secret).join('[redacted]');
  }
  return text;
}

/**
 * The host of a support link, named in its text ("Contact support.partner.example's support") so a
 * person sees where it goes before they follow it; null for a link that is not https.
 */
export function supportSite(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.host : null;
  } catch {
    return null;
  }
}
