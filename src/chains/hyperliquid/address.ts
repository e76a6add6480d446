import { createEvmValidator } from '../kit/address/ethereum-form';
import type { AddressValidator } from '../kit/address/types';

/** Hyperliquid accounts are Ethereum addresses: the EVM rules, with Hyperliquid named in reasons. */
export const validateHyperliquidAddress: AddressValidator = createEvmValidator('Hyperliquid');
