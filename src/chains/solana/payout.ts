/**
 * Proof of delivery on Solana: what a transaction (named by its signature) paid, read from the
 * node's `getTransaction` (JSON-RPC, `json` encoding) as balance changes, which is what the bank
 * did whatever the instructions were: SPL tokens by the owner and mint of each token account
 * (post- minus pre-token balances), SOL by the accounts whose lamports grew.
 *
 * Only increases are payments: the fee payer's and senders' decreases are not. A token account
 * created by the transaction counts from zero, and the rent it was funded with is a SOL payment
 * to that token account (a fact of the transaction, not to the person). Token-2022 balances are
 * read the same way (the node lists them with their mint and owner).
 */
import { base58 } from '@scure/base';
import { type ObservedPayment, PayoutNodeError, type PayoutReader, type PayoutRequest } from '../kit/payout';
import {
  addPayment,
  amountOf,
  isRecord,
  jsonRpc,
  listOf,
  PayoutRpcError,
  recordOf,
  textOf,
} from '../kit/payout-node';

export const reader: PayoutReader = {
  async read(request) {
    if (!isSignature(request.hash)) return { found: false };
    const result = await jsonRpc(request, request.nodeUrl, 'getTransaction', [
      request.hash,
      { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    if (result === null)
      return (await processed(request)) ? { found: true, state: 'pending', payments: [] } : { found: false };
    const transaction = recordOf(result, 'transaction');
    const meta = recordOf(transaction.meta, 'transaction meta');
    const signatures = listOf(recordOf(transaction.transaction, 'transaction body').signatures, 'signatures');
    if (signatures[0] !== request.hash) throw new PayoutNodeError('the node answered another transaction');
    if (meta.err !== null && meta.err !== undefined) return { found: true, state: 'failed', payments: [] };
    const keys = accountKeysOf(transaction);
    const payments: ObservedPayment[] = [];
    lamportPayments(meta, keys, payments);
    tokenPayments(meta, payments);
    return { found: true, state: 'confirmed', payments };
  },
};

/** Whether the node has seen the transaction below `confirmed` (a signature status, no error). */
async function processed(request: PayoutRequest): Promise<boolean> {
  let result: unknown;
  try {
    result = await jsonRpc(request, request.nodeUrl, 'getSignatureStatuses', [[request.hash]]);
  } catch (error) {
    // The node gave no transaction; a status it cannot give adds nothing to "not found".
    if (error instanceof PayoutRpcError) return false;
    throw error;
  }
  const status = listOf(recordOf(result, 'signature statuses').value, 'signature statuses')[0];
  if (status === null || status === undefined) return false;
  return recordOf(status, 'signature status').err === null;
}

/** Static keys, then the ones loaded from lookup tables (writable, then read-only), as balances are indexed. */
function accountKeysOf(transaction: Record<string, unknown>): string[] {
  const message = recordOf(recordOf(transaction.transaction, 'transaction body').message, 'message');
  const keys = listOf(message.accountKeys, 'account keys').map((key) => publicKeyOf(key, 'account key'));
  const meta = recordOf(transaction.meta, 'transaction meta');
  if (isRecord(meta.loadedAddresses)) {
    for (const part of ['writable', 'readonly'] as const) {
      const loaded = meta.loadedAddresses[part];
      if (loaded === undefined) continue;
      keys.push(...listOf(loaded, 'loaded addresses').map((key) => publicKeyOf(key, 'loaded address')));
    }
  }
  return keys;
}

function lamportPayments(meta: Record<string, unknown>, keys: string[], payments: ObservedPayment[]): void {
  const pre = listOf(meta.preBalances, 'pre-balances');
  const post = listOf(meta.postBalances, 'post-balances');
  if (pre.length !== keys.length || post.length !== keys.length) {
    throw new PayoutNodeError("the node's balances do not match the transaction's accounts");
  }
  keys.forEach((key, index) => {
    // The fee payer only pays here; a balance too large for this browser to read exactly (over
    // 2^53 lamports, without JSON source access) is no reason to leave the payout unchecked.
    if (index === 0 && !(exact(pre[index]) && exact(post[index]))) return;
    const before = amountOf(pre[index], 'pre-balance');
    const after = amountOf(post[index], 'post-balance');
    if (after > before) addPayment(payments, key, null, after - before);
  });
}

/** Token balances by owner and mint: a wallet's several accounts of one mint are one holding. */
function tokenPayments(meta: Record<string, unknown>, payments: ObservedPayment[]): void {
  const holdings = new Map<string, { owner: string; mint: string; before: bigint; after: bigint }>();
  const seen = new Set<string>();
  for (const [field, side] of [
    ['preTokenBalances', 'before'],
    ['postTokenBalances', 'after'],
  ] as const) {
    for (const entry of listOf(meta[field] ?? [], field)) {
      const balance = recordOf(entry, 'token balance');
      const index = balance.accountIndex;
      if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) {
        throw new PayoutNodeError("the node's token balance has no account index");
      }
      if (seen.has(`${side}:${index}`)) throw new PayoutNodeError('the node lists a token account twice');
      seen.add(`${side}:${index}`);
      const mint = publicKeyOf(balance.mint, 'token mint');
      const owner = publicKeyOf(balance.owner, 'token owner');
      const amount = amountOf(recordOf(balance.uiTokenAmount, 'token amount').amount, 'token amount');
      const key = `${owner}:${mint}`;
      const holding = holdings.get(key) ?? { owner, mint, before: 0n, after: 0n };
      holding[side] += amount;
      holdings.set(key, holding);
    }
  }
  for (const holding of holdings.values()) {
    if (holding.after > holding.before)
      addPayment(payments, holding.owner, holding.mint, holding.after - holding.before);
  }
}

function exact(value: unknown): boolean {
  return typeof value === 'bigint' || (typeof value === 'number' && Number.isSafeInteger(value));
}

function publicKeyOf(value: unknown, what: string): string {
  const text = textOf(value, what);
  if (!isKey(text, 32)) throw new PayoutNodeError(`the node's ${what} is not a Solana address`);
  return text;
}

function isSignature(text: string): boolean {
  return isKey(text, 64);
}

function isKey(text: string, bytes: number): boolean {
  try {
    return base58.decode(text).length === bytes;
  } catch {
    return false;
  }
}
