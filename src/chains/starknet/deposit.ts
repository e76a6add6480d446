/**
 * Starknet deposit: the service's `transfer` deposit action → the two calls the sender's account
 * executes atomically as one multicall (spec §4.10). Pure: no wallet, no network.
 *
 * `call_data` is the JSON text of exactly two calls (service/deposits/starknet.ts):
 *
 * 1. `transfer(recipient, amount: u256)` on the token's ERC-20 contract (`token.contract`; ETH
 *    and STRK are ERC-20s too), to `to_address`, for `amount_in_base_units` (low 128 bits, then
 *    high);
 * 2. `watch(sequence_number)` on the network's watchdog contract, which ties the transfer to the
 *    swap. Executed in one multicall, the transfer never lands without it.
 *
 * Each is checked against the action and the network (the contract, the entrypoint, the recipient,
 * the amount, the sequence number) before anything is built, and the calls handed to the wallet
 * are rebuilt from the checked values only. Whatever disagrees is refused with a
 * `StarknetDepositError` whose message a person can read; a context the caller got wrong (a bad
 * sender) throws a `RangeError`.
 *
 * Before any of that, the action is held against what the person chose (`ctx.expected`, see
 * ../kit/expected.ts): the network, the token contract (compared as felts: 0x0abc is 0xabc), the
 * decimals and the amount to the base unit. From there on the token contract, symbol and decimals
 * are the expected ones, never the action's: the transfer is made on the contract of the token
 * the person chose, and an action that names another is refused with the shared
 * `ExpectedDepositError`.
 *
 * There is never a deposit address for a Starknet source (nor a Paradex one, which runs on
 * Starknet): a `manual_transfer` action is refused.
 */
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import type { DepositPreview } from '../kit/contract';
import {
  assertExpectedDeposit,
  type ExpectedDeposit,
  type ExpectedDepositRules,
  isNativeToken,
} from '../kit/expected';
import { DepositRefusal, exactActionAmount } from '../kit/refusal';
import { normalizeStarknetAddress, STARKNET_PRIME } from './felt';

export type StarknetDepositErrorCode =
  | 'NOT_A_TRANSFER'
  | 'MISSING_FIELD'
  | 'BAD_CALL_DATA'
  | 'WRONG_CALL_COUNT'
  | 'WRONG_CONTRACT'
  | 'WRONG_ENTRYPOINT'
  | 'WRONG_RECIPIENT'
  | 'WRONG_AMOUNT'
  | 'WRONG_SEQUENCE_NUMBER'
  /** The swap's number is not known, so the number the watchdog call records cannot be checked. */
  | 'NO_SEQUENCE'
  | 'AMOUNT_MISMATCH'
  /** The chosen network's chain id is not known: the wallet's chain could not be checked. */
  | 'NO_CHAIN_ID';

/** Why Portage will not execute a Starknet deposit action. */
export class StarknetDepositError extends DepositRefusal<StarknetDepositErrorCode> {
  override readonly name = 'StarknetDepositError';
}

/** One call of the multicall, in the shape starknet.js `Call` and `account.execute` take. */
export interface StarknetCall {
  contractAddress: string;
  entrypoint: string;
  /** Felts as decimal digits, addresses as 0x + 64 hex digits. */
  calldata: string[];
}

export interface StarknetDepositContext {
  /** The network's watchdog contract (`metadata.watchdog_contract` of the network). */
  watchdogContract: string | undefined;
  /**
   * The swap's sequence number, which the `watch` call must carry. `null` when the caller does not
   * know it: the deposit is then refused, as nothing could tie it to this swap.
   */
  sequenceNumber: bigint | null;
  /** What the person chose: the action must match it, and its token contract is used. */
  expected: ExpectedDeposit;
}

