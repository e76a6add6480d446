/**
 * The Bitcoin wallet deposit, step by step, apart from React and from sats-connect so that it can
 * be tested with a fake wallet and a fake node:
 *
 * 1. `preparing` (`prepareBitcoinDeposit`, also what the preview runs): the action checked against
 *    what the person chose, the sender's coins (and, except for taproot, their previous
 *    transactions: legacy inputs need them, hardware wallets ask for them on segwit v0 too) and a
 *    fee rate from the network's node; `buildBitcoinDeposit` checks the action, bounds the fee and
 *    builds the PSBT, which is decoded for the preview.
 * 2. `sending`: the wallet signs it (`signPsbt`, not broadcast by the wallet). What comes back
 *    must be the same transaction, each signature committing to all of it (SIGHASH_ALL, or
 *    taproot's default): anything else is refused, never broadcast.
 * 3. `broadcasting`: finalized, extracted, sent to the node (`POST /tx`); `onHash` gets the txid
 *    once the node has it. A deposit the node could not be reached for stays signed in memory:
 *    the next attempt for the same deposit sends it again instead of signing a second one.
 */
import { base64, hex } from '@scure/base';
import { Address, RawTx, Script, SigHash, Transaction } from '@scure/btc-signer';
import type { DepositAction, Network } from '../../api/types';
import type { DepositPreview, DepositStage } from '../kit/contract';
import { assertExpectedDeposit, type ExpectedDeposit } from '../kit/expected';
import { validateBitcoinAddress } from './address';
import {
  BITCOIN_EXPECTED_RULES,
  type BitcoinAddressType,
  type BitcoinDeposit,
  type BitcoinFeeLimits,
  bitcoinMemo,
  buildBitcoinDeposit,
  depositReserveOf,
  describeBitcoinDeposit,
  type Utxo,
} from './deposit';
import { WalletChangedError, WalletNetworkError } from './errors';
import { bitcoinNetworkOf } from './network';
import { type BitcoinNodeClient, BitcoinNodeError } from './node';

export interface BitcoinAccount {
  address: string;
  /** Hex: compressed key, or the 32-byte x-only key of a taproot address. */
  publicKey: string;
}

/** Signs a PSBT (base64) in the wallet; resolves to the signed PSBT (base64). */
export type PsbtSigner = (request: { psbt: string; signInputs: Record<string, number[]> }) => Promise<string>;

/** The fee share, floor and coin count are the builder's defaults unless given. */
export interface PrepareBitcoinDepositInput extends BitcoinFeeLimits {
  account: BitcoinAccount;
  action: DepositAction;
  /** What the person chose: the action must agree with it. */
  expected: ExpectedDeposit;
  /** The swap's sequence number (`swap.metadata.sequence_number`): the memo must be it. */
  sequenceNumber: bigint | undefined;
  network: Pick<Network, 'name'> & { display_name?: string | undefined };
  node: BitcoinNodeClient;
  /** The highest fee rate (sat/vB) taken from the node; the builder's default when not given. */
  maxFeeRate?: number | undefined;
}

export interface PreparedBitcoinDeposit {
  built: BitcoinDeposit;
  preview: DepositPreview;
}

export interface SendBitcoinDepositInput extends PrepareBitcoinDepositInput {
  sign: PsbtSigner;
  /** The wallet's own network, when it says ("Regtest", "Mainnet"…); checked before anything is built. */
  walletNetwork?: string | null;
  onHash(hash: string): void;
  onStage?(stage: DepositStage): void;
}

