/**
 * EVM deposit: the service's `transfer` deposit action → the unsigned transactions a wallet
 * sends (spec §2.8, §4.10; DESIGN §1 "EVM deposit"). Pure: no wallet, no network.
 *
 * The action is first checked against what the person chose (`assertExpectedDeposit`: network,
 * chain id, token contract, decimals, amount). Then its transaction must have one of the shapes
 * below, byte for byte; anything else is refused, because a wallet signs whatever `to` and `data`
 * say, and an ERC-20 `approve` or a call to another contract can hand the person's tokens away.
 *
 * - Native, direct: one transaction to `to_address` (not a known token contract, not a
 *   depository, not the zero address) with `value = amount` and `data` = the swap's sequence
 *   number as minimal even-length hex (5089 → `0x13e1`), or no data at all.
 * - ERC-20, direct: one transaction to the chosen token's contract, `value = 0`, `data` =
 *   `transfer(deposit address, amount)`, optionally followed by one 32-byte word holding the
 *   swap's sequence number.
 * - Depository: the network's depository (pinned by the build, or advertised by the route lists
 *   before the swap existed) called with `depositERC20(id, token, receiver, amount)` after an
 *   `approve(depository, amount)` on the token (left out when the allowance is exactly the amount;
 *   after an `approve(depository, 0)` when it is another non-zero value), or `depositNative(id, receiver)` with `value = amount`; `id` is the sequence number.
 *
 * A `gas_limit` from the service is the gas the wallet is asked to sign for, so it has a ceiling
 * per kind of deposit (`GAS_LIMIT_CEILINGS`): above it the deposit is refused, not sent with less.
 *
 * Every refusal is an `EvmDepositError` (or the `ExpectedDepositError` of the first check) whose
 * message a person can read.
 */
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  isAddress,
  maxUint256,
  parseAbi,
} from 'viem';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import {
  assertExpectedDeposit,
  type ExpectedDeposit,
  type ExpectedDepositRules,
  isNativeToken,
} from '../kit/expected';
import { clip, DepositRefusal, exactActionAmount } from '../kit/refusal';
import { parseEvmChainId } from './chain-id';

export { parseEvmChainId };

export type Hex = `0x${string}`;

