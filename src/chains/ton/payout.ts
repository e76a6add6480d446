/**
 * Proof of delivery on TON: what a payout (named, as the widget and the sandbox name TON
 * transactions, by TEP-467's normalized hash of the external message the paying wallet signed)
 * paid, through the toncenter v2 API at `node_url` (`getTransactions`, `runGetMethod`).
 *
 * toncenter v2 finds no transaction by a message hash, so the reader starts where the payout
 * should have arrived: the recipient's latest transactions (`getTransactions`, 50). Every wallet
 * that sent the recipient TON, and every owner named by a jetton `transfer_notification` it
 * received, is a candidate payer; the first candidate whose own latest transactions hold one
 * started by an external message of that normalized hash is the payout's origin. Transactions
 * are decoded from their BOC here, each held to the account asked about and to its hash.
 *
 * - Payments are the origin's outgoing messages: TON to each destination, except a TEP-74
 *   `transfer` sent to the payer's own jetton wallet of `token.contract` (checked with the
 *   master's `get_wallet_address`), which is a payment of that jetton to the transfer's
 *   destination owner (the TON it carries is the transfer's fee, not a payment).
 * - Failed: the origin did not run (aborted, compute or action phase failed), skipped a transfer
 *   (a wallet sending with "ignore errors" that could not fund it) or sent nothing, or TON sent to the
 *   recipient bounced. Pending: a payment to the recipient has not arrived yet (no transaction of
 *   the recipient's taking that message; for a jetton, no `transfer_notification` of that amount
 *   and query id from the recipient's own jetton wallet). Confirmed otherwise.
 *
 * Limits: a payout that sent nothing to the recipient, or arrived beyond the recipient's latest 50
 * transactions or its payer's, is not found (never "delivered"). A jetton is proven only as the
 * jetton asked about (`token.contract`): a transfer through another master's wallet is not
 * reported. Whether a jetton wallet belongs to the master is the node's answer to
 * `get_wallet_address`, like every other fact here.
 */
import './polyfill';
import { Address, Cell, loadTransaction, type Message, type Transaction } from '@ton/core';
import { type ObservedPayment, type ObservedPayout, PayoutNodeError, type PayoutReader } from '../kit/payout';
import { addPayment, listOf, recordOf, textOf } from '../kit/payout-node';
import { normalizedMessageHash } from './hash';
import { createTonNodeClient, type TonNodeClient } from './node';

const LATEST = 50;
/** Payers tried at most (each costs a request). */
const MAX_PAYERS = 8;
const OP_TRANSFER = 0x0f8a7ea5;
const OP_TRANSFER_NOTIFICATION = 0x7362d09c;

