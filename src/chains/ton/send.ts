/**
 * Preparing a TON deposit, apart from TonConnect so that it can be tested with a scripted node:
 * the node reads the builder needs (for a jetton: the master's jetton wallet code and the
 * sender's jetton wallet; the builder computes the wallet from that code when it is one Portage
 * knows, and refuses the node's answer unless it is that wallet), the request built and checked
 * by `buildTonDeposit`, the balances checked so that a deposit that cannot go through is not
 * signed, and what will be signed decoded for the preview. The wallet module runs it for the
 * preview and again, fresh, right before it asks the wallet to sign.
 */
import { Address, type Cell } from '@ton/core';
import type { DepositAction } from '../../api/types';
import { formatUnits } from '../../lib/amount';
import type { DepositPreview } from '../kit/contract';
import { assertExpectedDeposit, type ExpectedDeposit } from '../kit/expected';
import {
  buildTonDeposit,
  describeTonDeposit,
  readTonCallData,
  TON_EXPECTED_RULES,
  type TonDeposit,
} from './deposit';
import { TonWalletError } from './errors';
import type { JettonWalletData } from './node';
import { TonNodeError } from './node-error';

/**
 * Nanotons kept for the network fee: a transfer from a v4 or v5 wallet costs about 0.003–0.006
 * TON; 0.01 leaves a margin. "Max" keeps it aside, and a deposit is not signed without it.
 */
export const TON_FEE_ALLOWANCE = 10_000_000n;
const TON_DECIMALS = 9;

/** The questions the preparation asks the network's node (a part of `TonNodeClient`). */
export interface TonDepositNode {
  /** Nanotons held by `address`. */
  balance(address: Address): Promise<bigint>;
  /** The master's answer to `get_wallet_address` for `owner`. */
  jettonWallet(master: Address, owner: Address): Promise<Address>;
  /** The jetton wallet code of the master's `get_jetton_data`. */
  jettonWalletCode(master: Address): Promise<Cell>;
  /** The jetton wallet's `get_wallet_data` (for its balance); null while it is not deployed. */
  jettonWalletData(wallet: Address): Promise<JettonWalletData | null>;
}

export interface PrepareTonDepositInput {
  node: TonDepositNode;
  /** The connected wallet's address. */
  sender: string;
  action: DepositAction;
  expected: ExpectedDeposit;
  /** The swap's sequence number (`swap.metadata.sequence_number`): the comment must be it. */
  sequenceNumber: bigint | undefined;
  /** The network's display name, for the preview. */
  networkName: string;
  /** Unix seconds; defaults to now. */
  now?: number;
}

export interface PreparedTonDeposit {
  deposit: TonDeposit;
  preview: DepositPreview;
}

export async function prepareTonDeposit(input: PrepareTonDepositInput): Promise<PreparedTonDeposit> {
  const { node, action, expected } = input;
  // Checked before the node is asked anything: the reads below use the expected master, and a
  // comment that is not this swap's number is refused at once.
  assertExpectedDeposit(action, expected, TON_EXPECTED_RULES);
  readTonCallData(action.call_data, input.sequenceNumber);
  const sender = Address.parse(input.sender);
  const chosen = expected.token;
  const master = TON_EXPECTED_RULES.isNative(chosen.contract) ? null : Address.parse(String(chosen.contract));

  let jettonWallet: Address | null = null;
  let jettonWalletCode: Cell | null = null;
  if (master) {
    // A master whose jetton data the node does not give (the get-method failed, or its answer
    // cannot be read) leaves no code to compute the wallet from: the builder refuses it.
    jettonWalletCode = await node.jettonWalletCode(master).catch((error: unknown) => {
      if (error instanceof TonNodeError && error.kind === 'node') return null;
      throw error;
    });
    jettonWallet = await node.jettonWallet(master, sender);
  }

  const deposit = buildTonDeposit(action, {
    expected,
    sender: input.sender,
    jettonWallet: jettonWallet?.toString(),
    jettonWalletCode,
    now: input.now ?? Math.floor(Date.now() / 1000),
    sequenceNumber: input.sequenceNumber,
  });
  const preview = describeTonDeposit(deposit, expected, input.networkName);

  const { symbol, decimals } = deposit;
  // The wallet the deposit goes to: the one computed, which the node's answer had to be.
  const wallet = deposit.jettonWallet === null ? null : Address.parse(deposit.jettonWallet);
  const [tonBalance, jettonBalance] = await Promise.all([
    node.balance(sender),
    wallet === null
      ? Promise.resolve(null)
      : node.jettonWalletData(wallet).then((data) => data?.balance ?? 0n),
  ]);
  if (jettonBalance !== null && jettonBalance < deposit.amount) {
    throw new TonWalletError(
      'insufficient_funds',
      `Your wallet holds ${formatUnits(jettonBalance, decimals)} ${symbol}, less than the ${formatUnits(deposit.amount, decimals)} ${symbol} to send. Nothing was sent.`,
    );
  }
  const tonNeeded = deposit.tonAttached + TON_FEE_ALLOWANCE;
  if (tonBalance < tonNeeded) {
    throw new TonWalletError(
      'insufficient_funds',
      deposit.kind === 'jetton'
        ? `Sending ${symbol} takes ${formatUnits(tonNeeded, TON_DECIMALS)} TON for the network fees (most of it comes back), and your wallet holds ${formatUnits(tonBalance, TON_DECIMALS)} TON. Nothing was sent.`
        : `Your wallet holds ${formatUnits(tonBalance, TON_DECIMALS)} TON, not enough to send ${formatUnits(deposit.amount, TON_DECIMALS)} TON and pay the network fee. Nothing was sent.`,
    );
  }
  return { deposit, preview };
}
