/**
 * Proof of delivery on Tron: what a transaction (named by its txID) paid, from the full node's
 * HTTP API at `node_url`. The payments are read from the transaction's own bytes
 * (`gettransactionbyid`'s `raw_data_hex`, whose SHA-256 must be the txID asked for, so the node
 * cannot change who was paid), never from its JSON: a `TransferContract` pays TRX to `to_address`;
 * a `TriggerSmartContract` pays its `call_value` in TRX to the contract and, when its call is a
 * TRC-20 `transfer(address,uint256)` or `transferFrom(address,address,uint256)`, the amount in
 * that token (the contract) to the address in the call. Addresses are base58 `T…`.
 *
 * Whether it ran is the node's word: `gettransactioninfobyid` with a block number is in a block
 * (confirmed), unless its `result` is FAILED, its receipt's result is not SUCCESS, or a TRC-20
 * call returned false; known without info is pending. What a TRC-20 contract does inside a
 * successful `transfer` (fees taken on transfer, for one) is not checked: the call is.
 * TRC-10 (`TransferAssetContract`) and other contract types pay nothing here.
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { type ObservedPayment, PayoutNodeError, type PayoutReader } from '../kit/payout';
import { addPayment, fetchJson, isRecord, listOf, type PayoutFetch, recordOf } from '../kit/payout-node';
import { encodeAddress, TRC20_TRANSFER_SELECTOR, transactionId } from './deposit';

const TXID = /^[0-9a-fA-F]{64}$/;
const RAW_HEX = /^(?:[0-9a-fA-F]{2})+$/;
const TRANSFER_CONTRACT = 1;
const TRIGGER_SMART_CONTRACT = 31;
const TRANSFER_FROM_SELECTOR = '23b872dd';

export const reader: PayoutReader = {
  async read(request) {
    if (!TXID.test(request.hash)) return { found: false };
    const txid = request.hash.toLowerCase();
    const base = request.nodeUrl.trim().replace(/\/+$/, '');
    const transaction = await post(request, `${base}/wallet/gettransactionbyid`, txid);
    // A node answers {} for a transaction it does not know.
    if (transaction.txID === undefined && transaction.raw_data_hex === undefined) return { found: false };
    const rawHex = transaction.raw_data_hex;
    if (typeof rawHex !== 'string' || !RAW_HEX.test(rawHex)) {
      throw new PayoutNodeError("the node's transaction has no raw data");
    }
    if (transactionId(rawHex) !== txid)
      throw new PayoutNodeError(`the node sent another transaction than ${txid}`);
    const { payments, tokenCalls } = paymentsOf(hexToBytes(rawHex));

    const info = await post(request, `${base}/wallet/gettransactioninfobyid`, txid);
    if (info.blockNumber === undefined) return { found: true, state: 'pending', payments };
    if (typeof info.blockNumber !== 'number' || !Number.isSafeInteger(info.blockNumber)) {
      throw new PayoutNodeError("the node's block number is unreadable");
    }
    if (info.id !== undefined && String(info.id).toLowerCase() !== txid) {
      throw new PayoutNodeError('the node sent the outcome of another transaction');
    }
    return failed(transaction, info, tokenCalls)
      ? { found: true, state: 'failed', payments: [] }
      : { found: true, state: 'confirmed', payments };
  },
};

async function post(io: PayoutFetch, url: string, txid: string): Promise<Record<string, unknown>> {
  const body = await fetchJson(io, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ value: txid }),
  });
  const answer = recordOf(body, 'answer');
  if (typeof answer.Error === 'string')
    throw new PayoutNodeError(`the Tron node refused: ${answer.Error.slice(0, 200)}`);
  return answer;
}

/** Whether the node says the transaction ran and failed (a revert, out of energy, a TRC-20 `false`). */
function failed(
  transaction: Record<string, unknown>,
  info: Record<string, unknown>,
  tokenCalls: number,
): boolean {
  if (info.result !== undefined && info.result !== 'SUCCESS') return true;
  if (info.receipt !== undefined) {
    const receipt = recordOf(info.receipt, 'receipt');
    if (receipt.result !== undefined && receipt.result !== 'SUCCESS') return true;
  }
  if (transaction.ret !== undefined) {
    for (const ret of listOf(transaction.ret, 'transaction result')) {
      const outcome = isRecord(ret) ? ret.contractRet : undefined;
      if (outcome !== undefined && outcome !== 'SUCCESS') return true;
    }
  }
  if (tokenCalls > 0 && info.contractResult !== undefined) {
    // A TRC-20 transfer returns a bool: an all-zero word is `false`, nothing moved.
    const [returned] = listOf(info.contractResult, 'contract result');
    if (typeof returned === 'string' && /^0{64}$/.test(returned)) return true;
  }
  return false;
}

