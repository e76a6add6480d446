/**
 * Tron deposit: the service's `transfer` deposit action → the unsigned Tron transaction the
 * sender's wallet signs (spec §2.8, §4.10). Pure: no wallet, no network; the caller brings the
 * sender's address, a recent block (its number, id and time: the transaction's TaPoS reference)
 * and the time.
 *
 * `call_data` is the memo: the swap's sequence number as decimal text (service/deposits/tron.ts).
 * It travels as the transaction's `raw_data.data` (the memo field of Tron wallets and explorers),
 * hex-encoded UTF-8 in the JSON form.
 *
 * - TRX (`token.contract` missing): a `TransferContract` of `amount_in_base_units` sun from the
 *   sender to `to_address`.
 * - TRC-20 (`token.contract` = the token): a `TriggerSmartContract` on the token calling
 *   `transfer(address,uint256)` toward `to_address` for `amount_in_base_units`, no TRX attached,
 *   with a fee limit (the most energy the sender agrees to burn; what is not used stays).
 *
 * Before any of that, the action is held against what the person chose (`ctx.expected`, see
 * ../kit/expected.ts): the network, the token contract (base58, exactly; the same address in its
 * 41-hex form is the same contract), the decimals and the amount to the base unit. From there on
 * the token contract, symbol and decimals are the expected ones, never the action's: the TRC-20
 * call is made on the contract of the token the person chose. An action that differs is refused
 * with the shared `ExpectedDepositError`.
 *
 * The transaction is encoded here (a few protobuf fields, so that the wallet chunk does not carry
 * tronweb's 2 MB of generated protobuf code); the tests check it byte for byte against tronweb's
 * own encoder and its `txCheck`, which TronLink's signer runs before signing. Whatever disagrees
 * is refused with a `TronDepositError` whose message a person can read; a context the caller got
 * wrong throws a `RangeError`.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils';
import { createBase58check } from '@scure/base';
import type { DepositAction } from '../../api/types';
import type { DepositPreview } from '../kit/contract';
import {
  assertExpectedDeposit,
  type ExpectedDeposit,
  type ExpectedDepositRules,
  isNativeToken,
} from '../kit/expected';
import { swapMemo } from '../kit/memo';
import { clip, DepositRefusal, exactActionAmount } from '../kit/refusal';

export type TronDepositErrorCode =
  | 'NOT_A_TRANSFER'
  | 'MISSING_FIELD'
  | 'BAD_MEMO'
  | 'NO_SEQUENCE'
  | 'WRONG_SEQUENCE'
  | 'WRONG_RECIPIENT'
  | 'WRONG_TOKEN'
  | 'AMOUNT_MISMATCH';

/** Why Portage will not sign a Tron deposit action. */
export class TronDepositError extends DepositRefusal<TronDepositErrorCode> {
  override readonly name = 'TronDepositError';
}

/** TRX amounts are protobuf int64 sun. */
export const TRX_INT64_MAX = 2n ** 63n - 1n;
export const U256_MAX = 2n ** 256n - 1n;
const TRX_DECIMALS = 6;
/** `transfer(address,uint256)` */
export const TRC20_TRANSFER_SELECTOR = 'a9059cbb';
/**
 * Sun of TRX the sender lets a TRC-20 transfer burn for energy at most: 100 TRX, the figure
 * TronLink and tronweb use. A USDT transfer burns far less (about 14 TRX to a fresh account);
 * only what is used is charged.
 */
export const DEFAULT_FEE_LIMIT = 100_000_000n;
/** How long the wallet may take: Tron accepts up to 24 h; five minutes is what wallets allow a dapp. */
export const DEFAULT_VALID_FOR_MS = 5 * 60 * 1000;
/** A sequence number is a handful of digits; the cap keeps the memo short (it costs bandwidth). */
const MAX_MEMO_DIGITS = 64;
const REFUSE = 'Portage will not sign them.';

const TRANSFER_CONTRACT = 1;
const TRIGGER_SMART_CONTRACT = 31;
const TYPE_URL = 'type.googleapis.com/protocol.';

