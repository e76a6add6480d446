/**
 * The keys of the sandbox's local Bitcoin network. All are derived with SHA-256 from public text
 * written here: they guard nothing but a throwaway regtest chain. Never use them elsewhere.
 *
 * - The test user (the browser tests' injected wallet): native segwit (P2WPKH), funded at start.
 * - Deposit addresses: one P2WPKH key per swap, from the swap's seed, so a swap's deposit address
 *   is the same at every start and the service could spend what it receives.
 */
import { sha256 } from '@noble/hashes/sha2';
import { hex, utf8 } from '@scure/base';
import { p2wpkh } from '@scure/btc-signer';
import { pubECDSA } from '@scure/btc-signer/utils.js';
import { BITCOIN_REGTEST } from './regtest';

export interface RegtestKey {
  /** 32 bytes, hex. */
  privateKey: string;
  /** Compressed, 33 bytes, hex. */
  publicKey: string;
  /** P2WPKH, `bcrt1q…`. */
  address: string;
}

/** The secret text of the test user's key: sha256 of it is the private key. */
export const BITCOIN_TEST_USER_SECRET = 'portage sandbox bitcoin test user';

export function regtestKey(secret: string): RegtestKey {
  const privateKey = sha256(utf8.decode(secret));
  const publicKey = pubECDSA(privateKey);
  const address = p2wpkh(publicKey, BITCOIN_REGTEST).address;
  if (address === undefined) throw new Error('no P2WPKH address for the key');
  return { privateKey: hex.encode(privateKey), publicKey: hex.encode(publicKey), address };
}

/** The browser tests' wallet on the local Bitcoin network. */
export const BITCOIN_TEST_USER: RegtestKey = regtestKey(BITCOIN_TEST_USER_SECRET);

/** A swap's deposit address on the local Bitcoin network, from its seed (unique per swap). */
export function regtestDepositAddress(seed: string): string {
  return regtestKey(`portage sandbox bitcoin deposit ${seed}`).address;
}
