/**
 * The local Solana chain's fixed accounts, each a keypair derived from a public label
 * (`Keypair.fromSeed(sha256("portage-sandbox:solana:<label>"))`), so every start has the same
 * addresses and anyone can recompute the keys. They are test keys, published here on purpose:
 * they guard nothing but the sandbox's in-process chain. Never send real funds to them.
 */
import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';

/** The keypair of a label: the seed is SHA-256 of the label under the sandbox's prefix. */
export function labelledKeypair(label: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`portage-sandbox:solana:${label}`).digest());
}

export const SOLANA_TEST_KEYS = {
  /** The user's wallet of the chain and browser tests: funded with SOL and PTT at start. */
  user: labelledKeypair('user'),
  /** The service's hot wallet: the PTT mint authority; sends outputs, refuels and refunds. */
  hotWallet: labelledKeypair('hot-wallet'),
  /** The PTT mint's own keypair (the mint account is created with it at start). */
  pttMint: labelledKeypair('ptt-mint'),
} as const;

/**
 * A swap's deposit address: a valid (on-curve) public key derived from the store's seed, unique
 * per swap. The sandbox could sign for it, but outputs and refunds go from the hot wallet.
 */
export function solanaDepositAddress(seed: string): string {
  return labelledKeypair(`deposit:${seed}`).publicKey.toBase58();
}
