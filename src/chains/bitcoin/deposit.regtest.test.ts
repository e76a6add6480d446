/**
 * Chain test: the widget's Bitcoin deposits, built by `buildBitcoinDeposit`, signed and finalized
 * as a wallet would, broadcast to a real regtest node and mined.
 *
 * The node is Debian's litecoind in regtest (service/chains/bitcoin/litecoind.ts): a Bitcoin Core
 * fork with the same transaction format, script rules, segwit and taproot. Its bech32 prefix is
 * `rltc` where Bitcoin regtest's is `bcrt`; the widget builds for Bitcoin regtest and only the
 * RPC calls use the node's form (service/chains/bitcoin/regtest.ts).
 *
 * One sender of each address type, from fixed test secrets, is funded with two coins by the node's
 * wallet; the coins and their previous transactions are read back from the node.
 */
import { sha256 } from '@noble/hashes/sha2';
import { hex, utf8 } from '@scure/base';
import { OutScript, p2pkh, p2sh, p2tr, p2wpkh, RawTx, Script, SigHash, Transaction } from '@scure/btc-signer';
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingToolSentence } from '../../../scripts/system-tools.mjs';
import {
  type BitcoinRpc,
  type LitecoindNode,
  litecoindBinaryPath,
  startLitecoind,
} from '../../../service/chains/bitcoin/litecoind';
import { BITCOIN_REGTEST, toNodeAddress } from '../../../service/chains/bitcoin/regtest';
import { freePort } from '../../../service/chains/evm/anvil';
import { bitcoinOpReturnText, buildCallData } from '../../../service/deposits';
import { DepositActionSchema } from '../../api/schemas';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import { expectedFor } from '../sandbox-actions.test-support';
import {
  type BitcoinAddressType,
  type BitcoinDeposit,
  BitcoinDepositError,
  buildBitcoinDeposit,
  memoHexText,
  OP_RETURN_MAX_BYTES,
  opReturnNumber,
  type Utxo,
} from './deposit';

const installed = litecoindBinaryPath() !== null;
if (!installed) {
  console.warn(`Skipping the Bitcoin regtest chain test: ${missingToolSentence('litecoind')}`);
}

const TYPES: BitcoinAddressType[] = ['p2pkh', 'p2sh-p2wpkh', 'p2wpkh', 'p2tr'];
const FUNDER = 'funder';
/** Two coins per sender: the deposit needs both. */
const COINS = ['0.3', '0.2'] as const;
const AMOUNT = 40_000_000n; // 0.4 BTC
const FEE_RATE = 2.5;
const SEQUENCE = 11_177_265n; // memo text "aa8d31"

interface Sender {
  type: BitcoinAddressType;
  priv: Uint8Array;
  address: string;
  publicKey: string;
  script: Uint8Array;
}

function sender(type: BitcoinAddressType, label = 'sender'): Sender {
  const priv = sha256(utf8.decode(`portage regtest chain test ${label} ${type}`));
  const pub = pubECDSA(priv);
  const payment =
    type === 'p2pkh'
      ? p2pkh(pub, BITCOIN_REGTEST)
      : type === 'p2sh-p2wpkh'
        ? p2sh(p2wpkh(pub, BITCOIN_REGTEST), BITCOIN_REGTEST)
        : type === 'p2wpkh'
          ? p2wpkh(pub, BITCOIN_REGTEST)
          : p2tr(pubSchnorr(priv), undefined, BITCOIN_REGTEST);
  if (payment.address === undefined) throw new Error(`no ${type} address`);
  return {
    type,
    priv,
    address: payment.address,
    publicKey: hex.encode(type === 'p2tr' ? pubSchnorr(priv) : pub),
    script: payment.script,
  };
}

/** The swap's deposit action, as the sandbox builds it for a deposit address on regtest. */
function depositAction(to: string, from: string, sequence = SEQUENCE, amount = AMOUNT): DepositAction {
  const built = buildCallData({
    family: 'bitcoin',
    sequenceNumber: sequence,
    depositAddress: to,
    sourceAddress: from,
    amount,
    token: { symbol: 'BTC', contract: null, decimals: 8 },
    network: { name: 'BITCOIN_REGTEST' },
  });
  return v.parse(DepositActionSchema, {
    type: 'transfer',
    to_address: built.toAddress,
    call_data: built.callData,
    amount: Number(formatUnits(amount, 8)),
    amount_in_base_units: amount.toString(),
    order: 0,
    network: { name: 'BITCOIN_REGTEST', type: 'bitcoin' },
    token: { symbol: 'BTC', contract: null, decimals: 8 },
    fee_token: { symbol: 'BTC', contract: null, decimals: 8 },
  });
}