const BITCOIN_NETWORKS = {
  mainnet: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
  testnet: { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
  regtest: { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef },
} as const;

/** Signed deposits the node could not be reached for, by deposit: sent again, never signed again. */
const unsent = new Map<string, { rawHex: string; txid: string }>();

/** The deposit built from the node's coins and fee rate, checked, and decoded for the preview. */
export async function prepareBitcoinDeposit(
  input: PrepareBitcoinDepositInput,
): Promise<PreparedBitcoinDeposit> {
  const { account, action, expected, node, network } = input;
  const bitcoinNetwork = bitcoinNetworkOf(network);
  checkWalletNetwork(account.address, bitcoinNetwork);
  // Checked before the node is asked anything.
  assertExpectedDeposit(action, expected, BITCOIN_EXPECTED_RULES);
  bitcoinMemo(action.call_data, input.sequenceNumber);
  const type = addressTypeOf(account.address, bitcoinNetwork);
  const [coins, feeRate] = await Promise.all([node.utxos(account.address), node.feeRate()]);
  const utxos: Utxo[] = await Promise.all(
    coins.map(async (coin) => ({
      txid: coin.txid,
      vout: coin.vout,
      value: coin.value,
      ...(type === 'p2tr' ? {} : { nonWitnessUtxo: await node.transactionHex(coin.txid) }),
    })),
  );
  const built = buildBitcoinDeposit(action, {
    expected,
    sender: account.address,
    senderPublicKey: account.publicKey,
    utxos,
    feeRate,
    maxFeeRate: input.maxFeeRate,
    maxFeeShare: input.maxFeeShare,
    feeFloor: input.feeFloor,
    maxInputs: input.maxInputs,
    network: bitcoinNetwork,
    sequenceNumber: input.sequenceNumber,
  });
  return { built, preview: describeBitcoinDeposit(built, expected, network.display_name ?? network.name) };
}

export async function sendBitcoinDeposit(input: SendBitcoinDepositInput): Promise<string> {
  const { account, action, node, onStage } = input;
  const bitcoinNetwork = bitcoinNetworkOf(input.network);
  checkWalletNetwork(account.address, bitcoinNetwork, input.walletNetwork);
  // Even a deposit signed before is only sent again for an action that is what the person chose,
  // carrying this swap's number.
  assertExpectedDeposit(action, input.expected, BITCOIN_EXPECTED_RULES);
  bitcoinMemo(action.call_data, input.sequenceNumber);
  const key = [
    input.network.name,
    account.address,
    action.to_address,
    action.amount_in_base_units,
    action.call_data,
    String(input.sequenceNumber),
  ].join('|');

  let signed = unsent.get(key);
  if (!signed) {
    onStage?.('preparing');
    // Built again, fresh, whatever a preview showed before.
    const { built } = await prepareBitcoinDeposit(input);
    const type = built.addressType;

    onStage?.('sending');
    const signedPsbt = await input.sign({
      psbt: built.psbtBase64,
      signInputs: { [account.address]: built.inputsToSign.map((entry) => entry.index) },
    });
    const tx = checkSigned(built.psbt, signedPsbt, type);
    signed = { rawHex: hex.encode(tx.extract()), txid: tx.id };
  }

  onStage?.('broadcasting');
  let txid: string;
  try {
    txid = await node.broadcast(signed.rawHex);
  } catch (error) {
    if (
      error instanceof BitcoinNodeError &&
      error.kind === 'rejected' &&
      /already|known/i.test(error.nodeMessage ?? '')
    ) {
      // Sent before (an earlier answer was lost): the node has it, which is all that matters.
      txid = signed.txid;
    } else {
      if (error instanceof BitcoinNodeError && error.kind === 'unreachable') unsent.set(key, signed);
      else unsent.delete(key);
      throw error;
    }
  }
  unsent.delete(key);
  if (txid !== signed.txid) {
    throw new BitcoinNodeError(
      'malformed',
      `The Bitcoin node answered with txid ${txid} for transaction ${signed.txid}.`,
    );
  }
  input.onHash(txid);
  return txid;
}

/**
 * Satoshis "max" keeps aside at the node's rate: the fee of depositing the account's coins, and
 * the coins a deposit cannot spend (beyond the most it takes, or within the fee ceiling), with
 * the same limits as the deposit's (`depositReserveOf`).
 */
export async function bitcoinFeeReserve(
  account: BitcoinAccount,
  network: Pick<Network, 'name'>,
  node: BitcoinNodeClient,
  limits: BitcoinFeeLimits = {},
): Promise<bigint | null> {
  const bitcoinNetwork = bitcoinNetworkOf(network);
  if (!validateBitcoinAddress(account.address, { bitcoinNetwork }).ok) return null;
  const [coins, feeRate] = await Promise.all([node.utxos(account.address), node.feeRate()]);
  const type = addressTypeOf(account.address, bitcoinNetwork);
  return depositReserveOf(
    type,
    coins.map((coin) => coin.value),
    feeRate,
    limits,
  );
}

/** The account's balance on the network (the sum of its coins), or null when it is not on it. */
export async function bitcoinBalance(
  account: BitcoinAccount,
  network: Pick<Network, 'name'>,
  node: BitcoinNodeClient,
): Promise<bigint | null> {
  if (!validateBitcoinAddress(account.address, { bitcoinNetwork: bitcoinNetworkOf(network) }).ok) return null;
  const coins = await node.utxos(account.address);
  return coins.reduce((sum, coin) => sum + coin.value, 0n);
}

/** The wallet's account must be an address of the swap's Bitcoin network. */
function checkWalletNetwork(
  address: string,
  expected: keyof typeof BITCOIN_NETWORKS,
  walletNetwork?: string | null,
) {
  const said = walletNetwork ? normalizeWalletNetwork(walletNetwork) : null;
  if (said !== null && said !== expected) throw new WalletNetworkError(expected, said);
  if (validateBitcoinAddress(address, { bitcoinNetwork: expected }).ok) return;
  const actual = (['mainnet', 'testnet', 'regtest'] as const).find(
    (candidate) => validateBitcoinAddress(address, { bitcoinNetwork: candidate }).ok,
  );
  throw new WalletNetworkError(expected, actual ?? null);
}

/** sats-connect's network names (`Mainnet`, `Testnet4`, `Signet`, `Regtest`) as address networks. */
function normalizeWalletNetwork(name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith('testnet') || lower === 'signet') return 'testnet';
  return lower;
}

