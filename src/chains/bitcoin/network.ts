/**
 * Which Bitcoin network a catalog network is. The service names its Bitcoin networks
 * (`BITCOIN_MAINNET`, the sandbox's `BITCOIN_REGTEST`) and gives no chain id, so the name decides:
 * REGTEST → regtest, TESTNET or SIGNET → testnet (they share address forms), anything else →
 * mainnet. Tiny and dependency-free: the route step's address checks use it in the first load.
 */
import type { BitcoinNetwork } from '../kit/address/types';

export function bitcoinNetworkOf(network: { name: string }): BitcoinNetwork {
  const name = network.name.toUpperCase();
  if (name.includes('REGTEST')) return 'regtest';
  if (name.includes('TESTNET') || name.includes('SIGNET')) return 'testnet';
  return 'mainnet';
}
