/**
 * The part of the Solana wallet module used once a wallet is connected: balances (spl-token's
 * associated token account), the fee "Max" keeps aside, and the deposit (./send.ts, which builds
 * with ./deposit.ts), each through one web3.js `Connection` per network node. Loaded by
 * `import()` from ./wallet.tsx, so that listing and connecting wallets does not wait for it.
 */
import { ACCOUNT_SIZE, getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Connection, PublicKey } from '@solana/web3.js';
import type { Token } from '../../api/types';
import type { DepositPreview, PreviewDepositInput, SendDepositInput } from '../kit/contract';
import { isNativeToken } from '../kit/expected';
import { websocketOf } from './node-url';
import { previewSolanaDeposit, type SolanaSigner, sendSolanaDeposit } from './send';

/** What "max" keeps aside in SOL: the rent-exempt minimum of a plain account (so the wallet
 *  stays open) plus two signatures' fees. */
const FEE_MARGIN_LAMPORTS = 10_000n;

const connections = new Map<string, Connection>();
function connectionFor(nodeUrl: string): Connection {
  let connection = connections.get(nodeUrl);
  if (!connection) {
    connection = new Connection(nodeUrl, { commitment: 'confirmed', wsEndpoint: websocketOf(nodeUrl) });
    connections.set(nodeUrl, connection);
  }
  return connection;
}

export async function readBalance(
  node: string | null,
  owner: string | null,
  token: Token,
): Promise<bigint | null> {
  if (!node || !owner) return null;
  const connection = connectionFor(node);
  const ownerKey = new PublicKey(owner);
  if (isNativeToken(token.contract)) return BigInt(await connection.getBalance(ownerKey));
  const mint = new PublicKey(token.contract as string);
  // The associated token account is where wallets keep a token; none yet means a zero balance.
  const account = await connection.getAccountInfo(getAssociatedTokenAddressSync(mint, ownerKey, true));
  if (!account) return 0n;
  if (!account.owner.equals(TOKEN_PROGRAM_ID)) return null;
  return tokenAmountOf(account.data, mint);
}

/**
 * The amount of a classic token account (mint: bytes 0–32, owner: 32–64, amount: u64 LE at 64),
 * read directly: spl-token's layout decoder needs a global `Buffer` that browsers do not have.
 */
function tokenAmountOf(data: Uint8Array, mint: PublicKey): bigint | null {
  if (data.length !== ACCOUNT_SIZE || !new PublicKey(data.subarray(0, 32)).equals(mint)) return null;
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(64, true);
}

export async function feeReserve(node: string | null, token: Token): Promise<bigint | null> {
  if (!isNativeToken(token.contract)) return 0n;
  if (!node) return null;
  const rent = await connectionFor(node).getMinimumBalanceForRentExemption(0);
  return BigInt(rent) + FEE_MARGIN_LAMPORTS;
}

export function previewDeposit(
  node: string,
  address: string,
  input: PreviewDepositInput,
): Promise<DepositPreview> {
  return previewSolanaDeposit(connectionFor(node), address, input);
}

export function sendDeposit(node: string, signer: SolanaSigner, input: SendDepositInput): Promise<string> {
  return sendSolanaDeposit(connectionFor(node), signer, input);
}
