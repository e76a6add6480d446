/**
 * EVM deposit: the service's `transfer` deposit action → the unsigned transactions a wallet
 * sends (spec §2.8, §4.10; DESIGN §1 "EVM deposit"). Pure: no wallet, no network.
 *
 * - Native token: one transaction to `to_address` with `data = call_data` and
 *   `value = amount_in_base_units`.
 * - ERC-20 sent straight to the token contract (`to_address` is the token): one transaction
 *   with `data = call_data`, `value = 0`; `call_data` must be a `transfer` of exactly
 *   `amount_in_base_units` (a sequence word may follow it).
 * - ERC-20 through a depository contract (`to_address` is not the token): an `approve` of the
 *   depository for the amount on the token contract, unless the allowance is known to be
 *   enough, then the depository call with `data = call_data`, `value = 0`.
 *
 * Whatever does not add up is refused with an `EvmDepositError` whose message a person can
 * read: Portage signs what the service's `amount_in_base_units` says only after checking that it
 * agrees with `amount` and the token's decimals.
 */
import { type Address, encodeFunctionData, erc20Abi, isAddress, maxUint256 } from 'viem';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import { DepositRefusal, exactActionAmount } from '../refusal';

export type Hex = `0x${string}`;

export interface EvmTransactionRequest {
  /** `approve` lets a depository contract pull the token; `deposit` is the deposit itself. */
  kind: 'approve' | 'deposit';
  chainId: number;
  to: Hex;
  data: Hex;
  value: bigint;
  /** The service's `gas_limit`, when it gave one; otherwise the wallet estimates. */
  gas?: bigint;
}

export type EvmDepositErrorCode =
  | 'NOT_A_TRANSFER'
  | 'BAD_CALL_DATA'
  | 'BAD_ADDRESS'
  | 'CHAIN_MISMATCH'
  | 'AMOUNT_MISMATCH'
  | 'MISSING_FIELD'
  | 'BAD_GAS_LIMIT';

/** Why Portage will not sign a deposit action. */
export class EvmDepositError extends DepositRefusal<EvmDepositErrorCode> {
  override readonly name = 'EvmDepositError';
}

export interface EvmDepositContext {
  /** The chain the widget expects: the chain id of the swap's source network. */
  chainId: number;
  /** The sender's current ERC-20 allowance for the depository, if known. */
  allowance?: bigint;
}

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
const ZERO_ADDRESS = /^0x0{40}$/i;
const DIGITS = /^\d+$/;
const HEX_NUMBER = /^0x[0-9a-fA-F]+$/i;
/** `transfer(address,uint256)` */
const TRANSFER_SELECTOR = '0xa9059cbb';
/** Gas is a uint64 in the EVM. */
const MAX_GAS = 2n ** 64n - 1n;
const REFUSE = 'Portage will not sign them.';

function refuse(code: EvmDepositErrorCode, message: string): never {
  throw new EvmDepositError(code, message);
}

/**
 * A chain id from the service or a wallet: `"1"`, `"0x1"` and `1` → 1. Anything that is not a
 * positive safe integer (`""`, `null`, `"abc"`, `-1`, `1.5`, `"1e3"`) → `null`.
 */
