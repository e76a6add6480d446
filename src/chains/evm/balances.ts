/**
 * A person's balances on an EVM network, read for the route picker with one JSON-RPC batch and
 * no wallet SDK (this file is in the first load): `eth_getBalance` for the native coin and an
 * `eth_call` of `balanceOf(owner)` for each token contract, in one request to the network's node.
 *
 * The node is not trusted: an answer is used only when its id is one that was asked, exactly
 * once, and its result is hex of the right size (a `balanceOf` result is exactly one 32-byte
 * word). Anything else is "unknown" (null) for that token; a node that fails, times out or
 * answers nonsense gives null for every token. Nothing here throws.
 */
import type { BalanceToken } from '../kit/contract';
import { isNativeToken } from '../kit/expected';
import { answersById, postJsonRpc } from './rpc';

export type { Balances, BalanceToken } from '../kit/contract';

/** How long the node has to answer the whole batch. */
export const BALANCE_TIMEOUT_MS = 8_000;
/** `balanceOf(address)`. */
export const BALANCE_OF_SELECTOR = '0x70a08231';

const ADDRESS_RE = /^0x[0-9a-fA-F]{40}$/;
/** A quantity (`eth_getBalance`): 0x and at most 64 hex digits (a uint256). */
const QUANTITY_RE = /^0x[0-9a-fA-F]{1,64}$/;
/** An ABI-encoded uint256: exactly one 32-byte word. */
const WORD_RE = /^0x[0-9a-fA-F]{64}$/;

type Kind = 'native' | 'erc20';

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: number;
  method: 'eth_getBalance' | 'eth_call';
  params: unknown[];
}

export interface BalanceBatch {
  requests: JsonRpcRequest[];
  /** Request id → the token it asks for and how its answer is read. */
  asked: ReadonlyMap<number, { symbol: string; kind: Kind }>;
  /** Every token's symbol, each once (those not asked stay null). */
  symbols: readonly string[];
}

/** The call data of `balanceOf(owner)`: the selector, then the address left-padded to 32 bytes. */
export function balanceOfCallData(owner: string): string {
  return `${BALANCE_OF_SELECTOR}${'0'.repeat(24)}${owner.slice(2).toLowerCase()}`;
}

/**
 * The batch for `owner`'s balances of `tokens`. A token with a contract that is not an EVM
 * address is not asked (it stays unknown); a symbol listed twice is asked once. No request at all
 * when `owner` is not an EVM address.
 */
export function evmBalanceBatch(owner: string, tokens: readonly BalanceToken[]): BalanceBatch {
  const requests: JsonRpcRequest[] = [];
  const asked = new Map<number, { symbol: string; kind: Kind }>();
  const symbols: string[] = [];
  const validOwner = ADDRESS_RE.test(owner);
  for (const token of tokens) {
    if (symbols.includes(token.symbol)) continue;
    symbols.push(token.symbol);
    if (!validOwner) continue;
    const id = requests.length + 1;
    if (isNativeToken(token.contract)) {
      requests.push({ jsonrpc: '2.0', id, method: 'eth_getBalance', params: [owner, 'latest'] });
      asked.set(id, { symbol: token.symbol, kind: 'native' });
      continue;
    }
    const contract = token.contract?.trim() ?? '';
    if (!ADDRESS_RE.test(contract)) continue;
    requests.push({
      jsonrpc: '2.0',
      id,
      method: 'eth_call',
      params: [{ to: contract, data: balanceOfCallData(owner) }, 'latest'],
    });
    asked.set(id, { symbol: token.symbol, kind: 'erc20' });
  }
  return { requests, asked, symbols };
}

function unknownBalances(batch: BalanceBatch): Map<string, bigint | null> {
  return new Map(batch.symbols.map((symbol) => [symbol, null]));
}

function resultOf(entry: unknown, kind: Kind): bigint | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { result, error } = entry as { result?: unknown; error?: unknown };
  if (error !== undefined && error !== null) return null;
  if (typeof result !== 'string') return null;
  if (!(kind === 'native' ? QUANTITY_RE : WORD_RE).test(result)) return null;
  return BigInt(result);
}

/** Reads a node's answer to `batch`: a balance for each token answered well, null for the rest. */
export function parseEvmBalanceBatch(body: unknown, batch: BalanceBatch): Map<string, bigint | null> {
  const balances = unknownBalances(batch);
  if (!Array.isArray(body)) return balances;
  const answers = answersById(body);
  for (const [id, { symbol, kind }] of batch.asked) {
    balances.set(symbol, resultOf(answers.get(id), kind));
  }
  return balances;
}

export interface ReadEvmBalancesInput {
  /** The network's node (`nodeUrlOf`). */
  url: string;
  owner: string;
  tokens: readonly BalanceToken[];
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The caller's abort (React Query's), on top of the timeout. */
  signal?: AbortSignal | undefined;
}

/** `owner`'s balances of `tokens` on one EVM network: one batch request; never throws. */
export async function readEvmBalances(input: ReadEvmBalancesInput): Promise<Map<string, bigint | null>> {
  const batch = evmBalanceBatch(input.owner, input.tokens);
  if (batch.requests.length === 0) return unknownBalances(batch);
  const body = await postJsonRpc({
    url: input.url,
    body: batch.requests,
    fetch: input.fetch,
    timeoutMs: input.timeoutMs ?? BALANCE_TIMEOUT_MS,
    signal: input.signal,
  });
  // Unreachable, timed out, aborted, not JSON (undefined): nothing is known.
  return parseEvmBalanceBatch(body, batch);
}
