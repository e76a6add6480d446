import type { SwapResponse } from '../../api/types';
import { swapPhase } from '../../swap/phase';
import { useDeliveryCheck } from '../../swap/useDeliveryCheck';
import { RefundEnding, StoppedEnding } from './Ending';
import { Timeline } from './Timeline';

/**
 * The swap's progress: a timeline while it runs (and once it completed), and a screen of its own
 * for each other ending. `sentHash` is the wallet deposit's hash this browser stored: the deposit
 * reads "sent" before the service sees it.
 */
export function StatusStep({ data, sentHash }: { data: SwapResponse; sentHash?: string | undefined }) {
  const phase = swapPhase(data.swap, { deposit: { txHash: sentHash } });
  // Proof of delivery: once completed or refunded, the payout is read from its network's node.
  const delivery = useDeliveryCheck(data.swap, phase);
  switch (phase.phase) {
    case 'refunding':
    case 'refunded':
      return <RefundEnding data={data} phase={phase} delivery={delivery} />;
    case 'failed':
    case 'expired':
    case 'cancelled':
      return <StoppedEnding data={data} phase={phase} />;
    default:
      return <Timeline data={data} phase={phase} delivery={delivery} />;
  }
}
