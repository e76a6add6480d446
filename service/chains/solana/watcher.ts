/**
 * Finds swap deposits in a transaction the local Solana bank executed, at once (there is nothing
 * to poll: the ledger reports each transaction as it lands).
 *
 * A deposit is what reached a swap's deposit address, read from the balances the transaction
 * changed, not from what its instructions claim: SOL that the address gained (a System Program
 * transfer, or anything else that credits it), or PTT that a token account owned by the address
 * gained (`TransferChecked` into its associated token account, typically). Only the swap's token
 * counts: SOL sent to a PTT swap's address, or another mint, is logged and ignored. A failed
 * transaction moved nothing but its fee and counts for nothing. A wallet deposit carries the
 * swap's sequence number as a memo; a numeric memo that is not the swap's means the transfer was
 * meant for another swap and is ignored, while a transfer without a memo (sent by hand) counts.
 */
import type { DepositTarget, ObservedDeposit } from '../../swaps/chain-backed';
import type { LandedTransaction } from './ledger';

export interface SolanaDepositFinder {
  /** The catalog network the ledger backs. */
  network: string;
  /** The swap waiting for a deposit at this address, if any. */
  findTarget(network: string, address: string): DepositTarget | undefined;
  onDeposit(target: DepositTarget, deposit: ObservedDeposit): void;
  log(line: string): void;
}

export function findSolanaDeposits(transaction: LandedTransaction, finder: SolanaDepositFinder): void {
  const { network } = finder;
  if (transaction.err !== null) return;
  const sequenceMemos = transaction.memos
    .filter((memo) => /^\d{1,30}$/.test(memo))
    .map((memo) => BigInt(memo));
  /** Amount received per swap, summed (a transaction may credit two of its accounts). */
  const received = new Map<string, { target: DepositTarget; amount: bigint }>();

  const credit = (target: DepositTarget, amount: bigint, what: string, mint: string | null) => {
    if (target.tokenContract !== mint) {
      finder.log(
        `${network}: ${transaction.signature} sends ${what} to ${target.depositAddress} (swap ${target.swapId}), ` +
          `which expects ${target.tokenContract === null ? 'SOL' : `the token ${target.tokenContract}`}: not its deposit`,
      );
      return;
    }
    if (sequenceMemos.length > 0 && !sequenceMemos.includes(target.sequenceNumber)) {
      finder.log(
        `${network}: ${transaction.signature} pays ${target.depositAddress} (swap ${target.swapId}) with memo ` +
          `${sequenceMemos.join(', ')}, expected ${target.sequenceNumber}: not its deposit`,
      );
      return;
    }
    const entry = received.get(target.swapId) ?? { target, amount: 0n };
    entry.amount += amount;
    received.set(target.swapId, entry);
  };

  for (const change of transaction.lamports) {
    if (change.after <= change.before) continue;
    const target = finder.findTarget(network, change.account);
    if (target) credit(target, change.after - change.before, 'SOL', null);
  }
  for (const change of transaction.tokens) {
    if (change.after <= change.before) continue;
    const target = finder.findTarget(network, change.owner);
    if (target) credit(target, change.after - change.before, `a token of mint ${change.mint}`, change.mint);
  }

  for (const { target, amount } of received.values()) {
    finder.onDeposit(target, {
      hash: transaction.signature,
      from: transaction.feePayer,
      to: target.depositAddress,
      amount,
      blockNumber: transaction.slot,
    });
  }
}
