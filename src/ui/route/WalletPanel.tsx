import type { FamilyWallet } from '../../chains/kit/contract';
import { rich, useT } from '../../i18n';
import { shortenAddress } from '../../lib/format';

/**
 * The connected source wallet on the route step: its address, with Disconnect. Until one is
 * connected the card's main button is "Connect wallet" (CreateButton); the balance and Max stand
 * in "You send" (SendPanel), where the amount is.
 */
export function WalletPanel({ wallet }: { wallet: FamilyWallet }) {
  const t = useT();
  if (!wallet.address) return null;
  return (
    <div className="portage-wallet" data-testid="wallet-panel">
      <span className="portage-wallet-dot" aria-hidden="true" />
      <span className="portage-small">
        {rich(t('wallet.panelWallet'), {
          address: (
            <code className="portage-mono" title={wallet.address}>
              {shortenAddress(wallet.address)}
            </code>
          ),
        })}
      </span>
      <button type="button" className="portage-link-button" onClick={wallet.disconnect}>
        {t('wallet.disconnect')}
      </button>
    </div>
  );
}