/** What the person chose: `amount` satoshis of bitcoin on BITCOIN_REGTEST. */
function chosen(amount: bigint) {
  return expectedFor({
    family: 'bitcoin',
    amount,
    token: { symbol: 'BTC', contract: null, decimals: 8 },
    network: { name: 'BITCOIN_REGTEST' },
  });
}
const CHOSEN = chosen(AMOUNT);

let node: LitecoindNode;
let rpc: BitcoinRpc;
let mineTo: string;
const senders = Object.fromEntries(TYPES.map((type) => [type, sender(type)])) as Record<
  BitcoinAddressType,
  Sender
>;
const depositAddress = sender('p2wpkh', 'deposit address').address;

async function mine(blocks = 1): Promise<void> {
  await rpc.call('generatetoaddress', [blocks, mineTo]);
}

/** The sender's coins as the node has them: outpoints from its UTXO set, values from raw transactions. */
async function utxosOf(s: Sender): Promise<Utxo[]> {
  const scan = await rpc.call<{ unspents: { txid: string; vout: number }[] }>('scantxoutset', [
    'start',
    [`raw(${hex.encode(s.script)})`],
  ]);
  return Promise.all(
    scan.unspents.map(async ({ txid, vout }) => {
      const raw = await rpc.call<string>('getrawtransaction', [txid, false]);
      const output = RawTx.decode(hex.decode(raw)).outputs[vout];
      if (!output) throw new Error(`${txid} has no output ${vout}`);
      return { txid, vout, value: output.amount, script: hex.encode(output.script), nonWitnessUtxo: raw };
    }),
  );
}

/** Signs each input with the sighash the builder asked for, as a wallet does, and finalizes. */
function signAndFinalize(deposit: BitcoinDeposit, priv: Uint8Array): Transaction {
  const tx = Transaction.fromPSBT(deposit.psbt, { allowUnknownOutputs: true });
  for (const { index, sighash } of deposit.inputsToSign)
    expect(tx.signIdx(priv, index, [sighash])).toBe(true);
  tx.finalize();
  return tx;
}

/** The signature of each input of a raw transaction: scriptSig for legacy, else witness[0]. */
function signatures(raw: Uint8Array, type: BitcoinAddressType): Uint8Array[] {
  const decoded = RawTx.decode(raw);
  return decoded.inputs.map((input, i) => {
    if (type === 'p2pkh') {
      const [sig] = Script.decode(input.finalScriptSig);
      if (!(sig instanceof Uint8Array)) throw new Error('no signature in the scriptSig');
      return sig;
    }
    const witness = decoded.witnesses?.[i];
    if (!witness?.[0]) throw new Error(`input ${i} has no witness`);
    return witness[0];
  });
}

interface NodeTransaction {
  txid: string;
  vsize: number;
  confirmations?: number;
  blockhash?: string;
  vout: { n: number; scriptPubKey: { hex: string; type: string; asm: string } }[];
}

