import { phrase } from '../kit/address/common';
import { createEvmValidator } from '../kit/address/ethereum-form';
import type { AddressValidator } from '../kit/address/types';

export { toChecksumAddress } from '../kit/address/ethereum-form';

export const validateEvmAddress: AddressValidator = createEvmValidator(
  phrase('address.network.evm', 'an Ethereum-style network'),
);

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateEvmAddress as validate };
