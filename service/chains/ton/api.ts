/**
 * A small toncenter-v2-style HTTP API over the local TON chain: what TON wallets and the widget
 * ask a TON node for, and nothing more. The catalog's `node_url` for Local TON is its JSON-RPC
 * endpoint, `POST /api/v2/jsonRPC` with `{ method, params }` (the shape @ton/ton's `TonClient`
 * speaks); the same methods answer `GET /api/v2/<method>?…` (and `POST` with the params as the
 * body) as toncenter does. Answers are `{ ok: true, result }` or `{ ok: false, error, code }`.
 *
 * Methods: `getAddressBalance`, `getAddressInformation`, `getWalletInformation` (seqno),
 * `runGetMethod` (e.g. a jetton master's `get_wallet_address`, a jetton wallet's
 * `get_wallet_data`), `sendBoc` / `sendBocReturnHash` (an external message, executed at once;
 * the hash is TEP-467's normalized one), `getTransactions` (an account's latest transactions,
 * with text comments decoded), `getMasterchainInfo` (the chain's height as the last seqno).
 */
import { Address, beginCell, Cell, type Message, storeTransaction, type TupleItem } from '@ton/core';
import { GetMethodError } from '@ton/sandbox';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { type ChainApiServer, serveChainApi } from '../http';
import type { TonChain } from './chain';
import { readComment, readExternal } from './contracts';

type Params = Record<string, unknown>;

/** An answer toncenter gives as `{ ok: false, error, code }` with `code` as the HTTP status. */
class TonApiError extends Error {
  constructor(
    readonly code: 400 | 404 | 500,
    message: string,
  ) {
    super(message);
  }
}

export function createTonApi(chain: TonChain): Hono {
  const app = new Hono();
  app.use('*', cors());

  const methods: Record<string, (params: Params) => Promise<unknown>> = {
    async getAddressBalance(params) {
      return (await chain.balance(addressParam(params))).toString();
    },
    async getAddressInformation(params) {
      const address = addressParam(params);
      const contract = await chain.blockchain.getContract(address);
      const state = contract.accountState;
      return {
        '@type': 'raw.fullAccountState',
        balance: contract.balance.toString(),
        code: state?.type === 'active' && state.state.code ? state.state.code.toBoc().toString('base64') : '',
        data: state?.type === 'active' && state.state.data ? state.state.data.toBoc().toString('base64') : '',
        last_transaction_id: lastTransactionId(contract.lastTransactionLt, contract.lastTransactionHash),
        block_id: blockId(chain.height()),
        frozen_hash: '',
        sync_utime: now(),
        state: await chain.status(address),
      };
    },
    async getWalletInformation(params) {
      const address = addressParam(params);
      const status = await chain.status(address);
      const contract = await chain.blockchain.getContract(address);
      const seqno = status === 'active' ? await chain.seqno(address).catch(() => null) : null;
      return {
        wallet: seqno !== null,
        balance: contract.balance.toString(),
        account_state: status,
        ...(seqno === null ? {} : { wallet_type: 'wallet v4 r2', seqno, wallet_id: 698983191 }),
        last_transaction_id: lastTransactionId(contract.lastTransactionLt, contract.lastTransactionHash),
      };
    },
    async runGetMethod(params) {
      const address = addressParam(params);
      const method = params.method;
      if (typeof method !== 'string' || method === '') throw new TonApiError(400, 'method is required');
      const stack = readStack(params.stack);
      if ((await chain.status(address)) !== 'active') {
        // What a node answers for an account without code.
        return { '@type': 'smc.runResult', gas_used: 0, exit_code: -13, stack: [] };
      }
      try {
        const result = await chain.runGetMethod(address, method, stack);
        return {
          '@type': 'smc.runResult',
          gas_used: Number(result.gasUsed),
          exit_code: result.exitCode,
          stack: result.stack.map(writeStackItem),
        };
      } catch (error) {
        if (error instanceof GetMethodError) {
          return {
            '@type': 'smc.runResult',
            gas_used: Number(error.gasUsed),
            exit_code: error.exitCode,
            stack: [],
          };
        }
        throw error;
      }
    },
    async sendBoc(params) {
      await send(params);
      return { '@type': 'ok' };
    },
    async sendBocReturnHash(params) {
      const hash = await send(params);
      return { '@type': 'ext_message_info', hash, hash_norm: hash };
    },
    async getTransactions(params) {
      const address = addressParam(params);
      const limit = Math.min(Math.max(Number(params.limit ?? 10) || 10, 1), 100);
      const transactions = chain.transactions(address, limit);
      return transactions.map((transaction) => ({
        '@type': 'raw.transaction',
        utime: transaction.now,
        data: beginCell().store(storeTransaction(transaction)).endCell().toBoc().toString('base64'),
        transaction_id: lastTransactionId(transaction.lt, BigInt(`0x${transaction.hash().toString('hex')}`)),
        fee: transaction.totalFees.coins.toString(),
        storage_fee: '0',
        other_fee: '0',
        in_msg: transaction.inMessage ? messageJson(transaction.inMessage) : undefined,
        out_msgs: [...transaction.outMessages.values()].map(messageJson),
      }));
    },
    async getMasterchainInfo() {
      return { '@type': 'blocks.masterchainInfo', last: blockId(chain.height()), state_root_hash: '' };
    },
  };

  async function send(params: Params): Promise<string> {
    const boc = params.boc;
    if (typeof boc !== 'string' || boc === '') throw new TonApiError(400, 'boc is required');
    let message: Message;
    try {
      message = readExternal(boc);
    } catch (error) {
      throw new TonApiError(400, `cannot deserialize the BOC: ${messageOf(error)}`);
    }
    try {
      return (await chain.sendExternal(message)).hash;
    } catch (error) {
      // As a node says when the wallet does not accept the message (bad seqno, signature, expiry).
      throw new TonApiError(500, `cannot apply external message to current state: ${messageOf(error)}`);
    }
  }

  async function call(name: string, params: Params) {
    const method = Object.hasOwn(methods, name) ? methods[name] : undefined;
    if (!method) throw new TonApiError(404, `unknown method ${name}`);
    return method(params);
  }

  async function answer(work: () => Promise<unknown>) {
    try {
      return Response.json({ ok: true, result: await work() });
    } catch (error) {
      const code = error instanceof TonApiError ? error.code : 500;
      return Response.json({ ok: false, error: messageOf(error), code }, { status: code });
    }
  }

  app.post('/api/v2/jsonRPC', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      id?: unknown;
      method?: unknown;
      params?: unknown;
    } | null;
    return answer(async () => {
      if (!body || typeof body.method !== 'string')
        throw new TonApiError(400, 'a JSON-RPC request needs a method');
      return call(body.method, (body.params ?? {}) as Params);
    });
  });
  app.get('/api/v2/:method', (c) => answer(() => call(c.req.param('method'), c.req.query())));
  app.post('/api/v2/:method', async (c) => {
    const params = ((await c.req.json().catch(() => ({}))) ?? {}) as Params;
    return answer(() => call(c.req.param('method'), params));
  });
  return app;
}