const base58check = createBase58check(sha256);

export interface TronRefBlock {
  /** The block's height. */
  number: number;
  /** The block id: 64 hex digits (`blockID` of `/wallet/getnowblock`). */
  id: string;
}

export interface TronDepositContext {
  /** The connected wallet's address (base58, `T…`). */
  sender: string;
  /** A recent block: the transaction is valid only on the chain that has it. */
  refBlock: TronRefBlock;
  /** Milliseconds since the epoch: the transaction's timestamp. */
  now: number;
  validForMs?: number | undefined;
  /** TRC-20 only: the most sun the transfer may burn for energy. */
  feeLimit?: bigint | undefined;
  /** The swap's sequence number when the caller knows it: the memo must be it. */
  sequenceNumber?: string | undefined;
  /** What the person chose: the action must match it, and its token contract is used. */
  expected: ExpectedDeposit;
}

export interface TransferContractValue {
  owner_address: string;
  to_address: string;
  amount: number;
}

export interface TriggerSmartContractValue {
  owner_address: string;
  contract_address: string;
  data: string;
}

/** A Tron transaction in the JSON form of the HTTP API, wallets and tronweb (`visible: false`: hex addresses). */
export interface TronTransaction {
  visible: false;
  txID: string;
  raw_data: {
    contract: [
      | {
          type: 'TransferContract';
          parameter: { type_url: string; value: TransferContractValue };
        }
      | {
          type: 'TriggerSmartContract';
          parameter: { type_url: string; value: TriggerSmartContractValue };
        },
    ];
    ref_block_bytes: string;
    ref_block_hash: string;
    expiration: number;
    timestamp: number;
    data: string;
    fee_limit?: number;
  };
  raw_data_hex: string;
}

export interface TronDeposit {
  transaction: TronTransaction;
  kind: 'trx' | 'trc20';
  /** Base units of the token the deposit address receives. */
  amount: bigint;
  /** Sun that may leave the wallet besides the amount: the fee limit of a TRC-20 transfer, 0 for TRX. */
  feeLimit: bigint;
  /** The memo the deposit carries (the swap's sequence number). */
  memo: string;
  /** The deposit address (base58). */
  recipient: string;
  /** The TRC-20 contract the transfer is made on (base58, the expected one); null for TRX. */
  token: string | null;
}

/**
 * The base58 form of a Tron address written in base58 (kept exactly as written) or in its 41-hex
 * form (converted); null for anything else.
 */
function canonicalAddress(text: string): string | null {
  const trimmed = text.trim();
  if (decodeAddress(trimmed) !== null) return trimmed;
  const hex = /^(?:0x)?(41[0-9a-fA-F]{40})$/.exec(trimmed)?.[1];
  return hex === undefined ? null : encodeAddress(hex.toLowerCase());
}

/**
 * Tron's spelling of the expected token: base58 contracts compared exactly, the same address in
 * its 41-hex form accepted as the same contract; TRX without one.
 */
export const TRON_EXPECTED_RULES: ExpectedDepositRules = {
  sameContract: (a, b) => {
    const left = canonicalAddress(a);
    return left !== null && left === canonicalAddress(b);
  },
  isNative: isNativeToken,
  refusal: 'Portage will not sign them.',
};

function refuse(code: TronDepositErrorCode, message: string): never {
  throw new TronDepositError(code, message);
}

/**
 * Builds the unsigned transaction of a Tron `transfer` deposit action. Throws `TronDepositError`
 * when the action cannot be sent as it is, and `RangeError` when `ctx` is not usable.
 */
