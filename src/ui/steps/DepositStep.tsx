import type { DepositAction, SwapResponse } from '../../api/types';
import { type MessageKey, rich, useT } from '../../i18n';
import { amountsAgree, formatUnits } from '../../lib/amount';
import { formatElapsed } from '../../lib/format';
import { useNow } from '../../lib/useNow';
import { useSwapsStore } from '../../state/swaps';
import { CopyButton } from '../components/CopyButton';
import { QrCode } from '../components/QrCode';
import { SandboxDepositButton } from '../components/SandboxDepositButton';
import { StorageNotice } from '../components/StorageNotice';
import { displayName } from '../routes';
import { WalletDeposit } from '../wallet/WalletDeposit';

type Checked = { ok: true; exact: string } | { ok: false; reason: MessageKey };

/**
 * The amount to send, exactly: `amount_in_base_units` in the token's decimals, and only when it
 * agrees with `amount`. If the service's two numbers disagree, nothing is shown to send.
 */
export function checkDepositAmount(action: DepositAction): Checked {
  const decimals = action.token?.decimals;
  const base = action.amount_in_base_units;
  if (decimals === undefined || base === undefined) {
    return { ok: false, reason: 'deposit.incomplete' };
  }
  if (action.amount !== undefined && !amountsAgree(action.amount, base, decimals)) {
    return { ok: false, reason: 'deposit.disagree' };
  }
  return { ok: true, exact: formatUnits(BigInt(base), decimals) };
}

export function DepositStep({ data }: { data: SwapResponse }) {
  const { swap } = data;
  const transfer = data.deposit_actions.find((a) => a.type === 'transfer');
  const stored = useSwapsStore((state) => state.get(swap.id));
  const t = useT();
  // A swap created for a wallet deposit (or one with no deposit address) is paid from the wallet.
  if (transfer && (stored?.depositMethod === 'wallet' || swap.use_deposit_address === false)) {
    return (
      <section className="portage-step" aria-labelledby="portage-deposit-title">
        <h2 id="portage-deposit-title">{t('deposit.title')}</h2>
        <WalletDeposit data={data} action={transfer} />
        <SwapIdLine id={swap.id} />
      </section>
    );
  }
  return <ManualDeposit data={data} />;
}

function ManualDeposit({ data }: { data: SwapResponse }) {
  const { swap } = data;
  const t = useT();
  const action = data.deposit_actions.find((a) => a.type === 'manual_transfer');
  const now = useNow(1000);
  const created = swap.created_date ? Date.parse(swap.created_date) : Number.NaN;

  if (!action?.to_address) {
    return (
      <section className="portage-step" aria-labelledby="portage-deposit-title">
        <h2 id="portage-deposit-title">{t('deposit.titleNoAddress')}</h2>
        <p className="portage-callout" role="alert">
          {swap.source_network
            ? t('deposit.noAddress', { network: displayName(swap.source_network) })
            : t('deposit.noAddressThisNetwork')}
        </p>
      </section>
    );
  }

  const checked = checkDepositAmount(action);
  const token = action.token?.symbol ?? swap.source_token?.symbol ?? '';
  const network = action.network ?? swap.source_network;
  const networkName = network ? displayName(network) : '';

  return (
    <section className="portage-step" aria-labelledby="portage-deposit-title">
      <h2 id="portage-deposit-title">{t('deposit.title')}</h2>
      {checked.ok ? (
        <>
          <p>
            {/* The exact amount stays canonical (1234.5): it is what the person copies and sends. */}
            {rich(t('deposit.sendExactly'), {
              amount: (
                <strong data-testid="deposit-amount">
                  {checked.exact} {token}
                </strong>
              ),
              network: <strong>{networkName}</strong>,
            })}
          </p>
          <div className="portage-deposit-card">
            <QrCode value={action.to_address} label={t('deposit.qrLabel', { address: action.to_address })} />
            <div className="portage-deposit-fields">
              <div>
                <span className="portage-label">{t('deposit.addressLabel')}</span>
                <code className="portage-mono portage-break" data-testid="deposit-address">
                  {action.to_address}
                </code>
                <CopyButton value={action.to_address} label={t('deposit.copyAddress')} />
              </div>
              <div>
                <span className="portage-label">{t('deposit.amountLabel')}</span>
                <code className="portage-mono">
                  {checked.exact} {token}
                </code>
                <CopyButton value={checked.exact} label={t('deposit.copyAmount')} />
              </div>
            </div>
          </div>
          <p className="portage-warning" role="note">
            {t('deposit.warning', { token, network: networkName })}
          </p>
        </>
      ) : (
        <p className="portage-field-error" role="alert">
          {t('deposit.doNotSend', { reason: t(checked.reason) })}
        </p>
      )}
      <p className="portage-waiting" role="status">
        <span className="portage-spinner" aria-hidden="true" /> {t('deposit.waiting')}
        {Number.isFinite(created) ? ` · ${formatElapsed(Math.max(0, now - created))}` : ''}
      </p>
      <SandboxDepositButton swapId={swap.id} />
      <SwapIdLine id={swap.id} />
    </section>
  );
}

export function SwapIdLine({ id }: { id: string }) {
  const t = useT();
  return (
    <>
      <StorageNotice />
      <p className="portage-small portage-muted">
        {t('deposit.swapId')} <code className="portage-mono">{id}</code>{' '}
        <CopyButton value={id} label={t('deposit.copySwapId')} />
      </p>
    </>
  );
}
