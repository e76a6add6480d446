/**
 * A Solana JSON-RPC node over the local ledger, on one port: HTTP POST for requests (single or
 * batched), and a websocket on the same port for subscriptions. It answers what a wallet and
 * @solana/web3.js's `Connection` ask for a deposit: blockhashes, balances, accounts, token
 * balances, sending with preflight, signature statuses, and `signatureSubscribe`, without which
 * `confirmTransaction` would wait forever. Browsers may call it from any origin (CORS).
 *
 * web3.js derives a websocket URL on the next port when the HTTP URL names a port (the
 * validator's convention); clients of this node pass `wsEndpoint` = the same URL as `ws://`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { base58, base64 } from '@scure/base';
import { ACCOUNT_SIZE, AccountLayout, MintLayout, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { VersionedMessage } from '@solana/web3.js';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  type AccountView,
  type Commitment,
  LAMPORTS_PER_SIGNATURE,
  type LandedTransaction,
  publicKeyParam,
  type SolanaLedger,
  SolanaRpcError,
} from './ledger';

/** The version this node reports (the litesvm bank runs Agave 2.x programs). */
const VERSION = { 'solana-core': '2.2.0-portage-litesvm', 'feature-set': 0 };
const MAX_BODY_BYTES = 1_000_000;

export interface SolanaRpcServer {
  /** http://host:port */
  url: string;
  /** ws://host:port (the same port) */
  wsUrl: string;
  close(): Promise<void>;
}

export interface SolanaRpcOptions {
  ledger: SolanaLedger;
  port: number;
  host?: string;
  log?(line: string): void;
}

