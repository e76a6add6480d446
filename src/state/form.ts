/**
 * What the person is filling in: the route, the amount and the addresses. Server data (networks,
 * quotes) is never copied here: only the choices, by name.
 */
import { create } from 'zustand';

export interface RouteEnd {
  network: string | null;
  token: string | null;
}

export interface FormState {
  from: RouteEnd;
  to: RouteEnd;
  /** Exact decimal text as typed (only valid decimals reach the store). */
  amount: string;
  destinationAddress: string;
  refundAddress: string;
  refuel: boolean;
  /** A fraction (0.005 = 0.5 %), or null for the service's default. */
  slippage: number | null;
  /** How the deposit is made: from a connected wallet (offered first where one exists) or by hand. */
  depositMethod: 'wallet' | 'manual';
  setEnd(side: 'from' | 'to', end: RouteEnd): void;
  flip(): void;
  setAmount(amount: string): void;
  setDestinationAddress(address: string): void;
  setRefundAddress(address: string): void;
  setRefuel(refuel: boolean): void;
  setSlippage(slippage: number | null): void;
  setDepositMethod(method: 'wallet' | 'manual'): void;
  resetAfterSwap(): void;
}

/**
 * What `/sources` is asked for: the networks that can send to the chosen destination (all of them
 * while none is chosen). The route step and the start-up prefetch ask the same, so they share it.
 */
export function sourcesParamsFor(to: RouteEnd): { destination_network?: string; destination_token?: string } {
  return to.network && to.token ? { destination_network: to.network, destination_token: to.token } : {};
}

/** What `/destinations` is asked for: where the chosen source can send (everywhere while none is). */
export function destinationsParamsFor(from: RouteEnd): { source_network?: string; source_token?: string } {
  return from.network && from.token ? { source_network: from.network, source_token: from.token } : {};
}

const EMPTY_END: RouteEnd = { network: null, token: null };

export const useFormStore = create<FormState>()((set) => ({
  from: EMPTY_END,
  to: EMPTY_END,
  amount: '',
  destinationAddress: '',
  refundAddress: '',
  refuel: false,
  slippage: null,
  depositMethod: 'wallet',
  setEnd: (side, end) =>
    set((state) => {
      const next = { ...state, [side]: end };
      // A destination address belongs to a network family: a new destination network clears it.
      if (side === 'to' && end.network !== state.to.network) next.destinationAddress = '';
      if (side === 'from' && end.network !== state.from.network) next.refundAddress = '';
      return next;
    }),
  flip: () =>
    set((state) => ({
      from: state.to,
      to: state.from,
      destinationAddress: '',
      refundAddress: '',
    })),
  setAmount: (amount) => set({ amount }),
  setDestinationAddress: (destinationAddress) => set({ destinationAddress }),
  setRefundAddress: (refundAddress) => set({ refundAddress }),
  setRefuel: (refuel) => set({ refuel }),
  setSlippage: (slippage) => set({ slippage }),
  setDepositMethod: (depositMethod) => set({ depositMethod }),
  resetAfterSwap: () => set({ amount: '' }),
}));
