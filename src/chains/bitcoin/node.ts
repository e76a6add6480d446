/**
 * A small typed client of the Esplora REST API (what mempool.space, blockstream.info and the
 * sandbox's local Bitcoin network serve at a network's `node_url`): the sender's coins, previous
 * transactions, fee estimates, broadcasting. Responses are checked with valibot; satoshi values
 * become bigints (Esplora sends them as JSON integers, exact below 2^53, and 21M BTC is below
 * that). Every failure is a `BitcoinNodeError` with a `kind`.
 */
import * as v from 'valibot';

export type BitcoinNodeErrorKind =
  /** No answer: the node is down, unreachable, or too slow. */
  | 'unreachable'
  /** The node refused the transaction (`POST /tx`): `nodeMessage` says why. */
  | 'rejected'
  | 'not_found'
  /** An answer that is not what Esplora sends. */
  | 'malformed'
  | 'http';

export class BitcoinNodeError extends Error {
  override readonly name = 'BitcoinNodeError';
  readonly kind: BitcoinNodeErrorKind;
  readonly status: number;
  /** The node's own reason for a refusal (`min relay fee not met`, …). */
  readonly nodeMessage: string | undefined;
  readonly nodeCode: number | undefined;

  constructor(
    kind: BitcoinNodeErrorKind,
    message: string,
    detail: { status?: number; nodeMessage?: string; nodeCode?: number; cause?: unknown } = {},
  ) {
    super(message, detail.cause === undefined ? undefined : { cause: detail.cause });
    this.kind = kind;
    this.status = detail.status ?? 0;
    this.nodeMessage = detail.nodeMessage;
    this.nodeCode = detail.nodeCode;
  }
}

export interface NodeUtxo {
  txid: string;
  vout: number;
  /** Satoshis. */
  value: bigint;
  confirmed: boolean;
}

export interface TransactionStatus {
  confirmed: boolean;
  blockHeight: number | null;
}

const Txid = v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/));
const Satoshis = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const StatusSchema = v.object({
  confirmed: v.boolean(),
  block_height: v.optional(v.nullable(v.number())),
});
const UtxoListSchema = v.array(
  v.object({
    txid: Txid,
    vout: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
    value: Satoshis,
    status: StatusSchema,
  }),
);
const FeeEstimatesSchema = v.record(
  v.pipe(v.string(), v.regex(/^\d+$/)),
  v.pipe(v.number(), v.finite(), v.gtValue(0)),
);
const HEIGHT = /^\d+$/;
const RAW_HEX = /^(?:[0-9a-fA-F]{2})+$/;
/** What Esplora says when it refuses a transaction: `sendrawtransaction RPC error: {"code":…}`. */
const RPC_REFUSAL = /^sendrawtransaction RPC error: (\{.*\})\s*$/s;

export interface BitcoinNodeClientOptions {
  /** The network's `node_url`, e.g. `https://mempool.space/api` or the sandbox's. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Default 15 s. */
  timeoutMs?: number;
}

export interface BitcoinNodeClient {
  baseUrl: string;
  /** Every unspent output of the address, mempool included. */
  utxos(address: string): Promise<NodeUtxo[]>;
  /** The whole transaction, as hex. */
  transactionHex(txid: string): Promise<string>;
  /** Null when the node does not know the transaction. */
  transactionStatus(txid: string): Promise<TransactionStatus | null>;
  /** Sat/vB by confirmation target in blocks. */
  feeEstimates(): Promise<Map<number, number>>;
  /** The fee rate (sat/vB) to be confirmed within `targetBlocks` (default 2). */
  feeRate(targetBlocks?: number): Promise<number>;
  /** Sends a raw transaction (hex); resolves to the txid the node gives. */
  broadcast(rawHex: string): Promise<string>;
  tipHeight(): Promise<number>;
}

