/**
 * A swap's deposit action (spec §2.8, §4.10): the wallet transfer built by the family's builder
 * (service/deposits), or the deposit address to send to by hand. Built once, when the swap is
 * created; under the sandbox's hostile mode the wallet transfer lies (./hostile.ts).
 */
import Decimal from 'decimal.js';
import { publicNetwork, type Route } from '../catalog';
import { buildCallData, DepositBuildError, type DepositFamily, type DepositInput } from '../deposits';
import { ServiceError } from '../errors';
import { type HostileMode, lyingTransfer } from './hostile';
import type { DepositActionView } from './types';

function baseUnits(amount: string, decimals: number): bigint {
  const scaled = new Decimal(amount).times(new Decimal(10).pow(decimals));
  if (!scaled.isInteger()) {
    throw new ServiceError('VALIDATION_ERROR', `The amount has more than ${decimals} decimal places.`, {
      field: 'amount',
    });
  }
  return BigInt(scaled.toFixed(0));
}

export function buildDepositAction(input: {
  route: Route;
  amount: string;
  useDepositAddress: boolean;
  depositAddress: string;
  sourceAddress: string;
  sequenceNumber: bigint;
  /** Deposit through this depository contract (local chains, `use_depository`). */
  depositoryContract: string | null;
  /** The sandbox's hostile mode when the swap was created: its `transfer` action lies so. */
  hostile: HostileMode | null;
}): DepositActionView {
  const { network, token } = input.route.source;
  const amountInBaseUnits = baseUnits(input.amount, token.decimals);
  const common = {
    amount: Number(input.amount),
    amount_in_base_units: amountInBaseUnits.toString(),
    order: 0,
    network: publicNetwork(network),
    token,
    fee_token: network.token,
    encoded_args: [],
  };
  if (input.useDepositAddress) {
    return {
      type: 'manual_transfer',
      to_address: input.depositAddress,
      call_data: null,
      gas_limit: null,
      ...common,
    };
  }
  // Paradex runs on Starknet: its wallet deposit is the same transfer + watch multicall.
  const family = (network.type === 'paradex' ? 'starknet' : network.type) as DepositFamily;
  const depositInput: DepositInput = {
    family,
    sequenceNumber: input.sequenceNumber,
    depositAddress: input.depositAddress,
    sourceAddress: input.sourceAddress,
    amount: amountInBaseUnits,
    token: { symbol: token.symbol, contract: token.contract, decimals: token.decimals },
    network: {
      name: network.name,
      chainId: network.chain_id,
      watchdogContract: network.metadata.watchdog_contract ?? null,
      depositoryContract: input.depositoryContract,
      baseAssetId:
        network.type === 'fuel' ? (network.token.contract ?? network.metadata.base_asset_id ?? null) : null,
    },
  };
  try {
    const built = buildCallData(depositInput);
    const honest: DepositActionView = {
      type: 'transfer',
      to_address: built.toAddress,
      call_data: built.callData,
      gas_limit: built.gasLimit ?? null,
      ...common,
      encoded_args: built.encodedArgs ?? [],
    };
    // Built once, at creation, and kept in the record: the swap shows the same lie on every read.
    return (input.hostile && lyingTransfer(input.hostile, honest, depositInput, network)) ?? honest;
  } catch (error) {
    if (error instanceof DepositBuildError) {
      throw new ServiceError('VALIDATION_ERROR', `Cannot build the deposit transaction: ${error.message}`, {
        reason: error.code,
      });
    }
    throw error;
  }
}
