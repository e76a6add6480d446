/**
 * Address checks for the app: each family's validator (its registry entry's `address`) is its own
 * small chunk, loaded when an address of that family is typed.
 */

import { familyOf, isFamily } from './families';
import type { AddressCheck, AddressOptions, AddressValidator } from './kit/address/types';

export type { AddressCheck, AddressOptions, AddressValidator } from './kit/address/types';

/** Whether Portage can check addresses of `family`. */
export const isAddressFamily = isFamily;

// Written out rather than with the kit's `fail`: this module is in the first load, that one is not.
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
  return (
    familyOf(family)
      ?.address()
      .then((module) => module.validate) ?? Promise.resolve(unsupported)
  );
}

/** The validator's options for an address on the network named `networkName` (Bitcoin's regtest forms). */
export function addressOptionsFor(
  family: string,
  networkName: string | undefined,
): AddressOptions | undefined {
  const options = familyOf(family)?.addressOptions;
  return options && networkName ? options({ name: networkName }) : undefined;
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
