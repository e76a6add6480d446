import { createEvmValidator } from '../evm/address';
import type { AddressValidator } from '../types';

/** zkSync Lite accounts are Ethereum addresses: the EVM rules, with zkSync Lite named in reasons. */
export const validateZksyncliteAddress: AddressValidator = createEvmValidator('zkSync Lite');
