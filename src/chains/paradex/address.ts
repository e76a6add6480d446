import { createStarknetValidator } from '../starknet/address';
import type { AddressValidator } from '../types';

/** Paradex accounts are Starknet addresses: the Starknet rules, with Paradex named in reasons. */
export const validateParadexAddress: AddressValidator = createStarknetValidator('Paradex');
