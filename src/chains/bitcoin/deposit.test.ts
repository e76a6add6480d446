import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { hex, utf8 } from '@scure/base';
import {
  NETWORK,
  p2ms,
  p2pkh,
  p2sh,
  p2tr,
  p2wpkh,
  p2wsh,
  RawTx,
  Script,
  SigHash,
  TEST_NETWORK,
  Transaction,
} from '@scure/btc-signer';
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bitcoinOpReturnText, buildCallData, OP_RETURN_MAX_BYTES } from '../../../service/deposits';
import { DepositActionSchema } from '../../api/schemas';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import type { ExpectedDeposit } from '../kit/expected';
import { DepositRefusal } from '../kit/refusal';
import { expectedFor } from '../sandbox-actions.test-support';
import {
  BITCOIN_DUST_LIMIT,
  type BitcoinAddressType,
  type BitcoinDeposit,
  type BitcoinDepositContext,
  BitcoinDepositError,
  type BitcoinDepositErrorCode,
  type BitcoinNetworkName,
  buildBitcoinDeposit,
  DEFAULT_FEE_FLOOR,
  DEFAULT_MAX_FEE_RATE,
  DEFAULT_MAX_FEE_SHARE,
  DEFAULT_MAX_INPUTS,
  describeBitcoinDeposit,
  memoHexText,
  opReturnNumber,
  parseMaxFeeRate,
  type Utxo,
} from './deposit';

const fixtures = join(import.meta.dirname, '..', '..', 'api', '__fixtures__', 'real');
const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };
const NETWORKS = { mainnet: NETWORK, testnet: TEST_NETWORK, regtest: REGTEST };
type Net = typeof NETWORK;

const TYPES: BitcoinAddressType[] = ['p2pkh', 'p2sh-p2wpkh', 'p2wpkh', 'p2tr'];
const SEQUENCE = 11177265n;
/** `aa8d31` pushed as its 6 ASCII bytes after OP_RETURN. */
const MEMO_SCRIPT = '6a06616138643331';

/** The docs' Bitcoin deposit action, parsed the way the API client parses it. */
function fixtureAction(): DepositAction {
  const raw = JSON.parse(readFileSync(join(fixtures, 'deposit_action.bitcoin.docs.json'), 'utf8')) as {
    deposit_actions: unknown[];
  };
  const actions = raw.deposit_actions.map((a) => v.parse(DepositActionSchema, a));
  const transfer = actions.find((a) => a.type === 'transfer');
  if (!transfer) throw new Error('no transfer action in the fixture');
  return transfer;
}

const privateKey = (label: string): Uint8Array => sha256(utf8.decode(`portage bitcoin test ${label}`));

interface Wallet {
  type: BitcoinAddressType;
  priv: Uint8Array;
  address: string;
  publicKey: string;
  script: Uint8Array;
  net: Net;
}

function wallet(type: BitcoinAddressType, network: BitcoinNetworkName, label = 'sender'): Wallet {
  const priv = privateKey(`${label} ${type}`);
  const net = NETWORKS[network];
  const pub = pubECDSA(priv);
  const payment =
    type === 'p2pkh'
      ? p2pkh(pub, net)
      : type === 'p2sh-p2wpkh'
        ? p2sh(p2wpkh(pub, net), net)
        : type === 'p2wpkh'
          ? p2wpkh(pub, net)
          : p2tr(pubSchnorr(priv), undefined, net);
  if (payment.address === undefined) throw new Error('no address');
  const publicKey = hex.encode(type === 'p2tr' ? pubSchnorr(priv) : pub);
  return { type, priv, address: payment.address, publicKey, script: payment.script, net };
}

/** A real, signed transaction paying `values` to `script`, as a wallet's previous transaction. */
const FUNDER_PRIV = privateKey('funder');
const FUNDER = p2wpkh(pubECDSA(FUNDER_PRIV));
function fundingTx(script: Uint8Array, values: bigint[], salt: string): { raw: Uint8Array; id: string } {
  const tx = new Transaction();
  const total = values.reduce((a, b) => a + b, 0n) + 10_000n;
  tx.addInput({
    txid: hex.encode(sha256(utf8.decode(`coinbase ${salt}`))),
    index: 0,
    witnessUtxo: { script: FUNDER.script, amount: total },
  });
  for (const value of values) tx.addOutput({ script, amount: value });
  tx.sign(FUNDER_PRIV);
  tx.finalize();
  return { raw: tx.extract(), id: tx.id };
}

/** The sender's coins: P2PKH carries the previous transaction, the others the output script. */
function utxosOf(w: Wallet, values: bigint[], salt = 'a'): Utxo[] {
  if (values.length === 0) return [];
  const funding = fundingTx(w.script, values, `${w.type} ${salt}`);
  return values.map((value, vout) => ({
    txid: funding.id,
    vout,
    value,
    ...(w.type === 'p2pkh' ? { nonWitnessUtxo: hex.encode(funding.raw) } : { script: hex.encode(w.script) }),
  }));
}

const BTC = { symbol: 'BTC', contract: null, decimals: 8 };

/** What the person chose: bitcoin on `BITCOIN_<NETWORK>` (as the route lists name it), `amount` satoshis. */
function chosenOn(network: BitcoinNetworkName, amount = 3_755_000n): ExpectedDeposit {
  return expectedFor({
    family: 'bitcoin',
    amount,
    token: BTC,
    network: { name: `BITCOIN_${network.toUpperCase()}` },
  });
}

/**
 * For the tests of the builder's own checks: the choice that this very action would match (its
 * network, token and exact amount), so that what is tested is the builder, not the expectation.
 */
function chosenAs(a: DepositAction): ExpectedDeposit {
  return expectedFor({
    family: 'bitcoin',
    amount: BigInt(a.amount_in_base_units ?? '0'),
    token: {
      symbol: a.token?.symbol ?? 'BTC',
      contract: a.token?.contract ?? null,
      decimals: a.token?.decimals ?? 8,
    },
    network: { name: a.network?.name ?? 'BITCOIN_MAINNET' },
  });
}

function ctxOf(
  w: Wallet,
  utxos: Utxo[],
  network: BitcoinNetworkName,
  feeRate = 5,
  expected: ExpectedDeposit = chosenOn(network),
): BitcoinDepositContext {
  return {
    expected,
    sender: w.address,
    senderPublicKey: w.publicKey,
    utxos,
    feeRate,
    network,
    sequenceNumber: SEQUENCE,
  };
}

/** A deposit action for `network` made by the sandbox's builder, like the service would send it. */
function sandboxAction(network: BitcoinNetworkName, amount = 3_755_000n, sequence = SEQUENCE): DepositAction {
  const depositAddress = wallet('p2tr', network, 'service').address;
  const built = buildCallData({
    family: 'bitcoin',
    sequenceNumber: sequence,
    depositAddress,
    sourceAddress: wallet('p2wpkh', network).address,
    amount,
    token: { symbol: 'BTC', contract: null, decimals: 8 },
    network: { name: `BITCOIN_${network.toUpperCase()}` },
  });
  return action({
    to_address: built.toAddress,
    call_data: built.callData,
    amount: Number(formatUnits(amount, 8)),
    amount_in_base_units: amount.toString(),
    network: { name: `BITCOIN_${network.toUpperCase()}`, type: 'bitcoin' },
  });
}

function action(raw: Record<string, unknown> = {}): DepositAction {
  return v.parse(DepositActionSchema, {
    type: 'transfer',
    to_address: 'bc1plxa9q77gz9r33g8pd4c2ygzezchjffuedtzdrkclyceseyw8v80qasmquf',
    amount: 0.03755,
    amount_in_base_units: '3755000',
    order: 0,
    network: { name: 'BITCOIN_MAINNET', type: 'bitcoin' },
    token: { symbol: 'BTC', decimals: 8 },
    fee_token: { symbol: 'BTC', decimals: 8 },
    call_data: '11177265',
    ...raw,
  });
}

