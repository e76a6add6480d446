/**
 * Finds deposits to the service wallet in what the local TON chain executed.
 *
 * Every TON deposit goes to the one service wallet and is told apart by its comment (the swap's
 * sequence number), so a deposit is read from the transaction that really credited the service:
 *
 * - TON: an internal message into the service wallet, not bounced, whose transaction succeeded,
 *   with a text comment (op 0 + text); the amount is the message's value.
 * - A jetton: an `internal_transfer` (0x178d4519) into the service wallet's own jetton wallet for
 *   the jetton master, whose transaction succeeded (the jetton wallet code accepts it only from
 *   the minter or another wallet of the same master, so the balance really rose); the amount is
 *   the transfer's, the sender its `from` (the owner of the sending jetton wallet), the comment
 *   the text in its forward payload. The transfer notification (0x7362d09c) the service wallet
 *   then receives carries the same payload; the jetton wallet's transaction is what proves it.
 *
 * Anything else into these accounts (a payment without a comment, a notification, excesses) is
 * not a deposit.
 */
import type { Address, Cell, Transaction } from '@ton/core';
import { loadEitherRef, OP, readComment } from './contracts';

export interface TonDeposit {
  kind: 'native' | 'jetton';
  /** Base units really received. */
  amount: bigint;
  /** The paying wallet (for a jetton, the owner of the sending jetton wallet). */
  from: Address;
  /** The text comment, or null when the deposit carries none. */
  comment: string | null;
}

export interface ServiceAccounts {
  wallet: Address;
  /** The service wallet's jetton wallet for the local jetton (PTT). */
  jettonWallet: Address;
}

/** The deposits among one batch's transactions, in execution order. */
export function findDeposits(transactions: readonly Transaction[], service: ServiceAccounts): TonDeposit[] {
  const deposits: TonDeposit[] = [];
  for (const transaction of transactions) {
    const message = transaction.inMessage;
    if (message?.info.type !== 'internal' || message.info.bounced || !succeeded(transaction)) continue;
    const { dest, src, value } = message.info;
    if (dest.equals(service.wallet)) {
      const comment = readComment(message.body);
      // A payment with no text is neither a deposit we can match nor a jetton notification.
      if (comment !== null && value.coins > 0n) {
        deposits.push({ kind: 'native', amount: value.coins, from: src, comment });
      }
    } else if (dest.equals(service.jettonWallet)) {
      const transfer = readInternalTransfer(message.body);
      if (transfer && transfer.amount > 0n) deposits.push({ kind: 'jetton', ...transfer });
    }
  }
  return deposits;
}

/** Whether the transaction ran its code successfully and was not rolled back. */
export function succeeded(transaction: Transaction): boolean {
  const { description } = transaction;
  if (description.type !== 'generic' || description.aborted) return false;
  const { computePhase, actionPhase } = description;
  if (computePhase.type !== 'vm' || !computePhase.success) return false;
  return actionPhase === undefined || actionPhase === null || actionPhase.success;
}

function readInternalTransfer(body: Cell): { amount: bigint; from: Address; comment: string | null } | null {
  try {
    const slice = body.beginParse();
    if (slice.loadUint(32) !== OP.internalTransfer) return null;
    slice.loadUintBig(64);
    const amount = slice.loadCoins();
    const from = slice.loadAddress();
    slice.loadMaybeAddress();
    slice.loadCoins();
    const payload = slice.remainingBits > 0 ? loadEitherRef(slice) : null;
    return { amount, from, comment: readComment(payload) };
  } catch {
    return null;
  }
}
