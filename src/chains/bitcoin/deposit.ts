/**
 * Bitcoin deposit: the service's `transfer` deposit action → an unsigned PSBT the sender's wallet
 * signs (spec §2.8, §4.10, §8.2; DESIGN §1 "Bitcoin memo"). Pure: no wallet, no network; the
 * caller brings the sender's coins (UTXOs), public key and fee rate.
 *
 * Outputs, in this order: the payment of `amount_in_base_units` satoshis to `to_address`, the
 * OP_RETURN memo, then change back to `changeAddress ?? sender` when it is worth an output.
 *
 * The memo. `call_data` is a decimal number, which must be the swap's sequence number
 * (`ctx.sequenceNumber`): the service credits the deposit by it, so another swap's number, free
 * text, no memo, or a swap whose number Portage does not know is refused (the kit's `swapMemo`).
 * The OP_RETURN carries its hexadecimal TEXT: lowercase, padded to an even number of digits
 * (`11177265` → `aa8d31`), read back from the built transaction before it is handed over.
 * The script pushes the ASCII bytes of that text, not the bytes the digits spell:
 * `6a 06 616138643331` ("aa8d31"), never `6a 03 aa8d31`. This is the reading of the sandbox
 * (`bitcoinOpReturnText` in service/deposits/bitcoin.ts, which also counts the 80-byte limit on
 * the ASCII text) and of the reference client, which pushes `Buffer.from(hexText, 'utf8')`. The
 * 80-byte limit is therefore 80 hex digits: memos up to 16^80 − 1.
 *
 * Inputs. All come from the sender's address, whose type decides how they are described:
 * P2PKH needs the whole previous transaction (`nonWitnessUtxo`); P2SH-P2WPKH the witness output
 * and the redeem script rebuilt from the public key; P2WPKH the witness output; P2TR (key path,
 * BIP-86) the witness output and the x-only internal key. Signature hash per spec §4.10: taproot
 * SIGHASH_DEFAULT (0, a 64-byte Schnorr signature, no `sighashType` written to the PSBT), every
 * other type SIGHASH_ALL (1, also written to the PSBT input). `inputsToSign` says the same for
 * the wallet (sats-connect's `signPsbt`).
 *
 * Coins are chosen largest first (ties by txid, then vout) until they cover the amount and the
 * fee. The fee is `ceil(feeRate × vsize)`, with vsize from the weight model below, which is an
 * upper bound of the signed transaction's size (72-byte ECDSA signatures with the sighash byte):
 *
 * | part | weight units | vbytes |
 * |---|---|---|
 * | version, locktime, input and output counts | 4 × (8 + varint + varint) | 10 |
 * | segwit marker and flag (any segwit input) | 2 | 0.5 |
 * | P2PKH input: outpoint 36, scriptSig 1 + 107, sequence 4 | 592 | 148 |
 * | P2SH-P2WPKH input: 4 × (36 + 1 + 23 + 4) + witness 108 | 364 | 91 |
 * | P2WPKH input: 4 × 41 + witness (1 + 73 + 34) | 272 | 68 |
 * | P2TR key-path input: 4 × 41 + witness (1 + 65) | 230 | 57.5 |
 * | output: 4 × (8 + varint + script) | P2PKH 136, P2SH 128, P2WPKH 124, P2WSH and P2TR 172 | 34, 32, 31, 43 |
 * | memo output: 8 + 1 + OP_RETURN + push opcode(s) + text | 4 × (11 + text); 4 × (12 + text) from 76 bytes | 17 for `aa8d31` |
 *
 * Change is added only when at least 546 satoshis remain after the larger fee that pays for it;
 * anything smaller goes to the fee.
 *
 * What the person chose comes first: the action must be for the network, the coin (bitcoin itself:
 * Portage sends no token on Bitcoin), the decimals and the exact amount they chose
 * (`assertExpectedDeposit`). The fee rate is the node's answer, and the coins the node's list, so
 * neither is taken on its word: a fee rate above `maxFeeRate` (300 sat/vB unless the caller says
 * otherwise) is refused; so is a fee above `maxFeeShare` of the payment (2 %) unless it is within
 * `feeFloor` (10,000 satoshis, which any deposit may pay), and a deposit that would need more than
 * `maxInputs` coins (50). A lying or broken node cannot make a deposit pay many times its worth in
 * fees (20,000 sat/vB would take 0.031 BTC from a 0.001 BTC deposit), nor a wallet of many small
 * coins pay a few percent of a large one (173 coins paid 3.6 % of a 1 BTC deposit).
 *
 * Whatever does not add up is refused with a `BitcoinDepositError` (an `ExpectedDepositError` for
 * an action that is not what the person chose) whose message a person can read; a context that the
 * caller got wrong (a fee rate of zero, a malformed or foreign UTXO) throws a `RangeError`, as for
 * EVM.
 */
