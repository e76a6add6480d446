import { useQuery } from '@tanstack/react-query';
import type { Network, RouteToken } from '../../api/types';
import { rich, useLocale, useT } from '../../i18n';
import { formatUnits } from '../../lib/amount';
import { formatDecimal, shortenAddress } from '../../lib/format';
import type { FamilyWallet } from '../../wallets/contract';

/**
 * The connected wallet on the route step: its address, its balance of the source token, and
 * "Max" (which keeps the network fee aside when the token is the native one).
 */
export function WalletPanel(props: {
  wallet: FamilyWallet;
  network: Network;
  token: RouteToken;
  onMax(amount: string): void;
}) {
  const { wallet, network, token } = props;
  const t = useT();
  const locale = useLocale();
  const balance = useQuery({
    queryKey: ['portage', 'wallet-balance', wallet.family, wallet.address, network.name, token.symbol],
    queryFn: () => wallet.readBalance(network, token),
    enabled: Boolean(wallet.address),
    refetchInterval: 15_000,
  });

  if (!wallet.address) {
    return (
      <div className="portage-wallet">
        <button type="button" className="portage-secondary" onClick={wallet.connect}>
          {t('wallet.connect')}
        </button>
      </div>
    );
  }

  const decimals = token.decimals;
  const onMax = async () => {
    if (balance.data === null || balance.data === undefined || decimals === undefined) return;
    // The family knows which token pays its fees: only that one keeps a reserve.
    const reserve = (await wallet.feeReserve(network, token).catch(() => null)) ?? 0n;
    const spendable = balance.data > reserve ? balance.data - reserve : 0n;
    props.onMax(formatUnits(spendable, decimals));
  };

  return (
    <div className="portage-wallet" data-testid="wallet-panel">
      <span className="portage-small">
        {rich(t('wallet.panelWallet'), {
          address: (
            <code className="portage-mono" title={wallet.address}>
              {shortenAddress(wallet.address)}
            </code>
          ),
        })}
      </span>
      <span className="portage-small portage-muted" data-testid="wallet-balance">
        {balance.data !== undefined && balance.data !== null && decimals !== undefined
          ? t('wallet.balance', {
              // Every digit, ungrouped (it is what Max fills in), with the locale's decimal sign.
              amount: formatDecimal(formatUnits(balance.data, decimals), locale, { group: false }),
              token: token.symbol,
            })
          : balance.isError
            ? t('wallet.balanceUnavailable')
            : t('wallet.readingBalance')}
      </span>
      <button
        type="button"
        className="portage-link-button"
        onClick={() => void onMax()}
        disabled={balance.data === undefined || balance.data === null}
      >
        {t('wallet.max')}
      </button>
      <button type="button" className="portage-link-button" onClick={wallet.disconnect}>
        {t('wallet.disconnect')}
      </button>
    </div>
  );
}
