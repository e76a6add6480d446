/**
 * "The Help panel was opened", from the panel (src/ui/help/HelpPanel.tsx) to whoever listens: the
 * host events post it as `help_opened` (src/embed/events.ts). A signal, not a store: nothing is
 * kept, and a panel opened before anyone listens is not told again.
 */
type HelpListener = (swapId: string | null) => void;

const listeners = new Set<HelpListener>();

/** The panel opened, about this swap (null in History). */
export function helpOpened(swapId: string | null): void {
  for (const listener of listeners) listener(swapId);
}

/** Listens for the panel opening; returns the function that stops. */
export function onHelpOpened(listener: HelpListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
