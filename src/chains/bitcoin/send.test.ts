/**
 * The wallet deposit flow with a fake node (coins made of real signed funding transactions) and a
 * fake wallet that signs with a test key, as a sats-connect wallet's `signPsbt` would.
 */
import { sha256 } from '@noble/hashes/sha2';
import { base64, hex, utf8 } from '@scure/base';
import { p2tr, p2wpkh, RawTx, SigHash, Transaction } from '@scure/btc-signer';
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DepositActionSchema } from '../../api/schemas';
import type { DepositAction } from '../../api/types';
import type { DepositStage } from '../kit/contract';
import type { ExpectedDeposit } from '../kit/expected';
import { DepositRefusal } from '../kit/refusal';
import { expectedFor } from '../sandbox-actions.test-support';
import {
  type BitcoinAddressType,
  BitcoinDepositError,
  buildBitcoinDeposit,
  depositFeeReserve,
} from './deposit';
import { BitcoinWalletError, describeBitcoinError, USER_REJECTION, WalletChangedError } from './errors';
import { type BitcoinNodeClient, BitcoinNodeError, type NodeUtxo } from './node';
import {
  type BitcoinAccount,
  bitcoinBalance,
  bitcoinFeeReserve,
  type PsbtSigner,
  prepareBitcoinDeposit,
  sendBitcoinDeposit,
} from './send';

const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };
const NETWORK = { name: 'BITCOIN_REGTEST' };
/** The swap's sequence number: the memo `action()` carries. */
const SEQUENCE = 100_007n;
const key = (label: string) => sha256(utf8.decode(`portage send test ${label}`));

interface TestWallet {
  priv: Uint8Array;
  account: BitcoinAccount;
  script: Uint8Array;
}

function wallet(type: 'p2wpkh' | 'p2tr', label = 'user'): TestWallet {
  const priv = key(`${label} ${type}`);
  const payment =
    type === 'p2tr' ? p2tr(pubSchnorr(priv), undefined, REGTEST) : p2wpkh(pubECDSA(priv), REGTEST);
  const publicKey = hex.encode(type === 'p2tr' ? pubSchnorr(priv) : pubECDSA(priv));
  return { priv, account: { address: payment.address ?? '', publicKey }, script: payment.script };
}

const DEPOSIT_ADDRESS = wallet('p2tr', 'deposit').account.address;

function action(overrides: Record<string, unknown> = {}): DepositAction {
  return v.parse(DepositActionSchema, {
    type: 'transfer',
    to_address: DEPOSIT_ADDRESS,
    amount: 0.01,
    amount_in_base_units: '1000000',
    order: 0,
    network: { name: 'BITCOIN_REGTEST', type: 'bitcoin' },
    token: { symbol: 'BTC', contract: null, decimals: 8 },
    call_data: '100007',
    ...overrides,
  });
}

/** What the person chose: `amount` satoshis of bitcoin on BITCOIN_REGTEST (0.01 BTC, as `action()`). */
function chosen(amount = 1_000_000n): ExpectedDeposit {
  return expectedFor({
    family: 'bitcoin',
    amount,
    token: { symbol: 'BTC', contract: null, decimals: 8 },
    network: NETWORK,
  });
}

