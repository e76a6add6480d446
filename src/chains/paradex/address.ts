import { createStarknetValidator } from '../kit/address/starknet-form';
import type { AddressValidator } from '../kit/address/types';

/** Paradex accounts are Starknet addresses: the Starknet rules, with Paradex named in reasons. */
export const validateParadexAddress: AddressValidator = createStarknetValidator('Paradex');

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateParadexAddress as validate };
