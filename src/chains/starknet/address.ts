import { createStarknetValidator } from '../kit/address/starknet-form';
import type { AddressValidator } from '../kit/address/types';

export { STARKNET_ADDRESS_BOUND } from '../kit/address/starknet-form';

export const validateStarknetAddress: AddressValidator = createStarknetValidator('Starknet');