import { base64, hex } from '@scure/base';
import {
  Address,
  NETWORK,
  OutScript,
  p2pkh,
  p2sh,
  p2tr,
  p2wpkh,
  Script,
  SigHash,
  TEST_NETWORK,
  Transaction,
} from '@scure/btc-signer';
import type { DepositAction } from '../../api/types';
import { amountsAgree, formatUnits, numberToDecimalString, parseUnits } from '../../lib/amount';
import type { BitcoinNetwork } from '../kit/address/types';
import type { DepositPreview } from '../kit/contract';
import { lowerFirst } from '../kit/error-text';
import {
  assertExpectedDeposit,
  type ExpectedDeposit,
  type ExpectedDepositRules,
  isNativeToken,
} from '../kit/expected';
import { swapMemo } from '../kit/memo';
import { clip, DepositRefusal } from '../kit/refusal';
import { validateBitcoinAddress } from './address';

export interface Utxo {
  /** Display-order hex, as block explorers and wallets show it. */
  txid: string;
  vout: number;
  /** Satoshis. */
  value: bigint;
  /** Hex scriptPubKey of the coin (segwit, taproot); must be the sender's when given. */
  script?: string;
  /** Hex of the whole previous transaction: required for P2PKH, passed on for segwit v0. */
  nonWitnessUtxo?: string;
}

export type BitcoinNetworkName = BitcoinNetwork;

/** The highest fee rate (sat/vB) Portage pays unless told otherwise. */
export const DEFAULT_MAX_FEE_RATE = 300;
/**
 * The largest share of the payment the fee may be unless told otherwise: 2 %. A deposit of one or
 * two coins at a normal rate pays far less (170 vB at 20 sat/vB is 3,400 satoshis, 0.34 % of
 * 0.01 BTC); more is a node asking too much or a wallet spending too many small coins.
 */
export const DEFAULT_MAX_FEE_SHARE = 0.02;
/**
 * The fee any deposit may pay, whatever its share (satoshis): 10,000, the fee of the usual
 * deposit of one coin (payment, memo and change: 170 vB from native segwit, 250 vB from a legacy
 * address) at 40–60 sat/vB, a busy but ordinary day. Without it, 2 % would refuse a small but
 * normal deposit: 0.001 BTC allows only 2,000 satoshis, 12 sat/vB. Above 0.005 BTC the 2 % is more.
 */
export const DEFAULT_FEE_FLOOR = 10_000n;
/**
 * The most coins one deposit spends unless told otherwise: 50. Each coin is an input the wallet
 * signs (a hardware wallet checks each, and for all but taproot reads its whole previous
 * transaction, which the PSBT carries) and 68–148 vB the deposit pays for: 50 native segwit
 * inputs are 3,400 vB, 34,000 satoshis at 10 sat/vB, and 50 legacy ones 7,400 vB, still far under
 * the 100,000 vB a standard transaction may have. A wallet that needs more should consolidate its
 * coins first, at a quiet time, rather than pay for them inside a swap.
 */
export const DEFAULT_MAX_INPUTS = 50;

/**
 * How Bitcoin compares the service's token with the person's choice: bitcoin itself has no
 * contract, and Portage sends nothing else on Bitcoin, so no two contracts are the same token.
 */
export const BITCOIN_EXPECTED_RULES: ExpectedDepositRules = {
  isNative: isNativeToken,
  sameContract: () => false,
};

/** How much fee, and how many coins, a deposit may have; each the default when not given. */
export interface BitcoinFeeLimits {
  /** The largest fee accepted, as a share of the payment; `DEFAULT_MAX_FEE_SHARE` when not given. */
  maxFeeShare?: number | undefined;
  /** Satoshis of fee accepted whatever the share; `DEFAULT_FEE_FLOOR` when not given. */
  feeFloor?: bigint | undefined;
  /** The most coins spent; `DEFAULT_MAX_INPUTS` when not given. */
  maxInputs?: number | undefined;
}

export interface BitcoinDepositContext extends BitcoinFeeLimits {
  /** What the person chose: the action must agree with it. */
  expected: ExpectedDeposit;
  /** The wallet's payment address: where the coins are and, by default, where change goes. */
  sender: string;
  /** Hex: 33-byte compressed key, or for taproot the 32-byte x-only internal key (33 accepted). */
  senderPublicKey: string;
  utxos: Utxo[];
  /** Satoshis per virtual byte, from the node; fractions allowed. */
  feeRate: number;
  /** The highest fee rate accepted from the node (sat/vB); `DEFAULT_MAX_FEE_RATE` when not given. */
  maxFeeRate?: number | undefined;
  network: BitcoinNetworkName;
  changeAddress?: string;
  /** The swap's sequence number (`swap.metadata.sequence_number`): the memo must be it. */
  sequenceNumber: bigint | undefined;
}

export type BitcoinDepositErrorCode =
  | 'NOT_A_TRANSFER'
  /** The memo is not a number in decimal digits. */
  | 'BAD_MEMO'
  /** The swap's sequence number is not known, so the memo cannot be checked. */
  | 'NO_SEQUENCE'
  /** The memo is another swap's number. */
  | 'WRONG_SEQUENCE'
  | 'MEMO_TOO_LONG'
  | 'BAD_ADDRESS'
  | 'AMOUNT_MISMATCH'
  | 'MISSING_FIELD'
  | 'INSUFFICIENT_FUNDS'
  | 'UNSUPPORTED_ADDRESS'
  | 'FEE_TOO_HIGH'
  | 'TOO_MANY_INPUTS';

