import { useEffect, useRef, useState } from 'react';
import { useDepositSpeedup, useNetworks } from '../../api/hooks';
import type { DepositAction, SwapResponse } from '../../api/types';
import type { ExpectedDeposit } from '../../chains/expected';
import { type MessageKey, rich, useT } from '../../i18n';
import { formatUnits } from '../../lib/amount';
import { explorerUrl, shortenAddress } from '../../lib/format';
import { isDepositLockHeld, withDepositLock } from '../../state/deposit-lock';
import { useSwapsStore } from '../../state/swaps';
import type { DepositPreview, DepositStage, FamilyWallet, PreviewDepositInput } from '../../wallets/contract';
import { useFamilyWallet } from '../../wallets/host';
import { displayName } from '../routes';
import { type WalletErrorDescription, WalletErrorMessage } from '../wallet/WalletError';
import { checkDepositAmount, expectationProblem } from './DepositStep';

const STAGE_TEXT: Record<DepositStage, MessageKey> = {
  preparing: 'wallet.stage.preparing',
  switching: 'wallet.stage.switching',
  approving: 'wallet.stage.approving',
  'confirming-approval': 'wallet.stage.confirming-approval',
  sending: 'wallet.stage.sending',
  broadcasting: 'wallet.stage.broadcasting',
};

/**
 * Swaps whose deposit could not be recorded in this browser this session: Portage does not offer
 * to send them again (a send it cannot remember could be repeated after a reload).
 */
const unrecorded = new Set<string>();

type PreviewState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; preview: DepositPreview }
  | { status: 'refused'; error: WalletErrorDescription; retry(): void };

/**
 * What the wallet would be asked to sign, decoded from the deposit the family module actually
 * builds with the connected account: asked again when the account or the instructions change.
 */
function useDepositPreview(
  wallet: FamilyWallet | null,
  input: PreviewDepositInput | null,
  networkName: string,
): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  // A failed read (a node that did not answer) may be asked again; the attempt is part of the key.
  const [attempt, setAttempt] = useState(0);
  const key =
    input && wallet?.address
      ? `${wallet.family}:${wallet.address}:${JSON.stringify(input.action)}:${attempt}`
      : null;
  const latest = useRef(input);
  latest.current = input;
  useEffect(() => {
    const current = latest.current;
    if (!key || !wallet || !current) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    wallet.previewDeposit(current).then(
      (preview) => live && setState({ status: 'ready', preview }),
      (cause: unknown) =>
        live &&
        setState({
          status: 'refused',
          error: wallet.describeError(cause, networkName),
          retry: () => setAttempt((n) => n + 1),
        }),
    );
    return () => {
      live = false;
    };
  }, [key, wallet, networkName]);
  return state;
}

