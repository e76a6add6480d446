import { useEffect, useState } from 'react';
import { useSources } from '../../api/hooks';
import type { SwapResponse } from '../../api/types';
import type { ExpectedDeposit } from '../../chains/kit/expected';
import { rich, useT } from '../../i18n';
import { formatUnits } from '../../lib/amount';
import { formatElapsed, shortenAddress } from '../../lib/format';
import { useNow } from '../../lib/useNow';
import { type StoredSwap, useSwapsStore } from '../../state/swaps';
import { useRememberDepositAddress } from '../../swap/deposit-address';
import { checkDepositAmount, expectationProblem } from '../../swap/deposit-checks';
import { expectedFromSwap } from '../../swap/expected';
import { confirmedSwapFor, openedSwapNames } from '../../swap/opened-swap';
import { TOKEN_FACTS_TEXT, useTokenFacts } from '../../swap/useTokenFacts';
import { CopyButton } from '../components/CopyButton';
import { QrCode } from '../components/QrCode';
import { SandboxDepositButton } from '../components/SandboxDepositButton';
import { StorageNotice } from '../components/StorageNotice';
import { SendSummary } from './SendSummary';
import { DepositExpiry } from './StatusTime';
import { WalletDeposit } from './WalletDeposit';

/** How a refused manual deposit ends: it is the person who would send, not Portage. */
const MANUAL_REFUSAL = 'Do not send anything for this swap; start a new one.';

export function DepositStep({ data }: { data: SwapResponse }) {
  const { swap } = data;
  const stored = useSwapsStore((state) => state.get(swap.id));
  const expected = stored?.expected;
  // Nothing to pay before Portage knows what the person chose: a swap opened by id is confirmed first.
  if (!expected) return <ConfirmSwap data={data} stored={stored} />;
  return <CheckedDeposit data={data} stored={stored} expected={expected} />;
}

/**
 * What the person chose, held to Portage's own token facts first (`useTokenFacts`, the table
 * loaded with this step): while it loads, the step shows its loading state; a refusal is said
 * instead of any deposit address or Send button; then the deposit is by what the facts allow (on
 * Fuel, the build's base asset id).
 */
function CheckedDeposit({
  data,
  stored,
  expected,
}: {
  data: SwapResponse;
  stored: StoredSwap | undefined;
  expected: ExpectedDeposit;
}) {
  const { swap } = data;
  const t = useT();
  const transfer = data.deposit_actions.find((a) => a.type === 'transfer');
  const facts = useTokenFacts(expected, stored?.sourceNetworkName || expected.network.name);
  if (facts.status === 'loading') return <DepositLoading />;
  if (facts.status !== 'ok') {
    return (
      <section className="portage-swap-screen" aria-labelledby="portage-deposit-title">
        <h2 id="portage-deposit-title">{t('deposit.title')}</h2>
        <p className="portage-field-error" role="alert" data-testid="deposit-refused">
          {facts.status === 'refused'
            ? t(TOKEN_FACTS_TEXT[facts.refusal.code], { ...facts.refusal.params })
            : t('deposit.tokenFacts.unavailable')}
        </p>
        {facts.status === 'unavailable' ? (
          <button type="button" className="portage-secondary" onClick={facts.retry}>
            {t('boundary.retry')}
          </button>
        ) : null}
        <SwapIdLine id={swap.id} />
      </section>
    );
  }
  // A swap created for a wallet deposit (or one with no deposit address) is paid from the wallet.
  if (transfer && (stored?.depositMethod === 'wallet' || swap.use_deposit_address === false)) {
    return (
      <section className="portage-swap-screen" aria-labelledby="portage-deposit-title">
        <h2 id="portage-deposit-title">{t('deposit.title')}</h2>
        <WalletDeposit data={data} action={transfer} expected={facts.expected} />
        <DepositExpiry data={data} />
        <SwapIdLine id={swap.id} />
      </section>
    );
  }
  return <ManualDeposit data={data} expected={facts.expected} networkName={stored?.sourceNetworkName} />;
}

function DepositLoading() {
  const t = useT();
  return (
    <section className="portage-swap-screen" aria-busy="true" aria-label={t('swap.loading')}>
      <div className="portage-skeleton portage-skeleton-block" />
    </section>
  );
}

/**
 * A swap this browser holds no expectation for (opened by `?swapId=`, a link from elsewhere,
 * cleared data): what it should receive is read from the route lists and the swap, and the person
 * confirms where it pays out before any deposit address or send button shows. A swap stored by
 * an older version, whose payout address the person chose here, is taken as it is.
 */
