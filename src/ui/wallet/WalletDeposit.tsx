import { useRef, useState } from 'react';
import { useDepositSpeedup } from '../../api/hooks';
import type { DepositAction, SwapResponse } from '../../api/types';
import { type DepositStage, useFamilyWallet } from '../../chains/wallets';
import { type MessageKey, rich, useT } from '../../i18n';
import { explorerUrl, shortenAddress } from '../../lib/format';
import { useSwapsStore } from '../../state/swaps';
import { displayName } from '../routes';
import { checkDepositAmount } from '../steps/DepositStep';
import { type WalletErrorDescription, WalletErrorMessage } from './WalletError';

const STAGE_TEXT: Record<DepositStage, MessageKey> = {
  preparing: 'wallet.stage.preparing',
  switching: 'wallet.stage.switching',
  approving: 'wallet.stage.approving',
  'confirming-approval': 'wallet.stage.confirming-approval',
  sending: 'wallet.stage.sending',
  broadcasting: 'wallet.stage.broadcasting',
};

/**
 * The deposit from the connected wallet: one button, one deposit. The hash is stored the moment
 * the wallet returns it; a swap with a stored hash is never offered another send, and a send
 * that may have left the wallet (the tab closed while signing) is never repeated silently.
 */
export function WalletDeposit({ data, action }: { data: SwapResponse; action: DepositAction }) {
  const { swap } = data;
  const t = useT();
  const network = action.network ?? swap.source_network;
  const networkName = network ? displayName(network) : t('wallet.theNetwork');
  const walletState = useFamilyWallet(network?.type);
  const stored = useSwapsStore((state) => state.get(swap.id));
  const recordDeposit = useSwapsStore((state) => state.recordDeposit);
  const update = useSwapsStore((state) => state.update);
  const speedup = useDepositSpeedup();
  const sending = useRef(false);
  const [stage, setStage] = useState<DepositStage | null>(null);
  const [error, setError] = useState<WalletErrorDescription | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);

  const checked = checkDepositAmount(action);
  const token = action.token?.symbol ?? '';
  const interrupted = stored?.deposit?.state === 'signing' && !stored.deposit.txHash && stage === null;

  if (!checked.ok) {
    return (
      <p className="portage-field-error" role="alert">
        {t('wallet.willNotSign', { reason: t(checked.reason) })}
      </p>
    );
  }
  if (walletState.status !== 'ready' || !network) {
    return <p className="portage-muted">{t('wallet.loading')}</p>;
  }
  const wallet = walletState.wallet;
  const expectedSender = typeof swap.source_address === 'string' ? swap.source_address : null;
  const wrongAccount =
    expectedSender !== null &&
    wallet.address !== null &&
    expectedSender.toLowerCase() !== wallet.address.toLowerCase();

  const send = async () => {
    const current = useSwapsStore.getState().get(swap.id);
    if (sending.current || current?.deposit?.txHash) return;
    sending.current = true;
    setError(null);
    recordDeposit(swap.id, { state: 'signing', at: Date.now() });
    try {
      await wallet.sendDeposit({
        action,
        network,
        sequenceNumber: sequenceNumberOf(swap.metadata?.sequence_number),
        onStage: setStage,
        onHash: (hash) => {
          recordDeposit(swap.id, { txHash: hash, state: 'submitted', at: Date.now() });
          speedup.mutate({ id: swap.id, transactionId: hash });
        },
      });
    } catch (cause) {
      // Nothing left the wallet unless it gave a hash: only then may the person try again.
      if (!useSwapsStore.getState().get(swap.id)?.deposit?.txHash) update(swap.id, { deposit: undefined });
      setError(wallet.describeError(cause, networkName));
    } finally {
      sending.current = false;
      setStage(null);
    }
  };

  const senderLink = wallet.address ? explorerUrl(network.account_explorer_template, wallet.address) : null;

  return (
    <div className="portage-wallet-deposit">
      <p>
        {/* The exact amount stays canonical (1234.5): it is what the wallet will send. */}
        {rich(wallet.address ? t('wallet.sendFromAddress') : t('wallet.sendFrom'), {
          amount: <strong data-testid="deposit-amount">{`${checked.exact} ${token}`}</strong>,
          network: <strong>{networkName}</strong>,
          address: wallet.address ? (
            <code className="portage-mono">{shortenAddress(wallet.address)}</code>
          ) : null,
        })}
      </p>
      {interrupted && !acknowledged ? (
        <div className="portage-callout" role="alert">
          <p>
            {senderLink
              ? rich(t('wallet.interruptedWithLink'), {
                  link: (
                    <a href={senderLink} target="_blank" rel="noopener noreferrer">
                      {t('wallet.addressOnExplorer')}
                    </a>
                  ),
                })
              : t('wallet.interrupted')}
          </p>
          <button type="button" className="portage-secondary" onClick={() => setAcknowledged(true)}>
            {t('wallet.checkedNothingSent')}
          </button>
        </div>
      ) : !wallet.address ? (
        <button type="button" className="portage-primary" onClick={wallet.connect}>
          {t('wallet.connect')}
        </button>
      ) : wrongAccount ? (
        <p className="portage-field-error" role="alert">
          {t('wallet.wrongAccount', {
            expected: shortenAddress(expectedSender ?? ''),
            actual: shortenAddress(wallet.address),
          })}
        </p>
      ) : (
        <button
          type="button"
          className="portage-primary"
          onClick={() => void send()}
          disabled={stage !== null}
        >
          {stage ? t(STAGE_TEXT[stage]) : t('wallet.sendButton', { amount: checked.exact, token })}
        </button>
      )}
      {error ? <WalletErrorMessage error={error} network={networkName} /> : null}
    </div>
  );
}

/** The swap's sequence number as an exact integer, or undefined when the service gave none usable. */
export function sequenceNumberOf(value: string | number | undefined | null): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  if (typeof value === 'string' && /^\d{1,30}$/.test(value.trim())) return BigInt(value.trim());
  return undefined;
}
