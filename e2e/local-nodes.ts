/**
 * Reading the local Solana validator and the Bitcoin regtest Esplora the way the deposit tests
 * check balances: straight from the node, not through the widget or the sandbox.
 */
import type { Page } from '@playwright/test';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { PublicKey } from '@solana/web3.js';
import { expect } from './fixtures';
import { LOCAL_CHAIN_PORTS } from './ports';

export const SOLANA_NODE = `http://127.0.0.1:${LOCAL_CHAIN_PORTS.solana[0]}`;
export const ESPLORA = `http://127.0.0.1:${LOCAL_CHAIN_PORTS.bitcoin[0]}`;

export async function solanaRpc<T>(page: Page, method: string, params: unknown[]): Promise<T> {
  const response = await page.request.post(SOLANA_NODE, { data: { jsonrpc: '2.0', id: 1, method, params } });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error || body.result === undefined)
    throw new Error(`${method}: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

/** The PTT an owner holds in its associated token account on Local Solana (0 when it has none). */
export async function solanaPttOf(page: Page, mint: string, owner: string): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(new PublicKey(mint), new PublicKey(owner), true).toBase58();
  const info = await solanaRpc<{ value: unknown }>(page, 'getAccountInfo', [account, { encoding: 'base64' }]);
  if (info.value === null) return 0n;
  const balance = await solanaRpc<{ value: { amount: string } }>(page, 'getTokenAccountBalance', [account]);
  return BigInt(balance.value.amount);
}

/** A GET on the regtest Esplora, which must answer 200. */
export async function esplora<T>(path: string): Promise<T> {
  const response = await fetch(`${ESPLORA}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The satoshis at a regtest address, mempool included. */
export async function satsAt(address: string): Promise<bigint> {
  const coins = await esplora<{ value: number }[]>(`/address/${address}/utxo`);
  return coins.reduce((sum, coin) => sum + BigInt(coin.value), 0n);
}
