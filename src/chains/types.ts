/** The outcome of checking an address someone typed: its normalized form, or a reason a person understands. */
export type AddressCheck = { ok: true; normalized: string } | { ok: false; reason: string };

export type BitcoinNetwork = 'mainnet' | 'testnet' | 'regtest';

export interface AddressOptions {
  /** Bitcoin network whose addresses are accepted. Default `mainnet`. */
  bitcoinNetwork?: BitcoinNetwork;
  /** bech32 prefix of the Cosmos-SDK chain, without the `1`. Default `cosmos`. */
  cosmosPrefix?: string;
}

/** Checks one address of one chain family. Pure and synchronous; never throws. */
export type AddressValidator = (address: string, opts?: AddressOptions) => AddressCheck;