/**
 * The deposit from the connected wallet: one button, one deposit. The hash is stored the moment
 * the wallet returns it; a swap with a stored hash is never offered another send, and a send
 * that may have left the wallet (the tab closed while signing) is never repeated silently. The
 * send holds the swap's deposit lock (src/state/deposit-lock.ts): a second click, tab or window
 * waits for it, and a tab that finds it held says the deposit is being sent elsewhere.
 * Send is enabled only once the family module has built the deposit and shown what it will sign.
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
  const { swap } = data;
  const t = useT();
  // The network the person chose, as the service's network list has it (chain id, node), never the
  // action's own `network`, which the builders check against it.
  const networks = useNetworks();
  const network =
    networks.data?.find((candidate) => candidate.name === expected.network.name) ??
    (swap.source_network?.name === expected.network.name ? swap.source_network : undefined);
  const networkName = network ? displayName(network) : t('wallet.theNetwork');
  const walletState = useFamilyWallet(expected.network.family);
  const stored = useSwapsStore((state) => state.get(swap.id));
  const recordDeposit = useSwapsStore((state) => state.recordDeposit);
  const update = useSwapsStore((state) => state.update);
  const speedup = useDepositSpeedup();
  const sending = useRef(false);
  const [stage, setStage] = useState<DepositStage | null>(null);
  const [error, setError] = useState<WalletErrorDescription | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  /** This tab is sending (from the click to the wallet's answer), whatever the stage says. */
  const [selfSending, setSelfSending] = useState(false);

  const checked = checkDepositAmount(action);
  const token = action.token?.symbol ?? '';
  // A deposit recorded as being signed, not by this tab: another tab holds the lock (it is being
  // sent there now), or nobody does (the tab that was sending it closed: an honest warning).
  const signingElsewhere = stored?.deposit?.state === 'signing' && !stored.deposit.txHash && !selfSending;
  const [elsewhere, setElsewhere] = useState<'unknown' | 'sending' | 'closed'>('unknown');
  useEffect(() => {
    if (!signingElsewhere) {
      setElsewhere('unknown');
      return;
    }
    let live = true;
    const check = () =>
      void isDepositLockHeld(swap.id).then((held) => {
        if (live) setElsewhere(held ? 'sending' : 'closed');
      });
    check();
    const timer = setInterval(check, 1000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [signingElsewhere, swap.id]);
  const interrupted = signingElsewhere && elsewhere === 'closed';
  const sendingInOtherTab = signingElsewhere && elsewhere === 'sending';
  const [notRecorded, setNotRecorded] = useState(() => unrecorded.has(swap.id));
  const mismatch = expectationProblem(action, expected);
  const sequenceNumber = sequenceNumberOf(swap.metadata?.sequence_number);
  const readyWallet = walletState.status === 'ready' ? walletState.wallet : null;
  const preview = useDepositPreview(
    readyWallet,
    network && !mismatch ? { action, network, expected, sequenceNumber } : null,
    networkName,
  );

  if (mismatch) {
    return (
      <p className="portage-field-error" role="alert" data-testid="deposit-refused">
        {mismatch}
      </p>
    );
  }
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
    if (sending.current || useSwapsStore.getState().get(swap.id)?.deposit?.txHash) return;
    sending.current = true;
    setSelfSending(true);
    setError(null);
    try {
      const outcome = await withDepositLock(swap.id, async () => {
        // Another tab may have sent it a moment ago: read what is stored again, under the lock.
        await useSwapsStore.persist.rehydrate();
        const current = useSwapsStore.getState().get(swap.id)?.deposit;
        if (current?.txHash || (current?.state === 'signing' && !acknowledged)) return;
        // The deposit is recorded before the wallet is asked, always: a swap the store lost (another
        // tab cleared the data) is put back first, and a record that does not take stops the send.
        const store = useSwapsStore.getState();
        if (!store.get(swap.id) && stored) store.add({ ...stored, expected });
        if (!useSwapsStore.getState().recordDeposit(swap.id, { state: 'signing', at: Date.now() })) {
          unrecorded.add(swap.id);
          setNotRecorded(true);
          return;
        }
        try {
          await wallet.sendDeposit({
            action,
            network,
            expected,
            sequenceNumber,
            onStage: setStage,
            onHash: (hash) => {
              recordDeposit(swap.id, { txHash: hash, state: 'submitted', at: Date.now() });
              speedup.mutate({ id: swap.id, transactionId: hash });
            },
          });
        } catch (cause) {
          // Nothing left the wallet unless it gave a hash: only then may the person try again.
          // Cleared before the lock is released, so no other tab takes it for an interrupted send.
          if (!useSwapsStore.getState().get(swap.id)?.deposit?.txHash)
            update(swap.id, { deposit: undefined });
          throw cause;
        }
      });
      if (!outcome.ran) setElsewhere('sending');
    } catch (cause) {
      setError(wallet.describeError(cause, networkName));
    } finally {
      sending.current = false;
      setSelfSending(false);
      setStage(null);
    }
  };

  // The swap names its sender: the link works even before a wallet that does not reconnect by
  // itself (sats-connect) is connected again.
  const sender = wallet.address ?? expectedSender;
  const senderLink = sender ? explorerUrl(network.account_explorer_template, sender) : null;

  return (
    <div className="portage-wallet-deposit">
      {/* Not "Send …" above a refusal: the person must not read it as an instruction. */}
      {preview.status === 'refused' && preview.error.kind === 'refused' ? null : (
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
      )}
      {sendingInOtherTab ? (
        <p className="portage-callout" role="status">
          {t('wallet.sendingInOtherTab')}
        </p>
      ) : signingElsewhere && elsewhere === 'unknown' ? null : interrupted && !acknowledged ? (
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
      ) : notRecorded ? (
        <p className="portage-field-error" role="alert" data-testid="deposit-not-recorded">
          {t('wallet.notRecorded')}
        </p>
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
      ) : preview.status === 'refused' && stage === null ? (
        <>
          <WalletErrorMessage error={preview.error} network={networkName} />
          {/* A refusal stands; anything else (a node that did not answer) may be read again. */}
          {preview.error.kind === 'refused' ? null : (
            <button type="button" className="portage-secondary" onClick={preview.retry}>
              {t('boundary.retry')}
            </button>
          )}
        </>
      ) : (
        <>
          {preview.status === 'ready' ? (
            <DepositPreviewLine preview={preview.preview} />
          ) : preview.status === 'loading' ? (
            <p className="portage-muted" role="status">
              {t('wallet.previewing')}
            </p>
          ) : null}
          <button
            type="button"
            className="portage-primary"
            onClick={() => void send()}
            // Nothing is sent before what the wallet would sign has been built, checked and shown.
            disabled={stage !== null || preview.status !== 'ready'}
          >
            {stage ? t(STAGE_TEXT[stage]) : t('wallet.sendButton', { amount: checked.exact, token })}
          </button>
        </>
      )}
      {error ? <WalletErrorMessage error={error} network={networkName} /> : null}
    </div>
  );
}