export const reader: PayoutReader = {
  async read(request) {
    const hash = hashOf(request.hash);
    if (hash === null) return { found: false };
    const recipient = addressOf(request.recipient);
    if (recipient === null)
      throw new PayoutNodeError('the recipient is not a TON address: the payout cannot be looked for');
    const node = createTonNodeClient(request.nodeUrl, (input, init) =>
      request.fetch(input, { ...init, signal: request.signal ?? init?.signal ?? null }),
    );
    const master = request.token.contract === null ? null : addressOf(request.token.contract);
    try {
      const received = await latestTransactions(node, recipient);
      for (const payer of payersOf(received).slice(0, MAX_PAYERS)) {
        const origin = (await latestTransactions(node, payer)).find((transaction) =>
          startedBy(transaction, hash),
        );
        if (origin)
          return await observe({
            node,
            origin,
            payer,
            recipient,
            received,
            master,
            token: request.token.contract,
          });
      }
      return { found: false };
    } catch (error) {
      if (error instanceof PayoutNodeError || request.signal?.aborted) throw error;
      throw new PayoutNodeError(
        `the TON node could not be read: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
  },
};

/** 64 hex digits, or toncenter's base64 of the 32 bytes; null for anything else. */
function hashOf(text: string): string | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return trimmed.toLowerCase();
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes.toString('hex');
  }
  return null;
}

function addressOf(text: string): Address | null {
  try {
    return Address.parse(text.trim());
  } catch {
    return null;
  }
}

/** An account's latest transactions, decoded from their BOCs and held to the account and their hashes. */
async function latestTransactions(node: TonNodeClient, account: Address): Promise<Transaction[]> {
  const result = await node.call<unknown>('getTransactions', { address: account.toString(), limit: LATEST });
  return listOf(result, 'transactions').map((entry) => {
    const record = recordOf(entry, 'transaction');
    const id = recordOf(record.transaction_id, 'transaction id');
    let transaction: Transaction;
    let cell: Cell;
    try {
      cell = Cell.fromBase64(textOf(record.data, 'transaction data'));
      transaction = loadTransaction(cell.beginParse());
    } catch (cause) {
      throw new PayoutNodeError('the node sent a transaction that does not decode', { cause });
    }
    const hash = Buffer.from(textOf(id.hash, 'transaction hash'), 'base64');
    if (!hash.equals(cell.hash()))
      throw new PayoutNodeError("the node's transaction is not the one its hash names");
    if (transaction.address !== BigInt(`0x${account.hash.toString('hex')}`)) {
      throw new PayoutNodeError("the node sent another account's transaction");
    }
    return transaction;
  });
}

/** Who may have paid: senders of TON to the recipient, and owners named by jetton notifications. */
function payersOf(received: Transaction[]): Address[] {
  const payers: Address[] = [];
  const add = (address: Address | null) => {
    if (address && !payers.some((known) => known.equals(address))) payers.push(address);
  };
  for (const transaction of received) {
    const info = transaction.inMessage?.info;
    if (info?.type !== 'internal') continue;
    const notification = notificationOf(transaction.inMessage as Message);
    add(notification ? notification.sender : info.src);
  }
  return payers;
}

function startedBy(transaction: Transaction, hash: string): boolean {
  const message = transaction.inMessage;
  return message?.info.type === 'external-in' && normalizedMessageHash(message) === hash;
}

function succeeded(transaction: Transaction): boolean {
  const { description } = transaction;
  if (description.type !== 'generic' || description.aborted) return false;
  const { computePhase, actionPhase } = description;
  if (computePhase.type !== 'vm' || !computePhase.success) return false;
  return !actionPhase || actionPhase.success;
}

/**
 * Whether the paying wallet made every transfer it was asked to: it ran, and sent all its
 * messages. A wallet sending with "ignore errors" (mode 2) skips a transfer it cannot fund and
 * still succeeds; that payout failed.
 */
function paid(transaction: Transaction): boolean {
  const { description } = transaction;
  if (!succeeded(transaction) || description.type !== 'generic') return false;
  if ((description.actionPhase?.skippedActions ?? 0) > 0) return false;
  return transaction.outMessagesCount > 0;
}

interface Observation {
  node: TonNodeClient;
  origin: Transaction;
  payer: Address;
  recipient: Address;
  received: Transaction[];
  master: Address | null;
  /** The jetton as the request writes it (`token.contract`). */
  token: string | null;
}

async function observe(input: Observation): Promise<ObservedPayout> {
  const { origin, payer, recipient, received } = input;
  if (!paid(origin)) return { found: true, state: 'failed', payments: [] };
  const payments: ObservedPayment[] = [];
  const payerJettonWallet = input.master ? await input.node.jettonWallet(input.master, payer) : null;
  let arrived = true;
  for (const message of origin.outMessages.values()) {
    const { info } = message;
    if (info.type !== 'internal') continue;
    const transfer = payerJettonWallet?.equals(info.dest) ? transferOf(message) : null;
    if (transfer && input.master) {
      addPayment(payments, transfer.destination.toString(), input.token, transfer.amount);
      if (transfer.destination.equals(recipient) && transfer.amount > 0n) {
        const ownWallet = await input.node.jettonWallet(input.master, recipient);
        arrived &&= received.some((transaction) => {
          const notification = transaction.inMessage && notificationOf(transaction.inMessage);
          const from =
            transaction.inMessage?.info.type === 'internal' ? transaction.inMessage.info.src : null;
          return (
            notification !== null &&
            notification !== undefined &&
            from?.equals(ownWallet) === true &&
            notification.sender.equals(payer) &&
            notification.amount === transfer.amount &&
            notification.queryId === transfer.queryId
          );
        });
      }
      continue;
    }
    addPayment(payments, info.dest.toString(), null, info.value.coins);
    if (!info.dest.equals(recipient)) continue;
    const taken = received.find((transaction) => {
      const incoming = transaction.inMessage?.info;
      return (
        incoming?.type === 'internal' && incoming.src.equals(payer) && incoming.createdLt === info.createdLt
      );
    });
    if (!taken) arrived = false;
    // A bounceable message the recipient's account failed on goes back: nothing was delivered.
    else if (info.bounce && taken.description.type === 'generic' && taken.description.aborted) {
      return { found: true, state: 'failed', payments: [] };
    }
  }
  return { found: true, state: arrived ? 'confirmed' : 'pending', payments };
}

/** A TEP-74 `transfer` body: query id, amount, destination owner. */
function transferOf(message: Message): { queryId: bigint; amount: bigint; destination: Address } | null {
  try {
    const slice = message.body.beginParse();
    if (slice.loadUint(32) !== OP_TRANSFER) return null;
    const queryId = slice.loadUintBig(64);
    const amount = slice.loadCoins();
    const destination = slice.loadAddress();
    return { queryId, amount, destination };
  } catch {
    return null;
  }
}

/** A TEP-74 `transfer_notification` body: query id, amount, the sending owner. */
function notificationOf(message: Message): { queryId: bigint; amount: bigint; sender: Address } | null {
  try {
    const slice = message.body.beginParse();
    if (slice.loadUint(32) !== OP_TRANSFER_NOTIFICATION) return null;
    const queryId = slice.loadUintBig(64);
    const amount = slice.loadCoins();
    const sender = slice.loadAddress();
    return { queryId, amount, sender };
  } catch {
    return null;
  }
}
