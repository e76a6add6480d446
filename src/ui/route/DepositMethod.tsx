import { useT } from '../../i18n';
import { displayName } from '../../swap/route';
import type { RouteForm } from '../../swap/useRouteForm';
import { RadioOption } from './RadioOption';
import { WalletPanel } from './WalletPanel';

/**
 * How the deposit is made: a note where the source takes wallet deposits only, the choice between
 * the wallet and a deposit address where both are possible, and the wallet itself when chosen.
 */
export function DepositMethod({ model, onMax }: { model: RouteForm; onMax(amount: string): void }) {
  const t = useT();
  const { form, lists, deposit } = model;
  const { fromNetwork, fromToken } = lists;
  const complete = lists.route !== undefined;
  const walletOnly = complete && !deposit.manualAllowed && fromNetwork;
  return (
    <>
      {walletOnly && !deposit.walletAvailable ? (
        <p className="portage-callout" role="note">
          {t('route.walletOnlyUnavailable', { network: displayName(fromNetwork) })}
        </p>
      ) : null}
      {walletOnly && deposit.walletAvailable ? (
        <p className="portage-small portage-muted" role="note">
          {t('route.walletOnlyNote', { network: displayName(fromNetwork) })}
        </p>
      ) : null}

      {complete && deposit.walletAvailable && deposit.manualAllowed ? (
        <fieldset className="portage-method">
          <legend className="portage-label">{t('route.depositLegend')}</legend>
          <RadioOption
            name="portage-method"
            checked={deposit.method === 'wallet'}
            onChoose={() => form.setDepositMethod('wallet')}
          >
            {t('route.fromMyWallet')}
          </RadioOption>
          <RadioOption
            name="portage-method"
            checked={deposit.method === 'manual'}
            onChoose={() => form.setDepositMethod('manual')}
          >
            {t('route.sendMyself')}
          </RadioOption>
        </fieldset>
      ) : null}
      {deposit.method === 'wallet' && fromNetwork && fromToken ? (
        deposit.wallet.status === 'ready' ? (
          <WalletPanel wallet={deposit.wallet.wallet} network={fromNetwork} token={fromToken} onMax={onMax} />
        ) : (
          <p className="portage-small portage-muted">{t('route.loadingWallets')}</p>
        )
      ) : null}
    </>
  );
}
