import type { ChainFamily } from '../api/types';
import type { AddressCheck, AddressOptions, AddressValidator } from './types';

export type { AddressCheck, AddressOptions, AddressValidator } from './types';

/** Each family's validator is its own small chunk, loaded when an address of that family is typed. */
const LOADERS = {
  evm: () => import('./evm/address').then((m) => m.validateEvmAddress),
  starknet: () => import('./starknet/address').then((m) => m.validateStarknetAddress),
  solana: () => import('./solana/address').then((m) => m.validateSolanaAddress),
  cosmos: () => import('./cosmos/address').then((m) => m.validateCosmosAddress),
  starkex: () => import('./starkex/address').then((m) => m.validateStarkexAddress),
  zksynclite: () => import('./zksynclite/address').then((m) => m.validateZksyncliteAddress),
  ton: () => import('./ton/address').then((m) => m.validateTonAddress),
  paradex: () => import('./paradex/address').then((m) => m.validateParadexAddress),
  tron: () => import('./tron/address').then((m) => m.validateTronAddress),
  fuel: () => import('./fuel/address').then((m) => m.validateFuelAddress),
  bitcoin: () => import('./bitcoin/address').then((m) => m.validateBitcoinAddress),
  hyperliquid: () => import('./hyperliquid/address').then((m) => m.validateHyperliquidAddress),
} satisfies Record<ChainFamily, () => Promise<AddressValidator>>;

/** Whether Portage can check addresses of `family`. */
export function isAddressFamily(family: string): family is ChainFamily {
  return Object.hasOwn(LOADERS, family);
}

// Written out rather than with common.ts's `fail`: this module is in the first load, common.ts is not.
const unsupported: AddressValidator = () => ({
  ok: false,
  reason: 'Portage cannot check addresses on this network yet.',
  code: 'address.unsupported',
});

/**
 * The validator of `family`, loaded on first use (later calls resolve from the module cache),
 * for synchronous checks while the person types. An unknown family gets a validator that
 * refuses every address with the "cannot check" reason.
 */
export function loadAddressValidator(family: string): Promise<AddressValidator> {
  return isAddressFamily(family) ? LOADERS[family]() : Promise.resolve(unsupported);
}

/** Checks `address` for `family`, loading that family's validator. */
export async function validateAddress(
  family: string,
  address: string,
  opts?: AddressOptions,
): Promise<AddressCheck> {
  const validator = await loadAddressValidator(family);
  return validator(address, opts);
}
