/**
 * A Fuel script transaction's id, hashed as fuel-core hashes it (fuels' `hashTransaction`): the
 * chain id, then the transaction with what signing and execution fill in zeroed (witnesses, the
 * receipts root, coin inputs' tx pointers and predicate gas, change and variable outputs'
 * amounts). The coin outputs — who is paid what — are in the hash. Shared by the payout reader
 * (./payout.ts) and the sandbox's Fuel ledger, which accepts nothing whose id it did not compute.
 */
import {
  BigNumberCoder,
  bn,
  concat,
  type Input,
  InputType,
  type Output,
  OutputType,
  sha256,
  type Transaction,
  TransactionCoder,
  ZeroBytes32,
} from 'fuels';

const u64 = new BigNumberCoder('u64');

/** The id of a script transaction (the caller checks the type: other types hash other fields). */
export function transactionId(transaction: Transaction, chainId: number): string {
  const inputs = (transaction.inputs ?? []).map((input): Input => {
    if (input.type === InputType.Coin) {
      return { ...input, txPointer: { blockHeight: 0, txIndex: 0 }, predicateGasUsed: bn(0) };
    }
    if (input.type === InputType.Message) return { ...input, predicateGasUsed: bn(0) };
    return input;
  });
  const outputs = (transaction.outputs ?? []).map((output): Output => {
    if (output.type === OutputType.Change) return { ...output, amount: bn(0) };
    if (output.type === OutputType.Variable)
      return { ...output, to: ZeroBytes32, amount: bn(0), assetId: ZeroBytes32 };
    return output;
  });
  const cleared: Transaction = {
    ...transaction,
    receiptsRoot: ZeroBytes32,
    inputs,
    outputs,
    witnesses: [],
    witnessesCount: 0,
  };
  return sha256(concat([u64.encode(bn(chainId)), new TransactionCoder().encode(cleared)]));
}
