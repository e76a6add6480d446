/**
 * The few questions the Tron wallet module asks a network's node, over the full node's HTTP API
 * (`POST <node_url>/wallet/…`, the TronGrid interface): the latest block (the deposit's TaPoS
 * reference), TRX and TRC-20 balances, broadcasting a signed transaction and its receipt.
 *
 * Amounts are bigints read from the answer's text, not through JSON numbers (a balance in sun can
 * pass 2^53). Every failure is a `TronNodeError`: `unreachable` (no usable answer) or `node` (the
 * node refused, with its reason).
 */
import { bytesToHex } from '@noble/hashes/utils';
import { decodeAddress, type TronRefBlock, type TronTransaction } from './deposit';
import { TronNodeError } from './node-error';

export { TronNodeError };

export interface TronReceipt {
  blockNumber: number;
  /** `SUCCESS`, or why the contract call failed (`REVERT`, `OUT_OF_ENERGY`, …). */
  result: string;
}

const TIMEOUT_MS = 15_000;

export type TronNodeClient = ReturnType<typeof createTronNodeClient>;

export function createTronNodeClient(nodeUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const base = nodeUrl.trim().replace(/\/+$/, '');

  async function post(path: string, body: unknown): Promise<{ json: Record<string, unknown>; text: string }> {
    let text: string;
    try {
      const response = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      throw new TronNodeError(
        'unreachable',
        `The Tron node at ${base} did not answer (${messageOf(error)}).`,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      throw new TronNodeError('unreachable', `The Tron node at ${base} gave an answer that cannot be read.`);
    }
    const error = (json as { Error?: unknown }).Error;
    if (typeof error === 'string') throw new TronNodeError('node', `The Tron node refused: ${error}`);
    return { json: json as Record<string, unknown>, text };
  }

  return {
    /** The latest block: the deposit's reference block. */
    async latestBlock(): Promise<TronRefBlock & { timestamp: number }> {
      const { json } = await post('/wallet/getnowblock', {});
      const id = json.blockID;
      const raw = (json.block_header as { raw_data?: { number?: unknown; timestamp?: unknown } } | undefined)
        ?.raw_data;
      const number = raw?.number ?? 0;
      const timestamp = raw?.timestamp;
      if (typeof id !== 'string' || typeof number !== 'number' || typeof timestamp !== 'number') {
        throw new TronNodeError('unreachable', `The Tron node at ${base} gave no usable latest block.`);
      }
      return { id, number, timestamp };
    },

    /** TRX in sun; 0 for an account the chain has never seen. */
    async trxBalance(address: string): Promise<bigint> {
      const { text } = await post('/wallet/getaccount', { address, visible: true });
      // The account's own `balance` key: exact digits, not a JSON number.
      const match = /"balance"\s*:\s*(\d+)/.exec(text);
      return match?.[1] === undefined ? 0n : BigInt(match[1]);
    },

    /** A TRC-20 balance through the token's `balanceOf(address)`, run as a constant call. */
    async trc20Balance(owner: string, token: string): Promise<bigint> {
      const ownerBytes = decodeAddress(owner);
      if (ownerBytes === null) throw new TronNodeError('node', `${owner} is not a Tron address.`);
      const { json } = await post('/wallet/triggerconstantcontract', {
        owner_address: owner,
        contract_address: token,
        function_selector: 'balanceOf(address)',
        parameter: bytesToHex(ownerBytes.subarray(1)).padStart(64, '0'),
        visible: true,
      });
      const result = json.constant_result;
      const word = Array.isArray(result) ? result[0] : undefined;
      if (typeof word !== 'string' || !/^[0-9a-fA-F]{1,64}$/.test(word)) {
        throw new TronNodeError('node', `The Tron node could not read the token balance of ${owner}.`);
      }
      return BigInt(`0x${word}`);
    },

    /**
     * Hands a signed transaction to the node. Resolves once the node took it (or already had it);
     * a refusal throws `TronNodeError('node')` with the node's code and decoded message.
     */
    async broadcast(signed: TronTransaction & { signature: string[] }): Promise<void> {
      const { json } = await post('/wallet/broadcasttransaction', signed);
      if (json.result === true) return;
      const code = typeof json.code === 'string' ? json.code : 'OTHER_ERROR';
      if (code === 'DUP_TRANSACTION_ERROR') return;
      throw new TronNodeError(
        'node',
        `The Tron node refused the deposit: ${nodeMessage(json.message) ?? code}`,
        code,
      );
    },

    /** Whether the node has the transaction (pending or in a block). */
    async hasTransaction(txId: string): Promise<boolean> {
      const { json } = await post('/wallet/gettransactionbyid', { value: txId });
      return typeof json.txID === 'string' && json.txID.toLowerCase() === txId.toLowerCase();
    },

    /** The receipt of a transaction in a block, or null while it is not in one. */
    async receipt(txId: string): Promise<TronReceipt | null> {
      const { json } = await post('/wallet/gettransactioninfobyid', { value: txId });
      if (typeof json.blockNumber !== 'number') return null;
      const receipt = json.receipt as { result?: unknown } | undefined;
      // A TRX transfer has no contract result; a failed contract call says why.
      const result =
        typeof receipt?.result === 'string'
          ? receipt.result
          : json.result === 'FAILED'
            ? 'FAILED'
            : 'SUCCESS';
      return { blockNumber: json.blockNumber, result };
    },
  };
}

/** The node's `message`: hex-encoded text in the HTTP API. */
function nodeMessage(message: unknown): string | undefined {
  if (typeof message !== 'string' || message === '') return undefined;
  if (/^(?:[0-9a-fA-F]{2})+$/.test(message)) {
    const bytes = Uint8Array.from(message.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
    return new TextDecoder().decode(bytes);
  }
  return message;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
