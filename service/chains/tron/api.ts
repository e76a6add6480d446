/**
 * The subset of a Tron full node's HTTP API (TronGrid's `/wallet/…`) that the widget and the
 * browser test wallet use, over the local verifying ledger (ledger.ts) — a facade, not a node.
 * Every method answers `POST` with a JSON body (and `GET` with the same fields as a query):
 *
 * `getnowblock`, `getblockbynum` (`num`), `getaccount` (`address`, `visible`),
 * `triggerconstantcontract` (PTT's `balanceOf(address)`, `decimals()`, `symbol()`),
 * `broadcasttransaction` (the signed JSON transaction, verified by the ledger),
 * `gettransactionbyid` and `gettransactioninfobyid` (`value`), the latter also under
 * `/walletsolidity/`. Addresses come and go in base58 when `visible` is true, else 41-hex.
 */
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import { TronWeb } from 'tronweb';
import { type ChainApiServer, serveChainApi } from '../http';
import { hex, type SignedTronTransaction, type TronBlock, type TronLedger, TronLedgerError } from './ledger';

type Body = Record<string, unknown>;

export function createTronApi(
  ledger: TronLedger,
  tokenSymbol: (contract: string) => { symbol: string; decimals: number } | undefined,
): Hono {
  const app = new Hono();
  app.use('*', cors());

  const methods: Record<string, (body: Body) => unknown> = {
    getnowblock: () => blockJson(ledger.head()),
    getblockbynum: (body) => {
      const block = ledger.block(Number(body.num));
      return block ? blockJson(block) : {};
    },
    getaccount: (body) => {
      const address = addressParam(body.address);
      const account = ledger.account(address);
      if (!account) return {};
      // `balance` is written as exact digits (a JSON number beyond 2^53 would be rounded by JSON.stringify).
      return rawJson(
        `{"address":${JSON.stringify(body.visible ? TronWeb.address.fromHex(address) : address)},"balance":${account.balance}}`,
      );
    },
    triggerconstantcontract: (body) => {
      const contract = addressParam(body.contract_address);
      const selector = String(body.function_selector ?? '').replace(/\s+/g, '');
      const info = tokenSymbol(contract);
      if (!ledger.isToken(contract) || !info) {
        return {
          result: {
            code: 'CONTRACT_VALIDATE_ERROR',
            message: hexText('No contract or not a valid smart contract'),
          },
        };
      }
      let word: string;
      if (selector === 'balanceOf(address)') {
        const parameter = String(body.parameter ?? '');
        if (!/^[0-9a-fA-F]{64}$/.test(parameter))
          return { result: { code: 'OTHER_ERROR', message: hexText('bad parameter') } };
        const owner = `41${parameter.slice(24)}`;
        word = (ledger.tokenBalance(contract, owner) ?? 0n).toString(16).padStart(64, '0');
      } else if (selector === 'decimals()') {
        word = info.decimals.toString(16).padStart(64, '0');
      } else {
        return {
          result: {
            code: 'CONTRACT_VALIDATE_ERROR',
            message: hexText(`the local PTT contract has no constant ${selector}`),
          },
        };
      }
      return { result: { result: true }, energy_used: 0, constant_result: [word] };
    },
    broadcasttransaction: (body) => {
      const tx = body as unknown as SignedTronTransaction;
      try {
        ledger.submit(tx);
        return { result: true, txid: tx.txID };
      } catch (error) {
        if (!(error instanceof TronLedgerError)) throw error;
        return {
          code: error.code,
          txid: typeof tx.txID === 'string' ? tx.txID : '',
          message: hexText(error.message),
        };
      }
    },
    gettransactionbyid: (body) => {
      const entry = ledger.entry(String(body.value ?? ''));
      if (!entry) return {};
      return { ...entry.tx, ret: [{ contractRet: entry.result }] };
    },
    gettransactioninfobyid: (body) => transactionInfo(ledger, String(body.value ?? '')),
  };

  const handle = async (c: Context, name: string) => {
    const method = methods[name];
    if (!method) return c.json({ Error: `the local Tron ledger has no method ${name}` }, 404);
    let body: Body;
    if (c.req.method === 'GET') body = c.req.query();
    else {
      const text = await c.req.text();
      try {
        body = text.trim() === '' ? {} : (JSON.parse(text) as Body);
      } catch {
        return c.json({ Error: 'the request body is not JSON' }, 400);
      }
    }
    try {
      const answer = method(body);
      return answer instanceof RawJson
        ? c.body(answer.text, 200, { 'Content-Type': 'application/json' })
        : c.json(answer as object);
    } catch (error) {
      return c.json({ Error: error instanceof Error ? error.message : String(error) });
    }
  };

  app.all('/wallet/:method', (c) => handle(c, c.req.param('method')));
  app.all('/walletsolidity/:method', (c) => handle(c, c.req.param('method')));
  return app;
}

export type TronApiServer = ChainApiServer;

export function startTronApi(
  app: Hono,
  options: { port: number; host?: string | undefined },
): Promise<TronApiServer> {
  return serveChainApi(app.fetch, { ...options, what: 'the local Tron API' });
}

function transactionInfo(ledger: TronLedger, txId: string): Body {
  const entry = ledger.entry(txId);
  if (!entry || entry.blockNumber === null) return {};
  const info: Body = {
    id: entry.tx.txID,
    blockNumber: entry.blockNumber,
    blockTimeStamp: entry.blockTimestamp,
    receipt: entry.kind === 'trc20' ? { result: entry.result, energy_usage_total: 0 } : {},
  };
  if (entry.kind === 'trc20') info.contract_address = entry.token;
  if (entry.result !== 'SUCCESS') {
    info.result = 'FAILED';
    info.resMessage = hexText(entry.result === 'REVERT' ? 'REVERT opcode executed' : 'Not enough energy');
  }
  return info;
}

function blockJson(block: TronBlock): Body {
  return {
    blockID: block.id,
    block_header: {
      raw_data: { number: block.number, timestamp: block.timestamp, parentHash: block.parentId, version: 31 },
    },
    transactions: block.txIds.map((txID) => ({ txID })),
  };
}

function addressParam(value: unknown): string {
  if (typeof value !== 'string' || !TronWeb.isAddress(value))
    throw new Error(`not a Tron address: ${String(value)}`);
  return hex(value);
}

/** The node writes its messages hex-encoded. */
function hexText(text: string): string {
  return Buffer.from(text, 'utf8').toString('hex');
}

class RawJson {
  constructor(readonly text: string) {}
}

function rawJson(text: string): RawJson {
  return new RawJson(text);
}