function ConfirmSwap({ data, stored }: { data: SwapResponse; stored: StoredSwap | undefined }) {
  const { swap } = data;
  const t = useT();
  const sources = useSources();
  const add = useSwapsStore((state) => state.add);
  const update = useSwapsStore((state) => state.update);
  const [mine, setMine] = useState(false);
  const derived = sources.data ? expectedFromSwap(swap, sources.data) : null;
  const chosenHere =
    derived?.ok === true &&
    stored !== undefined &&
    stored.destinationNetwork === derived.expected.destination.network &&
    stored.destinationAddress === derived.expected.destination.address;
  useEffect(() => {
    if (chosenHere && derived?.ok) update(swap.id, { expected: { ...derived.expected, origin: 'created' } });
  }, [chosenHere, derived, swap.id, update]);

  if (!derived || chosenHere) return <DepositLoading />;
  if (!derived.ok) {
    return (
      <section className="portage-swap-screen" aria-labelledby="portage-deposit-title">
        <h2 id="portage-deposit-title">{t('deposit.checkTitle')}</h2>
        <p className="portage-field-error" role="alert">
          {t('deposit.cannotCheck', { reason: t(`deposit.cannotCheckReason.${derived.reason}`) })}
        </p>
        <SwapIdLine id={swap.id} />
      </section>
    );
  }
  const { expected } = derived;
  const { source: sourceName, destination: destinationName } = openedSwapNames(swap, expected);
  const confirm = () => {
    if (stored) update(swap.id, { expected });
    else add(confirmedSwapFor(swap, expected, Date.now()));
  };
  return (
    <section className="portage-swap-screen" aria-labelledby="portage-deposit-title">
      <h2 id="portage-deposit-title">{t('deposit.checkTitle')}</h2>
      <div className="portage-callout" role="note" data-testid="confirm-swap">
        <p>
          {rich(t('deposit.notCreatedHere'), {
            address: (
              <code className="portage-mono portage-break" data-testid="payout-address">
                {expected.destination.address}
              </code>
            ),
            network: <strong>{destinationName}</strong>,
          })}
        </p>
        <p>
          {rich(t('deposit.asksToSend'), {
            amount: (
              <strong>{`${formatUnits(BigInt(expected.amount), expected.token.decimals)} ${expected.token.symbol}`}</strong>
            ),
            network: <strong>{sourceName}</strong>,
          })}
        </p>
        <label className="portage-confirm-address">
          <input type="checkbox" checked={mine} onChange={(event) => setMine(event.target.checked)} />
          <span>{t('deposit.confirmMine')}</span>
        </label>
      </div>
      <button type="button" className="portage-primary" disabled={!mine} onClick={confirm}>
        {t('deposit.confirmContinue')}
      </button>
      <SwapIdLine id={swap.id} />
    </section>
  );
}

/**
 * The deposit by hand. It names the network and token the person chose (the expectation, and the
 * network's name as the route lists showed it when the swap was stored), never the service's
 * action's own words: an action for another network or token is refused before any address shows.
 */
function ManualDeposit({
  data,
  expected,
  networkName: storedName,
}: {
  data: SwapResponse;
  expected: ExpectedDeposit;
  networkName: string | undefined;
}) {
  const { swap } = data;
  const t = useT();
  const action = data.deposit_actions.find((a) => a.type === 'manual_transfer');
  const now = useNow(1000);
  // The deposit address is remembered with the swap: pasted back as a payout or refund address
  // (a person taking it for their own), the route step refuses it (swap/destination-safety.ts).
  useRememberDepositAddress(swap.id, action?.to_address);
  const created = swap.created_date ? Date.parse(swap.created_date) : Number.NaN;
  // What the person chose, by name; a logo only from a network record of that same network.
  const networkName = storedName || expected.network.name;
  const token = expected.token.symbol;
  const network = [action?.network, swap.source_network].find((n) => n?.name === expected.network.name);

  if (!action?.to_address) {
    return (
      <section className="portage-swap-screen" aria-labelledby="portage-deposit-title">
        <h2 id="portage-deposit-title">{t('deposit.titleNoAddress')}</h2>
        <p className="portage-callout" role="alert">
          {t('deposit.noAddress', { network: networkName })}
        </p>
      </section>
    );
  }

  // The service's instructions must send exactly what the person chose (network, chain id for
  // EVM, token, amount), or nothing is shown to send.
  const mismatch = expectationProblem(action, expected, MANUAL_REFUSAL);
  const checked = checkDepositAmount(action);

  return (
    <section className="portage-swap-screen" aria-labelledby="portage-deposit-title">
      <h2 id="portage-deposit-title">{t('deposit.title')}</h2>
      {mismatch ? (
        <p className="portage-field-error" role="alert" data-testid="deposit-refused">
          {mismatch}
        </p>
      ) : checked.ok ? (
        <>
          <SendSummary
            amount={checked.exact}
            symbol={token}
            token={action.token ?? swap.source_token}
            network={network}
            networkName={networkName}
            copyAmount
          >
            <div className="portage-swap-address">
              <QrCode
                value={action.to_address}
                label={t('deposit.qrLabel', { address: action.to_address })}
                size={112}
              />
              <div className="portage-swap-address-text">
                <span className="portage-swap-eyebrow">{t('deposit.addressLabel')}</span>
                <code className="portage-mono portage-break" data-testid="deposit-address">
                  {action.to_address}
                </code>
                <CopyButton value={action.to_address} label={t('deposit.copyAddress')} />
              </div>
            </div>
          </SendSummary>
          <p className="portage-warning" role="note">
            {t('deposit.warning', { token, network: networkName })}
          </p>
        </>
      ) : (
        <p className="portage-field-error" role="alert">
          {t('deposit.doNotSend', { reason: t(checked.reason) })}
        </p>
      )}
      <p className="portage-swap-waiting">
        <span className="portage-swap-waiting-text" role="status">
          <span className="portage-spinner" aria-hidden="true" /> {t('deposit.waiting')}
        </span>
        {/* The clock stays out of the live region: it is not read out every second. */}
        {Number.isFinite(created) ? (
          <span className="portage-swap-clock">{formatElapsed(Math.max(0, now - created))}</span>
        ) : null}
      </p>
      <DepositExpiry data={data} />
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
      <p className="portage-swap-id">
        <span className="portage-muted">{t('deposit.swapId')}</span>{' '}
        <code className="portage-mono" title={id}>
          {shortenAddress(id, 8)}
        </code>{' '}
        <CopyButton value={id} label={t('deposit.copySwapId')} />
      </p>
    </>
  );
}
