/**
 * Proof of delivery, run by the status step once a swap completed or was refunded: the payout the
 * service names is read from its network's node by the family's reader (loaded through the
 * registry, outside the first load) and judged (kit/payout-judge.ts). A transaction still pending
 * or not yet seen, and a node that did not answer, are asked again after 1, 2 and 4 s; then the
 * verdict stands. It is kept with the stored swap (`delivery`, so history shows it and a reload
 * does not ask again unless it could still change) and handed to the host events.
 */
import { useEffect, useState } from 'react';
import type { Swap } from '../api/types';
import { familyOf } from '../chains/families';
import { PayoutNodeError } from '../chains/kit/payout';
import { isFinalVerdict, judgePayout, type PayoutVerdict } from '../chains/kit/payout-judge';
import type { DeliveryRecord } from '../chains/kit/payout-record';
import { pageMayConnect } from '../lib/csp';
import { useDeliveries } from '../state/deliveries';
import { useSwapsStore } from '../state/swaps';
import { type DeliveryTarget, deliveryTarget } from './delivery';
import type { SwapPhase } from './phase';

/** The waits before asking again about a payout whose verdict may still change. */
export const DELIVERY_RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

export type DeliveryCheck =
  | { status: 'checking'; kind: DeliveryRecord['kind']; network: string }
  | { status: 'done'; record: DeliveryRecord };

const hasReader = (family: string | undefined) => Boolean(familyOf(family)?.payout);

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** One reading and its verdict; a node that failed (or a reader that would not load) is said so. */
async function checkOnce(target: DeliveryTarget, signal: AbortSignal): Promise<PayoutVerdict> {
  try {
    const load = familyOf(target.network.type)?.payout;
    if (!load) return { verdict: 'not_checked', reason: 'no_reader' };
    const { reader } = await load();
    const observed = await reader.read({
      hash: target.hash,
      network: target.network,
      nodeUrl: target.nodeUrl,
      recipient: target.claim.recipient,
      token: target.claim.token,
      fetch: (...args) => fetch(...args),
      signal,
    });
    return judgePayout(target.claim, observed);
  } catch (error) {
    if (signal.aborted) throw error;
    // A node error, and a reader chunk that could not be fetched, are the same to the person:
    // the chain could not be read this time.
    if (!(error instanceof PayoutNodeError)) console.warn('Portage: the payout could not be read.', error);
    return { verdict: 'not_checked', reason: 'node_error' };
  }
}

async function runCheck(target: DeliveryTarget, signal: AbortSignal): Promise<DeliveryRecord> {
  let verdict = await checkOnce(target, signal);
  for (const delay of DELIVERY_RETRY_DELAYS_MS) {
    if (isFinalVerdict(verdict)) break;
    await wait(delay, signal);
    if (signal.aborted) break;
    verdict = await checkOnce(target, signal);
  }
  return {
    kind: target.kind,
    hash: target.hash,
    network: target.networkName,
    explorerUrl: target.explorerUrl,
    token: { symbol: target.claim.token.symbol, decimals: target.claim.token.decimals },
    verdict,
    checkedAt: Date.now(),
  };
}

function keep(swapId: string, record: DeliveryRecord): void {
  // `update` changes nothing for a swap this browser does not keep (opened by id, not confirmed).
  useSwapsStore.getState().update(swapId, { delivery: record });
  useDeliveries.getState().record(swapId, record);
}

/** The check of a finished swap's payout: null while the swap is not completed or refunded. */
export function useDeliveryCheck(swap: Swap, phase: SwapPhase): DeliveryCheck | null {
  const [check, setCheck] = useState<DeliveryCheck | null>(null);
  const kind = phase.ending === 'completed' ? 'output' : phase.ending === 'refunded' ? 'refund' : null;
  const tx =
    kind === 'output' ? phase.transactions.output : kind === 'refund' ? phase.transactions.refund : undefined;
  const hash = tx?.transaction_hash ?? null;
  // The swap and phase as they were when this kind and hash were first seen (polling has stopped).
  const key = kind ? `${swap.id}|${kind}|${hash ?? ''}` : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one check per swap, payout and hash.
  useEffect(() => {
    if (key === null) {
      setCheck(null);
      return;
    }
    const stored = useSwapsStore.getState().get(swap.id);
    const kept = stored?.delivery;
    if (kept && kept.kind === kind && kept.hash === hash && isFinalVerdict(kept.verdict)) {
      useDeliveries.getState().record(swap.id, kept);
      setCheck({ status: 'done', record: kept });
      return;
    }
    const found = deliveryTarget(swap, phase, stored, {
      hasReader,
      mayReach: pageMayConnect,
      now: Date.now(),
    });
    if (!found) return;
    if ('unchecked' in found) {
      keep(swap.id, found.unchecked.record);
      setCheck({ status: 'done', record: found.unchecked.record });
      return;
    }
    const { target } = found;
    setCheck({ status: 'checking', kind: target.kind, network: target.networkName });
    const controller = new AbortController();
    runCheck(target, controller.signal).then(
      (record) => {
        if (controller.signal.aborted) return;
        keep(swap.id, record);
        setCheck({ status: 'done', record });
      },
      () => {},
    );
    return () => controller.abort();
  }, [key]);

  return check;
}
