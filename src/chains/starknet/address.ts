import { createStarknetValidator } from '../kit/address/starknet-form';
import type { AddressValidator } from '../kit/address/types';

export { STARKNET_ADDRESS_BOUND } from '../kit/address/starknet-form';

export const validateStarknetAddress: AddressValidator = createStarknetValidator('Starknet');

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateStarknetAddress as validate };
