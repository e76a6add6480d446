/**
 * The few Starknet JSON-RPC (0.8) methods the widget asks a network's `node_url`: an ERC-20
 * balance (`starknet_call` of `balanceOf`, a u256 as two felts) and a transaction's receipt.
 * Plain `fetch`, no provider class: the wallet does the signing, nonce and fee estimate.
 */
import { selectorFromName } from './felt';

/** The node could not be reached or answered something that is not a JSON-RPC result. */
export class StarknetNodeError extends Error {
  override readonly name = 'StarknetNodeError';

  constructor(
    readonly kind: 'unreachable' | 'rpc',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface StarknetReceipt {
  /** `SUCCEEDED` or `REVERTED`. */
  execution_status?: string;
  finality_status?: string;
  revert_reason?: string;
}

export interface StarknetNodeClient {
  balanceOf(token: string, owner: string): Promise<bigint>;
  /** The receipt, or null while the node does not know the transaction. */
  receipt(txHash: string): Promise<StarknetReceipt | null>;
}

const BALANCE_OF = selectorFromName('balanceOf');
/** RPC 0.8's TXN_HASH_NOT_FOUND. */
const TXN_HASH_NOT_FOUND = 29;

export function createStarknetNodeClient(url: string, fetchImpl: typeof fetch = fetch): StarknetNodeClient {
  let id = 0;
  async function rpc<T>(method: string, params: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      });
    } catch (cause) {
      throw new StarknetNodeError('unreachable', `the Starknet node at ${url} did not answer`, { cause });
    }
    const body = (await response.json().catch(() => null)) as {
      result?: T;
      error?: { code?: number; message?: string };
    } | null;
    if (body?.error) {
      throw Object.assign(new StarknetNodeError('rpc', body.error.message ?? `${method} failed`), {
        code: body.error.code,
      });
    }
    if (!response.ok || body === null || !('result' in body)) {
      throw new StarknetNodeError('rpc', `${method}: the node answered HTTP ${response.status}`);
    }
    return body.result as T;
  }

  return {
    async balanceOf(token, owner) {
      const result = await rpc<string[]>('starknet_call', {
        request: { contract_address: token, entry_point_selector: BALANCE_OF, calldata: [owner] },
        block_id: 'latest',
      });
      const [low, high] = result;
      if (low === undefined || high === undefined) {
        throw new StarknetNodeError('rpc', `balanceOf of ${token} did not return a u256`);
      }
      return BigInt(low) + (BigInt(high) << 128n);
    },
    async receipt(txHash) {
      try {
        return await rpc<StarknetReceipt>('starknet_getTransactionReceipt', { transaction_hash: txHash });
      } catch (error) {
        if ((error as { code?: unknown }).code === TXN_HASH_NOT_FOUND) return null;
        throw error;
      }
    },
  };
}
