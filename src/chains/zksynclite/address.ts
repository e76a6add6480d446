import { createEvmValidator } from '../kit/address/ethereum-form';
import type { AddressValidator } from '../kit/address/types';

/** zkSync Lite accounts are Ethereum addresses: the EVM rules, with zkSync Lite named in reasons. */
export const validateZksyncliteAddress: AddressValidator = createEvmValidator('zkSync Lite');

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateZksyncliteAddress as validate };