/** Why Portage will not build a Bitcoin deposit. */
export class BitcoinDepositError extends DepositRefusal<BitcoinDepositErrorCode> {
  override readonly name = 'BitcoinDepositError';
}

export type BitcoinAddressType = 'p2pkh' | 'p2sh-p2wpkh' | 'p2wpkh' | 'p2tr';

export interface BitcoinDeposit {
  /** Unsigned PSBT (version 0). */
  psbt: Uint8Array;
  psbtBase64: string;
  /** Every input, with the sighash type its signature must use (0 taproot default, 1 ALL). */
  inputsToSign: { index: number; sighash: number }[];
  /** Satoshis: inputs − outputs, exactly. */
  fee: bigint;
  /** Satoshis sent back; 0 when there is no change output. */
  change: bigint;
  /** Hex of the whole OP_RETURN output script, e.g. `6a06616138643331` for the memo `aa8d31`. */
  opReturnHex: string;
  /** The memo text the OP_RETURN carries, e.g. `aa8d31`. */
  memoText: string;
  /** The estimated virtual size the fee pays for (an upper bound of the signed size). */
  vsize: number;
  addressType: BitcoinAddressType;
  /** Satoshis paid to the deposit address. */
  amount: bigint;
  /** The fee rate the fee was computed at (sat/vB), as decimal text. */
  feeRate: string;
  network: BitcoinNetworkName;
}

/** Standard relay policy caps an OP_RETURN payload at 80 bytes (spec §8.2). */
export const OP_RETURN_MAX_BYTES = 80;
/** Change below this goes to the fee: the P2PKH dust limit, the largest of all output types. */
export const BITCOIN_DUST_LIMIT = 546n;

const BTC_DECIMALS = 8;
/** 21 million BTC. */
const MAX_SATOSHIS = 21_000_000n * 100_000_000n;
const DIGITS = /^\d+$/;
const HEX_BYTES = /^(?:[0-9a-fA-F]{2})*$/;
const TXID = /^[0-9a-fA-F]{64}$/;
const REFUSE = 'Portage will not sign them.';

export type BtcNetwork = typeof NETWORK;

/** @scure/btc-signer's parameters of each network (also the payout reader's, ./payout.ts). */
export const NETWORKS: Record<BitcoinNetwork, BtcNetwork> = {
  mainnet: NETWORK,
  testnet: TEST_NETWORK,
  regtest: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
};

/** Weight units of one signed input of each type (see the table above). */
const INPUT_WEIGHT: Record<BitcoinAddressType, number> = {
  p2pkh: 148 * 4,
  'p2sh-p2wpkh': 64 * 4 + 108,
  p2wpkh: 41 * 4 + 108,
  p2tr: 41 * 4 + 66,
};

const SIGHASH: Record<BitcoinAddressType, number> = {
  p2pkh: SigHash.ALL,
  'p2sh-p2wpkh': SigHash.ALL,
  p2wpkh: SigHash.ALL,
  p2tr: SigHash.DEFAULT,
};

const TYPE_NAME: Record<BitcoinAddressType, string> = {
  p2pkh: 'legacy (P2PKH)',
  'p2sh-p2wpkh': 'nested segwit (P2SH-P2WPKH)',
  p2wpkh: 'native segwit (P2WPKH)',
  p2tr: 'taproot (P2TR)',
};

function refuse(code: BitcoinDepositErrorCode, message: string): never {
  throw new BitcoinDepositError(code, message);
}

/**
 * A numeric memo → its hexadecimal text, lowercase, padded to an even number of digits:
 * `11177265` → `aa8d31`, `2748` → `0abc`, `0` → `00`. The same text as the sandbox's
 * `bitcoinOpReturnText`. Anything but decimal digits is refused (BAD_MEMO).
 */
export function memoHexText(callData: string): string {
  if (typeof callData !== 'string' || !DIGITS.test(callData)) {
    refuse(
      'BAD_MEMO',
      `The service's deposit instructions carry the memo "${clip(String(callData))}", which is not a whole number: ${REFUSE}`,
    );
  }
  const digits = BigInt(callData).toString(16);
  return digits.length % 2 === 0 ? digits : `0${digits}`;
}

/**
 * The memo of a deposit action (`call_data`), checked: the swap's sequence number (the kit's
 * `swapMemo`: present, decimal digits, this swap's number, which must be known), and the
 * OP_RETURN text it becomes, within the 80 bytes Bitcoin relays. Throws `BitcoinDepositError`.
 */
export function bitcoinMemo(
  callData: string | undefined,
  sequenceNumber: bigint | undefined,
): { sequence: bigint; memoText: string } {
  const digits = swapMemo(callData, sequenceNumber, { memo: 'Bitcoin memo', refusal: REFUSE }, refuse);
  const memoText = memoHexText(digits);
  if (memoText.length > OP_RETURN_MAX_BYTES) {
    refuse('MEMO_TOO_LONG', memoTooLong(String(memoText.length)));
  }
  return { sequence: BigInt(digits), memoText };
}

/**
 * The number an OP_RETURN output script carries as the service reads it: one push of lowercase
 * hexadecimal ASCII text, an even number of digits (`6a06616138643331` → 11177265). Null for any
 * other script.
 */
