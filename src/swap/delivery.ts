/**
 * Proof of delivery, the swap's side (pure): which payout of a finished swap is checked, against
 * what, on which network. The output of a completed swap is held to the destination address and
 * token the person chose and the quote's minimum; the refund of a refunded swap to where the
 * refund must go, in the source token, and at least the deposit less a bounded network fee
 * (`refundMinimum`, kit/payout-judge.ts). The family's reader and the judging run in
 * ./useDeliveryCheck.ts.
 */
import type { Network, Swap } from '../api/types';
import { nodeUrlsOf } from '../chains/kit/node';
import type { NotCheckedReason, PayoutClaim } from '../chains/kit/payout-judge';
import { refundMinimum } from '../chains/kit/payout-judge';
import type { DeliveryRecord } from '../chains/kit/payout-record';
import { toBaseUnitsRounded } from '../lib/amount';
import { explorerUrl } from '../lib/format';
import type { StoredSwap } from '../state/swaps';
import type { SwapPhase } from './phase';
import { displayName } from './route';
import { refundRecipient } from './status-time';

/** What a check needs: the payout's transaction, its network and node, and the claim. */
export interface DeliveryTarget {
  kind: DeliveryRecord['kind'];
  hash: string;
  network: Network;
  networkName: string;
  nodeUrl: string;
  explorerUrl: string | null;
  claim: PayoutClaim;
}

/** A payout that cannot be checked here, said as such (the record is then final at once). */
export interface DeliveryUnchecked {
  kind: DeliveryRecord['kind'];
  reason: NotCheckedReason;
  record: DeliveryRecord;
}

type Stored = Pick<StoredSwap, 'destinationAddress' | 'payout' | 'expected' | 'refundAddress'> | undefined;

function digits(text: string | null | undefined): bigint | null {
  return typeof text === 'string' && /^\d+$/.test(text) ? BigInt(text) : null;
}

/** The smaller of two known amounts, or the one known. */
function smaller(a: bigint | null, b: bigint | null): bigint | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}

/**
 * The least the refund may be: the deposit (the smaller of the amount this browser was to send and
 * what the service says arrived, as a person may send less by hand) less the fee the service says
 * it kept, that fee at most 5 % of it. Null when neither amount is known.
 */
function refundFloor(phase: SwapPhase, stored: Stored, decimals: number): bigint | null {
  const input = phase.transactions.input;
  const asked = stored?.expected ? digits(stored.expected.amount) : null;
  const arrived = input ? toBaseUnitsRounded(input.amount, decimals, 'down') : null;
  const deposited = smaller(asked, arrived);
  if (deposited === null) return null;
  const refund = phase.transactions.refund;
  const fee = refund ? toBaseUnitsRounded(refund.fee_amount, decimals, 'up') : null;
  return refundMinimum(deposited, fee);
}

interface Side {
  network: Network | undefined;
  recipient: string | null;
  token: PayoutClaim['token'] | null;
  minimum: bigint | null;
}

function tokenOf(token: Swap['source_token']): PayoutClaim['token'] | null {
  if (!token || token.decimals === undefined) return null;
  return { symbol: token.symbol ?? '', contract: token.contract ?? null, decimals: token.decimals };
}

function outputSide(swap: Swap, stored: Stored): Side {
  const token = stored?.payout?.token ?? tokenOf(swap.destination_token);
  return {
    network: swap.destination_network,
    recipient: stored?.destinationAddress || swap.destination_address || null,
    token,
    minimum: digits(stored?.payout?.minimum),
  };
}

function refundSide(swap: Swap, phase: SwapPhase, stored: Stored): Side {
  const token = stored?.expected?.token ?? tokenOf(swap.source_token);
  // Where the refund must go: the refund address given here (or the depositing wallet), else the
  // deposit's sender as the service reports it (a deposit by hand with no refund address).
  const recipient = refundRecipient(stored, phase.transactions.input)?.address ?? null;
  return {
    network: swap.source_network,
    recipient,
    token,
    minimum: token ? refundFloor(phase, stored, token.decimals) : null,
  };
}

/**
 * The check to run for a finished swap's payout; `unchecked` with the reason when there is none
 * to run; null while the swap is not completed or refunded.
 */
export interface DeliveryEnvironment {
  /** Whether Portage has a payout reader for the family (the registry's `payout`). */
  hasReader(family: string | undefined): boolean;
  /** Whether the page may reach the node (its connect-src: lib/csp.ts). */
  mayReach(url: string): boolean;
  now: number;
}

export function deliveryTarget(
  swap: Swap,
  phase: SwapPhase,
  stored: Stored,
  { hasReader, mayReach, now }: DeliveryEnvironment,
): { target: DeliveryTarget } | { unchecked: DeliveryUnchecked } | null {
  if (phase.ending !== 'completed' && phase.ending !== 'refunded') return null;
  const kind: DeliveryRecord['kind'] = phase.ending === 'completed' ? 'output' : 'refund';
  const tx = kind === 'output' ? phase.transactions.output : phase.transactions.refund;
  const side = kind === 'output' ? outputSide(swap, stored) : refundSide(swap, phase, stored);
  const network = side.network;
  const networkName = network ? displayName(network) : '';
  const hash = tx?.transaction_hash?.trim() || null;
  const link = explorerUrl(network?.transaction_explorer_template, hash);
  const unchecked = (reason: NotCheckedReason): { unchecked: DeliveryUnchecked } => ({
    unchecked: {
      kind,
      reason,
      record: {
        kind,
        hash,
        network: networkName,
        explorerUrl: link,
        token: { symbol: side.token?.symbol ?? '', decimals: side.token?.decimals ?? 0 },
        verdict: { verdict: 'not_checked', reason },
        checkedAt: now,
      } satisfies DeliveryRecord,
    },
  });
  if (!hash) return unchecked('no_transaction');
  if (!network || !hasReader(network.type)) return unchecked('no_reader');
  // The network's node (the kit's node rule) that this page may reach: one its policy bars would
  // only be refused by the browser.
  const nodeUrl = nodeUrlsOf(network).find(mayReach);
  if (!nodeUrl) return unchecked('no_node');
  if (!side.recipient) return unchecked('no_recipient');
  if (!side.token) return unchecked('no_reader');
  return {
    target: {
      kind,
      hash,
      network,
      networkName,
      nodeUrl,
      explorerUrl: link,
      claim: {
        family: network.type ?? '',
        recipient: side.recipient,
        token: side.token,
        minimum: side.minimum,
      },
    },
  };
}