describe.skipIf(!installed)('Bitcoin deposits on a regtest node (litecoind)', () => {
  beforeAll(async () => {
    node = await startLitecoind({ rpcPort: await freePort() });
    rpc = node.rpc;
    await rpc.call('createwallet', [FUNDER]);
    mineTo = await rpc.call<string>('getnewaddress', ['', 'bech32'], FUNDER);
    // 101 blocks make the first coinbase spendable; a few more give the funder room.
    await mine(105);
    for (const s of Object.values(senders)) {
      for (const coin of COINS) await rpc.call('sendtoaddress', [toNodeAddress(s.address), coin], FUNDER);
    }
    await mine();
  }, 60_000);

  afterAll(async () => {
    await node?.close();
  });

  it.each(TYPES)(
    '%s: the node accepts and mines it; payment, memo, change, fee and sighash are as built',
    async (type) => {
      const s = senders[type];
      const utxos = await utxosOf(s);
      expect(utxos.map((u) => u.value).sort()).toEqual([20_000_000n, 30_000_000n]);
      const action = depositAction(depositAddress, s.address);
      const built = buildBitcoinDeposit(action, {
        expected: CHOSEN,
        sender: s.address,
        senderPublicKey: s.publicKey,
        utxos,
        feeRate: FEE_RATE,
        network: 'regtest',
        sequenceNumber: SEQUENCE,
      });
      expect(built.addressType).toBe(type);
      expect(built.inputsToSign).toEqual([
        { index: 0, sighash: type === 'p2tr' ? SigHash.DEFAULT : SigHash.ALL },
        { index: 1, sighash: type === 'p2tr' ? SigHash.DEFAULT : SigHash.ALL },
      ]);

      const tx = signAndFinalize(built, s.priv);
      const raw = tx.extract();
      const txid = await rpc.call<string>('sendrawtransaction', [hex.encode(raw)]);
      expect(txid).toBe(tx.id);
      await mine();

      // The node's own reading of the mined transaction.
      const mined = await rpc.call<NodeTransaction>('getrawtransaction', [txid, true]);
      expect(mined.confirmations).toBeGreaterThanOrEqual(1);
      expect(mined.blockhash).toMatch(/^[0-9a-f]{64}$/);
      const fromNode = RawTx.decode(hex.decode(await rpc.call<string>('getrawtransaction', [txid, false])));
      expect(fromNode.outputs).toHaveLength(3);

      // 0: exactly the amount, to the deposit address.
      const [payment, memo, change] = fromNode.outputs;
      expect(payment?.amount).toBe(AMOUNT);
      expect(hex.encode(payment?.script ?? new Uint8Array())).toBe(
        hex.encode(OutScript.encode(p2wpkh(pubECDSA(sender('p2wpkh', 'deposit address').priv)))),
      );
      // 1: OP_RETURN pushing the ASCII text of the memo's hex, as the node decodes it.
      expect(memo?.amount).toBe(0n);
      expect(mined.vout[1]?.scriptPubKey.type).toBe('nulldata');
      const [op, pushed] = mined.vout[1]?.scriptPubKey.asm.split(' ') ?? [];
      expect(op).toBe('OP_RETURN');
      expect(Buffer.from(pushed ?? '', 'hex').toString('ascii')).toBe(memoHexText(action.call_data ?? ''));
      expect(Buffer.from(pushed ?? '', 'hex').toString('ascii')).toBe(bitcoinOpReturnText(SEQUENCE));
      expect(memoHexText(action.call_data ?? '')).toBe('aa8d31');
      // Read back as the service reads it: this swap's number.
      expect(opReturnNumber(hex.decode(mined.vout[1]?.scriptPubKey.hex ?? ''))).toBe(SEQUENCE);
      // 2: the change, back to the sender's own script.
      expect(hex.encode(change?.script ?? new Uint8Array())).toBe(hex.encode(s.script));
      expect(change?.amount).toBe(built.change);

      // Fee = inputs − outputs, the builder's, at the rate for its (upper-bound) size, and at
      // least the rate for the size the node measured.
      const fee = 50_000_000n - AMOUNT - built.change;
      expect(fee).toBe(built.fee);
      expect(fee).toBe(BigInt(Math.ceil(FEE_RATE * built.vsize)));
      expect(mined.vsize).toBeLessThanOrEqual(built.vsize);
      expect(Number(fee) / mined.vsize).toBeGreaterThanOrEqual(FEE_RATE);

      // Sighash: SIGHASH_ALL (1) as the last byte of each ECDSA signature; taproot's SIGHASH_DEFAULT
      // (0) is a bare 64-byte Schnorr signature with no sighash byte.
      for (const sig of signatures(hex.decode(await rpc.call<string>('getrawtransaction', [txid])), type)) {
        if (type === 'p2tr') {
          expect(sig).toHaveLength(64);
        } else {
          expect(sig[0]).toBe(0x30);
          expect(sig[sig.length - 1]).toBe(SigHash.ALL);
        }
      }

      // The sender now holds exactly the change, confirmed.
      const left = await utxosOf(s);
      expect(left).toEqual([expect.objectContaining({ txid, vout: 2, value: built.change })]);
    },
  );

  it('refuses a deposit of 40 small coins whose fee is above 2 %, and nothing reaches the node', async () => {
    const s = sender('p2wpkh', 'small coins');
    // 40 coins of 0.0002 BTC; the node keeps at most 25 unconfirmed in a row, so mined by halves.
    for (let i = 0; i < 40; i++) {
      await rpc.call('sendtoaddress', [toNodeAddress(s.address), '0.0002'], FUNDER);
      if (i % 20 === 19) await mine();
    }
    const utxos = await utxosOf(s);
    expect(utxos).toHaveLength(40);
    // 0.007 BTC at 10 sat/vB takes 37 of them: 2,606 vB with change, 26,060 satoshis of fee, 3.73 %.
    const amount = 700_000n;
    const action = depositAction(depositAddress, s.address, SEQUENCE, amount);
    const context = {
      expected: chosen(amount),
      sender: s.address,
      senderPublicKey: s.publicKey,
      utxos,
      feeRate: 10,
      network: 'regtest' as const,
      sequenceNumber: SEQUENCE,
    };
    const refusal = (() => {
      try {
        buildBitcoinDeposit(action, context);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(BitcoinDepositError);
    expect((refusal as BitcoinDepositError).code).toBe('FEE_TOO_HIGH');
    expect((refusal as Error).message).toBe(
      "At the Bitcoin node's fee rate of 10 sat/vB, the network fee would be 0.0002606 BTC, 3.73% of the 0.007 BTC deposit, above the 2% Portage allows (0.0001 BTC on any deposit): Portage will not build this deposit.",
    );

    // The same deposit under the former 10 % ceiling: the node would have taken it, fee and all.
    const former = buildBitcoinDeposit(action, { ...context, maxFeeShare: 0.1 });
    expect(former.fee).toBe(26_060n);
    expect(former.inputsToSign).toHaveLength(37);
    expect(former.vsize).toBe(2_606);
    const [accepted] = await rpc.call<{ allowed: boolean; vsize: number }[]>('testmempoolaccept', [
      [hex.encode(signAndFinalize(former, s.priv).extract())],
    ]);
    expect(accepted?.allowed).toBe(true);
    expect(accepted?.vsize).toBeLessThanOrEqual(former.vsize);

    // Nothing was broadcast: an empty mempool, every coin still the sender's.
    expect(await rpc.call<string[]>('getrawmempool')).toEqual([]);
    expect(await utxosOf(s)).toHaveLength(40);
  });

  it('relays an 80-byte memo, the most the builder writes, and the node refuses 81', async () => {
    const s = sender('p2wpkh', 'long memo');
    await rpc.call('sendtoaddress', [toNodeAddress(s.address), '0.5'], FUNDER);
    await mine();
    const [coin] = await utxosOf(s);
    if (!coin) throw new Error('no coin');
    const largest = 2n ** 320n - 1n;
    const built = buildBitcoinDeposit(depositAction(depositAddress, s.address, largest), {
      expected: CHOSEN,
      sender: s.address,
      senderPublicKey: s.publicKey,
      utxos: [coin],
      feeRate: FEE_RATE,
      network: 'regtest',
      sequenceNumber: largest,
    });
    expect(built.memoText).toHaveLength(OP_RETURN_MAX_BYTES);
    const txid = await rpc.call<string>('sendrawtransaction', [
      hex.encode(signAndFinalize(built, s.priv).extract()),
    ]);
    await mine();
    const mined = await rpc.call<NodeTransaction>('getrawtransaction', [txid, true]);
    expect(mined.confirmations).toBeGreaterThanOrEqual(1);
    expect(mined.vout[1]?.scriptPubKey.hex).toBe(`6a4c50${'66'.repeat(80)}`);

    // The same spend with one more memo byte (hand-built: the builder refuses it) is not relayed.
    const [change] = await utxosOf(s);
    if (!change) throw new Error('no change');
    const tooLong = new Transaction({ allowUnknownOutputs: true });
    tooLong.addInput({
      txid: change.txid,
      index: change.vout,
      witnessUtxo: { script: s.script, amount: change.value },
    });
    tooLong.addOutput({ script: Script.encode(['RETURN', utf8.decode('f'.repeat(81))]), amount: 0n });
    tooLong.addOutput({ script: s.script, amount: change.value - 1_000n });
    tooLong.sign(s.priv);
    tooLong.finalize();
    await expect(rpc.call('sendrawtransaction', [hex.encode(tooLong.extract())])).rejects.toThrow(
      /scriptpubkey|datacarrier/,
    );
  });
});