export function buildTronDeposit(action: DepositAction, ctx: TronDepositContext): TronDeposit {
  // First: nothing the service says is used before it matches what the person chose.
  const chosenAmount = assertExpectedDeposit(action, ctx.expected, TRON_EXPECTED_RULES);
  const chosen = ctx.expected.token;
  const owner = contextAddress(ctx.sender, 'sender');
  const validFor = ctx.validForMs ?? DEFAULT_VALID_FOR_MS;
  if (!Number.isSafeInteger(ctx.now) || ctx.now <= 0 || !Number.isSafeInteger(validFor) || validFor <= 0) {
    throw new RangeError(
      `buildTronDeposit needs a positive time and validity in ms, got ${String(ctx.now)} and ${String(validFor)}`,
    );
  }
  const { number, id } = ctx.refBlock;
  if (!Number.isSafeInteger(number) || number < 0 || !/^[0-9a-fA-F]{64}$/.test(id)) {
    throw new RangeError(
      `buildTronDeposit needs a block number and a 64-hex-digit block id, got ${number} and ${id}`,
    );
  }
  const feeLimit = ctx.feeLimit ?? DEFAULT_FEE_LIMIT;
  if (feeLimit <= 0n || feeLimit > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`buildTronDeposit needs a positive fee limit, got ${feeLimit}`);
  }

  if (action.type !== 'transfer') {
    refuse(
      'NOT_A_TRANSFER',
      'These deposit instructions are not a wallet transfer, and Tron deposits from a wallet can only be sent so.',
    );
  }
  // The token is the person's choice (the action was just found to name the same one): its
  // contract is the one called, whatever spelling the action used.
  const symbol = chosen.symbol.trim() || 'the token';
  const recipient = readRecipient(action.to_address);
  const memo = readMemo(action.call_data, ctx.sequenceNumber);
  const native = TRON_EXPECTED_RULES.isNative(chosen.contract);
  exactActionAmount(
    action,
    {
      symbol,
      decimals: chosen.decimals,
      max: native ? TRX_INT64_MAX : U256_MAX,
      chain: 'Tron',
      verb: 'sign',
      refusal: REFUSE,
    },
    refuse,
  );
  const amount = chosenAmount;

  const header = {
    ref_block_bytes: (number & 0xffff).toString(16).padStart(4, '0'),
    ref_block_hash: id.slice(16, 32).toLowerCase(),
    expiration: ctx.now + validFor,
    timestamp: ctx.now,
    data: bytesToHex(new TextEncoder().encode(memo)),
  };

  if (native) {
    if (chosen.decimals !== TRX_DECIMALS) {
      refuse(
        'WRONG_TOKEN',
        `The service's deposit instructions give ${symbol} ${String(chosen.decimals)} decimals, but TRX has ${TRX_DECIMALS}: ${REFUSE}`,
      );
    }
    // The JSON form carries the amount as a JSON number, which is exact only up to 2^53 − 1.
    if (amount > BigInt(Number.MAX_SAFE_INTEGER)) {
      refuse(
        'AMOUNT_MISMATCH',
        `The service's deposit amount is larger than a Tron wallet can sign exactly: ${REFUSE}`,
      );
    }
    const value: TransferContractValue = {
      amount: Number(amount),
      owner_address: bytesToHex(owner),
      to_address: bytesToHex(recipient),
    };
    return {
      transaction: assemble(
        header,
        { type: 'TransferContract', parameter: { type_url: `${TYPE_URL}TransferContract`, value } },
        concatBytes(pbBytes(1, owner), pbBytes(2, recipient), pbVarint(3, amount)),
      ),
      kind: 'trx',
      amount,
      feeLimit: 0n,
      memo,
      recipient: encodeAddress(recipient),
      token: null,
    };
  }

  const contractText = String(chosen.contract);
  const canonical = canonicalAddress(contractText);
  const tokenAddress = canonical === null ? null : decodeAddress(canonical);
  if (tokenAddress === null) {
    refuse(
      'WRONG_TOKEN',
      `The service's deposit instructions name "${clip(contractText)}" as the contract of ${symbol}, which is not a Tron address: ${REFUSE}`,
    );
  }
  if (equalBytes(tokenAddress, recipient)) {
    refuse(
      'WRONG_RECIPIENT',
      `The service's deposit instructions send ${symbol} to its own token contract, where it would be lost: ${REFUSE}`,
    );
  }
  const callData = concatBytes(
    hexToBytes(TRC20_TRANSFER_SELECTOR),
    word(BigInt(`0x${bytesToHex(recipient.subarray(1))}`)),
    word(amount),
  );
  const value: TriggerSmartContractValue = {
    data: bytesToHex(callData),
    owner_address: bytesToHex(owner),
    contract_address: bytesToHex(tokenAddress),
  };
  return {
    transaction: assemble(
      header,
      { type: 'TriggerSmartContract', parameter: { type_url: `${TYPE_URL}TriggerSmartContract`, value } },
      concatBytes(pbBytes(1, owner), pbBytes(2, tokenAddress), pbBytes(4, callData)),
      feeLimit,
    ),
    kind: 'trc20',
    amount,
    feeLimit,
    memo,
    recipient: encodeAddress(recipient),
    token: encodeAddress(tokenAddress),
  };
}