export function opReturnNumber(script: Uint8Array | undefined): bigint | null {
  if (script === undefined) return null;
  let decoded: unknown[];
  try {
    decoded = Script.decode(script);
  } catch {
    return null;
  }
  const [op, data, ...rest] = decoded;
  if (op !== 'RETURN' || !(data instanceof Uint8Array) || rest.length > 0) return null;
  const text = new TextDecoder().decode(data);
  return /^(?:[0-9a-f]{2})+$/.test(text) ? BigInt(`0x${text}`) : null;
}

/**
 * Builds the unsigned deposit PSBT for a Bitcoin `transfer` deposit action. Throws
 * `BitcoinDepositError` when the action cannot be signed as it is or the coins do not cover it.
 */
export function buildBitcoinDeposit(action: DepositAction, ctx: BitcoinDepositContext): BitcoinDeposit {
  // What the person chose comes first: an action for another network, coin or amount is refused
  // before anything else is read from it.
  // No contract is the same token as another here, so what passes is bitcoin itself, as chosen.
  const amount = assertExpectedDeposit(action, ctx.expected, BITCOIN_EXPECTED_RULES);
  const choice = ctx.expected.token;
  const network = networkOf(ctx.network);
  const rate = feeRateOf(ctx.feeRate);
  const maxRate = positive(ctx.maxFeeRate ?? DEFAULT_MAX_FEE_RATE, 'maxFeeRate');
  const limits = limitsOf(ctx);

  if (choice.decimals !== BTC_DECIMALS) {
    refuse(
      'AMOUNT_MISMATCH',
      `The route lists give ${clip(choice.symbol)} ${choice.decimals} decimals, but bitcoin has ${BTC_DECIMALS}: ${REFUSE}`,
    );
  }
  // The node's fee rate, bounded: a node that asks for too much is not followed.
  if (ctx.feeRate > maxRate) {
    refuse(
      'FEE_TOO_HIGH',
      `The Bitcoin node asks for a fee rate of ${rate.text} sat/vB, above the ${numberToDecimalString(maxRate)} sat/vB Portage pays at most: Portage will not build this deposit.`,
    );
  }

  if (action.type !== 'transfer') {
    refuse(
      'NOT_A_TRANSFER',
      'These deposit instructions are for a manual transfer, not a wallet transaction: send the amount to the deposit address instead.',
    );
  }

  // Where the payment goes.
  const to = action.to_address;
  if (to === undefined || to === '') {
    refuse('MISSING_FIELD', `The service's deposit instructions have no address to send to: ${REFUSE}`);
  }
  const toCheck = validateBitcoinAddress(to, { bitcoinNetwork: ctx.network });
  if (!toCheck.ok) {
    refuse(
      'BAD_ADDRESS',
      `The service's deposit instructions send to "${clip(to)}", which is not a Bitcoin ${ctx.network} address (${lowerFirst(toCheck.reason)}): ${REFUSE}`,
    );
  }
  const payScript = outputScript(toCheck.normalized, network);

  // How much: the amount chosen, which the action's exact amount was just found to be.
  if (action.amount !== undefined && !amountsAgree(action.amount, amount, BTC_DECIMALS)) {
    refuse(
      'AMOUNT_MISMATCH',
      `The service's deposit instructions disagree on the amount (${String(action.amount)} BTC, but ${formatUnits(amount, BTC_DECIMALS)} BTC in satoshis): Portage refuses to sign them.`,
    );
  }
  if (amount === 0n) {
    refuse('AMOUNT_MISMATCH', `The service's deposit instructions are for an amount of zero: ${REFUSE}`);
  }
  if (amount > MAX_SATOSHIS) {
    refuse(
      'AMOUNT_MISMATCH',
      `The service's deposit instructions ask for ${formatUnits(amount, BTC_DECIMALS)} BTC, more than will ever exist: ${REFUSE}`,
    );
  }
  const payDust = dustThreshold(payScript);
  if (amount < payDust) {
    refuse(
      'AMOUNT_MISMATCH',
      `The service's deposit instructions ask for ${amount} satoshis, below the ${payDust} satoshis the Bitcoin network relays to that address: ${REFUSE}`,
    );
  }

  // The memo: this swap's number, as the OP_RETURN text the service reads.
  const { sequence, memoText } = bitcoinMemo(action.call_data, ctx.sequenceNumber);
  const opReturn = Script.encode(['RETURN', new TextEncoder().encode(memoText)]);

  // Whose coins, and where the change goes.
  const sender = senderOf(ctx, network);
  const changeAddress = ctx.changeAddress ?? ctx.sender;
  const changeCheck = validateBitcoinAddress(changeAddress, { bitcoinNetwork: ctx.network });
  if (!changeCheck.ok) {
    refuse(
      'BAD_ADDRESS',
      `The change address "${clip(changeAddress)}" is not a Bitcoin ${ctx.network} address (${lowerFirst(changeCheck.reason)}): Portage will not build this deposit.`,
    );
  }
  const changeScript = outputScript(changeCheck.normalized, network);
  const coins = checkUtxos(ctx.utxos, sender, ctx.network);
  const refuseFee = (fee: bigint): never =>
    refuse(
      'FEE_TOO_HIGH',
      `At the Bitcoin node's fee rate of ${rate.text} sat/vB, the network fee would be ${formatUnits(fee, BTC_DECIMALS)} BTC, ${percentOf(fee, amount)} of the ${formatUnits(amount, BTC_DECIMALS)} BTC deposit, above the ${limits.percent} Portage allows (${formatUnits(limits.floor, BTC_DECIMALS)} BTC on any deposit): Portage will not build this deposit.`,
    );
  // Even the smallest transaction (one coin, no change) would pay too much: said before the coins.
  const smallest = rate.fee(vsizeOf(sender.type, 1, [payScript, opReturn]));
  if (limits.tooMuchFee(smallest, amount)) refuseFee(smallest);

  // Largest coins first until the amount and the fee are covered.
  const sorted = [...coins].sort(largestFirst);
  const bare = [payScript, opReturn];
  const withChange = [payScript, opReturn, changeScript];
  let total = 0n;
  let chosen: { count: number; fee: bigint; change: bigint; vsize: number } | undefined;
  for (let count = 1; count <= sorted.length; count++) {
    total += sorted[count - 1]?.value ?? 0n;
    const bareSize = vsizeOf(sender.type, count, bare);
    if (total < amount + rate.fee(bareSize)) continue;
    const changeSize = vsizeOf(sender.type, count, withChange);
    const change = total - amount - rate.fee(changeSize);
    chosen =
      change >= BITCOIN_DUST_LIMIT
        ? { count, fee: rate.fee(changeSize), change, vsize: changeSize }
        : { count, fee: total - amount, change: 0n, vsize: bareSize };
    break;
  }
  if (chosen === undefined) {
    const fee = rate.fee(vsizeOf(sender.type, Math.max(1, sorted.length), bare));
    refuse(
      'INSUFFICIENT_FUNDS',
      `This wallet has ${formatUnits(total, BTC_DECIMALS)} BTC to spend, but the deposit needs ${formatUnits(amount + fee, BTC_DECIMALS)} BTC: ${formatUnits(amount, BTC_DECIMALS)} BTC for the swap and about ${formatUnits(fee, BTC_DECIMALS)} BTC of network fee at ${rate.text} sat/vB.`,
    );
  }
  if (chosen.count > limits.maxInputs) {
    refuse(
      'TOO_MANY_INPUTS',
      `This deposit would spend ${chosen.count} of the wallet's coins, more than the ${limits.maxInputs} Portage puts in one transaction: send the wallet's coins to itself in one transaction first, or deposit less.`,
    );
  }

  const tx = new Transaction({ version: 2, allowUnknownOutputs: true });
  const selected = sorted.slice(0, chosen.count);
  for (const coin of selected) {
    tx.addInput({
      txid: coin.txid,
      index: coin.vout,
      ...(sender.type === 'p2pkh' ? {} : { witnessUtxo: { script: sender.script, amount: coin.value } }),
      ...(coin.prevTx !== undefined && sender.type !== 'p2tr' ? { nonWitnessUtxo: coin.prevTx } : {}),
      ...(sender.redeemScript === undefined ? {} : { redeemScript: sender.redeemScript }),
      ...(sender.tapInternalKey === undefined ? {} : { tapInternalKey: sender.tapInternalKey }),
      ...(sender.type === 'p2tr' ? {} : { sighashType: SigHash.ALL }),
    });
  }
  tx.addOutput({ script: payScript, amount });
  tx.addOutput({ script: opReturn, amount: 0n });
  if (chosen.change > 0n) tx.addOutput({ script: changeScript, amount: chosen.change });
  if (tx.fee !== chosen.fee) {
    throw new Error(`Bitcoin deposit: the PSBT's fee ${tx.fee} is not the computed fee ${chosen.fee}`);
  }
  // What the service will read: the OP_RETURN's ASCII hex text, which must spell this swap's number.
  if (opReturnNumber(tx.getOutput(1).script) !== sequence) {
    throw new Error("Bitcoin deposit: the PSBT's OP_RETURN does not carry the swap's number");
  }
  // The fee as spent, dust given up to it included.
  if (limits.tooMuchFee(chosen.fee, amount)) refuseFee(chosen.fee);

  const psbt = tx.toPSBT(0);
  return {
    psbt,
    psbtBase64: base64.encode(psbt),
    inputsToSign: selected.map((_, index) => ({ index, sighash: SIGHASH[sender.type] })),
    fee: chosen.fee,
    change: chosen.change,
    opReturnHex: hex.encode(opReturn),
    memoText,
    vsize: chosen.vsize,
    addressType: sender.type,
    amount,
    feeRate: rate.text,
    network: ctx.network,
  };
}

