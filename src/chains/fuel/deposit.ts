/**
 * Fuel deposit: the service's `transfer` deposit action → the unfunded script transaction request
 * the wallet funds and signs (spec §2.8, §4.10). Pure: no wallet, no network.
 *
 * `call_data` is the JSON text `{"script": <request>, "quantities": [{"amount", "assetId"}]}`
 * (service/deposits/fuel.ts). `script` is `request.toJSON()` of a `ScriptTransactionRequest`:
 * the sandbox sends it as JSON text, the real service may send the object itself, so both are
 * read. Portage does not fund whatever it is given: it decodes the request with fuels and checks
 * that it does exactly what the action says, then builds a fresh request from the checked parts
 * (so that no tip, maturity, expiry or policy the service slipped in is carried along):
 *
 * - the script is fuels' `RET 0` (it runs nothing and moves nothing by itself);
 * - the script data is the swap's sequence number as one big-endian u64 (how the service
 *   matches the deposit to the swap), and when the caller knows the swap's number, that one;
 * - exactly one output: a coin output of `amount_in_base_units` of the token's asset id (the
 *   token's `contract`, or the chain's base asset id for the native token) to `to_address`;
 * - no inputs and no witnesses (the wallet's own coins are added when it is funded);
 * - `quantities` = exactly that amount of that asset.
 *
 * Before any of that, the action is checked against what the person chose
 * (`assertExpectedDeposit`: the same network, asset id (b256, in any case), decimals and exact
 * amount), and from there on the expected token is used, never the action's. The native token's
 * asset id is the chain's base asset id: `expected.baseAssetId`, which the deposit step sets to
 * the one the build pins for the network (src/chains/kit/tokens/; a route list naming another is
 * refused there, and a Fuel network with none pinned never reaches this builder), and the node's
 * `getBaseAssetId()` must be the same, or a lying node could turn a deposit of ETH into one of
 * another asset. A caller giving none gets the node's, and the preview says so (`caveat`).
 *
 * Anything else is refused with a `FuelDepositError` (an `ExpectedDepositError` for an action that
 * is not what the person chose) whose message a person can read; a context the caller got wrong
 * (a base asset id that is not a b256) throws a `RangeError`.
 */
import {
  Address,
  BigNumberCoder,
  bn,
  type CoinQuantity,
  hexlify,
  isB256,
  OutputType,
  ScriptTransactionRequest,
  TransactionType,
  transactionRequestify,
} from 'fuels';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import type { DepositPreview } from '../kit/contract';
import {
  assertExpectedDeposit,
  type ExpectedDeposit,
  type ExpectedDepositRules,
  isNativeToken,
} from '../kit/expected';
import { clip, DepositRefusal, exactActionAmount } from '../kit/refusal';

export type FuelDepositErrorCode =
  | 'NOT_A_TRANSFER'
  | 'MISSING_FIELD'
  | 'BAD_CALL_DATA'
  | 'WRONG_SCRIPT'
  | 'WRONG_SEQUENCE_NUMBER'
  /** The swap's number is not known, so the number the transaction carries cannot be checked. */
  | 'NO_SEQUENCE'
  | 'UNEXPECTED_INPUT'
  | 'UNEXPECTED_OUTPUT'
  | 'WRONG_RECIPIENT'
  | 'WRONG_TOKEN'
  | 'WRONG_AMOUNT'
  | 'WRONG_QUANTITIES'
  | 'AMOUNT_MISMATCH'
  | 'WRONG_BASE_ASSET';

/** Why Portage will not send a Fuel deposit action. */
export class FuelDepositError extends DepositRefusal<FuelDepositErrorCode> {
  override readonly name = 'FuelDepositError';
}

/** fuels' `returnZeroScript`: `RET 0`, the script the service's request carries. */
export const FUEL_RETURN_ZERO_SCRIPT = '0x24000000';
const U64_MAX = 2n ** 64n - 1n;
/** The script data: one big-endian u64, the swap's sequence number. */
const sequenceCoder = new BigNumberCoder('u64');
const REFUSE = 'Portage will not send it.';
const REFUSE_ACTION = 'Portage will not send them.';

/**
 * How Fuel compares the service's token with the person's choice: asset ids are b256, the same in
 * upper or lower case; the native token has no contract.
 */
export const FUEL_EXPECTED_RULES: ExpectedDepositRules = {
  isNative: isNativeToken,
  sameContract: (a, b) => isB256(a) && isB256(b) && a.toLowerCase() === b.toLowerCase(),
};