export interface EvmTransactionRequest {
  /**
   * `approve` lets a depository contract pull the token; `reset` is `approve(depository, 0)`
   * before it, where the sender had left another allowance; `deposit` is the deposit itself.
   */
  kind: 'reset' | 'approve' | 'deposit';
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
  | 'BAD_GAS_LIMIT'
  /** The gas limit is above what this kind of deposit may use (`GAS_LIMIT_CEILINGS`). */
  | 'GAS_LIMIT_TOO_HIGH'
  /** The data would move allowances or someone else's tokens (approve, permit, transferFrom…). */
  | 'FORBIDDEN_CALL'
  /** `to_address` is not where a deposit of this kind may go (another contract, Permit2, zero). */
  | 'WRONG_TARGET'
  /** The deposit would credit an address that cannot be the deposit address. */
  | 'BAD_RECIPIENT'
  /** A depository the build does not pin and the network did not advertise before the swap. */
  | 'UNKNOWN_DEPOSITORY'
  /** The swap's sequence number is needed to check the data, and it is not known. */
  | 'NO_SEQUENCE'
  /** The data carries another swap's sequence number. */
  | 'SEQUENCE_MISMATCH'
  /** The depository call names another token than the one chosen. */
  | 'TOKEN_MISMATCH'
  /** The action sets a transaction value that does not fit the deposit. */
  | 'UNEXPECTED_VALUE';

/** Why Portage will not sign a deposit action. */
export class EvmDepositError extends DepositRefusal<EvmDepositErrorCode> {
  override readonly name = 'EvmDepositError';
}

export interface EvmDepositContext {
  /** What the person chose; its network's chain id is the chain the transactions are for. */
  expected: ExpectedDeposit;
  /** The swap's sequence number (`swap.metadata.sequence_number`), when the service gives it. */
  sequenceNumber?: bigint | undefined;
  /** The sender's current ERC-20 allowance for the depository, if known. */
  allowance?: bigint | undefined;
  /**
   * The depository this build pins for the chain (VITE_PORTAGE_DEPOSITORIES). When given, it is
   * the only depository accepted, whatever the route lists advertised.
   */
  pinnedDepository?: string | null | undefined;
  /** The network's token contracts from the route lists: a native deposit never goes to one. */
  knownContracts?: readonly string[] | undefined;
}

/** The depository contract's calls (contracts/PortageDepository.sol), as the service encodes them. */
export const DEPOSITORY_ABI = parseAbi([
  'function depositERC20(bytes32 id, address token, address receiver, uint256 amount)',
  'function depositNative(bytes32 id, address receiver) payable',
]);

/** Uniswap's Permit2, at the same address on every chain: an allowance router, never a deposit. */
export const PERMIT2_ADDRESS = '0x000000000022D473030F116dDEE9F6B43aC78BA3';

export const SELECTORS = {
  transfer: '0xa9059cbb',
  depositERC20: '0xf4371f63',
  depositNative: '0x80a6de92',
} as const;

/**
 * Calls that grant allowances or move tokens that are not the sender's own transfer: never a
 * deposit, whatever contract they go to. Named so the refusal can say what the data would do.
 */
export const FORBIDDEN_SELECTORS: Readonly<Record<string, string>> = {
  '0x095ea7b3': 'approve(address,uint256)',
  '0x39509351': 'increaseAllowance(address,uint256)',
  '0x23b872dd': 'transferFrom(address,address,uint256)',
  '0xd505accf': 'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)',
  '0x8fcbaf0c': 'permit(address,address,uint256,uint256,bool,uint8,bytes32,bytes32)',
  '0x2b67b570': 'permit(address,((address,uint160,uint48,uint48),address,uint256),bytes)',
  '0x2a2d80d1': 'permit(address,((address,uint160,uint48,uint48)[],address,uint256),bytes)',
  '0x87517c45': 'approve(address,address,uint160,uint48)',
  '0x36c78516': 'transferFrom(address,address,uint160,address)',
  '0xa22cb465': 'setApprovalForAll(address,bool)',
  '0x42842e0e': 'safeTransferFrom(address,address,uint256)',
  '0xb88d4fde': 'safeTransferFrom(address,address,uint256,bytes)',
};

/** The kinds of deposit transaction, each with its own gas ceiling. */
export type EvmDepositKind = 'native' | 'transfer' | 'depository';

/**
 * The highest `gas_limit` Portage signs for each kind of deposit. Gas a transaction does not use
 * is not paid, but the wallet must hold `gas × fee per gas` to send it, and a deposit address
 * that turns out to run code could burn all of it: the limit is what the person may pay.
 *
 * - `native`, the coin to a deposit address: 21,000 plus at most 512 for the sequence number's
 *   bytes on Ethereum; 100,000, almost five times that, leaves room for rollups that count part
 *   of their L1 data cost as gas (Arbitrum), so estimate a plain transfer above 21,000.
 * - `transfer`, ERC-20 `transfer` to a deposit address: commonly 35,000–65,000 (the most when the
 *   recipient's balance slot is new, or the token is a proxy such as USDC); 200,000 covers tokens
 *   with fee or blocklist hooks and the same rollup margin.
 * - `depository`, `depositERC20` or `depositNative`: the sandbox's contract
 *   (contracts/PortageDepository.sol) uses about 61,000 and 58,000 and the service gives 120,000
 *   and 100,000 (service/deposits/depository.ts); the docs' examples say 120,000 and 45,000.
 *   500,000 leaves room for a depository behind a proxy pulling a token with hooks. The approve
 *   before it carries no gas of Portage's: the wallet estimates it.
 */
export const GAS_LIMIT_CEILINGS: Readonly<Record<EvmDepositKind, bigint>> = {
  native: 100_000n,
  transfer: 200_000n,
  depository: 500_000n,
};

const GAS_KIND_NAME: Record<EvmDepositKind, string> = {
  native: "a transfer of the network's coin",
  transfer: 'a token transfer',
  depository: 'a deposit through the depository',
};

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const ZERO_ADDRESS = /^0x0{40}$/i;
const DIGITS = /^\d+$/;
const HEX_NUMBER = /^0x[0-9a-fA-F]+$/i;
/** Gas is a uint64 in the EVM. */
const MAX_GAS = 2n ** 64n - 1n;
const REFUSE = 'Portage will not sign them.';

/** How the expected-deposit check reads EVM contracts and chain ids. */
export const EVM_EXPECTED_RULES: ExpectedDepositRules = {
  sameContract: (a, b) => HEX_ADDRESS.test(a) && HEX_ADDRESS.test(b) && a.toLowerCase() === b.toLowerCase(),
  isNative: isNativeToken,
  checkChainId: true,
};

function refuse(code: EvmDepositErrorCode, message: string): never {
  throw new EvmDepositError(code, message);
}

/**
 * The data of a native deposit as the service writes it: the swap's sequence number as minimal
 * even-length hex (5089n → `0x13e1`, 0n → `0x00`). A copy of the service's rule, kept here so the
 * widget does not load service code.
 */
export function evmSequenceHex(sequenceNumber: bigint): Hex {
  const digits = sequenceNumber.toString(16);
  return `0x${digits.length % 2 === 0 ? digits : `0${digits}`}`;
}

/** A number as one 32-byte ABI word, without `0x`. */
function word(value: bigint): string {
  return value.toString(16).padStart(64, '0');
}

function isHexAddress(value: string): value is Hex {
  return isAddress(value, { strict: false });
}

function lower(address: string): Address {
  return address.toLowerCase() as Address;
}

/** A checked address as wallets and people see it: EIP-55 checksummed. */
function checksum(address: string): Hex {
  return getAddress(lower(address));
}

/**
 * Builds the transactions of an EVM `transfer` deposit action, in the order they must be sent
 * (an `approve` first when a depository needs one). Throws a `DepositRefusal` when the action
 * is not exactly the deposit the person chose, in one of the shapes above.
 */
export function buildEvmDeposit(action: DepositAction, ctx: EvmDepositContext): EvmTransactionRequest[] {
  // What the person chose comes first: another network, token, decimals or amount ends here.
  const expectedAmount = assertExpectedDeposit(action, ctx.expected, EVM_EXPECTED_RULES);
  const { expected } = ctx;

  // The transactions are for the chain of the network the person chose, never the action's.
  const chainId = parseEvmChainId(expected.network.chainId);
  if (chainId === null) {
    refuse(
      'MISSING_FIELD',
      `Portage does not know the chain id of ${expected.network.name}, so it cannot tell which chain the deposit would be sent on: ${REFUSE}`,
    );
  }
  const rawChainId = action.network?.chain_id;
  if (rawChainId !== undefined && parseEvmChainId(rawChainId) !== chainId) {
    refuse(
      'CHAIN_MISMATCH',
      `The service's deposit instructions are for chain "${clip(rawChainId)}", but ${expected.network.name} is chain ${chainId}: ${REFUSE}`,
    );
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

  // The expected check has made the action's token the chosen one; from here on the chosen
  // token's own record (contract, symbol, decimals) is what is used.
  const symbol = expected.token.symbol.trim() || 'the token';
  const native = isNativeToken(expected.token.contract);
  const tokenContract = native ? null : String(expected.token.contract);
  if (tokenContract !== null && !isHexAddress(tokenContract)) {
    refuse(
      'BAD_ADDRESS',
      `The contract of ${symbol} is "${clip(tokenContract)}", which is not an EVM address: ${REFUSE}`,
    );
  }

  const rawData = action.call_data;
  if (rawData === undefined) {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions have no transaction data, so the deposit could not be matched to this swap: ${REFUSE}`,
    );
  }
  // An empty string is the service's way of writing "no data", the same as `0x`.
  const data = rawData === '' ? '0x' : rawData;
  if (!HEX_DATA.test(data)) {
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions carry transaction data that is not hexadecimal bytes: ${REFUSE}`,
    );
  }

  const { amount, decimals } = exactActionAmount(
    action,
    {
      symbol,
      decimals: action.token?.decimals,
      max: maxUint256,
      chain: 'EVM',
      verb: 'sign',
      refusal: REFUSE,
    },
    refuse,
  );
  if (amount !== expectedAmount) {
    // Unreachable while assertExpectedDeposit compares the same field; kept so the two never drift.
    refuse('AMOUNT_MISMATCH', `The service's deposit amount is not the amount you chose: ${REFUSE}`);
  }
  assertValue(action, native ? amount : 0n, symbol);

  const sequence = ctx.sequenceNumber;
  if (sequence !== undefined && (sequence < 0n || sequence > maxUint256)) {
    refuse('NO_SEQUENCE', `This swap's number cannot be carried by an EVM deposit: ${REFUSE}`);
  }

  const gas = parseGasLimit(action.gas_limit);
  const shape: Shape = {
    chainId,
    to: lower(to),
    data: data.toLowerCase() as Hex,
    amount,
    decimals,
    symbol,
    tokenContract: tokenContract === null ? null : lower(tokenContract),
    sequence,
    known: new Set(
      (ctx.knownContracts ?? []).filter((c) => HEX_ADDRESS.test(c) && !ZERO_ADDRESS.test(c)).map(lower),
    ),
    gas,
    allowance: ctx.allowance,
  };

  // Never a deposit target, whatever the data: tokens sent there are lost or handed away.
  if (ZERO_ADDRESS.test(to)) {
    refuse('WRONG_TARGET', `The service's deposit instructions send to the zero address: ${REFUSE}`);
  }
  if (shape.to === lower(PERMIT2_ADDRESS)) {
    refuse(
      'WRONG_TARGET',
      `The service's deposit instructions call Permit2, a contract that moves token allowances, not a deposit address: ${REFUSE}`,
    );
  }

  const pinned = nonBlank(ctx.pinnedDepository);
  const advertised = nonBlank(expected.depository);
  const depository = pinned ?? advertised;
  if (depository !== null && lower(depository) === shape.to) {
    return depositoryDeposit(shape, depository);
  }
  // A depository the route lists advertised is not accepted when the build pins another one.
  if (advertised !== null && lower(advertised) === shape.to) {
    refuse(
      'UNKNOWN_DEPOSITORY',
      `The service's deposit instructions go through ${checksumOrClip(advertised)}, which is not the depository this build of Portage trusts on ${expected.network.name}: ${REFUSE}`,
    );
  }
  if (native) return nativeDeposit(shape, expected.network.name);
  const depositories = [pinned, advertised].filter((d): d is string => d !== null);
  if (shape.to === shape.tokenContract) return transferDeposit(shape, depositories);
  refuseForbidden(shape);
  refuseUnknownDepository(shape, expected.network.name);
  refuse(
    'WRONG_TARGET',
    `The service's deposit instructions send your ${symbol} to the contract ${checksum(shape.to)}, which is neither the ${symbol} contract nor the network's depository: ${REFUSE}`,
  );
}

interface Shape {
  chainId: number;
  /** Lowercase, checked. */
  to: Address;
  /** Lowercase, whole bytes. */
  data: Hex;
  amount: bigint;
  decimals: number;
  symbol: string;
  /** Lowercase; null for the native coin. */
  tokenContract: Address | null;
  sequence: bigint | undefined;
  /** The network's token contracts, lowercase. */
  known: ReadonlySet<string>;
  gas: bigint | undefined;
  /** The sender's allowance for the depository, when known. */
  allowance: bigint | undefined;
}

function deposit(
  shape: Shape,
  kind: EvmDepositKind,
  to: string,
  data: Hex,
  value: bigint,
): EvmTransactionRequest {
  const ceiling = GAS_LIMIT_CEILINGS[kind];
  if (shape.gas !== undefined && shape.gas > ceiling) {
    refuse(
      'GAS_LIMIT_TOO_HIGH',
      `The service's deposit instructions set a gas limit of ${shape.gas}, above the ${ceiling} Portage allows for ${GAS_KIND_NAME[kind]}: ${REFUSE}`,
    );
  }
  return {
    kind: 'deposit',
    chainId: shape.chainId,
    to: checksum(to),
    data,
    value,
    ...(shape.gas === undefined ? {} : { gas: shape.gas }),
  };
}

/** Native coin straight to the deposit address, with the swap's number or no data. */
function nativeDeposit(shape: Shape, networkName: string): EvmTransactionRequest[] {
  if (shape.known.has(shape.to)) {
    refuse(
      'WRONG_TARGET',
      `The service's deposit instructions send ${shape.symbol} to ${checksum(shape.to)}, a token contract of this network, not a deposit address: ${REFUSE}`,
    );
  }
  if (shape.data === '0x') return [deposit(shape, 'native', shape.to, '0x', shape.amount)];
  // The swap's number is accepted before anything else is looked at: a number whose bytes happen
  // to spell a selector is still only the number.
  if (shape.sequence !== undefined && shape.data === evmSequenceHex(shape.sequence)) {
    return [deposit(shape, 'native', shape.to, shape.data, shape.amount)];
  }
  refuseForbidden(shape);
  refuseUnknownDepository(shape, networkName);
  if (shape.sequence === undefined) {
    refuse(
      'NO_SEQUENCE',
      `The service's deposit instructions carry data, and Portage does not know this swap's number to check it against: ${REFUSE}`,
    );
  }
  refuse(
    'SEQUENCE_MISMATCH',
    `The service's deposit instructions carry data that is not this swap's number (${shape.sequence}), so the deposit could be credited elsewhere or do something else: ${REFUSE}`,
  );
}

/** `transfer(recipient, amount)` on the chosen token, and nothing after it but the swap's number. */
function transferDeposit(shape: Shape, depositories: readonly string[]): EvmTransactionRequest[] {
  const { data, symbol } = shape;
  if (data.slice(0, 10) !== SELECTORS.transfer) {
    refuseForbidden(shape);
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions call the ${symbol} contract with something other than a transfer: ${REFUSE}`,
    );
  }
  const words = readWords(data, symbol, 'transfer');
  if (words.length < 2) {
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions carry a ${symbol} transfer that is cut short: ${REFUSE}`,
    );
  }
  if (words.length > 3) {
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions carry more bytes after the ${symbol} transfer than this swap's number: ${REFUSE}`,
    );
  }
  const [recipientWord = '', amountWord = '', sequenceWord] = words;
  const recipient = plainAddress(recipientWord, `transfer ${symbol} to`);
  const encoded = BigInt(`0x${amountWord}`);
  if (encoded !== shape.amount) {
    refuse(
      'AMOUNT_MISMATCH',
      `The service's deposit instructions transfer ${formatUnits(encoded, shape.decimals)} ${symbol} but announce ${formatUnits(shape.amount, shape.decimals)} ${symbol}: Portage refuses to sign them.`,
    );
  }
  assertRecipient(shape, recipient, depositories);
  if (sequenceWord !== undefined) {
    if (shape.sequence === undefined) {
      refuse(
        'NO_SEQUENCE',
        `The service's deposit instructions add data after the ${symbol} transfer, and Portage does not know this swap's number to check it against: ${REFUSE}`,
      );
    }
    if (sequenceWord !== word(shape.sequence)) {
      refuse(
        'SEQUENCE_MISMATCH',
        `The service's deposit instructions add data after the ${symbol} transfer that is not this swap's number (${shape.sequence}): ${REFUSE}`,
      );
    }
  }
  // Built again from the checked parts: what is signed is what was checked, byte for byte.
  const transfer = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [recipient, shape.amount],
  });
  const built = (sequenceWord === undefined ? transfer : `${transfer}${sequenceWord}`) as Hex;
  if (built !== data) {
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions carry a ${symbol} transfer Portage cannot read: ${REFUSE}`,
    );
  }
  return [deposit(shape, 'transfer', shape.to, built, 0n)];
}

/** The depository's own deposit call; an ERC-20 one after an approve of exactly the amount. */
function depositoryDeposit(shape: Shape, depositoryText: string): EvmTransactionRequest[] {
  const { symbol, data } = shape;
  if (!HEX_ADDRESS.test(depositoryText) || ZERO_ADDRESS.test(depositoryText)) {
    refuse(
      'BAD_ADDRESS',
      `The network's depository "${clip(depositoryText)}" is not an EVM address: ${REFUSE}`,
    );
  }
  const depository = lower(depositoryText);
  if (depository === shape.tokenContract || shape.known.has(depository)) {
    refuse(
      'WRONG_TARGET',
      `The network names a token contract, ${checksum(depository)}, as its depository: ${REFUSE}`,
    );
  }
  if (shape.sequence === undefined) {
    refuse(
      'NO_SEQUENCE',
      `A deposit through the network's depository carries this swap's number, and Portage does not know it: ${REFUSE}`,
    );
  }
  refuseForbidden(shape);
  const native = shape.tokenContract === null;
  const wanted = native ? SELECTORS.depositNative : SELECTORS.depositERC20;
  const selector = data.slice(0, 10);
  if (selector !== wanted) {
    const other = native ? SELECTORS.depositERC20 : SELECTORS.depositNative;
    refuse(
      'BAD_CALL_DATA',
      selector === other
        ? `The service's deposit instructions call the depository for ${native ? 'a token' : 'the native coin'}, but you chose ${symbol}: ${REFUSE}`
        : `The service's deposit instructions call the depository with something other than a deposit: ${REFUSE}`,
    );
  }
  const words = readWords(data, symbol, 'depository call');
  if (words.length !== (native ? 2 : 4)) {
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions carry a depository call of the wrong length (extra or missing bytes): ${REFUSE}`,
    );
  }
  const id = `0x${word(shape.sequence)}` as Hex;
  if (`0x${words[0]}` !== id) {
    refuse(
      'SEQUENCE_MISMATCH',
      `The service's depository call carries another swap's number than this one (${shape.sequence}): ${REFUSE}`,
    );
  }
  let receiver: Address;
  if (native) {
    receiver = plainAddress(words[1] ?? '', 'credit');
  } else {
    const token = plainAddress(words[1] ?? '', `deposit ${symbol} from`);
    if (token !== shape.tokenContract) {
      refuse(
        'TOKEN_MISMATCH',
        `The service's depository call deposits the token ${checksum(token)}, not the ${symbol} you chose: ${REFUSE}`,
      );
    }
    receiver = plainAddress(words[2] ?? '', 'credit');
    const encoded = BigInt(`0x${words[3] ?? ''}`);
    if (encoded !== shape.amount) {
      refuse(
        'AMOUNT_MISMATCH',
        `The service's depository call deposits ${formatUnits(encoded, shape.decimals)} ${symbol} but announces ${formatUnits(shape.amount, shape.decimals)} ${symbol}: Portage refuses to sign them.`,
      );
    }
  }
  assertRecipient(shape, receiver, [depository]);

  // Built again with the depository's ABI and compared whole: nothing unchecked is signed.
  const built = native
    ? encodeFunctionData({ abi: DEPOSITORY_ABI, functionName: 'depositNative', args: [id, receiver] })
    : encodeFunctionData({
        abi: DEPOSITORY_ABI,
        functionName: 'depositERC20',
        args: [id, shape.tokenContract as Address, receiver, shape.amount],
      });
  if (built.toLowerCase() !== data) {
    refuse('BAD_CALL_DATA', `The service's depository call is not one Portage can read exactly: ${REFUSE}`);
  }
  const call = deposit(shape, 'depository', depository, built, native ? shape.amount : 0n);
  if (native) return [call];
  // The only approves Portage ever signs: this depository, this token, exactly this amount (or
  // 0, to reset). The deposit then spends the whole allowance, so none is left standing after it.
  // - Already exactly the amount: no approve.
  // - Another non-zero allowance (larger: it would outlive the deposit; smaller: not enough):
  //   approve(depository, 0), then approve(depository, amount). Tokens such as USDT revert an
  //   approve from one non-zero value to another, and which tokens do cannot be known beforehand,
  //   so the reset comes first for every token: never assumed, never a larger allowance kept.
  // - None, or not known (a preview that could not read it): approve(depository, amount).
  if (shape.allowance === shape.amount) return [call];
  const approve = (kind: 'reset' | 'approve', amount: bigint): EvmTransactionRequest => ({
    kind,
    chainId: shape.chainId,
    to: checksum(shape.tokenContract as Address),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [depository, amount] }),
    value: 0n,
  });
  if (shape.allowance !== undefined && shape.allowance > 0n) {
    return [approve('reset', 0n), approve('approve', shape.amount), call];
  }
  return [approve('approve', shape.amount), call];
}