interface JsonRpcRequest {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

type Handler = (params: unknown[]) => unknown;

export async function startSolanaRpc(options: SolanaRpcOptions): Promise<SolanaRpcServer> {
  const { ledger } = options;
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const context = () => ({ slot: Number(ledger.slot()), apiVersion: '2.2.0' });
  const withContext = (value: unknown) => ({ context: context(), value });

  const methods: Record<string, Handler> = {
    getHealth: () => 'ok',
    getVersion: () => VERSION,
    getGenesisHash: () => ledger.genesisHash,
    getSlot: () => Number(ledger.slot()),
    getBlockHeight: () => Number(ledger.blockHeight()),
    getEpochInfo: () => ({
      absoluteSlot: Number(ledger.slot()),
      blockHeight: Number(ledger.blockHeight()),
      epoch: 0,
      slotIndex: Number(ledger.slot()),
      slotsInEpoch: 432_000,
      transactionCount: null,
    }),
    getLatestBlockhash: () => {
      const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
      return withContext({ blockhash, lastValidBlockHeight: Number(lastValidBlockHeight) });
    },
    isBlockhashValid: ([blockhash]) => withContext(ledger.isBlockhashValid(String(blockhash))),
    getMinimumBalanceForRentExemption: ([size]) =>
      Number(ledger.minimumBalanceForRentExemption(nonNegativeInteger(size, 'data length'))),
    getFeeForMessage: ([message]) => {
      let signatures: number;
      try {
        signatures = VersionedMessage.deserialize(base64.decode(String(message))).header
          .numRequiredSignatures;
      } catch {
        throw new SolanaRpcError(-32602, 'Invalid param: the message could not be decoded');
      }
      return withContext(Number(LAMPORTS_PER_SIGNATURE) * signatures);
    },
    getBalance: ([key]) => withContext(Number(ledger.balance(publicKeyParam(key)))),
    getAccountInfo: ([key, config]) => {
      const found = ledger.account(publicKeyParam(key));
      return withContext(found && accountJson(found, encodingOf(config)));
    },
    getMultipleAccounts: ([keys, config]) => {
      if (!Array.isArray(keys))
        throw new SolanaRpcError(-32602, 'Invalid params: expected a list of public keys');
      const encoding = encodingOf(config);
      return withContext(
        keys.map((key) => {
          const found = ledger.account(publicKeyParam(key));
          return found && accountJson(found, encoding);
        }),
      );
    },
    getTokenAccountBalance: ([key]) => {
      const account = ledger.account(publicKeyParam(key));
      const token = account && tokenAccountOf(account);
      if (!token) throw new SolanaRpcError(-32602, 'Invalid param: not a Token account');
      return withContext(tokenAmountJson(token.amount, mintDecimals(token.mint)));
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const ownerKey = publicKeyParam(owner, 'owner');
      const wanted = (filter ?? {}) as { mint?: unknown; programId?: unknown };
      const mint = wanted.mint === undefined ? null : publicKeyParam(wanted.mint, 'mint');
      if (mint === null && wanted.programId === undefined) {
        throw new SolanaRpcError(-32602, 'Invalid params: a mint or programId filter is required');
      }
      if (
        wanted.programId !== undefined &&
        publicKeyParam(wanted.programId) !== TOKEN_PROGRAM_ID.toBase58()
      ) {
        return withContext([]);
      }
      const encoding = encodingOf(config);
      const accounts = ledger.tokenAccountsOf(ownerKey, mint);
      return withContext(
        accounts.map(({ pubkey, account }) => ({ pubkey, account: accountJson(account, encoding) })),
      );
    },
    sendTransaction: ([data, config]) => {
      const settings = (config ?? {}) as { encoding?: unknown; skipPreflight?: unknown };
      return ledger.submit(wireOf(data, settings.encoding), {
        skipPreflight: settings.skipPreflight === true,
      });
    },
    simulateTransaction: ([data, config]) => {
      const settings = (config ?? {}) as { encoding?: unknown };
      const result = ledger.simulate(wireOf(data, settings.encoding));
      return withContext({
        err: result.err,
        logs: result.logs,
        accounts: null,
        unitsConsumed: Number(result.unitsConsumed),
        returnData: null,
      });
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures)) {
        throw new SolanaRpcError(-32602, 'Invalid params: expected a list of signatures');
      }
      if (signatures.length > 256) throw new SolanaRpcError(-32602, 'Too many inputs provided; max 256');
      return withContext(
        signatures.map((signature) => {
          const status = ledger.status(String(signature));
          return (
            status && {
              slot: Number(status.slot),
              confirmations: status.confirmations,
              err: status.err,
              status: status.err === null ? { Ok: null } : { Err: status.err },
              confirmationStatus: status.confirmationStatus,
            }
          );
        }),
      );
    },
    getTransaction: ([signature, config]) => {
      if (typeof signature !== 'string' || !isSignature(signature)) {
        throw new SolanaRpcError(-32602, 'Invalid param: not a transaction signature');
      }
      const settings = (config ?? {}) as { encoding?: unknown; maxSupportedTransactionVersion?: unknown };
      if (settings.encoding !== undefined && settings.encoding !== 'json') {
        throw new SolanaRpcError(
          -32602,
          'Invalid params: this node gives transactions in the json encoding only',
        );
      }
      // A node answers null for what it does not know and for what is below the commitment
      // asked (processed is not allowed); every landed transaction here is at least confirmed.
      if (commitmentOf(config) === 'processed') {
        throw new SolanaRpcError(-32602, 'Method does not support commitment below `confirmed`');
      }
      const landed = ledger.landed(signature);
      if (!landed) return null;
      if (
        commitmentOf(config) === 'finalized' &&
        ledger.status(signature)?.confirmationStatus !== 'finalized'
      ) {
        return null;
      }
      return transactionJson(landed, settings.maxSupportedTransactionVersion);
    },
  };

  function mintDecimals(mint: string): number {
    const account = ledger.account(mint);
    if (!account || account.owner !== TOKEN_PROGRAM_ID.toBase58()) {
      throw new SolanaRpcError(-32602, 'Invalid param: the token account has no mint');
    }
    return MintLayout.decode(account.data).decimals;
  }

  /** getTransaction's answer in the `json` encoding, as a validator gives it. */
  function transactionJson(landed: LandedTransaction, maxVersion: unknown) {
    if (landed.version !== 'legacy' && maxVersion === undefined) {
      throw new SolanaRpcError(
        -32015,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      );
    }
    const tokenBalance = (change: LandedTransaction['tokens'][number], amount: bigint) => ({
      accountIndex: landed.accountKeys.indexOf(change.account),
      mint: change.mint,
      owner: change.owner,
      programId: TOKEN_PROGRAM_ID.toBase58(),
      uiTokenAmount: tokenAmountJson(amount, mintDecimals(change.mint)),
    });
    return {
      slot: Number(landed.slot),
      blockTime: null,
      ...(maxVersion === undefined ? {} : { version: landed.version }),
      transaction: {
        signatures: [landed.signature],
        message: { accountKeys: landed.accountKeys, ...landed.message },
      },
      meta: {
        err: landed.err,
        status: landed.err === null ? { Ok: null } : { Err: landed.err },
        fee: Number(landed.fee),
        preBalances: landed.lamports.map((change) => Number(change.before)),
        postBalances: landed.lamports.map((change) => Number(change.after)),
        preTokenBalances: landed.tokens
          .filter((change) => change.existedBefore)
          .map((change) => tokenBalance(change, change.before)),
        postTokenBalances: landed.tokens
          .filter((change) => change.existsAfter)
          .map((change) => tokenBalance(change, change.after)),
        logMessages: landed.logs,
        innerInstructions: [],
        rewards: [],
        loadedAddresses: { writable: [], readonly: [] },
      },
    };
  }

  function call(request: JsonRpcRequest): object {
    const id = request.id ?? null;
    if (typeof request.method !== 'string') return errorJson(id, -32600, 'Invalid Request');
    const handler = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined;
    if (!handler) return errorJson(id, -32601, 'Method not found');
    const params = Array.isArray(request.params) ? request.params : [];
    try {
      return { jsonrpc: '2.0', id, result: handler(params) };
    } catch (error) {
      if (error instanceof SolanaRpcError) return errorJson(id, error.code, error.message, error.data);
      log(`Solana RPC ${request.method} failed: ${error instanceof Error ? error.message : String(error)}`);
      return errorJson(id, -32603, 'Internal error');
    }
  }

  async function handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, GET, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? 'content-type, solana-client',
    );
    res.setHeader('Access-Control-Max-Age', '600');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'POST, OPTIONS' }).end();
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      reply(res, errorJson(null, -32700, 'Parse error'));
      return;
    }
    if (Array.isArray(body)) {
      reply(
        res,
        body.map((request) => call(asRequest(request))),
      );
    } else {
      reply(res, call(asRequest(body)));
    }
  }

  const server: Server = createServer((req, res) => {
    handleHttp(req, res).catch((error: unknown) => {
      log(`Solana RPC request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  // ── Subscriptions ───────────────────────────────────────────────────────────────────────
  const wss = new WebSocketServer({ server });
  let nextSubscription = 1;
  interface SignatureSubscription {
    socket: WebSocket;
    signature: string;
    commitment: Commitment;
  }
  const signatureSubscriptions = new Map<number, SignatureSubscription>();
  const slotSubscriptions = new Map<number, WebSocket>();

  const send = (socket: WebSocket, message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };

  /** Notifies (once) each signature subscription whose transaction reached its commitment. */
  function settleSignatures(): void {
    for (const [id, subscription] of signatureSubscriptions) {
      const status = ledger.status(subscription.signature);
      if (!status) continue;
      if (subscription.commitment === 'finalized' && status.confirmationStatus !== 'finalized') continue;
      signatureSubscriptions.delete(id);
      send(subscription.socket, {
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: {
          result: { context: { slot: Number(status.slot) }, value: { err: status.err } },
          subscription: id,
        },
      });
    }
  }

  const offLanded = ledger.onLanded(() => settleSignatures());
  const offSlot = ledger.onSlot((slot) => {
    settleSignatures();
    for (const [id, socket] of slotSubscriptions) {
      send(socket, {
        jsonrpc: '2.0',
        method: 'slotNotification',
        params: {
          result: { parent: Number(slot - 1n), root: Math.max(0, Number(slot) - 32), slot: Number(slot) },
          subscription: id,
        },
      });
    }
  });

  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      let request: JsonRpcRequest;
      try {
        request = asRequest(JSON.parse(String(raw)));
      } catch {
        send(socket, errorJson(null, -32700, 'Parse error'));
        return;
      }
      // A notification (no id), such as web3.js's keep-alive `ping`, gets no answer.
      if (request.id === undefined || request.id === null) return;
      const params = Array.isArray(request.params) ? request.params : [];
      switch (request.method) {
        case 'signatureSubscribe': {
          const [signature, config] = params;
          if (typeof signature !== 'string' || !isSignature(signature)) {
            send(socket, errorJson(request.id, -32602, 'Invalid param: not a transaction signature'));
            return;
          }
          const id = nextSubscription++;
          signatureSubscriptions.set(id, { socket, signature, commitment: commitmentOf(config) });
          send(socket, { jsonrpc: '2.0', id: request.id, result: id });
          settleSignatures();
          return;
        }
        case 'slotSubscribe': {
          const id = nextSubscription++;
          slotSubscriptions.set(id, socket);
          send(socket, { jsonrpc: '2.0', id: request.id, result: id });
          return;
        }
        case 'signatureUnsubscribe':
        case 'slotUnsubscribe': {
          const id = Number(params[0]);
          const removed =
            request.method === 'signatureUnsubscribe'
              ? signatureSubscriptions.delete(id)
              : slotSubscriptions.delete(id);
          send(socket, { jsonrpc: '2.0', id: request.id, result: removed });
          return;
        }
        default:
          send(socket, errorJson(request.id, -32601, 'Method not found'));
      }
    });
    socket.on('close', () => {
      for (const [id, subscription] of signatureSubscriptions) {
        if (subscription.socket === socket) signatureSubscriptions.delete(id);
      }
      for (const [id, subscribed] of slotSubscriptions)
        if (subscribed === socket) slotSubscriptions.delete(id);
    });
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `cannot start the local Solana node: ${host}:${options.port} is already in use (another sandbox?). ` +
                'Free the port, choose another with SANDBOX_SOLANA_PORTS, or leave Solana out with SANDBOX_LOCAL_FAMILIES.',
            )
          : error,
      );
    };
    server.once('error', onError);
    server.listen(options.port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  // The websocket server shares the HTTP server; its own errors are the HTTP server's.
  wss.on('error', (error) => log(`Solana websocket: ${error.message}`));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port}`,
    async close() {
      offLanded();
      offSlot();
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function asRequest(value: unknown): JsonRpcRequest {
  return typeof value === 'object' && value !== null ? (value as JsonRpcRequest) : {};
}

function errorJson(id: unknown, code: number, message: string, data?: unknown): object {
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } };
}

function reply(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('request too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type Encoding = 'base64' | 'base58';

/** The encoding a client asked for; `jsonParsed` gets base64 (clients accept the raw form). */
function encodingOf(config: unknown): Encoding {
  const encoding = (config as { encoding?: unknown } | undefined)?.encoding;
  return encoding === undefined || encoding === 'base58' ? 'base58' : 'base64';
}

function commitmentOf(config: unknown): Commitment {
  const commitment = (config as { commitment?: unknown } | undefined)?.commitment;
  return commitment === 'processed' || commitment === 'finalized' ? commitment : 'confirmed';
}

function accountJson(account: AccountView, encoding: Encoding) {
  return {
    data: [encoding === 'base64' ? base64.encode(account.data) : base58.encode(account.data), encoding],
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: 0,
    space: account.data.length,
  };
}

function tokenAccountOf(account: AccountView): { mint: string; amount: bigint } | null {
  if (account.owner !== TOKEN_PROGRAM_ID.toBase58() || account.data.length !== ACCOUNT_SIZE) return null;
  const decoded = AccountLayout.decode(account.data);
  return { mint: decoded.mint.toBase58(), amount: decoded.amount };
}

function tokenAmountJson(amount: bigint, decimals: number) {
  const unit = 10n ** BigInt(decimals);
  const whole = amount / unit;
  const fraction = (amount % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  const uiAmountString = fraction === '' ? whole.toString() : `${whole}.${fraction}`;
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString };
}

function wireOf(data: unknown, encoding: unknown): Uint8Array {
  if (typeof data !== 'string')
    throw new SolanaRpcError(-32602, 'Invalid params: the transaction must be a string');
  try {
    return encoding === 'base64' ? base64.decode(data) : base58.decode(data);
  } catch {
    throw new SolanaRpcError(
      -32602,
      `Invalid params: the transaction is not ${String(encoding ?? 'base58')}`,
    );
  }
}

function isSignature(text: string): boolean {
  try {
    return base58.decode(text).length === 64;
  } catch {
    return false;
  }
}

function nonNegativeInteger(value: unknown, what: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) {
    throw new SolanaRpcError(-32602, `Invalid param: ${what} must be a non-negative integer`);
  }
  return number;
}
