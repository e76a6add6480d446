/**
 * Whether an address is a contract on one EVM network: `eth_getCode` on the network's node (the
 * node rule's URL), by plain fetch (./rpc.ts). Loaded by `import()` through the registry's
 * `contractCode`, outside the first load, when a payout or refund address is on screen.
 *
 * The node is not trusted to be well behaved: the answer is read only when it is one JSON-RPC
 * response object with the id that was asked, no error, and a result that is `0x` followed by
 * whole bytes of hex. Anything else, an HTTP error or a timeout is `unknown`.
 */
import type { ContractCode, ContractCodeReader } from '../kit/contract';
import { postJsonRpc } from './rpc';

/** How long the node has to answer. */
export const CODE_TIMEOUT_MS = 8_000;

const ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/;
/** Bytes of code: `0x`, then an even number of hex digits (`0x` alone: no code). */
const CODE_RE = /^0x(?:[0-9a-fA-F]{2})*$/;
/**
 * EIP-7702: an account that delegates to a contract carries `0xef0100` and the contract's address
 * as its code. Its key still controls it on every chain, so it is read as an account, not as a
 * contract deployed on one chain only.
 */
const DELEGATION_RE = /^0xef0100[0-9a-fA-F]{40}$/i;
const REQUEST_ID = 1;

/** Reads a node's answer to `eth_getCode`. */
export function parseCodeAnswer(body: unknown): ContractCode {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'unknown';
  const { id, result, error } = body as { id?: unknown; result?: unknown; error?: unknown };
  if (id !== REQUEST_ID || (error !== undefined && error !== null)) return 'unknown';
  if (typeof result !== 'string' || !CODE_RE.test(result)) return 'unknown';
  if (result === '0x' || DELEGATION_RE.test(result)) return 'account';
  return 'contract';
}

export interface ReadCodeOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** `eth_getCode(address, latest)` on `url`: one request, never throws. */
export async function readEvmCode(
  input: Parameters<ContractCodeReader>[0],
  options: ReadCodeOptions = {},
): Promise<ContractCode> {
  if (!ADDRESS_RE.test(input.address)) return 'unknown';
  const body = await postJsonRpc({
    url: input.url,
    body: { jsonrpc: '2.0', id: REQUEST_ID, method: 'eth_getCode', params: [input.address, 'latest'] },
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? CODE_TIMEOUT_MS,
    signal: input.signal,
  });
  return parseCodeAnswer(body);
}

/** The registry's reader (families.ts `contractCode`). */
export const readContractCode: ContractCodeReader = (input) => readEvmCode(input);