/** The ABI words after the selector: whole 32-byte words only. */
function readWords(data: Hex, symbol: string, what: string): string[] {
  const body = data.slice(10);
  if (body.length % 64 !== 0) {
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit instructions carry a ${what} for ${symbol} with stray bytes at its end: ${REFUSE}`,
    );
  }
  const words: string[] = [];
  for (let i = 0; i < body.length; i += 64) words.push(body.slice(i, i + 64));
  return words;
}

/** An address word as the ABI writes it: twelve zero bytes, then the twenty of the address. */
function plainAddress(addressWord: string, what: string): Address {
  if (addressWord.length !== 64 || !/^0{24}/.test(addressWord)) {
    refuse('BAD_CALL_DATA', `The service's deposit instructions ${what} a malformed address: ${REFUSE}`);
  }
  return `0x${addressWord.slice(24)}` as Address;
}

/** The credited address must be one that can be a deposit address. */
function assertRecipient(shape: Shape, recipient: Address, depositories: readonly string[]): void {
  const problem = ZERO_ADDRESS.test(recipient)
    ? 'the zero address, where it would be lost'
    : recipient === shape.tokenContract
      ? `the ${shape.symbol} contract itself, where it would be lost`
      : depositories.some((depository) => recipient === lower(depository))
        ? 'the depository contract, not the deposit address'
        : recipient === lower(PERMIT2_ADDRESS)
          ? 'Permit2, an allowance contract'
          : shape.known.has(recipient)
            ? 'a token contract of this network, not a deposit address'
            : null;
  if (problem !== null) {
    refuse('BAD_RECIPIENT', `The service's deposit instructions credit ${problem}: ${REFUSE}`);
  }
}

