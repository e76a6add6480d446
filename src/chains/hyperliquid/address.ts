import { createEvmValidator } from '../evm/address';
import type { AddressValidator } from '../types';

/** Hyperliquid accounts are Ethereum addresses: the EVM rules, with Hyperliquid named in reasons. */
export const validateHyperliquidAddress: AddressValidator = createEvmValidator('Hyperliquid');
