/**
 * Proof of delivery on Fuel: what a script transaction (named by its id) paid, from fuel-core's
 * GraphQL API at `node_url` (`getTransaction`: its `rawPayload` and status). The payments are the
 * coin outputs of the transaction's own bytes, whose id — hashed here with the network's chain id
 * (`transaction-id.ts`) — must be the id asked for, so the node cannot change who was paid.
 * An asset is written as its asset id, except the network's base asset (Portage's pinned one,
 * from the token table, never the node's word), which is the native coin (null).
 *
 * Status: SuccessStatus is confirmed, FailureStatus failed (a reverted script pays nothing),
 * SqueezedOutStatus failed too (the node dropped it: it never runs), SubmittedStatus and a
 * preconfirmation pending. Limits: change outputs (what returns to the sender) and variable
 * outputs (set by contracts while running) are not in the signed bytes' amounts and are not
 * reported; a transfer made by a contract call is not seen. Only script transactions are read.
 */
import {
  arrayify,
  type Output,
  OutputType,
  type Transaction,
  TransactionCoder,
  TransactionType,
} from 'fuels';
import { type ObservedPayment, PayoutNodeError, type PayoutReader } from '../kit/payout';
import { addPayment, fetchJson, isRecord, recordOf, textOf } from '../kit/payout-node';
import { sameTokenContract } from '../kit/tokens/check';
import { loadTokenTable } from '../kit/tokens/load';
import { transactionId } from './transaction-id';

const B256 = /^0x[0-9a-fA-F]{64}$/;

/** fuel-core's query; the operation name is fuels' own for it. */
const QUERY = `query getTransaction($transactionId: TransactionId!) {
  transaction(id: $transactionId) {
    id
    rawPayload
    status {
      type: __typename
      ... on SuccessStatus { block { height } }
      ... on FailureStatus { reason }
      ... on SqueezedOutStatus { reason }
    }
  }
}`;

export const reader: PayoutReader = {
  async read(request) {
    const hash = request.hash.trim();
    const id = B256.test(hash)
      ? hash.toLowerCase()
      : B256.test(`0x${hash}`)
        ? `0x${hash.toLowerCase()}`
        : null;
    if (id === null) return { found: false };
    const chainId = chainIdOf(request.network.chain_id);
    const body = await fetchJson(request, request.nodeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        operationName: 'getTransaction',
        query: QUERY,
        variables: { transactionId: id },
      }),
    });
    const answer = recordOf(body, 'answer');
    if (Array.isArray(answer.errors) && answer.errors.length > 0) {
      const first = answer.errors[0];
      const message = isRecord(first) && typeof first.message === 'string' ? first.message.slice(0, 200) : '';
      throw new PayoutNodeError(`the Fuel node refused: ${message}`);
    }
    const found = recordOf(answer.data, 'answer data').transaction;
    if (found === null || found === undefined) return { found: false };
    const transaction = recordOf(found, 'transaction');
    const payments = paymentsOf(decode(textOf(transaction.rawPayload, 'raw payload')), id, chainId);
    const state = stateOf(textOf(recordOf(transaction.status, 'status').type, 'status'));
    if (state !== 'confirmed' && state !== 'pending') return { found: true, state, payments: [] };
    return { found: true, state, payments: await nativeAsNull(payments, request.network.name) };
  },
};

function chainIdOf(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,15}$/.test(text)) {
    throw new PayoutNodeError('the network names no chain id: the transaction cannot be checked');
  }
  return Number(text);
}

function decode(rawPayload: string): Transaction {
  try {
    const [transaction, read] = new TransactionCoder().decode(arrayify(rawPayload), 0);
    if (read !== arrayify(rawPayload).length) throw new Error('trailing bytes');
    return transaction;
  } catch (cause) {
    throw new PayoutNodeError('the node sent a transaction that does not decode', { cause });
  }
}

function paymentsOf(transaction: Transaction, id: string, chainId: number): ObservedPayment[] {
  if (transaction.type !== TransactionType.Script) {
    throw new PayoutNodeError('the transaction is not a script transaction: Portage does not read it');
  }
  if (transactionId(transaction, chainId).toLowerCase() !== id) {
    throw new PayoutNodeError(`the node sent another transaction than ${id}`);
  }
  const payments: ObservedPayment[] = [];
  for (const output of transaction.outputs as Output[]) {
    if (output.type !== OutputType.Coin) continue;
    addPayment(
      payments,
      output.to.toLowerCase(),
      output.assetId.toLowerCase(),
      BigInt(output.amount.toString()),
    );
  }
  return payments;
}

function stateOf(type: string): 'confirmed' | 'pending' | 'failed' {
  switch (type) {
    case 'SuccessStatus':
      return 'confirmed';
    case 'FailureStatus':
    case 'SqueezedOutStatus':
      return 'failed';
    case 'SubmittedStatus':
    case 'PreconfirmationSuccessStatus':
      return 'pending';
    default:
      throw new PayoutNodeError(`the node's status ${type.slice(0, 40)} is not one Portage knows`);
  }
}

/** The network's base asset is its native coin: written null, as the token it is paid in. */
async function nativeAsNull(payments: ObservedPayment[], network: string): Promise<ObservedPayment[]> {
  const pinned = (await loadTokenTable()).fuelBaseAssets[network]?.assetId;
  if (!pinned) return payments;
  return payments.map((payment) =>
    payment.token !== null && sameTokenContract('fuel', payment.token, pinned)
      ? { ...payment, token: null }
      : payment,
  );
}