/**
 * What the wallet will be asked to sign, read back from the PSBT: the payment output's amount and
 * address, the fee (inputs − outputs), and the swap's number its OP_RETURN carries. Throws a `BitcoinDepositError` when what was built is not
 * the deposit the person chose.
 */
export function describeBitcoinDeposit(
  built: BitcoinDeposit,
  expected: ExpectedDeposit,
  networkName: string,
): DepositPreview {
  const tx = Transaction.fromPSBT(built.psbt, { allowUnknownOutputs: true });
  const payment = tx.getOutput(0);
  const to = tx.getOutputAddress(0, networkOf(built.network));
  const amount = payment.amount ?? 0n;
  if (to === undefined || amount !== BigInt(expected.amount)) {
    refuse(
      'AMOUNT_MISMATCH',
      `The built Bitcoin deposit pays ${formatUnits(amount, BTC_DECIMALS)} BTC, not the ${formatUnits(BigInt(expected.amount), BTC_DECIMALS)} BTC you chose: Portage will not sign it.`,
    );
  }
  const memo = tx.outputsLength > 1 ? opReturnNumber(tx.getOutput(1).script) : null;
  if (memo === null) {
    refuse(
      'BAD_MEMO',
      "The built Bitcoin deposit does not carry the swap's number: Portage will not sign it.",
    );
  }
  return {
    amount,
    decimals: BTC_DECIMALS,
    symbol: expected.token.symbol,
    network: networkName,
    to,
    fee: { amount: tx.fee, decimals: BTC_DECIMALS, symbol: expected.token.symbol },
    caveat: null,
    memo: memo.toString(),
  };
}

