import { type Translate, useLocale, useT } from '../../i18n';
import { formatDateTime, formatDecimal } from '../../lib/format';
import { loadStoredSwaps, type StoredSwap, useSwapsStore } from '../../state/swaps';
import { StorageNotice } from '../components/StorageNotice';
import { HelpDisclosure } from '../help/HelpPanel';
import { FindSwap } from './FindSwap';
import { statusText } from './status-text';
import { WalletSwaps } from './WalletSwaps';

// The stored swaps are read before the list of them is shown.
loadStoredSwaps();

const VERDICT_KEY = {
  delivered: 'delivery.historyDelivered',
  not_confirmed: 'delivery.historyNotConfirmed',
  not_checked: 'delivery.historyNotChecked',
} as const;

/** What the payout's network said of a finished swap's payout, when it was checked. */
function DeliveryBadge({ delivery, t }: { delivery: StoredSwap['delivery']; t: Translate }) {
  if (!delivery) return null;
  const verdict = delivery.verdict.verdict;
  return (
    <span className={`portage-small portage-history-delivery is-${verdict}`} data-testid="history-delivery">
      {t(VERDICT_KEY[verdict])}
    </span>
  );
}

/** The swaps made in this browser, newest first; choosing one resumes it where it stands. */
export function HistoryList({ onOpen }: { onOpen(id: string): void }) {
  const t = useT();
  const locale = useLocale();
  const swaps = useSwapsStore((state) => state.swaps);
  return (
    <section className="portage-step" aria-labelledby="portage-history-title">
      <h2 id="portage-history-title">{t('history.title')}</h2>
      <StorageNotice />
      <FindSwap onOpen={onOpen} />
      {swaps.length === 0 ? (
        <p className="portage-muted">{t('history.empty')}</p>
      ) : (
        <ul className="portage-history">
          {swaps.map((swap) => (
            <li key={swap.id}>
              <button type="button" className="portage-history-item" onClick={() => onOpen(swap.id)}>
                <span>
                  <strong>
                    {formatDecimal(swap.amount, locale)} {swap.sourceToken}
                  </strong>{' '}
                  <span className="portage-muted">
                    {t('history.route', {
                      sourceNetwork: swap.sourceNetworkName ?? swap.sourceNetwork,
                      destinationToken: swap.destinationToken,
                      destinationNetwork: swap.destinationNetworkName ?? swap.destinationNetwork,
                    })}
                  </span>
                </span>
                <span className={`portage-badge is-${swap.status ?? 'unknown'}`}>
                  {statusText(swap.status, t)}
                </span>
                <DeliveryBadge delivery={swap.delivery} t={t} />
                <span className="portage-small portage-muted">{formatDateTime(swap.createdAt, locale)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <WalletSwaps onOpen={onOpen} />
      <HelpDisclosure swapId={null} />
    </section>
  );
}