/**
 * What the wallet will be asked to sign, read from the transaction Portage built (not from the
 * service's words): the TRX sent and its recipient, or the `transfer(address,uint256)` call's
 * recipient and amount, which must be made on the expected token's contract, and the memo (the
 * swap's number) in its `raw_data.data`. Throws an `Error`
 * when the transaction is not one `buildTronDeposit` makes (a bug, not a refusal).
 */
export function describeTronDeposit(
  built: TronDeposit,
  expected: ExpectedDeposit,
  networkName: string,
): DepositPreview {
  const { symbol, decimals } = expected.token;
  const [contract] = built.transaction.raw_data.contract;
  const memo = new TextDecoder().decode(hexToBytes(built.transaction.raw_data.data));
  if (!/^\d+$/.test(memo)) {
    throw new Error("describeTronDeposit: the transaction's memo is not the swap's number");
  }
  const base = { decimals, symbol, network: networkName, memo };
  if (contract.type === 'TransferContract') {
    if (!TRON_EXPECTED_RULES.isNative(expected.token.contract)) {
      throw new Error(`describeTronDeposit: the transaction sends TRX, not ${symbol}`);
    }
    const { amount, to_address } = contract.parameter.value;
    return { ...base, amount: BigInt(amount), to: encodeAddress(to_address) };
  }
  const { contract_address, data } = contract.parameter.value;
  const chosen = expected.token.contract;
  if (chosen === null || !TRON_EXPECTED_RULES.sameContract(contract_address, chosen)) {
    throw new Error(`describeTronDeposit: the call is not made on the ${symbol} contract`);
  }
  // transfer(address,uint256): the selector, then two 32-byte words (the address in the last 20).
  const call = new RegExp(`^${TRC20_TRANSFER_SELECTOR}0{24}([0-9a-f]{40})([0-9a-f]{64})$`).exec(
    data.toLowerCase(),
  );
  if (call?.[1] === undefined || call[2] === undefined) {
    throw new Error('describeTronDeposit: the call is not a TRC-20 transfer');
  }
  return { ...base, amount: BigInt(`0x${call[2]}`), to: encodeAddress(`41${call[1]}`) };
}

/** The 21 bytes (0x41 + 20) of a base58 Tron address, or null. */
export function decodeAddress(text: string): Uint8Array | null {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return null;
  try {
    const bytes = base58check.decode(text);
    return bytes.length === 21 && bytes[0] === 0x41 ? bytes : null;
  } catch {
    return null;
  }
}

/** The base58 form of a 21-byte (0x41…) or hex (`41…`) Tron address. */
export function encodeAddress(bytes: Uint8Array | string): string {
  return base58check.encode(typeof bytes === 'string' ? hexToBytes(bytes) : bytes);
}

/** The transaction id: SHA-256 of the raw data's protobuf bytes. */
export function transactionId(rawDataHex: string): string {
  return bytesToHex(sha256(hexToBytes(rawDataHex)));
}

/**
 * The transaction of one contract: `Transaction.raw` fields 1 (ref_block_bytes), 4
 * (ref_block_hash), 8 (expiration), 10 (data), 11 (the contract: its type, then its parameter as
 * a `google.protobuf.Any`), 14 (timestamp), 18 (fee_limit, for a contract call), in field order
 * as protobuf encoders write them (the id is the hash of these bytes), with its JSON form.
 */
