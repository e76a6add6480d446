import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { RouteNetwork } from '../../api/types';

/**
 * A picker's modal dialog: whether it is open, and the network whose tokens it shows (null for the
 * list of networks). Closing forgets the network, so the next opening starts at the networks.
 */
export function usePickerDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [network, setNetwork] = useState<RouteNetwork | null>(null);

  // Layout effect: the dialog is open and its search box focused before the next keystroke lands.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first button; a person opening a picker wants to type.
      dialog.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    setNetwork(null);
  }, []);

  /** Opens the dialog, at a network's tokens when one is given. */
  const openAt = (at: RouteNetwork | undefined) => {
    if (at) setNetwork(at);
    setOpen(true);
  };

  return { dialogRef, open, network, showNetwork: setNetwork, openAt, close };
}
