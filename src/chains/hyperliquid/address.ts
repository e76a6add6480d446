import { createEvmValidator } from '../kit/address/ethereum-form';
import type { AddressValidator } from '../kit/address/types';

/** Hyperliquid accounts are Ethereum addresses: the EVM rules, with Hyperliquid named in reasons. */
export const validateHyperliquidAddress: AddressValidator = createEvmValidator('Hyperliquid');

/** The name the registry (../families.ts) loads every family's validator by. */
export { validateHyperliquidAddress as validate };
