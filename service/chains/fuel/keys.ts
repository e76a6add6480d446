/**
 * Local Fuel's fixed accounts and assets, each derived from a public label
 * (`sha256("portage-sandbox:fuel:<label>")`), so every start has the same addresses and anyone
 * can recompute the keys. They are test keys, published here on purpose: they guard nothing but
 * the sandbox's in-process ledger. Never send real funds to them.
 */
import { createHash } from 'node:crypto';
import { Signer } from 'fuels';

function labelled(label: string): string {
  return `0x${createHash('sha256').update(`portage-sandbox:fuel:${label}`).digest('hex')}`;
}

/** A secp256k1 key of a label (a SHA-256 digest is a valid key with overwhelming probability). */
export function labelledSigner(label: string): Signer {
  return new Signer(labelled(label));
}

export const FUEL_TEST_KEYS = {
  /** The user's wallet of the chain and browser tests: funded with ETH and PTT at start. */
  user: labelledSigner('user'),
  /** The service's hot wallet: sends outputs, refuels and refunds. */
  hotWallet: labelledSigner('hot-wallet'),
} as const;

/** The local chain's id and its base asset (ETH) id, and the PTT asset id. */
export const LOCAL_FUEL_CHAIN_ID = 0;
export const LOCAL_FUEL_BASE_ASSET_ID = labelled('asset:ETH');
export const LOCAL_FUEL_PTT_ASSET_ID = labelled('asset:PTT');

/**
 * A swap's deposit address: the address of a key derived from the store's seed, unique per
 * swap. The sandbox could sign for it, but outputs and refunds go from the hot wallet.
 */
export function fuelDepositAddress(seed: string): string {
  return labelledSigner(`deposit:${seed}`).address.toB256().toLowerCase();
}
