/**
 * The payout checks made in this page (proof of delivery), by swap id: what the host events read
 * to post a swap's ending with its verdict (embed/events.ts). In memory only: a swap of this
 * browser keeps its check in the swaps store too (`delivery`), and one opened by id has none there.
 */
import { create } from 'zustand';
import type { DeliveryRecord } from '../chains/kit/payout-record';

interface DeliveriesState {
  checks: Readonly<Record<string, DeliveryRecord>>;
  record(swapId: string, check: DeliveryRecord): void;
}

export const useDeliveries = create<DeliveriesState>()((set) => ({
  checks: {},
  record: (swapId, check) => set((state) => ({ checks: { ...state.checks, [swapId]: check } })),
}));