type ExpectedCode = 'NO_EXPECTATION' | 'WRONG_NETWORK' | 'WRONG_TOKEN' | 'WRONG_DECIMALS' | 'WRONG_AMOUNT';

/** The refusal `run` throws; nothing is built. */
function refusal(run: () => unknown): DepositRefusal {
  let built: unknown;
  try {
    built = run();
  } catch (error) {
    expect(built).toBeUndefined();
    expect(error).toBeInstanceOf(DepositRefusal);
    const refused = error as DepositRefusal;
    // The builder's own refusals, and the expectation's.
    expect(['BitcoinDepositError', 'ExpectedDepositError']).toContain(refused.name);
    if (refused.name === 'BitcoinDepositError') expect(refused).toBeInstanceOf(BitcoinDepositError);
    // A sentence for a person: no programmer's leftovers.
    expect(refused.message).toMatch(/^[A-Z"].*\.$/);
    expect(refused.message).not.toMatch(/undefined|null|NaN|\[object/);
    return refused;
  }
  throw new Error('expected buildBitcoinDeposit to refuse');
}

function expectRefused(run: () => unknown, code: BitcoinDepositErrorCode | ExpectedCode): DepositRefusal {
  const refused = refusal(run);
  expect(refused.code).toBe(code);
  return refused;
}

/** ceil(rate × vsize) without float artefacts for the rates used here (at most 3 decimals). */
function feeAt(rate: number, vsize: number): bigint {
  const milli = BigInt(Math.round(rate * 1000)) * BigInt(vsize);
  return (milli + 999n) / 1000n;
}

/** The vsize model, written out again from the table in deposit.ts, in weight units. */
const INPUT_WU: Record<BitcoinAddressType, number> = {
  p2pkh: 592,
  'p2sh-p2wpkh': 364,
  p2wpkh: 272,
  p2tr: 230,
};
function modelVsize(type: BitcoinAddressType, inputs: number, outputScripts: Uint8Array[]): number {
  const varint = (n: number) => (n < 0xfd ? 1 : 3);
  let wu = 4 * (8 + varint(inputs) + varint(outputScripts.length)) + (type === 'p2pkh' ? 0 : 2);
  wu += inputs * INPUT_WU[type];
  for (const s of outputScripts) wu += 4 * (8 + varint(s.length) + s.length);
  return Math.ceil(wu / 4);
}

interface Signed {
  raw: Uint8Array;
  tx: Transaction;
}

/** Signs the PSBT the way a wallet would (inputsToSign), finalizes and re-reads the raw tx. */
function signAndExtract(deposit: BitcoinDeposit, priv: Uint8Array): Signed {
  const tx = Transaction.fromPSBT(deposit.psbt, { allowUnknownOutputs: true });
  for (const { index, sighash } of deposit.inputsToSign) {
    expect(tx.signIdx(priv, index, [sighash])).toBe(true);
  }
  tx.finalize();
  const raw = tx.extract();
  return { raw, tx: Transaction.fromRaw(raw, { allowUnknownOutputs: true }) };
}

function inputKey(tx: Transaction, i: number): string {
  const input = tx.getInput(i);
  if (!input.txid || input.index === undefined) throw new Error('input without outpoint');
  return `${hex.encode(input.txid)}:${input.index}`;
}

function sumInputs(tx: Transaction, utxos: Utxo[]): bigint {
  const byOutpoint = new Map(utxos.map((u) => [`${u.txid}:${u.vout}`, u.value]));
  let sum = 0n;
  for (let i = 0; i < tx.inputsLength; i++) {
    const value = byOutpoint.get(inputKey(tx, i));
    if (value === undefined) throw new Error(`input ${inputKey(tx, i)} is not one of the UTXOs`);
    sum += value;
  }
  return sum;
}

function sumOutputs(tx: Transaction): bigint {
  let sum = 0n;
  for (let i = 0; i < tx.outputsLength; i++) sum += tx.getOutput(i).amount ?? 0n;
  return sum;
}

/** The ECDSA signature and key of a signed input, or the Schnorr signature of a taproot one. */
function signatureOf(raw: Uint8Array, type: BitcoinAddressType, i: number): Uint8Array {
  const decoded = RawTx.decode(raw);
  const input = decoded.inputs[i];
  if (!input) throw new Error(`no input ${i}`);
  const witness = decoded.witnesses?.[i] ?? [];
  if (type === 'p2pkh') {
    expect(decoded.witnesses).toBeUndefined();
    const [sig, pub] = Script.decode(input.finalScriptSig);
    if (!(sig instanceof Uint8Array) || !(pub instanceof Uint8Array)) throw new Error('bad scriptSig');
    expect(pub).toHaveLength(33);
    return sig;
  }
  if (type === 'p2tr') {
    expect(input.finalScriptSig).toHaveLength(0);
    expect(witness).toHaveLength(1);
    return witness[0] ?? new Uint8Array();
  }
  if (type === 'p2sh-p2wpkh') {
    // The scriptSig pushes the P2WPKH redeem script: 0x16 0x00 0x14 <20 bytes>.
    expect(hex.encode(input.finalScriptSig)).toMatch(/^160014[0-9a-f]{40}$/);
  } else {
    expect(input.finalScriptSig).toHaveLength(0);
  }
  expect(witness).toHaveLength(2);
  expect(witness[1]).toHaveLength(33);
  return witness[0] ?? new Uint8Array();
}

/**
 * Checks a signature against the digest of its sighash type, independently of btc-signer's
 * signer: ECDSA over the SIGHASH_ALL digest (BIP-143 for segwit v0), Schnorr over the BIP-341
 * SIGHASH_DEFAULT digest with the tweaked output key.
 */
function verifies(tx: Transaction, w: Wallet, i: number, sig: Uint8Array, amounts: bigint[]): boolean {
  const amount = amounts[i] ?? 0n;
  if (w.type === 'p2tr') {
    const digest = tx.preimageWitnessV1(
      i,
      amounts.map(() => w.script),
      SigHash.DEFAULT,
      amounts,
    );
    return schnorr.verify(sig, digest, w.script.subarray(2));
  }
  const pub = pubECDSA(w.priv);
  const der = sig.subarray(0, -1);
  let digest: Uint8Array;
  if (w.type === 'p2pkh') {
    const legacy = tx as unknown as {
      preimageLegacy(i: number, script: Uint8Array, hashType: number): Uint8Array;
    };
    digest = legacy.preimageLegacy(i, w.script, SigHash.ALL);
  } else {
    digest = tx.preimageWitnessV0(i, p2pkh(pub).script, SigHash.ALL, amount);
  }
  return secp256k1.verify(der, digest, pub, { prehash: false, format: 'der' });
}

describe('memoHexText', () => {
  it('turns the numeric memo into even-length lowercase hex text', () => {
    expect(memoHexText('11177265')).toBe('aa8d31');
    expect(memoHexText('2748')).toBe('0abc');
    expect(memoHexText('0')).toBe('00');
    expect(memoHexText('00011177265')).toBe('aa8d31');
    expect(memoHexText('255')).toBe('ff');
  });

  it('refuses anything but decimal digits', () => {
    for (const bad of ['', 'abc', '0xaa8d31', '-5', '1.5', ' 12', '12 ', '1e3', '１２']) {
      expectRefused(() => memoHexText(bad), 'BAD_MEMO');
    }
  });

  it('agrees with the sandbox: bitcoinOpReturnText for every sequence number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 400n }), (n) => {
        expect(memoHexText(n.toString())).toBe(bitcoinOpReturnText(n));
        expect(BigInt(`0x${memoHexText(n.toString())}`)).toBe(n);
      }),
    );
  });
});