/**
 * The fee rate ceiling a build sets (`VITE_PORTAGE_BTC_MAX_FEE_RATE`): a positive number of sat/vB
 * written in decimal ("300", "12.5"). Undefined when it is not set or not such a number, so that a
 * mistyped setting cannot lift the ceiling.
 */
export function parseMaxFeeRate(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return undefined;
  const rate = Number(trimmed);
  return Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

function positive(value: number, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new RangeError(`buildBitcoinDeposit needs a positive ${what}, got ${String(value)}`);
  }
  return value;
}

interface Limits {
  /** The share as a person writes it: 0.02 → "2%", 0.025 → "2.5%". */
  percent: string;
  floor: bigint;
  maxInputs: number;
  /** `fee > floor` and `fee > share × amount`, exactly: the share is read from its decimal text. */
  tooMuchFee(fee: bigint, amount: bigint): boolean;
}

function limitsOf(given: BitcoinFeeLimits): Limits {
  const share = positive(given.maxFeeShare ?? DEFAULT_MAX_FEE_SHARE, 'maxFeeShare');
  const floor = given.feeFloor ?? DEFAULT_FEE_FLOOR;
  if (typeof floor !== 'bigint' || floor < 0n) {
    throw new RangeError(
      `buildBitcoinDeposit needs a feeFloor of zero or more satoshis, got ${String(floor)}`,
    );
  }
  const maxInputs = given.maxInputs ?? DEFAULT_MAX_INPUTS;
  if (!Number.isSafeInteger(maxInputs) || maxInputs < 1) {
    throw new RangeError(`buildBitcoinDeposit needs a maxInputs of one or more, got ${String(maxInputs)}`);
  }
  const text = numberToDecimalString(share);
  const places = text.split('.')[1]?.length ?? 0;
  const scaled = parseUnits(text, places, { maxDigits: Number.POSITIVE_INFINITY });
  const scale = 10n ** BigInt(places);
  return {
    percent: `${formatUnits(scaled * 100n, places)}%`,
    floor,
    maxInputs,
    tooMuchFee: (fee, amount) => fee > floor && fee * scale > amount * scaled,
  };
}

/** `fee` as a percentage of `amount`, rounded up to a hundredth: never shown below what it is. */
function percentOf(fee: bigint, amount: bigint): string {
  return `${formatUnits((fee * 10_000n + amount - 1n) / amount, 2)}%`;
}

/** The longest memo the fee reserve allows for: 20 hex digits, sequence numbers below 16^20. */
const RESERVE_MEMO_TEXT_BYTES = 20;
/** The largest usual payment script: P2TR and P2WSH, 34 bytes. */
const RESERVE_PAYMENT_SCRIPT_BYTES = 34;

/**
 * The network fee a deposit spending all `inputs` coins of an `addressType` sender needs at
 * `feeRate`, with no change: what "max" keeps aside, so that the balance minus this reserve can
 * always be deposited. Sized for the largest usual deposit address (P2TR) and a memo of up to 20
 * hex digits, so it is never short.
 */
export function depositFeeReserve(addressType: BitcoinAddressType, inputs: number, feeRate: number): bigint {
  const rate = feeRateOf(feeRate);
  const memo = Script.encode(['RETURN', new Uint8Array(RESERVE_MEMO_TEXT_BYTES)]);
  const payment = new Uint8Array(RESERVE_PAYMENT_SCRIPT_BYTES);
  return rate.fee(vsizeOf(addressType, Math.max(1, inputs), [payment, memo]));
}

/**
 * What "Max" keeps aside from a balance of these coins (satoshis) at `feeRate`: the balance less
 * the largest deposit the builder will make from them. That deposit spends the largest coins
 * first, at most `maxInputs` of them, pays `depositFeeReserve` for them and stays within the fee
 * ceiling; coins worth less than their own input are left out. Where none fits (a balance too
 * small for the fee), the fee of spending every coin, and the builder says why it refuses.
 */