export function createBitcoinNodeClient(options: BitcoinNodeClientOptions): BitcoinNodeClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function send(path: string, init: RequestInit = {}): Promise<{ status: number; text: string }> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new BitcoinNodeError('unreachable', `The Bitcoin node at ${baseUrl} did not answer.`, { cause });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw new BitcoinNodeError('unreachable', `The Bitcoin node at ${baseUrl} did not answer.`, { cause });
    }
    return { status: response.status, text };
  }

  async function get(path: string, what: string): Promise<string> {
    const { status, text } = await send(path);
    if (status === 404)
      throw new BitcoinNodeError('not_found', `The Bitcoin node does not know ${what}.`, { status });
    if (status >= 500) {
      throw new BitcoinNodeError('unreachable', `The Bitcoin node at ${baseUrl} failed (HTTP ${status}).`, {
        status,
      });
    }
    if (status !== 200) {
      throw new BitcoinNodeError('http', `The Bitcoin node refused to give ${what} (HTTP ${status}).`, {
        status,
        nodeMessage: text.slice(0, 200),
      });
    }
    return text;
  }

  function json<S extends v.GenericSchema>(text: string, schema: S, what: string): v.InferOutput<S> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (cause) {
      throw new BitcoinNodeError('malformed', `The Bitcoin node sent ${what} that is not JSON.`, { cause });
    }
    const result = v.safeParse(schema, parsed);
    if (!result.success) {
      throw new BitcoinNodeError('malformed', `The Bitcoin node sent ${what} in an unexpected shape.`);
    }
    return result.output;
  }

  async function feeEstimates(): Promise<Map<number, number>> {
    const parsed = json(await get('/fee-estimates', 'fee estimates'), FeeEstimatesSchema, 'fee estimates');
    return new Map(
      Object.entries(parsed)
        .map(([target, rate]) => [Number(target), rate] as const)
        .sort(([a], [b]) => a - b),
    );
  }

  return {
    baseUrl,
    async utxos(address) {
      const text = await get(`/address/${encodeURIComponent(address)}/utxo`, `the coins of ${address}`);
      return json(text, UtxoListSchema, 'a coin list').map((utxo) => ({
        txid: utxo.txid.toLowerCase(),
        vout: utxo.vout,
        value: BigInt(utxo.value),
        confirmed: utxo.status.confirmed,
      }));
    },
    async transactionHex(txid) {
      const text = (await get(`/tx/${encodeURIComponent(txid)}/hex`, `transaction ${txid}`)).trim();
      if (!RAW_HEX.test(text)) {
        throw new BitcoinNodeError(
          'malformed',
          `The Bitcoin node sent transaction ${txid} in an unexpected shape.`,
        );
      }
      return text.toLowerCase();
    },
    async transactionStatus(txid) {
      let text: string;
      try {
        text = await get(`/tx/${encodeURIComponent(txid)}/status`, `transaction ${txid}`);
      } catch (error) {
        if (error instanceof BitcoinNodeError && error.kind === 'not_found') return null;
        throw error;
      }
      const status = json(text, StatusSchema, 'a transaction status');
      return { confirmed: status.confirmed, blockHeight: status.block_height ?? null };
    },
    feeEstimates,
    async feeRate(targetBlocks = 2) {
      const estimates = await feeEstimates();
      // The estimate for the first target at or after the one asked, else the slowest given.
      const entries = [...estimates.entries()];
      const within = entries.find(([target]) => target >= targetBlocks) ?? entries.at(-1);
      if (!within) throw new BitcoinNodeError('malformed', 'The Bitcoin node gave no fee estimate.');
      return within[1];
    },
    async broadcast(rawHex) {
      const { status, text } = await send('/tx', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: rawHex,
      });
      if (status === 200) {
        const txid = text.trim();
        if (!/^[0-9a-fA-F]{64}$/.test(txid)) {
          throw new BitcoinNodeError(
            'malformed',
            'The Bitcoin node accepted the transaction but gave no txid.',
          );
        }
        return txid.toLowerCase();
      }
      if (status >= 500) {
        throw new BitcoinNodeError('unreachable', `The Bitcoin node at ${baseUrl} failed (HTTP ${status}).`, {
          status,
        });
      }
      const refusal = parseRefusal(text);
      throw new BitcoinNodeError('rejected', `The Bitcoin node refused the transaction: ${refusal.message}`, {
        status,
        nodeMessage: refusal.message,
        ...(refusal.code === undefined ? {} : { nodeCode: refusal.code }),
      });
    },
    async tipHeight() {
      const text = (await get('/blocks/tip/height', 'the chain height')).trim();
      if (!HEIGHT.test(text))
        throw new BitcoinNodeError('malformed', 'The Bitcoin node sent a height that is not a number.');
      return Number(text);
    },
  };
}

function parseRefusal(text: string): { message: string; code?: number } {
  const match = RPC_REFUSAL.exec(text.trim());
  if (match?.[1]) {
    try {
      const body = JSON.parse(match[1]) as { code?: unknown; message?: unknown };
      if (typeof body.message === 'string') {
        return { message: body.message, ...(typeof body.code === 'number' ? { code: body.code } : {}) };
      }
    } catch {
      // Not JSON after all: the text as it is.
    }
  }
  const flat = text.replace(/\s+/g, ' ').trim();
  return { message: flat === '' ? 'no reason given' : flat.slice(0, 200) };
}