export interface StarknetDeposit {
  /** `[transfer, watch]`, rebuilt from the checked values. */
  calls: [StarknetCall, StarknetCall];
  /** Base units of the token the deposit address receives. */
  amount: bigint;
  /** The token's contract, normalized. */
  token: string;
  /** The deposit address, normalized. */
  recipient: string;
  /** The sequence number the `watch` call records. */
  sequenceNumber: bigint;
}

/** A felt written as 0x-hex, or null: contracts are compared as numbers, not as text. */
function hexFelt(text: string): bigint | null {
  const trimmed = text.trim();
  return /^0x[0-9a-fA-F]{1,64}$/.test(trimmed) ? BigInt(trimmed) : null;
}

/** Starknet's spelling of the expected token: contracts as felts (0x0abc is 0xabc). */
export const STARKNET_EXPECTED_RULES: ExpectedDepositRules = {
  sameContract: (a, b) => {
    const left = hexFelt(a);
    return left !== null && left === hexFelt(b);
  },
  isNative: isNativeToken,
  // The chain the deposit is signed on is the chosen network's (the route lists' before the swap
  // existed): an action naming another chain id is refused, and the wallet is switched to it.
  checkChainId: true,
  refusal: 'Portage will not send it.',
};

const U128 = 2n ** 128n;
const U256_MAX = 2n ** 256n - 1n;
const REFUSE = 'Portage will not send it.';
const REFUSE_ACTION = 'Portage will not send them.';

function refuse(code: StarknetDepositErrorCode, message: string): never {
  throw new StarknetDepositError(code, message);
}

/**
 * The checked multicall of a Starknet `transfer` deposit action. Throws `StarknetDepositError`
 * when the action cannot be sent as it is.
 */