export function depositReserveOf(
  addressType: BitcoinAddressType,
  coins: bigint[],
  feeRate: number,
  given: BitcoinFeeLimits = {},
): bigint {
  const limits = limitsOf(given);
  const balance = coins.reduce((sum, value) => sum + value, 0n);
  const sorted = [...coins].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  let spent = 0n;
  let best: bigint | undefined;
  for (let count = 1; count <= Math.min(sorted.length, limits.maxInputs); count++) {
    spent += sorted[count - 1] ?? 0n;
    const fee = depositFeeReserve(addressType, count, feeRate);
    const amount = spent - fee;
    if (amount <= 0n || limits.tooMuchFee(fee, amount)) continue;
    if (best === undefined || amount > best) best = amount;
  }
  return best === undefined ? depositFeeReserve(addressType, coins.length, feeRate) : balance - best;
}

function memoTooLong(bytes: string): string {
  return `The service's deposit memo needs ${bytes} bytes in the transaction, but Bitcoin relays at most ${OP_RETURN_MAX_BYTES}: ${REFUSE}`;
}

function networkOf(name: BitcoinNetworkName): BtcNetwork {
  if (!Object.hasOwn(NETWORKS, name)) {
    throw new RangeError(`buildBitcoinDeposit needs mainnet, testnet or regtest, got ${String(name)}`);
  }
  return NETWORKS[name];
}

interface FeeRate {
  text: string;
  /** `ceil(rate × vsize)`, exactly: the rate is read from its decimal text, not multiplied as a float. */
  fee(vsize: number): bigint;
}

function feeRateOf(feeRate: number): FeeRate {
  if (typeof feeRate !== 'number' || !Number.isFinite(feeRate) || feeRate <= 0) {
    throw new RangeError(`buildBitcoinDeposit needs a positive fee rate in sat/vB, got ${String(feeRate)}`);
  }
  const text = numberToDecimalString(feeRate);
  const places = text.split('.')[1]?.length ?? 0;
  const scaled = parseUnits(text, places, { maxDigits: Number.POSITIVE_INFINITY });
  const scale = 10n ** BigInt(places);
  return { text, fee: (vsize) => (BigInt(vsize) * scaled + scale - 1n) / scale };
}

function varintSize(n: number): number {
  if (n < 0xfd) return 1;
  if (n <= 0xffff) return 3;
  return n <= 0xffffffff ? 5 : 9;
}

/** Virtual size of a transaction with `inputs` signed inputs of `type` and these output scripts. */
function vsizeOf(type: BitcoinAddressType, inputs: number, outputs: Uint8Array[]): number {
  let weight = 4 * (4 + varintSize(inputs) + varintSize(outputs.length) + 4);
  if (type !== 'p2pkh') weight += 2;
  weight += inputs * INPUT_WEIGHT[type];
  for (const script of outputs) weight += 4 * (8 + varintSize(script.length) + script.length);
  return Math.ceil(weight / 4);
}

function outputScript(address: string, network: BtcNetwork): Uint8Array {
  return OutScript.encode(Address(network).decode(address));
}

/**
 * Bitcoin Core's dust threshold at its default 3 sat/vB dust relay fee: what spending the output
 * would cost (148 bytes for a legacy input, 67 vbytes for a witness one) plus the output itself.
 */
function dustThreshold(script: Uint8Array): bigint {
  const type = OutScript.decode(script).type;
  const witness = type === 'wpkh' || type === 'wsh' || type === 'tr';
  const size = 8 + varintSize(script.length) + script.length;
  return BigInt((size + (witness ? 67 : 148)) * 3);
}

interface Sender {
  type: BitcoinAddressType;
  script: Uint8Array;
  redeemScript?: Uint8Array;
  tapInternalKey?: Uint8Array;
}

/** The sender's address type, checked against the public key the wallet gave for it. */
function senderOf(ctx: BitcoinDepositContext, network: BtcNetwork): Sender {
  const check = validateBitcoinAddress(ctx.sender, { bitcoinNetwork: ctx.network });
  if (!check.ok) {
    refuse(
      'BAD_ADDRESS',
      `The wallet's address "${clip(String(ctx.sender))}" is not a Bitcoin ${ctx.network} address (${lowerFirst(check.reason)}): Portage will not build this deposit.`,
    );
  }
  const address = check.normalized;
  const decoded = Address(network).decode(address);
  const key = publicKeyBytes(ctx.senderPublicKey);
  const mismatch = (type: BitcoinAddressType): never => keyMismatch(type, address);

  switch (decoded.type) {
    case 'tr': {
      if (key.length !== 32 && key.length !== 33) return mismatch('p2tr');
      const internal = key.length === 33 ? key.subarray(1) : key;
      const payment = derive(() => p2tr(internal, undefined, network));
      if (payment?.address !== address) return mismatch('p2tr');
      return { type: 'p2tr', script: payment.script, tapInternalKey: internal };
    }
    case 'pkh':
    case 'sh':
    case 'wpkh': {
      const type: BitcoinAddressType =
        decoded.type === 'pkh' ? 'p2pkh' : decoded.type === 'sh' ? 'p2sh-p2wpkh' : 'p2wpkh';
      if (key.length === 65) {
        refuse(
          'UNSUPPORTED_ADDRESS',
          'This wallet uses an uncompressed public key: Portage can only build deposits for compressed keys.',
        );
      }
      if (key.length !== 33) return mismatch(type);
      if (type === 'p2pkh') {
        const payment = derive(() => p2pkh(key, network));
        if (payment?.address !== address) return mismatch(type);
        return { type, script: payment.script };
      }
      const witness = derive(() => p2wpkh(key, network));
      if (witness === undefined) return mismatch(type);
      if (type === 'p2wpkh') {
        if (witness.address !== address) return mismatch(type);
        return { type, script: witness.script };
      }
      const nested = p2sh(witness, network);
      if (nested.address !== address) {
        refuse(
          'UNSUPPORTED_ADDRESS',
          `The wallet's address ${clip(address)} is a script address that is not the nested segwit (P2SH-P2WPKH) address of its key, so Portage cannot tell how to spend from it: use a taproot, native segwit, nested segwit or legacy address.`,
        );
      }
      return { type, script: nested.script, redeemScript: witness.script };
    }
    default:
      return refuse(
        'UNSUPPORTED_ADDRESS',
        `Portage cannot build deposits from the wallet's address ${clip(address)}: use a taproot, native segwit, nested segwit or legacy address.`,
      );
  }
}

