/**
 * Proof of delivery on Bitcoin: what a transaction (named by its txid) paid, from the Esplora
 * node at `node_url`. The outputs are read from the raw transaction (`/tx/:txid/hex`), whose
 * txid is computed here and must be the one asked for: a node cannot change who was paid without
 * changing the hash. Each output's address is written for the network (`bitcoinNetworkOf`), as
 * the address validator normalizes it (bech32 in lower case, base58 as is); outputs without an
 * address (OP_RETURN, bare scripts) are no one's payment. Whether it is mined is the node's word
 * (`/tx/:txid/status`). Bitcoin has no failed transaction: one that is in a block paid.
 */
import { hex } from '@scure/base';
import { Address, OutScript, Transaction } from '@scure/btc-signer';
import { type ObservedPayment, PayoutNodeError, type PayoutReader } from '../kit/payout';
import { addPayment, fetchJson, recordOf } from '../kit/payout-node';
import { type BtcNetwork, NETWORKS } from './deposit';
import { bitcoinNetworkOf } from './network';

const TXID = /^[0-9a-fA-F]{64}$/;
const RAW_HEX = /^(?:[0-9a-fA-F]{2})+$/;

export const reader: PayoutReader = {
  async read(request) {
    if (!TXID.test(request.hash)) return { found: false };
    const txid = request.hash.toLowerCase();
    const base = request.nodeUrl.replace(/\/+$/, '');
    const raw = await fetchJson(request, `${base}/tx/${txid}/hex`, {}, { allow404: true, text: true });
    if (raw === null) return { found: false };
    const payments = paymentsOf(String(raw).trim(), txid, NETWORKS[bitcoinNetworkOf(request.network)]);
    const status = await fetchJson(request, `${base}/tx/${txid}/status`, {}, { allow404: true });
    // Known a moment ago and gone now: evicted from the mempool, or a node that changes its mind.
    if (status === null) return { found: false };
    const confirmed = recordOf(status, 'transaction status').confirmed;
    if (typeof confirmed !== 'boolean')
      throw new PayoutNodeError("the node's transaction status is unreadable");
    return { found: true, state: confirmed ? 'confirmed' : 'pending', payments };
  },
};

function paymentsOf(rawHex: string, txid: string, network: BtcNetwork): ObservedPayment[] {
  if (!RAW_HEX.test(rawHex)) throw new PayoutNodeError('the node sent a transaction that is not hex');
  let transaction: Transaction;
  try {
    transaction = Transaction.fromRaw(hex.decode(rawHex), {
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
      disableScriptCheck: true,
      allowLegacyWitnessUtxo: true,
    });
  } catch (cause) {
    throw new PayoutNodeError('the node sent a transaction that does not decode', { cause });
  }
  if (transaction.id !== txid) throw new PayoutNodeError(`the node sent another transaction than ${txid}`);
  const payments: ObservedPayment[] = [];
  for (let index = 0; index < transaction.outputsLength; index++) {
    const output = transaction.getOutput(index);
    if (!output.script || output.amount === undefined) continue;
    const address = addressOf(output.script, network);
    if (address !== null) addPayment(payments, address, null, output.amount);
  }
  return payments;
}

function addressOf(script: Uint8Array, network: BtcNetwork): string | null {
  try {
    const decoded = OutScript.decode(script);
    if (decoded.type === 'unknown') return null;
    return Address(network).encode(decoded);
  } catch {
    // A script with no address form (bare multisig, OP_RETURN): no one's payment.
    return null;
  }
}
