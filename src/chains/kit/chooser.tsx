import { useContext, useId, useLayoutEffect, useRef } from 'react';
import { type MessageKey, type Translate, useT } from '../../i18n';
import { LocalizedError } from '../../i18n/LocalizedError';
import { FamilyContext, type FamilyDescriptor } from './family';

export interface WalletChoice {
  id: string;
  name: string;
  /** Shown only when it is an inline `data:image/…` URI: a wallet's remote URL is never fetched. */
  icon?: string | undefined;
  /**
   * For a module that also lists the wallets it knows but did not find (Tron): `missing` is shown
   * as not installed, `looking` while the module still looks for it; neither can be chosen.
   * Found when left out.
   */
  presence?: WalletPresence | undefined;
}

/** Whether a listed wallet can be chosen now: found, still being looked for, or not in this browser. */
export type WalletPresence = 'found' | 'looking' | 'missing';

const isFound = (choice: WalletChoice) => (choice.presence ?? 'found') === 'found';

/** The dialog's title and what it says when the browser has no wallet of the family. */
export interface ChooserText {
  /** Still looking for the family's wallets (Tron's adapters announce themselves late). */
  searching?: boolean;
}

/**
 * The title and empty text for the chosen language, from the family's registry entry (its name,
 * never translated, and its "no wallet found" sentence).
 */
export function chooserText(
  family: FamilyDescriptor,
  text: ChooserText,
  t: Translate,
): { title: string; emptyText: string } {
  const name = family.name;
  const empty = family.chooserEmpty;
  return {
    title: t('walletChooser.title', { family: name }),
    emptyText: text.searching || empty === null ? t('walletChooser.searching', { family: name }) : t(empty),
  };
}

/** The family of the wallet module this dialog belongs to; throws outside one (a bug). */
function useFamilyDescriptor(): FamilyDescriptor {
  const family = useContext(FamilyContext);
  if (!family) throw new Error('Portage: a wallet chooser rendered outside its family.');
  return family;
}

/**
 * Why connecting a wallet failed, for the dialog to say in the chosen language. `message` is the
 * family module's English sentence: shown exactly in English, and beneath the translation
 * otherwise (except for `declined`, where it would only repeat it).
 */
export interface ChooserError {
  /** The wallet's name ("Xverse", "TronLink"). */
  wallet: string;
  /** `declined`: the person said no; `noAccount`: it connected but gave no address; `failed`: anything else. */
  reason: 'declined' | 'noAccount' | 'failed';
  message: string;
}

/** A connection that failed: declined by the person, or another failure with the family's detail. */
export function connectFailure(wallet: string, declined: boolean, detail: string): ChooserError {
  return declined
    ? { wallet, reason: 'declined', message: `You declined the connection in ${wallet}. You can try again.` }
    : { wallet, reason: 'failed', message: `${wallet} could not connect: ${detail}` };
}

const CHOOSER_ERROR_TEXT: Readonly<Record<ChooserError['reason'], MessageKey>> = {
  declined: 'walletChooser.declined',
  noAccount: 'walletChooser.noAccount',
  failed: 'walletChooser.failed',
};

/**
 * The dialog in which a person picks one of the wallets a family module found in the browser
 * (Solana's Wallet Standard wallets, Bitcoin's sats-connect providers). Presentational: the
 * family module connects the chosen wallet and says how it went (`busyId`, `error`).
 */
export function WalletChooser(
  props: ChooserText & {
    open: boolean;
    choices: readonly WalletChoice[];
    /** The wallet being connected, if any: every choice waits meanwhile. */
    busyId: string | null;
    /** A `ChooserError` is said in the chosen language; a plain string is shown as it is. */
    error: ChooserError | string | null;
    onChoose(id: string): void;
    onClose(): void;
  },
) {
  const { open, choices, busyId, error, onChoose, onClose } = props;
  const t = useT();
  const { title, emptyText } = chooserText(useFamilyDescriptor(), props, t);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const anyFound = choices.some(isFound);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The person came to pick a wallet: start on the first one rather than on "Close".
      dialog.querySelector<HTMLButtonElement>('[data-wallet-choice]:not(:disabled)')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="portage-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="portage-dialog-body">
          <header className="portage-dialog-header">
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className="portage-icon-button"
              onClick={onClose}
              aria-label={t('common.close')}
            >
              ✕
            </button>
          </header>
          {/* No wallet to choose (yet): say so, above the wallets the module knows but did not find. */}
          {anyFound ? null : <p>{emptyText}</p>}
          {choices.length > 0 ? (
            <ul aria-label={t('wallet.walletsInBrowser')} className="portage-wallet-choices">
              {choices.map((choice) => (
                <li key={choice.id}>
                  <button
                    type="button"
                    className="portage-secondary"
                    data-wallet-choice={choice.id}
                    data-presence={choice.presence ?? 'found'}
                    onClick={() => onChoose(choice.id)}
                    disabled={busyId !== null || !isFound(choice)}
                  >
                    {choice.icon?.startsWith('data:image/') ? (
                      <img src={choice.icon} alt="" width={24} height={24} />
                    ) : null}
                    <span>{choice.name}</span>
                    {busyId === choice.id ? (
                      <span className="portage-muted portage-small"> {t('wallet.connecting')}</span>
                    ) : choice.presence === 'missing' ? (
                      <span className="portage-muted portage-small"> {t('walletChooser.notInstalled')}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {typeof error === 'string' && error !== '' ? (
            <p className="portage-field-error" role="alert">
              {error}
            </p>
          ) : error && typeof error === 'object' ? (
            <LocalizedError
              english={error.message}
              translated={t(CHOOSER_ERROR_TEXT[error.reason], { wallet: error.wallet })}
              detail={error.reason !== 'declined'}
            />
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