function assemble(
  header: Omit<TronTransaction['raw_data'], 'contract' | 'fee_limit'>,
  contract: TronTransaction['raw_data']['contract'][0],
  parameter: Uint8Array,
  feeLimit?: bigint,
): TronTransaction {
  const typeUrl = new TextEncoder().encode(contract.parameter.type_url);
  const any = concatBytes(pbBytes(1, typeUrl), pbBytes(2, parameter));
  const type = contract.type === 'TransferContract' ? TRANSFER_CONTRACT : TRIGGER_SMART_CONTRACT;
  const raw = concatBytes(
    pbBytes(1, hexToBytes(header.ref_block_bytes)),
    pbBytes(4, hexToBytes(header.ref_block_hash)),
    pbVarint(8, BigInt(header.expiration)),
    pbBytes(10, hexToBytes(header.data)),
    pbBytes(11, concatBytes(pbVarint(1, BigInt(type)), pbBytes(2, any))),
    pbVarint(14, BigInt(header.timestamp)),
    feeLimit === undefined ? new Uint8Array() : pbVarint(18, feeLimit),
  );
  const rawData: TronTransaction['raw_data'] = {
    contract: [contract],
    ...header,
    ...(feeLimit === undefined ? {} : { fee_limit: Number(feeLimit) }),
  };
  return { visible: false, txID: bytesToHex(sha256(raw)), raw_data: rawData, raw_data_hex: bytesToHex(raw) };
}

function readRecipient(to: string | undefined): Uint8Array {
  if (to === undefined || to.trim() === '') {
    refuse('MISSING_FIELD', `The service's deposit instructions have no address to send to: ${REFUSE}`);
  }
  const bytes = decodeAddress(to);
  if (bytes === null) {
    refuse(
      'WRONG_RECIPIENT',
      `The service's deposit instructions send to "${clip(to)}", which is not a Tron address: ${REFUSE}`,
    );
  }
  return bytes;
}

/**
 * The memo must be the swap's sequence number (the kit's rule): another swap's number credits the
 * deposit to that swap, and without the number nothing can be checked, so nothing is signed.
 */
function readMemo(callData: string | undefined, sequenceNumber: string | undefined): string {
  if (typeof callData === 'string' && callData.length > MAX_MEMO_DIGITS) {
    refuse(
      'BAD_MEMO',
      `The service's Tron memo is not the swap's number, so the deposit could not be matched to this swap: ${REFUSE}`,
    );
  }
  const known =
    sequenceNumber !== undefined && /^\d+$/.test(sequenceNumber) ? BigInt(sequenceNumber) : undefined;
  return swapMemo(callData, known, { memo: 'Tron memo', refusal: REFUSE }, refuse);
}

function contextAddress(text: string, what: string): Uint8Array {
  const bytes = typeof text === 'string' ? decodeAddress(text) : null;
  if (bytes === null) {
    throw new RangeError(
      `buildTronDeposit needs a base58 Tron address as ${what}, got ${JSON.stringify(text)}`,
    );
  }
  return bytes;
}

// Protobuf, the few shapes a Tron transaction needs: varints and length-delimited fields, written
// in field order as protobuf encoders do (the transaction id is the hash of these bytes).

function varint(value: bigint): Uint8Array {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80n) {
    out.push(Number(rest & 0x7fn) | 0x80);
    rest >>= 7n;
  }
  out.push(Number(rest));
  return Uint8Array.from(out);
}

function pbVarint(field: number, value: bigint): Uint8Array {
  return concatBytes(varint(BigInt(field << 3)), varint(value));
}

function pbBytes(field: number, bytes: Uint8Array): Uint8Array {
  return concatBytes(varint(BigInt((field << 3) | 2)), varint(BigInt(bytes.length)), bytes);
}

function word(value: bigint): Uint8Array {
  return hexToBytes(value.toString(16).padStart(64, '0'));
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