describe('buildBitcoinDeposit: signed by each address type', () => {
  const cases = TYPES.flatMap((type) =>
    (['regtest', 'mainnet'] as const).map((network) => ({ type, network })),
  );

  it.each(cases)(
    '$type on $network: payment, memo, change, fee and sighash survive signing',
    ({ type, network }) => {
      const w = wallet(type, network);
      const utxos = utxosOf(w, [2_000_000n, 3_000_000n, 500_000n]);
      const deposit = network === 'mainnet' ? fixtureAction() : sandboxAction(network);
      const feeRate = 7;
      const built = buildBitcoinDeposit(deposit, ctxOf(w, utxos, network, feeRate));

      expect(built.addressType).toBe(type);
      expect(built.memoText).toBe('aa8d31');
      expect(built.opReturnHex).toBe(MEMO_SCRIPT);
      expect(built.psbtBase64).toBe(Buffer.from(built.psbt).toString('base64'));
      // Largest first: 3 BTC-cents then 2 cover 0.03755 BTC; the 0.005 coin stays.
      const sighash = type === 'p2tr' ? SigHash.DEFAULT : SigHash.ALL;
      expect(built.inputsToSign).toEqual([
        { index: 0, sighash },
        { index: 1, sighash },
      ]);
      // The PSBT input carries what the wallet needs for its address type.
      const unsigned = Transaction.fromPSBT(built.psbt, { allowUnknownOutputs: true });
      for (let i = 0; i < unsigned.inputsLength; i++) {
        const input = unsigned.getInput(i);
        expect(input.nonWitnessUtxo !== undefined).toBe(type === 'p2pkh');
        expect(input.witnessUtxo !== undefined).toBe(type !== 'p2pkh');
        expect(input.redeemScript !== undefined).toBe(type === 'p2sh-p2wpkh');
        expect(input.tapInternalKey && hex.encode(input.tapInternalKey)).toBe(
          type === 'p2tr' ? w.publicKey : undefined,
        );
        expect(input.sighashType).toBe(type === 'p2tr' ? undefined : SigHash.ALL);
      }

      const { raw, tx } = signAndExtract(built, w.priv);
      expect(tx.inputsLength).toBe(2);
      expect(tx.outputsLength).toBe(3);
      expect(inputKey(tx, 0)).toBe(`${utxos[1]?.txid}:1`);
      expect(inputKey(tx, 1)).toBe(`${utxos[0]?.txid}:0`);

      // 0: the payment.
      expect(tx.getOutputAddress(0, w.net)).toBe(deposit.to_address);
      expect(tx.getOutput(0).amount).toBe(3_755_000n);
      // 1: the memo, the ASCII text of the hex of call_data.
      const memo = tx.getOutput(1);
      expect(memo.amount).toBe(0n);
      expect(hex.encode(memo.script ?? new Uint8Array())).toBe(MEMO_SCRIPT);
      const [op, data] = Script.decode(memo.script ?? new Uint8Array());
      expect(op).toBe('RETURN');
      if (!(data instanceof Uint8Array)) throw new Error('no OP_RETURN data');
      const text = utf8.encode(data);
      expect(text).toBe(bitcoinOpReturnText(BigInt(deposit.call_data ?? '')));
      expect(BigInt(`0x${text}`)).toBe(SEQUENCE);
      // 2: the change, back to the sender.
      expect(tx.getOutputAddress(2, w.net)).toBe(w.address);
      expect(tx.getOutput(2).amount).toBe(built.change);
      expect(built.change).toBeGreaterThanOrEqual(BITCOIN_DUST_LIMIT);

      // The fee is exactly what is left, pays for the signed size, and the estimate is honest.
      expect(sumInputs(tx, utxos) - sumOutputs(tx)).toBe(built.fee);
      expect(5_000_000n - 3_755_000n - built.change).toBe(built.fee);
      expect(built.fee).toBe(feeAt(feeRate, built.vsize));
      expect(built.vsize).toBeGreaterThanOrEqual(tx.vsize);
      expect(built.vsize - tx.vsize).toBeLessThanOrEqual(tx.inputsLength);
      expect(built.fee).toBeGreaterThanOrEqual(feeAt(feeRate, tx.vsize));
      // P2TR payment script (34 bytes), the memo, the change to the sender.
      expect(built.vsize).toBe(modelVsize(type, 2, [new Uint8Array(34), hex.decode(MEMO_SCRIPT), w.script]));

      // Each signature: SIGHASH_ALL byte on ECDSA, a bare 64-byte Schnorr signature on taproot.
      for (let i = 0; i < tx.inputsLength; i++) {
        const sig = signatureOf(raw, type, i);
        if (type === 'p2tr') {
          expect(sig).toHaveLength(64);
        } else {
          expect(sig[sig.length - 1]).toBe(0x01);
          expect(sig[0]).toBe(0x30); // DER
          expect(sig.length).toBeLessThanOrEqual(72);
        }
        expect(verifies(tx, w, i, sig, [3_000_000n, 2_000_000n])).toBe(true);
        const tampered = sig.slice();
        tampered[10] = (tampered[10] ?? 0) ^ 1;
        expect(verifies(tx, w, i, tampered, [3_000_000n, 2_000_000n])).toBe(false);
      }
    },
  );

  it('pays the docs fixture: 0.03755 BTC to its taproot address with the memo aa8d31', () => {
    const deposit = fixtureAction();
    expect(deposit.call_data).toBe('11177265');
    // The sandbox builds the same call_data for the same sequence number and address.
    const sandbox = buildCallData({
      family: 'bitcoin',
      sequenceNumber: SEQUENCE,
      depositAddress: deposit.to_address ?? '',
      sourceAddress: wallet('p2wpkh', 'mainnet').address,
      amount: 3_755_000n,
      token: { symbol: 'BTC', contract: null, decimals: 8 },
      network: { name: 'BITCOIN_MAINNET' },
    });
    expect(sandbox).toEqual({ toAddress: deposit.to_address, callData: deposit.call_data });
    const w = wallet('p2wpkh', 'mainnet');
    const built = buildBitcoinDeposit(deposit, ctxOf(w, utxosOf(w, [10_000_000n]), 'mainnet', 2));
    const tx = Transaction.fromPSBT(built.psbt, { allowUnknownOutputs: true });
    expect(tx.getOutputAddress(0, NETWORK)).toBe(
      'bc1plxa9q77gz9r33g8pd4c2ygzezchjffuedtzdrkclyceseyw8v80qasmquf',
    );
    expect(tx.getOutput(0).amount).toBe(3_755_000n);
    // Model: 10.5 + 68 (P2WPKH input) + 43 (P2TR payment) + 17 (memo) + 31 (P2WPKH change) vbytes.
    expect(built.vsize).toBe(170);
    expect(built.fee).toBe(340n);
    expect(built.change).toBe(10_000_000n - 3_755_000n - 340n);
  });

  it('sends change to changeAddress when given', () => {
    const w = wallet('p2tr', 'regtest');
    const change = wallet('p2pkh', 'regtest', 'change').address;
    const built = buildBitcoinDeposit(sandboxAction('regtest'), {
      ...ctxOf(w, utxosOf(w, [5_000_000n]), 'regtest'),
      changeAddress: change,
    });
    const { tx } = signAndExtract(built, w.priv);
    expect(tx.getOutputAddress(2, REGTEST)).toBe(change);
    expect(tx.getOutput(2).amount).toBe(built.change);
    // A P2PKH change output is 34 bytes: 10.5 + 57.5 + 43 + 17 + 34.
    expect(built.vsize).toBe(162);
  });

  it('leaves dust change to the fee, and keeps change from 546 satoshis on', () => {
    const w = wallet('p2wpkh', 'mainnet');
    const deposit = action();
    // 2 sat/vB: 139 vB without change (278 sats), 170 vB with a P2WPKH change (340 sats).
    const withExtra = (extra: bigint) =>
      buildBitcoinDeposit(deposit, ctxOf(w, utxosOf(w, [3_755_000n + extra]), 'mainnet', 2));

    const dust = withExtra(340n + 545n);
    expect(dust.change).toBe(0n);
    expect(dust.fee).toBe(885n);
    expect(dust.vsize).toBe(139);
    expect(Transaction.fromPSBT(dust.psbt, { allowUnknownOutputs: true }).outputsLength).toBe(2);

    const kept = withExtra(340n + 546n);
    expect(kept.change).toBe(546n);
    expect(kept.fee).toBe(340n);
    expect(Transaction.fromPSBT(kept.psbt, { allowUnknownOutputs: true }).outputsLength).toBe(3);

    // Exactly the fee without change: no change, nothing wasted.
    const exact = withExtra(278n);
    expect(exact.change).toBe(0n);
    expect(exact.fee).toBe(278n);
    expectRefused(() => withExtra(277n), 'INSUFFICIENT_FUNDS');
  });

  it('rounds a fractional fee rate up, exactly', () => {
    const w = wallet('p2wpkh', 'mainnet');
    const built = buildBitcoinDeposit(action(), ctxOf(w, utxosOf(w, [10_000_000n]), 'mainnet', 1.1));
    // 170 vB × 1.1 = 187 (a float says 187.00000000000003).
    expect(built.fee).toBe(187n);
    const low = buildBitcoinDeposit(action(), ctxOf(w, utxosOf(w, [10_000_000n]), 'mainnet', 0.25));
    expect(low.fee).toBe(43n);
  });

  it('spends the 80-byte memo with OP_PUSHDATA1, and agrees with the sandbox on the limit', () => {
    const largest = 2n ** 320n - 1n;
    const w = wallet('p2tr', 'regtest');
    const built = buildBitcoinDeposit(sandboxAction('regtest', 3_755_000n, largest), {
      ...ctxOf(w, utxosOf(w, [5_000_000n]), 'regtest'),
      sequenceNumber: largest,
    });
    expect(built.memoText).toBe('f'.repeat(OP_RETURN_MAX_BYTES));
    expect(built.opReturnHex).toBe(`6a4c50${'66'.repeat(80)}`);
    const { tx } = signAndExtract(built, w.priv);
    expect(hex.encode(tx.getOutput(1).script ?? new Uint8Array())).toBe(built.opReturnHex);
    // One more digit is refused here and by the sandbox.
    expect(() => sandboxAction('regtest', 3_755_000n, largest + 1n)).toThrow(/80/);
    const refused = expectRefused(
      () =>
        buildBitcoinDeposit(
          { ...sandboxAction('regtest'), call_data: (largest + 1n).toString() },
          { ...ctxOf(w, utxosOf(w, [5_000_000n]), 'regtest'), sequenceNumber: largest + 1n },
        ),
      'MEMO_TOO_LONG',
    );
    expect(refused.message).toContain('80');
  });

  it('passes a segwit v0 previous transaction on to the PSBT when the caller has it', () => {
    const w = wallet('p2wpkh', 'regtest');
    const funding = fundingTx(w.script, [5_000_000n], 'prev');
    const utxos: Utxo[] = [
      { txid: funding.id, vout: 0, value: 5_000_000n, nonWitnessUtxo: hex.encode(funding.raw) },
    ];
    const built = buildBitcoinDeposit(sandboxAction('regtest'), ctxOf(w, utxos, 'regtest'));
    const input = Transaction.fromPSBT(built.psbt, { allowUnknownOutputs: true }).getInput(0);
    expect(input.nonWitnessUtxo).toBeDefined();
    expect(input.witnessUtxo?.amount).toBe(5_000_000n);
    const { tx } = signAndExtract(built, w.priv);
    expect(sumInputs(tx, utxos) - sumOutputs(tx)).toBe(built.fee);
  });

  it('accepts a 33-byte key for a taproot sender, using its x coordinate', () => {
    const w = wallet('p2tr', 'mainnet');
    const compressed = hex.encode(pubECDSA(w.priv));
    const built = buildBitcoinDeposit(action(), {
      ...ctxOf(w, utxosOf(w, [5_000_000n]), 'mainnet'),
      senderPublicKey: compressed,
    });
    const input = Transaction.fromPSBT(built.psbt, { allowUnknownOutputs: true }).getInput(0);
    expect(hex.encode(input.tapInternalKey ?? new Uint8Array())).toBe(compressed.slice(2));
  });
});

