import { useSwapsStore } from '../../state/swaps';
import { StorageNotice } from '../components/StorageNotice';

const STATUS_TEXT: Record<string, string> = {
  created: 'Created',
  user_transfer_pending: 'Waiting for deposit',
  user_transfer_delayed: 'Deposit delayed',
  ls_transfer_pending: 'Sending',
  completed: 'Completed',
  failed: 'Failed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refund_pending: 'Refunding',
  pending_refund: 'Refunding',
  refunded: 'Refunded',
};

export function statusText(status: string | undefined): string {
  return status ? (STATUS_TEXT[status] ?? 'In progress') : 'In progress';
}

/** The swaps made in this browser, newest first; choosing one resumes it where it stands. */
export function HistoryList({ onOpen }: { onOpen(id: string): void }) {
  const swaps = useSwapsStore((state) => state.swaps);
  return (
    <section className="portage-step" aria-labelledby="portage-history-title">
      <h2 id="portage-history-title">Your swaps</h2>
      <StorageNotice />
      {swaps.length === 0 ? (
        <p className="portage-muted">Swaps you make in this browser appear here.</p>
      ) : (
        <ul className="portage-history">
          {swaps.map((swap) => (
            <li key={swap.id}>
              <button type="button" className="portage-history-item" onClick={() => onOpen(swap.id)}>
                <span>
                  <strong>
                    {swap.amount} {swap.sourceToken}
                  </strong>{' '}
                  <span className="portage-muted">
                    {swap.sourceNetworkName ?? swap.sourceNetwork} → {swap.destinationToken} on{' '}
                    {swap.destinationNetworkName ?? swap.destinationNetwork}
                  </span>
                </span>
                <span className={`portage-badge is-${swap.status ?? 'unknown'}`}>
                  {statusText(swap.status)}
                </span>
                <span className="portage-small portage-muted">
                  {new Date(swap.createdAt).toLocaleString()}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
