/**
 * The few questions the TON wallet module asks a network's node, through the toncenter v2
 * JSON-RPC interface (`POST …/api/v2/jsonRPC` with `{ method, params }`, answered by
 * `{ ok, result }`): balances, a wallet's seqno, get-methods (a jetton master's
 * `get_wallet_address` and `get_jetton_data`, a jetton wallet's `get_wallet_data`) and sending a
 * signed message.
 *
 * A network's `node_url` may be the JSON-RPC endpoint itself or the API's base URL. Amounts are
 * bigints; every failure is a `TonNodeError` (unreachable, or the node's own error).
 */
import { type Address, beginCell, Cell, type TupleItem, TupleReader } from '@ton/core';
import { TonNodeError } from './node-error';

export { TonNodeError };

export interface GetMethodAnswer {
  exitCode: number;
  stack: TupleReader;
}

/** What a jetton wallet says of itself (`get_wallet_data`). */
export interface JettonWalletData {
  /** Base units of the jetton it holds. */
  balance: bigint;
  owner: Address;
  master: Address;
  /** The wallet's own code, as it reports it. */
  code: Cell;
}

/** toncenter's exit code for a get-method on an account without code. */
const NOT_DEPLOYED = -13;
const TIMEOUT_MS = 15_000;

export function tonNodeEndpoint(nodeUrl: string): string {
  const base = nodeUrl.trim().replace(/\/+$/, '');
  return /\/jsonrpc$/i.test(base) ? base : `${base}/api/v2/jsonRPC`;
}

export function createTonNodeClient(nodeUrl: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const endpoint = tonNodeEndpoint(nodeUrl);

  async function call<T>(method: string, params: Record<string, unknown>): Promise<T> {
    let body: { ok?: unknown; result?: unknown; error?: unknown } | null;
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 1, jsonrpc: '2.0', method, params }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      body = (await response.json()) as typeof body;
    } catch (error) {
      throw new TonNodeError(
        'unreachable',
        `The TON node at ${endpoint} did not answer (${messageOf(error)}).`,
      );
    }
    if (!body || typeof body !== 'object') {
      throw new TonNodeError(
        'unreachable',
        `The TON node at ${endpoint} gave an answer that cannot be read.`,
      );
    }
    if (body.ok !== true) {
      throw new TonNodeError('node', typeof body.error === 'string' ? body.error : `${method} failed`);
    }
    return body.result as T;
  }

  async function runGetMethod(
    address: Address,
    method: string,
    stack: TupleItem[] = [],
  ): Promise<GetMethodAnswer> {
    const result = await call<{ exit_code: number; stack: unknown[] }>('runGetMethod', {
      address: address.toString(),
      method,
      stack: stack.map(writeStackItem),
    });
    return { exitCode: result.exit_code, stack: new TupleReader((result.stack ?? []).map(readStackItem)) };
  }

  async function jettonWallet(master: Address, owner: Address): Promise<Address> {
    const answer = await runGetMethod(master, 'get_wallet_address', [
      { type: 'slice', cell: beginCell().storeAddress(owner).endCell() },
    ]);
    if (answer.exitCode !== 0) {
      throw new TonNodeError('node', `The jetton master ${master.toString()} did not give a wallet address.`);
    }
    return answer.stack.readAddress();
  }

  /** The jetton wallet code a master hands out: the last entry of its `get_jetton_data`. */
  async function jettonWalletCode(master: Address): Promise<Cell> {
    const answer = await runGetMethod(master, 'get_jetton_data');
    if (answer.exitCode !== 0) {
      throw new TonNodeError('node', `The jetton master ${master.toString()} did not give its jetton data.`);
    }
    try {
      // total_supply, mintable, admin, content, then the wallet code.
      answer.stack.skip(4);
      return answer.stack.readCell();
    } catch {
      throw new TonNodeError(
        'node',
        `The jetton master ${master.toString()} gave jetton data Portage cannot read.`,
      );
    }
  }

  /** What the jetton wallet at `wallet` says of itself; null while it is not deployed. */
  async function jettonWalletData(wallet: Address): Promise<JettonWalletData | null> {
    const answer = await runGetMethod(wallet, 'get_wallet_data');
    if (answer.exitCode === NOT_DEPLOYED) return null;
    if (answer.exitCode !== 0) {
      throw new TonNodeError('node', `The jetton wallet ${wallet.toString()} could not be read.`);
    }
    try {
      return {
        balance: answer.stack.readBigNumber(),
        owner: answer.stack.readAddress(),
        master: answer.stack.readAddress(),
        code: answer.stack.readCell(),
      };
    } catch {
      throw new TonNodeError('node', `The jetton wallet ${wallet.toString()} gave data Portage cannot read.`);
    }
  }

  return {
    endpoint,
    call,
    runGetMethod,
    jettonWallet,
    jettonWalletCode,
    jettonWalletData,
    /** Nanotons held by `address`. */
    async balance(address: Address): Promise<bigint> {
      return BigInt(await call<string>('getAddressBalance', { address: address.toString() }));
    },
    /** Whether the wallet contract is deployed, and its next seqno (0 before it is). */
    async wallet(address: Address): Promise<{ deployed: boolean; seqno: number }> {
      const info = await call<{ wallet?: boolean; seqno?: number; account_state?: string }>(
        'getWalletInformation',
        { address: address.toString() },
      );
      const seqno = info.wallet && typeof info.seqno === 'number' ? info.seqno : 0;
      return { deployed: info.account_state === 'active', seqno };
    },
    /** `owner`'s balance of the jetton of `master`, in base units (0 without a jetton wallet). */
    async jettonBalance(master: Address, owner: Address): Promise<bigint> {
      const wallet = await jettonWallet(master, owner);
      const answer = await runGetMethod(wallet, 'get_wallet_data');
      if (answer.exitCode === NOT_DEPLOYED) return 0n;
      if (answer.exitCode !== 0) {
        throw new TonNodeError('node', `The jetton wallet ${wallet.toString()} could not be read.`);
      }
      return answer.stack.readBigNumber();
    },
    /** Sends a signed external message; resolves to the node's hash of it. */
    async sendBoc(boc: string): Promise<string> {
      return (await call<{ hash: string }>('sendBocReturnHash', { boc })).hash;
    },
  };
}

export type TonNodeClient = ReturnType<typeof createTonNodeClient>;

function writeStackItem(item: TupleItem): [string, string] {
  switch (item.type) {
    case 'int':
      return ['num', item.value.toString()];
    case 'slice':
      return ['tvm.Slice', item.cell.toBoc().toString('base64')];
    case 'cell':
      return ['tvm.Cell', item.cell.toBoc().toString('base64')];
    default:
      throw new RangeError(`a get-method argument of type ${item.type} is not supported`);
  }
}

function readStackItem(entry: unknown): TupleItem {
  if (!Array.isArray(entry))
    throw new TonNodeError('node', 'The TON node answered a stack Portage cannot read.');
  const [type, value] = entry as [unknown, unknown];
  if (type === 'num' && typeof value === 'string') {
    return { type: 'int', value: value.startsWith('-') ? -BigInt(value.slice(1)) : BigInt(value) };
  }
  if (type === 'null') return { type: 'null' };
  const bytes =
    typeof value === 'object' && value !== null ? (value as { bytes?: unknown }).bytes : undefined;
  if ((type === 'cell' || type === 'slice' || type === 'builder') && typeof bytes === 'string') {
    return { type, cell: Cell.fromBase64(bytes) };
  }
  throw new TonNodeError('node', `The TON node answered a stack entry of type ${String(type)}.`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
