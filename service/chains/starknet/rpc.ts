/**
 * The subset of the Starknet JSON-RPC API (0.8) that the widget and the injected test wallet use,
 * over the verifying ledger (./ledger.ts) — a facade, not a node: `starknet_chainId`,
 * `starknet_blockNumber`, `starknet_specVersion`, `starknet_call` (ERC-20 `balanceOf` only),
 * `starknet_getNonce`, `starknet_estimateFee` (no fees here: zeros),
 * `starknet_addInvokeTransaction` (verified, then executed), `starknet_getTransactionReceipt` (with
 * the ERC-20 `Transfer` events)
 * and `starknet_getTransactionStatus`. Errors carry the spec's codes. Browsers may call it from
 * any origin (CORS).
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { hash } from 'starknet';
import { type ChainApiServer, serveChainApi } from '../http';
import type { InvokeTransactionV3 } from './invoke';
import { LedgerRejection, type StarknetLedger } from './ledger';

const BALANCE_OF = BigInt(hash.getSelectorFromName('balanceOf'));
/** The ERC-20 `Transfer` event's key, as Cairo 1 (OpenZeppelin) tokens emit it. */
const TRANSFER_EVENT = BigInt(hash.getSelectorFromName('Transfer'));
const U128 = 2n ** 128n;
const hex = (value: bigint) => `0x${value.toString(16)}`;

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type Params = Record<string, unknown> | unknown[];

function param(params: Params, name: string, index: number): unknown {
  return Array.isArray(params) ? params[index] : params[name];
}

export function createStarknetRpc(ledger: StarknetLedger): Hono {
  const receiptOf = (txHash: unknown) => {
    const landed =
      typeof txHash === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(txHash) ? ledger.get(txHash) : undefined;
    if (!landed) throw new RpcError(29, 'Transaction hash not found');
    return landed;
  };
  const methods: Record<string, (params: Params) => unknown> = {
    starknet_specVersion: () => '0.8.1',
    starknet_chainId: () => ledger.chainId,
    starknet_blockNumber: () => Number(ledger.blockNumber()),
    starknet_call(params) {
      const request = param(params, 'request', 0) as Record<string, unknown> | undefined;
      const contract = request?.contract_address;
      const selector = request?.entry_point_selector;
      const calldata = request?.calldata;
      if (typeof contract !== 'string' || !ledger.isToken(contract))
        throw new RpcError(20, 'Contract not found');
      if (typeof selector !== 'string' || BigInt(selector) !== BALANCE_OF || !Array.isArray(calldata)) {
        throw new RpcError(40, 'Contract error: only balanceOf is served by this verifying ledger');
      }
      const [owner] = calldata;
      if (typeof owner !== 'string') throw new RpcError(40, 'Contract error: balanceOf(account)');
      const balance = ledger.balanceOf(contract, owner) ?? 0n;
      return [hex(balance % 2n ** 128n), hex(balance / 2n ** 128n)];
    },
    starknet_getNonce(params) {
      const address = param(params, 'contract_address', 1);
      const nonce = typeof address === 'string' ? ledger.nonce(address) : undefined;
      if (nonce === undefined) throw new RpcError(20, 'Contract not found');
      return hex(nonce);
    },
    starknet_estimateFee(params) {
      const request = param(params, 'request', 0);
      const count = Array.isArray(request) ? request.length : 1;
      return Array.from({ length: count }, () => ({
        l1_gas_consumed: '0x0',
        l1_gas_price: '0x0',
        l2_gas_consumed: '0x0',
        l2_gas_price: '0x0',
        l1_data_gas_consumed: '0x0',
        l1_data_gas_price: '0x0',
        overall_fee: '0x0',
        unit: 'FRI',
      }));
    },
    starknet_addInvokeTransaction(params) {
      const tx = param(params, 'invoke_transaction', 0) as InvokeTransactionV3 | undefined;
      if (typeof tx !== 'object' || tx === null)
        throw new RpcError(55, 'Account validation failed: no transaction');
      try {
        return { transaction_hash: ledger.addInvoke(tx).hash };
      } catch (error) {
        if (error instanceof LedgerRejection) {
          throw new RpcError(
            error.code,
            error.code === 52
              ? `Invalid transaction nonce: ${error.message}`
              : `Account validation failed: ${error.message}`,
          );
        }
        throw new RpcError(
          55,
          `Account validation failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
    starknet_getTransactionReceipt(params) {
      const landed = receiptOf(param(params, 'transaction_hash', 0));
      return {
        type: 'INVOKE',
        transaction_hash: landed.hash,
        actual_fee: { amount: '0x0', unit: 'FRI' },
        execution_status: landed.status,
        finality_status: 'ACCEPTED_ON_L2',
        block_number: Number(landed.block),
        messages_sent: [],
        // Each ERC-20 transfer as today's Cairo 1 tokens emit it: from and to as keys, the u256
        // value (low, high) as data. No fee is charged here, so no fee transfer is emitted.
        events: landed.transfers.map((transfer) => ({
          from_address: hex(BigInt(transfer.token)),
          keys: [hex(TRANSFER_EVENT), hex(BigInt(transfer.from)), hex(BigInt(transfer.to))],
          data: [hex(transfer.amount % U128), hex(transfer.amount / U128)],
        })),
        execution_resources: { l1_gas: 0, l2_gas: 0, l1_data_gas: 0 },
        ...(landed.revertReason === null ? {} : { revert_reason: landed.revertReason }),
      };
    },
    starknet_getTransactionStatus(params) {
      const landed = receiptOf(param(params, 'transaction_hash', 0));
      return { finality_status: 'ACCEPTED_ON_L2', execution_status: landed.status };
    },
  };

  const app = new Hono();
  app.use('*', cors());
  app.post('/', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      id?: unknown;
      method?: unknown;
      params?: Params;
    } | null;
    const id = body?.id ?? null;
    const method = typeof body?.method === 'string' ? methods[body.method] : undefined;
    if (!body || !method) {
      return c.json({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } });
    }
    try {
      return c.json({ jsonrpc: '2.0', id, result: method(body.params ?? {}) });
    } catch (error) {
      if (error instanceof RpcError)
        return c.json({ jsonrpc: '2.0', id, error: { code: error.code, message: error.message } });
      return c.json({ jsonrpc: '2.0', id, error: { code: -32602, message: 'Invalid params' } });
    }
  });
  return app;
}

export type StarknetRpcServer = ChainApiServer;

/** Serves the API on `host:port` (0 for a free port); rejects with the port named when it is taken. */
export function startStarknetRpc(
  ledger: StarknetLedger,
  options: { port: number; host?: string },
): Promise<StarknetRpcServer> {
  return serveChainApi(createStarknetRpc(ledger).fetch, { ...options, what: 'the local Starknet ledger' });
}