export type TonApiServer = ChainApiServer;

/** Serves the API on `host:port` (0 for a free port); rejects with the port named when it is taken. */
export function startTonApi(
  chain: TonChain,
  options: { port: number; host?: string },
): Promise<TonApiServer> {
  return serveChainApi(createTonApi(chain).fetch, { ...options, what: 'the local TON API' });
}

function addressParam(params: Params): Address {
  const text = params.address;
  if (typeof text !== 'string') throw new TonApiError(400, 'address is required');
  try {
    return Address.parse(text);
  } catch {
    throw new TonApiError(400, `invalid address ${text}`);
  }
}

/** toncenter's stack entries in: `["num", "0x…"]`, `["tvm.Slice", base64]`, `["tvm.Cell", base64]`. */
function readStack(stack: unknown): TupleItem[] {
  if (stack === undefined || stack === null || stack === '') return [];
  if (!Array.isArray(stack)) throw new TonApiError(400, 'stack must be a list');
  return stack.map((entry): TupleItem => {
    if (!Array.isArray(entry) || entry.length !== 2)
      throw new TonApiError(400, 'a stack entry is [type, value]');
    const [type, value] = entry as [unknown, unknown];
    const text = typeof value === 'object' && value !== null ? (value as { bytes?: unknown }).bytes : value;
    if (typeof text !== 'string') throw new TonApiError(400, `stack entry ${String(type)} has no value`);
    try {
      if (type === 'num')
        return { type: 'int', value: text.startsWith('-') ? -BigInt(text.slice(1)) : BigInt(text) };
      if (type === 'tvm.Slice' || type === 'slice') return { type: 'slice', cell: Cell.fromBase64(text) };
      if (type === 'tvm.Cell' || type === 'cell') return { type: 'cell', cell: Cell.fromBase64(text) };
    } catch {
      throw new TonApiError(400, `stack entry ${String(type)} cannot be read`);
    }
    throw new TonApiError(400, `unsupported stack entry type ${String(type)}`);
  });
}

function writeStackItem(item: TupleItem): unknown {
  switch (item.type) {
    case 'int':
      return ['num', item.value < 0n ? `-0x${(-item.value).toString(16)}` : `0x${item.value.toString(16)}`];
    case 'null':
      return ['null', null];
    case 'cell':
    case 'slice':
    case 'builder':
      return [item.type, { bytes: item.cell.toBoc().toString('base64'), object: {} }];
    default:
      return [item.type, null];
  }
}

function messageJson(message: Message) {
  const { info } = message;
  const text = readComment(message.body);
  const body = message.body.toBoc().toString('base64');
  return {
    '@type': 'raw.message',
    source: info.type === 'external-in' ? '' : info.src.toString(),
    destination: info.type === 'external-out' ? '' : info.dest.toString(),
    value: info.type === 'internal' ? info.value.coins.toString() : '0',
    fwd_fee: info.type === 'internal' ? info.forwardFee.toString() : '0',
    ihr_fee: info.type === 'internal' ? info.ihrFee.toString() : '0',
    created_lt: info.type === 'external-in' ? '0' : info.createdLt.toString(),
    body_hash: message.body.hash().toString('base64'),
    msg_data:
      text === null
        ? { '@type': 'msg.dataRaw', body, init_state: '' }
        : { '@type': 'msg.dataText', text: Buffer.from(text, 'utf8').toString('base64') },
    message: text ?? '',
  };
}

function lastTransactionId(lt: bigint, hash: bigint) {
  return {
    '@type': 'internal.transactionId',
    lt: lt.toString(),
    hash: Buffer.from(hash.toString(16).padStart(64, '0'), 'hex').toString('base64'),
  };
}

function blockId(seqno: bigint) {
  return {
    '@type': 'ton.blockIdExt',
    workchain: -1,
    shard: '-9223372036854775808',
    seqno: Number(seqno),
    root_hash: '',
    file_hash: '',
  };
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}
