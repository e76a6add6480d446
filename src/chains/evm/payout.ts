/**
 * EVM's payout reader (proof of delivery, ../kit/payout.ts): the transaction and its receipt in one
 * JSON-RPC batch to the network's node, by plain `fetch`.
 *
 * - Not found: neither the transaction nor a receipt is known (a hash that is not 32 bytes of hex
 *   cannot be on the chain either).
 * - Pending: the transaction is known, no receipt (not in a block yet).
 * - Failed: the receipt's status is 0 (reverted); a reverted transaction moved nothing.
 * - Confirmed: a receipt with status 1 and a block. What it paid: the transaction's value to its
 *   `to` (the native coin), and every ERC-20 `Transfer(from, to, value)` log of the receipt, the
 *   log's contract being the token. A native coin paid by a contract's inner call leaves no trace
 *   in a receipt and is not seen (the service's hot wallet pays with plain transfers).
 *
 * The node is not trusted to make sense: an answer for another hash, or a field of the wrong
 * shape, is a `PayoutNodeError` (the payout is then "not checked"), never a verdict.
 */
import type { ObservedPayment, ObservedPayout, PayoutReader, PayoutRequest } from '../kit/payout';
import { PayoutNodeError } from '../kit/payout';
import { postJsonRpcBatch } from './rpc';

/** How long the node has to answer. */
export const PAYOUT_TIMEOUT_MS = 10_000;
/** `keccak256("Transfer(address,address,uint256)")`. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const HASH_RE = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/;
const QUANTITY_RE = /^0x[0-9a-fA-F]{1,64}$/;
const WORD_RE = /^0x[0-9a-fA-F]{64}$/;
/** An indexed address: 12 zero bytes, then the address. */
const ADDRESS_TOPIC_RE = /^0x0{24}([0-9a-fA-F]{40})$/;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An answer's `result` (null allowed); a JSON-RPC error or a missing answer is the node failing. */
function resultOf(answer: unknown, what: string): Json | null {
  if (!isRecord(answer)) throw new PayoutNodeError(`the node gave no answer for the ${what}`);
  if (answer.error !== undefined && answer.error !== null)
    throw new PayoutNodeError(`the node refused to give the ${what}`);
  if (answer.result === null || answer.result === undefined) return null;
  if (!isRecord(answer.result)) throw new PayoutNodeError(`the node's ${what} is not an object`);
  return answer.result;
}

function sameHash(a: unknown, hash: string): boolean {
  return typeof a === 'string' && a.toLowerCase() === hash.toLowerCase();
}

function quantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !QUANTITY_RE.test(value))
    throw new PayoutNodeError(`the node's ${what} is not a quantity`);
  return BigInt(value);
}

/** The ERC-20 transfers a receipt's logs record (an ERC-721 `Transfer`, with its id indexed, is not one). */
function transferLogs(logs: unknown): ObservedPayment[] {
  if (!Array.isArray(logs)) throw new PayoutNodeError("the node's receipt has no logs list");
  const payments: ObservedPayment[] = [];
  for (const log of logs) {
    if (!isRecord(log) || !Array.isArray(log.topics)) continue;
    const [topic, , to] = log.topics as unknown[];
    if (log.topics.length !== 3 || typeof topic !== 'string' || topic.toLowerCase() !== TRANSFER_TOPIC)
      continue;
    const recipient = typeof to === 'string' ? ADDRESS_TOPIC_RE.exec(to)?.[1] : undefined;
    if (!recipient || typeof log.address !== 'string' || !ADDRESS_RE.test(log.address)) continue;
    if (typeof log.data !== 'string' || !WORD_RE.test(log.data)) continue;
    payments.push({ to: `0x${recipient}`, token: log.address, amount: BigInt(log.data) });
  }
  return payments;
}

/** What the transaction and its receipt say (each null when the node does not know it). */
export function observedPayout(hash: string, tx: Json | null, receipt: Json | null): ObservedPayout {
  if (tx && !sameHash(tx.hash, hash)) throw new PayoutNodeError('the node answered for another transaction');
  if (receipt && !sameHash(receipt.transactionHash, hash))
    throw new PayoutNodeError('the node answered for another transaction');
  if (!tx && !receipt) return { found: false };
  // A receipt without its transaction: the native value cannot be read, and a node that knows
  // one and not the other is not to be believed.
  if (!tx) throw new PayoutNodeError('the node has the receipt but not the transaction');
  if (!receipt || receipt.blockNumber === null || receipt.blockNumber === undefined)
    return { found: true, state: 'pending', payments: [] };
  const status = quantity(receipt.status, 'receipt status');
  if (status !== 1n) return { found: true, state: 'failed', payments: [] };
  const payments = transferLogs(receipt.logs);
  const value = quantity(tx.value, 'transaction value');
  if (value > 0n && typeof tx.to === 'string' && ADDRESS_RE.test(tx.to))
    payments.unshift({ to: tx.to, token: null, amount: value });
  return { found: true, state: 'confirmed', payments };
}

export async function readEvmPayout(request: PayoutRequest): Promise<ObservedPayout> {
  if (!HASH_RE.test(request.hash)) return { found: false };
  let answers: Map<unknown, unknown>;
  try {
    answers = await postJsonRpcBatch({
      url: request.nodeUrl,
      requests: [
        { jsonrpc: '2.0', id: 1, method: 'eth_getTransactionByHash', params: [request.hash] },
        { jsonrpc: '2.0', id: 2, method: 'eth_getTransactionReceipt', params: [request.hash] },
      ],
      fetch: request.fetch,
      timeoutMs: PAYOUT_TIMEOUT_MS,
      signal: request.signal,
    });
  } catch (error) {
    throw new PayoutNodeError(error instanceof Error ? error.message : 'the node did not answer', {
      cause: error,
    });
  }
  return observedPayout(
    request.hash,
    resultOf(answers.get(1), 'transaction'),
    resultOf(answers.get(2), 'receipt'),
  );
}

export const reader: PayoutReader = { read: readEvmPayout };