export function buildStarknetDeposit(action: DepositAction, ctx: StarknetDepositContext): StarknetDeposit {
  // First: nothing the service says is used before it matches what the person chose.
  const chosenAmount = assertExpectedDeposit(action, ctx.expected, STARKNET_EXPECTED_RULES);
  if (ctx.expected.network.chainId === null) {
    refuse(
      'NO_CHAIN_ID',
      `The route lists gave no chain id for ${ctx.expected.network.name}, so Portage cannot make sure your wallet signs on that network: ${REFUSE}`,
    );
  }
  const chosen = ctx.expected.token;
  if (action.type !== 'transfer') {
    refuse(
      'NOT_A_TRANSFER',
      'These deposit instructions give a deposit address, but Starknet deposits can only be sent from a wallet, with the swap recorded in the same transaction.',
    );
  }
  const recipient = actionAddress(action.to_address, 'the address to send to', 'WRONG_RECIPIENT');
  // The token is the person's choice (the action was just found to name the same one): the
  // transfer is made on its contract, whatever spelling the action used.
  const symbol = chosen.symbol.trim() || 'the token';
  const tokenContract = actionAddress(
    chosen.contract ?? undefined,
    `the contract of ${symbol}`,
    'WRONG_CONTRACT',
  );
  const watchdog = actionAddress(ctx.watchdogContract, 'the network’s watchdog contract', 'WRONG_CONTRACT');
  const { decimals } = exactActionAmount(
    action,
    {
      symbol,
      decimals: chosen.decimals,
      max: U256_MAX,
      chain: 'Starknet',
      verb: 'send',
      refusal: REFUSE_ACTION,
    },
    refuse,
  );
  const amount = chosenAmount;

  const [transfer, watch] = parseCalls(action.call_data);

  if (sameAddress(transfer.contractAddress, watchdog) && sameAddress(watch.contractAddress, tokenContract)) {
    refuse('BAD_CALL_DATA', `The service's Starknet calls are in the wrong order: ${REFUSE}`);
  }
  if (!sameAddress(transfer.contractAddress, tokenContract)) {
    refuse(
      'WRONG_CONTRACT',
      `The service's Starknet transfer is made on a contract other than ${symbol}'s (${clip(transfer.contractAddress)}): ${REFUSE}`,
    );
  }
  if (transfer.entrypoint !== 'transfer') {
    refuse(
      'WRONG_ENTRYPOINT',
      `The service's first Starknet call is "${clip(transfer.entrypoint)}" on the ${symbol} contract, not a transfer: ${REFUSE}`,
    );
  }
  const [to, low, high, ...extra] = transfer.calldata;
  if (to === undefined || low === undefined || high === undefined || extra.length > 0) {
    refuse(
      'BAD_CALL_DATA',
      `The service's Starknet transfer does not have the three arguments of an ERC-20 transfer (recipient, amount low, amount high): ${REFUSE}`,
    );
  }
  if (to !== BigInt(recipient)) {
    refuse(
      'WRONG_RECIPIENT',
      `The service's Starknet transfer sends to an address other than the deposit address: ${REFUSE}`,
    );
  }
  if (low >= U128 || high >= U128) {
    refuse(
      'BAD_CALL_DATA',
      `The service's Starknet transfer carries an amount that is not a u256: ${REFUSE}`,
    );
  }
  const sent = low + high * U128;
  if (sent !== amount) {
    refuse(
      'WRONG_AMOUNT',
      `The service's Starknet transfer sends ${formatUnits(sent, decimals)} ${symbol}, but the deposit is for ${formatUnits(amount, decimals)} ${symbol}: ${REFUSE}`,
    );
  }

  if (!sameAddress(watch.contractAddress, watchdog)) {
    refuse(
      'WRONG_CONTRACT',
      `The service's second Starknet call is on a contract other than the network's watchdog (${clip(watch.contractAddress)}): ${REFUSE}`,
    );
  }
  if (watch.entrypoint !== 'watch') {
    refuse(
      'WRONG_ENTRYPOINT',
      `The service's second Starknet call is "${clip(watch.entrypoint)}" on the watchdog, not "watch": ${REFUSE}`,
    );
  }
  const [sequence, ...more] = watch.calldata;
  if (sequence === undefined || more.length > 0) {
    refuse(
      'BAD_CALL_DATA',
      `The service's watchdog call does not carry exactly one sequence number: ${REFUSE}`,
    );
  }
  if (ctx.sequenceNumber === null) {
    refuse(
      'NO_SEQUENCE',
      `The service did not give this swap's number, so Portage cannot tell whether the watchdog call would credit the deposit to this swap: ${REFUSE}`,
    );
  }
  if (sequence !== ctx.sequenceNumber) {
    refuse(
      'WRONG_SEQUENCE_NUMBER',
      `The service's watchdog call records sequence number ${sequence}, but this swap's is ${ctx.sequenceNumber}: the deposit would not be matched to this swap, so Portage will not send it.`,
    );
  }

  return {
    calls: [
      {
        contractAddress: tokenContract,
        entrypoint: 'transfer',
        calldata: [recipient, low.toString(), high.toString()],
      },
      { contractAddress: watchdog, entrypoint: 'watch', calldata: [sequence.toString()] },
    ],
    amount,
    token: tokenContract,
    recipient,
    sequenceNumber: sequence,
  };
}

/**
 * What the wallet will be asked to execute, read from the calls Portage built (not from the
 * service's words): the amount and recipient of the transfer, which must be made on the expected
 * token's contract, and the swap's number the `watch` call records. Throws an `Error` when the calls are not ones `buildStarknetDeposit` makes (a
 * bug, not a refusal).
 */