/** The payments of `Transaction.raw`'s contracts (field 11), and how many were token calls. */
function paymentsOf(raw: Uint8Array): { payments: ObservedPayment[]; tokenCalls: number } {
  const payments: ObservedPayment[] = [];
  let tokenCalls = 0;
  for (const contract of fieldsOf(raw).filter((field) => field.number === 11)) {
    const fields = fieldsOf(bytesOf(contract));
    const type = fields.find((field) => field.number === 1)?.value ?? 0n;
    const any = fields.find((field) => field.number === 2);
    if (!any) continue;
    const parameter = fieldsOf(bytesOf(any)).find((field) => field.number === 2);
    if (!parameter) continue;
    const value = fieldsOf(bytesOf(parameter));
    const bytes = (number: number) => {
      const field = value.find((entry) => entry.number === number);
      return field ? bytesOf(field) : new Uint8Array();
    };
    const integer = (number: number) => {
      const found = value.find((entry) => entry.number === number)?.value;
      return typeof found === 'bigint' ? found : 0n;
    };
    if (type === BigInt(TRANSFER_CONTRACT)) {
      addPayment(payments, addressOf(bytes(2)), null, integer(3));
    } else if (type === BigInt(TRIGGER_SMART_CONTRACT)) {
      const contractAddress = addressOf(bytes(2));
      addPayment(payments, contractAddress, null, integer(3));
      const call = tokenTransferOf(bytes(4));
      if (call) {
        tokenCalls++;
        addPayment(payments, call.to, contractAddress, call.amount);
      }
    }
  }
  return { payments, tokenCalls };
}

/** The recipient and amount of a TRC-20 `transfer` or `transferFrom` call, or null for another call. */
function tokenTransferOf(data: Uint8Array): { to: string; amount: bigint } | null {
  const text = bytesToHex(data);
  const selector = text.slice(0, 8);
  const words = text.slice(8).match(/.{64}/g) ?? [];
  const [toWord, amountWord] =
    selector === TRC20_TRANSFER_SELECTOR && text.length === 8 + 128
      ? [words[0], words[1]]
      : selector === TRANSFER_FROM_SELECTOR && text.length === 8 + 192
        ? [words[1], words[2]]
        : [];
  if (toWord === undefined || amountWord === undefined) return null;
  // An address argument is 20 bytes, zero-padded; a call with other high bytes is not a transfer.
  if (!/^0{24}/.test(toWord)) return null;
  return { to: encodeAddress(`41${toWord.slice(24)}`), amount: BigInt(`0x${amountWord}`) };
}

function addressOf(bytes: Uint8Array): string {
  if (bytes.length !== 21 || bytes[0] !== 0x41)
    throw new PayoutNodeError('the transaction names an address that is not Tron');
  return encodeAddress(bytes);
}

// Protobuf, read: varints and length-delimited fields (fixed-width ones are skipped).

interface Field {
  number: number;
  /** A varint's value, or the bytes of a length-delimited field. */
  value: bigint | Uint8Array;
}

function bytesOf(field: Field): Uint8Array {
  if (!(field.value instanceof Uint8Array)) throw new PayoutNodeError('the transaction does not decode');
  return field.value;
}

function fieldsOf(bytes: Uint8Array): Field[] {
  const fields: Field[] = [];
  let at = 0;
  const varint = (): bigint => {
    let value = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      const byte = bytes[at++];
      if (byte === undefined) break;
      value |= BigInt(byte & 0x7f) << shift;
      if (byte < 0x80) return value;
    }
    throw new PayoutNodeError('the transaction does not decode');
  };
  while (at < bytes.length) {
    const key = varint();
    const number = Number(key >> 3n);
    const wire = Number(key & 7n);
    if (wire === 0) fields.push({ number, value: varint() });
    else if (wire === 2) {
      const length = Number(varint());
      if (at + length > bytes.length) throw new PayoutNodeError('the transaction does not decode');
      fields.push({ number, value: bytes.subarray(at, at + length) });
      at += length;
    } else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else throw new PayoutNodeError('the transaction does not decode');
  }
  if (at !== bytes.length) throw new PayoutNodeError('the transaction does not decode');
  return fields;
}
