/**
 * Which Bitcoin network a catalog network is, for address rules (the widget has the same rule in
 * src/chains/bitcoin/network.ts): by name, REGTEST → regtest, TESTNET or SIGNET → testnet, any
 * other Bitcoin network → mainnet.
 */
import type { AddressOptions } from '../addresses';

export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'regtest';

export function bitcoinNetworkOf(network: { name: string }): BitcoinNetworkName {
  const name = network.name.toUpperCase();
  if (name.includes('REGTEST')) return 'regtest';
  if (name.includes('TESTNET') || name.includes('SIGNET')) return 'testnet';
  return 'mainnet';
}

/** The address options of a network: its Bitcoin network for a Bitcoin one, none otherwise. */
export function addressOptionsOf(network: { name: string; type: string }): AddressOptions | undefined {
  return network.type === 'bitcoin' ? { bitcoinNetwork: bitcoinNetworkOf(network) } : undefined;
}