describe('buildBitcoinDeposit: refusals', () => {
  const w = wallet('p2wpkh', 'mainnet');
  const coins = utxosOf(w, [10_000_000n]);
  const ctx = ctxOf(w, coins, 'mainnet');
  /** Built for the choice this very action matches: the builder's own checks, not the expectation's. */
  const build =
    (a: DepositAction, c: BitcoinDepositContext = ctx) =>
    () =>
      buildBitcoinDeposit(a, { ...c, expected: chosenAs(a) });

  it('NOT_A_TRANSFER: a manual transfer; a token that is not bitcoin is never the same token', () => {
    expectRefused(build(action({ type: 'manual_transfer' })), 'NOT_A_TRANSFER');
    // Even if a token had been chosen: Portage sends nothing but bitcoin on Bitcoin.
    expectRefused(
      build(action({ token: { symbol: 'RUNE', contract: '840000:3', decimals: 8 } })),
      'WRONG_TOKEN',
    );
  });

  it('MISSING_FIELD: no address, no exact amount, no memo, no previous transaction for P2PKH', () => {
    expectRefused(build(action({ to_address: undefined })), 'MISSING_FIELD');
    expectRefused(build(action({ to_address: '' })), 'MISSING_FIELD');
    // Without the exact amount, it cannot be the amount chosen.
    expectRefused(
      () => buildBitcoinDeposit(action({ amount_in_base_units: undefined }), ctx),
      'WRONG_AMOUNT',
    );
    // Not digits: the API layer drops it, so it is missing too.
    expectRefused(
      () => buildBitcoinDeposit(action({ amount_in_base_units: '3755000.0' }), ctx),
      'WRONG_AMOUNT',
    );
    expectRefused(build(action({ call_data: undefined })), 'MISSING_FIELD');
    expectRefused(build(action({ call_data: '' })), 'MISSING_FIELD');
    const legacy = wallet('p2pkh', 'mainnet');
    const [coin] = utxosOf(legacy, [10_000_000n]);
    if (!coin) throw new Error('no coin');
    const { nonWitnessUtxo: _dropped, ...bare } = coin;
    expectRefused(build(action(), ctxOf(legacy, [bare], 'mainnet')), 'MISSING_FIELD');
  });

  it('BAD_ADDRESS: a deposit address of another network or broken, a bad sender or change address', () => {
    expectRefused(
      build(action({ to_address: wallet('p2wpkh', 'testnet', 'service').address })),
      'BAD_ADDRESS',
    );
    expectRefused(build(action({ to_address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })), 'BAD_ADDRESS');
    expectRefused(
      build(action({ to_address: 'bc1plxa9q77gz9r33g8pd4c2ygzezchjffuedtzdrkclyceseyw8v80qasmqug' })),
      'BAD_ADDRESS',
    );
    expectRefused(build(action(), { ...ctx, sender: wallet('p2wpkh', 'regtest').address }), 'BAD_ADDRESS');
    expectRefused(build(action(), { ...ctx, changeAddress: 'tb1qnotanaddress' }), 'BAD_ADDRESS');
    // The wallet's key is not the key of its address.
    const other = wallet('p2wpkh', 'mainnet', 'someone else');
    for (const type of TYPES) {
      const sender = wallet(type, 'mainnet');
      const key = type === 'p2tr' ? hex.encode(pubSchnorr(other.priv)) : other.publicKey;
      // A P2SH address that is not the nested segwit address of the key may be any script.
      expectRefused(
        build(action(), { ...ctxOf(sender, [], 'mainnet'), senderPublicKey: key }),
        type === 'p2sh-p2wpkh' ? 'UNSUPPORTED_ADDRESS' : 'BAD_ADDRESS',
      );
    }
    expectRefused(
      build(action(), { ...ctx, senderPublicKey: hex.encode(pubSchnorr(w.priv)) }),
      'BAD_ADDRESS',
    );
  });

  it('AMOUNT_MISMATCH: amounts that disagree, zero, dust, more than 21M BTC, wrong decimals', () => {
    const refused = expectRefused(build(action({ amount: 0.3755 })), 'AMOUNT_MISMATCH');
    expect(refused.message).toContain('0.03755');
    expectRefused(build(action({ amount: 0, amount_in_base_units: '0' })), 'AMOUNT_MISMATCH');
    expectRefused(
      build(action({ amount: 0.00000329, amount_in_base_units: '329' })), // a P2TR output needs 330
      'AMOUNT_MISMATCH',
    );
    // Sendable, when the fee may be more than the payment (here, many times it).
    const smallest = action({ amount: 0.0000033, amount_in_base_units: '330' });
    expect(
      buildBitcoinDeposit(smallest, { ...ctx, expected: chosenAs(smallest), maxFeeShare: 100 }).fee,
    ).toBeGreaterThan(0n);
    expectRefused(
      build(action({ amount: 21_000_001, amount_in_base_units: '2100000100000000' })),
      'AMOUNT_MISMATCH',
    );
    // Even where the route lists say so: bitcoin has 8 decimals.
    expectRefused(build(action({ token: { symbol: 'BTC', decimals: 18 } })), 'AMOUNT_MISMATCH');
  });

  it('BAD_MEMO and MEMO_TOO_LONG', () => {
    expectRefused(build(action({ call_data: '0xaa8d31' })), 'BAD_MEMO');
    expectRefused(build(action({ call_data: 'aa8d31' })), 'BAD_MEMO');
    expectRefused(build(action({ call_data: '11177265 ' })), 'BAD_MEMO');
    // Too long for an OP_RETURN even when it is the swap's own number.
    const long = (digits: string) => () =>
      buildBitcoinDeposit(action({ call_data: digits }), { ...ctx, sequenceNumber: BigInt(digits) });
    expectRefused(long((2n ** 320n).toString()), 'MEMO_TOO_LONG');
    expectRefused(long('9'.repeat(5000)), 'MEMO_TOO_LONG');
    const largest = 2n ** 320n - 1n;
    expect(
      buildBitcoinDeposit(action({ call_data: `000${largest.toString()}` }), {
        ...ctx,
        sequenceNumber: largest,
      }).memoText,
    ).toBe('f'.repeat(80));
  });

  it("NO_SEQUENCE: the swap's number is unknown, so even the docs' own memo is not signed", () => {
    const refused = expectRefused(build(action(), { ...ctx, sequenceNumber: undefined }), 'NO_SEQUENCE');
    expect(refused.message).toBe(
      "The service did not give this swap's number, so Portage cannot tell whether the Bitcoin memo would credit the deposit to this swap: Portage will not sign them.",
    );
    expectRefused(
      () =>
        buildBitcoinDeposit(fixtureAction(), {
          ...ctx,
          expected: chosenAs(fixtureAction()),
          sequenceNumber: undefined,
        }),
      'NO_SEQUENCE',
    );
  });

  it("WRONG_SEQUENCE: another swap's number, however close", () => {
    const refused = expectRefused(build(action({ call_data: '11177266' })), 'WRONG_SEQUENCE');
    expect(refused.message).toBe(
      "The service's Bitcoin memo (11177266) is not this swap's number (11177265), so the deposit would be credited to another swap: Portage will not sign them.",
    );
    for (const other of ['11177264', '111772650', '0', '9007199254740993']) {
      expectRefused(build(action({ call_data: other })), 'WRONG_SEQUENCE');
    }
    // The docs' own action, for a swap of another number.
    expectRefused(build(fixtureAction(), { ...ctx, sequenceNumber: 42n }), 'WRONG_SEQUENCE');
    // Equal as floats is not equal.
    expectRefused(
      build(action({ call_data: '9007199254740993' }), { ...ctx, sequenceNumber: 9007199254740992n }),
      'WRONG_SEQUENCE',
    );
  });

  it('BAD_MEMO and MISSING_FIELD: free text, or no memo', () => {
    for (const text of ['hello', 'swap 11177265', '+11177265', '11177265.0', '1.1177265e7']) {
      const refused = expectRefused(build(action({ call_data: text })), 'BAD_MEMO');
      expect(refused.message).toBe(
        "The service's Bitcoin memo is not a swap number, so the deposit could not be matched to this swap: Portage will not sign them.",
      );
    }
    expect(expectRefused(build(action({ call_data: undefined })), 'MISSING_FIELD').message).toBe(
      "The service's deposit instructions carry no Bitcoin memo, so the deposit could not be matched to this swap: Portage will not sign them.",
    );
  });

  it("signs the swap's number as the OP_RETURN text whatever zeros call_data led with", () => {
    const padded = buildBitcoinDeposit(action({ call_data: '00011177265' }), ctx);
    expect(padded.memoText).toBe('aa8d31');
    expect(padded.opReturnHex).toBe(MEMO_SCRIPT);
  });

  it('INSUFFICIENT_FUNDS: no coins, or coins that do not cover amount and fee', () => {
    const none = expectRefused(build(action(), { ...ctx, utxos: [] }), 'INSUFFICIENT_FUNDS');
    expect(none.message).toContain('0.03755 BTC');
    expectRefused(build(action(), { ...ctx, utxos: utxosOf(w, [3_755_000n]) }), 'INSUFFICIENT_FUNDS');
    expectRefused(
      build(action(), { ...ctx, utxos: utxosOf(w, [1_000_000n, 1_000_000n, 1_000_000n, 755_000n]) }),
      'INSUFFICIENT_FUNDS',
    );
  });

  it('UNSUPPORTED_ADDRESS: script addresses of other kinds, uncompressed keys', () => {
    const pub = pubECDSA(w.priv);
    const wsh = p2wsh(p2ms(1, [pub])).address ?? '';
    expectRefused(build(action(), { ...ctx, sender: wsh }), 'UNSUPPORTED_ADDRESS');
    const multisig = p2sh(p2ms(1, [pub])).address ?? '';
    expectRefused(build(action(), { ...ctx, sender: multisig }), 'UNSUPPORTED_ADDRESS');
    const uncompressed = pubECDSA(w.priv, false);
    const legacy = p2pkh(uncompressed).address ?? '';
    expectRefused(
      build(action(), { ...ctx, sender: legacy, senderPublicKey: hex.encode(uncompressed) }),
      'UNSUPPORTED_ADDRESS',
    );
  });

  it('throws RangeError for a context the caller got wrong', () => {
    expect(build(action(), { ...ctx, feeRate: 0 })).toThrow(RangeError);
    expect(build(action(), { ...ctx, feeRate: Number.NaN })).toThrow(RangeError);
    expect(build(action(), { ...ctx, network: 'signet' as BitcoinNetworkName })).toThrow(RangeError);
    expect(build(action(), { ...ctx, senderPublicKey: 'zz' })).toThrow(RangeError);
    const [coin] = coins;
    if (!coin) throw new Error('no coin');
    expect(build(action(), { ...ctx, utxos: [coin, coin] })).toThrow(RangeError);
    expect(build(action(), { ...ctx, utxos: [{ ...coin, value: 0n }] })).toThrow(RangeError);
    expect(build(action(), { ...ctx, utxos: [{ ...coin, txid: 'abc' }] })).toThrow(RangeError);
    expect(
      build(action(), { ...ctx, utxos: [{ ...coin, script: hex.encode(p2tr(pubSchnorr(w.priv)).script) }] }),
    ).toThrow(RangeError);
    // A previous transaction that lies about the value or is another transaction.
    const legacy = wallet('p2pkh', 'mainnet');
    const [old] = utxosOf(legacy, [10_000_000n]);
    if (!old) throw new Error('no coin');
    const legacyCtx = ctxOf(legacy, [old], 'mainnet');
    expect(buildBitcoinDeposit(action(), legacyCtx).fee).toBeGreaterThan(0n);
    expect(build(action(), { ...legacyCtx, utxos: [{ ...old, value: 20_000_000n }] })).toThrow(RangeError);
    expect(build(action(), { ...legacyCtx, utxos: [{ ...old, vout: 1 }] })).toThrow(RangeError);
    const [elsewhere] = utxosOf(legacy, [10_000_000n], 'other');
    expect(
      build(action(), { ...legacyCtx, utxos: [{ ...old, nonWitnessUtxo: elsewhere?.nonWitnessUtxo ?? '' }] }),
    ).toThrow(RangeError);
  });
});

