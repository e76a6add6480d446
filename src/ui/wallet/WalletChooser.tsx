import { useId, useLayoutEffect, useRef } from 'react';
import { useT } from '../../i18n';

export interface WalletChoice {
  id: string;
  name: string;
  /** Shown only when it is an inline `data:image/…` URI: a wallet's remote URL is never fetched. */
  icon?: string | undefined;
}

/**
 * The dialog in which a person picks one of the wallets a family module found in the browser
 * (Solana's Wallet Standard wallets, Bitcoin's sats-connect providers). Presentational: the
 * family module connects the chosen wallet and says how it went (`busyId`, `error`).
 */
export function WalletChooser(props: {
  open: boolean;
  /** e.g. "Connect a Solana wallet": the dialog's accessible name. */
  title: string;
  choices: readonly WalletChoice[];
  /** What to say when the browser has no wallet of the family. */
  emptyText: string;
  /** The wallet being connected, if any: every choice waits meanwhile. */
  busyId: string | null;
  error: string | null;
  onChoose(id: string): void;
  onClose(): void;
}) {
  const { open, title, choices, busyId, error, onChoose, onClose } = props;
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The person came to pick a wallet: start on the first one rather than on "Close".
      dialog.querySelector<HTMLButtonElement>('[data-wallet-choice]')?.focus();
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
          {choices.length > 0 ? (
            <ul aria-label={t('wallet.walletsInBrowser')} className="portage-wallet-choices">
              {choices.map((choice) => (
                <li key={choice.id}>
                  <button
                    type="button"
                    className="portage-secondary"
                    data-wallet-choice={choice.id}
                    onClick={() => onChoose(choice.id)}
                    disabled={busyId !== null}
                  >
                    {choice.icon?.startsWith('data:image/') ? (
                      <img src={choice.icon} alt="" width={24} height={24} />
                    ) : null}
                    <span>{choice.name}</span>
                    {busyId === choice.id ? (
                      <span className="portage-muted portage-small"> {t('wallet.connecting')}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p>{props.emptyText}</p>
          )}
          {error ? (
            <p className="portage-field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
