import { useT } from '../../i18n';
import { displayName } from '../../swap/route';
import type { RouteForm } from '../../swap/useRouteForm';
import { WalletPanel } from './WalletPanel';

/**
 * How the deposit is made: a note where the source takes wallet deposits only, a two-way choice
 * (from the wallet, or by hand to a deposit address) where both are possible, and the wallet
 * itself — connect, or the connected address — when the wallet is chosen.
 */
export function DepositMethod({ model }: { model: RouteForm }) {
  const t = useT();
  const { form, lists, deposit } = model;
  const { fromNetwork, fromToken } = lists;
  const complete = lists.route !== undefined;
  const walletOnly = complete && !deposit.manualAllowed && fromNetwork;
  const both = complete && deposit.walletAvailable && deposit.manualAllowed;
  const showWallet = deposit.method === 'wallet' && fromNetwork && fromToken;
  if (!walletOnly && !both && !showWallet) return null;
  return (
    <div className="portage-method-row">
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
      {both ? (
        <fieldset className="portage-segmented">
          <legend className="portage-visually-hidden">{t('route.depositLegend')}</legend>
          <Segment
            checked={deposit.method === 'wallet'}
            onChoose={() => form.setDepositMethod('wallet')}
            label={t('route.fromMyWallet')}
            text={t('route.methodWalletShort')}
          />
          <Segment
            checked={deposit.method === 'manual'}
            onChoose={() => form.setDepositMethod('manual')}
            label={t('route.sendMyself')}
            text={t('route.methodAddressShort')}
          />
        </fieldset>
      ) : null}
      {showWallet ? (
        deposit.wallet.status === 'ready' ? (
          <WalletPanel wallet={deposit.wallet.wallet} />
        ) : (
          <p className="portage-small portage-muted portage-wallet-loading">{t('route.loadingWallets')}</p>
        )
      ) : null}
    </div>
  );
}

/**
 * One side of a segmented choice: a real radio (keyboard and screen readers get a radio group),
 * drawn as a segment. Its short text is what shows; its name is the whole sentence, which
 * contains the short text.
 */
function Segment(props: { checked: boolean; onChoose(): void; label: string; text: string }) {
  return (
    <label className="portage-segment" data-checked={props.checked ? 'true' : undefined}>
      <input
        type="radio"
        name="portage-method"
        checked={props.checked}
        onChange={props.onChoose}
        aria-label={props.label}
      />
      <span aria-hidden="true">{props.text}</span>
    </label>
  );
}
