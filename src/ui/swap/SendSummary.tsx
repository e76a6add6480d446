/**
 * "You send": what leaves the person's hands, said before anything is signed or sent — the exact
 * amount, the token and the network (with their logos), and where it goes. The manual deposit
 * puts its QR code and the full deposit address here; the wallet deposit names the wallet it
 * sends from and, once the deposit is built, the address the wallet will send to.
 */
import type { ReactNode } from 'react';
import type { Network, Token } from '../../api/types';
import { rich, useT } from '../../i18n';
import { CopyButton } from '../components/CopyButton';
import { Logo } from '../components/Logo';
import { ShortAddress } from './StatusParts';

interface SendSummaryProps {
  /** The exact amount, canonical (`1234.5`): it is what is copied and sent. */
  amount: string;
  symbol: string;
  token: Token | undefined;
  network: Network | undefined;
  networkName: string;
  /** Offer to copy the amount (a manual deposit). */
  copyAmount?: boolean;
  /** The wallet address it leaves from, when a wallet sends it. */
  from?: string | null;
  /** Where it goes, shortened (the full value stays available). */
  to?: string | null;
  /** Rows below the amount, in place of `from`/`to` (the manual deposit's QR code and address). */
  children?: ReactNode;
}

export function SendSummary({
  amount,
  symbol,
  token,
  network,
  networkName,
  copyAmount = false,
  from = null,
  to = null,
  children,
}: SendSummaryProps) {
  const t = useT();
  return (
    <div className="portage-swap-send" data-testid="send-summary">
      <span className="portage-swap-eyebrow">{t('deposit.youSend')}</span>
      <div className="portage-swap-send-main">
        <TokenLogo token={token} symbol={symbol} network={network} networkName={networkName} size={40} />
        <div className="portage-swap-send-text">
          {/* The exact amount stays canonical (1234.5): it is what the person copies and sends. */}
          <strong
            className="portage-swap-send-amount"
            data-testid="deposit-amount"
          >{`${amount} ${symbol}`}</strong>
          <span className="portage-swap-send-network">
            {rich(t('deposit.onNetwork'), { network: <strong>{networkName}</strong> })}
          </span>
        </div>
        {copyAmount ? <CopyButton value={amount} label={t('deposit.copyAmount')} /> : null}
      </div>
      {children}
      {from || to ? (
        <dl className="portage-swap-send-rows">
          {from ? (
            <div>
              <dt>{t('deposit.fromLabel')}</dt>
              <dd>
                <ShortAddress address={from} />
              </dd>
            </div>
          ) : null}
          {to ? (
            <div>
              <dt>{t('deposit.toLabel')}</dt>
              <dd data-testid="send-summary-to">
                <ShortAddress address={to} />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

/** A token's logo with its network's small logo at the corner, as swap widgets show an asset. */
export function TokenLogo({
  token,
  symbol,
  network,
  networkName,
  size = 32,
}: {
  token: Token | undefined;
  symbol: string;
  network: Network | undefined;
  networkName: string;
  size?: number;
}) {
  return (
    <span className="portage-swap-asset" aria-hidden="true">
      <Logo src={token?.logo} label={symbol} size={size} />
      <span className="portage-swap-asset-network">
        <Logo src={network?.logo} label={networkName} size={Math.round(size * 0.45)} />
      </span>
    </span>
  );
}
