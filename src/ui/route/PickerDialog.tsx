import { type ReactNode, type RefObject, Suspense } from 'react';
import type { RouteNetwork } from '../../api/types';
import { useT } from '../../i18n';
import { displayName, type Side } from '../../swap/route';

/**
 * A picker's modal dialog: a header (back to the networks, the title, close), the note that the
 * list is narrowed by the other side with "Show all", then the list. Its body exists only while
 * it is open.
 */
export function PickerDialog(props: {
  side: Side;
  /** "From" or "To". */
  label: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  open: boolean;
  /** The network whose tokens are listed, or null for the networks. */
  network: RouteNetwork | null;
  /** A network fixed by the site: its tokens are all there is, no way back to the networks. */
  lockNetwork: boolean;
  narrowedBy: string | null;
  onShowAll: (() => void) | null;
  onBack(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const { side, label, network } = props;
  const t = useT();
  return (
    <dialog
      ref={props.dialogRef}
      className="portage-dialog"
      aria-labelledby={`portage-${side}-dialog-title`}
      onClose={props.onClose}
      onCancel={props.onClose}
    >
      {props.open && (
        <div className="portage-dialog-body">
          <header className="portage-dialog-header">
            {network && !props.lockNetwork ? (
              <button type="button" className="portage-icon-button" onClick={props.onBack}>
                <span aria-hidden="true">←</span> {t('picker.backToNetworks')}
              </button>
            ) : null}
            <h2 id={`portage-${side}-dialog-title`}>
              {network
                ? t('picker.tokenTitle', { side: label, network: displayName(network) })
                : t('picker.networkTitle', { side: label })}
            </h2>
            <button
              type="button"
              className="portage-icon-button"
              onClick={props.onClose}
              aria-label={t('common.close')}
            >
              ✕
            </button>
          </header>
          {props.narrowedBy && !network ? (
            <p className="portage-small portage-muted">
              {side === 'to'
                ? t('picker.reachableFrom', { route: props.narrowedBy })
                : t('picker.canSendTo', { route: props.narrowedBy })}{' '}
              {props.onShowAll ? (
                <button type="button" className="portage-link-button" onClick={props.onShowAll}>
                  {t('picker.showAll')}
                </button>
              ) : null}
            </p>
          ) : null}
          <Suspense fallback={<div className="portage-list-scroll" aria-busy="true" />}>
            {props.children}
          </Suspense>
        </div>
      )}
    </dialog>
  );
}