function keyMismatch(type: BitcoinAddressType, address: string): never {
  return refuse(
    'BAD_ADDRESS',
    `The wallet's public key does not belong to its ${TYPE_NAME[type]} address ${clip(address)}: Portage will not build this deposit.`,
  );
}

function publicKeyBytes(text: string): Uint8Array {
  if (typeof text !== 'string' || text === '' || !HEX_BYTES.test(text)) {
    throw new RangeError('buildBitcoinDeposit needs the sender public key as hex');
  }
  return hex.decode(text.toLowerCase());
}

/** A payment from a key; `undefined` when the library refuses the key (not a curve point). */
function derive<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch {
    return undefined;
  }
}

interface Coin {
  txid: string;
  vout: number;
  value: bigint;
  prevTx?: Uint8Array;
}

/** The caller's coins: well formed, distinct, the sender's, and described enough to be signed. */
function checkUtxos(utxos: Utxo[], sender: Sender, networkName: BitcoinNetworkName): Coin[] {
  if (!Array.isArray(utxos)) throw new RangeError('buildBitcoinDeposit needs an array of UTXOs');
  const seen = new Set<string>();
  const senderScript = hex.encode(sender.script);
  return utxos.map((utxo) => {
    const { txid, vout, value } = utxo;
    const where = `UTXO ${String(txid)}:${String(vout)}`;
    if (typeof txid !== 'string' || !TXID.test(txid))
      throw new RangeError(`${where}: txid is not 32 bytes of hex`);
    if (!Number.isInteger(vout) || vout < 0 || vout > 0xffffffff) throw new RangeError(`${where}: bad vout`);
    if (typeof value !== 'bigint' || value <= 0n || value > MAX_SATOSHIS) {
      throw new RangeError(`${where}: value must be a positive number of satoshis, got ${String(value)}`);
    }
    const id = `${txid.toLowerCase()}:${vout}`;
    if (seen.has(id)) throw new RangeError(`${where} is listed twice`);
    seen.add(id);
    if (utxo.script !== undefined && utxo.script.toLowerCase() !== senderScript) {
      throw new RangeError(`${where} does not belong to the sender's address`);
    }
    const coin: Coin = { txid: txid.toLowerCase(), vout, value };
    if (utxo.nonWitnessUtxo !== undefined) {
      coin.prevTx = previousTransaction(utxo.nonWitnessUtxo, coin, senderScript, where);
    } else if (sender.type === 'p2pkh') {
      refuse(
        'MISSING_FIELD',
        `Portage needs the whole previous transaction of each coin to spend from a legacy address, and it is missing for ${txid.slice(0, 8)}…:${vout} on ${networkName}.`,
      );
    }
    return coin;
  });
}

function previousTransaction(text: string, coin: Coin, senderScript: string, where: string): Uint8Array {
  if (typeof text !== 'string' || text === '' || !HEX_BYTES.test(text)) {
    throw new RangeError(`${where}: nonWitnessUtxo is not hex`);
  }
  const bytes = hex.decode(text.toLowerCase());
  let tx: Transaction;
  try {
    tx = Transaction.fromRaw(bytes, {
      allowUnknownOutputs: true,
      allowUnknownInputs: true,
      allowUnknownVersion: true,
      disableScriptCheck: true,
    });
  } catch (cause) {
    throw new RangeError(`${where}: nonWitnessUtxo is not a transaction`, { cause });
  }
  if (tx.id !== coin.txid) throw new RangeError(`${where}: nonWitnessUtxo is transaction ${tx.id}`);
  if (coin.vout >= tx.outputsLength)
    throw new RangeError(`${where}: the previous transaction has no such output`);
  const output = tx.getOutput(coin.vout);
  if (output.amount !== coin.value) {
    throw new RangeError(`${where}: the previous transaction says ${String(output.amount)} satoshis`);
  }
  if (output.script === undefined || hex.encode(output.script) !== senderScript) {
    throw new RangeError(`${where} does not belong to the sender's address`);
  }
  return bytes;
}

function largestFirst(a: Coin, b: Coin): number {
  if (a.value !== b.value) return a.value > b.value ? -1 : 1;
  if (a.txid !== b.txid) return a.txid < b.txid ? -1 : 1;
  return a.vout - b.vout;
}
