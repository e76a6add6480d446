import { buildBitcoinCallData } from './bitcoin';
import { DepositBuildError } from './errors';
import { buildEvmCallData } from './evm';
import { buildFuelCallData } from './fuel';
import { buildSolanaCallData } from './solana';
import { buildStarknetCallData } from './starknet';
import { buildTonCallData } from './ton';
import { buildTronCallData } from './tron';
import type { BuiltDepositAction, DepositInput } from './types';

export { bitcoinOpReturnText, buildBitcoinCallData, OP_RETURN_MAX_BYTES } from './bitcoin';
export {
  DEPOSITORY_ABI,
  DEPOSITORY_GAS_LIMIT,
  type DepositoryCall,
  depositoryCall,
  depositoryId,
} from './depository';
export { DepositBuildError, type DepositBuildErrorCode } from './errors';
export { buildEvmCallData, evmSequenceHex, evmSequenceWord } from './evm';
export { buildFuelCallData, type FuelDepositCallData, fuelSequenceCoder } from './fuel';
export { buildSolanaCallData, MEMO_PROGRAM_ID, PLACEHOLDER_BLOCKHASH } from './solana';
export { buildStarknetCallData, type StarknetDepositCall } from './starknet';
export { buildTonCallData, type TonDepositCallData } from './ton';
export { buildTronCallData } from './tron';
export type { BuiltDepositAction, DepositFamily, DepositInput } from './types';

/** Builds a deposit action's `to_address` and `call_data` for the input's wallet family. */
export function buildCallData(input: DepositInput): BuiltDepositAction {
  const family: string = input.family;
  switch (input.family) {
    case 'evm':
      return buildEvmCallData(input);
    case 'solana':
      return buildSolanaCallData(input);
    case 'starknet':
      return buildStarknetCallData(input);
    case 'ton':
      return buildTonCallData(input);
    case 'bitcoin':
      return buildBitcoinCallData(input);
    case 'tron':
      return buildTronCallData(input);
    case 'fuel':
      return buildFuelCallData(input);
    default:
      throw new DepositBuildError(
        'UNSUPPORTED_FAMILY',
        `unsupported wallet family: ${JSON.stringify(family)}`,
      );
  }
}
