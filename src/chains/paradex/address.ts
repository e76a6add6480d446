import { createStarknetValidator } from '../kit/address/starknet-form';
import type { AddressValidator } from '../kit/address/types';

/** Paradex accounts are Starknet addresses: the Starknet rules, with Paradex named in reasons. */
export const validateParadexAddress: AddressValidator = createStarknetValidator('Paradex');