export interface FuelDepositContext {
  /** What the person chose: the action must agree with it, and the deposit is built from it. */
  expected: ExpectedDeposit;
  /** The chain's base asset id as the network's node gives it: `provider.getBaseAssetId()`. */
  nodeBaseAssetId: string;
  /** The swap's sequence number, when the caller knows it: the script data must carry exactly it. */
  sequenceNumber?: bigint | undefined;
}

export interface FuelDeposit {
  /** Unfunded: no inputs, gas limit and fee unset; exactly the checked coin output and script data. */
  request: ScriptTransactionRequest;
  /** What to fund it with: the amount of the asset (the fee is added by the funding). */
  quantities: CoinQuantity[];
  /** Base units of `assetId` the deposit address receives. */
  amount: bigint;
  /** b256, lower case. */
  assetId: string;
  recipient: string;
  sequenceNumber: bigint;
  kind: 'native' | 'token';
  /** The expected token's symbol and decimals. */
  symbol: string;
  decimals: number;
  /** The chain's base asset id (b256, lower case): what the fee is paid in. */
  baseAssetId: string;
  /** What Portage could not verify on its own, for the preview; null when nothing. */
  caveat: string | null;
}

function refuse(code: FuelDepositErrorCode, message: string): never {
  throw new FuelDepositError(code, message);
}

/**
 * Builds the unfunded request of a Fuel `transfer` deposit action. Throws `FuelDepositError` when
 * the action cannot be sent as it is, and `RangeError` when `ctx` is not usable.
 */
export function buildFuelDeposit(action: DepositAction, ctx: FuelDepositContext): FuelDeposit {
  // What the person chose comes first: an action for another network, asset or amount is refused
  // before anything else is read from it.
  assertExpectedDeposit(action, ctx.expected, FUEL_EXPECTED_RULES);
  const chosen = ctx.expected.token;
  if (!isB256(ctx.nodeBaseAssetId)) {
    throw new RangeError(
      `buildFuelDeposit needs a b256 base asset id, got ${JSON.stringify(ctx.nodeBaseAssetId)}`,
    );
  }
  if (action.type !== 'transfer') {
    refuse(
      'NOT_A_TRANSFER',
      'These deposit instructions are not a wallet transfer, so they cannot be sent from a Fuel wallet.',
    );
  }
  const recipient = readRecipient(action.to_address);
  if (action.token === undefined) {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions do not say which token to send: ${REFUSE_ACTION}`,
    );
  }
  const symbol = chosen.symbol.trim() || 'the token';
  const decimals = chosen.decimals;
  const { amount } = exactActionAmount(
    action,
    { symbol, decimals, max: U64_MAX, chain: 'Fuel', verb: 'send', refusal: REFUSE_ACTION },
    refuse,
  );
  const native = FUEL_EXPECTED_RULES.isNative(chosen.contract);
  if (!native && !isB256(chosen.contract ?? '')) {
    refuse(
      'WRONG_TOKEN',
      `The route lists name "${clip(chosen.contract ?? '', 70)}" as the asset of ${symbol}, which is not a Fuel asset id: ${REFUSE_ACTION}`,
    );
  }
  const base = baseAssetOf(ctx, symbol);
  const assetId = native ? base.assetId : (chosen.contract as string).toLowerCase();
  const { script, quantities } = readCallData(action.call_data);
  const shown = (value: bigint) => `${formatUnits(value, decimals)} ${symbol}`;

  if (hexlify(script.script) !== FUEL_RETURN_ZERO_SCRIPT) {
    refuse(
      'WRONG_SCRIPT',
      `The service's Fuel transaction runs a script Portage does not know, which could move more than the deposit: ${REFUSE}`,
    );
  }
  if (ctx.sequenceNumber === undefined) {
    refuse(
      'NO_SEQUENCE',
      `The service did not give this swap's number, so Portage cannot tell whether the Fuel transaction would credit the deposit to this swap: ${REFUSE}`,
    );
  }
  const sequenceNumber = readSequence(script.scriptData, ctx.sequenceNumber);
  if (script.inputs.length > 0 || script.witnesses.length > 0) {
    refuse(
      'UNEXPECTED_INPUT',
      `The service's Fuel transaction already spends coins or carries signatures, but only your wallet picks the coins it pays with: ${REFUSE}`,
    );
  }
  if (script.outputs.length !== 1) {
    refuse(
      'UNEXPECTED_OUTPUT',
      `The service's Fuel transaction has ${script.outputs.length} outputs, but a deposit has exactly one payment: ${REFUSE}`,
    );
  }
  const [output] = script.outputs;
  if (output?.type !== OutputType.Coin) {
    refuse(
      'UNEXPECTED_OUTPUT',
      `The service's Fuel transaction does not pay the deposit address directly: ${REFUSE}`,
    );
  }
  const to = hexlify(output.to).toLowerCase();
  if (to !== recipient) {
    refuse(
      'WRONG_RECIPIENT',
      `The service's Fuel transaction pays ${clip(to, 70)}, not the deposit address ${clip(recipient, 70)}: ${REFUSE}`,
    );
  }
  if (hexlify(output.assetId).toLowerCase() !== assetId) {
    refuse(
      'WRONG_TOKEN',
      `The service's Fuel transaction pays another asset than ${symbol} (${clip(hexlify(output.assetId), 70)}): ${REFUSE}`,
    );
  }
  const paid = BigInt(bn(output.amount).toString());
  if (paid !== amount) {
    refuse(
      'WRONG_AMOUNT',
      `The service's Fuel transaction pays ${shown(paid)}, but the deposit is for ${shown(amount)}: ${REFUSE}`,
    );
  }
  const [quantity, ...more] = quantities;
  if (
    quantity === undefined ||
    more.length > 0 ||
    quantity.assetId !== assetId ||
    quantity.amount !== amount
  ) {
    refuse(
      'WRONG_QUANTITIES',
      `The service asks your wallet to fund the Fuel transaction with something else than the ${shown(amount)} it pays: ${REFUSE}`,
    );
  }

  // Fresh, from the checked parts only.
  const request = new ScriptTransactionRequest({
    scriptData: sequenceCoder.encode(bn(sequenceNumber.toString())),
  });
  request.addCoinOutput(new Address(recipient), bn(amount.toString()), assetId);
  return {
    request,
    quantities: [{ assetId, amount: bn(amount.toString()) }],
    amount,
    assetId,
    recipient,
    sequenceNumber,
    kind: native ? 'native' : 'token',
    symbol,
    decimals,
    baseAssetId: base.assetId,
    // Only the native token's asset id rests on the base asset id.
    caveat: native ? base.caveat : null,
  };
}

