/**
 * For tests: a fresh local Solana bank (test accounts and the PTT mint set up) with its JSON-RPC
 * node on a free port, and a web3.js connection to it.
 */
import { Connection } from '@solana/web3.js';
import { createSolanaLedger, type SolanaLedger } from './ledger';
import { type SolanaRpcServer, startSolanaRpc } from './rpc';
import { setUpSolanaChain } from './setup';

export interface SolanaTestNode {
  ledger: SolanaLedger;
  rpc: SolanaRpcServer;
  connection: Connection;
}

/** `slotMs`: start the slot timer (the bank otherwise stays in its first slot until advanced). */
export async function startSolanaTestNode(slotMs?: number): Promise<SolanaTestNode> {
  const ledger = createSolanaLedger();
  setUpSolanaChain(ledger);
  const rpc = await startSolanaRpc({ ledger, port: 0 });
  if (slotMs !== undefined) ledger.start(slotMs);
  const connection = new Connection(rpc.url, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' });
  return { ledger, rpc, connection };
}