function addressTypeOf(address: string, network: keyof typeof BITCOIN_NETWORKS): BitcoinAddressType {
  const decoded = Address(BITCOIN_NETWORKS[network]).decode(address);
  switch (decoded.type) {
    case 'pkh':
      return 'p2pkh';
    case 'sh':
      return 'p2sh-p2wpkh';
    case 'wpkh':
      return 'p2wpkh';
    case 'tr':
      return 'p2tr';
    default:
      // The builder names the address kinds it can spend from.
      return 'p2wpkh';
  }
}

/**
 * The wallet's signed PSBT, checked: the same inputs and outputs as the unsigned one, every input
 * signed with a sighash that commits to the whole transaction; finalized here when the wallet
 * did not.
 */
function checkSigned(unsignedPsbt: Uint8Array, signedBase64: string, type: BitcoinAddressType): Transaction {
  const unsigned = Transaction.fromPSBT(unsignedPsbt, { allowUnknownOutputs: true });
  let signed: Transaction;
  try {
    signed = Transaction.fromPSBT(base64.decode(signedBase64), { allowUnknownOutputs: true });
  } catch (cause) {
    throw new WalletChangedError('it is not a readable PSBT', { cause });
  }
  // The transaction without signatures: version, inputs, outputs, lock time.
  if (hex.encode(unsigned.unsignedTx) !== hex.encode(signed.unsignedTx)) {
    throw new WalletChangedError('its inputs or outputs are not the deposit’s');
  }
  for (let i = 0; i < signed.inputsLength; i++) {
    const input = signed.getInput(i);
    if (input.finalScriptSig === undefined && input.finalScriptWitness === undefined) {
      try {
        signed.finalizeIdx(i);
      } catch (cause) {
        throw new WalletChangedError(`input ${i} is not signed`, { cause });
      }
    }
  }
  const raw = signed.extract();
  const decoded = RawTx.decode(raw);
  decoded.inputs.forEach((rawInput, i) => {
    const signature =
      type === 'p2pkh' ? Script.decode(rawInput.finalScriptSig)[0] : decoded.witnesses?.[i]?.[0];
    if (!(signature instanceof Uint8Array) || !commitsToAll(signature, type)) {
      throw new WalletChangedError(`input ${i} is signed so that the transaction could still be changed`);
    }
  });
  return signed;
}

/** SIGHASH_ALL on ECDSA; on taproot SIGHASH_DEFAULT (64 bytes) or an explicit SIGHASH_ALL. */
function commitsToAll(signature: Uint8Array, type: BitcoinAddressType): boolean {
  if (type === 'p2tr') {
    return signature.length === 64 || (signature.length === 65 && signature[64] === SigHash.ALL);
  }
  return signature.length > 8 && signature[0] === 0x30 && signature[signature.length - 1] === SigHash.ALL;
}