/**
 * One line, read from the transaction Portage built: what leaves the wallet, on which network,
 * to which address; an approve first, the network fee Portage set, and what it could not verify.
 */
function DepositPreviewLine({ preview }: { preview: DepositPreview }) {
  const t = useT();
  const amount = `${formatUnits(preview.amount, preview.decimals)} ${preview.symbol}`;
  const to = (
    <code className="portage-mono portage-break" data-testid="preview-to">
      {preview.to}
    </code>
  );
  return (
    <section className="portage-preview" aria-labelledby="portage-preview-label">
      <span className="portage-preview-label" id="portage-preview-label">
        {t('wallet.previewLabel')}
      </span>
      <p data-testid="deposit-preview">
        {rich(t(preview.viaContract ? 'wallet.previewVia' : 'wallet.preview'), {
          amount: <strong data-testid="preview-amount">{amount}</strong>,
          network: <strong>{preview.network}</strong>,
          to,
        })}
        {preview.approve != null
          ? ` ${t('wallet.previewApprove', { amount: `${formatUnits(preview.approve, preview.decimals)} ${preview.symbol}` })}`
          : ''}
        {preview.fee
          ? ` ${t('wallet.previewFee', { fee: `${formatUnits(preview.fee.amount, preview.fee.decimals)} ${preview.fee.symbol}` })}`
          : ''}
      </p>
      {preview.caveat ? (
        <p className="portage-warning" role="note" data-testid="preview-caveat">
          {preview.caveat}
        </p>
      ) : null}
    </section>
  );
}

/** The swap's sequence number as an exact integer, or undefined when the service gave none usable. */
export function sequenceNumberOf(value: string | number | undefined | null): bigint | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  if (typeof value === 'string' && /^\d{1,30}$/.test(value.trim())) return BigInt(value.trim());
  return undefined;
}