describe('buildBitcoinDeposit: property', () => {
  it('either refuses for funds, or spends largest-first with outputs + fee equal to the inputs', () => {
    const wallets = Object.fromEntries(TYPES.map((t) => [t, wallet(t, 'regtest')])) as Record<
      BitcoinAddressType,
      Wallet
    >;
    const payTo = wallet('p2tr', 'regtest', 'service');
    const scripts = (w: Wallet) => [payTo.script, hex.decode(MEMO_SCRIPT), w.script];
    fc.assert(
      fc.property(
        fc.constantFrom(...TYPES),
        fc.array(fc.bigInt({ min: 1n, max: 5_000_000n }), { maxLength: 7 }),
        // Any amount, or one that leaves `spare` satoshis after spending every coin at the
        // no-change fee (give or take): the edges of change, dust and refusal.
        fc.oneof(
          fc.record({ amount: fc.bigInt({ min: 546n, max: 12_000_000n }) }),
          fc.record({ spare: fc.bigInt({ min: -200n, max: 3_000n }) }),
        ),
        fc.oneof(fc.integer({ min: 1, max: 300 }), fc.constantFrom(0.1, 1.5, 2.25, 12.345)),
        (type, values, spec, feeRate) => {
          const w = wallets[type];
          const utxos = utxosOf(w, values, values.join(','));
          const total = values.reduce((x, y) => x + y, 0n);
          const allIn = feeAt(feeRate, modelVsize(type, Math.max(1, values.length), scripts(w).slice(0, 2)));
          const tight = total - allIn - ('spare' in spec ? spec.spare : 0n);
          const amount = 'amount' in spec ? spec.amount : tight > 546n ? tight : 546n;
          const a = action({
            to_address: payTo.address,
            amount: Number(formatUnits(amount, 8)),
            amount_in_base_units: amount.toString(),
          });
          let built: BitcoinDeposit;
          try {
            // Any fee share: this is about coin selection, the share has its own tests.
            built = buildBitcoinDeposit(a, {
              ...ctxOf(w, utxos, 'regtest', feeRate, chosenAs(a)),
              maxFeeShare: 1_000_000,
            });
          } catch (error) {
            expect(error).toBeInstanceOf(BitcoinDepositError);
            expect((error as BitcoinDepositError).code).toBe('INSUFFICIENT_FUNDS');
            // Refused only when even every coin cannot pay the amount and the no-change fee.
            const vsize = modelVsize(type, Math.max(1, values.length), scripts(w).slice(0, 2));
            expect(total).toBeLessThan(amount + feeAt(feeRate, vsize));
            return;
          }
          const tx = Transaction.fromPSBT(built.psbt, { allowUnknownOutputs: true });
          const inputs = sumInputs(tx, utxos);
          expect(inputs).toBe(sumOutputs(tx) + built.fee);
          expect(tx.fee).toBe(built.fee);
          expect(tx.getOutput(0).amount).toBe(amount);
          expect(hex.encode(tx.getOutput(1).script ?? new Uint8Array())).toBe(MEMO_SCRIPT);
          expect(tx.getOutput(1).amount).toBe(0n);
          const n = tx.inputsLength;
          expect(built.inputsToSign.map((i) => i.index)).toEqual([...Array(n).keys()]);
          // Largest first, and no more coins than needed.
          const sorted = [...values].sort((x, y) => (x > y ? -1 : x < y ? 1 : 0));
          expect(inputs).toBe(sorted.slice(0, n).reduce((x, y) => x + y, 0n));
          const lastValue = sorted[n - 1] ?? 0n;
          if (n > 1) {
            const fewer = feeAt(feeRate, modelVsize(type, n - 1, scripts(w).slice(0, 2)));
            expect(inputs - lastValue).toBeLessThan(amount + fewer);
          }
          const bare = feeAt(feeRate, modelVsize(type, n, scripts(w).slice(0, 2)));
          if (tx.outputsLength === 3) {
            expect(tx.getOutput(2).amount).toBe(built.change);
            expect(built.change).toBeGreaterThanOrEqual(BITCOIN_DUST_LIMIT);
            expect(built.fee).toBe(feeAt(feeRate, modelVsize(type, n, scripts(w))));
          } else {
            expect(tx.outputsLength).toBe(2);
            expect(built.change).toBe(0n);
            expect(built.fee).toBeGreaterThanOrEqual(bare);
            // Without change, at most dust + the change output's own fee was given up.
            const withChange = feeAt(feeRate, modelVsize(type, n, scripts(w)));
            expect(built.fee).toBeLessThan(withChange + BITCOIN_DUST_LIMIT);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('buildBitcoinDeposit: the fee is bounded', () => {
  const w = wallet('p2wpkh', 'mainnet');
  const coins = utxosOf(w, [10_000_000n]);
  /** 0.001 BTC to the docs' taproot address. */
  const small = action({ amount: 0.001, amount_in_base_units: '100000' });
  const smallCtx = (feeRate: number, extra: Partial<BitcoinDepositContext> = {}) => ({
    ...ctxOf(w, coins, 'mainnet', feeRate, chosenOn('mainnet', 100_000n)),
    ...extra,
  });

  it('refuses a node fee rate above the ceiling, naming both rates', () => {
    const refused = expectRefused(() => buildBitcoinDeposit(small, smallCtx(20_000)), 'FEE_TOO_HIGH');
    expect(refused.message).toBe(
      'The Bitcoin node asks for a fee rate of 20000 sat/vB, above the 300 sat/vB Portage pays at most: Portage will not build this deposit.',
    );
    expect(DEFAULT_MAX_FEE_RATE).toBe(300);
    // The ceiling itself is paid; a hair above it is not. Another ceiling can be set.
    const large = action();
    expect(buildBitcoinDeposit(large, { ...ctx300(large), feeRate: 300 }).fee).toBe(300n * 170n);
    expectRefused(() => buildBitcoinDeposit(large, { ...ctx300(large), feeRate: 300.5 }), 'FEE_TOO_HIGH');
    expectRefused(
      () => buildBitcoinDeposit(large, { ...ctx300(large), maxFeeRate: 50, feeRate: 51 }),
      'FEE_TOO_HIGH',
    );
  });

  function ctx300(a: DepositAction): BitcoinDepositContext {
    return ctxOf(w, coins, 'mainnet', 300, chosenAs(a));
  }

  it('what 20,000 sat/vB would cost a 0.001 BTC deposit, were the ceiling lifted: refused for its share', () => {
    const refused = expectRefused(
      () => buildBitcoinDeposit(small, smallCtx(20_000, { maxFeeRate: 25_000 })),
      'FEE_TOO_HIGH',
    );
    expect(refused.message).toBe(
      "At the Bitcoin node's fee rate of 20000 sat/vB, the network fee would be 0.0278 BTC, 2780% of the 0.001 BTC deposit, above the 2% Portage allows (0.0001 BTC on any deposit): Portage will not build this deposit.",
    );
    // Only allowing any share builds it: 34 times the deposit in fees.
    const built = buildBitcoinDeposit(small, smallCtx(20_000, { maxFeeRate: 25_000, maxFeeShare: 100 }));
    expect(built.fee).toBe(3_400_000n);
  });

  /** A deposit of `amount` satoshis from one 0.1 BTC coin: 170 vB with change. */
  const paying = (amount: bigint, feeRate: number, extra: Partial<BitcoinDepositContext> = {}) => {
    const a = action({ amount: Number(formatUnits(amount, 8)), amount_in_base_units: amount.toString() });
    return () => buildBitcoinDeposit(a, { ...ctxOf(w, coins, 'mainnet', feeRate, chosenAs(a)), ...extra });
  };

  it('refuses a fee above 2 % of the payment, to the satoshi, naming the fee and its share', () => {
    expect(DEFAULT_MAX_FEE_SHARE).toBe(0.02);
    // 60 sat/vB × 170 vB = 10,200 satoshis, above the floor: 2 % of 510,000.
    expect(paying(510_000n, 60)().fee).toBe(10_200n);
    const refused = expectRefused(paying(509_999n, 60), 'FEE_TOO_HIGH');
    // 2.00000392 %, shown rounded up: never below what it is.
    expect(refused.message).toBe(
      "At the Bitcoin node's fee rate of 60 sat/vB, the network fee would be 0.000102 BTC, 2.01% of the 0.00509999 BTC deposit, above the 2% Portage allows (0.0001 BTC on any deposit): Portage will not build this deposit.",
    );
    // Without the floor, the share alone: 170 satoshis at 1 sat/vB is 2 % of 8,500.
    expect(paying(8_500n, 1, { feeFloor: 0n })().fee).toBe(170n);
    expectRefused(paying(8_499n, 1, { feeFloor: 0n }), 'FEE_TOO_HIGH');
    // Another share can be set.
    expect(paying(3_400n, 1, { feeFloor: 0n, maxFeeShare: 0.05 })().fee).toBe(170n);
    expectRefused(paying(3_399n, 1, { feeFloor: 0n, maxFeeShare: 0.05 }), 'FEE_TOO_HIGH');
    // Dust given up to the fee counts: 1,000 sats of coin for a 700 sats payment leaves 161 for the fee.
    const a = action({ amount: 0.000007, amount_in_base_units: '700' });
    expectRefused(
      () =>
        buildBitcoinDeposit(a, {
          ...ctxOf(w, utxosOf(w, [1_000n], 'dust'), 'mainnet', 1, chosenAs(a)),
          feeFloor: 0n,
        }),
      'FEE_TOO_HIGH',
    );
  });

  it('lets any deposit pay up to the floor, 10,000 satoshis, whatever its share', () => {
    expect(DEFAULT_FEE_FLOOR).toBe(10_000n);
    // 0.001 BTC at 58 sat/vB: 9,860 satoshis, 9.86 % of it, within the floor.
    expect(paying(100_000n, 58)().fee).toBe(9_860n);
    // At 59 sat/vB, 10,030: above the floor and above 2 %.
    const refused = expectRefused(paying(100_000n, 59), 'FEE_TOO_HIGH');
    expect(refused.message).toContain(
      'the network fee would be 0.0001003 BTC, 10.03% of the 0.001 BTC deposit',
    );
    // A higher floor lets it through; the floor stops at the rate ceiling all the same.
    expect(paying(100_000n, 59, { feeFloor: 10_030n })().fee).toBe(10_030n);
    expectRefused(paying(100_000n, 301, { feeFloor: 1_000_000n }), 'FEE_TOO_HIGH');
  });

  it('refuses a deposit that needs more than 50 coins, and builds one of exactly 50', () => {
    expect(DEFAULT_MAX_INPUTS).toBe(50);
    const many = utxosOf(
      w,
      Array.from({ length: 60 }, () => 10_000n),
      'many',
    );
    const build = (amount: bigint, extra: Partial<BitcoinDepositContext> = {}) => {
      const a = action({ amount: Number(formatUnits(amount, 8)), amount_in_base_units: amount.toString() });
      return () => buildBitcoinDeposit(a, { ...ctxOf(w, many, 'mainnet', 1, chosenAs(a)), ...extra });
    };
    // 490,000 satoshis and the fee of 50 inputs (3,502 vB with change, at 1 sat/vB) take 50 coins.
    const fifty = build(490_000n)();
    expect(fifty.fee).toBe(3_502n);
    expect(Transaction.fromPSBT(fifty.psbt, { allowUnknownOutputs: true }).inputsLength).toBe(50);
    const refused = expectRefused(build(500_000n), 'TOO_MANY_INPUTS');
    expect(refused.message).toBe(
      "This deposit would spend 51 of the wallet's coins, more than the 50 Portage puts in one transaction: send the wallet's coins to itself in one transaction first, or deposit less.",
    );
    expect(Transaction.fromPSBT(build(500_000n, { maxInputs: 51 })().psbt).inputsLength).toBe(51);
    // More than all the coins hold is a lack of funds, however many there are.
    expectRefused(build(600_000n), 'INSUFFICIENT_FUNDS');
  });

  it('throws RangeError for a ceiling, share, floor or input count the caller got wrong', () => {
    expect(() => buildBitcoinDeposit(small, smallCtx(2, { maxFeeRate: 0 }))).toThrow(RangeError);
    expect(() => buildBitcoinDeposit(small, smallCtx(2, { maxFeeShare: Number.NaN }))).toThrow(RangeError);
    expect(() => buildBitcoinDeposit(small, smallCtx(2, { feeFloor: -1n }))).toThrow(RangeError);
    expect(() => buildBitcoinDeposit(small, smallCtx(2, { maxInputs: 0 }))).toThrow(RangeError);
    expect(() => buildBitcoinDeposit(small, smallCtx(2, { maxInputs: 1.5 }))).toThrow(RangeError);
  });
});

describe('parseMaxFeeRate (VITE_PORTAGE_BTC_MAX_FEE_RATE)', () => {
  it('reads a positive decimal number of sat/vB', () => {
    expect(parseMaxFeeRate('300')).toBe(300);
    expect(parseMaxFeeRate(' 12.5 ')).toBe(12.5);
    expect(parseMaxFeeRate('1000')).toBe(1000);
  });

  it('gives nothing for an unset or unusable setting, so the default stays', () => {
    for (const text of [
      undefined,
      '',
      '  ',
      '0',
      '0.0',
      '-5',
      'abc',
      '1e3',
      '300 sat/vB',
      'Infinity',
      '0x10',
      '.5',
    ]) {
      expect(parseMaxFeeRate(text)).toBeUndefined();
    }
  });
});

describe('describeBitcoinDeposit', () => {
  it("reads the payment output, the fee and the swap's number back from the PSBT", () => {
    const w = wallet('p2wpkh', 'mainnet');
    const built = buildBitcoinDeposit(fixtureAction(), ctxOf(w, utxosOf(w, [10_000_000n]), 'mainnet', 2));
    expect(describeBitcoinDeposit(built, chosenOn('mainnet'), 'Bitcoin')).toEqual({
      amount: 3_755_000n,
      decimals: 8,
      symbol: 'BTC',
      network: 'Bitcoin',
      to: 'bc1plxa9q77gz9r33g8pd4c2ygzezchjffuedtzdrkclyceseyw8v80qasmquf',
      fee: { amount: 340n, decimals: 8, symbol: 'BTC' },
      caveat: null,
      memo: '11177265',
    });
  });

  it("refuses a PSBT whose OP_RETURN does not spell a swap's number", () => {
    const w = wallet('p2wpkh', 'mainnet');
    const built = buildBitcoinDeposit(fixtureAction(), ctxOf(w, utxosOf(w, [10_000_000n]), 'mainnet', 2));
    const tx = Transaction.fromPSBT(built.psbt, { allowUnknownOutputs: true });
    // The memo's bytes pushed raw, not as their hexadecimal text: what the service would not read.
    tx.updateOutput(1, { script: Script.encode(['RETURN', hex.decode('aa8d31')]) });
    const raw = { ...built, psbt: tx.toPSBT(0) };
    expect(() => describeBitcoinDeposit(raw, chosenOn('mainnet'), 'Bitcoin')).toThrow(BitcoinDepositError);
    expect(() => describeBitcoinDeposit(raw, chosenOn('mainnet'), 'Bitcoin')).toThrow(/swap's number/);
  });
});

describe('opReturnNumber', () => {
  it('reads the ASCII hex text of one OP_RETURN push, and nothing else', () => {
    expect(opReturnNumber(hex.decode(MEMO_SCRIPT))).toBe(11177265n);
    expect(opReturnNumber(Script.encode(['RETURN', utf8.decode('0abc')]))).toBe(2748n);
    expect(opReturnNumber(Script.encode(['RETURN', utf8.decode('f'.repeat(80))]))).toBe(2n ** 320n - 1n);
    for (const script of [
      Script.encode(['RETURN', hex.decode('aa8d31')]),
      Script.encode(['RETURN', utf8.decode('AA8D31')]),
      Script.encode(['RETURN', utf8.decode('a8d31')]),
      Script.encode(['RETURN', utf8.decode('11177265 ')]),
      Script.encode(['RETURN', utf8.decode('aa8d31'), utf8.decode('00')]),
      Script.encode(['RETURN']),
      Script.encode(['DUP', utf8.decode('aa8d31')]),
      hex.decode('6a07616138'),
      undefined,
    ]) {
      expect(opReturnNumber(script)).toBeNull();
    }
  });

  it('on regtest too, and refuses a PSBT that pays another amount than chosen', () => {
    const w = wallet('p2tr', 'regtest');
    const built = buildBitcoinDeposit(
      sandboxAction('regtest'),
      ctxOf(w, utxosOf(w, [5_000_000n]), 'regtest'),
    );
    const preview = describeBitcoinDeposit(built, chosenOn('regtest'), 'Local Bitcoin');
    expect(preview.to).toBe(wallet('p2tr', 'regtest', 'service').address);
    expect(preview.fee?.amount).toBe(built.fee);
    expect(() => describeBitcoinDeposit(built, chosenOn('regtest', 3_755_001n), 'Local Bitcoin')).toThrow(
      /pays 0\.03755 BTC, not the 0\.03755001 BTC you chose/,
    );
  });
});

/**
 * What a lying service or node could try. Each is refused with a sentence, and nothing is built:
 * the builder returns no PSBT for the wallet to sign.
 */
describe('hostile Bitcoin deposits: refused, nothing built', () => {
  const w = wallet('p2wpkh', 'mainnet');
  const coins = utxosOf(w, [10_000_000n]);
  const ctx = ctxOf(w, coins, 'mainnet');
  const fixture = fixtureAction();
  const small = action({ amount: 0.001, amount_in_base_units: '100000' });
  const RUNE = { symbol: 'RUNE', contract: '840000:3', decimals: 8 };
  const cases: { name: string; run: () => BitcoinDeposit; code: BitcoinDepositErrorCode | ExpectedCode }[] = [
    {
      name: 'a token contract where bitcoin was chosen',
      run: () => buildBitcoinDeposit({ ...fixture, token: { ...RUNE, symbol: 'BTC' } }, ctx),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'bitcoin where a token was chosen',
      run: () => buildBitcoinDeposit(fixture, { ...ctx, expected: { ...chosenOn('mainnet'), token: RUNE } }),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'a token where that token was chosen: Portage sends only bitcoin',
      run: () =>
        buildBitcoinDeposit(
          { ...fixture, token: RUNE },
          { ...ctx, expected: { ...chosenOn('mainnet'), token: RUNE } },
        ),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'another symbol for bitcoin',
      run: () => buildBitcoinDeposit({ ...fixture, token: { symbol: 'WBTC', decimals: 8 } }, ctx),
      code: 'WRONG_TOKEN',
    },
    {
      name: 'other decimals than the route lists give',
      run: () => buildBitcoinDeposit(action({ token: { symbol: 'BTC', decimals: 6 }, amount: 3.755 }), ctx),
      code: 'WRONG_DECIMALS',
    },
    {
      name: 'another network',
      run: () =>
        buildBitcoinDeposit({ ...fixture, network: { name: 'BITCOIN_TESTNET', type: 'bitcoin' } }, ctx),
      code: 'WRONG_NETWORK',
    },
    {
      name: 'one satoshi more than chosen',
      run: () => buildBitcoinDeposit(action({ amount: 0.03755001, amount_in_base_units: '3755001' }), ctx),
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'one satoshi less than chosen',
      run: () => buildBitcoinDeposit(action({ amount: 0.03754999, amount_in_base_units: '3754999' }), ctx),
      code: 'WRONG_AMOUNT',
    },
    {
      name: 'no expectation at all',
      run: () => buildBitcoinDeposit(fixture, { ...ctx, expected: undefined as unknown as ExpectedDeposit }),
      code: 'NO_EXPECTATION',
    },
    {
      name: 'the memo of another swap, all else honest',
      run: () => buildBitcoinDeposit({ ...fixture, call_data: '11177266' }, ctx),
      code: 'WRONG_SEQUENCE',
    },
    {
      name: 'a free-text memo',
      run: () => buildBitcoinDeposit({ ...fixture, call_data: 'for swap 11177265' }, ctx),
      code: 'BAD_MEMO',
    },
    {
      name: 'no memo',
      run: () => buildBitcoinDeposit({ ...fixture, call_data: undefined }, ctx),
      code: 'MISSING_FIELD',
    },
    {
      name: "the swap's number unknown",
      run: () => buildBitcoinDeposit(fixture, { ...ctx, sequenceNumber: undefined }),
      code: 'NO_SEQUENCE',
    },
    {
      name: 'a node fee rate of 20,000 sat/vB on 0.001 BTC',
      run: () =>
        buildBitcoinDeposit(small, ctxOf(w, coins, 'mainnet', 20_000, chosenOn('mainnet', 100_000n))),
      code: 'FEE_TOO_HIGH',
    },
    {
      name: 'a node fee rate just above the ceiling',
      run: () => buildBitcoinDeposit(fixture, ctxOf(w, coins, 'mainnet', 301)),
      code: 'FEE_TOO_HIGH',
    },
    {
      name: 'a fee above 2 % of the payment and the floor (100 sat/vB on 0.0001 BTC)',
      run: () => {
        const tiny = action({ amount: 0.0001, amount_in_base_units: '10000' });
        return buildBitcoinDeposit(tiny, ctxOf(w, coins, 'mainnet', 100, chosenOn('mainnet', 10_000n)));
      },
      code: 'FEE_TOO_HIGH',
    },
    {
      name: 'a node listing only small coins, 51 of them needed (0.005 BTC from coins of 0.0001)',
      run: () => {
        const a = action({ amount: 0.005, amount_in_base_units: '500000' });
        const dust = utxosOf(
          w,
          Array.from({ length: 60 }, () => 10_000n),
          'hostile many',
        );
        return buildBitcoinDeposit(a, ctxOf(w, dust, 'mainnet', 1, chosenOn('mainnet', 500_000n)));
      },
      code: 'TOO_MANY_INPUTS',
    },
  ];
  let refused = 0;

  it.each(cases)('$name', ({ run, code }) => {
    expectRefused(run, code);
    refused++;
  });

  it('tried every one and refused every one', () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
    expect(refused).toBe(cases.length);
  });

  it('and the real fixture and the sandbox action these start from are accepted', () => {
    expect(buildBitcoinDeposit(fixture, ctx).fee).toBeGreaterThan(0n);
    const r = wallet('p2wpkh', 'regtest');
    expect(
      buildBitcoinDeposit(sandboxAction('regtest'), ctxOf(r, utxosOf(r, [5_000_000n]), 'regtest')).fee,
    ).toBeGreaterThan(0n);
  });
});
