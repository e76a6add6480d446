import type { DepositAction, SwapResponse } from '../../api/types';
import type { DepositStage } from '../../chains/kit/contract';
import type { ExpectedDeposit } from '../../chains/kit/expected';
import { type MessageKey, rich, useT } from '../../i18n';
import { shortenAddress } from '../../lib/format';
import type { DepositPanel } from '../../swap/deposit-panel';
import { displayName } from '../../swap/route';
import { useWalletDeposit, type WalletDepositModel } from '../../swap/useWalletDeposit';
import { CopyButton } from '../components/CopyButton';
import { WalletErrorMessage } from '../wallet/WalletError';
import { DepositPreviewCard } from './DepositPreviewCard';
import { SendSummary } from './SendSummary';

const STAGE_TEXT: Record<DepositStage, MessageKey> = {
  preparing: 'wallet.stage.preparing',
  switching: 'wallet.stage.switching',
  approving: 'wallet.stage.approving',
  'confirming-approval': 'wallet.stage.confirming-approval',
  sending: 'wallet.stage.sending',
  broadcasting: 'wallet.stage.broadcasting',
};

type Ready = Extract<WalletDepositModel, { kind: 'ready' }>;

/**
 * The deposit from the connected wallet: one button, one deposit. The protocol (the hash stored
 * before anything else, never a second send, the deposit lock across tabs, the warning after a
 * send cut off by a closed tab) is `sendDepositOnce` (src/swap/deposit.ts), driven by
 * `useWalletDeposit`; this draws it. Send is enabled only once the family module has built the
 * deposit and shown what it will sign.
 */
export function WalletDeposit({
  data,
  action,
  expected,
}: {
  data: SwapResponse;
  action: DepositAction;
  expected: ExpectedDeposit;
}) {
  const t = useT();
  const model = useWalletDeposit({
    data,
    action,
    expected,
    nameOf: (network) => (network ? displayName(network) : t('wallet.theNetwork')),
  });
  if (model.kind === 'refused') {
    return (
      <p className="portage-field-error" role="alert" data-testid="deposit-refused">
        {model.message}
      </p>
    );
  }
  if (model.kind === 'will-not-sign') {
    return (
      <p className="portage-field-error" role="alert">
        {t('wallet.willNotSign', { reason: t(model.reason) })}
      </p>
    );
  }
  if (model.kind === 'loading') return <p className="portage-muted">{t('wallet.loading')}</p>;
  const { wallet, networkName } = model;
  const panel = model.panel;
  // Where the wallet will send, once the deposit is built: read from that transaction, not assumed.
  const to = panel.kind === 'send' && panel.preview.status === 'ready' ? panel.preview.preview.to : null;
  return (
    <div className="portage-swap-wallet">
      {model.showIntro ? (
        <SendSummary
          amount={model.amount}
          symbol={model.token}
          token={action.token ?? data.swap.source_token}
          network={action.network ?? data.swap.source_network}
          networkName={networkName}
          from={wallet.address}
          to={to}
        />
      ) : null}
      <Panel model={model} panel={panel} />
      {model.error ? <WalletErrorMessage error={model.error} network={networkName} /> : null}
    </div>
  );
}

function Panel({ model, panel }: { model: Ready; panel: DepositPanel }) {
  const t = useT();
  switch (panel.kind) {
    case 'other-tab':
      return (
        <p className="portage-callout" role="status">
          {t('wallet.sendingInOtherTab')}
        </p>
      );
    case 'checking':
      return null;
    case 'interrupted':
      return (
        <div className="portage-callout" role="alert">
          <p>
            {panel.senderLink
              ? rich(t('wallet.interruptedWithLink'), {
                  link: (
                    <a href={panel.senderLink} target="_blank" rel="noopener noreferrer">
                      {t('wallet.addressOnExplorer')}
                    </a>
                  ),
                })
              : t('wallet.interrupted')}
          </p>
          <button type="button" className="portage-secondary" onClick={model.acknowledgeInterrupted}>
            {t('wallet.checkedNothingSent')}
          </button>
        </div>
      );
    case 'not-recorded':
      return panel.hash === null ? (
        <p className="portage-field-error" role="alert" data-testid="deposit-not-recorded">
          {t('wallet.notRecorded')}
        </p>
      ) : (
        <HashNotRecorded hash={panel.hash} />
      );
    case 'connect':
      return (
        <button type="button" className="portage-primary portage-swap-action" onClick={model.wallet.connect}>
          {t('wallet.connect')}
        </button>
      );
    case 'wrong-account':
      return (
        <p className="portage-field-error" role="alert">
          {t('wallet.wrongAccount', {
            expected: shortenAddress(panel.expected),
            actual: shortenAddress(panel.actual),
          })}
        </p>
      );
    case 'preview-refused':
      return (
        <>
          <WalletErrorMessage error={panel.error} network={model.networkName} />
          {panel.retry ? (
            <button type="button" className="portage-secondary" onClick={panel.retry}>
              {t('boundary.retry')}
            </button>
          ) : null}
        </>
      );
    case 'send':
      return (
        <>
          {panel.preview.status === 'ready' ? (
            <DepositPreviewCard preview={panel.preview.preview} />
          ) : panel.preview.status === 'loading' ? (
            <p className="portage-muted portage-small portage-swap-previewing" role="status">
              <span className="portage-spinner" aria-hidden="true" /> {t('wallet.previewing')}
            </p>
          ) : null}
          <button
            type="button"
            className="portage-primary portage-swap-action"
            onClick={model.send}
            // Nothing is sent before what the wallet would sign has been built, checked and shown.
            disabled={!model.canSend}
          >
            {model.stage
              ? t(STAGE_TEXT[model.stage])
              : t('wallet.sendButton', { amount: model.amount, token: model.token })}
          </button>
        </>
      );
  }
}

/**
 * The wallet gave a hash this browser could not store: the deposit has left, so it is said as
 * sent, with the hash to keep, and no Send (this page refuses one for the swap from now on).
 */
function HashNotRecorded({ hash }: { hash: string }) {
  const t = useT();
  return (
    <div className="portage-callout" role="alert" data-testid="deposit-hash-not-recorded">
      <p>
        <strong>{t('status.depositSent')}</strong> {t('wallet.hashNotRecorded')}
      </p>
      <p>
        <code className="portage-mono portage-break" data-testid="deposit-hash">
          {hash}
        </code>{' '}
        <CopyButton value={hash} label={t('wallet.copyHash')} />
      </p>
    </div>
  );
}
