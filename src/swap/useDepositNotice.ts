/**
 * A lost deposit notice sent again: when the swap is opened or polled and this browser stored its
 * deposit's hash before this page loaded, but the service never acknowledged being told it (the
 * tab closed before the answer, the request failed) and has not seen the deposit yet, `deposit_speedup` is sent with
 * the stored hash, once per page load, and the service's acknowledgement stored
 * (`depositNoticeDue`, `sendDepositNotice`: ./deposit-notice.ts). Called by the swap's poller
 * (./useSwapPolling.ts) with every answer of the service.
 *
 * It only ever tells the service a hash: it never asks a wallet, never creates a swap.
 */
import { useEffect } from 'react';
import { useDepositSpeedup } from '../api/hooks';
import type { Swap } from '../api/types';
import { useSwapsStore } from '../state/swaps';
import { type DepositPageMemory, depositPage } from './deposit';
import { depositNoticeDue, sendDepositNotice } from './deposit-notice';

/**
 * `swap`: the service's last answer, undefined until it answered. `page`: this page's memory
 * (shared with the wallet deposit's Send, whose own notice counts); another one in tests.
 */
export function useDepositNotice(
  id: string,
  swap: Swap | undefined,
  page: DepositPageMemory = depositPage,
): void {
  const deposit = useSwapsStore((state) => state.get(id)?.deposit);
  const { mutateAsync } = useDepositSpeedup();
  const due = depositNoticeDue(swap, deposit, page.loadedAt) ? deposit.txHash : null;
  useEffect(() => {
    if (!due) return;
    void sendDepositNotice({
      swapId: id,
      hash: due,
      sent: page.notices,
      speedup: (hash) => mutateAsync({ id, transactionId: hash }),
      record: (swapId, hash, at) => useSwapsStore.getState().recordNotice(swapId, hash, at),
    });
  }, [due, id, mutateAsync, page]);
}