export function parseEvmChainId(chainId: string | number | undefined | null): number | null {
  let id: number;
  if (typeof chainId === 'number') id = chainId;
  else if (typeof chainId === 'string' && (DIGITS.test(chainId) || HEX_NUMBER.test(chainId)))
    id = Number(chainId);
  else return null;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function isHexAddress(value: string): value is Hex {
  return isAddress(value, { strict: false });
}

/**
 * Builds the transactions of an EVM `transfer` deposit action, in the order they must be sent
 * (an `approve` first when a depository needs one). Throws `EvmDepositError` when the action
 * cannot be signed as it is.
 */
export function buildEvmDeposit(action: DepositAction, ctx: EvmDepositContext): EvmTransactionRequest[] {
  if (!Number.isSafeInteger(ctx.chainId) || ctx.chainId <= 0) {
    throw new RangeError(`buildEvmDeposit needs a positive integer chain id, got ${String(ctx.chainId)}`);
  }
  if (action.type !== 'transfer') {
    refuse(
      'NOT_A_TRANSFER',
      'These deposit instructions are for a manual transfer, not a wallet transaction: send the amount to the deposit address instead.',
    );
  }

  const to = action.to_address;
  if (to === undefined || to === '') {
    refuse('MISSING_FIELD', `The service's deposit instructions have no address to send to: ${REFUSE}`);
  }
  if (!isHexAddress(to)) {
    refuse(
      'BAD_ADDRESS',
      `The service's deposit instructions send to "${clip(to)}", which is not an EVM address: ${REFUSE}`,
    );
  }

  const token = action.token;
  if (token === undefined) {
    refuse('MISSING_FIELD', `The service's deposit instructions do not say which token to send: ${REFUSE}`);
  }
  const symbol = token.symbol.trim() || 'the token';
  const contract = token.contract;
  const native = contract === undefined || contract === null || ZERO_ADDRESS.test(contract);
  if (!native && !isHexAddress(contract)) {
    refuse(
      'BAD_ADDRESS',
      `The service's deposit instructions name "${clip(contract)}" as the contract of ${symbol}, which is not an EVM address: ${REFUSE}`,
    );
  }

  const data = action.call_data;
  if (data === undefined) {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions have no transaction data, so the deposit could not be matched to this swap: ${REFUSE}`,
    );
  }
  if (!HEX_DATA.test(data)) {
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions carry transaction data that is not hexadecimal bytes: ${REFUSE}`,
    );
  }
  const callData = data as Hex;

  const rawChainId = action.network?.chain_id;
  if (rawChainId === undefined || rawChainId === '') {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions do not say which chain they are for: ${REFUSE}`,
    );
  }
  const chainId = parseEvmChainId(rawChainId);
  if (chainId !== ctx.chainId) {
    const named = chainId === null ? `"${clip(rawChainId)}"` : String(chainId);
    refuse(
      'CHAIN_MISMATCH',
      `The service's deposit instructions are for chain ${named}, but this network is chain ${ctx.chainId}: ${REFUSE}`,
    );
  }

  const { amount, decimals } = exactActionAmount(
    action,
    { symbol, decimals: token.decimals, max: maxUint256, chain: 'EVM', verb: 'sign', refusal: REFUSE },
    refuse,
  );

  const gas = parseGasLimit(action.gas_limit);
  const deposit: EvmTransactionRequest = {
    kind: 'deposit',
    chainId,
    to,
    data: callData,
    value: native ? amount : 0n,
    ...(gas === undefined ? {} : { gas }),
  };
  if (native) return [deposit];

  const tokenContract = contract as Hex;
  if (to.toLowerCase() === tokenContract.toLowerCase()) {
    assertTransferOf(callData, amount, symbol, decimals);
    return [deposit];
  }
  if (ctx.allowance !== undefined && ctx.allowance >= amount) return [deposit];
  const approve: EvmTransactionRequest = {
    kind: 'approve',
    chainId,
    to: tokenContract,
    // Lowercase: the address is only checked loosely above, and an encoded address has no case.
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [lower(to), amount] }),
    value: 0n,
  };
  return [approve, deposit];
}

/**
 * A direct ERC-20 call moves what its data says, not what `amount_in_base_units` says: the
 * data must be a `transfer` of that exact amount (trailing bytes, the sequence word, allowed).
 */
function assertTransferOf(data: Hex, amount: bigint, symbol: string, decimals: number): void {
  const body = data.slice(10);
  if (data.slice(0, 10).toLowerCase() !== TRANSFER_SELECTOR || body.length < 128) {
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions call the ${symbol} contract with something other than a transfer: ${REFUSE}`,
    );
  }
  if (!/^0{24}/.test(body.slice(0, 64))) {
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions transfer ${symbol} to a malformed address: ${REFUSE}`,
    );
  }
  const encoded = BigInt(`0x${body.slice(64, 128)}`);
  if (encoded !== amount) {
    refuse(
      'AMOUNT_MISMATCH',
      `The service's deposit instructions transfer ${formatUnits(encoded, decimals)} ${symbol} but announce ${formatUnits(amount, decimals)} ${symbol}: Portage refuses to sign them.`,
    );
  }
}

function parseGasLimit(gasLimit: string | undefined): bigint | undefined {
  if (gasLimit === undefined) return undefined;
  const gas = DIGITS.test(gasLimit) ? BigInt(gasLimit) : 0n;
  if (gas <= 0n || gas > MAX_GAS) {
    refuse(
      'BAD_GAS_LIMIT',
      `The service's deposit instructions give "${clip(gasLimit)}" as the gas limit, which is not a positive whole number: ${REFUSE}`,
    );
  }
  return gas;
}

function lower(address: Hex): Address {
  return address.toLowerCase() as Address;
}

/** Service text quoted in a message: short, on one line. */
function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}