/** A node holding `values` as coins of `w`, from one real funding transaction. */
function fakeNode(w: TestWallet, values: bigint[], feeRate = 2) {
  const funder = key('funder');
  const funding = new Transaction();
  funding.addInput({
    txid: hex.encode(sha256(utf8.decode('coinbase'))),
    index: 0,
    witnessUtxo: { script: p2wpkh(pubECDSA(funder)).script, amount: 100_000_000_000n },
  });
  for (const value of values) funding.addOutput({ script: w.script, amount: value });
  funding.sign(funder);
  funding.finalize();
  const fundingHex = hex.encode(funding.extract());
  const coins: NodeUtxo[] = values.map((value, vout) => ({ txid: funding.id, vout, value, confirmed: true }));
  const calls = { utxos: 0, transactionHex: 0, broadcast: [] as string[] };
  const behaviour = { broadcast: 'accept' as 'accept' | 'unreachable' | 'conflict' | 'known' };
  const node: BitcoinNodeClient = {
    baseUrl: 'http://node.test',
    async utxos() {
      calls.utxos++;
      return coins;
    },
    async transactionHex(txid) {
      calls.transactionHex++;
      if (txid !== funding.id) throw new BitcoinNodeError('not_found', 'unknown');
      return fundingHex;
    },
    async transactionStatus() {
      return null;
    },
    async feeEstimates() {
      return new Map([[2, feeRate]]);
    },
    async feeRate() {
      return feeRate;
    },
    async broadcast(rawHex) {
      calls.broadcast.push(rawHex);
      if (behaviour.broadcast === 'unreachable') throw new BitcoinNodeError('unreachable', 'down');
      if (behaviour.broadcast === 'conflict') {
        throw new BitcoinNodeError('rejected', 'refused', { nodeMessage: 'txn-mempool-conflict' });
      }
      if (behaviour.broadcast === 'known') {
        throw new BitcoinNodeError('rejected', 'refused', { nodeMessage: 'txn-already-known' });
      }
      return Transaction.fromRaw(hex.decode(rawHex), { allowUnknownOutputs: true }).id;
    },
    async tipHeight() {
      return 200;
    },
  };
  return { node, calls, behaviour };
}

/** A wallet that signs what it is given, as asked (or as a test twists it). */
function signer(w: TestWallet, twist?: (tx: Transaction) => void) {
  const requests: { psbt: string; signInputs: Record<string, number[]> }[] = [];
  const sign: PsbtSigner = async (request) => {
    requests.push(request);
    const tx = Transaction.fromPSBT(base64.decode(request.psbt), { allowUnknownOutputs: true });
    if (twist) twist(tx);
    else for (const index of request.signInputs[w.account.address] ?? []) tx.signIdx(w.priv, index);
    return base64.encode(tx.toPSBT());
  };
  return { sign, requests };
}

async function run(
  w: TestWallet,
  node: BitcoinNodeClient,
  sign: PsbtSigner,
  a = action(),
  expected = chosen(BigInt(a.amount_in_base_units ?? '0')),
  /** `null`: the swap's number is not known. */
  sequence: bigint | null = SEQUENCE,
) {
  const stages: DepositStage[] = [];
  const hashes: string[] = [];
  const txid = await sendBitcoinDeposit({
    account: w.account,
    action: a,
    expected,
    sequenceNumber: sequence ?? undefined,
    network: NETWORK,
    node,
    sign,
    onHash: (hash) => hashes.push(hash),
    onStage: (stage) => stages.push(stage),
  });
  return { txid, stages, hashes };
}