/**
 * The chain's base asset id: the route lists', which the node must confirm, or the node's alone
 * (with a caveat) where the route lists give none.
 */
function baseAssetOf(ctx: FuelDepositContext, symbol: string): { assetId: string; caveat: string | null } {
  const fromNode = ctx.nodeBaseAssetId.toLowerCase();
  const listed = ctx.expected.baseAssetId?.trim();
  const network = ctx.expected.network.name;
  if (!listed) {
    return {
      assetId: fromNode,
      caveat: `The asset id of ${symbol} on ${network} comes from the network's node only: the route lists do not give it.`,
    };
  }
  if (!isB256(listed)) {
    refuse(
      'WRONG_BASE_ASSET',
      `The route lists give "${clip(listed, 70)}" as the base asset of ${network}, which is not a Fuel asset id: ${REFUSE}`,
    );
  }
  if (listed.toLowerCase() !== fromNode) {
    refuse(
      'WRONG_BASE_ASSET',
      `The Fuel node says the base asset of ${network} is ${clip(fromNode, 70)}, but the route lists give ${clip(listed.toLowerCase(), 70)}, so the node may not be telling the truth: ${REFUSE}`,
    );
  }
  return { assetId: fromNode, caveat: null };
}

/**
 * What the wallet will be asked to sign, read back from the built request: the amount, asset and
 * recipient of its coin output, and the swap's number its script data carries. Throws a `FuelDepositError` when what was built is not the deposit
 * the person chose.
 */