/** Data that grants an allowance or pulls tokens is never a deposit, to any contract. */
function refuseForbidden(shape: Shape): void {
  const name = FORBIDDEN_SELECTORS[shape.data.slice(0, 10)];
  if (name !== undefined) {
    refuse(
      'FORBIDDEN_CALL',
      `The service's deposit instructions call ${name.slice(0, name.indexOf('('))} on ${checksum(shape.to)}, which would let someone else move your tokens: ${REFUSE}`,
    );
  }
}

/** A depository call to a contract that is not the trusted depository. */
function refuseUnknownDepository(shape: Shape, networkName: string): void {
  const selector = shape.data.slice(0, 10);
  if (selector === SELECTORS.depositERC20 || selector === SELECTORS.depositNative) {
    refuse(
      'UNKNOWN_DEPOSITORY',
      `The service's deposit instructions call ${checksum(shape.to)} as a depository, but ${networkName} named no such depository before the swap was created: ${REFUSE}`,
    );
  }
}

/** A `value` on the action (the service does not send one) must be what Portage sends anyway. */
function assertValue(action: DepositAction, wanted: bigint, symbol: string): void {
  const raw = (action as Record<string, unknown>).value;
  if (raw === undefined || raw === null) return;
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  const value =
    typeof text === 'string' && (DIGITS.test(text) || HEX_NUMBER.test(text)) ? BigInt(text) : undefined;
  if (value !== wanted) {
    refuse(
      'UNEXPECTED_VALUE',
      wanted === 0n
        ? `The service's deposit instructions attach the network's coin to a ${symbol} deposit: ${REFUSE}`
        : `The service's deposit instructions attach another value than the amount of ${symbol}: ${REFUSE}`,
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

function nonBlank(text: string | null | undefined): string | null {
  return text === null || text === undefined || text.trim() === '' ? null : text.trim();
}

function checksumOrClip(address: string): string {
  return HEX_ADDRESS.test(address) ? checksum(address) : `"${clip(address)}"`;
}