describe('sendBitcoinDeposit', () => {
  it('prepares, has the wallet sign, broadcasts, and gives the txid the node has', async () => {
    const w = wallet('p2wpkh');
    const { node, calls } = fakeNode(w, [3_000_000n, 600_000n]);
    const { sign, requests } = signer(w);
    const { txid, stages, hashes } = await run(w, node, sign);

    expect(stages).toEqual(['preparing', 'sending', 'broadcasting']);
    expect(hashes).toEqual([txid]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signInputs).toEqual({ [w.account.address]: [0] });
    // Segwit v0: the previous transaction goes into the PSBT too (hardware wallets want it).
    expect(calls.transactionHex).toBe(2);
    const sent = RawTx.decode(hex.decode(calls.broadcast[0] ?? ''));
    expect(Transaction.fromRaw(hex.decode(calls.broadcast[0] ?? ''), { allowUnknownOutputs: true }).id).toBe(
      txid,
    );
    expect(sent.outputs[0]?.amount).toBe(1_000_000n);
    // 100007 → 0x0186a7 → the text "0186a7" after OP_RETURN.
    expect(hex.encode(sent.outputs[1]?.script ?? new Uint8Array())).toBe(
      `6a06${hex.encode(utf8.decode('0186a7'))}`,
    );
    expect(hex.encode(sent.outputs[2]?.script ?? new Uint8Array())).toBe(hex.encode(w.script));
    // SIGHASH_ALL on the one signature.
    const sig = sent.witnesses?.[0]?.[0] ?? new Uint8Array();
    expect(sig[sig.length - 1]).toBe(SigHash.ALL);
  });

  it('asks no previous transaction for taproot, and signs with the default sighash', async () => {
    const w = wallet('p2tr');
    const { node, calls } = fakeNode(w, [5_000_000n]);
    const { txid } = await run(w, node, signer(w).sign);
    expect(calls.transactionHex).toBe(0);
    const sent = RawTx.decode(hex.decode(calls.broadcast[0] ?? ''));
    expect(sent.witnesses?.[0]?.[0]).toHaveLength(64);
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stops at a declined signature: nothing broadcast, a sentence saying so', async () => {
    const w = wallet('p2wpkh');
    const { node, calls } = fakeNode(w, [3_000_000n]);
    const declined = async () => {
      throw new BitcoinWalletError('signPsbt', USER_REJECTION, 'User rejected the request.');
    };
    const error = await run(w, node, declined).catch((e: unknown) => e);
    expect(calls.broadcast).toEqual([]);
    expect(describeBitcoinError(error, 'Local Bitcoin (regtest)')).toEqual({
      kind: 'rejected',
      message: 'You declined the request in your wallet. Nothing was sent; you can try again.',
    });
  });

  it('refuses a transaction the wallet changed, and a signature that leaves it changeable', async () => {
    const w = wallet('p2wpkh');
    const { node, calls } = fakeNode(w, [3_000_000n]);
    const attacker = wallet('p2wpkh', 'attacker');
    const redirected = signer(w, (tx) => {
      tx.updateOutput(2, { script: attacker.script });
      tx.signIdx(w.priv, 0);
    });
    await expect(run(w, node, redirected.sign)).rejects.toBeInstanceOf(WalletChangedError);
    const noneHash = signer(w, (tx) => {
      tx.updateInput(0, { sighashType: SigHash.NONE });
      tx.signIdx(w.priv, 0, [SigHash.NONE]);
    });
    const error = await run(w, node, noneHash.sign).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletChangedError);
    expect(describeBitcoinError(error).kind).toBe('wallet_changed');
    const unsigned = signer(w, () => {});
    await expect(run(w, node, unsigned.sign)).rejects.toBeInstanceOf(WalletChangedError);
    expect(calls.broadcast).toEqual([]);
  });

  it('sends the same signed deposit again after the node could not be reached, never a second one', async () => {
    const w = wallet('p2wpkh', 'retry');
    const { node, calls, behaviour } = fakeNode(w, [3_000_000n]);
    const { sign, requests } = signer(w);
    behaviour.broadcast = 'unreachable';
    const failed = await run(w, node, sign).catch((e: unknown) => e);
    expect(describeBitcoinError(failed, 'Local Bitcoin (regtest)').kind).toBe('node_unreachable');
    behaviour.broadcast = 'accept';
    const { txid, stages, hashes } = await run(w, node, sign);
    expect(requests).toHaveLength(1);
    expect(stages).toEqual(['broadcasting']);
    expect(calls.broadcast).toHaveLength(2);
    expect(calls.broadcast[1]).toBe(calls.broadcast[0]);
    expect(hashes).toEqual([txid]);
    // Once sent, a new attempt prepares a new deposit (the store never offers one, but if asked).
    await run(w, node, sign);
    expect(requests).toHaveLength(2);
  });

  it('does not send a kept signed deposit for a swap of another number, or of an unknown one', async () => {
    const w = wallet('p2wpkh', 'retry other swap');
    const { node, calls, behaviour } = fakeNode(w, [3_000_000n]);
    const { sign, requests } = signer(w);
    behaviour.broadcast = 'unreachable';
    await run(w, node, sign).catch(() => undefined);
    expect(calls.broadcast).toHaveLength(1);
    behaviour.broadcast = 'accept';
    const other = await run(w, node, sign, action(), chosen(), SEQUENCE + 1n).catch((e: unknown) => e);
    expect(other).toMatchObject({ name: 'BitcoinDepositError', code: 'WRONG_SEQUENCE' });
    const unknown = await run(w, node, sign, action(), chosen(), null).catch((e: unknown) => e);
    expect(unknown).toMatchObject({ name: 'BitcoinDepositError', code: 'NO_SEQUENCE' });
    expect(calls.broadcast).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('treats "already known" as sent, and forgets a deposit the network refused', async () => {
    const w = wallet('p2wpkh', 'known');
    const { node, behaviour } = fakeNode(w, [3_000_000n]);
    const { sign, requests } = signer(w);
    behaviour.broadcast = 'known';
    const { txid, hashes } = await run(w, node, sign);
    expect(hashes).toEqual([txid]);
    behaviour.broadcast = 'conflict';
    const refused = await run(w, node, sign).catch((e: unknown) => e);
    expect(describeBitcoinError(refused).kind).toBe('broadcast_refused');
    behaviour.broadcast = 'accept';
    await run(w, node, sign);
    expect(requests).toHaveLength(3);
  });

  it('refuses a wallet on another network before building anything', async () => {
    const w = wallet('p2wpkh');
    const { node, calls } = fakeNode(w, [3_000_000n]);
    const mainnet: BitcoinAccount = { ...w.account, address: p2wpkh(pubECDSA(w.priv)).address ?? '' };
    const onMainnet = await sendBitcoinDeposit({
      account: mainnet,
      action: action(),
      expected: chosen(),
      sequenceNumber: SEQUENCE,
      network: NETWORK,
      node,
      sign: signer(w).sign,
      onHash: () => {},
    }).catch((e: unknown) => e);
    expect(describeBitcoinError(onMainnet, 'Local Bitcoin (regtest)')).toEqual({
      kind: 'wrong_network',
      message:
        'Your wallet is on Bitcoin mainnet, but this swap is on Local Bitcoin (regtest). Switch your wallet to Local Bitcoin (regtest) and try again.',
    });
    const says = await sendBitcoinDeposit({
      account: w.account,
      action: action(),
      expected: chosen(),
      sequenceNumber: SEQUENCE,
      network: NETWORK,
      node,
      sign: signer(w).sign,
      walletNetwork: 'Testnet4',
      onHash: () => {},
    }).catch((e: unknown) => e);
    expect(describeBitcoinError(says).kind).toBe('wrong_network');
    expect(calls.utxos).toBe(0);
  });

  it('refuses an action for another amount than its base units, and too little money', async () => {
    const w = wallet('p2wpkh');
    const { node, calls } = fakeNode(w, [3_000_000n]);
    const mismatch = await run(w, node, signer(w).sign, action({ amount: 0.1 })).catch((e: unknown) => e);
    expect(mismatch).toBeInstanceOf(BitcoinDepositError);
    expect(describeBitcoinError(mismatch).kind).toBe('refused');
    const poor = await run(
      w,
      node,
      signer(w).sign,
      action({ amount: 0.03, amount_in_base_units: '3000000' }),
    ).catch((e: unknown) => e);
    const described = describeBitcoinError(poor);
    expect(described.kind).toBe('insufficient_funds');
    expect(described.message).toContain('0.03 BTC');
    expect(calls.broadcast).toEqual([]);
  });
});

describe('prepareBitcoinDeposit: the preview', () => {
  it('is read from the PSBT the send would sign, fee included, and asks no wallet', async () => {
    const w = wallet('p2wpkh', 'preview');
    const { node, calls } = fakeNode(w, [3_000_000n]);
    const { built, preview } = await prepareBitcoinDeposit({
      account: w.account,
      action: action(),
      expected: chosen(),
      sequenceNumber: SEQUENCE,
      network: { ...NETWORK, display_name: 'Local Bitcoin (regtest)' },
      node,
    });
    expect(preview).toEqual({
      amount: 1_000_000n,
      decimals: 8,
      symbol: 'BTC',
      network: 'Local Bitcoin (regtest)',
      to: DEPOSIT_ADDRESS,
      fee: { amount: built.fee, decimals: 8, symbol: 'BTC' },
      caveat: null,
      memo: '100007',
    });
    expect(calls.broadcast).toEqual([]);
  });

  it("refuses a memo of another swap, and any memo while the swap's number is unknown, before the node is asked", async () => {
    const w = wallet('p2wpkh', 'preview');
    const { node, calls } = fakeNode(w, [3_000_000n]);
    const input = { account: w.account, action: action(), expected: chosen(), network: NETWORK, node };
    await expect(prepareBitcoinDeposit({ ...input, sequenceNumber: 42n })).rejects.toMatchObject({
      name: 'BitcoinDepositError',
      code: 'WRONG_SEQUENCE',
    });
    await expect(prepareBitcoinDeposit({ ...input, sequenceNumber: undefined })).rejects.toMatchObject({
      name: 'BitcoinDepositError',
      code: 'NO_SEQUENCE',
    });
    expect(calls.utxos).toBe(0);
  });
});

/** Hostile node answers and actions on the whole path: refused, never signed, never broadcast. */
describe('hostile Bitcoin sends: refused, nothing signed or broadcast', () => {
  const cases: {
    name: string;
    feeRate?: number;
    a?: DepositAction;
    expected?: ExpectedDeposit;
    maxFeeRate?: number;
    /** The swap's number the send is given (`null`: unknown); `SEQUENCE` when not said. */
    sequence?: bigint | null;
    code: string;
  }[] = [
    {
      name: 'a node fee rate of 20,000 sat/vB on 0.001 BTC',
      feeRate: 20_000,
      a: action({ amount: 0.001, amount_in_base_units: '100000' }),
      code: 'FEE_TOO_HIGH',
    },
    {
      name: 'a node fee rate above a ceiling the build lowered',
      feeRate: 60,
      maxFeeRate: 50,
      code: 'FEE_TOO_HIGH',
    },
    {
      name: 'a fee above 2 % of the payment and the 10,000-satoshi floor',
      feeRate: 100,
      a: action({ amount: 0.0001, amount_in_base_units: '10000' }),
      code: 'FEE_TOO_HIGH',
    },
    { name: 'an action one satoshi above the choice', expected: chosen(999_999n), code: 'WRONG_AMOUNT' },
    {
      name: 'an action on another network',
      a: action({ network: { name: 'BITCOIN_TESTNET', type: 'bitcoin' } }),
      expected: chosen(),
      code: 'WRONG_NETWORK',
    },
    { name: 'the memo of another swap', a: action({ call_data: '100008' }), code: 'WRONG_SEQUENCE' },
    { name: 'a free-text memo', a: action({ call_data: 'swap 100007' }), code: 'BAD_MEMO' },
    { name: 'no memo', a: action({ call_data: undefined }), code: 'MISSING_FIELD' },
    { name: "the swap's number unknown", sequence: null, code: 'NO_SEQUENCE' },
  ];
  let refused = 0;

  it.each(cases)('$name', async ({ feeRate, a, expected, maxFeeRate, sequence, code }) => {
    const w = wallet('p2wpkh', 'hostile');
    const { node, calls } = fakeNode(w, [3_000_000n], feeRate);
    const { sign, requests } = signer(w);
    const stages: DepositStage[] = [];
    const chosenAction = a ?? action();
    const error = await sendBitcoinDeposit({
      account: w.account,
      action: chosenAction,
      expected: expected ?? chosen(BigInt(chosenAction.amount_in_base_units ?? '0')),
      sequenceNumber: sequence === undefined ? SEQUENCE : (sequence ?? undefined),
      network: NETWORK,
      node,
      sign,
      maxFeeRate,
      onHash: () => {},
      onStage: (stage) => stages.push(stage),
    }).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(DepositRefusal);
    expect((error as DepositRefusal).code).toBe(code);
    expect(describeBitcoinError(error).kind).toBe('refused');
    expect(requests).toEqual([]);
    expect(calls.broadcast).toEqual([]);
    expect(stages).not.toContain('sending');
    refused++;
  });

  it('tried every one and refused every one', () => {
    expect(refused).toBe(cases.length);
  });
});

describe('balance and fee reserve', () => {
  it('the balance is the sum of the coins; null for an address of another network', async () => {
    const w = wallet('p2wpkh');
    const { node } = fakeNode(w, [3_000_000n, 600_000n, 1_234n]);
    expect(await bitcoinBalance(w.account, NETWORK, node)).toBe(3_601_234n);
    expect(await bitcoinBalance(w.account, { name: 'BITCOIN_MAINNET' }, node)).toBeNull();
  });

  /** "Max" on a node holding `values`: the reserve, and the deposit of balance − reserve, built. */
  async function depositMax(type: 'p2wpkh' | 'p2tr', values: bigint[], feeRate: number) {
    const w = wallet(type, 'max');
    const { node } = fakeNode(w, values, feeRate);
    const reserve = (await bitcoinFeeReserve(w.account, NETWORK, node)) ?? 0n;
    const max = values.reduce((a, b) => a + b, 0n) - reserve;
    const utxos = (await node.utxos(w.account.address)).map((coin) => ({
      ...coin,
      ...(type === 'p2tr' ? { script: hex.encode(w.script) } : {}),
    }));
    const withHex =
      type === 'p2tr'
        ? utxos
        : await Promise.all(
            utxos.map(async (u) => ({ ...u, nonWitnessUtxo: await node.transactionHex(u.txid) })),
          );
    const build = (amount: bigint) =>
      buildBitcoinDeposit(
        action({
          amount: Number(amount) / 1e8,
          amount_in_base_units: amount.toString(),
          call_data: (16n ** 20n - 1n).toString(),
        }),
        {
          expected: chosen(amount),
          sender: w.account.address,
          senderPublicKey: w.account.publicKey,
          utxos: withHex,
          feeRate,
          network: 'regtest',
          sequenceNumber: 16n ** 20n - 1n,
        },
      );
    return { reserve, max, built: build(max), build };
  }

  it.each(['p2wpkh', 'p2tr'] as const)(
    '%s: balance − reserve can always be deposited, to a taproot address with a 20-digit memo',
    async (type) => {
      const { reserve, built } = await depositMax(type, [3_000_000n, 600_000n, 40_000n], 3.5);
      expect(reserve).toBe(depositFeeReserve(type as BitcoinAddressType, 3, 3.5));
      expect(built.memoText).toHaveLength(20);
      expect(built.change).toBe(0n);
      expect(built.fee).toBe(reserve);
    },
  );

  it('keeps aside the coins beyond the 50 a deposit spends', async () => {
    const values = Array.from({ length: 60 }, (_, i) => 100_000n + BigInt(i));
    const { reserve, max, built } = await depositMax('p2wpkh', values, 2);
    const fee = depositFeeReserve('p2wpkh', 50, 2);
    // The 50 largest coins, less their fee; the 10 smallest stay in the wallet.
    const largest = values.slice(10).reduce((a, b) => a + b, 0n);
    expect(max).toBe(largest - fee);
    expect(reserve).toBe(values.slice(0, 10).reduce((a, b) => a + b, 0n) + fee);
    expect(Transaction.fromPSBT(built.psbt, { allowUnknownOutputs: true }).inputsLength).toBe(50);
    expect(built.fee).toBe(fee);
  });

  it('keeps aside the small coins whose fee would take the deposit above the 2 % ceiling', async () => {
    const values = [1_000_000n, ...Array.from({ length: 40 }, () => 5_000n)];
    const { max, built, build } = await depositMax('p2wpkh', values, 10);
    // Every coin would pay 2.46 % (28,730 satoshis of 1,171,270): refused.
    const all = depositFeeReserve('p2wpkh', 41, 10);
    expect(all).toBe(28_730n);
    expect(() => build(1_200_000n - all)).toThrow(/0\.0002873 BTC, 2\.46% of the 0\.0117127 BTC deposit/);
    // "Max" leaves out as many as it takes: 32 coins, 22,610 satoshis, 1.997 % of the deposit (33
    // would pay 23,290 of 1,136,710, 2.05 %).
    expect(Transaction.fromPSBT(built.psbt, { allowUnknownOutputs: true }).inputsLength).toBe(32);
    expect(built.fee).toBe(22_610n);
    expect(max).toBe(1_155_000n - 22_610n);
    expect(built.fee * 50n).toBeLessThanOrEqual(max);
  });
});