export function describeFuelDeposit(
  built: FuelDeposit,
  expected: ExpectedDeposit,
  networkName: string,
): DepositPreview {
  const [payment] = built.request.outputs;
  if (payment?.type !== OutputType.Coin) {
    refuse('UNEXPECTED_OUTPUT', `The built Fuel deposit does not start with its payment: ${REFUSE}`);
  }
  const amount = BigInt(bn(payment.amount).toString());
  const assetId = hexlify(payment.assetId).toLowerCase();
  const to = hexlify(payment.to).toLowerCase();
  const native = FUEL_EXPECTED_RULES.isNative(expected.token.contract);
  const chosenAsset = native ? built.baseAssetId : String(expected.token.contract).toLowerCase();
  if (assetId !== chosenAsset) {
    refuse(
      'WRONG_TOKEN',
      `The built Fuel deposit pays another asset (${clip(assetId, 70)}) than the ${expected.token.symbol} you chose: ${REFUSE}`,
    );
  }
  if (amount !== BigInt(expected.amount)) {
    refuse(
      'WRONG_AMOUNT',
      `The built Fuel deposit pays ${formatUnits(amount, expected.token.decimals)} ${expected.token.symbol}, not the ${formatUnits(BigInt(expected.amount), expected.token.decimals)} ${expected.token.symbol} you chose: ${REFUSE}`,
    );
  }
  return {
    amount,
    decimals: expected.token.decimals,
    symbol: expected.token.symbol,
    network: networkName,
    to,
    fee: null,
    caveat: built.caveat,
    memo: readSequence(built.request.scriptData, built.sequenceNumber).toString(),
  };
}

function readRecipient(to: string | undefined): string {
  if (to === undefined || to.trim() === '') {
    refuse(
      'MISSING_FIELD',
      `The service's deposit instructions have no address to send to: ${REFUSE_ACTION}`,
    );
  }
  if (!isB256(to)) {
    refuse(
      'WRONG_RECIPIENT',
      `The service's deposit instructions send to "${clip(to, 70)}", which is not a Fuel address: ${REFUSE_ACTION}`,
    );
  }
  return to.toLowerCase();
}

function readSequence(scriptData: Uint8Array, expected: bigint | undefined): bigint {
  if (scriptData.length !== 8) {
    refuse(
      'WRONG_SEQUENCE_NUMBER',
      `The service's Fuel transaction does not carry the swap's number, so the deposit could not be matched to this swap: ${REFUSE}`,
    );
  }
  const [decoded] = sequenceCoder.decode(scriptData, 0);
  const sequence = BigInt(decoded.toString());
  if (expected !== undefined && sequence !== expected) {
    refuse(
      'WRONG_SEQUENCE_NUMBER',
      `The service's Fuel transaction carries swap number ${sequence}, but this swap is number ${expected}: ${REFUSE}`,
    );
  }
  return sequence;
}

interface CallData {
  script: ScriptTransactionRequest;
  quantities: { amount: bigint; assetId: string }[];
}

function unreadable(): never {
  refuse('BAD_CALL_DATA', `The service's Fuel deposit instructions cannot be read: ${REFUSE_ACTION}`);
}

function readCallData(text: string | undefined): CallData {
  if (text === undefined || text.trim() === '') {
    refuse('MISSING_FIELD', `The service's deposit instructions have no Fuel transaction: ${REFUSE_ACTION}`);
  }
  const parsed = parseJson(text);
  if (!isRecord(parsed)) unreadable();
  const { script: rawScript, quantities: rawQuantities, ...rest } = parsed;
  if (Object.keys(rest).length > 0) {
    refuse(
      'BAD_CALL_DATA',
      `The service's Fuel deposit instructions carry fields Portage does not know (${clip(Object.keys(rest).join(', '), 70)}): ${REFUSE_ACTION}`,
    );
  }
  // JSON text (the sandbox) or the object itself (the real service). fuels' `from` silently
  // returns an empty request for a string, so it only ever sees the parsed object.
  const scriptObject = typeof rawScript === 'string' ? parseJson(rawScript) : rawScript;
  if (!isRecord(scriptObject)) unreadable();
  let script: unknown;
  try {
    script = transactionRequestify(scriptObject as unknown as Parameters<typeof transactionRequestify>[0]);
  } catch {
    unreadable();
  }
  if (!(script instanceof ScriptTransactionRequest) || script.type !== TransactionType.Script) {
    refuse(
      'WRONG_SCRIPT',
      `The service's Fuel deposit instructions are not a script transaction: ${REFUSE_ACTION}`,
    );
  }
  if (!Array.isArray(rawQuantities)) unreadable();
  const quantities = rawQuantities.map((each: unknown) => {
    if (!isRecord(each)) unreadable();
    const { amount, assetId } = each;
    const digits = typeof amount === 'number' && Number.isSafeInteger(amount) ? String(amount) : amount;
    if (
      typeof digits !== 'string' ||
      !/^\d+$/.test(digits) ||
      typeof assetId !== 'string' ||
      !isB256(assetId)
    ) {
      unreadable();
    }
    return { amount: BigInt(digits), assetId: assetId.toLowerCase() };
  });
  return { script, quantities };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    unreadable();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