export function describeStarknetDeposit(
  built: StarknetDeposit,
  expected: ExpectedDeposit,
  networkName: string,
): DepositPreview {
  const [transfer, watch] = built.calls;
  const contract = expected.token.contract;
  if (
    transfer.entrypoint !== 'transfer' ||
    contract === null ||
    !STARKNET_EXPECTED_RULES.sameContract(transfer.contractAddress, contract)
  ) {
    throw new Error(
      `describeStarknetDeposit: the first call is not a transfer on the ${expected.token.symbol} contract`,
    );
  }
  const [to, low, high, ...extra] = transfer.calldata;
  const recipient = to === undefined ? null : normalizeStarknetAddress(to);
  if (recipient === null || low === undefined || high === undefined || extra.length > 0) {
    throw new Error('describeStarknetDeposit: the transfer does not have a recipient and a u256 amount');
  }
  const [sequence, ...more] = watch.calldata;
  if (watch.entrypoint !== 'watch' || sequence === undefined || more.length > 0 || !/^\d+$/.test(sequence)) {
    throw new Error("describeStarknetDeposit: the second call is not a watch of the swap's number");
  }
  return {
    amount: BigInt(low) + (BigInt(high) << 128n),
    decimals: expected.token.decimals,
    symbol: expected.token.symbol,
    network: networkName,
    to: recipient,
    memo: sequence,
  };
}

interface ParsedCall {
  contractAddress: string;
  entrypoint: string;
  calldata: bigint[];
}

function parseCalls(callData: string | undefined): [ParsedCall, ParsedCall] {
  if (callData === undefined || callData.trim() === '') {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions have no Starknet calls, so the deposit could not be matched to this swap: ${REFUSE_ACTION}`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(callData);
  } catch {
    refuse(
      'BAD_CALL_DATA',
      `The service's Starknet calls cannot be read (they are not JSON): ${REFUSE_ACTION}`,
    );
  }
  if (!Array.isArray(parsed)) {
    refuse('BAD_CALL_DATA', `The service's Starknet calls are not a list of calls: ${REFUSE_ACTION}`);
  }
  if (parsed.length !== 2) {
    refuse(
      'WRONG_CALL_COUNT',
      `The service's deposit has ${parsed.length} Starknet call${parsed.length === 1 ? '' : 's'}, where a deposit is exactly two (the transfer and the watchdog call): ${REFUSE_ACTION}`,
    );
  }
  return [parseCall(parsed[0]), parseCall(parsed[1])];
}

function parseCall(value: unknown): ParsedCall {
  const unreadable = (): never =>
    refuse(
      'BAD_CALL_DATA',
      `The service's deposit has a Starknet call that cannot be read: ${REFUSE_ACTION}`,
    );
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return unreadable();
  const { contractAddress, entrypoint, calldata } = value as Record<string, unknown>;
  if (typeof contractAddress !== 'string' || typeof entrypoint !== 'string' || !Array.isArray(calldata)) {
    return unreadable();
  }
  const keys = Object.keys(value);
  if (keys.length !== 3) return unreadable();
  const felts = calldata.map((item) => (typeof item === 'string' ? felt(item) : null));
  if (felts.some((item) => item === null)) return unreadable();
  return { contractAddress, entrypoint, calldata: felts as bigint[] };
}

/** A felt written as decimal digits or 0x-hex; null when it is neither or not below the field prime. */
function felt(text: string): bigint | null {
  if (!/^(?:\d{1,78}|0x[0-9a-fA-F]{1,64})$/.test(text)) return null;
  const value = BigInt(text);
  return value < STARKNET_PRIME ? value : null;
}

/** An address from the action, normalized (0x + 64 lowercase hex digits). */
function actionAddress(
  value: string | undefined,
  what: string,
  code: 'WRONG_RECIPIENT' | 'WRONG_CONTRACT',
): string {
  if (value === undefined || value.trim() === '') {
    refuse('MISSING_FIELD', `The service's deposit instructions do not give ${what}: ${REFUSE_ACTION}`);
  }
  const normalized = normalizeStarknetAddress(value);
  if (normalized === null) {
    refuse(
      code,
      `The service's deposit instructions give "${clip(value)}" as ${what}, which is not a Starknet address: ${REFUSE_ACTION}`,
    );
  }
  return normalized;
}

function sameAddress(text: string, normalized: string): boolean {
  return normalizeStarknetAddress(text) === normalized;
}

function clip(text: string): string {
  return text.length > 70 ? `${text.slice(0, 69)}…` : text;
}
