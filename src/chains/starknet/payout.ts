/**
 * Proof of delivery on Starknet: what a transaction paid, from its receipt
 * (`starknet_getTransactionReceipt`, JSON-RPC 0.7–0.9): every ERC-20 `Transfer` event, in either
 * layout tokens emit it — Cairo 1 (OpenZeppelin) with `from` and `to` as keys and the u256 value
 * as data, or Cairo 0 with all four in data. The token is the emitting contract. On Starknet even
 * ETH and STRK are ERC-20 contracts, so there is no native coin: a payment's token is never null.
 *
 * The fee is a `Transfer` too (the sender to the sequencer) and is reported like any payment.
 * Confirmed: `ACCEPTED_ON_L2` or `ACCEPTED_ON_L1` and `SUCCEEDED`; failed: `REVERTED`; pending:
 * any earlier finality (RECEIVED, PRE_CONFIRMED, CANDIDATE). The receipt is the node's word; the
 * hash is not recomputed from the transaction.
 */
import { type ObservedPayment, PayoutNodeError, type PayoutReader } from '../kit/payout';
import { addPayment, amountOf, jsonRpc, listOf, PayoutRpcError, recordOf } from '../kit/payout-node';
import { selectorFromName } from './felt';

const TRANSFER = BigInt(selectorFromName('Transfer'));
/** RPC's TXN_HASH_NOT_FOUND. */
const TXN_HASH_NOT_FOUND = 29;
const FELT = /^0x[0-9a-fA-F]{1,64}$/;
const U128 = 2n ** 128n;

export const reader: PayoutReader = {
  async read(request) {
    if (!FELT.test(request.hash)) return { found: false };
    let result: unknown;
    try {
      result = await jsonRpc(request, request.nodeUrl, 'starknet_getTransactionReceipt', {
        transaction_hash: request.hash,
      });
    } catch (error) {
      if (error instanceof PayoutRpcError && error.code === TXN_HASH_NOT_FOUND) return { found: false };
      throw error;
    }
    const receipt = recordOf(result, 'receipt');
    if (
      receipt.transaction_hash !== undefined &&
      felt(receipt.transaction_hash, 'hash') !== BigInt(request.hash)
    ) {
      throw new PayoutNodeError('the node sent the receipt of another transaction');
    }
    const execution = receipt.execution_status;
    const finality = receipt.finality_status;
    if (typeof finality !== 'string') throw new PayoutNodeError("the node's receipt has no finality status");
    if (execution === 'REVERTED') return { found: true, state: 'failed', payments: [] };
    if (execution !== 'SUCCEEDED') throw new PayoutNodeError("the node's receipt has no execution status");
    const payments = transfersOf(receipt.events);
    const final = finality === 'ACCEPTED_ON_L2' || finality === 'ACCEPTED_ON_L1';
    return { found: true, state: final ? 'confirmed' : 'pending', payments };
  },
};

function transfersOf(events: unknown): ObservedPayment[] {
  const payments: ObservedPayment[] = [];
  for (const entry of listOf(events, 'events')) {
    const event = recordOf(entry, 'event');
    const keys = listOf(event.keys, 'event keys').map((key) => felt(key, 'event key'));
    const data = listOf(event.data, 'event data').map((word) => felt(word, 'event data'));
    if (keys[0] !== TRANSFER) continue;
    // Cairo 1: keys [Transfer, from, to], data [low, high]; Cairo 0: keys [Transfer], data [from, to, low, high].
    const fields =
      keys.length === 3 && data.length === 2
        ? { to: keys[2], low: data[0], high: data[1] }
        : keys.length === 1 && data.length === 4
          ? { to: data[1], low: data[2], high: data[3] }
          : null;
    if (fields === null) continue;
    const { to, low, high } = fields as { to: bigint; low: bigint; high: bigint };
    if (low >= U128 || high >= U128) throw new PayoutNodeError("the node's Transfer event is not a u256");
    const token = hex(felt(event.from_address, 'event emitter'));
    addPayment(payments, hex(to), token, low + high * U128);
  }
  return payments;
}

function felt(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !FELT.test(value))
    throw new PayoutNodeError(`the node's ${what} is not a felt`);
  return amountOf(value, what, { hex: true });
}

/** Addresses as 0x and 64 hex digits (compared as numbers by the kit either way). */
function hex(value: bigint): string {
  return `0x${value.toString(16).padStart(64, '0')}`;
}
